import { type CommerceClient, CommerceError } from '@shop/commerce-client';
import type { Cart, CartItem, GatewayCart } from '@shop/commerce-client/contract';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type CartDoor, createCartDoor, UnconfirmedWriteError } from './door';
import { cartKeys, cartQueries } from './queries';
import { CartLoadError } from './writes';

const item = (
  id: string,
  articleNumber: string,
  quantity: number,
  deliveryId: CartItem['deliveryId'] = 'DBI',
): CartItem =>
  ({
    cartItemId: id,
    cartId: 'c1',
    articleNumber,
    quantity,
    deliveryId,
    label: null,
    requestedDeliveryDate: null,
  }) as CartItem;
const cart = (items: CartItem[]): Cart =>
  ({
    cartId: 'c1',
    status: 'ACTIVE',
    cartItems: items,
    deliveries: [...new Set(items.map((i) => i.deliveryId))].map((deliveryId) => ({
      deliveryId,
      requestedDeliveryDate: null,
      isIncludedInOrder: true,
    })),
    deliveryIdsInOrder: [],
  }) as unknown as Cart;

/** A cart service in memory: every call is a spy, every write answers the whole cart's lines. */
function fakeService(start: CartItem[] = []) {
  let lines = [...start];
  let next = 100;
  const answer = (errors: unknown[] = []) => ({ cartItems: [...lines], errors });
  const cartCalls = {
    get: vi.fn(async () => cart([...lines])),
    add: vi.fn(
      async (
        _: string,
        items: { articleNumber: string; quantity: number; deliveryId: string }[],
        _options?: unknown,
      ) => {
        const errors = [];
        for (const a of items) {
          if (a.articleNumber === '9999999') {
            errors.push({
              id: a.articleNumber,
              articleNumber: a.articleNumber,
              error: 'UNKNOWN_ARTICLE',
              message: 'x',
            });
            continue;
          }
          const same = lines.find(
            (l) => l.articleNumber === a.articleNumber && l.deliveryId === a.deliveryId,
          );
          if (same) lines = lines.map((l) => (l === same ? { ...l, quantity: l.quantity + a.quantity } : l));
          else
            lines.push(
              item(`i${next++}`, a.articleNumber, a.quantity, a.deliveryId as CartItem['deliveryId']),
            );
        }
        return answer(errors);
      },
    ),
    updateItems: vi.fn(
      async (
        _: string,
        edits: { itemId: string; quantity?: number; deliveryId?: string }[],
        _options?: unknown,
      ) => {
        lines = lines.map((l) => {
          const edit = edits.find((e) => e.itemId === l.cartItemId);
          return edit
            ? ({
                ...l,
                ...(edit.quantity ? { quantity: edit.quantity } : {}),
                ...(edit.deliveryId ? { deliveryId: edit.deliveryId } : {}),
              } as CartItem)
            : l;
        });
        return answer();
      },
    ),
    removeItems: vi.fn(async (_: string, ids: string[]) => {
      lines = lines.filter((l) => !ids.includes(l.cartItemId));
      return answer();
    }),
    empty: vi.fn(async () => {
      lines = [];
      return answer();
    }),
    includeInOrder: vi.fn(async (_: string, deliveryId: string, included: boolean) => ({
      ...cart(lines),
      deliveries: cart(lines).deliveries.map((d) =>
        d.deliveryId === deliveryId ? { ...d, isIncludedInOrder: included } : d,
      ),
    })),
  };
  Object.assign(cartCalls, {
    setStatus: vi.fn(async (cartId: string, status: string) => {
      lines = [];
      return { cartId, status };
    }),
  });
  return {
    client: { cart: cartCalls } as unknown as CommerceClient,
    calls: cartCalls as typeof cartCalls & { setStatus: ReturnType<typeof vi.fn> },
    lines: () => lines,
  };
}

const timeout = () =>
  Object.assign(
    new CommerceError({
      message: 'timeout',
      status: 0,
      service: 'cart',
      messageKey: 'errors.cart_service_not_available',
    }),
    { noResponse: true },
  );

