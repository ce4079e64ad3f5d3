import { createRoute, notFound } from '@tanstack/react-router';
import { contentQueries, lazyPage, type RouterContext, type ShopRootRoute } from '../core';
import { storeQueries } from './queries';

/**
 * Loads a store page's data from both sources, the commerce location and the content
 * service's store page: a store either knows renders what it has; 404 when neither does.
 */
export async function loadStorePage(services: RouterContext['services'], id: string): Promise<void> {
  const [locations, page] = await Promise.allSettled([
    services.queryClient.ensureQueryData(storeQueries.locations(services.client)),
    services.queryClient.ensureQueryData(contentQueries.storePage(services.content, id)),
  ]);
  const inCommerce = locations.status === 'fulfilled' && locations.value.locations.some((l) => l.id === id);
  if (!inCommerce && page.status === 'rejected') {
    if (locations.status === 'rejected') throw locations.reason;
    throw notFound();
  }
}

export function storeRoutes(root: ShopRootRoute) {
  const storeFinder = createRoute({
    getParentRoute: () => root,
    path: '/hitta-butik',
    staticData: { name: 'hitta-butik' },
    loader: async ({ context: { services } }) => {
      // The content service's store details join the list; the page does without them (a prefetch
      // never fails). Awaited with the list all the same: details streamed after the HTML could
      // reach the browser before the page hydrated, and its first render would differ (React #418).
      await Promise.all([
        services.queryClient.prefetchQuery(contentQueries.allStoreDetails(services.content)),
        services.queryClient.ensureQueryData(storeQueries.locations(services.client)),
      ]);
    },
    component: lazyPage(() => import('./store-pages'), 'StoreFinderPage'),
  });
  const store = createRoute({
    getParentRoute: () => root,
    path: '/butiker/$id',
    staticData: { name: 'butiker-id' },
    loader: ({ context: { services }, params }) => loadStorePage(services, params.id),
    component: lazyPage(() => import('./store-pages'), 'StorePage'),
  });
  // The spec's custom `store-page`: the same page at the path of §2's list.
  const customStore = createRoute({
    getParentRoute: () => root,
    path: '/butik/$id',
    staticData: { name: 'store-page' },
    loader: ({ context: { services }, params }) => loadStorePage(services, params.id),
    component: lazyPage(() => import('./store-pages'), 'CustomStorePage'),
  });
  return [storeFinder, store, customStore] as const;
}
