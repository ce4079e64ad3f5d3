import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useServices } from '../app/context';
import { useMessages } from '../i18n/intl';
import { ErrorScreen } from './error-page';

/**
 * /cart: the lines of the active cart. The cart, delivery and checkout
 * journey (editing, deliveries, placing the order) is the next issue's.
 */
export function CartPage() {
  const t = useMessages();
  const { services } = useServices();
  const cart = useQuery({
    queryKey: ['cart-lines'],
    queryFn: () => services.client.gateway.cartWithVariants({}),
  });
  useEffect(() => {
    document.title = t('cart.title');
  }, [t]);
  const items = cart.data?.cartItems ?? [];
  return (
    <section className="shop-page">
      <h1>{t('cart.title')}</h1>
      {cart.isSuccess && items.length === 0 ? <p>{t('cart.empty')}</p> : null}
      {items.length > 0 ? (
        <>
          <p>{t('cart.lines', { count: items.length })}</p>
          <ul className="shop-cart-lines">
            {items.map((item) => (
              <li key={item.cartItemId}>
                {item.variant?.variantSlug ? (
                  <a href={`/produkt/${item.variant.variantSlug}`}>{item.variant.name}</a>
                ) : (
                  <span>{item.variant?.name ?? item.articleNumber}</span>
                )}{' '}
                <span>{t('cart.quantity', { quantity: item.quantity })}</span>
              </li>
            ))}
          </ul>
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
