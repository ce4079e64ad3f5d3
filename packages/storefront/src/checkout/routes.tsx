import { createRoute, redirect } from '@tanstack/react-router';
import { lazyPage, type RouterContext } from '../core';
import { modeAtom, type SignedInRoute } from '../session';
import { lastOrderAtom } from './checkout-state';

/**
 * The checkout's steps need a signed-in customer (their layout's), and are not there in
 * PUNCHOUT mode (§1, §4): the basket goes to the procurement system from the cart, so a typed
 * /delivery or /summary answers 302 to /cart.
 */
function requireCheckout({ context }: { context: RouterContext }): void {
  if (context.services.store.get(modeAtom) === 'PUNCHOUT') throw redirect({ to: '/cart', statusCode: 302 });
}

/** The checkout steps after the cart, one chunk each: /delivery does not wait for /summary, nor the other way round. */
export function checkoutRoutes(signedIn: SignedInRoute) {
  const delivery = createRoute({
    getParentRoute: () => signedIn,
    path: '/delivery',
    staticData: { layout: 'minimal', name: 'delivery' },
    beforeLoad: requireCheckout,
    component: lazyPage(() => import('./delivery-page'), 'DeliveryPage'),
  });
  const summary = createRoute({
    getParentRoute: () => signedIn,
    path: '/summary',
    staticData: { layout: 'minimal', name: 'summary' },
    beforeLoad: requireCheckout,
    component: lazyPage(() => import('./summary-page'), 'SummaryPage'),
  });
  // The middleware 'checkout-success-page': only right after an order was placed.
  const success = createRoute({
    getParentRoute: () => signedIn,
    path: '/checkout-success-page',
    staticData: { layout: 'default', name: 'checkout-success-page' },
    beforeLoad: ({ context }) => {
      if (!context.services.store.get(lastOrderAtom)) throw redirect({ to: '/', statusCode: 302 });
    },
    component: lazyPage(() => import('./success-page'), 'CheckoutSuccessPage'),
  });
  return [delivery, summary, success] as const;
}
