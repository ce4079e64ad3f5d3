import { CommerceError } from '@shop/commerce-client';
import { createRoute, notFound } from '@tanstack/react-router';
import { shoppingListQueries } from '../cart';
import type { BrandRoute, RouterContext } from '../core';
import { type CustomRouteName, lazyPage, type ShopRootRoute, toRouterPath } from '../core';
import { isAdmin, isAllowed, requireAuth, sessionAtom, sessionQueries } from '../session';
import { loadStorePage, storePage, storeQueries } from '../stores';
import { orderFiltersOf } from './order-filters';
import {
  accountQueries,
  type OrderFilters,
  type SpendPeriod,
  spendPeriodOf,
  spendQueries,
  type UserFilters,
  userAdminQueries,
  userFiltersOf,
} from './queries';

/** The brand's custom pages that need an admin; the rest need a signed-in user, but for the open ones. */
const ADMIN_ROUTES: readonly CustomRouteName[] = [
  'user-administrator',
  'user-administrator-create-user',
  'edit-user',
  'list-users',
];
const OPEN_CUSTOM_ROUTES: readonly CustomRouteName[] = ['store-page', 'product-configuration-page'];

/** Who the orders are for, when the session may read them at all (EJ_ORDERHISTORIK shows the no-rights page). */
function orderReader(context: RouterContext) {
  const { claims } = context.services.store.get(sessionAtom);
  return claims && isAllowed(claims, 'EJ_ORDERHISTORIK') ? claims.customerId : null;
}

/** Another customer's order or list, or none: not found, as the service says. */
function notFoundOr404(error: unknown): never {
  if (error instanceof CommerceError && error.status === 404) throw notFound();
  throw error;
}

/** Loads what a built custom page shows before it renders (on the server too). */
async function loadCustomPage(
  name: CustomRouteName,
  context: RouterContext,
  params: Record<string, string>,
  filters: OrderFilters | UserFilters | SpendPeriod,
): Promise<void> {
  const { client, queryClient } = context.services;
  if (name === 'store-page') await loadStorePage(context.services, params.id ?? '');
  if (name === 'my-addresses') await queryClient.ensureQueryData(sessionQueries.addresses(client));
  if (name === 'my-profile') await queryClient.ensureQueryData(storeQueries.locations(client));
  const admin = isAdmin(context.services.store.get(sessionAtom).claims);
  if (admin && (name === 'user-administrator' || name === 'list-users'))
    await queryClient.ensureQueryData(userAdminQueries.list(client, filters as UserFilters));
  if (admin && name === 'edit-user')
    await queryClient
      .ensureQueryData(userAdminQueries.user(client, params.userId ?? ''))
      .catch(notFoundOr404);
  const { claims } = context.services.store.get(sessionAtom);
  if (
    name === 'financial-follow-up' &&
    isAllowed(claims, 'EJ_SE_EKONOMISK_UPPFÖLJNING') &&
    isAllowed(claims, 'EJ_SE_PRISER')
  )
    await queryClient.ensureQueryData(
      spendQueries.spend(client, claims?.customerId ?? '', filters as SpendPeriod),
    );
  if (name === 'shopping-lists') await queryClient.ensureQueryData(sessionQueries.shoppingLists(client));
  if (name === 'shopping-list') {
    const id = params.id ?? '';
    await Promise.all([
      queryClient.ensureQueryData(shoppingListQueries.list(client, id)),
      queryClient.ensureQueryData(shoppingListQueries.items(client, id)),
    ]).catch(notFoundOr404);
  }
  const customerId = orderReader(context);
  if (!customerId) return;
  if (name === 'order-history')
    await queryClient.ensureQueryData(
      accountQueries.orderSearch(client, customerId, filters as OrderFilters),
    );
  // My page's latest orders are one panel of several: a failure shows there, not as the page's.
  if (name === 'my-page' || name === 'my-page-index')
    await queryClient
      .ensureQueryData(accountQueries.orderSearch(client, customerId, {}))
      .catch(() => undefined);
  if (name === 'order-history-page')
    await queryClient
      .ensureQueryData(accountQueries.order(client, customerId, params.orderId ?? ''))
      .catch(notFoundOr404);
}

/** Every custom page of §2, by route name (a brand chooses the paths). */
const PAGES: Record<CustomRouteName, ReturnType<typeof lazyPage>> = {
  'order-history': lazyPage(() => import('./order-pages'), 'OrderHistoryPage'),
  'order-history-page': lazyPage(() => import('./order-pages'), 'OrderPage'),
  'my-addresses': lazyPage(() => import('./address-pages'), 'AddressesPage'),
  'my-profile': lazyPage(() => import('./profile-page'), 'ProfilePage'),
  'shopping-lists': lazyPage(() => import('./shopping-lists'), 'ShoppingListsPage'),
  'user-administrator': lazyPage(() => import('./user-admin'), 'UserListPage'),
  'list-users': lazyPage(() => import('./user-admin'), 'UserListPage'),
  'user-administrator-create-user': lazyPage(() => import('./user-admin'), 'CreateUserPage'),
  'edit-user': lazyPage(() => import('./user-admin'), 'EditUserPage'),
  'store-page': storePage,
  'product-configuration-page': lazyPage(() => import('./configurator'), 'ConfiguratorPage'),
  'financial-follow-up': lazyPage(() => import('./financial-follow-up'), 'FinancialFollowUpPage'),
  'shopping-list': lazyPage(() => import('./shopping-lists'), 'ShoppingListPage'),
  'my-page': lazyPage(() => import('./my-page'), 'MyPage'),
  'my-page-index': lazyPage(() => import('./my-page'), 'MyPage'),
};

/**
 * The brand's custom pages of §2 (my pages, orders, shopping lists, user
 * administration), at the paths the brand gives them. Their paths differ
 * per brand, so they are typed as plain strings.
 */
export function accountRoutes(root: ShopRootRoute, brandRoutes: readonly BrandRoute[]) {
  return brandRoutes.map((route) => {
    const requiresAdmin = ADMIN_ROUTES.includes(route.name);
    const requiresAuth = requiresAdmin || !OPEN_CUSTOM_ROUTES.includes(route.name);
    const page = PAGES[route.name];
    return createRoute({
      getParentRoute: () => root,
      path: toRouterPath(route.path),
      staticData: {
        name: route.name,
        requiresAuth,
        requiresAdmin,
        externalAdmin: route.name === 'user-administrator',
      },
      beforeLoad: requiresAuth ? requireAuth : undefined,
      loaderDeps: ({ search }) =>
        route.name === 'order-history'
          ? orderFiltersOf(search as Record<string, unknown>)
          : route.name === 'user-administrator' || route.name === 'list-users'
            ? userFiltersOf(search as Record<string, unknown>)
            : route.name === 'financial-follow-up'
              ? spendPeriodOf(search as Record<string, unknown>)
              : {},
      loader: ({ context, params, deps }) =>
        loadCustomPage(route.name, context, params as Record<string, string>, deps),
      component: page,
    });
  });
}
