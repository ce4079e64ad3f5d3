import type { SearchRequest } from '@shop/commerce-client/contract';
import { createRoute, notFound, redirect } from '@tanstack/react-router';
import { lazyPage, onServer, type RouterContext, type Services, type ShopRootRoute } from '../core';
import { favouriteQueries } from '../lists';
import { isAllowed, sessionAtom, sessionQueries, storeIdsFor } from '../session';
import {
  categorySlugOf,
  listingRequest,
  renamedCategorySlug,
  validateListingSearch,
  validateSearchPageSearch,
} from './listing-search';
import { catalogueQueries } from './queries';

/**
 * How long a server render waits for a product's price, stock, bracket prices and attribute
 * order, or a listing's prices and stock. The services answer in tens of milliseconds when
 * well; a phone should not wait for them longer than this before it sees the product.
 */
const SERVER_DETAILS_WAIT_MS = 250;

/** The product page's route, and its addresses as the routes see them (the slug captured). */
const PRODUCT_PATH = '/produkt/$slug';
const PRODUCT_PAGE = new RegExp(`^${PRODUCT_PATH.replace('$slug', '([^/]+)')}$`);

/**
 * A product page's search record, asked for before the session is known: it needs only the
 * page's address (the token goes along, as with any call). The server's render waits for the
 * session before the router loads (its start is one round trip to the services), so the product
 * loader would ask for the record one round trip later; started here, the loader finds it under
 * way (the query cache shares a fetch in flight). `routePath` is the path the routes see (no
 * locale prefix); any other page starts nothing.
 */
export function prefetchProductHit(services: Services, routePath: string): void {
  const segment = PRODUCT_PAGE.exec(routePath)?.[1];
  if (!segment) return;
  let slug: string;
  try {
    slug = decodeURIComponent(segment);
  } catch {
    return; // not an address the router matches either
  }
  void services.queryClient.prefetchQuery(catalogueQueries.productHit(services.client, slug));
}

/** `promise`, or undefined once `ms` have passed. */
function atMost<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function loadListing(context: RouterContext, request: SearchRequest, categorySlug?: string) {
  const { services } = context;
  const { queryClient, client } = services;
  // A failed search does not fail the page: the listing says so in its results, with a retry.
  const tasks: Promise<unknown>[] = [
    queryClient
      .ensureQueryData(catalogueQueries.search(client, request))
      .then((result) => (onServer ? loadListingVariants(services, result.hits) : undefined))
      .catch(() => undefined),
  ];
  // A signed-in customer's favourites: the cards' 'Favorit' toggles are pressed in the first HTML.
  if (services.store.get(sessionAtom).status === 'signed-in')
    tasks.push(queryClient.prefetchQuery(favouriteQueries.ids(client)));
  if (categorySlug)
    tasks.push(
      queryClient.ensureQueryData(catalogueQueries.breadcrumb(client, categorySlug)).catch(() => {
        throw notFound();
      }),
      // The category's subcategories are links in the first HTML; without the menu the page still works.
      queryClient.ensureQueryData(catalogueQueries.menu(client, null)).catch(() => undefined),
    );
  await Promise.all(tasks);
}

/**
 * The listed articles' prices and stock, on the server: a signed-in customer's first HTML shows
 * their prices. Within `SERVER_DETAILS_WAIT_MS` they are in the page; later, the query is left
 * out of the page's cache, so server and browser both render the listing without them and the
 * browser fetches them, as after a navigation (the cards are not split by Suspense boundaries:
 * a quantity typed into a card must survive its prices arriving).
 */
async function loadListingVariants(
  services: RouterContext['services'],
  hits: readonly { articleNumber: string }[],
) {
  if (hits.length === 0) return;
  const { queryClient, client } = services;
  const session = services.store.get(sessionAtom);
  const query = catalogueQueries.listingVariants(
    client,
    hits.map((hit) => hit.articleNumber),
    storeIdsFor(services),
    session.claims?.customerId ?? null,
  );
  const arrived = await atMost(
    queryClient.prefetchQuery(query).then(() => true),
    SERVER_DETAILS_WAIT_MS,
  );
  if (arrived !== true) queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
}

