import type { MenuEntry, SearchRequest } from '@shop/commerce-client/contract';
import { filterParams, pageParam, stringParam } from '../core';

/** The search of a listing page: filters, sort and page, all in the URL so a link reproduces the view. */
export interface ListingSearch {
  /** Chosen facet values by facet; left out when none is chosen (so a plain link needs no search). */
  f?: Record<string, string[]>;
  sort?: Sort;
  /** Left out on the first page, so the URL stays as short as a person would write it. */
  page?: number;
}

export const SORTS = ['relevance', 'name_asc', 'name_desc', 'price_asc', 'price_desc', 'newest'] as const;
export type Sort = (typeof SORTS)[number];

export function validateListingSearch(search: Record<string, unknown>): ListingSearch {
  const sort = stringParam(search.sort);
  const f = filterParams(search.f);
  return {
    f: Object.keys(f).length > 0 ? f : undefined,
    sort: SORTS.includes(sort as Sort) ? (sort as Sort) : undefined,
    page: pageParam(search.page) > 1 ? pageParam(search.page) : undefined,
  };
}

/** The search page's search: a listing's, plus the query (trimmed, at most 200 characters). */
export function validateSearchPageSearch(search: Record<string, unknown>): ListingSearch & { q: string } {
  return { ...validateListingSearch(search), q: (stringParam(search.q) ?? '').trim().slice(0, 200) };
}

/** Category slugs are paths themselves ('infastning/skruv'): the whole splat is the slug. */
export const categorySlugOf = (splat: string | undefined) =>
  (splat ?? '').split('/').filter(Boolean).join('/');

/**
 * Category slugs renamed to Swedish words (one name per category: the URL says
 * what the menu, breadcrumbs and heading say). The old URLs answer with a
 * permanent redirect, so bookmarks and search engines follow.
 */
const RENAMED_CATEGORY_SLUGS: Readonly<Record<string, string>> = { fastenings: 'infastning' };

/**
 * The category's current slug when `slug` (or its top level) was renamed; null when it is current.
 *
 * @example
 * renamedCategorySlug('fastenings/skruv') // 'infastning/skruv'
 */
export function renamedCategorySlug(slug: string): string | null {
  const [top = '', ...rest] = slug.split('/');
  const renamed = Object.hasOwn(RENAMED_CATEGORY_SLUGS, top) ? RENAMED_CATEGORY_SLUGS[top] : undefined;
  return renamed ? [renamed, ...rest].join('/') : null;
}

/**
 * A category's entry in the menu tree (any depth), for its children.
 *
 * @example
 * findMenuEntry(menu.entries, 'el')?.children // Kabel, Installationsmaterial, …
 */
export function findMenuEntry(entries: readonly MenuEntry[], slug: string): MenuEntry | undefined {
  for (const entry of entries) {
    if (entry.slug === slug) return entry;
    const found = findMenuEntry(entry.children, slug);
    if (found) return found;
  }
  return undefined;
}

/** A listing's request to the search service, from the route's params and search. */
export function listingRequest(
  base: { categorySlug?: string; campaignSlug?: string; query?: string },
  search: ListingSearch,
): SearchRequest {
  return { ...base, filters: search.f ?? {}, sort: search.sort, page: search.page };
}

/** What an empty listing says, by why it may be empty (see `emptyListingMessage`). */
export type EmptyListingMessage = 'listing.emptyFiltered' | 'listing.emptySearch' | 'listing.emptyCategory';

/**
 * The words for a listing without hits. Filters chosen: they are what to change (remove one,
 * or clear them). A search without filters: the words are (another word, the spelling). A
 * category or campaign without filters: it is simply empty now; no advice would help.
 *
 * @example
 * emptyListingMessage({ query: 'skruvv', f: {} }) // 'listing.emptySearch'
 * emptyListingMessage({ query: 'skruv', f: { brand: ['Gunnebo'] } }) // 'listing.emptyFiltered'
 */
export function emptyListingMessage(
  search: Pick<ListingSearch, 'f'> & { query?: string },
): EmptyListingMessage {
  if (Object.values(search.f ?? {}).some((values) => values.length > 0)) return 'listing.emptyFiltered';
  return search.query?.trim() ? 'listing.emptySearch' : 'listing.emptyCategory';
}
