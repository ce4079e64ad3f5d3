import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromScaled, multiplyScaled, toScaled } from './decimal';
import { revenue, roundPrice, trackingPrice } from './price';

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
