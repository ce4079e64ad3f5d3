import { createRouter, createSerializationAdapter, type LocationRewrite } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { accountRoutes } from '../account';
import { cartQueries, cartRoutes } from '../cart';
import { catalogueQueries, catalogueRoutes, prefetchProductHit } from '../catalogue';
import {
  checkoutAtom,
  checkoutRoutes,
  type DeliveryDetails,
  type DeliveryDraft,
  deliveryDraftAtom,
  type LastOrder,
  lastOrderAtom,
} from '../checkout';
import { contentRoutes } from '../content';
import {
  ContentError,
  contentQueries,
  createShopRootRoute,
  ErrorPage,
  NotFoundPage,
  parseSearch,
  renderedAtAtom,
  type Services,
  serverReportedAtom,
  stringifySearch,
} from '../core';
import {
  messageAtom,
  modeAtom,
  type PunchoutView,
  punchoutAtom,
  type SessionState,
  sessionAtom,
  sessionRoutes,
  signedInLayout,
  storeIdsFor,
  type UiMessage,
} from '../session';
import { faviconLinks, RootLayout } from '../shell';
import { storeRoutes } from '../stores';
import { Document } from './document';

/**
 * A content failure keeps its class and status from the server's page into the browser (the
 * router's own serializer keeps an error's message only), so the error page the browser hydrates
 * says the status the server's HTML said and the response answered (502, 504, 404).
 */
const contentErrorAdapter = createSerializationAdapter({
  key: 'shop-content-error',
  test: (value: unknown): value is ContentError => value instanceof ContentError,
  toSerializable: (error: ContentError) => ({ message: error.message, status: error.status }),
  fromSerializable: (value: { message: string; status: number }) =>
    new ContentError(value.message, value.status),
});

/**
 * The route table of §2, put together from what each domain exports: every
 * page code-split, loaders filling the query cache, guards in `beforeLoad`
 * (the cart and checkout under one pathless signed-in layout, the account
 * pages under `/mina-sidor`'s). Content's catch-all pages come last. Every
 * brand has these paths; one that needs others maps them with the router's
 * `rewrite`, as the locale prefix does.
 */
function createRouteTree() {
  const root = createShopRootRoute({
    shellComponent: Document,
    component: RootLayout,
    notFoundComponent: NotFoundPage,
    errorComponent: ErrorPage,
    // Every page has a <title>: the brand's, unless the page names its own (the build's
    // <title> is left out of the HTML then, so after a navigation none would be left).
    // The content service's favicon, when it has one for this brand (the build's is left out then).
    head: ({ match }) => ({
      meta: [{ title: match.context.services.brand.name }],
      links: faviconLinks(match.context.services),
    }),
    // The frame's content (logo, header links, footer, banners, the menu): in the server's HTML of every page.
    // It never fails: a part the content service could not give is the brand's built-in one.
    loader: async ({ context: { services } }) => {
      const [storeId = services.brand.defaultStoreId] = storeIdsFor(services);
      await Promise.allSettled([
        services.queryClient.ensureQueryData(contentQueries.chrome(services.content)),
        // The footer's store: the customer's, or the brand's default.
        services.queryClient.ensureQueryData(contentQueries.storeDetails(services.content, storeId)),
        // The assortment, for the header's menu panel that opens before the scripts (a
        // customer's own assortment menu comes with the session).
        services.store.get(sessionAtom).assortment.menu
          ? null
          : services.queryClient.ensureQueryData(catalogueQueries.menu(services.client, null)),
        // The header's cart count: what the first paint shows is what the cart holds.
        services.store.get(sessionAtom).status === 'signed-in'
          ? services.queryClient.ensureQueryData(cartQueries.cart(services.client))
          : null,
      ]);
    },
  });
  const content = contentRoutes(root);
  const signedIn = signedInLayout(root);
  return root.addChildren([
    content.index,
    ...sessionRoutes(root),
    ...storeRoutes(root),
    ...catalogueRoutes(root),
    signedIn.addChildren([...cartRoutes(signedIn), ...checkoutRoutes(signedIn)]),
    ...accountRoutes(root),
    ...content.pages,
  ]);
}

let routeTree: ReturnType<typeof createRouteTree> | undefined;

/**
 * The route table, made once per process and shared by every router (issue 39): it holds no
 * request's data (the services reach loaders through the router's context), and the router
 * processes a tree it has seen before from its cache (TanStack's server-side `__TSR_CACHE__` is
 * keyed by the tree), so a server render no longer builds and indexes some 60 routes per request.
 */
function shopRouteTree() {
  routeTree ??= createRouteTree();
  return routeTree;
}

