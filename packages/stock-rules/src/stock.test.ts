import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canPurchaseInStore,
  canPurchaseOnline,
  centralStockColour,
  centralStockMessage,
  isArticleAvailable,
  NO_STOCK_QUANTITY,
  orderMultipleFor,
  STOCK_UNIT_LABEL,
  type StockLocation,
  type StockType,
  stockColour,
  stockText,
  withRequestedDateSubAvailability,
} from './stock';

const loc = (locationId: string, quantity: number, extra: Partial<StockLocation> = {}): StockLocation => ({
  locationId,
  quantity,
  ...extra,
});

describe('constants', () => {
  it('marks missing stock data as -1 and counts in st', () => {
    expect(NO_STOCK_QUANTITY).toBe(-1);
    expect(STOCK_UNIT_LABEL).toBe('st');
  });
});

describe('isArticleAvailable', () => {
  it.each([
    [false, [], true, 'an article in the range, even without stock'],
    [true, [loc('1', 0), loc('2', 3)], true, 'a discontinued article somewhere in stock'],
    [true, [loc('1', 0), loc('2', -1)], false, 'a discontinued article with no stock'],
    [true, [], false, 'a discontinued article without stock data'],
  ])('discontinued %s with %o → %s (%s)', (discontinued, locations, expected) => {
    expect(isArticleAvailable({ discontinued }, { locations })).toBe(expected);
  });

  it('treats missing stock as none', () => {
    expect(isArticleAvailable({ discontinued: true }, null)).toBe(false);
  });
});

describe('orderMultipleFor', () => {
  it('takes the only location, or the matching one, else 1', () => {
    expect(orderMultipleFor({ locations: [loc('1', 3, { orderMultiple: 5 })] })).toBe(5);
    expect(
      orderMultipleFor(
        { locations: [loc('1', 3, { orderMultiple: 5 }), loc('2', 1, { orderMultiple: 10 })] },
        '2',
      ),
    ).toBe(10);
    expect(orderMultipleFor({ locations: [loc('1', 3, { orderMultiple: 5 }), loc('2', 1)] }, '3')).toBe(1);
    expect(orderMultipleFor({ locations: [loc('1', 3, { orderMultiple: 0 })] })).toBe(1);
    expect(orderMultipleFor(undefined)).toBe(1);
  });
});

describe('withRequestedDateSubAvailability', () => {
  it('reduces the first entry by the location quantity and leads with the requested date', () => {
    const result = withRequestedDateSubAvailability(
      loc('1', 4, {
        subAvailabilities: [
          { date: '2026-12-01', quantity: 10 },
          { date: '2026-12-08', quantity: 20 },
        ],
      }),
      '2026-11-24',
    );
    expect(result.subAvailabilities).toEqual([
      { date: '2026-11-24', quantity: 4 },
      { date: '2026-12-01', quantity: 6 },
      { date: '2026-12-08', quantity: 20 },
    ]);
  });

  it('adds no entry for an empty location and never goes below zero', () => {
    expect(
      withRequestedDateSubAvailability(
        loc('1', 0, { subAvailabilities: [{ date: '2026-12-01', quantity: 3 }] }),
        '2026-11-24',
      ).subAvailabilities,
    ).toEqual([{ date: '2026-12-01', quantity: 3 }]);
    expect(
      withRequestedDateSubAvailability(
        loc('1', 9, { subAvailabilities: [{ date: '2026-12-01', quantity: 3 }] }),
        '2026-11-24',
      ).subAvailabilities,
    ).toEqual([
      { date: '2026-11-24', quantity: 9 },
      { date: '2026-12-01', quantity: 0 },
    ]);
    expect(withRequestedDateSubAvailability(loc('1', -1), '2026-11-24').subAvailabilities).toEqual([]);
  });

  it('does not change the location it is given', () => {
    const original = loc('1', 4, { subAvailabilities: [{ date: '2026-12-01', quantity: 10 }] });
    withRequestedDateSubAvailability(original, '2026-11-24');
    expect(original.subAvailabilities).toEqual([{ date: '2026-12-01', quantity: 10 }]);
  });
});

