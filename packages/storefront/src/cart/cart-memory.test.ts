import { describe, expect, it } from 'vitest';
import { forgetCart, otherCarts, type RememberedCart, rememberCart } from './cart-memory';

/** A Storage over a Map, as the browser's localStorage behaves for these calls. */
function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

const cart = (customerId: string, lines: number, userId = 'u1'): RememberedCart => ({
  userId,
  customerId,
  name: `Kund ${customerId}`,
  cartId: `cart-${userId}-${customerId}`,
  lines,
});

describe('cart memory', () => {
  it("offers the user's carts of other customers, newest first, never the current one", () => {
    const storage = memoryStorage();
    rememberCart(storage, cart('10001', 3));
    rememberCart(storage, cart('10002', 1));
    rememberCart(storage, cart('10003', 2, 'u2'));
    // u2's cart is never offered to u1, and the current customer's cart never to anyone.
    expect(otherCarts(storage, 'u1', '10009').map((c) => c.customerId)).toEqual(['10002', '10001']);
    expect(otherCarts(storage, 'u1', '10001').map((c) => c.customerId)).toEqual(['10002']);
    expect(otherCarts(storage, 'u2', '10001').map((c) => c.userId)).toEqual(['u2']);
    expect(otherCarts(storage, 'u2', '10003')).toEqual([]);
  });

  it('forgets a cart that was emptied, and one that is moved or gone', () => {
    const storage = memoryStorage();
    rememberCart(storage, cart('10001', 3));
    rememberCart(storage, cart('10002', 2));
    rememberCart(storage, cart('10001', 0));
    expect(otherCarts(storage, 'u1', 'x').map((c) => c.customerId)).toEqual(['10002']);
    forgetCart(storage, 'cart-u1-10002');
    expect(otherCarts(storage, 'u1', 'x')).toEqual([]);
  });

  it('reads broken or foreign storage as nothing remembered, and keeps working after', () => {
    for (const value of ['{not json', '{"a":1}', '[{"userId":1}]', 'null']) {
      const storage = memoryStorage({ 'shop.carts': value });
      expect(otherCarts(storage, 'u1', '10001')).toEqual([]);
      rememberCart(storage, cart('10002', 1));
      expect(otherCarts(storage, 'u1', '10001')).toHaveLength(1);
    }
  });

  it('survives a storage that refuses writes', () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    expect(() => rememberCart(storage, cart('10001', 1))).not.toThrow();
    expect(otherCarts(storage, 'u1', 'x')).toEqual([]);
  });
});
