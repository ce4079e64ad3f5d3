import { queryOptions } from '@tanstack/react-query';
import type { ContentSource } from './content-source';

/**
 * The content's query keys. Published content changes rarely: the browser keeps it a
 * minute, as the server does (`CONTENT_CACHE_SECONDS`).
 */
const CONTENT_STALE_MS = 60_000;

export const contentQueries = {
  chrome: (content: ContentSource) =>
    queryOptions({
      queryKey: ['content', 'chrome'] as const,
      queryFn: () => content.chrome(),
      staleTime: CONTENT_STALE_MS,
    }),
  frontPage: (content: ContentSource) =>
    queryOptions({
      queryKey: ['content', 'front-page'] as const,
      queryFn: () => content.frontPage(),
      staleTime: CONTENT_STALE_MS,
    }),
  page: (content: ContentSource, slug: string) =>
    queryOptions({
      queryKey: ['content', 'page', slug] as const,
      queryFn: () => content.page(slug),
      staleTime: CONTENT_STALE_MS,
    }),
  listing: (content: ContentSource, slug: string) =>
    queryOptions({
      queryKey: ['content', 'listing', slug] as const,
      queryFn: () => content.listing(slug),
      staleTime: CONTENT_STALE_MS,
    }),
  form: (content: ContentSource, id: string) =>
    queryOptions({
      queryKey: ['content', 'form', id] as const,
      queryFn: () => content.form(id),
      staleTime: CONTENT_STALE_MS,
    }),
  storePage: (content: ContentSource, storeId: string) =>
    queryOptions({
      queryKey: ['content', 'store-page', storeId] as const,
      queryFn: () => content.storePage(storeId),
      staleTime: CONTENT_STALE_MS,
    }),
  allStoreDetails: (content: ContentSource) =>
    queryOptions({
      queryKey: ['content', 'all-store-details'] as const,
      queryFn: () => content.allStoreDetails(),
      staleTime: CONTENT_STALE_MS,
    }),
  retailers: (content: ContentSource) =>
    queryOptions({
      queryKey: ['content', 'retailers'] as const,
      queryFn: () => content.retailers(),
      staleTime: CONTENT_STALE_MS,
    }),
  searchPages: (content: ContentSource, query: string) =>
    queryOptions({
      queryKey: ['content', 'search', query] as const,
      queryFn: () => content.searchPages(query),
      staleTime: CONTENT_STALE_MS,
    }),
};