describe('purchase constraints', () => {
  it('stops online purchase of onlyStore articles', () => {
    expect(canPurchaseOnline({ onlyStore: true })).toBe(false);
    expect(canPurchaseOnline({ onlyStore: false })).toBe(true);
    expect(canPurchaseOnline(null)).toBe(true);
  });

  it('allows store purchase of mustBeInStockedAt articles only in that store while it stocks them', () => {
    const stock = { locations: [loc('1001', 0, { stocked: true }), loc('1002', 5, { stocked: false })] };
    expect(canPurchaseInStore({ mustBeInStockedAt: '1001' }, stock, '1001')).toBe(true);
    expect(canPurchaseInStore({ mustBeInStockedAt: '1001' }, stock, '1002')).toBe(false);
    expect(canPurchaseInStore({ mustBeInStockedAt: '1002' }, stock, '1002')).toBe(false);
    expect(canPurchaseInStore({ mustBeInStockedAt: '1003' }, stock, '1003')).toBe(false);
    expect(canPurchaseInStore({}, null, '1002')).toBe(true);
  });
});

describe('centralStockMessage', () => {
  it.each([
    ['LAG', { key: 'stock.central.lag' }],
    ['TRA', { key: 'stock.central.tra' }],
    ['TRA_PLUS', { key: 'stock.central.tra_plus', days: { from: 10, to: 15 } }],
    ['VIR', { key: 'stock.central.vir', days: { from: 5, to: 10 } }],
  ] as const)('%s → %o', (type, expected) => {
    expect(centralStockMessage(type)).toEqual(expected);
  });

  it('refuses an unknown type and hands out copies', () => {
    expect(() => centralStockMessage('XYZ' as StockType)).toThrow(RangeError);
    const first = centralStockMessage('VIR');
    if (first.days) first.days.from = 99;
    expect(centralStockMessage('VIR').days?.from).toBe(5);
  });
});

describe('centralStockColour', () => {
  it.each([
    ['LAG', undefined],
    ['TRA', undefined],
    ['TRA_PLUS', 'yellow'],
    ['VIR', 'yellow'],
  ] as const)('%s → %s: yellow only for a delivery time', (type, expected) => {
    expect(centralStockColour(type, { stockColours: true })).toBe(expected);
  });

  it('paints nothing when the brand shows no stock colours', () => {
    expect(centralStockColour('VIR', { stockColours: false })).toBeUndefined();
  });
});

describe('stockColour', () => {
  it.each([
    [
      loc('1', 12, { stocked: true }),
      false,
      { colour: undefined, key: 'stock.in_stock', values: { quantity: 12 } },
    ],
    [loc('1', 0, { stocked: false }), false, { colour: 'gray', key: 'stock.order_product', values: {} }],
    [
      loc('1', 0, { stocked: true, availableFromDays: 1, availableToDays: 3 }),
      false,
      { colour: 'yellow', key: 'stock.delivery_in_days', values: { from: 1, to: 3 } },
    ],
    [
      loc('1', 0, { stocked: true, availableFromDays: 0, availableToDays: 2 }),
      false,
      { colour: 'yellow', key: 'stock.delivery_within_days', values: { days: 2 } },
    ],
    [
      loc('1', 0, { stocked: true, availableFromDays: 3, availableToDays: 3 }),
      false,
      { colour: 'yellow', key: 'stock.delivery_within_days', values: { days: 3 } },
    ],
    [loc('1', 0, { stocked: true }), false, { colour: undefined, key: 'stock.out_of_stock', values: {} }],
    [loc('1', 0, { stocked: true }), true, { colour: 'gray', key: 'stock.not_stocked_in_store', values: {} }],
    [loc('1', -1), false, { colour: undefined, key: 'stock.no_data', values: {} }],
  ])('%o (discontinued %s) → %o', (location, discontinued, expected) => {
    expect(stockColour(location, { stockColours: true, discontinued })).toEqual(expected);
  });

  it('gives the text but no colour when the brand shows no stock colours', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1, max: 50 }),
        fc.boolean(),
        fc.boolean(),
        (quantity, stocked, discontinued) => {
          const result = stockColour(loc('1', quantity, { stocked }), { stockColours: false, discontinued });
          expect(result.colour).toBeUndefined();
          expect(result.key).toBe(
            stockColour(loc('1', quantity, { stocked }), { stockColours: true, discontinued }).key,
          );
        },
      ),
    );
  });
});

