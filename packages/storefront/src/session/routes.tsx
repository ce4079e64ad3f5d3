import { createRoute } from '@tanstack/react-router';
import { lazyPage, type ShopRootRoute } from '../core';
import { requireAuth } from './guards';

/**
 * The pathless layout of the pages outside my pages that need a signed-in visitor (the cart,
 * the checkout): its `beforeLoad` signs the visitor in once for all of them. Paths and route
 * names of its pages are their own (`/cart`, not `/_signed-in/cart`).
 */
export function signedInLayout(root: ShopRootRoute) {
  return createRoute({ getParentRoute: () => root, id: '_signed-in', beforeLoad: requireAuth });
}
export type SignedInRoute = ReturnType<typeof signedInLayout>;

/** The minimal-layout pages of signing in: activation after a challenge, and a forgotten password. */
export function sessionRoutes(root: ShopRootRoute) {
  const activateUser = createRoute({
    getParentRoute: () => root,
    path: '/activate-user',
    staticData: { layout: 'minimal', name: 'activate-user' },
    component: lazyPage(() => import('./account-pages'), 'ActivateUserPage'),
  });
  const forgotPassword = createRoute({
    getParentRoute: () => root,
    path: '/gloemt-loesenord',
    staticData: { layout: 'minimal', name: 'gloemt-loesenord' },
    component: lazyPage(() => import('./account-pages'), 'ForgotPasswordPage'),
  });
  return [activateUser, forgotPassword] as const;
}
