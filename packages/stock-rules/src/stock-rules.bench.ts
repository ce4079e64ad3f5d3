import { test } from 'vitest';
import { revenue, roundPrice } from './price';
import { parseQuantityText, snapQuantity } from './quantity';
import { orderMultipleFor, stockColour } from './stock';

const lines = Array.from({ length: 1000 }, (_, i) => ({
  price: ((i * 7919) % 100_000) / 100,
  quantity: (i % 40) + 1,
}));
const stock = {
  locations: Array.from({ length: 28 }, (_, i) => ({
    locationId: String(1001 + i),
    quantity: i % 5,
    orderMultiple: 1 + (i % 3),
    stocked: i % 2 === 0,
  })),
};

// Figures only: nothing here asserts a time.
test('stock-rules throughput', async ({ bench }) => {
  await bench.compare(
    bench('revenue over 1,000 lines', () => {
      revenue(lines);
    }),
    bench('roundPrice', () => {
      roundPrice(1234.56789012345);
    }),
    bench('parseQuantityText + snapQuantity (12,3 m by 0,1)', () => {
      snapQuantity(parseQuantityText('12,3') ?? 0, 0.1, 2);
    }),
    bench('orderMultipleFor + stockColour (28 locations)', () => {
      orderMultipleFor(stock, '1020');
      for (const location of stock.locations) stockColour(location, { stockColours: true });
    }),
  );
});
