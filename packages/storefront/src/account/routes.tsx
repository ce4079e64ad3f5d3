import type { CommerceClient } from '@shop/commerce-client';
import { CommerceError } from '@shop/commerce-client/errors';
import type { EnsureQueryDataOptions, QueryKey } from '@tanstack/react-query';
import { type AnyRoute, createRoute, notFound } from '@tanstack/react-router';
import { lazyPage, pathTo, type RouterContext, type ShopRootRoute, searchStrings } from '../core';
import { favouriteQueries, favouritesPage, listQueries, shoppingListPage, shoppingListsPage } from '../lists';
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
import { projectDocumentFiltersOf } from './project-documents-filters';
import {
  accountQueries,
  ownNumberFiltersOf,
  ownNumberQueries,
  projectDocumentQueries,
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

/** Reads what a page shows into the query cache before it renders (the page reads it from there). */
async function ensure<TData, TKey extends QueryKey>(
  { services }: RouterContext,
  query: (client: CommerceClient) => EnsureQueryDataOptions<TData, Error, TData, TKey>,
): Promise<void> {
  await services.queryClient.ensureQueryData(query(services.client));
}

/**
 * Reads the customer's own data a page shows, unless the session may not see the page: the
 * layout shows the no-rights page then, and the service would refuse. `prefetch`: only starts
 * the read, and never fails (a part of the page that says its own failure).
 */
async function ensureIfAllowed<TData, TKey extends QueryKey>(
  context: RouterContext,
  route: AnyRoute,
  query: (client: CommerceClient, customerId: string) => EnsureQueryDataOptions<TData, Error, TData, TKey>,
  { prefetch = false }: { prefetch?: boolean } = {},
): Promise<void> {
  const claims = claimsIn(context);
  if (!claims || !pageAllowed(claims, route.options.staticData)) return;
  const options = query(context.services.client, claims.customerId);
  if (prefetch) await context.services.queryClient.prefetchQuery(options);
  else await context.services.queryClient.ensureQueryData(options);
}

/** `ensureIfAllowed`, only started: never fails. */
const prefetchIfAllowed: typeof ensureIfAllowed = (context, route, query) =>
  ensureIfAllowed(context, route, query, { prefetch: true });

const MY_PAGES: Crumb = { label: 'account.myPages', href: pathTo('/mina-sidor') };
const ORDERS: Crumb = { label: 'account.orders', href: pathTo('/mina-sidor/orderhistorik') };
const LISTS: Crumb = { label: 'lists.title', href: pathTo('/mina-sidor/inkopslistor') };
const USERS: Crumb = { label: 'account.admin', href: pathTo('/mina-sidor/anvandare/lista') };

/** What the layout shows above each account page, and who may see it. */
const PAGES = {
  myPage: { className: 'shop-my-page', title: 'account.myPages', trail: [] },
  profile: { className: 'shop-profile', title: 'profile.title', trail: [MY_PAGES] },
  addresses: { className: 'shop-addresses', title: 'addresses.title', trail: [MY_PAGES] },
  orders: {
    className: 'shop-orders',
    title: 'account.orders',
    trail: [MY_PAGES],
    deny: ['EJ_ORDERHISTORIK'],
  },
  order: {
    className: 'shop-order',
    title: { useTitle: useOrderTitle },
    trail: [MY_PAGES, ORDERS],
    deny: ['EJ_ORDERHISTORIK'],
  },
  lists: { className: 'shop-lists', title: 'lists.title', trail: [MY_PAGES] },
  favourites: { className: 'shop-lists', title: 'favourites.title', trail: [MY_PAGES] },
  list: { className: 'shop-lists', title: { useTitle: useShoppingListTitle }, trail: [MY_PAGES, LISTS] },
  // The users list's crumb goes to its second path.
  users: { className: 'shop-users', title: 'account.admin', trail: [MY_PAGES], crumbHref: USERS.href },
  newUser: { className: 'shop-users', title: 'users.new', trail: [MY_PAGES, USERS] },
  user: { className: 'shop-users', title: { useTitle: useUserTitle }, trail: [MY_PAGES, USERS] },
  ownNumbers: { className: 'shop-own-numbers', title: 'ownNumbers.title', trail: [MY_PAGES] },
  orderReference: { className: 'shop-order-reference', title: 'orderReference.title', trail: [MY_PAGES] },
  projectDocuments: {
    className: 'shop-project-documents',
    title: 'projectDocuments.title',
    trail: [MY_PAGES],
    // The pack tells what was bought: order history's right (the service refuses it too).
    deny: ['EJ_ORDERHISTORIK'],
  },
  finance: {
    className: 'shop-finance',
    title: 'finance.title',
    trail: [MY_PAGES],
    deny: ['EJ_SE_EKONOMISK_UPPFÖLJNING', 'EJ_SE_PRISER'],
  },
} satisfies Record<string, AccountPage>;

const myPage = lazyPage(() => import('./my-page'), 'MyPage');
const userAdmin = {
  administrator: lazyPage(() => import('./user-admin'), 'UserAdministratorPage'),
  list: lazyPage(() => import('./user-admin'), 'UserListPage'),
  create: lazyPage(() => import('./user-admin'), 'CreateUserPage'),
  edit: lazyPage(() => import('./user-admin'), 'EditUserPage'),
};

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

  /** A page under the layout: its path, the spec's name for it, and its `AccountPage`. */
  const under = <const TPath extends string>(
    path: TPath,
    name: string,
    account: AccountPage,
    roles: { requiresAdmin?: true; externalAdmin?: true } = {},
  ) => ({ getParentRoute: () => myPages, path, staticData: { name, account, ...roles } });

  // The users list has two paths; seller admins get the external admin site on the first.
  const userList = {
    validateSearch: searchStrings('q', 'inactive', 'page'),
    loaderDeps: ({ search }: { search: Record<string, unknown> }) => userFiltersOf(search),
    loader: ({ context, deps, route }: { context: RouterContext; deps: UserFilters; route: AnyRoute }) =>
      ensureIfAllowed(context, route, (client) => userAdminQueries.list(client, deps)),
  };
  const admin = { requiresAdmin: true } as const;

  const start = createRoute({
    ...under('/', 'my-page', PAGES.myPage),
    loader: loadLatestOrders,
    component: myPage,
  });
  const overview = createRoute({
    ...under('/oversikt', 'my-page-index', PAGES.myPage),
    loader: loadLatestOrders,
    component: myPage,
  });
  const profile = createRoute({
    ...under('/profil', 'my-profile', PAGES.profile),
    loader: ({ context }) => ensure(context, storeQueries.locations),
    component: lazyPage(() => import('./profile-page'), 'ProfilePage'),
  });
  const addresses = createRoute({
    ...under('/adresser', 'my-addresses', PAGES.addresses),
    loader: ({ context }) => ensure(context, sessionQueries.addresses),
    component: lazyPage(() => import('./address-pages'), 'AddressesPage'),
  });
  const orders = createRoute({
    ...under('/orderhistorik', 'order-history', PAGES.orders),
    validateSearch: searchStrings(
      'q',
      'reference',
      'status',
      'delivery',
      'backOrdered',
      'from',
      'to',
      'sort',
      'page',
    ),
    loaderDeps: ({ search }) => orderFiltersOf(search),
    loader: async ({ context, deps, route }) => {
      const projectId = claimsIn(context)?.projectId ?? null;
      // The project's back-order summary is read beside the list, and its failure is the summary's
      // to show. It is awaited with the list: had the HTML gone out with it still loading, the
      // summary would reach the browser before the page hydrated, and its first render would
      // differ from the server's (React #418).
      await Promise.all([
        prefetchIfAllowed(context, route, (client, customerId) =>
          accountQueries.backOrders(client, customerId, projectId),
        ),
        ensureIfAllowed(context, route, (client, customerId) =>
          accountQueries.orderSearch(client, customerId, deps, projectId),
        ),
      ]);
    },
    component: lazyPage(() => import('./order-pages'), 'OrderHistoryPage'),
  });
  const order = createRoute({
    ...under('/orderhistorik/$orderId', 'order-history-page', PAGES.order),
    loader: ({ context, params, route }) =>
      Promise.all([
        ensureIfAllowed(context, route, (client, customerId) =>
          accountQueries.order(client, customerId, params.orderId),
        ),
        // The deliveries render with the page; a failure of theirs is the deliveries' section's to show.
        prefetchIfAllowed(context, route, (client, customerId) =>
          accountQueries.orderDeliveries(client, customerId, params.orderId),
        ),
      ]).then(() => undefined, notFoundOr404),
    component: lazyPage(() => import('./order-pages'), 'OrderPage'),
  });

  // Not in the spec's list: the favourite articles (§7 `users/favourites`, issue 40), to order from.
  const favourites = createRoute({
    ...under('/favoriter', 'favourite-articles', PAGES.favourites),
    loader: ({ context }) => ensure(context, favouriteQueries.ids),
    component: favouritesPage,
  });

  const shoppingLists = createRoute({
    ...under('/inkopslistor', 'shopping-lists', PAGES.lists),
    loader: ({ context }) => ensure(context, listQueries.all),
    component: shoppingListsPage,
  });
  const shoppingList = createRoute({
    ...under('/inkopslistor/$id', 'shopping-list', PAGES.list),
    loader: ({ context, params }) =>
      Promise.all([
        ensure(context, (client) => listQueries.list(client, params.id)),
        ensure(context, (client) => listQueries.items(client, params.id)),
      ]).then(() => undefined, notFoundOr404),
    component: shoppingListPage,
  });

  const users = createRoute({
    ...under('/anvandare', 'user-administrator', PAGES.users, { ...admin, externalAdmin: true }),
    ...userList,
    component: userAdmin.administrator,
  });
  const usersList = createRoute({
    ...under('/anvandare/lista', 'list-users', PAGES.users, admin),
    ...userList,
    component: userAdmin.list,
  });
  const createUser = createRoute({
    ...under('/anvandare/ny', 'user-administrator-create-user', PAGES.newUser, admin),
    component: userAdmin.create,
  });
  const editUser = createRoute({
    ...under('/anvandare/$userId', 'edit-user', PAGES.user, admin),
    // `?created`: the user was just created (the page says so).
    validateSearch: searchStrings('created'),
    loader: ({ context, params, route }) =>
      ensureIfAllowed(context, route, (client) => userAdminQueries.user(client, params.userId)).catch(
        notFoundOr404,
      ),
    component: userAdmin.edit,
  });

  // Not in the spec's list: spend per month and project (issue 17), under my pages.
  const finance = createRoute({
    ...under('/ekonomi', 'financial-follow-up', PAGES.finance),
    validateSearch: searchStrings('from', 'to'),
    loaderDeps: ({ search }) => spendPeriodOf(search),
    loader: ({ context, deps, route }) =>
      ensureIfAllowed(context, route, (client, customerId) => spendQueries.spend(client, customerId, deps)),
    component: lazyPage(() => import('./financial-follow-up'), 'FinancialFollowUpPage'),
  });

  // Not in the spec's list: the customer's own article numbers (issue 37). Every user of the
  // customer reads them; the page offers the writes to BUYER_ADMIN and above.
  const ownNumbers = createRoute({
    ...under('/egna-artikelnummer', 'own-article-numbers', PAGES.ownNumbers),
    validateSearch: searchStrings('q', 'page'),
    loaderDeps: ({ search }) => ownNumberFiltersOf(search),
    loader: ({ context, deps, route }) =>
      ensureIfAllowed(context, route, (client, customerId) =>
        ownNumberQueries.list(client, customerId, deps),
      ),
    component: lazyPage(() => import('./own-numbers-page'), 'OwnNumbersPage'),
  });

  // Not in the spec's list: the active project's documentation pack (issue 38), for a date range
  // in the URL. A range the page refuses asks the services nothing; a failure shows on the page.
  const projectDocuments = createRoute({
    ...under('/dokumentation', 'project-documents', PAGES.projectDocuments),
    validateSearch: searchStrings('from', 'to'),
    loaderDeps: ({ search }) => projectDocumentFiltersOf(search),
    loader: async ({ context, deps, route }) => {
      const projectId = claimsIn(context)?.projectId;
      if (!projectId || deps.problem) return;
      await ensureIfAllowed(context, route, (client, customerId) =>
        projectDocumentQueries.pack(client, customerId, projectId, deps.filters),
      ).catch(() => undefined);
    },
    component: lazyPage(() => import('./project-documents-page'), 'ProjectDocumentsPage'),
  });

  // Not in the spec's list: the customer's 'Referens krävs' setting (issue 37), for the admins
  // of the customer the session acts for (the service also refuses anyone else).
  const orderReference = createRoute({
    ...under('/orderreferens', 'order-reference-setting', PAGES.orderReference, admin),
    loader: ({ context, route }) =>
      ensureIfAllowed(context, route, (client, customerId) =>
        sessionQueries.orderReference(client, customerId),
      ),
    component: lazyPage(() => import('./order-reference-page'), 'OrderReferencePage'),
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
      favourites,
      shoppingLists,
      shoppingList,
      users,
      usersList,
      createUser,
      editUser,
      ownNumbers,
      orderReference,
      finance,
      projectDocuments,
    ]),
    configurator,
  ] as const;
}
