import type { Services } from '../core';
import { sessionAtom } from './atoms';

/** The stores whose stock a page shows: the user's (or the brand's default) store and the central storage. */
export function storeIdsFor(services: Pick<Services, 'store' | 'brand'>): string[] {
  const user = services.store.get(sessionAtom).user;
  const store = user?.preferredStore ?? services.brand.defaultStoreId;
  return [...new Set([store, services.brand.centralStorageId])];
}
