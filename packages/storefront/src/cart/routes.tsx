import { createRoute } from '@tanstack/react-router';
import { lazyPage } from '../core';
import { type SignedInRoute, sessionQueries, storeIdsFor } from '../session';
import { cartQueries } from './queries';

/** The cart page, under the signed-in layout. */
export function cartRoutes(signedIn: SignedInRoute) {
  const cart = createRoute({
    getParentRoute: () => signedIn,
    path: '/cart',
    staticData: { layout: 'default', name: 'cart' },
    // The delivery options of quick add ('Leveranssätt') follow the brand's settings and the
    // customer's addresses: read before the first render, so the server's HTML has them and
    // the form does not move down when they arrive (Lighthouse measured a 0.077 layout shift).
    // A failed read is the page's to show; the route still renders. The lines too: in the first
    // HTML, each a form that changes or removes it before (and without) the page's scripts.
    loader: async ({ context: { services } }) => {
      await Promise.allSettled([
        services.queryClient.ensureQueryData(cartQueries.lines(services.client, storeIdsFor(services))),
        services.queryClient.ensureQueryData(sessionQueries.brandConfig(services.client, services.brand.id)),
        services.queryClient.ensureQueryData(sessionQueries.addresses(services.client)),
      ]);
    },
    component: lazyPage(() => import('./cart-page'), 'CartPage'),
  });
  // The paste pad (issue 37): many lines at once, from a sheet, an e-mail or an ERP.
  const pastePad = createRoute({
    getParentRoute: () => signedIn,
    path: '/snabborder',
    staticData: { layout: 'default', name: 'paste-pad' },
    loader: async ({ context: { services } }) => {
      await Promise.allSettled([
        services.queryClient.ensureQueryData(sessionQueries.brandConfig(services.client, services.brand.id)),
        services.queryClient.ensureQueryData(sessionQueries.addresses(services.client)),
      ]);
    },
    component: lazyPage(() => import('./paste-pad'), 'PastePadPage'),
  });
  return [cart, pastePad] as const;
}