/** Listings (category, campaign, assortment, search) and the product page. */
export function catalogueRoutes(root: ShopRootRoute) {
  const category = createRoute({
    getParentRoute: () => root,
    path: '/kategorier/$',
    staticData: { name: 'kategorier-slug' },
    validateSearch: validateListingSearch,
    // A renamed category's old URL (`/kategorier/fastenings/skruv`) moves for good to its Swedish one.
    beforeLoad: ({ params, location }) => {
      const renamed = renamedCategorySlug(categorySlugOf(params._splat));
      if (renamed) throw redirect({ href: `/kategorier/${renamed}${location.searchStr}`, statusCode: 301 });
    },
    loaderDeps: ({ search }) => search,
    loader: ({ context, params, deps }) => {
      const slug = categorySlugOf(params._splat);
      return loadListing(context, listingRequest({ categorySlug: slug }, deps), slug || undefined);
    },
    component: lazyPage(() => import('./listing-pages'), 'CategoryPage'),
  });
  const campaigns = createRoute({
    getParentRoute: () => root,
    path: '/kampanjer',
    staticData: { name: 'kampanjer' },
    component: lazyPage(() => import('./listing-pages'), 'CampaignsPage'),
  });
  const campaign = createRoute({
    getParentRoute: () => root,
    path: '/kampanjer/$slug',
    staticData: { name: 'kampanjer-slug' },
    validateSearch: validateListingSearch,
    loaderDeps: ({ search }) => search,
    loader: ({ context, params, deps }) =>
      loadListing(context, listingRequest({ campaignSlug: params.slug }, deps)),
    component: lazyPage(() => import('./listing-pages'), 'CampaignPage'),
  });
  const assortments = createRoute({
    getParentRoute: () => root,
    path: '/sortiment',
    staticData: { name: 'sortiment' },
    component: lazyPage(() => import('./listing-pages'), 'AssortmentsPage'),
  });
  const assortment = createRoute({
    getParentRoute: () => root,
    path: '/sortiment/$slug',
    staticData: { name: 'sortiment-slug' },
    validateSearch: validateListingSearch,
    loaderDeps: ({ search }) => search,
    loader: ({ context, params, deps }) =>
      loadListing(context, listingRequest({ campaignSlug: params.slug }, deps)),
    component: lazyPage(() => import('./listing-pages'), 'AssortmentPage'),
  });
  const search = createRoute({
    getParentRoute: () => root,
    path: '/search',
    staticData: { name: 'search' },
    validateSearch: validateSearchPageSearch,
    beforeLoad: ({ search }) => {
      if (!search.q) throw redirect({ to: '/', statusCode: 302 });
    },
    loaderDeps: ({ search }) => search,
    loader: ({ context, deps }) => loadListing(context, listingRequest({ query: deps.q }, deps)),
    component: lazyPage(() => import('./listing-pages'), 'SearchPage'),
  });
  const product = createRoute({
    getParentRoute: () => root,
    path: PRODUCT_PATH,
    staticData: { name: 'produkt-slug' },
    loader: async ({ context: { services }, params }) => {
      const { queryClient, client } = services;
      // The heading and image paint from the search record; price and stock follow without blocking.
      const [hit] = await Promise.all([
        queryClient.ensureQueryData(catalogueQueries.productHit(client, params.slug)),
        services.session.ready,
      ]);
      const productQuery = catalogueQueries.product(client, hit.articleNumber, storeIdsFor(services));
      // A customer's delivery methods: in the first HTML, so 'Lägg i varukorg' posts one before the scripts run.
      const signedIn = services.store.get(sessionAtom).status === 'signed-in';
      const deliveryChoice = signedIn
        ? Promise.all([
            queryClient.prefetchQuery(sessionQueries.brandConfig(client, services.brand.id)),
            queryClient.prefetchQuery(sessionQueries.addresses(client)),
            // 'Favorit' is pressed in the first HTML when the article is one.
            queryClient.prefetchQuery(favouriteQueries.ids(client)),
          ])
        : Promise.resolve([]);
      const details = queryClient
        .prefetchQuery(productQuery)
        .then(() => queryClient.getQueryData(productQuery.queryKey))
        .then((variant) => {
          if (!variant) return;
          const tasks: Promise<void>[] = [];
          const parent = variant.product.breadcrumb.parents.at(-1)?.slug;
          if (parent)
            tasks.push(queryClient.prefetchQuery(catalogueQueries.attributeSequence(client, parent)));
          const claims = services.store.get(sessionAtom).claims;
          if (
            variant.price?.hasBracketPrices &&
            isAllowed(claims, 'EJ_SE_PRISER') &&
            isAllowed(claims, 'EJ_SE_RABATTER')
          )
            tasks.push(queryClient.prefetchQuery(catalogueQueries.brackets(client, variant.articleNumber)));
          return Promise.all(tasks);
        });
      // On the server the page waits a moment for them: in time, price and stock are in the
      // first HTML (readable without JavaScript). Later, the heading and image go out and they
      // follow in the same response, behind their Suspense boundaries. In the browser they
      // follow without blocking.
      // The documents are in the first HTML as well (issue 38): a list of links, no script needed.
      const documents = queryClient.prefetchQuery(catalogueQueries.documents(client, hit.articleNumber));
      if (onServer) await atMost(Promise.all([details, deliveryChoice, documents]), SERVER_DETAILS_WAIT_MS);
    },
    component: lazyPage(() => import('./product-page'), 'ProductPage'),
  });
  return [category, campaigns, campaign, assortments, assortment, search, product] as const;
}
