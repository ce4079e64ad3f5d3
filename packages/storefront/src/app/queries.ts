import type { CommerceClient } from '@shop/commerce-client';
import type { SearchRequest } from '@shop/commerce-client/contract';
import { queryOptions } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';

/** Listing page size: dense, a trade customer scans many rows. */
export const PAGE_SIZE = 24;

/**
 * Query option factories: one place for keys and fetchers, shared by route
 * loaders (which fill the cache before a page renders) and components.
 */
export function createQueries(client: CommerceClient) {
  return {
    menu: (assortment: string | null) =>
      queryOptions({
        queryKey: ['menu', assortment],
        queryFn: () => client.catalogue.menu(assortment ?? undefined),
        staleTime: 10 * 60_000,
      }),
    campaigns: (signedIn: boolean) =>
      queryOptions({
        queryKey: ['campaigns', signedIn],
        queryFn: () => client.campaigns.active(signedIn),
        staleTime: 5 * 60_000,
      }),
    search: (request: SearchRequest) =>
      queryOptions({
        queryKey: ['search', request],
        queryFn: () => client.search.search({ pageSize: PAGE_SIZE, ...request }),
      }),
    suggestions: (query: string) =>
      queryOptions({
        queryKey: ['suggestions', query],
        queryFn: () => client.search.search({ query, pageSize: 6 }),
        staleTime: 5 * 60_000,
      }),
    breadcrumb: (slug: string) =>
      queryOptions({
        queryKey: ['breadcrumb', slug],
        queryFn: () => client.catalogue.breadcrumb(slug, { images: false }),
        staleTime: 10 * 60_000,
      }),
    /** The search service's record of a variant: enough to paint the product page's heading and image. */
    productHit: (slug: string) =>
      queryOptions({
        queryKey: ['product-hit', slug],
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
    product: (articleNumber: string, locationIds: string[]) =>
      queryOptions({
        queryKey: ['product', articleNumber, locationIds],
        queryFn: async () => {
          const [variant] = await client.gateway.variants([articleNumber], { locationIds });
          if (!variant) throw notFound();
          return variant;
        },
      }),
    brackets: (articleNumber: string) =>
      queryOptions({
        queryKey: ['brackets', articleNumber],
        queryFn: () => client.prices.brackets(articleNumber),
      }),
    attributeSequence: (category: string) =>
      queryOptions({
        queryKey: ['attribute-sequence', category],
        queryFn: () =>
          client.catalogue.attributeSequence(category).catch(() => ({ sequence: [], disabled: [] })),
        staleTime: 30 * 60_000,
      }),
    storesStock: (articleNumber: string) =>
      queryOptions({
        queryKey: ['stores-stock', articleNumber],
        queryFn: () => client.stock.get([articleNumber]),
      }),
    brandConfig: () =>
      queryOptions({
        queryKey: ['brand-config'],
        queryFn: () => client.catalogue.brandConfig(),
        staleTime: 60 * 60_000,
      }),
    addresses: () =>
      queryOptions({
        queryKey: ['addresses'],
        queryFn: () => client.addresses.list(),
        staleTime: 10 * 60_000,
      }),
    locations: () =>
      queryOptions({
        queryKey: ['locations'],
        queryFn: () => client.locations.list(),
        staleTime: 30 * 60_000,
      }),
  };
}

export type Queries = ReturnType<typeof createQueries>;
