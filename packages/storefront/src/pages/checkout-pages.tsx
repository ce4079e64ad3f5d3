import { CART_UPDATE_DEBOUNCE_MS, type CartItemContext, cartItemProblem } from '@shop/cart-machine';
import { checkoutOutcome } from '@shop/commerce-client';
import {
  DELIVERY_TYPE_NAMES,
  type DeliveryType,
  nextDeliverableDate,
  validateDeliveryField,
} from '@shop/delivery-rules';
import { Alert, Button, CartLine, DeliveryGroup, Price, PriceSummary, Skeleton, TextField } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import {
  type FormEvent,
  memo,
  type ReactNode,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useServices } from '../app/context';
import type { Services } from '../app/services';
import { CART_QUERY_KEYS } from '../features/cart';
import { cartSum, createQuantityStore, type QuantityStore } from '../features/cart-quantities';
import {
  AddressLines,
  AddressPicker,
  CheckoutStepper,
  checkoutAtom,
  DeliveryDatePicker,
  type DeliveryDetails,
  isPlacingOrderAtom,
  lastOrderAtom,
} from '../features/checkout';
import { useDeliveryMethod } from '../features/delivery-method';
import { AddFromFile, QuickAdd } from '../features/quick-add';
import { type MessageKey, useMessages } from '../i18n/intl';
import { storeIdsFor } from '../router/routes';
import { messageAtom, sessionAtom } from '../session/atoms';
import { isAllowed } from '../session/claims';

type CartView = Awaited<ReturnType<Services['client']['gateway']['cartWithVariants']>>;
type CartItem = CartView['cartItems'][number];

/** One line: name, article number, quantity (debounced 500 ms), line price, delete. */
const CartLineRow = memo(function CartLineRow({
  line,
  cartId,
  showPrices,
  problemContext,
  typed,
}: {
  line: CartItem;
  cartId: string;
  showPrices: boolean;
  problemContext: CartItemContext | null;
  typed: QuantityStore;
}) {
  const t = useMessages();
  const { services } = useServices();
  const [quantity, setQuantity] = useState(line.quantity);
  const [failed, setFailed] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const name = line.variant?.name ?? line.articleNumber;
  const refresh = () => {
    for (const queryKey of CART_QUERY_KEYS)
      void services.queryClient.invalidateQueries({ queryKey: [...queryKey] });
  };
  const change = (value: number) => {
    if (!Number.isFinite(value) || value <= 0) return;
    setQuantity(value);
    typed.set(line.cartItemId, value);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(async () => {
      try {
        await services.client.cart.updateItem(cartId, line.cartItemId, { quantity: Math.abs(value) });
        setFailed(null);
        refresh();
      } catch {
        // The line keeps what the user typed; the message says what went wrong.
        setFailed(
          `${t('errors.occured')} ${t('errors.detail.cart_update_product')} ${t('errors.try_again_later')}`,
        );
      }
    }, CART_UPDATE_DEBOUNCE_MS);
  };
  const remove = async () => {
    try {
      await services.client.cart.removeItem(cartId, line.cartItemId);
      refresh();
    } catch {
      setFailed(
        `${t('errors.occured')} ${t('errors.detail.cart_remove_products')} ${t('errors.try_again_later')}`,
      );
    }
  };
  const unit = line.variant?.webSalesUnit.unit;
  const price = line.variant?.price;
  const variant = line.variant;
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
    ? t(`cart.problem.${problem.reason}` as MessageKey, { available: problem.available ?? 0 })
    : null;
  const fix =
    problem?.type === 'update_quantity' && problem.available
      ? {
          label: t('cart.fix.quantity', { available: problem.available }),
          onPress: () => change(problem.available ?? 0),
        }
      : problem?.reason === 'needs_replacement' && replacement
        ? {
            label: t('cart.fix.replacement', { name: replacement.name }),
            href: `/produkt/${replacement.variantSlug}`,
          }
        : undefined;
  const metric = unit !== undefined && ['m', 'kg', 'l'].includes(unit);
  return (
    <CartLine
      name={name}
      href={variant?.variantSlug ? `/produkt/${variant.variantSlug}` : undefined}
      articleNumber={line.articleNumber}
      articleNumberLabel={t('listing.articleNumber')}
      quantity={quantity}
      onQuantityChange={change}
      quantityLabel={t('cart.quantityFor', { name })}
      decimals={metric ? 2 : 0}
      price={
        showPrices && price ? (
          <Price
            amount={Math.round(price.netPrice * quantity * 100) / 100}
            labels={{ askForPrice: t('product.askForPrice'), previous: t('product.previousPrice') }}
            askForPrice={price.askForPrice}
          />
        ) : undefined
      }
      onRemove={() => void remove()}
      removeLabel={t('cart.remove')}
      problem={
        problem && fixText
          ? {
              text: fixText,
              ...(problem.type === 'activate_delivery' ? { detail: t('cart.fix.delivery') } : {}),
              ...(fix ? { fix } : {}),
            }
          : undefined
      }
      error={failed ?? undefined}
    />
  );
});

