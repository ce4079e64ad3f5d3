import { formatUnitQuantity } from '@shop/stock-rules';
import { formatPrice, Link } from '@shop/ui';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { AppLink, OrderSums, pathTo, useDeliveryName, useMessages, useTracker } from '../core';
import { lastOrderAtom } from './checkout-state';
import './checkout.css';
/** /checkout-success-page: only right after an order (the route's guard sends anyone else to the start page). */
export function CheckoutSuccessPage() {
  const t = useMessages();
  const deliveryName = useDeliveryName();
  const lastOrder = useAtomValue(lastOrderAtom);
  const tracker = useTracker();
  useEffect(() => {
    document.title = t('checkout.thanks');
  }, [t]);
  // The funnel's last step and one purchase per order placed; the tracker remembers each order id,
  // so going back to this page or reloading it tracks none again.
  useEffect(() => {
    const orders = lastOrder?.orders ?? [];
    if (orders.length === 0) return;
    tracker.track({ type: 'checkout', page: 'checkout-success-page', lines: orders.flatMap((o) => o.lines) });
    for (const order of orders)
      if (order.tempOrderId)
        tracker.track({ type: 'purchase', orderId: order.tempOrderId, lines: order.lines });
  }, [lastOrder, tracker]);
  return (
    <section className="shop-page shop-narrow">
      <h1>{t('checkout.thanks')}</h1>
      <p>{t('checkout.thanksLead')}</p>
      {(lastOrder?.orders ?? []).map((order) => (
        <section
          key={order.deliveryId}
          className="shop-checkout__group"
          aria-labelledby={`placed-${order.deliveryId}`}
        >
          <div className="shop-checkout__group-head">
            <h2 id={`placed-${order.deliveryId}`}>{deliveryName(order.deliveryId)}</h2>
            {order.tempOrderId ? (
              <Link href={pathTo('/mina-sidor/orderhistorik/$orderId', { orderId: order.tempOrderId })}>
                {t('checkout.orderNumber', { number: order.tempOrderId })}
              </Link>
            ) : (
              <span>{t('checkout.orderNumber', { number: order.tempOrderId ?? '–' })}</span>
            )}
          </div>
          <ul className="shop-checkout__lines">
            {order.confirmed.lines.map((line) => (
              <li key={line.articleNumber} className="shop-summary-line">
                <span className="shop-summary-line__what">{line.name}</span>
                <span>{formatUnitQuantity(line.quantity, line.unit)}</span>
                <span className="shop-summary-line__price">
                  {line.netPrice !== null && order.confirmed.total !== null
                    ? formatPrice(Math.round(line.netPrice * line.quantity * 100) / 100)
                    : null}
                </span>
              </li>
            ))}
          </ul>
          <OrderSums excludingVat={order.confirmed.total} vat={order.confirmed.vat} />
        </section>
      ))}
      <AppLink appearance="button" to="/">
        {t('error.home')}
      </AppLink>
    </section>
  );
}
