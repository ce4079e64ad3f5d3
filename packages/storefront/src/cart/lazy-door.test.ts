import type { CommerceClient } from '@shop/commerce-client';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { CartDoor } from './door';
import { createLazyCartDoor } from './lazy-door';
import { cartKeys } from './queries';

/** A door module whose door records what reaches it, with an actor that can be told to change. */
function fakeDoorModule() {
  const calls: string[] = [];
  let snapshot: { name: string; matches: (s: string) => boolean; context: object } = {
    name: 'idle',
    matches: (s) => s === 'idle',
    context: {},
  };
  const listeners = new Set<() => void>();
  const door = {
    add: vi.fn(async (items: { articleNumber: string }[]) => {
      calls.push(`add ${items.map((i) => i.articleNumber).join()}`);
      return { refused: [], applied: items.length };
    }),
    setQuantity: vi.fn(async (id: string, quantity: number) => {
      calls.push(`quantity ${id} ${quantity}`);
      return { refused: [], applied: 1 };
    }),
    flush: vi.fn(() => calls.push('flush')),
    logout: vi.fn(() => calls.push('logout')),
    retry: vi.fn(),
    resume: vi.fn(),
    actor: {
      subscribe: (listener: () => void) => {
        listeners.add(listener);
        return { unsubscribe: () => listeners.delete(listener) };
      },
      getSnapshot: () => snapshot,
    },
  };
  const createCartDoor = vi.fn(() => door as unknown as CartDoor);
  return {
    module: { createCartDoor },
    calls,
    door,
    become(name: string) {
      snapshot = { name, matches: (s: string) => s === name, context: {} };
      for (const l of listeners) l();
    },
  };
}

const client = {} as CommerceClient;
const line = (articleNumber: string) => ({ articleNumber, quantity: 1, deliveryId: 'DBI' as const });

describe('createLazyCartDoor', () => {
  it('loads the door when a read of the cart fails, so its machine can say so', async () => {
    const fake = fakeDoorModule();
    const importDoor = vi.fn(async () => fake.module);
    const queryClient = new QueryClient();
    createLazyCartDoor(client, queryClient, { importDoor, watchReads: true });
    await queryClient
      .fetchQuery({
        queryKey: ['cart', 'other'],
        queryFn: () => Promise.reject(new Error('x')),
        retry: false,
      })
      .catch(() => undefined);
    expect(importDoor).not.toHaveBeenCalled();
    await queryClient
      .fetchQuery({
        queryKey: cartKeys.cart(),
        queryFn: () => Promise.reject(new Error('down')),
        retry: false,
      })
      .catch(() => undefined);
    expect(importDoor).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(fake.module.createCartDoor).toHaveBeenCalledTimes(1));
  });

  it('loads nothing until the first write, then passes writes on in the order they were made', async () => {
    const fake = fakeDoorModule();
    const importDoor = vi.fn(async () => fake.module);
    const cart = createLazyCartDoor(client, new QueryClient(), { importDoor });
    expect(importDoor).not.toHaveBeenCalled();
    expect(cart.status.getSnapshot().matches('noCart')).toBe(true);

    const first = cart.add([line('1000001')]);
    const second = cart.setQuantity('i1', 5);
    cart.flush();
    await expect(first).resolves.toEqual({ refused: [], applied: 1 });
    await second;
    await Promise.resolve();
    expect(importDoor).toHaveBeenCalledTimes(1);
    expect(fake.module.createCartDoor).toHaveBeenCalledTimes(1);
    expect(fake.calls).toEqual(['add 1000001', 'quantity i1 5', 'flush']);

    // Once loaded, calls go straight to the door.
    await cart.add([line('1000002')]);
    expect(importDoor).toHaveBeenCalledTimes(1);
    expect(fake.calls.at(-1)).toBe('add 1000002');
  });

  it("follows the machine's status once the door is there, and tells subscribers when it appears", async () => {
    const fake = fakeDoorModule();
    const cart = createLazyCartDoor(client, new QueryClient(), { importDoor: async () => fake.module });
    const seen: boolean[] = [];
    cart.status.subscribe(() => seen.push(cart.status.getSnapshot().matches('idle')));
    await cart.add([line('1000001')]);
    expect(seen).toEqual([true]);
    fake.become('mutating');
    expect(cart.status.getSnapshot().matches('mutating')).toBe(true);
    expect(seen).toEqual([true, false]);
  });

  it('drops the writes of a customer who signed out while the door loaded', async () => {
    const fake = fakeDoorModule();
    let release: () => void = () => undefined;
    const importDoor = () =>
      new Promise<typeof fake.module>((resolve) => {
        release = () => resolve(fake.module);
      });
    const cart = createLazyCartDoor(client, new QueryClient(), { importDoor });
    const write = cart.add([line('1000001')]);
    cart.logout();
    release();
    await expect(write).rejects.toThrow('Signed out');
    expect(fake.door.add).not.toHaveBeenCalled();

    // The next customer's writes go through.
    await cart.add([line('1000002')]);
    expect(fake.calls).toEqual(['add 1000002']);
  });

  it('rejects a write whose door cannot be loaded, shows the error status, and loads again on the next write', async () => {
    const fake = fakeDoorModule();
    const importDoor = vi
      .fn<() => Promise<typeof fake.module>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(fake.module);
    const cart = createLazyCartDoor(client, new QueryClient(), { importDoor });
    await expect(cart.add([line('1000001')])).rejects.toThrow('Failed to fetch');
    expect(cart.status.getSnapshot().matches('error')).toBe(true);
    expect(cart.status.getSnapshot().context.error).toBeInstanceOf(TypeError);

    await cart.add([line('1000001')]);
    expect(importDoor).toHaveBeenCalledTimes(2);
    expect(cart.status.getSnapshot().matches('idle')).toBe(true);
  });

  it('warms up when the browser is idle, once, and never for flush, resume or logout alone', async () => {
    const fake = fakeDoorModule();
    const importDoor = vi.fn(async () => fake.module);
    const idleTasks: (() => void)[] = [];
    const cart = createLazyCartDoor(client, new QueryClient(), {
      importDoor,
      whenIdle: (task) => idleTasks.push(task),
    });
    cart.flush({ leaving: true });
    cart.resume();
    cart.logout();
    cart.retry();
    expect(importDoor).not.toHaveBeenCalled();

    cart.warmUp();
    expect(importDoor).not.toHaveBeenCalled();
    expect(idleTasks).toHaveLength(1);
    idleTasks[0]?.();
    await vi.waitFor(() => expect(fake.module.createCartDoor).toHaveBeenCalled());
    cart.warmUp();
    expect(idleTasks).toHaveLength(1);
  });

  it('counts the status views on screen', () => {
    const cart = createLazyCartDoor(client, new QueryClient(), {
      importDoor: async () => fakeDoorModule().module,
    });
    const counts: number[] = [];
    cart.statusViews.subscribe(() => counts.push(cart.statusViews.count()));
    const unmountA = cart.statusViews.mount();
    const unmountB = cart.statusViews.mount();
    unmountA();
    unmountB();
    expect(counts).toEqual([1, 2, 1, 0]);
  });
});
