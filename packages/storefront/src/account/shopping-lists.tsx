import { parseQuantityText } from '@shop/stock-rules';
import { LIST_NAMES } from '@shop/tracking';
import { Button, Checkbox, formatQuantity, Link, Modal, TextField } from '@shop/ui';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { ListLimitModal, shoppingListKeys, shoppingListQueries, useCreateList } from '../cart';
import { isMessageKey, type MessageKey, pathTo, useMessages, useServices } from '../core';
import { sessionAtom, sessionKeys, sessionQueries, storeIdsFor } from '../session';
import { AddedLines, useAddLinesToCart } from './add-lines';
import '../core/page.css';
import './account.css';

type Access = 'PRIVATE' | 'CUSTOMER';

const listRoute = getRouteApi('/mina-sidor/inkopslistor/$id');
const listPath = (id: string) => pathTo('/mina-sidor/inkopslistor/$id', { id });

const dateFormat = new Intl.DateTimeFormat('sv-SE', { dateStyle: 'medium', timeZone: 'Europe/Stockholm' });
const failureKey = (error: unknown): MessageKey => {
  const key = (error as { messageKey?: unknown }).messageKey;
  return isMessageKey(key) ? key : 'errors.unknown_error_occurred';
};

function AccessChoice({ value, onChange }: { value: Access; onChange: (access: Access) => void }) {
  const t = useMessages();
  const name = useId();
  return (
    <fieldset className="shop-lists__access">
      <legend>{t('lists.access')}</legend>
      {(['PRIVATE', 'CUSTOMER'] as const).map((access) => (
        <Checkbox
          key={access}
          radio
          name={name}
          value={access}
          checked={value === access}
          onChange={() => onChange(access)}
        >
          {t(`lists.access.${access}`)}
        </Checkbox>
      ))}
    </fieldset>
  );
}

/**
 * Shopping lists (`shopping-lists`): the user's own lists and those colleagues share with the
 * customer, newest change first, and a new one (private or shared), at most 50 (§9).
 */
export function ShoppingListsPage() {
  const t = useMessages();
  const { services } = useServices();
  const navigate = useNavigate();
  const { data } = useSuspenseQuery(sessionQueries.shoppingLists(services.client));
  const [name, setName] = useState('');
  const [access, setAccess] = useState<Access>('PRIVATE');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const [sending, setSending] = useState(false);
  const { create, limitReached, closeLimit } = useCreateList();
  useEffect(() => {
    document.title = `${t('lists.title')} – ${services.brand.name}`;
  }, [t, services.brand.name]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!name.trim()) {
      setError(t('validation.required'));
      return;
    }
    setError(undefined);
    setSending(true);
    try {
      const id = await create(name.trim(), access);
      if (id) await navigate({ href: listPath(id) });
    } catch (err) {
      setFailure(failureKey(err));
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <form
        className="shop-address-form"
        aria-label={t('lists.new')}
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <h2>{t('lists.new')}</h2>
        <TextField
          label={t('lists.name')}
          value={name}
          onChange={setName}
          maxLength={80}
          isRequired
          errorMessage={error}
        />
        <AccessChoice value={access} onChange={setAccess} />
        <div className="shop-address-form__actions">
          <Button type="submit" variant="primary" isDisabled={sending}>
            {t('lists.create')}
          </Button>
        </div>
        {failure ? (
          <p className="shop-form-error" role="alert">
            {t(failure)}
          </p>
        ) : null}
      </form>
      <p role="status" className="shop-orders__count">
        {t('lists.count', { count: data.lists.length })}
      </p>
      {data.lists.length === 0 ? <p>{t('lists.none')}</p> : null}
      <ul className="shop-addresses__list">
        {data.lists.map((list) => (
          <li key={list.favoriteId} className="shop-addresses__item">
            <h2>
              <Link appearance="plain" href={listPath(list.favoriteId)}>
                {list.favoriteName}
              </Link>
            </h2>
            <p className="shop-lists__meta">
              {t('lists.rows', { count: list.totalRows })} · {t(`lists.access.${list.access}`)} ·{' '}
              {t('lists.by', { name: list.user.fullName, date: dateFormat.format(new Date(list.updatedAt)) })}
            </p>
          </li>
        ))}
      </ul>
      <ListLimitModal isOpen={limitReached} onClose={closeLimit} />
    </>
  );
}

/**
 * One shopping list (`shopping-list`): its lines with today's names, quantities to change, lines
 * to remove, and the whole list or the chosen lines to the cart through the cart door. Its
 * owner renames it, shares or unshares it, or deletes it; a colleague may rename a shared list.
 */