/**
 * /cart: the lines of the active cart grouped by delivery, each delivery
 * in or out of the order, quantities and deletes, and the price summary.
 * Delivery, summary and placing the order are the next issue's.
 */
/** The cart's sum: follows typed quantities at once, the service's order price otherwise. */
function CartSummary({
  label,
  lines,
  typed,
  serverSum,
  showPrices,
  children,
}: {
  label: string;
  lines: CartItem[];
  typed: QuantityStore;
  serverSum: number | null;
  showPrices: boolean;
  children: ReactNode;
}) {
  useSyncExternalStore(typed.subscribe, typed.version);
  const local = showPrices
    ? cartSum(
        lines.map((l) => ({
          cartItemId: l.cartItemId,
          quantity: l.quantity,
          price: l.variant?.price?.netPrice,
        })),
        typed.get,
      )
    : null;
  return (
    <PriceSummary label={label} amount={local ?? serverSum}>
      {children}
    </PriceSummary>
  );
}

export function CartPage() {
  const t = useMessages();
  const { services } = useServices();
  const session = useAtomValue(sessionAtom);
  const cart = useCartView();
  const [typed] = useState(createQuantityStore);
  useEffect(() => {
    document.title = t('cart.title');
  }, [t]);
  const showPrices = isAllowed(session.claims, 'EJ_SE_PRISER');
  const delivery = useDeliveryMethod();
  const [storeId = services.brand.defaultStoreId] = storeIdsFor(services);
  const problemContext: CartItemContext | null =
    delivery.options.length > 0
      ? {
          availableDeliveryIds: delivery.options.map((o) => o.id),
          storeId,
          centralStorageId: services.brand.centralStorageId,
        }
      : null;
  const data = cart.data;
  const items = data?.cartItems ?? [];
  const groups = [...new Set(items.map((i) => i.deliveryId))].map((deliveryId) => ({
    deliveryId,
    lines: items.filter((i) => i.deliveryId === deliveryId),
    included: data?.deliveries.find((d) => d.deliveryId === deliveryId)?.isIncludedInOrder ?? true,
  }));
  // The box follows the click at once; the service's answer confirms it, or it flips back with a message.
  const [includeOverride, setIncludeOverride] = useState<Record<string, boolean>>({});
  const [includeFailed, setIncludeFailed] = useState(false);
  const toggle = async (deliveryId: string, included: boolean) => {
    if (!data) return;
    setIncludeOverride((current) => ({ ...current, [deliveryId]: included }));
    try {
      await services.client.cart.includeInOrder(data.cartId, deliveryId, included);
      setIncludeFailed(false);
      await services.queryClient.invalidateQueries({ queryKey: ['cart-lines'] });
    } catch {
      setIncludeFailed(true);
    }
    setIncludeOverride((current) => {
      const { [deliveryId]: _, ...rest } = current;
      return rest;
    });
  };
  return (
    <section className="shop-page shop-cart">
      <h1>{t('cart.title')}</h1>
      <div className="shop-cart__tools">
        <QuickAdd />
        <AddFromFile />
      </div>
      {cart.isPending ? <Skeleton lines={6} label={t('app.loading')} /> : null}
      {cart.isError ? (
        <p className="shop-form-error" role="alert">
          {t('errors.cart_service_not_available')}
        </p>
      ) : null}
      {cart.isSuccess && items.length === 0 ? <p>{t('cart.empty')}</p> : null}
      {data && items.length > 0 ? (
        <>
          <p>{t('cart.lines', { count: items.length })}</p>
          {includeFailed ? (
            <p className="shop-form-error" role="alert">
              {t('errors.cart_service_not_available')}
            </p>
          ) : null}
          {groups.map((group) => (
            <DeliveryGroup
              key={group.deliveryId}
              title={DELIVERY_TYPE_NAMES[group.deliveryId as DeliveryType] ?? group.deliveryId}
              included={includeOverride[group.deliveryId] ?? group.included}
              onIncludedChange={(included) => void toggle(group.deliveryId, included)}
              includeLabel={t('cart.includeInOrder')}
            >
              {group.lines.map((line) => (
                <CartLineRow
                  key={line.cartItemId}
                  line={line}
                  cartId={data.cartId}
                  showPrices={showPrices}
                  problemContext={problemContext}
                  typed={typed}
                />
              ))}
            </DeliveryGroup>
          ))}
          <CartSummary
            label={t('cart.total')}
            lines={items}
            typed={typed}
            serverSum={showPrices && typeof data.orderPrice === 'number' ? data.orderPrice : null}
            showPrices={showPrices}
          >
            <a className="shop-link-button" href="/delivery">
              {t('cart.toCheckout')}
            </a>
          </CartSummary>
        </>
      ) : null}
    </section>
  );
}

