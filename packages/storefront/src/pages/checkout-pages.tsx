import { CART_UPDATE_DEBOUNCE_MS } from '@shop/cart-machine';
import { DELIVERY_TYPE_NAMES, type DeliveryType } from '@shop/delivery-rules';
import { Price, QuantityInput, Skeleton } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useServices } from '../app/context';
import type { Services } from '../app/services';
import { CART_QUERY_KEYS } from '../features/cart';
import { useMessages } from '../i18n/intl';
import { storeIdsFor } from '../router/routes';
import { sessionAtom } from '../session/atoms';
import { isAllowed } from '../session/claims';
import { ErrorScreen } from './error-page';

type CartView = Awaited<ReturnType<Services['client']['gateway']['cartWithVariants']>>;
type CartLine = CartView['cartItems'][number];

/** One line: name, article number, quantity (debounced 500 ms), line price, delete. */
function CartLineRow({ line, cartId, showPrices }: { line: CartLine; cartId: string; showPrices: boolean }) {
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
  return (
    <li className="shop-cart-line">
      <div className="shop-cart-line__what">
        {line.variant?.variantSlug ? (
          <a href={`/produkt/${line.variant.variantSlug}`}>{name}</a>
        ) : (
          <span>{name}</span>
        )}
        <span className="shop-cart-line__meta">
          {t('product.articleNumber', { articleNumber: line.articleNumber })}
        </span>
      </div>
      <QuantityInput
        label={t('cart.quantityFor', { name })}
        hideLabel
        value={quantity}
        minValue={0}
        decimals={unit && ['m', 'kg', 'l'].includes(unit) ? 2 : 0}
        onChange={change}
      />
      <span className="shop-cart-line__price">
        {showPrices && price ? (
          <Price
            amount={Math.round(price.netPrice * quantity * 100) / 100}
            labels={{ askForPrice: t('product.askForPrice'), previous: t('product.previousPrice') }}
            askForPrice={price.askForPrice}
          />
        ) : null}
      </span>
      <button type="button" className="shop-cart-line__remove" onClick={remove}>
        {t('cart.remove')}
        <span className="shop-visually-hidden"> {name}</span>
      </button>
      {failed ? (
        <p className="shop-form-error shop-cart-line__error" role="alert">
          {failed}
        </p>
      ) : null}
    </li>
  );
}

/**
 * /cart: the lines of the active cart grouped by delivery, each delivery
 * in or out of the order, quantities and deletes, and the price summary.
 * Delivery, summary and placing the order are the next issue's.
 */
export function CartPage() {
  const t = useMessages();
  const { services } = useServices();
  const session = useAtomValue(sessionAtom);
  const cart = useQuery({
    queryKey: ['cart-lines'],
    queryFn: () =>
      services.client.gateway.cartWithVariants({
        locationIds: storeIdsFor(services).slice(0, 1),
        completeOrderPrice: true,
      }),
  });
  useEffect(() => {
    document.title = t('cart.title');
  }, [t]);
  const showPrices = isAllowed(session.claims, 'EJ_SE_PRISER');
  const data = cart.data;
  const items = data?.cartItems ?? [];
  const groups = [...new Set(items.map((i) => i.deliveryId))].map((deliveryId) => ({
    deliveryId,
    lines: items.filter((i) => i.deliveryId === deliveryId),
    included: data?.deliveries.find((d) => d.deliveryId === deliveryId)?.isIncludedInOrder ?? true,
  }));
  const toggle = async (deliveryId: string, included: boolean) => {
    if (!data) return;
    await services.client.cart.includeInOrder(data.cartId, deliveryId, included).catch(() => undefined);
    void services.queryClient.invalidateQueries({ queryKey: ['cart-lines'] });
  };
  return (
    <section className="shop-page shop-cart">
      <h1>{t('cart.title')}</h1>
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
          {groups.map((group) => (
            <section
              key={group.deliveryId}
              className="shop-cart__group"
              aria-labelledby={`delivery-${group.deliveryId}`}
            >
              <div className="shop-cart__group-head">
                <h2 id={`delivery-${group.deliveryId}`}>
                  {DELIVERY_TYPE_NAMES[group.deliveryId as DeliveryType] ?? group.deliveryId}
                </h2>
                <label className="shop-cart__include">
                  <input
                    type="checkbox"
                    checked={group.included}
                    onChange={(event) => void toggle(group.deliveryId, event.target.checked)}
                  />
                  {t('cart.includeInOrder')}
                </label>
              </div>
              <ul className="shop-cart__lines">
                {group.lines.map((line) => (
                  <CartLineRow
                    key={line.cartItemId}
                    line={line}
                    cartId={data.cartId}
                    showPrices={showPrices}
                  />
                ))}
              </ul>
            </section>
          ))}
          <div className="shop-cart__summary">
            {showPrices && data.orderPrice !== null && data.orderPrice !== undefined ? (
              <p>
                {t('cart.total')}{' '}
                <Price
                  amount={data.orderPrice}
                  size="lg"
                  labels={{ askForPrice: t('product.askForPrice'), previous: t('product.previousPrice') }}
                />
              </p>
            ) : null}
            <a className="shop-link-button" href="/delivery">
              {t('cart.toCheckout')}
            </a>
          </div>
        </>
      ) : null}
    </section>
  );
}

function NotYet() {
  const t = useMessages();
  return (
    <ErrorScreen status={501}>
      <p>{t('checkout.notYet')}</p>
    </ErrorScreen>
  );
}

export const DeliveryPage = NotYet;
export const SummaryPage = NotYet;
export const CheckoutSuccessPage = NotYet;