describe('stockText', () => {
  const options = { stockColours: true };
  // One row per state a customer can read; the key is the Swedish text's.
  it.each([
    ['no row for the location', undefined, {}, 'stock.no_data', {}, undefined, false],
    ['quantity -1 (no data)', loc('1', NO_STOCK_QUANTITY), {}, 'stock.no_data', {}, undefined, false],
    [
      'quantity -1 in the central storage',
      loc('9000', NO_STOCK_QUANTITY),
      { central: { stockType: 'LAG' } },
      'stock.central.no_data',
      {},
      undefined,
      false,
    ],
    ['in stock', loc('1', 7, { stocked: true }), {}, 'stock.in_stock', { quantity: 7 }, undefined, true],
    [
      'in stock in the central storage',
      loc('9000', 1200),
      { central: { stockType: 'TRA' } },
      'stock.in_stock',
      { quantity: 1200 },
      undefined,
      true,
    ],
    ['not stocked, empty: order product', loc('1', 0), {}, 'stock.order_product', {}, 'gray', false],
    [
      'stocked, empty, with a delivery time',
      loc('1', 0, { stocked: true, availableFromDays: 2, availableToDays: 4 }),
      {},
      'stock.delivery_in_days',
      { from: 2, to: 4 },
      'yellow',
      false,
    ],
    [
      'stocked, empty, delivery within days',
      loc('1', 0, { stocked: true, availableFromDays: 0, availableToDays: 2 }),
      {},
      'stock.delivery_within_days',
      { days: 2 },
      'yellow',
      false,
    ],
    [
      'stocked, empty, no delivery time',
      loc('1', 0, { stocked: true }),
      {},
      'stock.out_of_stock',
      {},
      undefined,
      false,
    ],
    [
      'discontinued at 0',
      loc('1', 0, { stocked: true }),
      { discontinued: true },
      'stock.not_stocked_in_store',
      {},
      'gray',
      false,
    ],
    [
      'discontinued at 0 in the central storage: not refilled',
      loc('9000', 0),
      { discontinued: true, central: { stockType: 'TRA' } },
      'stock.not_stocked_in_store',
      {},
      'gray',
      false,
    ],
    [
      'central LAG at 0',
      loc('9000', 0),
      { central: { stockType: 'LAG' } },
      'stock.central.lag',
      {},
      undefined,
      false,
    ],
    [
      'central TRA at 0',
      loc('9000', 0),
      { central: { stockType: 'TRA' } },
      'stock.central.tra',
      {},
      undefined,
      false,
    ],
    [
      'central TRA_PLUS at 0',
      loc('9000', 0),
      { central: { stockType: 'TRA_PLUS' } },
      'stock.central.tra_plus',
      { from: 10, to: 15 },
      'yellow',
      false,
    ],
    [
      'central VIR at 0',
      loc('9000', 0),
      { central: { stockType: 'VIR' } },
      'stock.central.vir',
      { from: 5, to: 10 },
      'yellow',
      false,
    ],
  ] as const)('%s → %s', (_state, location, extra, key, values, colour, inStock) => {
    expect(stockText(location, { ...options, ...extra })).toEqual({ key, values, colour, inStock });
  });

  it('paints nothing, and says the same, when the brand shows no stock colours', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1, max: 50 }),
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom(undefined, 'LAG', 'TRA', 'TRA_PLUS', 'VIR' as const),
        (quantity, stocked, discontinued, stockType) => {
          const location = loc('1', quantity, { stocked, availableToDays: 3 });
          const central = stockType ? { stockType } : undefined;
          const plain = stockText(location, { stockColours: false, discontinued, central });
          expect(plain.colour).toBeUndefined();
          expect(plain.key).toBe(stockText(location, { stockColours: true, discontinued, central }).key);
        },
      ),
    );
  });

  it('calls only a positive quantity in stock', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1, max: 50 }), fc.boolean(), (quantity, stocked) => {
        expect(stockText(loc('1', quantity, { stocked }), options).inStock).toBe(quantity > 0);
      }),
    );
  });
});
