import { createRoute, redirect } from '@tanstack/react-router';
import { cartQueries } from '../cart';
import { lazyPage, type RouterContext, type Services } from '../core';
import {
  messageAtom,
  modeAtom,
  type SignedInRoute,
  sessionAtom,
  sessionQueries,
  storeIdsFor,
} from '../session';
import { storeQueries } from '../stores';
import { lastOrderAtom, placedOrdersAtom } from './checkout-state';
import { lastOrderOf } from './placed-order';

/**
 * The checkout's steps need a signed-in customer (their layout's), and are not there in
 * PUNCHOUT mode (§1, §4): the basket goes to the procurement system from the cart, so a typed
 * /delivery or /summary answers 302 to /cart.
 */
function requireCheckout({ context }: { context: RouterContext }): void {
  if (context.services.store.get(modeAtom) === 'PUNCHOUT') throw redirect({ to: '/cart', statusCode: 302 });
}

/**
 * What a checkout step shows, read before its first render: the cart with its variants, the
 * customer's addresses and order reference setting, the brand's stores and settings. So the
 * server's HTML is the whole step, a form that works before and without the page's scripts. A
 * failed read is the page's to show; the route still renders.
 */
async function loadStep({ context: { services } }: { context: { services: Services } }) {
  const customerId = services.store.get(sessionAtom).claims?.customerId;
  await Promise.allSettled([
    customerId
      ? services.queryClient.ensureQueryData(sessionQueries.orderReference(services.client, customerId))
      : null,
    services.queryClient.ensureQueryData(cartQueries.lines(services.client, storeIdsFor(services))),
    services.queryClient.ensureQueryData(sessionQueries.addresses(services.client)),
    services.queryClient.ensureQueryData(sessionQueries.brandConfig(services.client, services.brand.id)),
    services.queryClient.ensureQueryData(storeQueries.pickupStores(services.client)),
  ]);
}

/** The checkout steps after the cart, one chunk each: /delivery does not wait for /summary, nor the other way round. */
export function checkoutRoutes(signedIn: SignedInRoute) {
  const delivery = createRoute({
    getParentRoute: () => signedIn,
    path: '/delivery',
    staticData: { layout: 'minimal', name: 'delivery' },
    beforeLoad: requireCheckout,
    loader: loadStep,
    component: lazyPage(() => import('./delivery-page'), 'DeliveryPage'),
  });
  const summary = createRoute({
    getParentRoute: () => signedIn,
    path: '/summary',
    staticData: { layout: 'minimal', name: 'summary' },
    beforeLoad: requireCheckout,
    loader: loadStep,
    component: lazyPage(() => import('./summary-page'), 'SummaryPage'),
  });
  // The middleware 'checkout-success-page': only right after an order was placed, by the app
  // (`lastOrderAtom`) or by a posted 'Skicka order' (`placedOrdersAtom`, from the server).
  const success = createRoute({
    getParentRoute: () => signedIn,
    path: '/checkout-success-page',
    staticData: { layout: 'default', name: 'checkout-success-page' },
    beforeLoad: ({ context: { services } }) => {
      if (!services.store.get(lastOrderAtom) && !services.store.get(placedOrdersAtom))
        throw redirect({ to: '/', statusCode: 302 });
    },
    loader: async ({ context: { services } }) => {
      const placed = services.store.get(placedOrdersAtom);
      if (!placed || services.store.get(lastOrderAtom)) return;
      services.store.set(lastOrderAtom, await lastOrderOf(services.client, placed));
      services.store.set(placedOrdersAtom, null);
      // §4: some deliveries failed; their lines stay in the cart.
      if (placed.failedDeliveries.length > 0)
        services.store.set(messageAtom, {
          key: 'errors.invalid_partial_order',
          severity: 'warning',
          values: { deliveries: placed.failedDeliveries.join(', ') },
        });
    },
    component: lazyPage(() => import('./success-page'), 'CheckoutSuccessPage'),
  });
  return [delivery, summary, success] as const;
}
