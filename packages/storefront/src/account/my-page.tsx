import { Breadcrumbs, formatPrice, Link } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { type MessageKey, useDeliveryName, useMessages, useServices } from '../core';
import { contextDisplayName, isAllowed, sessionAtom } from '../session';
import { useBrandPath } from './brand-path';
import { accountQueries } from './queries';
import './account.css';

const dateFormat = new Intl.DateTimeFormat('sv-SE', { dateStyle: 'long', timeZone: 'Europe/Stockholm' });

/** How many of the latest orders the start panel shows. */
export const LATEST_ORDERS = 5;

/**
 * My page (`my-page`, `my-page-index`): who is signed in and for which customer / project, the
 * latest orders, and the way to every account page that is there.
 */
export function MyPage() {
  const t = useMessages();
  const deliveryName = useDeliveryName();
  const { services } = useServices();
  const session = useAtomValue(sessionAtom);
  const location = useLocation();
  const brandPath = useBrandPath();
  const customerId = session.claims?.customerId ?? '';
  const mayReadOrders = isAllowed(session.claims, 'EJ_ORDERHISTORIK');
  const latest = useQuery({
    ...accountQueries.orderSearch(services.client, customerId, {}),
    enabled: mayReadOrders && customerId !== '',
    select: (data) => ({ ...data, orders: data.orders.slice(0, LATEST_ORDERS) }),
  });
  useEffect(() => {
    document.title = `${t('account.myPages')} – ${services.brand.name}`;
  }, [t, services.brand.name]);
  const user = session.user;
  const shortcuts: { name: string; label: MessageKey }[] = [
    ...(mayReadOrders ? [{ name: 'order-history', label: 'account.orders' as const }] : []),
    { name: 'my-profile', label: 'profile.title' },
    { name: 'my-addresses', label: 'addresses.title' },
    { name: 'shopping-lists', label: 'lists.title' },
    ...(isAllowed(session.claims, 'EJ_SE_EKONOMISK_UPPFÖLJNING') && isAllowed(session.claims, 'EJ_SE_PRISER')
      ? [{ name: 'financial-follow-up', label: 'finance.title' as const }]
      : []),
  ];

  return (
    <div className="shop-page shop-my-page">
      <Breadcrumbs
        label={t('listing.breadcrumbs')}
        items={[
          { label: t('listing.home'), href: '/' },
          { label: t('account.myPages'), href: location.pathname },
        ]}
      />
      <h1>{t('account.myPages')}</h1>
      {user ? (
        <p className="shop-my-page__who">
          {t('myPage.signedInFor', {
            name: `${user.firstName} ${user.lastName}`,
            context: contextDisplayName(session) ?? '',
          })}
        </p>
      ) : null}
      <div className="shop-my-page__panels">
        <section className="shop-my-page__panel" aria-labelledby="my-page-orders">
          <h2 id="my-page-orders">{t('myPage.latestOrders')}</h2>
          {!mayReadOrders ? <p>{t('error.noRights')}</p> : null}
          {latest.isPending && mayReadOrders ? <p>{t('app.loading')}</p> : null}
          {latest.isError ? <p role="alert">{t('errors.order_service_not_available')}</p> : null}
          {latest.data && latest.data.orders.length === 0 ? <p>{t('orders.none')}</p> : null}
          {latest.data && latest.data.orders.length > 0 ? (
            <ul className="shop-my-page__orders">
              {latest.data.orders.map((order) => (
                <li key={order.orderId}>
                  <Link appearance="plain" href={brandPath('order-history-page', { orderId: order.orderId })}>
                    {t('orders.orderNumber', { id: order.orderId })}
                  </Link>
                  <span>
                    {dateFormat.format(new Date(order.createdAt))} ·{' '}
                    {t(`orders.status.${order.status}` as MessageKey)} · {deliveryName(order.deliveryId)}
                    {order.total === null ? '' : ` · ${formatPrice(order.total)}`}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
          {mayReadOrders ? (
            <Link appearance="plain" href={brandPath('order-history')}>
              {t('myPage.allOrders')}
            </Link>
          ) : null}
        </section>
        <nav className="shop-my-page__panel" aria-labelledby="my-page-shortcuts">
          <h2 id="my-page-shortcuts">{t('myPage.shortcuts')}</h2>
          <ul className="shop-my-page__shortcuts">
            {shortcuts.map((shortcut) => (
              <li key={shortcut.name}>
                <Link appearance="plain" href={brandPath(shortcut.name)}>
                  {t(shortcut.label)}
                </Link>
              </li>
            ))}
            <li>
              <Link appearance="plain" href="/cart">
                {t('cart.title')}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </div>
  );
}
