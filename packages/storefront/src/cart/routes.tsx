import { createRoute } from '@tanstack/react-router';
import { lazyPage, type ShopRootRoute } from '../core';
import { requireAuth } from '../session';

export function cartRoutes(root: ShopRootRoute) {
  const cart = createRoute({
    getParentRoute: () => root,
    path: '/cart',
    staticData: { layout: 'default', name: 'cart', requiresAuth: true },
    beforeLoad: requireAuth,
    component: lazyPage(() => import('./cart-page'), 'CartPage'),
  });
  return [cart] as const;
}
