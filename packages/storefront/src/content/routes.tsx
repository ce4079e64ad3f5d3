import { createRoute, notFound } from '@tanstack/react-router';
import { lazyPage, type ShopRootRoute, safeReturnPath, stringParam } from '../core';

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
