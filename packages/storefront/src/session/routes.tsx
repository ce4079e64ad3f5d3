import { createRoute } from '@tanstack/react-router';
import { lazyPage, type ShopRootRoute } from '../core';

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
