import { createRouter } from '@tanstack/react-router';
import { accountRoutes } from '../account';
import { cartRoutes } from '../cart';
import { catalogueRoutes } from '../catalogue';
import { checkoutRoutes } from '../checkout';
import { contentRoutes } from '../content';
import { type BrandRoute, createShopRootRoute, parseSearch, type Services, stringifySearch } from '../core';
import { sessionRoutes } from '../session';
import { ErrorPage, NotFoundPage, RootLayout } from '../shell';
import { storeRoutes } from '../stores';

/**
 * The route table of §2 for one brand, put together from what each domain
 * exports: every page code-split, loaders filling the query cache, guards
 * in `beforeLoad`. Content's catch-all pages come last.
 */
export function createRouteTree(brandRoutes: readonly BrandRoute[]) {
  const root = createShopRootRoute({
    component: RootLayout,
    notFoundComponent: NotFoundPage,
    errorComponent: ErrorPage,
  });
  const content = contentRoutes(root);
  return root.addChildren([
    content.index,
    ...sessionRoutes(root),
    ...storeRoutes(root),
    ...catalogueRoutes(root),
    ...cartRoutes(root),
    ...checkoutRoutes(root),
    ...accountRoutes(root, brandRoutes),
    ...content.pages,
  ]);
}

export function createShopRouter(services: Services) {
  return createRouter({
    routeTree: createRouteTree(services.brand.routes),
    context: { services },
    parseSearch,
    stringifySearch,
    defaultPreload: false,
    defaultPendingMs: 300,
    scrollRestoration: true,
    scrollRestorationBehavior: 'smooth',
    defaultHashScrollIntoView: { behavior: 'smooth' },
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: ErrorPage,
  });
}

export type ShopRouter = ReturnType<typeof createShopRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: ShopRouter;
  }
}
