import { type CommerceClient, CommerceError } from '@shop/commerce-client';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCartController } from './cart';
import { cartSum, createQuantityStore } from './cart-quantities';

function fakeClient(add: (cartId: string, items: unknown[]) => Promise<unknown>) {
  return {
    cart: { get: vi.fn(async () => ({ cartId: 'c1', status: 'ACTIVE' })), add: vi.fn(add) },
  } as unknown as CommerceClient & { cart: { add: ReturnType<typeof vi.fn> } };
}

const line = (articleNumber: string) => ({ articleNumber, quantity: 1, deliveryId: 'DBI' as const });

describe('createCartController', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends a burst of adds as one request after the 500 ms debounce', async () => {
    const client = fakeClient(async () => ({ cartItems: [], errors: [] }));
    const cart = createCartController(client, new QueryClient());
    cart.add([line('1000001')]);
    await vi.advanceTimersByTimeAsync(300);
    cart.add([line('1000002')]);
    expect(cart.actor.getSnapshot().value).toBe('mutating');
    await vi.advanceTimersByTimeAsync(499);
    expect(client.cart.add).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await vi.runOnlyPendingTimersAsync();
    expect(client.cart.add).toHaveBeenCalledTimes(1);
    expect(client.cart.add.mock.calls[0]?.[1]).toEqual([line('1000001'), line('1000002')]);
    expect(cart.actor.getSnapshot().value).toBe('idle');
  });

  it('shows the items-added notice for 3 s', async () => {
    const client = fakeClient(async () => ({ cartItems: [], errors: [] }));
    const cart = createCartController(client, new QueryClient());
    cart.add([line('1000001'), line('1000002')]);
    expect(cart.actor.getSnapshot().context.itemsAdded).toEqual({ count: 2 });
    await vi.advanceTimersByTimeAsync(3000);
    expect(cart.actor.getSnapshot().context.itemsAdded).toBeNull();
  });

  it('goes to error with the service failure, and back to idle on the next success', async () => {
    let fail = true;
    const client = fakeClient(async () => {
      if (fail)
        throw new CommerceError({
          message: 'down',
          status: 503,
          service: 'cart',
          messageKey: 'errors.cart_service_not_available',
          detail: 'cart_add_product',
        });
      return { cartItems: [], errors: [] };
    });
    const cart = createCartController(client, new QueryClient());
    cart.add([line('1000001')]);
    await vi.advanceTimersByTimeAsync(500);
    await vi.runOnlyPendingTimersAsync();
    expect(cart.actor.getSnapshot().value).toBe('error');
    expect(cart.lastError?.detail).toBe('cart_add_product');
    fail = false;
    cart.add([line('1000001')]);
    await vi.advanceTimersByTimeAsync(500);
    await vi.runOnlyPendingTimersAsync();
    expect(cart.actor.getSnapshot().value).toBe('idle');
    expect(cart.lastError).toBeNull();
  });

  it('reports lines the service refused as cart_add_products', async () => {
    const client = fakeClient(async () => ({
      cartItems: [],
      errors: [{ id: '9999999', articleNumber: '9999999', error: 'UNKNOWN_ARTICLE' }],
    }));
    const cart = createCartController(client, new QueryClient());
    cart.add([line('9999999')]);
    await vi.advanceTimersByTimeAsync(500);
    await vi.runOnlyPendingTimersAsync();
    expect(cart.actor.getSnapshot().value).toBe('error');
    expect(cart.lastError?.detail).toBe('cart_add_products');
    expect(cart.refused).toEqual(['9999999']);
  });

  it('returns to noCart on logout', () => {
    const cart = createCartController(
      fakeClient(async () => ({ cartItems: [], errors: [] })),
      new QueryClient(),
    );
    cart.add([line('1000001')]);
    cart.logout();
    expect(cart.actor.getSnapshot().value).toBe('noCart');
  });
});

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
