import type { CommerceClient } from '@shop/commerce-client';
import { queryOptions } from '@tanstack/react-query';

const storeKeys = {
  all: ['stores'] as const,
  locations: () => [...storeKeys.all, 'locations'] as const,
  pickup: () => [...storeKeys.all, 'locations', { services: PICKUP_SERVICE }] as const,
};

/** The service a store offers when goods can be delivered to it and picked up there (§7). */
export const PICKUP_SERVICE = 'standard-pickup';

export const storeQueries = {
  /** Every store with address and opening hours (/locations). */
  locations: (client: CommerceClient) =>
    queryOptions({
      queryKey: storeKeys.locations(),
      queryFn: () => client.locations.list(),
      staleTime: 30 * 60_000,
    }),
  /**
   * The stores goods can be delivered to for pickup (§7: `GET /locations?services=standard-pickup`):
   * what the store picker of store delivery and express to store chooses from, before each
   * method's own `deliveryMethods` narrow it (`storesFor`).
   */
  pickupStores: (client: CommerceClient) =>
    queryOptions({
      queryKey: storeKeys.pickup(),
      queryFn: () => client.locations.list({ services: PICKUP_SERVICE }),
      staleTime: 30 * 60_000,
    }),
};
