import { CommerceError } from '@shop/commerce-client';
import { type AnyRoute, createRoute, notFound } from '@tanstack/react-router';
import { shoppingListQueries } from '../cart';
import { lazyPage, pathTo, type RouterContext, type ShopRootRoute, searchStrings } from '../core';
import { isAllowed, requireAuth, sessionAtom, sessionQueries } from '../session';
import { storeQueries } from '../stores';
import {
  type AccountPage,
  type Crumb,
  pageAllowed,
  useOrderTitle,
  useShoppingListTitle,
  useUserTitle,
} from './account-page';
import { orderFiltersOf } from './order-filters';
import {
  accountQueries,
  spendPeriodOf,
  spendQueries,
  type UserFilters,
  userAdminQueries,
  userFiltersOf,
} from './queries';

/** Another customer's order or list, or none: not found, as the service says. */
function notFoundOr404(error: unknown): never {
  if (error instanceof CommerceError && error.status === 404) throw notFound();
  throw error;
}

/** The session's claims when a loader runs (the layout's `beforeLoad` has signed the visitor in). */
const claimsIn = (context: RouterContext) => context.services.store.get(sessionAtom).claims;

const MY_PAGES: Crumb = { label: 'account.myPages', href: pathTo('/mina-sidor') };
const ORDERS: Crumb = { label: 'account.orders', href: pathTo('/mina-sidor/orderhistorik') };
const LISTS: Crumb = { label: 'lists.title', href: pathTo('/mina-sidor/inkopslistor') };
const USERS: Crumb = { label: 'account.admin', href: pathTo('/mina-sidor/anvandare/lista') };

const myPage = lazyPage(() => import('./my-page'), 'MyPage');

/**
 * The account pages (spec §2's custom pages: my pages, orders, shopping lists, user
 * administration, financial follow-up) under the `/mina-sidor` layout, one typed route each,
 * and the product configurator. Every page is its own chunk; its loader reads what it shows,
 * unless the page is closed to the session (the layout says so then).
 */
