import { queryOptions } from '@tanstack/react-query';
import type { ContentSource } from './content-source';

/**
 * The content's query keys. Published content changes rarely: the browser keeps it a
 * minute, as the server does (`CONTENT_CACHE_SECONDS`).
 */
const CONTENT_STALE_MS = 60_000;

/** One content read: keyed under 'content', kept as long as published content is. */
function contentQuery<T, const K extends readonly string[]>(key: K, read: () => Promise<T>) {
  return queryOptions({ queryKey: ['content', ...key] as const, queryFn: read, staleTime: CONTENT_STALE_MS });
}

export const contentQueries = {
  chrome: (content: ContentSource) => contentQuery(['chrome'], () => content.chrome()),
  frontPage: (content: ContentSource) => contentQuery(['front-page'], () => content.frontPage()),
  page: (content: ContentSource, slug: string) => contentQuery(['page', slug], () => content.page(slug)),
  listing: (content: ContentSource, slug: string) =>
    contentQuery(['listing', slug], () => content.listing(slug)),
  form: (content: ContentSource, id: string) => contentQuery(['form', id], () => content.form(id)),
  storePage: (content: ContentSource, storeId: string) =>
    contentQuery(['store-page', storeId], () => content.storePage(storeId)),
  /**
   * A store's details alone (name, address, opening hours): what the footer and the contact
   * pages show of the customer's store. Every page's HTML carries what its queries hold, and the
   * whole store page (its texts, heroes and sections) was 11 KB of a product page's 49 KB.
   */
  storeDetails: (content: ContentSource, storeId: string) =>
    contentQuery(['store-details', storeId], async () => (await content.storePage(storeId)).details ?? null),
  allStoreDetails: (content: ContentSource) =>
    contentQuery(['all-store-details'], () => content.allStoreDetails()),
  retailers: (content: ContentSource) => contentQuery(['retailers'], () => content.retailers()),
  searchPages: (content: ContentSource, query: string) =>
    contentQuery(['search', query], () => content.searchPages(query)),
};
