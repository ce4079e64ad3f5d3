import { createRoute, notFound } from '@tanstack/react-router';
import { lazyPage, type ShopRootRoute } from '../core';
import { storeQueries } from './queries';

export function storeRoutes(root: ShopRootRoute) {
  const storeFinder = createRoute({
    getParentRoute: () => root,
    path: '/hitta-butik',
    staticData: { name: 'hitta-butik' },
    loader: ({ context: { services } }) =>
      services.queryClient.ensureQueryData(storeQueries.locations(services.client)),
    component: lazyPage(() => import('./store-pages'), 'StoreFinderPage'),
  });
  const storePage = createRoute({
    getParentRoute: () => root,
    path: '/butiker/$id',
    staticData: { name: 'butiker-id' },
    loader: async ({ context: { services }, params }) => {
      const { locations } = await services.queryClient.ensureQueryData(
        storeQueries.locations(services.client),
      );
      if (!locations.some((l) => l.id === params.id)) throw notFound();
    },
    component: lazyPage(() => import('./store-pages'), 'StorePage'),
  });
  return [storeFinder, storePage] as const;
}
