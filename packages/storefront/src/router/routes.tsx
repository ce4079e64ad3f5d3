import type { AnyRoute, RouteComponent } from '@tanstack/react-router';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  notFound,
  redirect,
} from '@tanstack/react-router';
import type { Queries } from '../app/queries';
import type { Services } from '../app/services';
import type { BrandRoute, CustomRouteName } from '../brand';
import { lastOrderAtom } from '../features/checkout-state';
import { RootLayout } from '../layouts/root-layout';
import { ErrorPage, NotFoundPage } from '../pages/error-page';
import { afterSignInAtom, sessionAtom } from '../session/atoms';
import { isAllowed } from '../session/claims';
import { safeReturnPath } from './navigation';
import { filterParams, pageParam, parseSearch, stringifySearch, stringParam } from './query-string';

export type Layout = 'default' | 'minimal' | 'plain';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    layout?: Layout;
    requiresAuth?: boolean;
    requiresAdmin?: boolean;
    /** Seller admins and above are sent to the external admin site in a new tab. */
    externalAdmin?: boolean;
    /** The spec's route name, e.g. 'kategorier-slug'. */
    name?: string;
  }
}

export interface RouterContext {
  services: Services;
  queries: Queries;
}

/** The search of a listing page: filters, sort and page, all in the URL so a link reproduces the view. */
export interface ListingSearch {
  f: Record<string, string[]>;
  sort?: string;
  /** Left out on the first page, so the URL stays as short as a person would write it. */
  page?: number;
}

const SORTS = ['relevance', 'name_asc', 'name_desc', 'price_asc', 'price_desc', 'newest'] as const;
export type Sort = (typeof SORTS)[number];

export function validateListingSearch(search: Record<string, unknown>): ListingSearch {
  const sort = stringParam(search.sort);
  return {
    f: filterParams(search.f),
    sort: SORTS.includes(sort as Sort) ? sort : undefined,
    page: pageParam(search.page) > 1 ? pageParam(search.page) : undefined,
  };
}

const page = <T extends string>(load: () => Promise<Record<T, unknown>>, name: T) =>
  // biome-ignore lint/suspicious/noExplicitAny: lazyRouteComponent's module type is generic over any component
  lazyRouteComponent(load as () => Promise<any>, name);

/** Paths of the brand's custom pages that need a signed-in user; admin pages need an admin. */
const ADMIN_ROUTES: readonly CustomRouteName[] = [
  'user-administrator',
  'user-administrator-create-user',
  'edit-user',
  'list-users',
];
const OPEN_CUSTOM_ROUTES: readonly CustomRouteName[] = ['store-page', 'product-configuration-page'];

/** `/mina-sidor/:id` → `/mina-sidor/$id` (TanStack Router's param syntax). */
export function toRouterPath(path: string): string {
  return path.replace(/:([A-Za-z_]\w*)/g, '$$$1');
}

async function requireAuth({ context, location }: { context: RouterContext; location: { href: string } }) {
  const { services } = context;
  await services.session.ready;
  if (services.store.get(sessionAtom).status === 'signed-in') return;
  const back = safeReturnPath(location.href);
  services.store.set(afterSignInAtom, back);
  throw redirect({ to: '/', search: back ? { login: back } : { login: '/' } });
}

/**
 * The route table of §2 for one brand: every page code-split, loaders
 * filling the query cache, guards in `beforeLoad`.
 */