function useCartView() {
  const { services } = useServices();
  return useQuery({
    queryKey: ['cart-lines'],
    queryFn: () =>
      // The user's store and the central storage: needs-action looks at both.
      services.client.gateway.cartWithVariants({
        locationIds: storeIdsFor(services),
        completeOrderPrice: true,
      }),
  });
}

const HOME_TYPES = new Set(['DBI', 'XXX', '24-12']);
const NOTE_MAX = 500;
const REFERENCE_MAX = 40;

/** /delivery: address or store, deliverable date and notes for each delivery in the order. */
export function DeliveryPage() {
  const t = useMessages();
  const { services, queries } = useServices();
  const navigate = useNavigate();
  const session = useAtomValue(sessionAtom);
  const [saved, setSaved] = useAtom(checkoutAtom);
  const cart = useCartView();
  const addresses = useQuery(queries.addresses());
  const brandConfig = useQuery(queries.brandConfig());
  const locations = useQuery(queries.locations());
  const [now] = useState(() => new Date());
  const [edits, setEdits] = useState<Record<string, Partial<DeliveryDetails>>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    document.title = t('checkout.step.delivery');
  }, [t]);

  const config = brandConfig.data?.brands.find((b) => b.id === services.brand.id);
  const extraClosedDays = config?.extraClosedDays ?? services.brand.settings.extraClosedDays;
  const list = addresses.data?.deliveryAddresses ?? [];
  const data = cart.data;
  if (cart.isPending || addresses.isPending) return <Skeleton lines={8} label={t('app.loading')} />;
  if (!data || data.deliveryIdsInOrder.length === 0) {
    return (
      <section className="shop-page">
        <CheckoutStepper current={2} />
        <h1>{t('checkout.step.delivery')}</h1>
        <p>{t('checkout.nothingToOrder')}</p>
        <a href="/cart">{t('checkout.backToCart')}</a>
      </section>
    );
  }
  const firstDate = nextDeliverableDate(now, { extraClosedDays });
  const defaultAddress = (
    list.find((a) => a.preselected && a.validForDelivery) ?? list.find((a) => a.validForDelivery)
  )?.addressId;
  const detailsFor = (deliveryId: string): DeliveryDetails => ({
    addressId: HOME_TYPES.has(deliveryId) ? defaultAddress : undefined,
    storeId: HOME_TYPES.has(deliveryId)
      ? undefined
      : (session.user?.preferredStore ?? services.brand.defaultStoreId),
    requestedDeliveryDate: firstDate,
    deliveryNote: '',
    reference: '',
    ...saved?.[deliveryId],
    ...edits[deliveryId],
  });
  const edit = (deliveryId: string, change: Partial<DeliveryDetails>) =>
    setEdits((current) => ({ ...current, [deliveryId]: { ...current[deliveryId], ...change } }));

  function next(event: FormEvent) {
    event.preventDefault();
    if (!data) return;
    const found: Record<string, string> = {};
    const all: Record<string, DeliveryDetails> = {};
    for (const deliveryId of data.deliveryIdsInOrder) {
      const details = detailsFor(deliveryId);
      all[deliveryId] = details;
      if (HOME_TYPES.has(deliveryId) && !details.addressId)
        found[`${deliveryId}.address`] = t('checkout.chooseAddress');
      const note = validateDeliveryField(details.deliveryNote, { maxlength: NOTE_MAX });
      if (note) found[`${deliveryId}.note`] = t('order.maxCharacters', { max: NOTE_MAX });
      const reference = validateDeliveryField(details.reference, { maxlength: REFERENCE_MAX });
      if (reference) found[`${deliveryId}.reference`] = t('order.maxCharacters', { max: REFERENCE_MAX });
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaved(all);
    void navigate({ to: '/summary' });
  }

  return (
    <section className="shop-page shop-checkout">
      <CheckoutStepper current={2} />
      <h1>{t('checkout.step.delivery')}</h1>
      <form onSubmit={next} noValidate className="shop-form">
        {data.deliveryIdsInOrder.map((deliveryId) => {
          const details = detailsFor(deliveryId);
          const name = DELIVERY_TYPE_NAMES[deliveryId as DeliveryType] ?? deliveryId;
          const store = locations.data?.locations.find((l) => l.id === details.storeId);
          return (
            <section
              key={deliveryId}
              className="shop-cart__group shop-checkout__delivery"
              aria-labelledby={`d-${deliveryId}`}
            >
              <div className="shop-cart__group-head">
                <h2 id={`d-${deliveryId}`}>{name}</h2>
                <span>
                  {t('cart.lines', {
                    count: data.cartItems.filter((i) => i.deliveryId === deliveryId).length,
                  })}
                </span>
              </div>
              <div className="shop-checkout__fields">
                {HOME_TYPES.has(deliveryId) ? (
                  <div>
                    <h3 className="shop-product__label">{t('checkout.address')}</h3>
                    <AddressPicker
                      addresses={list}
                      value={details.addressId}
                      onChange={(addressId) => edit(deliveryId, { addressId })}
                    />
                    {errors[`${deliveryId}.address`] ? (
                      <p className="shop-form-error" role="alert">
                        {errors[`${deliveryId}.address`]}
                      </p>
                    ) : null}
                  </div>
                ) : (
                  <div>
                    <h3 className="shop-product__label">{t('checkout.store')}</h3>
                    <p>{store?.name ?? details.storeId}</p>
                  </div>
                )}
                <DeliveryDatePicker
                  label={t('checkout.deliveryDate', { delivery: name })}
                  value={details.requestedDeliveryDate}
                  onChange={(requestedDeliveryDate) => edit(deliveryId, { requestedDeliveryDate })}
                  extraClosedDays={extraClosedDays}
                  now={now}
                />
                <TextField
                  label={t('checkout.reference')}
                  value={details.reference ?? ''}
                  onChange={(reference) => edit(deliveryId, { reference })}
                  errorMessage={errors[`${deliveryId}.reference`]}
                />
                <label className="shop-textarea">
                  <span>{t('checkout.note')}</span>
                  <textarea
                    value={details.deliveryNote ?? ''}
                    rows={3}
                    aria-invalid={errors[`${deliveryId}.note`] ? true : undefined}
                    aria-describedby={errors[`${deliveryId}.note`] ? `note-error-${deliveryId}` : undefined}
                    onChange={(event) => edit(deliveryId, { deliveryNote: event.target.value })}
                  />
                  {errors[`${deliveryId}.note`] ? (
                    <span id={`note-error-${deliveryId}`} className="shop-form-error" role="alert">
                      {errors[`${deliveryId}.note`]}
                    </span>
                  ) : null}
                </label>
              </div>
            </section>
          );
        })}
        <PriceSummary label={t('cart.total')} amount={null}>
          <a href="/cart">{t('checkout.backToCart')}</a>
          <Button type="submit" variant="primary">
            {t('checkout.continue')}
          </Button>
        </PriceSummary>
      </form>
    </section>
  );
}

