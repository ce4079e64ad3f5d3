import { parseQuantityText } from '@shop/stock-rules';
import { LIST_NAMES } from '@shop/tracking/names';
import { Button, Checkbox, FormError, formatQuantity, Link, SubmitButton } from '@shop/ui';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { type FormEvent, useId, useState } from 'react';
import {
  ActionModal,
  DataTable,
  errorMessageKey,
  type MessageKey,
  pathTo,
  useMessages,
  useServices,
} from '../core';
import { sessionAtom, storeIdsFor } from '../session';
import { AddedLines, ChooseLine, LinesToCart, useAddLinesToCart, useChosen } from './add-lines';
import { ListNameField, useCreateList } from './add-to-list';
import { type ListAccess, listKeys, listQueries } from './queries';
import '../core/page.css';

// The list pages' styles are still in account/account.css (`shop-lists__*`, the address form's and
// the orders table's classes), which the account pages load into the one stylesheet.

const listRoute = getRouteApi('/mina-sidor/inkopslistor/$id');
const listPath = (id: string) => pathTo('/mina-sidor/inkopslistor/$id', { id });

const dateFormat = new Intl.DateTimeFormat('sv-SE', { dateStyle: 'medium', timeZone: 'Europe/Stockholm' });

function AccessChoice({ value, onChange }: { value: ListAccess; onChange: (access: ListAccess) => void }) {
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

/** A new list, private or shared, within the limit of 50 (§9); the new list's page follows. */
function NewListForm() {
  const t = useMessages();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [access, setAccess] = useState<ListAccess>('PRIVATE');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const [sending, setSending] = useState(false);
  const { create, limitDialog } = useCreateList();

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
      setFailure(errorMessageKey(err));
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
        <ListNameField value={name} onChange={setName} errorMessage={error} />
        <AccessChoice value={access} onChange={setAccess} />
        <div className="shop-address-form__actions">
          <SubmitButton pending={sending}>{t('lists.create')}</SubmitButton>
        </div>
        {failure ? <FormError>{t(failure)}</FormError> : null}
      </form>
      {limitDialog}
    </>
  );
}

/**
 * Shopping lists (`shopping-lists`): the user's own lists and those colleagues share with the
 * customer, newest change first, and a new one.
 */
export function ShoppingListsPage() {
  const t = useMessages();
  const { services } = useServices();
  const { data } = useSuspenseQuery(listQueries.all(services.client));
  return (
    <>
      <NewListForm />
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
  const { data: list } = useSuspenseQuery(listQueries.list(services.client, id));
  const items = useSuspenseQuery(listQueries.items(services.client, id)).data.items;
  const numbers = [...new Set(items.map((item) => item.articleNumber))];
  const variants = useQuery(listQueries.variants(services.client, id, numbers, storeIdsFor(services)));
  const variantOf = (articleNumber: string) => variants.data?.find((v) => v.articleNumber === articleNumber);
  const nameOf = (articleNumber: string) => variantOf(articleNumber)?.name ?? articleNumber;
  const choice = useChosen();
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const isOwner = list.userId === session.user?.userId;
  const deliveryId = session.user?.defaultDeliveryMethod ?? 'DBI';

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: listKeys.one(id) }),
      queryClient.invalidateQueries({ queryKey: listKeys.all() }),
    ]);
  const run = async (work: () => Promise<unknown>, done: string) => {
    setFailure(null);
    setNotice(null);
    try {
      await work();
      await refresh();
      setNotice(done);
    } catch (error) {
      setFailure(errorMessageKey(error));
    }
  };
  const cart = useAddLinesToCart(nameOf, LIST_NAMES.shoppingList);
  type Item = (typeof items)[number];

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
            <ListNameField value={renaming} onChange={setRenaming} />
            <Button type="submit" variant="primary">
              {t('lists.save')}
            </Button>
            <Button variant="secondary" onPress={() => setRenaming(null)}>
              {t('app.cancel')}
            </Button>
          </form>
        )}
        {isOwner ? (
          <Button
            variant="secondary"
            onPress={() => {
              const access: ListAccess = list.access === 'PRIVATE' ? 'CUSTOMER' : 'PRIVATE';
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
      {failure ? <FormError>{t(failure)}</FormError> : null}

      {items.length === 0 ? (
        <p>{t('lists.empty')}</p>
      ) : (
        <>
          <LinesToCart
            lines={items}
            chosen={items.filter((item) => choice.chosen.has(item.favoriteItemId))}
            add={(lines) => cart.add(lines, deliveryId)}
            sending={cart.sending}
            labels={{ all: t('lists.allToCart'), chosen: (count) => t('lists.chosenToCart', { count }) }}
          >
            <Button
              variant="secondary"
              isDisabled={choice.chosen.size === 0}
              onPress={() =>
                void run(
                  () => services.client.favouriteLists.removeItems(id, [...choice.chosen]),
                  t('lists.removed', { count: choice.chosen.size }),
                ).then(choice.clear)
              }
            >
              {t('lists.removeChosen', { count: choice.chosen.size })}
            </Button>
          </LinesToCart>
          <AddedLines state={cart.state} deliveryId={deliveryId} />
          <DataTable<Item>
            label={t('lists.lines')}
            stack
            rows={items}
            rowKey={(item) => item.favoriteItemId}
            columns={[
              {
                label: t('orders.column.choose'),
                hideLabel: true,
                cell: (item) => (
                  <ChooseLine name={nameOf(item.articleNumber)} id={item.favoriteItemId} choice={choice} />
                ),
              },
              {
                label: t('orders.column.article'),

                cell: (item) => nameOf(item.articleNumber),
              },
              { label: t('orders.column.articleNumber'), cell: (item) => item.articleNumber },
              {
                label: t('orders.column.quantity'),
                number: true,
                cell: (item) => (
                  <ListQuantity
                    label={t('lists.quantityOf', { name: nameOf(item.articleNumber) })}
                    quantity={item.quantity}
                    unit={variantOf(item.articleNumber)?.webSalesUnit.unit}
                    onSave={(quantity) =>
                      run(
                        () => services.client.favouriteLists.setQuantity(id, item.favoriteItemId, quantity),
                        t('lists.quantitySaved', { name: nameOf(item.articleNumber) }),
                      )
                    }
                  />
                ),
              },
            ]}
          />
        </>
      )}
      <ActionModal
        title={t('lists.deleteTitle')}
        isOpen={deleting}
        onClose={() => setDeleting(false)}
        action={t('lists.delete')}
        onAction={() =>
          void run(() => services.client.favouriteLists.remove(id), '').then(() =>
            navigate({ href: pathTo('/mina-sidor/inkopslistor') }),
          )
        }
      >
        <p>{t('lists.deleteConfirm', { name: list.favoriteName })}</p>
      </ActionModal>
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
