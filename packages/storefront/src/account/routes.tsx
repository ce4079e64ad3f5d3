import { createRoute } from '@tanstack/react-router';
import type { BrandRoute } from '../core';
import { type CustomRouteName, lazyPage, type ShopRootRoute, toRouterPath } from '../core';
import { requireAuth } from '../session';

/** The brand's custom pages that need an admin; the rest need a signed-in user, but for the open ones. */
const ADMIN_ROUTES: readonly CustomRouteName[] = [
  'user-administrator',
  'user-administrator-create-user',
  'edit-user',
  'list-users',
];
const OPEN_CUSTOM_ROUTES: readonly CustomRouteName[] = ['store-page', 'product-configuration-page'];

/**
 * The brand's custom pages of §2 (my pages, orders, shopping lists, user
 * administration), at the paths the brand gives them. Their paths differ
 * per brand, so they are typed as plain strings.
 */
export function accountRoutes(root: ShopRootRoute, brandRoutes: readonly BrandRoute[]) {
  return brandRoutes.map((route) => {
    const requiresAdmin = ADMIN_ROUTES.includes(route.name);
    const requiresAuth = requiresAdmin || !OPEN_CUSTOM_ROUTES.includes(route.name);
    return createRoute({
      getParentRoute: () => root,
      path: toRouterPath(route.path),
      staticData: {
        name: route.name,
        requiresAuth,
        requiresAdmin,
        externalAdmin: route.name === 'user-administrator',
        // Every custom page is the 'not built yet' placeholder (issues 16 and 17), over HTTP too.
        httpStatus: 501,
      },
      beforeLoad: requiresAuth ? requireAuth : undefined,
      component: lazyPage(() => import('./custom-pages'), 'CustomPage'),
    });
  });
}