/** What the server's render knew about the customer, for the browser's first render to match it. */
interface DehydratedShop {
  session: SessionState;
  message: UiMessage | null;
  punchout: PunchoutView | null;
  /** A route failed on the server, which reported it (the browser does not again). */
  serverError?: boolean;
  /** When the server rendered the page: the clock hydration renders with (`useRenderClock`). */
  renderedAt?: number | null;
  /** The checkout as the server kept it between posted forms (the steps' details, the order just placed). */
  checkout?: {
    details: Record<string, DeliveryDetails> | null;
    draft: DeliveryDraft | null;
    lastOrder: LastOrder | null;
  };
}

/** The checkout's state for the page's HTML, when there is any: most pages carry none. */
function checkoutState(services: Services): Pick<DehydratedShop, 'checkout'> {
  const details = services.store.get(checkoutAtom);
  const draft = services.store.get(deliveryDraftAtom);
  const lastOrder = services.store.get(lastOrderAtom);
  return details || draft || lastOrder ? { checkout: { details, draft, lastOrder } } : {};
}

export interface ShopRouterOptions {
  /** This response's CSP nonce (server): React's and the router's inline scripts carry it. */
  nonce?: string;
}

/**
 * Starts, while the session starts, what the page's loader will ask for first and that needs
 * nothing of the session (a product page's search record, `prefetchProductHit`): the server's
 * render waits for the session before the router loads, so this saves the page a round trip to
 * the services. `href` is the request's address, locale prefix and all.
 */
export function prefetchBeforeSession(services: Services, href: string): void {
  const url = new URL(href);
  if (services.locale?.prefix) localeRewrite(services.locale.prefix).input?.({ url });
  prefetchProductHit(services, url.pathname);
}

/** The router's view of a locale prefix: taken off what the browser shows, put on every link. */
export function localeRewrite(prefix: string): LocationRewrite {
  return {
    input: ({ url }) => {
      if (url.pathname === prefix || url.pathname.startsWith(`${prefix}/`)) {
        url.pathname = url.pathname.slice(prefix.length) || '/';
      }
      return url;
    },
    output: ({ url }) => {
      url.pathname = url.pathname === '/' ? prefix : `${prefix}${url.pathname}`;
      return url;
    },
  };
}

/**
 * The router for one render: one per request on the server, one per page
 * load in the browser. The server dehydrates the query cache (streaming
 * the queries still pending when the shell goes out) and the session view;
 * the browser hydrates both before its first render, so it neither fetches
 * again what the HTML shows nor renders anything the server did not.
 */
export function createShopRouter(services: Services, options: ShopRouterOptions = {}) {
  const router = createRouter({
    routeTree: shopRouteTree(),
    // Start's router config carries adapters; the router's own options type leaves them out, while
    // its server dehydration and client hydration read them from `router.options`.
    ...({ serializationAdapters: [contentErrorAdapter] } as object),
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
    ...(options.nonce ? { ssr: { nonce: options.nonce } } : {}),
    // A prefixed locale (`/en/…`, content §4): the routes see paths without it, links get it back.
    ...(services.locale?.prefix ? { rewrite: localeRewrite(services.locale.prefix) } : {}),
    dehydrate: (): DehydratedShop => ({
      session: services.store.get(sessionAtom),
      message: services.store.get(messageAtom),
      punchout: services.store.get(punchoutAtom),
      renderedAt: services.store.get(renderedAtAtom),
      ...checkoutState(services),
      ...(services.tracking?.reportsErrors && router.state.matches.some((m) => m.status === 'error')
        ? { serverError: true }
        : {}),
    }),
    hydrate: (dehydrated: DehydratedShop) => {
      services.store.set(sessionAtom, dehydrated.session);
      if (dehydrated.message) services.store.set(messageAtom, dehydrated.message);
      if (dehydrated.serverError) services.store.set(serverReportedAtom, true);
      if (dehydrated.renderedAt) services.store.set(renderedAtAtom, dehydrated.renderedAt);
      if (dehydrated.checkout) {
        services.store.set(checkoutAtom, dehydrated.checkout.details);
        services.store.set(deliveryDraftAtom, dehydrated.checkout.draft);
        services.store.set(lastOrderAtom, dehydrated.checkout.lastOrder);
      }
      if (dehydrated.punchout) {
        services.store.set(punchoutAtom, dehydrated.punchout);
        services.store.set(modeAtom, 'PUNCHOUT');
      }
    },
  });
  // Our own providers wrap the router (the shell needs them too), so no second QueryClientProvider.
  setupRouterSsrQueryIntegration({ router, queryClient: services.queryClient, wrapQueryClient: false });
  return router;
}

type ShopRouter = ReturnType<typeof createShopRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: ShopRouter;
  }
}
