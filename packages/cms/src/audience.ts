import type { ContentListingPage } from './view-models';

/**
 * A listing page as one reader may see it: for a visitor (`signedIn: false`) without the
 * pages marked authenticatedOnly (§3, §6), and with a `total` that does not count them; for a
 * signed-in customer, the listing as it is. The client caches one listing for everyone, so
 * the reader is applied after the cache.
 *
 * @example
 * const listing = listingFor(await cms.getContentListingPage({ slug: 'tips' }), { signedIn: false });
 */
export function listingFor(listing: ContentListingPage, reader: { signedIn: boolean }): ContentListingPage {
  if (reader.signedIn) return listing;
  const items = listing.items.filter((item) => !item.authenticatedOnly);
  if (items.length === listing.items.length) return listing;
  return {
    ...listing,
    items,
    total: Math.max(items.length, listing.total - (listing.items.length - items.length)),
  };
}
