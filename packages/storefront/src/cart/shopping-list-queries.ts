import type { CommerceClient } from '@shop/commerce-client';
import { queryOptions } from '@tanstack/react-query';

export const shoppingListKeys = {
  one: (id: string) => ['shopping-list', id] as const,
};

export const shoppingListQueries = {
  list: (client: CommerceClient, id: string) =>
    queryOptions({
      queryKey: [...shoppingListKeys.one(id), 'summary'] as const,
      queryFn: () => client.favouriteLists.get(id),
    }),
  items: (client: CommerceClient, id: string) =>
    queryOptions({
      queryKey: [...shoppingListKeys.one(id), 'items'] as const,
      // The service pages items by at most 200; a list longer than that shows its first 200.
      queryFn: () => client.favouriteLists.items(id, 0, 200),
    }),
};
