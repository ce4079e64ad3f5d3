import { describe, expect, it, vi } from 'vitest';
import { cartTotals, createQuantityStore } from './cart-quantities';

describe('cartTotals', () => {
  it('sums net price × quantity in öre with its VAT, typed quantities first', () => {
    const priced = (cartItemId: string, quantity: number, netPrice: number) => ({
      cartItemId,
      quantity,
      variant: { price: { netPrice, vatPercentage: 25 } },
    });
    const lines = [priced('a', 2, 10.1), priced('b', 3, 0.35)];
    expect(cartTotals(lines)).toEqual({ excludingVat: 21.25, vat: 5.31, includingVat: 26.56 });
    expect(cartTotals(lines, (id) => (id === 'a' ? 5 : undefined))?.excludingVat).toBe(51.55);
    // Ask for price, or no right to see prices: no sum rather than a wrong one.
    expect(cartTotals([...lines, { cartItemId: 'c', quantity: 1, variant: { price: null } }])).toBeNull();
  });

  it('tells subscribers when a typed quantity changes, and only then', () => {
    const store = createQuantityStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.set('a', 4);
    store.set('a', 4);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get('a')).toBe(4);
  });
});
