import { createRoute, notFound } from '@tanstack/react-router';
import { catalogueQueries } from '../catalogue';
import { lazyPage, onServer, type ShopRootRoute, safeReturnPath, stringParam } from '../core';
import { sessionAtom } from '../session';

/** The start page, and the content pages the content layer fills (until then: not found). */
export function contentRoutes(root: ShopRootRoute) {
  const index = createRoute({
    getParentRoute: () => root,
    path: '/',
    staticData: { name: 'index' },
    validateSearch: (search: Record<string, unknown>): { login?: string } => {
      const login = safeReturnPath(stringParam(search.login));
      return login ? { login } : {};
    },
    // The category tiles and campaigns are in the server's HTML (no shift when they would arrive
    // after the first paint); the browser only starts them, a failing campaign list is the page's to show.
    loader: async ({ context }) => {
      const { client, queryClient, store } = context.services;
      const session = store.get(sessionAtom);
      const wanted = Promise.allSettled([
        queryClient.ensureQueryData(catalogueQueries.menu(client, session.assortment.name)),
        queryClient.ensureQueryData(catalogueQueries.campaigns(client, session.status === 'signed-in')),
      ]);
      if (onServer) await wanted;
    },
    component: lazyPage(() => import('./start-page'), 'StartPage'),
  });
  const content = createRoute({
    getParentRoute: () => root,
    path: '/$slug',
    staticData: { name: 'slug' },
    loader: () => {
      throw notFound();
    },
  });
  const contentChild = createRoute({
    getParentRoute: () => root,
    path: '/$slug/$contentSlug',
    staticData: { name: 'slug-contentSlug' },
    loader: () => {
      throw notFound();
    },
  });
  return { index, pages: [content, contentChild] as const };
}