let door: CartDoor;
let queryClient: QueryClient;
beforeEach(() => {
  vi.useFakeTimers();
  queryClient = new QueryClient();
});
afterEach(() => {
  door?.actor.stop();
  vi.useRealTimers();
});

const state = () => door.actor.getSnapshot();
const settle = () => vi.runAllTimersAsync();

describe('createCartDoor', () => {
  it('sends a burst of adds as one request after the debounce, with one idempotency key, and reads the cart id once', async () => {
    const service = fakeService();
    door = createCartDoor(service.client, queryClient, { newKey: () => 'k' });
    const first = door.add([{ articleNumber: '1000001', quantity: 5, deliveryId: 'DBI' }]);
    await vi.advanceTimersByTimeAsync(300);
    const second = door.add([{ articleNumber: '1000002', quantity: 1, deliveryId: 'DBI' }]);
    expect(state().matches('mutating')).toBe(true);
    await vi.advanceTimersByTimeAsync(499);
    expect(service.calls.add).not.toHaveBeenCalled();
    await settle();
    await Promise.all([first, second]);
    expect(service.calls.add).toHaveBeenCalledTimes(1);
    expect(service.calls.add.mock.calls[0]?.[2]).toEqual({ idempotencyKey: 'k.2', keepalive: false });
    expect(service.calls.get).toHaveBeenCalledTimes(1);
    expect(state().matches('idle')).toBe(true);
    // The answer is in the cache: the header's count needs no other read.
    expect(queryClient.getQueryData<Cart>(cartKeys.cart())?.cartItems).toHaveLength(2);
    door.add([{ articleNumber: '1000003', quantity: 1, deliveryId: 'DBI' }]);
    await settle();
    expect(service.calls.get).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['quantity', (d: CartDoor) => d.setQuantity('i1', 4), 'updateItems'],
    ['label', (d: CartDoor) => d.setLabel('i1', 'Bod 3'), 'updateItems'],
    ['move', (d: CartDoor) => d.moveLine('i1', 'EXH'), 'updateItems'],
    ['delete', (d: CartDoor) => d.remove(['i1']), 'removeItems'],
    ['empty', (d: CartDoor) => d.empty(), 'empty'],
    ['include in order', (d: CartDoor) => d.includeDelivery('DBI', false), 'includeInOrder'],
  ] as const)(
    '%s: mutating while in flight, one request, the answer in the cache',
    async (_, write, call) => {
      const service = fakeService([item('i1', '1000001', 2)]);
      door = createCartDoor(service.client, queryClient);
      const before = structuredClone(service.lines());
      const done = write(door);
      expect(state().matches('mutating')).toBe(true);
      await settle();
      await done;
      expect(service.calls[call]).toHaveBeenCalledTimes(1);
      expect(state().matches('idle')).toBe(true);
      expect(queryClient.getQueryData<Cart>(cartKeys.cart())?.cartItems).toEqual(
        call === 'includeInOrder' ? before : service.lines(),
      );
    },
  );

  it("puts a write's answer into the cart's lines at every set of stock locations, keyed by them", async () => {
    const service = fakeService([item('i1', '1000001', 2), item('i2', '1000002', 1)]);
    const withVariants = (locationId: string) =>
      ({
        ...cart(service.lines()),
        cartItems: service
          .lines()
          .map((l) => ({ ...l, variant: { articleNumber: l.articleNumber, locationId } })),
      }) as unknown as GatewayCart;
    queryClient.setQueryData(cartKeys.lines(['1001', '9000']), withVariants('1001'));
    queryClient.setQueryData(cartKeys.lines(['1002', '9000']), withVariants('1002'));
    door = createCartDoor(service.client, queryClient);
    void door.setQuantity('i1', 6);
    await settle();
    for (const [store, quantity] of [
      ['1001', 6],
      ['1002', 6],
    ] as const) {
      const lines = queryClient.getQueryData<GatewayCart>(cartKeys.lines([store, '9000']));
      expect(
        lines?.cartItems.map((l) => [
          l.quantity,
          (l.variant as unknown as { locationId: string }).locationId,
        ]),
      ).toEqual([
        [quantity, store],
        [1, store],
      ]);
    }
  });

  it("deletes more lines than the service's batch limit in batches of the limit, one after the other", async () => {
    const lines = Array.from({ length: 1200 }, (_, i) => item(`i${i}`, String(1100000 + i), 1));
    const service = fakeService(lines);
    door = createCartDoor(service.client, queryClient);
    const done = door.remove(lines.slice(0, 1100).map((l) => l.cartItemId));
    await settle();
    await done;
    expect(service.calls.removeItems.mock.calls.map((call) => call[1].length)).toEqual([500, 500, 100]);
    expect(service.calls.removeItems.mock.calls.flatMap((call) => call[1])).toEqual(
      lines.slice(0, 1100).map((l) => l.cartItemId),
    );
    expect(queryClient.getQueryData<Cart>(cartKeys.cart())?.cartItems.map((l) => l.cartItemId)).toEqual(
      lines.slice(1100).map((l) => l.cartItemId),
    );
  });

  it('shows the lines a failed batch delete left when an earlier batch went through, and rejects the write', async () => {
    const lines = Array.from({ length: 800 }, (_, i) => item(`i${i}`, String(1100000 + i), 1));
    const service = fakeService(lines);
    queryClient.setQueryData(cartKeys.cart(), cart(lines));
    const removeItems = service.calls.removeItems.getMockImplementation();
    service.calls.removeItems
      .mockImplementationOnce(async (cartId, ids) =>
        (removeItems as NonNullable<typeof removeItems>)(cartId, ids),
      )
      .mockRejectedValueOnce(new Error('503'));
    door = createCartDoor(service.client, queryClient);
    const done = door.remove(lines.map((l) => l.cartItemId));
    const rejected = expect(done).rejects.toThrow('503');
    await settle();
    await rejected;
    expect(queryClient.getQueryData<Cart>(cartKeys.cart())?.cartItems).toHaveLength(300);
    expect(state().matches('error')).toBe(true);
  });

  it('coalesces quantity, label and move of a burst into one batch update, last value per line', async () => {
    const service = fakeService([item('i1', '1000001', 2), item('i2', '1000002', 1)]);
    door = createCartDoor(service.client, queryClient);
    void door.setQuantity('i1', 3);
    void door.setQuantity('i1', 6);
    void door.setLabel('i2', 'Kök');
    await settle();
    expect(service.calls.updateItems).toHaveBeenCalledTimes(1);
    expect(service.calls.updateItems.mock.calls[0]?.[1]).toEqual([
      { itemId: 'i1', quantity: 6 },
      { itemId: 'i2', label: 'Kök' },
    ]);
  });

  it('a read of the cart loads the machine (noCart to idle), as §4 has it after sign-in', async () => {
    const service = fakeService([item('i1', '1000001', 2)]);
    door = createCartDoor(service.client, queryClient);
    expect(state().matches('noCart')).toBe(true);
    await queryClient.fetchQuery(cartQueries.cart(service.client));
    expect(state().matches('idle')).toBe(true);
    expect(state().context.loaded).toBe(true);
  });

  it('a failed read of the cart sets the error state; the next good read ends it', async () => {
    const service = fakeService([item('i1', '1000001', 2)]);
    const down = new CommerceError({
      message: 'down',
      status: 503,
      service: 'cart',
      messageKey: 'errors.cart_service_not_available',
    });
    service.calls.get.mockRejectedValueOnce(down);
    // The read fails before the door exists (the lazy door loads it then): the door reads the cache.
    await expect(queryClient.fetchQuery({ ...cartQueries.cart(service.client), retry: false })).rejects.toBe(
      down,
    );
    door = createCartDoor(service.client, queryClient);
    expect(state().matches('error')).toBe(true);
    expect(state().context.error).toBeInstanceOf(CartLoadError);
    expect((state().context.error as CartLoadError).cause).toBe(down);
    await queryClient.fetchQuery({ ...cartQueries.cart(service.client), staleTime: 0 });
    expect(state().matches('idle')).toBe(true);
  });

  it('a failed read while a write waits for its retry leaves the write and its error alone', async () => {
    const service = fakeService([item('i1', '1000001', 2)]);
    service.calls.updateItems.mockRejectedValueOnce(new Error('down'));
    door = createCartDoor(service.client, queryClient);
    const done = door.setQuantity('i1', 7);
    const failed = expect(done).rejects.toThrow('down');
    await settle();
    await failed;
    service.calls.get.mockRejectedValueOnce(new Error('read down'));
    await expect(
      queryClient.fetchQuery({ ...cartQueries.cart(service.client), staleTime: 0, retry: false }),
    ).rejects.toThrow('read down');
    expect(state().matches('error')).toBe(true);
    expect(state().context.error).not.toBeInstanceOf(CartLoadError);
    expect(state().context.inFlight).toHaveLength(1);
  });

  it('discard sets the cart to DELETED at once and reads the new cart (the punch-out hand-over, §4)', async () => {
    const service = fakeService([item('i1', '1000001', 2)]);
    door = createCartDoor(service.client, queryClient);
    await queryClient.fetchQuery(cartQueries.cart(service.client));
    const reads = service.calls.get.mock.calls.length;
    const done = door.discard();
    await settle();
    await done;
    expect(service.calls.setStatus).toHaveBeenCalledWith('c1', 'DELETED', expect.anything());
    expect(service.calls.empty).not.toHaveBeenCalled();
    expect(service.calls.get.mock.calls.length).toBeGreaterThan(reads);
    expect(queryClient.getQueryData<Cart>(cartKeys.cart())?.cartItems).toEqual([]);
  });

  it('names the refused lines and ends in the error state', async () => {
    const service = fakeService();
    door = createCartDoor(service.client, queryClient);
    const outcome = door.add([
      { articleNumber: '1000001', quantity: 1, deliveryId: 'DBI' },
      { articleNumber: '9999999', quantity: 1, deliveryId: 'DBI' },
    ]);
    await settle();
    expect((await outcome).refused.map((r) => r.articleNumber)).toEqual(['9999999']);
    expect(state().matches('error')).toBe(true);
    expect(state().context.refused).toEqual(['9999999']);
  });

  it('rejects the write on a service error and keeps it in flight, so what was typed is not lost', async () => {
    const service = fakeService([item('i1', '1000001', 2)]);
    service.calls.updateItems.mockRejectedValueOnce(
      new CommerceError({
        message: 'down',
        status: 503,
        service: 'cart',
        messageKey: 'errors.cart_service_not_available',
      }),
    );
    door = createCartDoor(service.client, queryClient);
    const done = door.setQuantity('i1', 7);
    const failed = expect(done).rejects.toBeInstanceOf(CommerceError);
    await settle();
    await failed;
    expect(state().matches('error')).toBe(true);
    expect(state().context.inFlight).toHaveLength(1);
    // The next write sends again, and a success clears the error.
    void door.setQuantity('i1', 8);
    await settle();
    expect(state().matches('idle')).toBe(true);
    expect(service.lines()[0]?.quantity).toBe(8);
  });

  it('a timed-out add that landed on the server is a success, not an error', async () => {
    const service = fakeService();
    const add = service.calls.add.getMockImplementation();
    service.calls.add.mockImplementationOnce(async (...args) => {
      await add?.(...args);
      throw timeout();
    });
    door = createCartDoor(service.client, queryClient);
    const done = door.add([{ articleNumber: '1000001', quantity: 5, deliveryId: 'DBI' }]);
    await settle();
    await done;
    expect(state().matches('idle')).toBe(true);
    expect(service.lines()).toHaveLength(1);
  });

  it('a timed-out add not found on the cart is unconfirmed; retry sends it again with the same key', async () => {
    const service = fakeService();
    service.calls.add.mockRejectedValueOnce(timeout());
    door = createCartDoor(service.client, queryClient, { newKey: () => 'once' });
    const done = door.add([{ articleNumber: '1000001', quantity: 5, deliveryId: 'DBI' }]);
    const failed = expect(done).rejects.toBeInstanceOf(UnconfirmedWriteError);
    await settle();
    await failed;
    expect(state().matches('error')).toBe(true);
    door.retry();
    await settle();
    expect(service.calls.add).toHaveBeenCalledTimes(2);
    expect(service.calls.add.mock.calls[1]?.[2]).toEqual(service.calls.add.mock.calls[0]?.[2]);
    expect(state().matches('idle')).toBe(true);
    expect(service.lines().map((l) => l.quantity)).toEqual([5]);
  });

  it('flush sends a pending quantity at once, with keepalive when the page is going away', async () => {
    const service = fakeService([item('i1', '1000001', 2)]);
    door = createCartDoor(service.client, queryClient);
    void door.setQuantity('i1', 9);
    door.flush({ leaving: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(service.calls.updateItems).toHaveBeenCalledTimes(1);
    expect(service.calls.updateItems.mock.calls[0]?.[2]).toEqual({ keepalive: true });
  });

  it('a sign-out drops what is queued and rejects it', async () => {
    const service = fakeService([item('i1', '1000001', 2)]);
    door = createCartDoor(service.client, queryClient);
    const done = door.setQuantity('i1', 9);
    door.logout();
    await expect(done).rejects.toThrow('Signed out');
    await settle();
    expect(service.calls.updateItems).not.toHaveBeenCalled();
    expect(state().matches('noCart')).toBe(true);
  });

  it('reports what each send changed, article by article, with the source of an add (tracking)', async () => {
    const service = fakeService([item('i1', '1000001', 5)]);
    const changes: unknown[] = [];
    door = createCartDoor(service.client, queryClient, { onChange: (c) => changes.push(c) });
    const variant = { articleNumber: '1000002', name: 'Skruv', price: { netPrice: 10 } };
    door.add([{ articleNumber: '1000002', quantity: 3, deliveryId: 'DBI' }], {
      listName: 'search_result_list',
      index: 4,
      variants: [variant],
    });
    await settle();
    door.setQuantity('i1', 2);
    await settle();
    door.remove(['i1']);
    await settle();
    // A refused add changes nothing: nothing is reported.
    door.add([{ articleNumber: '9999999', quantity: 1, deliveryId: 'DBI' }]);
    await settle();
    expect(changes).toEqual([
      {
        added: [{ articleNumber: '1000002', quantity: 3, variant }],
        removed: [],
        source: { listName: 'search_result_list', index: 4 },
      },
      { added: [], removed: [{ articleNumber: '1000001', quantity: 3, variant: null }] },
      { added: [], removed: [{ articleNumber: '1000001', quantity: 2, variant: null }] },
    ]);
  });

  it('reports a quantity typed in the cart flyout with the flyout as its source (content §2 cart-flyout)', async () => {
    const service = fakeService([item('i1', '1000001', 5)]);
    const changes: unknown[] = [];
    door = createCartDoor(service.client, queryClient, { onChange: (c) => changes.push(c) });
    door.setQuantity('i1', 7, { listName: 'cart-flyout' });
    await settle();
    door.setQuantity('i1', 4, { listName: 'cart-flyout' });
    await settle();
    expect(changes).toEqual([
      {
        added: [{ articleNumber: '1000001', quantity: 2, variant: null }],
        removed: [],
        source: { listName: 'cart-flyout' },
      },
      {
        added: [],
        removed: [{ articleNumber: '1000001', quantity: 3, variant: null }],
        source: { listName: 'cart-flyout' },
      },
    ]);
  });

  it('a tracking failure never fails the write', async () => {
    const service = fakeService();
    door = createCartDoor(service.client, queryClient, {
      onChange: () => {
        throw new Error('tracking broke');
      },
    });
    const added = door.add([{ articleNumber: '1000002', quantity: 1, deliveryId: 'DBI' }]);
    await settle();
    await expect(added).resolves.toEqual({ refused: [], applied: 0 });
    expect(state().matches('idle')).toBe(true);
  });
});