export function createRouteTree(brandRoutes: readonly BrandRoute[]) {
  const root = createRootRouteWithContext<RouterContext>()({
    component: RootLayout,
    notFoundComponent: NotFoundPage,
    errorComponent: ErrorPage,
  });

  const index = createRoute({
    getParentRoute: () => root,
    path: '/',
    staticData: { name: 'index' },
    validateSearch: (search: Record<string, unknown>): { login?: string } => {
      const login = safeReturnPath(stringParam(search.login));
      return login ? { login } : {};
    },
    component: page(() => import('../pages/start-page'), 'StartPage'),
  });

  const minimal = (
    path: string,
    name: string,
    load: () => Promise<Record<string, unknown>>,
    exportName: string,
  ) =>
    createRoute({
      getParentRoute: () => root,
      path,
      staticData: { layout: 'minimal', name },
      component: page(load, exportName),
    });

  const activateUser = minimal(
    '/activate-user',
    'activate-user',
    () => import('../pages/account-pages'),
    'ActivateUserPage',
  );
  const forgotPassword = minimal(
    '/gloemt-loesenord',
    'gloemt-loesenord',
    () => import('../pages/account-pages'),
    'ForgotPasswordPage',
  );

  const storeFinder = createRoute({
    getParentRoute: () => root,
    path: '/hitta-butik',
    staticData: { name: 'hitta-butik' },
    loader: ({ context }) => context.services.queryClient.ensureQueryData(context.queries.locations()),
    component: page(() => import('../pages/store-pages'), 'StoreFinderPage'),
  });
  const storePage = createRoute({
    getParentRoute: () => root,
    path: '/butiker/$id',
    staticData: { name: 'butiker-id' },
    loader: async ({ context, params }) => {
      const { locations } = await context.services.queryClient.ensureQueryData(context.queries.locations());
      if (!locations.some((l) => l.id === params.id)) throw notFound();
    },
    component: page(() => import('../pages/store-pages'), 'StorePage'),
  });

  const listingLoader =
    (kind: 'category' | 'campaign' | 'search') =>
    async ({
      context,
      params,
      deps,
    }: {
      context: RouterContext;
      params: Record<string, string>;
      deps: ListingSearch & { q?: string };
    }) => {
      const { queryClient } = context.services;
      const request = {
        ...(kind === 'category'
          ? { categorySlug: (params._splat ?? '').split('/').filter(Boolean).join('/') }
          : {}),
        ...(kind === 'campaign' ? { campaignSlug: params.slug } : {}),
        ...(kind === 'search' ? { query: deps.q } : {}),
        filters: deps.f,
        sort: deps.sort as Sort | undefined,
        page: deps.page,
      };
      const tasks: Promise<unknown>[] = [queryClient.ensureQueryData(context.queries.search(request))];
      if (kind === 'category' && params._splat) {
        const slug = params._splat.split('/').filter(Boolean).join('/');
        tasks.push(
          queryClient.ensureQueryData(context.queries.breadcrumb(slug)).catch(() => {
            throw notFound();
          }),
        );
      }
      await Promise.all(tasks);
    };

  const category = createRoute({
    getParentRoute: () => root,
    path: '/kategorier/$',
    staticData: { name: 'kategorier-slug' },
    validateSearch: validateListingSearch,
    loaderDeps: ({ search }) => search,
    loader: listingLoader('category'),
    component: page(() => import('../pages/listing-pages'), 'CategoryPage'),
  });

  const campaigns = createRoute({
    getParentRoute: () => root,
    path: '/kampanjer',
    staticData: { name: 'kampanjer' },
    component: page(() => import('../pages/listing-pages'), 'CampaignsPage'),
  });
  const campaign = createRoute({
    getParentRoute: () => root,
    path: '/kampanjer/$slug',
    staticData: { name: 'kampanjer-slug' },
    validateSearch: validateListingSearch,
    loaderDeps: ({ search }) => search,
    loader: listingLoader('campaign'),
    component: page(() => import('../pages/listing-pages'), 'CampaignPage'),
  });
  const assortments = createRoute({
    getParentRoute: () => root,
    path: '/sortiment',
    staticData: { name: 'sortiment' },
    component: page(() => import('../pages/listing-pages'), 'AssortmentsPage'),
  });
  const assortment = createRoute({
    getParentRoute: () => root,
    path: '/sortiment/$slug',
    staticData: { name: 'sortiment-slug' },
    validateSearch: validateListingSearch,
    loaderDeps: ({ search }) => search,
    loader: listingLoader('campaign'),
    component: page(() => import('../pages/listing-pages'), 'AssortmentPage'),
  });

  const search = createRoute({
    getParentRoute: () => root,
    path: '/search',
    staticData: { name: 'search' },
    validateSearch: (s: Record<string, unknown>) => ({
      ...validateListingSearch(s),
      q: (stringParam(s.q) ?? '').trim().slice(0, 200),
    }),
    beforeLoad: ({ search }) => {
      if (!search.q) throw redirect({ to: '/' });
    },
    loaderDeps: ({ search }) => search,
    loader: listingLoader('search'),
    component: page(() => import('../pages/listing-pages'), 'SearchPage'),
  });

  const product = createRoute({
    getParentRoute: () => root,
    path: '/produkt/$slug',
    staticData: { name: 'produkt-slug' },
    loader: async ({ context, params }) => {
      const { services, queries } = context;
      // The heading and image paint from the search record; price and stock follow without blocking.
      const [hit] = await Promise.all([
        services.queryClient.ensureQueryData(queries.productHit(params.slug)),
        services.session.ready,
      ]);
      const locationIds = storeIdsFor(services);
      void services.queryClient
        .prefetchQuery(queries.product(hit.articleNumber, locationIds))
        .then(() =>
          services.queryClient.getQueryData(queries.product(hit.articleNumber, locationIds).queryKey),
        )
        .then((variant) => {
          if (!variant) return;
          const category = variant.product.breadcrumb.parents.at(-1)?.slug;
          if (category) void services.queryClient.prefetchQuery(queries.attributeSequence(category));
          const claims = services.store.get(sessionAtom).claims;
          if (variant.price?.hasBracketPrices && isAllowed(claims, 'EJ_SE_PRISER'))
            void services.queryClient.prefetchQuery(queries.brackets(variant.articleNumber));
        });
    },
    component: page(() => import('../pages/product-page'), 'ProductPage'),
  });

  const authRoute = (path: string, name: string, layout: Layout, component: RouteComponent) =>
    createRoute({
      getParentRoute: () => root,
      path,
      staticData: { layout, name, requiresAuth: true },
      beforeLoad: requireAuth,
      component,
    });
  // One chunk a step: the cart's lines do not wait for the delivery form's date picker, nor the other way round.
  const cart = authRoute(
    '/cart',
    'cart',
    'default',
    page(() => import('../pages/checkout/cart-page'), 'CartPage'),
  );
  const delivery = authRoute(
    '/delivery',
    'delivery',
    'minimal',
    page(() => import('../pages/checkout/delivery-page'), 'DeliveryPage'),
  );
  const summary = authRoute(
    '/summary',
    'summary',
    'minimal',
    page(() => import('../pages/checkout/summary-page'), 'SummaryPage'),
  );
  // The middleware 'checkout-success-page': only right after an order was placed.
  const checkoutSuccess = createRoute({
    getParentRoute: () => root,
    path: '/checkout-success-page',
    staticData: { layout: 'default', name: 'checkout-success-page', requiresAuth: true },
    beforeLoad: async (ctx) => {
      await requireAuth(ctx);
      if (!ctx.context.services.store.get(lastOrderAtom)) throw redirect({ to: '/' });
    },
    component: page(() => import('../pages/checkout/success-page'), 'CheckoutSuccessPage'),
  });

  const custom = brandRoutes.map((route) => {
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
      },
      beforeLoad: requiresAuth ? requireAuth : undefined,
      component: page(() => import('../pages/custom-pages'), 'CustomPage'),
    });
  });

  // Content pages (the content layer fills them): until then, the not-found page.
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

  const routes: AnyRoute[] = [
    index,
    activateUser,
    forgotPassword,
    storeFinder,
    storePage,
    category,
    campaigns,
    campaign,
    assortments,
    assortment,
    search,
    product,
    cart,
    delivery,
    summary,
    checkoutSuccess,
    ...custom,
    content,
    contentChild,
  ];
  return root.addChildren(routes);
}

/** The stores whose stock a page shows: the user's (or the brand's default) store and the central storage. */
export function storeIdsFor(services: Services): string[] {
  const user = services.store.get(sessionAtom).user;
  const store = user?.preferredStore ?? services.brand.defaultStoreId;
  return [...new Set([store, services.brand.centralStorageId])];
}

export function createShopRouter(services: Services, queries: Queries) {
  return createRouter({
    routeTree: createRouteTree(services.brand.routes),
    context: { services, queries },
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
