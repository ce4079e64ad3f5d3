import { DeliveryGroup, formatPrice, Link } from '@shop/ui';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { AppLink, OrderSums, pathTo, useDeliveryName, useMessages, useTracker } from '../core';
import { lastOrderAtom } from './checkout-state';
import { lineSum, SummaryLine } from './summary-line';
import '../core/page.css';

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
        <DeliveryGroup
          key={order.deliveryId}
          title={deliveryName(order.deliveryId)}
          aside={
            order.tempOrderId ? (
              <Link href={pathTo('/mina-sidor/orderhistorik/$orderId', { orderId: order.tempOrderId })}>
                {t('checkout.orderNumber', { number: order.tempOrderId })}
              </Link>
            ) : (
              <span>{t('checkout.orderNumber', { number: order.tempOrderId ?? '–' })}</span>
            )
          }
          footer={<OrderSums excludingVat={order.confirmed.total} vat={order.confirmed.vat} />}
        >
          {order.confirmed.lines.map((line) => (
            <SummaryLine
              key={line.articleNumber}
              name={line.name}
              quantity={line.quantity}
              unit={line.unit}
              price={
                line.netPrice !== null && order.confirmed.total !== null
                  ? formatPrice(lineSum(line.netPrice, line.quantity))
                  : null
              }
            />
          ))}
        </DeliveryGroup>
      ))}
      <AppLink appearance="button" to="/">
        {t('error.home')}
      </AppLink>
    </section>
  );
}
