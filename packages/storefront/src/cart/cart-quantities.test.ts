import { describe, expect, it, vi } from 'vitest';
import { cartSum, createQuantityStore } from './cart-quantities';

describe('cartSum', () => {
  it('sums net price × quantity in öre, with typed quantities first', () => {
    const lines = [
      { cartItemId: 'a', quantity: 2, price: 10.1 },
      { cartItemId: 'b', quantity: 3, price: 0.35 },
    ];
    expect(cartSum(lines, () => undefined)).toBe(21.25);
    expect(cartSum(lines, (id) => (id === 'a' ? 5 : undefined))).toBe(51.55);
    expect(cartSum([...lines, { cartItemId: 'c', quantity: 1, price: null }], () => undefined)).toBeNull();
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
