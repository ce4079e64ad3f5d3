import { DELIVERY_TYPE_NAMES, type DeliveryType } from '@shop/delivery-rules';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { AppLink, useMessages } from '../core';
import { lastOrderAtom } from './checkout-state';
import './checkout.css';
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
      <AppLink appearance="button" to="/">
        {t('error.home')}
      </AppLink>
    </section>
  );
}
