import type * as CommerceClientModule from '@shop/commerce-client';
import { describe, expect, it, vi } from 'vitest';
import { lazyCommerceClient } from './lazy-client';

/** A stand-in for the client's module: its one client answers `gateway.variants` and `session.logout`. */
function fakeModule() {
  const variants = vi.fn(async (articleNumbers: string[]) =>
    articleNumbers.map((articleNumber) => ({ articleNumber })),
  );
  const gateway = {
    prefix: 'v-',
    variants(this: { prefix: string }, articleNumbers: string[]) {
      return variants(articleNumbers.map((n) => this.prefix + n));
    },
  };
  const createCommerceClient = vi.fn(() => ({
    gateway,
    session: { logout: async () => 'out', assortment: { name: null } },
  }));
  const module = {
    createCommerceClient,
    memoryTokenStore: () => ({}),
  } as unknown as typeof CommerceClientModule;
  return { module, createCommerceClient, variants };
}

describe('lazyCommerceClient', () => {
  it('loads nothing until the first call, then passes the call and its arguments to the real client', async () => {
    const { module, createCommerceClient, variants } = fakeModule();
    const load = vi.fn(async () => module);
    const client = lazyCommerceClient(() => ({ commerceUrl: '/api' }) as never, load);
    expect(load).not.toHaveBeenCalled();

    await expect(client.gateway.variants(['1', '2'])).resolves.toEqual([
      { articleNumber: 'v-1' },
      { articleNumber: 'v-2' },
    ]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(createCommerceClient).toHaveBeenCalledWith({ commerceUrl: '/api' });
    expect(variants).toHaveBeenCalledWith(['v-1', 'v-2']);
  });

  it('makes one client for every call, also for calls made while it loads', async () => {
    const { module, createCommerceClient } = fakeModule();
    const load = vi.fn(async () => module);
    const client = lazyCommerceClient(() => ({}) as never, load);
    await Promise.all([
      client.gateway.variants(['1']),
      client.session.logout(),
      client.gateway.variants(['2']),
    ]);
    await client.session.logout();
    expect(load).toHaveBeenCalledTimes(1);
    expect(createCommerceClient).toHaveBeenCalledTimes(1);
  });

  it('rejects the call when the chunk fails to load, and loads again on the next call', async () => {
    const { module } = fakeModule();
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(module);
    const client = lazyCommerceClient(() => ({}) as never, load);
    await expect(client.session.logout()).rejects.toThrow('chunk failed');
    await expect(client.session.logout()).resolves.toBe('out');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('rejects a path that is not a call, and is never taken for a promise', async () => {
    const { module } = fakeModule();
    const client = lazyCommerceClient(
      () => ({}) as never,
      async () => module,
    );
    const assortment = (client.session as unknown as { assortment: () => Promise<unknown> }).assortment;
    await expect(assortment()).rejects.toThrow('commerce client: session.assortment is not a call');
    expect((client as unknown as { then?: unknown }).then).toBeUndefined();
    await expect(Promise.resolve(client)).resolves.toBe(client);
  });
});