export function accountRoutes(root: ShopRootRoute) {
  const myPages = createRoute({
    getParentRoute: () => root,
    path: '/mina-sidor',
    beforeLoad: requireAuth,
    component: lazyPage(() => import('./layout'), 'AccountLayout'),
  });

  // My page's latest orders are one panel of several (EJ_ORDERHISTORIK empties it): a failure
  // shows there, not as the page's.
  const loadLatestOrders = async ({ context }: { context: RouterContext }) => {
    const claims = claimsIn(context);
    if (!claims || !isAllowed(claims, 'EJ_ORDERHISTORIK')) return;
    const { client, queryClient } = context.services;
    await queryClient
      .ensureQueryData(accountQueries.orderSearch(client, claims.customerId, {}))
      .catch(() => undefined);
  };
  const myPageData: AccountPage = { className: 'shop-my-page', title: 'account.myPages', trail: [] };
  const start = createRoute({
    getParentRoute: () => myPages,
    path: '/',
    staticData: { name: 'my-page', account: myPageData },
    loader: loadLatestOrders,
    component: myPage,
  });
  const overview = createRoute({
    getParentRoute: () => myPages,
    path: '/oversikt',
    staticData: { name: 'my-page-index', account: myPageData },
    loader: loadLatestOrders,
    component: myPage,
  });

  const profile = createRoute({
    getParentRoute: () => myPages,
    path: '/profil',
    staticData: {
      name: 'my-profile',
      account: { className: 'shop-profile', title: 'profile.title', trail: [MY_PAGES] },
    },
    loader: async ({ context: { services } }) => {
      await services.queryClient.ensureQueryData(storeQueries.locations(services.client));
    },
    component: lazyPage(() => import('./profile-page'), 'ProfilePage'),
  });

  const addresses = createRoute({
    getParentRoute: () => myPages,
    path: '/adresser',
    staticData: {
      name: 'my-addresses',
      account: { className: 'shop-addresses', title: 'addresses.title', trail: [MY_PAGES] },
    },
    loader: async ({ context: { services } }) => {
      await services.queryClient.ensureQueryData(sessionQueries.addresses(services.client));
    },
    component: lazyPage(() => import('./address-pages'), 'AddressesPage'),
  });

  const orders = createRoute({
    getParentRoute: () => myPages,
    path: '/orderhistorik',
    staticData: {
      name: 'order-history',
      account: {
        className: 'shop-orders',
        title: 'account.orders',
        trail: [MY_PAGES],
        deny: ['EJ_ORDERHISTORIK'],
      },
    },
    validateSearch: searchStrings('q', 'status', 'from', 'to', 'sort', 'page'),
    loaderDeps: ({ search }) => orderFiltersOf(search),
    loader: async ({ context, deps, route }) => {
      const claims = claimsIn(context);
      if (!claims || !pageAllowed(claims, route.options.staticData)) return;
      const { client, queryClient } = context.services;
      await queryClient.ensureQueryData(accountQueries.orderSearch(client, claims.customerId, deps));
    },
    component: lazyPage(() => import('./order-pages'), 'OrderHistoryPage'),
  });

  const order = createRoute({
    getParentRoute: () => myPages,
    path: '/orderhistorik/$orderId',
    staticData: {
      name: 'order-history-page',
      account: {
        className: 'shop-order',
        title: { useTitle: useOrderTitle },
        trail: [MY_PAGES, ORDERS],
        deny: ['EJ_ORDERHISTORIK'],
      },
    },
    loader: async ({ context, params, route }) => {
      const claims = claimsIn(context);
      if (!claims || !pageAllowed(claims, route.options.staticData)) return;
      const { client, queryClient } = context.services;
      await queryClient
        .ensureQueryData(accountQueries.order(client, claims.customerId, params.orderId))
        .catch(notFoundOr404);
    },
    component: lazyPage(() => import('./order-pages'), 'OrderPage'),
  });

  const shoppingLists = createRoute({
    getParentRoute: () => myPages,
    path: '/inkopslistor',
    staticData: {
      name: 'shopping-lists',
      account: { className: 'shop-lists', title: 'lists.title', trail: [MY_PAGES] },
    },
    loader: async ({ context: { services } }) => {
      await services.queryClient.ensureQueryData(sessionQueries.shoppingLists(services.client));
    },
    component: lazyPage(() => import('./shopping-lists'), 'ShoppingListsPage'),
  });

  const shoppingList = createRoute({
    getParentRoute: () => myPages,
    path: '/inkopslistor/$id',
    staticData: {
      name: 'shopping-list',
      account: {
        className: 'shop-lists',
        title: { useTitle: useShoppingListTitle },
        trail: [MY_PAGES, LISTS],
      },
    },
    loader: async ({ context: { services }, params }) => {
      const { client, queryClient } = services;
      await Promise.all([
        queryClient.ensureQueryData(shoppingListQueries.list(client, params.id)),
        queryClient.ensureQueryData(shoppingListQueries.items(client, params.id)),
      ]).catch(notFoundOr404);
    },
    component: lazyPage(() => import('./shopping-lists'), 'ShoppingListPage'),
  });

  // The users list has two paths; seller admins get the external admin site on the first.
  const usersPage: AccountPage = {
    className: 'shop-users',
    title: 'account.admin',
    trail: [MY_PAGES],
    crumbHref: USERS.href,
  };
  const usersSearch = searchStrings('q', 'inactive', 'page');
  const loadUsers = async ({
    context,
    deps,
    route,
  }: {
    context: RouterContext;
    deps: UserFilters;
    route: AnyRoute;
  }) => {
    if (!pageAllowed(claimsIn(context), route.options.staticData)) return;
    const { client, queryClient } = context.services;
    await queryClient.ensureQueryData(userAdminQueries.list(client, deps));
  };
  const users = createRoute({
    getParentRoute: () => myPages,
    path: '/anvandare',
    staticData: { name: 'user-administrator', requiresAdmin: true, externalAdmin: true, account: usersPage },
    validateSearch: usersSearch,
    loaderDeps: ({ search }) => userFiltersOf(search),
    loader: loadUsers,
    component: lazyPage(() => import('./user-admin'), 'UserAdministratorPage'),
  });
  const usersList = createRoute({
    getParentRoute: () => myPages,
    path: '/anvandare/lista',
    staticData: { name: 'list-users', requiresAdmin: true, account: usersPage },
    validateSearch: usersSearch,
    loaderDeps: ({ search }) => userFiltersOf(search),
    loader: loadUsers,
    component: lazyPage(() => import('./user-admin'), 'UserListPage'),
  });

  const createUser = createRoute({
    getParentRoute: () => myPages,
    path: '/anvandare/ny',
    staticData: {
      name: 'user-administrator-create-user',
      requiresAdmin: true,
      account: { className: 'shop-users', title: 'users.new', trail: [MY_PAGES, USERS] },
    },
    component: lazyPage(() => import('./user-admin'), 'CreateUserPage'),
  });

  const editUser = createRoute({
    getParentRoute: () => myPages,
    path: '/anvandare/$userId',
    staticData: {
      name: 'edit-user',
      requiresAdmin: true,
      account: { className: 'shop-users', title: { useTitle: useUserTitle }, trail: [MY_PAGES, USERS] },
    },
    // `?created`: the user was just created (the page says so).
    validateSearch: searchStrings('created'),
    loader: async ({ context, params, route }) => {
      if (!pageAllowed(claimsIn(context), route.options.staticData)) return;
      const { client, queryClient } = context.services;
      await queryClient.ensureQueryData(userAdminQueries.user(client, params.userId)).catch(notFoundOr404);
    },
    component: lazyPage(() => import('./user-admin'), 'EditUserPage'),
  });

  /** Not in the spec's list: spend per month and project (issue 17), under my pages. */
  const finance = createRoute({
    getParentRoute: () => myPages,
    path: '/ekonomi',
    staticData: {
      name: 'financial-follow-up',
      account: {
        className: 'shop-finance',
        title: 'finance.title',
        trail: [MY_PAGES],
        deny: ['EJ_SE_EKONOMISK_UPPFÖLJNING', 'EJ_SE_PRISER'],
      },
    },
    validateSearch: searchStrings('from', 'to'),
    loaderDeps: ({ search }) => spendPeriodOf(search),
    loader: async ({ context, deps, route }) => {
      const claims = claimsIn(context);
      if (!claims || !pageAllowed(claims, route.options.staticData)) return;
      const { client, queryClient } = context.services;
      await queryClient.ensureQueryData(spendQueries.spend(client, claims.customerId, deps));
    },
    component: lazyPage(() => import('./financial-follow-up'), 'FinancialFollowUpPage'),
  });

  // Open to everyone, outside my pages.
  const configurator = createRoute({
    getParentRoute: () => root,
    path: '/produktkonfigurator',
    staticData: { name: 'product-configuration-page' },
    validateSearch: searchStrings('artikel'),
    component: lazyPage(() => import('./configurator'), 'ConfiguratorPage'),
  });

  return [
    myPages.addChildren([
      start,
      overview,
      profile,
      addresses,
      orders,
      order,
      shoppingLists,
      shoppingList,
      users,
      usersList,
      createUser,
      editUser,
      finance,
    ]),
    configurator,
  ] as const;
}
