// @vitest-environment happy-dom
import type { Location } from '@shop/commerce-client/contract';
import { nextDeliverableDate } from '@shop/delivery-rules';
import { within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionAtom } from '../session';
import { cleanup, renderInShop, signedInSession, testServices } from '../test/render';
import { DeliveryPage } from './delivery-page';

const first = nextDeliverableDate(new Date());
const IDS = ['EXH', 'EXB'];
const cart = {
  cartId: 'c1',
  status: 'ACTIVE',
  orderPrice: null,
  deliveryIdsInOrder: IDS,
  deliveries: IDS.map((deliveryId) => ({
    deliveryId,
    requestedDeliveryDate: first,
    isIncludedInOrder: true,
  })),
  cartItems: IDS.map((deliveryId, i) => ({
    cartItemId: `i${i}`,
    cartId: 'c1',
    articleNumber: '1000001',
    quantity: 1,
    deliveryId,
    label: null,
    requestedDeliveryDate: first,
    variant: null,
  })),
};

const store = (id: string, name: string, deliveryMethods: string[], services: string[]): Location =>
  ({
    id,
    name,
    address: 'Storgatan 1',
    postalCode: '211 22',
    city: name.replace('Butik ', ''),
    deliveryMethods,
    services,
  }) as unknown as Location;
const pickup = [
  store('1001', 'Butik Malmö', ['EXH', 'EXB'], ['standard-pickup', 'express-pickup']),
  store('1002', 'Butik Lund', ['EXH'], ['standard-pickup']),
];
// Listed by a plain GET /locations only: a store that takes no pickups (§7 asks with services=standard-pickup).
const rentalOnly = store('1003', 'Butik Hyrcenter', ['EXH', 'EXB'], ['rental']);

function services() {
  const list = vi.fn(async (query?: { services?: string }) => ({
    locations: query?.services === 'standard-pickup' ? pickup : [...pickup, rentalOnly],
  }));
  const env = testServices({
    client: {
      gateway: { cartWithVariants: vi.fn(async () => cart) },
      cart: { get: vi.fn(async () => cart) },
      addresses: { list: vi.fn(async () => ({ deliveryAddresses: [] })) },
      catalogue: { brandConfig: vi.fn(async () => ({ brands: [] })) },
      locations: { list },
      customers: { orderReference: vi.fn(async () => null) },
    },
    cart: { flush: vi.fn(), setDeliveryDate: vi.fn(async () => undefined) },
  });
  env.store.set(sessionAtom, signedInSession());
  return { env, list };
}

afterEach(cleanup);

describe("the delivery step's store pickers (§7 GET /locations?services=standard-pickup)", () => {
  it('offers the pickup stores the service answers, each narrowed to those offering its method', async () => {
    const { env, list } = services();
    const view = await renderInShop(<DeliveryPage />, { services: env, path: '/delivery' });
    const [toStore, expressToStore] = view.getAllByRole('combobox', { name: 'Butik' });
    const names = (select: HTMLElement | undefined) =>
      within(select as HTMLElement)
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(list).toHaveBeenCalledWith({ services: 'standard-pickup' });
    expect(names(toStore)).toEqual(['Butik Lund', 'Butik Malmö']);
    // Express to store: only the pickup stores whose deliveryMethods include EXB.
    expect(names(expressToStore)).toEqual(['Butik Malmö']);
  });
});
