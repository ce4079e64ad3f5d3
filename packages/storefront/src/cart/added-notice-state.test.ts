import { describe, expect, it } from 'vitest';
import { addedNotice, quantityWithUnit } from './added-notice-state';

describe('quantityWithUnit', () => {
  it.each([
    [2.5, 'm', '2,5 m'],
    [12.25, 'm', '12,25 m'],
    [3, 'förp', '3 förp'],
    [1000, 'st', '1000 st'],
    [0.5, 'kg', '0,5 kg'],
  ])('writes %s %s as %s, with a Swedish decimal comma', (quantity, unit, text) => {
    expect(quantityWithUnit(quantity, unit)).toBe(text);
  });
});

describe('addedNotice', () => {
  it('tells one add from the next, even of the same article', () => {
    const line = { name: 'Flexibel kabel', quantity: 2, unit: 'm' };
    const first = addedNotice([line], '/produkt/a');
    const second = addedNotice([line], '/produkt/a');
    expect(second.id).not.toBe(first.id);
    expect(second).toMatchObject({ lines: [line], pathname: '/produkt/a' });
  });
});
