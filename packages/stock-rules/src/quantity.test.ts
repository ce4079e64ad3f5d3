import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toScaled } from './decimal';
import {
  formatUnitQuantity,
  parseQuantityText,
  quantityDecimals,
  quantityRule,
  quantityStep,
  snapQuantity,
} from './quantity';

describe('quantityDecimals', () => {
  it.each([
    ['m', 2],
    ['kg', 2],
    ['l', 2],
    ['m2', 2],
    ['m²', 2],
    ['m3', 2],
    ['m³', 2],
    ['st', 0],
    ['rl', 0],
    ['M', 0],
    ['', 0],
    [undefined, 0],
  ])('gives a quantity in %s %i decimals', (unit, decimals) => {
    expect(quantityDecimals(unit)).toBe(decimals);
  });
});

describe('quantityStep', () => {
  it.each([
    [5, 0, 5],
    [1, 0, 1],
    [1, 2, 0.1],
    [0.5, 2, 0.5],
    [25, 2, 25],
    [0, 0, 1],
    [-5, 0, 1],
    [0, 2, 0.1],
    [Number.NaN, 2, 0.1],
    [Number.POSITIVE_INFINITY, 0, 1],
  ])('steps a multiple of %s with %i decimals by %s', (multiple, decimals, step) => {
    expect(quantityStep(multiple, decimals)).toBe(step);
  });
});

describe('parseQuantityText', () => {
  it.each([
    ['7', 7],
    ['12,5', 12.5],
    ['12.5', 12.5],
    [',5', 0.5],
    ['.5', 0.5],
    ['5,', 5],
    ['1 000', 1000],
    ['1\u00a0000,5', 1000.5],
    ['1\u202f000', 1000],
    [' 12 ', 12],
    ['0', 0],
    ['007', 7],
  ])('reads %j as %s', (text, value) => {
    expect(parseQuantityText(text)).toBe(value);
  });

  it.each([
    '',
    '   ',
    ',',
    '-3',
    '+3',
    'abc',
    '3 st',
    '1,2,3',
    '1.000,5',
    '1e3',
    'Infinity',
    '9'.repeat(400),
  ])('refuses %j', (text) => {
    expect(parseQuantityText(text)).toBeNull();
  });

  it('reads any written decimal with a comma as the same number with a point', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000 }), fc.nat({ max: 999 }), (whole, fraction) => {
        const digits = String(fraction).padStart(3, '0');
        expect(parseQuantityText(`${whole},${digits}`)).toBe(Number(`${whole}.${digits}`));
      }),
    );
  });
});

describe('snapQuantity', () => {
  it.each([
    ['7 of a five-pack rounds up', 7, 5, 0, 10],
    ['10 of a five-pack stays', 10, 5, 0, 10],
    ['8 of a five-pack rounds up', 8, 5, 0, 10],
    ['11 of a five-pack rounds up', 11, 5, 0, 15],
    ['0 is one multiple', 0, 5, 0, 5],
    ['a negative value is one multiple', -3, 5, 0, 5],
    ['1 of a five-pack is one multiple', 1, 5, 0, 5],
    ['12,3 m in steps of 0,1 stays', 12.3, 0.1, 2, 12.3],
    ['12,5 m in steps of 0,1 stays', 12.5, 0.1, 2, 12.5],
    ['0.1 + 0.2 in steps of 0,1 is 0,3', 0.1 + 0.2, 0.1, 2, 0.3],
    ['2,25 kg in steps of 0,1 rounds up', 2.25, 0.1, 2, 2.3],
    ['2,71 m in steps of 0,5 rounds up', 2.71, 0.5, 2, 3],
    ['1000 in threes rounds up', 1000, 3, 0, 1002],
    ['999 in threes stays', 999, 3, 0, 999],
    ['2,5 of a whole unit rounds up', 2.5, 1, 0, 3],
    ['a step finer than the decimals widens to one they can write', 0.3, 0.25, 1, 0.5],
    ['a step of 0,333 at two decimals rounds to 3,33s', 4, 0.333, 2, 6.66],
    ['a value below 10^-10 is one multiple', 1e-11, 0.1, 2, 0.1],
  ])('%s: %s by %s (%i decimals) → %s', (_, value, step, decimals, expected) => {
    expect(snapQuantity(value, step, decimals)).toBe(expected);
  });

  it.each([
    ['a NaN value', Number.NaN, 5, 0],
    ['an infinite value', Number.POSITIVE_INFINITY, 5, 0],
    ['a step of 0', 7, 0, 0],
    ['a negative step', 7, -5, 0],
    ['a NaN step', 7, Number.NaN, 0],
    ['a step below 10^-10', 7, 1e-11, 0],
    ['negative decimals', 7, 5, -1],
    ['more than 10 decimals', 7, 5, 11],
    ['fractional decimals', 7, 5, 1.5],
  ])('refuses %s', (_, value, step, decimals) => {
    expect(() => snapQuantity(value, step, decimals)).toThrow(RangeError);
  });

  const steps = fc.oneof(
    fc.integer({ min: 1, max: 1000 }).map((n) => ({ step: n, decimals: 0 })),
    fc.integer({ min: 1, max: 10_000 }).map((n) => ({ step: n / 100, decimals: 2 })),
    fc.integer({ min: 1, max: 1000 }).map((n) => ({ step: n / 10, decimals: 2 })),
  );
  const values = fc.double({ min: -10, max: 1e6, noNaN: true });
  const tolerance = 1e-9;

  it('gives a multiple of the step, not below the value, at least one step, writable with the decimals', () => {
    fc.assert(
      fc.property(steps, values, ({ step, decimals }, value) => {
        const snapped = snapQuantity(value, step, decimals);
        const ratio = snapped / step;
        expect(Math.abs(ratio - Math.round(ratio))).toBeLessThan(tolerance * Math.max(1, ratio));
        expect(snapped).toBeGreaterThanOrEqual(value - tolerance);
        expect(snapped).toBeGreaterThanOrEqual(step);
        expect(Number(snapped.toFixed(decimals))).toBe(snapped);
        // Never a whole step more than needed.
        expect(snapped - step).toBeLessThan(Math.max(value, 0) + tolerance);
      }),
    );
  });

  it('is idempotent: a snapped quantity snaps to itself', () => {
    fc.assert(
      fc.property(steps, values, ({ step, decimals }, value) => {
        const once = snapQuantity(value, step, decimals);
        expect(snapQuantity(once, step, decimals)).toBe(once);
      }),
    );
  });

  it('keeps every written multiple of a tenth exactly as written', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (tenths) => {
        const value = Number(`${Math.floor(tenths / 10)}.${tenths % 10}`);
        expect(snapQuantity(value, 0.1, 2)).toBe(value);
      }),
    );
  });

  it('agrees with exact integer arithmetic on the scaled value', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 100_000 }),
        (multiple, hundredths) => {
          const step = multiple / 100;
          const value = hundredths / 100;
          const expected = Math.ceil(hundredths / multiple) * multiple;
          expect(toScaled(snapQuantity(value, step, 2))).toBe(toScaled(expected / 100));
        },
      ),
    );
  });
});

