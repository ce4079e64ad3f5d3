import { test } from 'vitest';
import { cartItemProblem } from './rules';

const deliveries = ['DBI', 'EXH', 'XXX', 'EXB'] as const;
const cart = Array.from({ length: 500 }, (_, i) => ({
  quantity: (i % 12) + 1,
  deliveryId: deliveries[i % 4] as string,
  variantSlug: i % 97 === 0 ? null : `artikel-${i}`,
  discontinued: i % 31 === 0,
  purchaseConstraints: { onlyStore: i % 53 === 0, mustBeInStockedAt: null },
  expressTag: i % 3 !== 0,
  stock: {
    locations: Array.from({ length: 28 }, (_, l) => ({
      locationId: l === 27 ? '9000' : String(1001 + l),
      quantity: (i + l) % 15,
      stocked: true,
    })),
  },
}));
const ctx = { availableDeliveryIds: ['DBI', 'EXH', 'XXX', 'EXB'], storeId: '1001', centralStorageId: '9000' };

// Figures only: nothing here asserts a time.
test('cart-machine throughput', async ({ bench }) => {
  await bench('cartItemProblem over a 500-line cart', () => {
    for (const item of cart) cartItemProblem(item, ctx);
  }).run();
});
