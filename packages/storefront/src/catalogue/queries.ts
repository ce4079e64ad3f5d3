import type { CommerceClient } from '@shop/commerce-client';
import type { SearchRequest } from '@shop/commerce-client/contract';
import { queryOptions } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';

/** Listing page size: dense, a trade customer scans many rows. */
export const PAGE_SIZE = 24;

/** The catalogue's query keys, one factory: `catalogueKeys.all` clears everything the catalogue cached. */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  menu: (assortment: string | null) => [...catalogueKeys.all, 'menu', assortment] as const,
  campaigns: (signedIn: boolean) => [...catalogueKeys.all, 'campaigns', signedIn] as const,
  search: (request: SearchRequest) => [...catalogueKeys.all, 'search', request] as const,
  suggestions: (query: string) => [...catalogueKeys.all, 'suggestions', query] as const,
  breadcrumb: (slug: string) => [...catalogueKeys.all, 'breadcrumb', slug] as const,
  productHit: (slug: string) => [...catalogueKeys.all, 'product-hit', slug] as const,
  product: (articleNumber: string, locationIds: readonly string[]) =>
    [...catalogueKeys.all, 'product', articleNumber, locationIds] as const,
  brackets: (articleNumber: string) => [...catalogueKeys.all, 'brackets', articleNumber] as const,
  attributeSequence: (category: string) => [...catalogueKeys.all, 'attribute-sequence', category] as const,
  storesStock: (articleNumber: string) => [...catalogueKeys.all, 'stores-stock', articleNumber] as const,
  documents: (articleNumber: string) => [...catalogueKeys.all, 'documents', articleNumber] as const,
  listingVariants: (ids: readonly string[], locationIds: readonly string[], customerId: string | null) =>
    [...catalogueKeys.all, 'listing-variants', ids, locationIds, customerId] as const,
};

/**
 * Query options of the catalogue, shared by route loaders (which fill the
 * cache before a page renders) and components.
 */
export const catalogueQueries = {
  menu: (client: CommerceClient, assortment: string | null) =>
    queryOptions({
      queryKey: catalogueKeys.menu(assortment),
      queryFn: () => client.catalogue.menu(assortment ?? undefined),
      staleTime: 10 * 60_000,
    }),
  campaigns: (client: CommerceClient, signedIn: boolean) =>
    queryOptions({
      queryKey: catalogueKeys.campaigns(signedIn),
      queryFn: () => client.campaigns.active(signedIn),
      staleTime: 5 * 60_000,
    }),
  search: (client: CommerceClient, request: SearchRequest) =>
    queryOptions({
      queryKey: catalogueKeys.search(request),
      queryFn: () => client.search.search({ pageSize: PAGE_SIZE, ...request }),
    }),
  suggestions: (client: CommerceClient, query: string) =>
    queryOptions({
      queryKey: catalogueKeys.suggestions(query),
      queryFn: () => client.search.search({ query, pageSize: 6 }),
      staleTime: 5 * 60_000,
    }),
  breadcrumb: (client: CommerceClient, slug: string) =>
    queryOptions({
      queryKey: catalogueKeys.breadcrumb(slug),
      queryFn: () => client.catalogue.breadcrumb(slug, { images: false }),
      staleTime: 10 * 60_000,
    }),
  /** The search service's record of a variant: enough to paint the product page's heading and image. */
  productHit: (client: CommerceClient, slug: string) =>
    queryOptions({
      queryKey: catalogueKeys.productHit(slug),
      queryFn: async () => {
        const { entities } = await client.search.entitiesByAttribute({
          attributeName: 'variantSlug',
          attributeValues: [slug],
          limit: 1,
        });
        const hit = entities[0];
        if (!hit) throw notFound();
        return hit;
      },
      staleTime: 10 * 60_000,
    }),
  /** The whole variant with this session's price and the stock of the given stores. */
  product: (client: CommerceClient, articleNumber: string, locationIds: string[]) =>
    queryOptions({
      queryKey: catalogueKeys.product(articleNumber, locationIds),
      queryFn: async () => {
        const [variant] = await client.gateway.variants([articleNumber], { locationIds });
        if (!variant) throw notFound();
        return variant;
      },
    }),
  brackets: (client: CommerceClient, articleNumber: string) =>
    queryOptions({
      queryKey: catalogueKeys.brackets(articleNumber),
      queryFn: () => client.prices.brackets(articleNumber),
    }),
  attributeSequence: (client: CommerceClient, category: string) =>
    queryOptions({
      queryKey: catalogueKeys.attributeSequence(category),
      queryFn: () =>
        client.catalogue.attributeSequence(category).catch(() => ({ sequence: [], disabled: [] })),
      staleTime: 30 * 60_000,
    }),
  storesStock: (client: CommerceClient, articleNumber: string) =>
    queryOptions({
      queryKey: catalogueKeys.storesStock(articleNumber),
      queryFn: () => client.stock.get([articleNumber]),
    }),
  /** The article's product documents (issue 38): public, the same for every session. */
  documents: (client: CommerceClient, articleNumber: string) =>
    queryOptions({
      queryKey: catalogueKeys.documents(articleNumber),
      // The services' URLs stay on the server: the page links to the server's /dokument route.
      queryFn: async () => {
        const { documents } = await client.documents.forArticle(articleNumber);
        return { articleNumber, documents: documents.map(({ url: _url, ...document }) => document) };
      },
      staleTime: 10 * 60_000,
    }),
  /**
   * Prices and stock of a listing's articles, for this session (net prices when signed in). A
   * card shows no related articles, so the gateway is not asked for them: the server sends this
   * answer with the page, and 24 cards' relations, each with its own price and stock, were
   * 290 KB of a 470 KB category page (issue 39).
   */
  listingVariants: (
    client: CommerceClient,
    ids: readonly string[],
    locationIds: readonly string[],
    customerId: string | null,
  ) =>
    queryOptions({
      queryKey: catalogueKeys.listingVariants(ids, locationIds, customerId),
      queryFn: async () => {
        // A listing's cards may come from the gateway's cache (§7 `useCache`): the product page,
        // the cart and checkout read afresh before anything is ordered.
        const variants = await client.gateway.listingVariants([...ids], {
          locationIds: [...locationIds],
          useCache: true,
        });
        return new Map(variants.map((v) => [v.articleNumber, v]));
      },
    }),
};