export function ShoppingListPage() {
  const t = useMessages();
  const { services } = useServices();
  const session = useAtomValue(sessionAtom);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { id } = listRoute.useParams();
  const { data: list } = useSuspenseQuery(shoppingListQueries.list(services.client, id));
  const items = useSuspenseQuery(shoppingListQueries.items(services.client, id)).data.items;
  const numbers = [...new Set(items.map((item) => item.articleNumber))];
  const variants = useQuery({
    queryKey: ['shopping-list-variants', id, numbers],
    queryFn: () =>
      services.client.gateway.variants(numbers, { locationIds: storeIdsFor(services), skipStock: true }),
    enabled: numbers.length > 0,
  });
  const nameOf = (articleNumber: string) =>
    variants.data?.find((v) => v.articleNumber === articleNumber)?.name ?? articleNumber;
  const unitOf = (articleNumber: string) =>
    variants.data?.find((v) => v.articleNumber === articleNumber)?.webSalesUnit.unit;
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const isOwner = list.userId === session.user?.userId;
  const deliveryId = session.user?.defaultDeliveryMethod ?? 'DBI';
  useEffect(() => {
    document.title = `${list.favoriteName} – ${services.brand.name}`;
  }, [list.favoriteName, services.brand.name]);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: shoppingListKeys.one(id) }),
      queryClient.invalidateQueries({ queryKey: sessionKeys.shoppingLists() }),
    ]);
  const run = async (work: () => Promise<unknown>, done: string) => {
    setFailure(null);
    setNotice(null);
    try {
      await work();
      await refresh();
      setNotice(done);
    } catch (error) {
      setFailure(failureKey(error));
    }
  };
  const cart = useAddLinesToCart(nameOf, LIST_NAMES.shoppingList);
  const toCart = (lines: typeof items) =>
    cart.add(
      lines.map((line) => ({ articleNumber: line.articleNumber, quantity: line.quantity })),
      deliveryId,
    );
  const chosenLines = items.filter((item) => chosen.has(item.favoriteItemId));

  return (
    <>
      <p className="shop-lists__meta">
        {t(`lists.access.${list.access}`)} · {t('lists.owner', { name: list.user.fullName })}
      </p>
      <div className="shop-lists__manage">
        {renaming === null ? (
          <Button variant="secondary" onPress={() => setRenaming(list.favoriteName)}>
            {t('lists.rename')}
          </Button>
        ) : (
          <form
            className="shop-lists__rename"
            aria-label={t('lists.rename')}
            onSubmit={(event) => {
              event.preventDefault();
              if (!renaming.trim()) return;
              void run(
                () => services.client.favouriteLists.update(id, { name: renaming.trim() }),
                t('lists.renamed', { name: renaming.trim() }),
              ).then(() => setRenaming(null));
            }}
          >
            <TextField
              label={t('lists.name')}
              value={renaming}
              onChange={setRenaming}
              maxLength={80}
              isRequired
            />
            <Button type="submit" variant="primary">
              {t('lists.save')}
            </Button>
            <Button variant="secondary" onPress={() => setRenaming(null)}>
              {t('addresses.cancel')}
            </Button>
          </form>
        )}
        {isOwner ? (
          <Button
            variant="secondary"
            onPress={() => {
              const access: Access = list.access === 'PRIVATE' ? 'CUSTOMER' : 'PRIVATE';
              void run(
                () => services.client.favouriteLists.update(id, { access }),
                t(`lists.nowAccess.${access}`),
              );
            }}
          >
            {list.access === 'PRIVATE' ? t('lists.share') : t('lists.unshare')}
          </Button>
        ) : null}
        {isOwner ? (
          <Button variant="secondary" onPress={() => setDeleting(true)}>
            {t('lists.delete')}
          </Button>
        ) : null}
      </div>

      <div role="status" className="shop-addresses__notice">
        {notice ? <p>{notice}</p> : null}
      </div>
      {failure ? (
        <p className="shop-form-error" role="alert">
          {t(failure)}
        </p>
      ) : null}

      {items.length === 0 ? (
        <p>{t('lists.empty')}</p>
      ) : (
        <>
          <div className="shop-order__reorder">
            <Button variant="primary" isDisabled={cart.sending} onPress={() => void toCart(items)}>
              {t('lists.allToCart')}
            </Button>
            <Button
              variant="secondary"
              isDisabled={cart.sending || chosen.size === 0}
              onPress={() => void toCart(chosenLines)}
            >
              {t('lists.chosenToCart', { count: chosen.size })}
            </Button>
            <Button
              variant="secondary"
              isDisabled={chosen.size === 0}
              onPress={() =>
                void run(
                  () => services.client.favouriteLists.removeItems(id, [...chosen]),
                  t('lists.removed', { count: chosen.size }),
                ).then(() => setChosen(new Set()))
              }
            >
              {t('lists.removeChosen', { count: chosen.size })}
            </Button>
          </div>
          <AddedLines state={cart.state} deliveryId={deliveryId} />
          <section
            className="shop-orders__table-wrap"
            aria-label={t('lists.lines')}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways on a phone must be reachable by keyboard (axe scrollable-region-focusable)
            tabIndex={0}
          >
            <table className="shop-orders__table shop-table-stack">
              <thead>
                <tr>
                  <th scope="col">
                    <span className="shop-visually-hidden">{t('orders.column.choose')}</span>
                  </th>
                  <th scope="col">{t('orders.column.article')}</th>
                  <th scope="col">{t('orders.column.articleNumber')}</th>
                  <th scope="col" className="shop-orders__number">
                    {t('orders.column.quantity')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((item) => (
                  <tr key={item.favoriteItemId}>
                    <td>
                      <input
                        type="checkbox"
                        aria-label={t('orders.chooseLine', { name: nameOf(item.articleNumber) })}
                        checked={chosen.has(item.favoriteItemId)}
                        onChange={(event) => {
                          const on = event.currentTarget.checked;
                          setChosen((current) => {
                            const next = new Set(current);
                            if (on) next.add(item.favoriteItemId);
                            else next.delete(item.favoriteItemId);
                            return next;
                          });
                        }}
                      />
                    </td>
                    <th scope="row">{nameOf(item.articleNumber)}</th>
                    <td data-label={t('orders.column.articleNumber')}>{item.articleNumber}</td>
                    <td data-label={t('orders.column.quantity')} className="shop-orders__number">
                      <ListQuantity
                        label={t('lists.quantityOf', { name: nameOf(item.articleNumber) })}
                        quantity={item.quantity}
                        unit={unitOf(item.articleNumber)}
                        onSave={(quantity) =>
                          run(
                            () =>
                              services.client.favouriteLists.setQuantity(id, item.favoriteItemId, quantity),
                            t('lists.quantitySaved', { name: nameOf(item.articleNumber) }),
                          )
                        }
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </>
      )}
      <Modal
        title={t('lists.deleteTitle')}
        isOpen={deleting}
        onOpenChange={setDeleting}
        closeLabel={t('app.close')}
        size="sm"
        actions={(close) => (
          <>
            <Button variant="secondary" onPress={close}>
              {t('addresses.cancel')}
            </Button>
            <Button
              variant="primary"
              onPress={() =>
                void run(() => services.client.favouriteLists.remove(id), '').then(() =>
                  navigate({ href: pathTo('/mina-sidor/inkopslistor') }),
                )
              }
            >
              {t('lists.delete')}
            </Button>
          </>
        )}
      >
        <p>{t('lists.deleteConfirm', { name: list.favoriteName })}</p>
      </Modal>
    </>
  );
}

/** A line's quantity: typed with a decimal comma, saved when it leaves the field (Enter too). */
function ListQuantity({
  label,
  quantity,
  unit,
  onSave,
}: {
  label: string;
  quantity: number;
  /** The article's sales unit, shown after the field once its variant has loaded. */
  unit: string | undefined;
  onSave: (quantity: number) => Promise<unknown>;
}) {
  const t = useMessages();
  const [text, setText] = useState(formatQuantity(quantity, 3));
  const [invalid, setInvalid] = useState(false);
  const save = () => {
    const value = parseQuantityText(text);
    if (value === null || value <= 0 || value > 100_000) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    if (value !== quantity) void onSave(value);
  };
  return (
    <span className="shop-lists__quantity">
      <input
        type="text"
        inputMode="decimal"
        aria-label={label}
        aria-invalid={invalid || undefined}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onBlur={save}
        onKeyDown={(event) => {
          if (event.key === 'Enter') save();
        }}
      />
      {unit ? <span className="shop-cart-line__unit">{unit}</span> : null}
      {invalid ? (
        <span className="shop-form-error" role="alert">
          {t('cart.wrongQuantity')}
        </span>
      ) : null}
    </span>
  );
}
