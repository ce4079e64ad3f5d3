import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { AppLink, useDeliveryName, useMessages, useTracker } from '../core';
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
      <ul className="shop-flyout-list">
        {(lastOrder?.orders ?? []).map((order) => (
          <li key={order.deliveryId}>
            <span>{deliveryName(order.deliveryId)}</span>
            <span>{t('checkout.orderNumber', { number: order.tempOrderId ?? '–' })}</span>
          </li>
        ))}
      </ul>
      <AppLink appearance="button" to="/">
        {t('error.home')}
      </AppLink>
    </section>
  );
}
