import { type CartItemContext, cartItemProblem } from '@shop/cart-machine';
import { CommerceError } from '@shop/commerce-client';
import type { DeliveryType } from '@shop/delivery-rules';
import { formatUnitQuantity, orderMultipleFor, quantityRule } from '@shop/stock-rules';
import { PAGE_NAMES } from '@shop/tracking/names';
import { Button, CartLine, DeliveryGroup, FormError, Modal, Skeleton } from '@shop/ui';
import { useMutation } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { memo, type ReactNode, useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import {
  AppLink,
  errorMessageKey,
  type MessageKey,
  OrderSums,
  useDeliveryName,
  useMessages,
  useServices,
  useTrackOnce,
} from '../core';
import { PunchoutTransfer } from '../punchout';
import {
  contextDisplayName,
  isAllowed,
  modeAtom,
  orderLocationFor,
  sessionAtom,
  storeIdsFor,
} from '../session';
import { QUANTITY_FIELD } from './cart-form';
import { forgetCart, otherCarts, type RememberedCart, rememberCart } from './cart-memory';
import { cartTotals, createQuantityStore, type QuantityStore } from './cart-quantities';
import { CartStatus } from './cart-status';
import { type CartItem, trackedCartLines, useCartView } from './cart-view';
import { useDeliveryMethod } from './delivery-method';
import { QuoteRequest } from './inquiry';
import { LinePrice } from './line-price';
import { useFailureText, useLineQuantity } from './line-quantity';
import { AddFromFile, QuickAdd } from './quick-add';
import './cart.css';

const LABEL_MAX = 60;
/** A quantity typed on /cart is tracked as the cart page's (content §2 page name `cart`). */
const CART_SOURCE = { listName: PAGE_NAMES.cart };

/** One line: name, article number, label, quantity (debounced 500 ms), line price, delete, selection. */
const CartLineRow = memo(function CartLineRow({
  line,
  showPrices,
  problemContext,
  typed,
  isSelected,
  onSelect,
  back,
}: {
  line: CartItem;
  showPrices: boolean;
  problemContext: CartItemContext | null;
  typed: QuantityStore;
  isSelected: boolean;
  onSelect: (cartItemId: string, isSelected: boolean) => void;
  /** This page, for the line's form to come back to. */
  back: string;
}) {
  const t = useMessages();
  const deliveryName = useDeliveryName();
  const { services } = useServices();
  // The line keeps what the user typed when an update fails; the message says what went wrong.
  const { quantity, change, error, track } = useLineQuantity(line, typed.set, CART_SOURCE);
  const [label, setLabel] = useState(line.label);
  // The service's label when it changes (read again after the server's render), else what was typed.
  const [serviceLabel, setServiceLabel] = useState(line.label);
  if (line.label !== serviceLabel) {
    setServiceLabel(line.label);
    setLabel(line.label);
  }
  const name = line.variant?.name ?? line.articleNumber;
  const relabel = (value: string | null) => {
    setLabel(value);
    void track(services.cart.setLabel(line.cartItemId, value), 'errors.detail.cart_update_product');
  };
  const remove = () =>
    void track(services.cart.remove([line.cartItemId]), 'errors.detail.cart_remove_products');
  const unit = line.variant?.webSalesUnit.unit;
  const price = line.variant?.price;
  const variant = line.variant;
  // The multiple the cart service checks: where this line's delivery ships from.
  const rule = quantityRule({
    unit,
    orderMultiple: orderMultipleFor(variant?.stock, orderLocationFor(services, line.deliveryId)),
  });
  const replacement = variant?.relations.find((r) => r.type === 'ersattningsartikel')?.articles[0];
  const problem =
    problemContext && variant
      ? cartItemProblem(
          {
            quantity,
            deliveryId: line.deliveryId,
            variantSlug: variant.variantSlug,
            discontinued: variant.discontinued,
            purchaseConstraints: variant.purchaseConstraints,
            expressTag: variant.filterTags.includes('EXPRESS'),
            stock: variant.stock ?? null,
            replacementArticle: replacement?.articleNumber ?? null,
          },
          problemContext,
        )
      : null;
  const fixText = problem
    ? t(`cart.problem.${problem.reason}` as MessageKey, {
        available: formatUnitQuantity(problem.available ?? 0, unit),
      })
    : null;
  // needs-action 'activate_delivery': the line moves to the first delivery the session offers.
  const moveTo =
    problem?.type === 'activate_delivery'
      ? (problemContext?.availableDeliveryIds[0] as DeliveryType | undefined)
      : undefined;
  const fix =
    moveTo && moveTo !== line.deliveryId
      ? {
          label: t('cart.fix.move', { delivery: deliveryName(moveTo) }),
          onPress: () =>
            void track(services.cart.moveLine(line.cartItemId, moveTo), 'errors.detail.cart_update_products'),
        }
      : problem?.type === 'update_quantity' && problem.available
        ? {
            label: t('cart.fix.quantity', { available: formatUnitQuantity(problem.available, unit) }),
            onPress: () => change(problem.available ?? 0),
          }
        : problem?.reason === 'needs_replacement' && replacement
          ? {
              label: t('cart.fix.replacement', { name: replacement.name }),
              href: `/produkt/${replacement.variantSlug}`,
            }
          : undefined;
  return (
    <CartLine
      name={name}
      href={variant?.variantSlug ? `/produkt/${variant.variantSlug}` : undefined}
      articleNumber={line.articleNumber}
      articleNumberLabel={t('listing.articleNumber')}
      quantity={quantity}
      onQuantityChange={change}
      quantityLabel={t('cart.quantityFor', { name })}
      unit={unit}
      decimals={rule.decimals}
      orderMultiple={rule.step}
      snapQuantity={rule.snap}
      parseQuantity={rule.parse}
      price={showPrices && price ? <LinePrice price={price} quantity={quantity} unit={unit} /> : undefined}
      onRemove={remove}
      removeLabel={t('cart.remove')}
      lineLabel={{
        value: label,
        onChange: relabel,
        label: t('cart.lineLabel'),
        joiner: t('cart.lineLabelFor'),
        maxLength: LABEL_MAX,
      }}
      selection={{
        label: t('cart.select', { name }),
        isSelected,
        onChange: (selected) => onSelect(line.cartItemId, selected),
      }}
      problem={
        problem && fixText
          ? {
              text: fixText,
              ...(problem.type === 'activate_delivery' ? { detail: t('cart.fix.delivery') } : {}),
              ...(fix ? { fix } : {}),
            }
          : undefined
      }
      error={error ?? undefined}
      form={{
        action: '/varukorg/rad',
        fields: { rad: line.cartItemId, tillbaka: back },
        quantityName: QUANTITY_FIELD,
        intentName: 'atgard',
        updateLabel: t('cart.updateQuantity'),
      }}
    />
  );
});

/**
 * The cart's sums excluding VAT, VAT and total: follow typed quantities at
 * once; the service's order price (without VAT) when a line has no price of
 * its own to take VAT from.
 */
function CartSummary({
  lines,
  typed,
  serverSum,
  showPrices,
  children,
}: {
  lines: CartItem[];
  typed: QuantityStore;
  serverSum: number | null;
  showPrices: boolean;
  children: ReactNode;
}) {
  useSyncExternalStore(typed.subscribe, typed.version, typed.version);
  const totals = showPrices ? cartTotals(lines, typed.get) : null;
  return (
    <OrderSums excludingVat={totals?.excludingVat ?? serverSum} vat={totals?.vat ?? null}>
      {children}
    </OrderSums>
  );
}

type Confirm = { kind: 'selected'; ids: string[] } | { kind: 'all' };

/**
 * The cart's batch actions: pick every line, delete the picked ones or all
 * (after a confirmation), export the picked ones or all as the cart file.
 */
function CartActions({
  items,
  selected,
  setSelected,
}: {
  items: CartItem[];
  selected: ReadonlySet<string>;
  setSelected: (next: Set<string>) => void;
}) {
  const t = useMessages();
  const failure = useFailureText();
  const { services } = useServices();
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [status, setStatus] = useState<{ text: string; tone: 'status' | 'alert' } | null>(null);
  const picked = items.filter((i) => selected.has(i.cartItemId)).map((i) => i.cartItemId);
  const allPicked = picked.length === items.length;

  // Not the button's isPending: react-aria then announces the button by its id, and the dialog that
  // holds it is gone before the announcement ends (axe: an img role labelled by a missing element).
  const removal = useMutation({
    mutationFn: (what: Confirm) =>
      what.kind === 'all' ? services.cart.empty() : services.cart.remove(what.ids),
    onSuccess: (_, what) => {
      setSelected(new Set());
      setStatus({
        text: what.kind === 'all' ? t('cart.emptied') : t('cart.removedLines', { count: what.ids.length }),
        tone: 'status',
      });
    },
    onError: () => setStatus({ text: failure('errors.detail.cart_remove_products'), tone: 'alert' }),
    onSettled: () => setConfirm(null),
  });
  const busy = removal.isPending;

  async function exportLines() {
    setStatus(null);
    try {
      const file = await services.cart.export(picked.length > 0 ? picked : undefined);
      const url = URL.createObjectURL(file);
      const link = document.createElement('a');
      link.href = url;
      link.download = `varukorg-${new Date().toISOString().slice(0, 10)}.csv`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setStatus({
        text: t('cart.exported', { count: picked.length > 0 ? picked.length : items.length }),
        tone: 'status',
      });
    } catch {
      setStatus({ text: failure('errors.detail.cart_generate_file'), tone: 'alert' });
    }
  }

  return (
    <div className="shop-cart__actions">
      <label className="shop-cart__select-all">
        <input
          type="checkbox"
          checked={allPicked}
          ref={(box) => {
            if (box) box.indeterminate = picked.length > 0 && !allPicked;
          }}
          onChange={(event) =>
            setSelected(new Set(event.target.checked ? items.map((i) => i.cartItemId) : []))
          }
        />
        {t('cart.selectAll')}
      </label>
      <Button
        variant="secondary"
        size="sm"
        isDisabled={picked.length === 0}
        onPress={() => setConfirm({ kind: 'selected', ids: picked })}
      >
        {t('cart.removeSelected', { count: picked.length })}
      </Button>
      <Button variant="secondary" size="sm" onPress={() => void exportLines()}>
        {picked.length > 0 ? t('cart.exportSelected', { count: picked.length }) : t('cart.export')}
      </Button>
      <Button variant="ghost" size="sm" onPress={() => setConfirm({ kind: 'all' })}>
        {t('cart.emptyCart')}
      </Button>
      <p className="shop-cart__action-status" role={status?.tone ?? 'status'}>
        {status?.text}
      </p>
      <Modal
        title={confirm?.kind === 'all' ? t('cart.emptyConfirmTitle') : t('cart.removeConfirmTitle')}
        isOpen={confirm !== null}
        onOpenChange={(open) => {
          if (!open && !busy) setConfirm(null);
        }}
        closeLabel={t('app.close')}
        size="sm"
        actions={
          <>
            <Button variant="ghost" onPress={() => setConfirm(null)} isDisabled={busy}>
              {t('app.cancel')}
            </Button>
            <Button variant="danger" onPress={() => confirm && removal.mutate(confirm)} isDisabled={busy}>
              {confirm?.kind === 'all' ? t('cart.emptyCart') : t('cart.removeConfirm')}
            </Button>
          </>
        }
      >
        <p>
          {confirm?.kind === 'all'
            ? t('cart.emptyConfirmBody', { count: items.length })
            : t('cart.removeConfirmBody', { count: confirm?.ids.length ?? 0 })}
        </p>
      </Modal>
    </div>
  );
}

/**
 * Lines left in another customer context's cart (remembered by this
 * browser): one press moves them into this cart with the service's transfer.
 */
function CartTransfer({ cartId, lines }: { cartId: string; lines: number }) {
  const t = useMessages();
  const { services } = useServices();
  const session = useAtomValue(sessionAtom);
  const userId = session.claims?.sub;
  const customerId = session.claims?.customerId;
  const name = contextDisplayName(session) ?? customerId ?? '';
  const [others, setOthers] = useState<RememberedCart[]>([]);
  const [status, setStatus] = useState<{ text: string; tone: 'status' | 'alert' } | null>(null);
  useEffect(() => {
    if (!userId || !customerId) return;
    rememberCart(localStorage, { userId, customerId, name, cartId, lines });
    setOthers(otherCarts(localStorage, userId, customerId));
  }, [userId, customerId, name, cartId, lines]);

  async function transfer(source: RememberedCart) {
    try {
      const { refused } = await services.cart.transfer(source.cartId);
      setStatus({
        text:
          refused.length > 0
            ? t('cart.transferPartly', {
                name: source.name,
                articles: refused.map((e) => e.articleNumber ?? e.id).join(', '),
              })
            : t('cart.transferred', { name: source.name }),
        tone: refused.length > 0 ? 'alert' : 'status',
      });
      forgetCart(localStorage, source.cartId);
    } catch (error) {
      // Gone (ordered, emptied) or not the user's: nothing to move, and not offered again. Any other
      // failure (the service down, no answer) keeps the offer; the cart's status says what went wrong.
      if (error instanceof CommerceError && [403, 404, 410].includes(error.status)) {
        forgetCart(localStorage, source.cartId);
        setStatus({ text: t('cart.transferGone', { name: source.name }), tone: 'alert' });
      }
    }
    if (userId && customerId) setOthers(otherCarts(localStorage, userId, customerId));
  }

  if (others.length === 0 && !status) return null;
  return (
    <div className="shop-cart__transfer">
      {others.map((other) => (
        <p key={other.cartId}>
          {t('cart.otherCart', { name: other.name, count: other.lines })}{' '}
          <Button variant="secondary" size="sm" onPress={() => void transfer(other)}>
            {t('cart.transfer', { name: other.name })}
          </Button>
        </p>
      ))}
      <p role={status?.tone ?? 'status'}>{status?.text}</p>
    </div>
  );
}

/**
 * /cart: the lines of the active cart grouped by delivery, each delivery
 * in or out of the order, quantities, labels, deletes and batch actions,
 * and the price summary.
 */
export function CartPage() {
  const t = useMessages();
  const deliveryName = useDeliveryName();
  const { services } = useServices();
  const session = useAtomValue(sessionAtom);
  // PUNCHOUT mode (§1): the basket goes back to the procurement system instead of to checkout.
  const punchoutMode = useAtomValue(modeAtom) === 'PUNCHOUT';
  const cart = useCartView();
  const back = useLocation({ select: (location) => location.href });
  // view_cart and the funnel's first step, once per visit to the page, when the lines are known.
  const trackedLines = () => trackedCartLines(cart.data?.cartItems ?? []);
  useTrackOnce(cart.data ? 'view_cart' : null, () => ({ type: 'view_cart', lines: trackedLines() }));
  useTrackOnce(cart.data?.cartItems.length ? 'checkout' : null, () => ({
    type: 'checkout',
    page: 'cart',
    lines: trackedLines(),
  }));
  const [typed] = useState(createQuantityStore);
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  useEffect(() => {
    document.title = t('cart.title');
  }, [t]);
  // This page is where writes come thick and fast: have the door ready before the first one.
  useEffect(() => {
    void services.cart.ready().catch(() => undefined);
  }, [services]);
  const showPrices = isAllowed(session.claims, 'EJ_SE_PRISER');
  const delivery = useDeliveryMethod();
  const [storeId = services.brand.defaultStoreId] = storeIdsFor(services);
  const deliveryIds = delivery.options.map((o) => o.id).join(',');
  // Stable while the options are: the lines are memoised and re-render only when their own props change.
  const problemContext = useMemo<CartItemContext | null>(
    () =>
      deliveryIds
        ? {
            availableDeliveryIds: deliveryIds.split(',') as DeliveryType[],
            storeId,
            centralStorageId: services.brand.centralStorageId,
          }
        : null,
    [deliveryIds, storeId, services.brand.centralStorageId],
  );
  const onSelect = useCallback((cartItemId: string, isSelected: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      if (isSelected) next.add(cartItemId);
      else next.delete(cartItemId);
      return next;
    });
  }, []);
  const data = cart.data;
  const items = data?.cartItems ?? [];
  const groups = [...new Set(items.map((i) => i.deliveryId))].map((deliveryId) => ({
    deliveryId,
    lines: items.filter((i) => i.deliveryId === deliveryId),
    included: data?.deliveries.find((d) => d.deliveryId === deliveryId)?.isIncludedInOrder ?? true,
  }));
  // The box follows the click at once; the service's answer confirms it, or it flips back with a message.
  const [includeOverride, setIncludeOverride] = useState<Record<string, boolean>>({});
  const failure = useFailureText();
  const include = useMutation({
    mutationFn: ({ deliveryId, included }: { deliveryId: string; included: boolean }) => {
      setIncludeOverride((current) => ({ ...current, [deliveryId]: included }));
      return services.cart.includeDelivery(deliveryId, included);
    },
    onSettled: (_, __, { deliveryId }) =>
      setIncludeOverride((current) => {
        const { [deliveryId]: _, ...rest } = current;
        return rest;
      }),
  });
  return (
    <section className="shop-page shop-cart">
      <h1>{t('cart.title')}</h1>
      <CartStatus reserveSpace />
      <div className="shop-cart__tools">
        <QuickAdd />
        <AddFromFile />
      </div>
      {cart.isPending ? <Skeleton lines={6} label={t('app.loading')} /> : null}
      <FormError>
        {cart.isError ? t(errorMessageKey(cart.error, 'errors.cart_service_not_available')) : null}
      </FormError>
      {data ? <CartTransfer cartId={data.cartId} lines={items.length} /> : null}
      {cart.isSuccess && items.length === 0 ? <p>{t('cart.empty')}</p> : null}
      {data && items.length > 0 ? (
        <>
          <p>{t('cart.lines', { count: items.length })}</p>
          <CartActions items={items} selected={selected} setSelected={setSelected} />
          <FormError>{include.isError ? failure('errors.detail.cart_update_products') : null}</FormError>
          {groups.map((group) => (
            <DeliveryGroup
              key={group.deliveryId}
              title={deliveryName(group.deliveryId)}
              included={includeOverride[group.deliveryId] ?? group.included}
              onIncludedChange={(included) => include.mutate({ deliveryId: group.deliveryId, included })}
              includeLabel={t('cart.includeInOrder')}
            >
              {group.lines.map((line) => (
                <CartLineRow
                  key={line.cartItemId}
                  line={line}
                  showPrices={showPrices}
                  problemContext={problemContext}
                  typed={typed}
                  isSelected={selected.has(line.cartItemId)}
                  onSelect={onSelect}
                  back={back}
                />
              ))}
            </DeliveryGroup>
          ))}
          <CartSummary
            lines={items}
            typed={typed}
            serverSum={showPrices && typeof data.orderPrice === 'number' ? data.orderPrice : null}
            showPrices={showPrices}
          >
            {punchoutMode ? (
              <PunchoutTransfer
                items={items}
                quantityOf={(line) => typed.get(line.cartItemId) ?? line.quantity}
              />
            ) : (
              <AppLink appearance="button" to="/delivery">
                {t('cart.toCheckout')}
              </AppLink>
            )}
          </CartSummary>
          {punchoutMode ? null : (
            <QuoteRequest
              lines={items.map((line) => ({
                articleNumber: line.articleNumber,
                name: line.variant?.name ?? line.articleNumber,
                quantity: typed.get(line.cartItemId) ?? line.quantity,
                unit: line.variant?.webSalesUnit.unit,
              }))}
            />
          )}
        </>
      ) : null}
    </section>
  );
}
