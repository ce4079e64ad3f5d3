import { createRoute, redirect } from '@tanstack/react-router';
import { lazyPage, type ShopRootRoute } from '../core';
import { modeAtom, requireAuth } from '../session';
import { lastOrderAtom } from './checkout-state';

/**
 * The checkout's steps need a signed-in customer, and are not there in PUNCHOUT mode (§1, §4):
 * the basket goes to the procurement system from the cart, so a typed /delivery or /summary
 * answers 302 to /cart.
 */
async function requireCheckout(ctx: Parameters<typeof requireAuth>[0]): Promise<void> {
  await requireAuth(ctx);
  if (ctx.context.services.store.get(modeAtom) === 'PUNCHOUT')
    throw redirect({ to: '/cart', statusCode: 302 });
}

/** The checkout steps after the cart, one chunk each: /delivery does not wait for /summary, nor the other way round. */
export function checkoutRoutes(root: ShopRootRoute) {
  const delivery = createRoute({
    getParentRoute: () => root,
    path: '/delivery',
    staticData: { layout: 'minimal', name: 'delivery', requiresAuth: true },
    beforeLoad: requireCheckout,
    component: lazyPage(() => import('./delivery-page'), 'DeliveryPage'),
  });
  const summary = createRoute({
    getParentRoute: () => root,
    path: '/summary',
    staticData: { layout: 'minimal', name: 'summary', requiresAuth: true },
    beforeLoad: requireCheckout,
    component: lazyPage(() => import('./summary-page'), 'SummaryPage'),
  });
  // The middleware 'checkout-success-page': only right after an order was placed.
  const success = createRoute({
    getParentRoute: () => root,
    path: '/checkout-success-page',
    staticData: { layout: 'default', name: 'checkout-success-page', requiresAuth: true },
    beforeLoad: async (ctx) => {
      await requireAuth(ctx);
      if (!ctx.context.services.store.get(lastOrderAtom)) throw redirect({ to: '/', statusCode: 302 });
    },
    component: lazyPage(() => import('./success-page'), 'CheckoutSuccessPage'),
  });
  return [delivery, summary, success] as const;
}
