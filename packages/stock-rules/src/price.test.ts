import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromScaled, multiplyScaled, toScaled } from './decimal';
import { orderTotals, revenue, roundPrice, trackingPrice } from './price';

describe('roundPrice', () => {
  it.each([
    [0.1 + 0.2, 10, 0.3],
    [1.005, 2, 1.01],
    ['12.345', 2, 12.35],
    [-12.345, 2, -12.35],
    [0.123456789049, 10, 0.123456789],
    [0.12345678905, 10, 0.1234567891],
    [1e-11, 10, 0],
    [1.5e3, 0, 1500],
    ['7', 10, 7],
  ] as const)('rounds %s to %i decimals as %s', (value, decimals, expected) => {
    expect(roundPrice(value, decimals)).toBe(expected);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, 'abc', '', '.', '1,5'])('refuses %s', (value) => {
    expect(() => roundPrice(value)).toThrow(RangeError);
  });

  it.each([-1, 11, 2.5])('refuses %s decimals', (decimals) => {
    expect(() => roundPrice(1, decimals)).toThrow(RangeError);
  });

  it('is idempotent and never moves a value by more than half a unit of the last decimal', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.integer({ min: 0, max: 10 }),
        (value, decimals) => {
          const once = roundPrice(value, decimals);
          expect(roundPrice(once, decimals)).toBe(once);
          expect(Math.abs(once - value)).toBeLessThanOrEqual(0.5 * 10 ** -decimals + 1e-9);
        },
      ),
    );
  });
});

describe('trackingPrice', () => {
  it.each([
    [{ netPrice: 10.105, alloyingPrice: 0.1 }, 10.21],
    [{ netPrice: 0.1, alloyingPrice: 0.2 }, 0.3],
    [{ netPrice: 99.994 }, 99.99],
    [{ netPrice: 5, alloyingPrice: null }, 5],
  ])('%o → %s', (price, expected) => {
    expect(trackingPrice(price)).toBe(expected);
  });
});

describe('revenue', () => {
  it('sums price × quantity exactly to 2 decimals', () => {
    expect(
      revenue([
        { price: 0.1, quantity: 3 },
        { price: 0.2, quantity: 1 },
      ]),
    ).toBe(0.5);
    expect(revenue([{ price: 19.99, quantity: 2.5 }])).toBe(49.98);
    expect(revenue([])).toBe(0);
  });

  it('has no floating-point drift over 1,000 lines of öre amounts', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            ore: fc.integer({ min: 1, max: 10_000_000 }),
            quantity: fc.integer({ min: 1, max: 500 }),
          }),
          {
            minLength: 1000,
            maxLength: 1000,
          },
        ),
        (lines) => {
          const exactOre = lines.reduce((sum, l) => sum + BigInt(l.ore) * BigInt(l.quantity), 0n);
          const expected = Number(`${exactOre / 100n}.${String(exactOre % 100n).padStart(2, '0')}`);
          expect(revenue(lines.map((l) => ({ price: l.ore / 100, quantity: l.quantity })))).toBe(expected);
        },
      ),
      { numRuns: 50 },
    );
  });
});

describe('decimal helpers', () => {
  it('round-trips through the scaled form', () => {
    expect(fromScaled(toScaled('123.4567890123'))).toBe(123.4567890123);
    expect(fromScaled(toScaled('123.45678901234'))).toBe(123.4567890123);
    expect(fromScaled(toScaled(-0.004), 2)).toBe(0);
    expect(multiplyScaled(toScaled(-1.5), toScaled(2))).toBe(toScaled(-3));
    expect(toScaled('+2.5e-3')).toBe(25_000_000n);
  });
});

describe('orderTotals', () => {
  it('gives the sum excluding VAT, the VAT and the total, to the öre', () => {
    expect(orderTotals([{ price: 62.3, quantity: 0.1, vatPercentage: 25 }])).toEqual({
      excludingVat: 6.23,
      vat: 1.56,
      includingVat: 7.79,
    });
  });

  it('takes VAT per rate on the sum of its lines, not line by line', () => {
    // Line by line, 3 × round(0.01 × 0.25) would be 0; on the sum it is round(0.0075) = 0.01.
    const lines = [0, 1, 2].map(() => ({ price: 0.01, quantity: 1, vatPercentage: 25 }));
    expect(orderTotals(lines).vat).toBe(0.01);
    const mixed = orderTotals([
      { price: 100, quantity: 2, vatPercentage: 25 },
      { price: 50, quantity: 1, vatPercentage: 12 },
    ]);
    expect(mixed).toEqual({ excludingVat: 250, vat: 56, includingVat: 306 });
  });

  it('is zero for no lines and refuses a rate that is not one', () => {
    expect(orderTotals([])).toEqual({ excludingVat: 0, vat: 0, includingVat: 0 });
    expect(() => orderTotals([{ price: 1, quantity: 1, vatPercentage: Number.NaN }])).toThrow(RangeError);
    expect(() => orderTotals([{ price: 1, quantity: 1, vatPercentage: -25 }])).toThrow(RangeError);
  });

  it('always adds up: total = sum + VAT, and VAT is within an öre of 25 % of the sum', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            price: fc.integer({ min: 0, max: 10_000_000 }).map((o) => o / 100),
            quantity: fc.integer({ min: 1, max: 100_000 }).map((q) => q / 10),
          }),
          { maxLength: 50 },
        ),
        (lines) => {
          const t = orderTotals(lines.map((l) => ({ ...l, vatPercentage: 25 })));
          expect(Math.round(t.includingVat * 100)).toBe(
            Math.round(t.excludingVat * 100) + Math.round(t.vat * 100),
          );
          expect(Math.abs(t.vat - t.excludingVat * 0.25)).toBeLessThanOrEqual(0.005 + 1e-6);
        },
      ),
    );
  });
});