/** /summary: what will be ordered per delivery, and 'Skicka order' with every outcome of §4. */
export function SummaryPage() {
  const t = useMessages();
  const { services, queries } = useServices();
  const navigate = useNavigate();
  const session = useAtomValue(sessionAtom);
  const [details, setDetails] = useAtom(checkoutAtom);
  const [placing, setPlacing] = useAtom(isPlacingOrderAtom);
  const setLastOrder = useSetAtom(lastOrderAtom);
  const setMessage = useSetAtom(messageAtom);
  const cart = useCartView();
  const addresses = useQuery(queries.addresses());
  const locations = useQuery(queries.locations());
  useEffect(() => {
    document.title = t('checkout.step.summary');
  }, [t]);
  const data = cart.data;
  const mayOrder = isAllowed(session.claims, 'EJ_ORDER');
  const showPrices = isAllowed(session.claims, 'EJ_SE_PRISER');
  const dateFormat = new Intl.DateTimeFormat('sv-SE', {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });

  async function place() {
    if (placing || !data || !details) return;
    setPlacing(true);
    const refetch = () => services.queryClient.invalidateQueries({ queryKey: ['cart-lines'] });
    try {
      const orderDetails = Object.fromEntries(
        data.deliveryIdsInOrder.map((id) => {
          const d = details[id];
          return [
            id,
            {
              requestedDeliveryDate: d?.requestedDeliveryDate ?? '',
              ...(d?.addressId ? { addressId: d.addressId } : {}),
              ...(d?.storeId ? { storeId: d.storeId } : {}),
              ...(d?.deliveryNote ? { deliveryNote: d.deliveryNote } : {}),
              ...(d?.reference ? { reference: d.reference } : {}),
            },
          ];
        }),
      );
      const orders = await services.client.cart.checkout(data.cartId, orderDetails);
      const outcome = checkoutOutcome(orders, DELIVERY_TYPE_NAMES);
      if (outcome.outcome === 'failed') throw new Error('Error placing order');
      setLastOrder({ orders: outcome.orders });
      setDetails(null);
      if (outcome.outcome === 'partial') {
        setMessage({
          key: 'errors.invalid_partial_order',
          severity: 'warning',
          values: { deliveries: outcome.failedDeliveries.join(', ') },
        });
      }
      await refetch();
      for (const queryKey of CART_QUERY_KEYS)
        void services.queryClient.invalidateQueries({ queryKey: [...queryKey] });
      await navigate({ to: '/checkout-success-page' });
    } catch {
      // §4: none placed or the call failed — order state cleared, message, cart refetched, start page.
      setDetails(null);
      setMessage({ key: 'errors.invalid_order', severity: 'danger' });
      await refetch();
      await navigate({ to: '/' });
    } finally {
      setPlacing(false);
    }
  }

  if (!details) {
    return (
      <section className="shop-page">
        <CheckoutStepper current={3} />
        <h1>{t('checkout.step.summary')}</h1>
        <p>{t('checkout.noDetails')}</p>
        <a href="/delivery">{t('checkout.toDelivery')}</a>
      </section>
    );
  }
  if (!data) return <Skeleton lines={8} label={t('app.loading')} />;
  return (
    <section className="shop-page shop-checkout">
      <div className="shop-summary__sticky">
        <CheckoutStepper current={3} />
        <PriceSummary
          label={t('cart.total')}
          amount={showPrices && typeof data.orderPrice === 'number' ? data.orderPrice : null}
        >
          {mayOrder ? (
            <Button variant="primary" onPress={place} isDisabled={placing}>
              {placing ? t('checkout.placing') : t('checkout.placeOrder')}
            </Button>
          ) : null}
        </PriceSummary>
      </div>
      <h1>{t('checkout.step.summary')}</h1>
      {!mayOrder ? <Alert tone="warning">{t('checkout.noOrderRight')}</Alert> : null}
      {data.deliveryIdsInOrder.map((deliveryId) => {
        const d = details[deliveryId];
        const name = DELIVERY_TYPE_NAMES[deliveryId as DeliveryType] ?? deliveryId;
        const address = addresses.data?.deliveryAddresses.find((a) => a.addressId === d?.addressId);
        const store = locations.data?.locations.find((l) => l.id === d?.storeId);
        const lines = data.cartItems.filter((i) => i.deliveryId === deliveryId);
        return (
          <section key={deliveryId} className="shop-cart__group" aria-labelledby={`s-${deliveryId}`}>
            <div className="shop-cart__group-head">
              <h2 id={`s-${deliveryId}`}>{name}</h2>
              <span>
                {d?.requestedDeliveryDate
                  ? dateFormat.format(new Date(`${d.requestedDeliveryDate}T12:00:00`))
                  : null}
              </span>
            </div>
            <div className="shop-checkout__fields">
              {address ? <AddressLines address={address} /> : store ? <p>{store.name}</p> : null}
              {d?.reference ? <p>{t('checkout.referenceValue', { reference: d.reference })}</p> : null}
              {d?.deliveryNote ? <p>{t('checkout.noteValue', { note: d.deliveryNote })}</p> : null}
            </div>
            <ul className="shop-cart__lines">
              {lines.map((line) => (
                <li key={line.cartItemId} className="shop-summary-line">
                  <span className="shop-summary-line__what">{line.variant?.name ?? line.articleNumber}</span>
                  <span>{t('cart.quantity', { quantity: line.quantity })}</span>
                  <span className="shop-summary-line__price">
                    {showPrices && line.variant?.price ? (
                      <Price
                        amount={Math.round(line.variant.price.netPrice * line.quantity * 100) / 100}
                        labels={{
                          askForPrice: t('product.askForPrice'),
                          previous: t('product.previousPrice'),
                        }}
                      />
                    ) : null}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      <p className="shop-product__note">{t('checkout.terms')}</p>
      <a href="/delivery">{t('checkout.toDelivery')}</a>
    </section>
  );
}

/** /checkout-success-page: only right after an order (the route's guard sends anyone else to the start page). */
export function CheckoutSuccessPage() {
  const t = useMessages();
  const lastOrder = useAtomValue(lastOrderAtom);
  useEffect(() => {
    document.title = t('checkout.thanks');
  }, [t]);
  return (
    <section className="shop-page shop-narrow">
      <h1>{t('checkout.thanks')}</h1>
      <p>{t('checkout.thanksLead')}</p>
      <ul className="shop-flyout-list">
        {(lastOrder?.orders ?? []).map((order) => (
          <li key={order.deliveryId}>
            <span>{DELIVERY_TYPE_NAMES[order.deliveryId as DeliveryType] ?? order.deliveryId}</span>
            <span>{t('checkout.orderNumber', { number: order.tempOrderId ?? '–' })}</span>
          </li>
        ))}
      </ul>
      <a className="shop-link-button" href="/">
        {t('error.home')}
      </a>
    </section>
  );
}
