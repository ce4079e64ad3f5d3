import { formatPrice, Link } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { type MessageKey, pathTo, useDeliveryName, useMessages, useServices } from '../core';
import { contextDisplayName, isAdmin, isAllowed, sessionAtom } from '../session';
import { accountQueries } from './queries';
import './account.css';

const dateFormat = new Intl.DateTimeFormat('sv-SE', { dateStyle: 'long', timeZone: 'Europe/Stockholm' });

/** How many of the latest orders the start panel shows. */
export const LATEST_ORDERS = 5;

/**
 * My page (`my-page`, `my-page-index`): who is signed in and for which customer / project, the
 * latest orders, and the way to every account page that is there. Its heading is the layout's.
 */
export function MyPage() {
  const t = useMessages();
  const deliveryName = useDeliveryName();
  const { services } = useServices();
  const session = useAtomValue(sessionAtom);
  const customerId = session.claims?.customerId ?? '';
  const mayReadOrders = isAllowed(session.claims, 'EJ_ORDERHISTORIK');
  const latest = useQuery({
    ...accountQueries.orderSearch(services.client, customerId, {}),
    enabled: mayReadOrders && customerId !== '',
    select: (data) => ({ ...data, orders: data.orders.slice(0, LATEST_ORDERS) }),
  });
  const user = session.user;
  const shortcuts: { href: string; label: MessageKey }[] = [
    ...(mayReadOrders
      ? [{ href: pathTo('/mina-sidor/orderhistorik'), label: 'account.orders' as const }]
      : []),
    { href: pathTo('/mina-sidor/profil'), label: 'profile.title' },
    { href: pathTo('/mina-sidor/adresser'), label: 'addresses.title' },
    { href: pathTo('/mina-sidor/inkopslistor'), label: 'lists.title' },
    { href: pathTo('/mina-sidor/egna-artikelnummer'), label: 'ownNumbers.title' },
    ...(isAdmin(session.claims) && !session.claims?.oci
      ? [{ href: pathTo('/mina-sidor/orderreferens'), label: 'orderReference.title' as const }]
      : []),
    ...(isAllowed(session.claims, 'EJ_SE_EKONOMISK_UPPFÖLJNING') && isAllowed(session.claims, 'EJ_SE_PRISER')
      ? [{ href: pathTo('/mina-sidor/ekonomi'), label: 'finance.title' as const }]
      : []),
  ];

  return (
    <>
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
                  <Link
                    appearance="plain"
                    href={pathTo('/mina-sidor/orderhistorik/$orderId', { orderId: order.orderId })}
                  >
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
            <Link appearance="plain" href={pathTo('/mina-sidor/orderhistorik')}>
              {t('myPage.allOrders')}
            </Link>
          ) : null}
        </section>
        <nav className="shop-my-page__panel" aria-labelledby="my-page-shortcuts">
          <h2 id="my-page-shortcuts">{t('myPage.shortcuts')}</h2>
          <ul className="shop-my-page__shortcuts">
            {shortcuts.map((shortcut) => (
              <li key={shortcut.href}>
                <Link appearance="plain" href={shortcut.href}>
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
    </>
  );
}
