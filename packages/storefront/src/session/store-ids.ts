import { isStoreBoundType } from '@shop/delivery-rules';
import type { Services } from '../core';
import { sessionAtom } from './atoms';

/** The stores whose stock a page shows: the user's (or the brand's default) store and the central storage. */
export function storeIdsFor(services: Pick<Services, 'store' | 'brand'>): string[] {
  const user = services.store.get(sessionAtom).user;
  const store = user?.preferredStore ?? services.brand.defaultStoreId;
  return [...new Set([store, services.brand.centralStorageId])];
}

/**
 * The stock location whose order multiple an add must meet: a store-bound
 * delivery (store delivery, pickup) ships from the user's store, every other
 * method from the central storage, and that is where the cart service checks
 * the quantity. Before a method is chosen, the default (home delivery) counts.
 *
 * @example
 * orderLocationFor(services, 'DBI') // '9000', the brand's central storage
 */
export function orderLocationFor(
  services: Pick<Services, 'store' | 'brand'>,
  deliveryId: string | null | undefined,
): string {
  return orderLocationOf(services.brand, services.store.get(sessionAtom).user?.preferredStore, deliveryId);
}

/** The same rule from the brand's stores and the user's preferred store (the server's add posted as a form). */
export function orderLocationOf(
  stores: { defaultStoreId: string; centralStorageId: string },
  preferredStore: string | null | undefined,
  deliveryId: string | null | undefined,
): string {
  return deliveryId && isStoreBoundType(deliveryId)
    ? (preferredStore ?? stores.defaultStoreId)
    : stores.centralStorageId;
}
