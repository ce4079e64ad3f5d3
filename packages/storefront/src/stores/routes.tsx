import { createRoute, notFound } from '@tanstack/react-router';
import { lazyPage, type RouterContext, type ShopRootRoute } from '../core';
import { storeQueries } from './queries';

/** The store page, for the brand's `store-page` route too. */
export const storePage = lazyPage(() => import('./store-pages'), 'StorePage');

/** Loads a store page's data: 404 for a store that does not exist. */
export async function loadStorePage(services: RouterContext['services'], id: string): Promise<void> {
  const { locations } = await services.queryClient.ensureQueryData(storeQueries.locations(services.client));
  if (!locations.some((l) => l.id === id)) throw notFound();
}

export function storeRoutes(root: ShopRootRoute) {
  const storeFinder = createRoute({
    getParentRoute: () => root,
    path: '/hitta-butik',
    staticData: { name: 'hitta-butik' },
    loader: ({ context: { services } }) =>
      services.queryClient.ensureQueryData(storeQueries.locations(services.client)),
    component: lazyPage(() => import('./store-pages'), 'StoreFinderPage'),
  });
  const store = createRoute({
    getParentRoute: () => root,
    path: '/butiker/$id',
    staticData: { name: 'butiker-id' },
    loader: ({ context: { services }, params }) => loadStorePage(services, params.id),
    component: storePage,
  });
  return [storeFinder, store] as const;
}
