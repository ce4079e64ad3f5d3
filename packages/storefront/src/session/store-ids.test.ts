import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import type { Services } from '../core';
import { sessionAtom } from './atoms';
import { orderLocationFor, storeIdsFor } from './store-ids';

function servicesWithStore(preferredStore: string | undefined) {
  const store = createStore();
  store.set(sessionAtom, {
    ...store.get(sessionAtom),
    user: preferredStore ? ({ preferredStore } as never) : null,
  });
  return { store, brand: { defaultStoreId: '1001', centralStorageId: '9000' } } as unknown as Pick<
    Services,
    'store' | 'brand'
  >;
}

describe('orderLocationFor', () => {
  it('checks home deliveries against the central storage and store-bound ones against the user’s store', () => {
    const services = servicesWithStore('1011');
    expect(storeIdsFor(services)).toEqual(['1011', '9000']);
    expect(orderLocationFor(services, 'DBI')).toBe('9000');
    expect(orderLocationFor(services, 'XXX')).toBe('9000');
    expect(orderLocationFor(services, 'EXH')).toBe('1011');
    expect(orderLocationFor(services, 'EXB')).toBe('1011');
  });

  it('takes the default method (home delivery) before one is chosen, and the brand’s store without a preferred one', () => {
    expect(orderLocationFor(servicesWithStore('1011'), null)).toBe('9000');
    expect(orderLocationFor(servicesWithStore(undefined), 'EXH')).toBe('1001');
  });
});
