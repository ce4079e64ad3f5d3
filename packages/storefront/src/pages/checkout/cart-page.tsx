import { CART_UPDATE_DEBOUNCE_MS, type CartItemContext, cartItemProblem } from '@shop/cart-machine';
import { DELIVERY_TYPE_NAMES, type DeliveryType } from '@shop/delivery-rules';
import { CartLine, DeliveryGroup, Price, PriceSummary, Skeleton } from '@shop/ui';
import { useAtomValue } from 'jotai';
import { memo, type ReactNode, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useServices } from '../../app/context';
import { CART_QUERY_KEYS } from '../../features/cart';
import { cartSum, createQuantityStore, type QuantityStore } from '../../features/cart-quantities';
import { useDeliveryMethod } from '../../features/delivery-method';
import { AddFromFile, QuickAdd } from '../../features/quick-add';
import { type MessageKey, useMessages } from '../../i18n/intl';
import { storeIdsFor } from '../../router/routes';
import { sessionAtom } from '../../session/atoms';
import { isAllowed } from '../../session/claims';
import { type CartItem, useCartView } from './cart-view';

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
