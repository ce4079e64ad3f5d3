import type { CommerceClient } from '@shop/commerce-client';
import { FAVOURITES_MAX } from '@shop/commerce-client/contract';
import { queryOptions } from '@tanstack/react-query';

/** The favourite articles' query keys: `favouriteKeys.all` is everything that shows them. */
export const favouriteKeys = {
  all: ['favourites'] as const,
  /** The user's favourites as the service answers them: ids and article numbers. */
  ids: () => [...favouriteKeys.all, 'ids'] as const,
  /** The favourites with their variants (names, slugs, and, at these stock locations, price and stock). */
  variants: (articleNumbers: readonly string[], locationIds: readonly string[] | null) =>
    [...favouriteKeys.all, 'variants', { articleNumbers, locationIds }] as const,
};

export const favouriteQueries = {
  /** At most §9's 50: the service keeps no more. */
  ids: (client: CommerceClient) =>
    queryOptions({
      queryKey: favouriteKeys.ids(),
      queryFn: async () => (await client.favourites.list()).favourites,
    }),
  /**
   * The favourites' variants. Without stock locations: names and slugs only, no price or stock
   * (the header's flyout); with them, what a page to order from needs.
   */
  variants: (
    client: CommerceClient,
    articleNumbers: readonly string[],
    locationIds: readonly string[] | null,
  ) =>
    queryOptions({
      queryKey: favouriteKeys.variants(articleNumbers, locationIds),
      queryFn: () =>
        articleNumbers.length === 0
          ? Promise.resolve([])
          : client.gateway.listingVariants([...articleNumbers], {
              ...(locationIds ? { locationIds: [...locationIds] } : { skipPrice: true, skipStock: true }),
            }),
    }),
};

/** What a favourite toggle asks for, and whether §9's cap stops it before anything is sent. */
export type FavouriteChange =
  | { kind: 'add'; articleNumber: string }
  | { kind: 'remove'; favouriteId: string }
  /** §9: at the cap, an info alert and nothing added. */
  | { kind: 'full' };

/**
 * The change a press of an article's toggle makes: remove it when it is a favourite, add it when
 * there is room, or nothing (`full`) at the cap of 50.
 *
 * @example favouriteChange([{ favouriteId: 'f1', articleNumber: '1000001' }], '1000001') // { kind: 'remove', favouriteId: 'f1' }
 */
export function favouriteChange(
  favourites: readonly { favouriteId: string; articleNumber: string }[],
  articleNumber: string,
): FavouriteChange {
  const found = favourites.find((f) => f.articleNumber === articleNumber);
  if (found) return { kind: 'remove', favouriteId: found.favouriteId };
  if (favourites.length >= FAVOURITES_MAX) return { kind: 'full' };
  return { kind: 'add', articleNumber };
}
