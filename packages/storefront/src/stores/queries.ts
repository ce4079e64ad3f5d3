import type { CommerceClient } from '@shop/commerce-client';
import { queryOptions } from '@tanstack/react-query';

const storeKeys = {
  all: ['stores'] as const,
  locations: () => [...storeKeys.all, 'locations'] as const,
};

export const storeQueries = {
  /** Every store with address and opening hours (/locations). */
  locations: (client: CommerceClient) =>
    queryOptions({
      queryKey: storeKeys.locations(),
      queryFn: () => client.locations.list(),
      staleTime: 30 * 60_000,
    }),
};
