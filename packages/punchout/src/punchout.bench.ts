import { test } from 'vitest';
import { buildOciFields, type PunchoutLine } from './oci';

const lines: PunchoutLine[] = Array.from({ length: 500 }, (_, i) => ({
  name: `Artikel ${i} med ett långt svenskt namn som måste kortas`,
  articleNumber: String(1_000_000 + i),
  quantity: (i % 12) + 1,
  price: { netPrice: ((i * 7919) % 100_000) / 100, salesPriceUnit: 'STK' },
  attributes: [{ attributeName: 'SSG', attributeValue: `SSG-${i}` }],
  stock: { locations: [{ locationId: '1001', availableToDays: 2 }] },
  breadcrumb: { parents: [{ name: 'Infästning' }] },
}));

// Figures only: nothing here asserts a time.
test('punchout throughput', async ({ bench }) => {
  await bench('buildOciFields for 500 lines', () => {
    buildOciFields(lines, { unitMap: { STK: 'ST' } });
  }).run();
});