describe('quantityRule', () => {
  it.each([
    ['a five-pack', { unit: 'st', orderMultiple: 5 }, { step: 5, decimals: 0, min: 5 }],
    ['a single article', { unit: 'st', orderMultiple: 1 }, { step: 1, decimals: 0, min: 1 }],
    ['cable by the metre', { unit: 'm', orderMultiple: 1 }, { step: 0.1, decimals: 2, min: 0.1 }],
    ['cable in half metres', { unit: 'm', orderMultiple: 0.5 }, { step: 0.5, decimals: 2, min: 0.5 }],
    ['an unknown unit, no multiple', {}, { step: 1, decimals: 0, min: 1 }],
    ['a half of a whole unit', { unit: 'st', orderMultiple: 0.5 }, { step: 1, decimals: 0, min: 1 }],
  ])('%s: %o', (_, input, expected) => {
    expect(quantityRule(input)).toMatchObject(expected);
  });

  it.each([
    [{ unit: 'st', orderMultiple: 5 }, '7', 10],
    [{ unit: 'st', orderMultiple: 5 }, '10', 10],
    [{ unit: 'm' }, '12,3', 12.3],
    [{ unit: 'kg' }, '2,25', 2.3],
    [{ unit: 'st', orderMultiple: 3 }, '1 000', 1002],
  ])('reads and rounds %o %j as %s', (input, text, expected) => {
    const rule = quantityRule(input);
    expect(rule.snap(rule.parse(text) ?? rule.min)).toBe(expected);
  });

  it("steps by a multiple the rule's own snap keeps", () => {
    fc.assert(
      fc.property(
        fc.constantFrom('st', 'm', 'kg', undefined),
        fc.integer({ min: 1, max: 50 }),
        (unit, multiple) => {
          const rule = quantityRule({ unit, orderMultiple: multiple });
          expect(rule.snap(rule.step)).toBe(rule.step);
          expect(rule.snap(rule.min)).toBe(rule.min);
        },
      ),
    );
  });
});

describe('formatUnitQuantity', () => {
  it('writes the quantity with a decimal comma and the article unit after a no-break space', () => {
    expect(formatUnitQuantity(0.1, 'm')).toBe('0,1\u00a0m');
    expect(formatUnitQuantity(10, 'kg')).toBe('10\u00a0kg');
    expect(formatUnitQuantity(3, 'förp')).toBe('3\u00a0förp');
    expect(formatUnitQuantity(12.345, 'm')).toBe('12,345\u00a0m');
  });

  it('groups thousands, writes areas and volumes as a customer reads them, and says st without a unit', () => {
    expect(formatUnitQuantity(1500, 'st')).toBe('1\u00a0500\u00a0st');
    expect(formatUnitQuantity(2.5, 'm2')).toBe('2,5\u00a0m²');
    expect(formatUnitQuantity(4, undefined)).toBe('4\u00a0st');
    expect(formatUnitQuantity(4, ' ')).toBe('4\u00a0st');
  });
});
