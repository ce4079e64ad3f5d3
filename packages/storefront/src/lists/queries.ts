import type { CommerceClient } from '@shop/commerce-client';
import { queryOptions } from '@tanstack/react-query';

/** Who sees a list: its owner only, or every user of the customer. */
export type ListAccess = 'PRIVATE' | 'CUSTOMER';

/** Query keys of the shopping lists (the service's "favorites"). */
export const listKeys = {
  /** The lists the user sees (the overview, the header's flyout, the add-to-list dialog). */
  all: () => ['shopping-lists'] as const,
  /** One list: its summary and its lines. */
  one: (id: string) => ['shopping-list', id] as const,
};

export const listQueries = {
  /** The shopping lists the user sees: their own, and those colleagues share with the customer. */
  all: (client: CommerceClient) =>
    queryOptions({
      queryKey: listKeys.all(),
      queryFn: () => client.favouriteLists.list(),
    }),
  list: (client: CommerceClient, id: string) =>
    queryOptions({
      queryKey: [...listKeys.one(id), 'summary'] as const,
      queryFn: () => client.favouriteLists.get(id),
    }),
  items: (client: CommerceClient, id: string) =>
    queryOptions({
      queryKey: [...listKeys.one(id), 'items'] as const,
      // The service pages items by at most 200; a list longer than that shows its first 200.
      queryFn: () => client.favouriteLists.items(id, 0, 200),
    }),
  /**
   * Today's names and sales units of a list's articles (no stock). Not under the list's key:
   * a change to the list's lines does not read them again.
   */
  variants: (client: CommerceClient, id: string, articleNumbers: string[], locationIds: string[]) =>
    queryOptions({
      queryKey: ['shopping-list-variants', id, articleNumbers] as const,
      queryFn: () => client.gateway.listingVariants(articleNumbers, { locationIds, skipStock: true }),
      enabled: articleNumbers.length > 0,
    }),
};
