import { atom } from 'jotai';

/** The listing a product was opened from (category or search), for the way back. */
export interface ListingMemory {
  href: string;
  title: string;
}
export const productHistoryAtom = atom<ListingMemory | null>(null);

/** Route names after which the listing memory is kept (§2): only product pages. */
const LISTING_ROUTES = new Set(['kategorier-slug', 'search', 'kampanjer-slug', 'sortiment-slug']);

/**
 * Leaving a category or search page for anything but a product page clears
 * the memory (§2); a listing page writes its own memory when it renders.
 *
 * @example
 * nextListingMemory({ href: '/search?q=skruv', title: 'skruv' }, 'start') // null
 */
export function nextListingMemory(
  current: ListingMemory | null,
  to: string | undefined,
): ListingMemory | null {
  if (to === 'produkt-slug' || (to !== undefined && LISTING_ROUTES.has(to))) return current;
  return null;
}

/** The viewed-products history: newest first, at most 10, kept in localStorage. */
export interface ViewedProduct {
  slug: string;
  name: string;
  articleNumber: string;
  image: string | null;
}
const VIEWED_PRODUCTS_KEY = 'shop.viewed-products';
const VIEWED_PRODUCTS_MAX = 10;

export function readViewedProducts(storage: Storage): ViewedProduct[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(VIEWED_PRODUCTS_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(
        (p): p is ViewedProduct =>
          !!p &&
          typeof p.slug === 'string' &&
          typeof p.name === 'string' &&
          typeof p.articleNumber === 'string',
      )
      .slice(0, VIEWED_PRODUCTS_MAX);
  } catch {
    return [];
  }
}

export function rememberViewedProduct(storage: Storage, product: ViewedProduct): ViewedProduct[] {
  const next = [product, ...readViewedProducts(storage).filter((p) => p.slug !== product.slug)].slice(
    0,
    VIEWED_PRODUCTS_MAX,
  );
  try {
    storage.setItem(VIEWED_PRODUCTS_KEY, JSON.stringify(next));
  } catch {
    // storage full or denied: the history is a convenience
  }
  return next;
}
