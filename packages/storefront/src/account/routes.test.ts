import { describe, expect, it, vi } from 'vitest';
import { sessionAtom } from '../session';
import { routesRouter, signedInSession, testServices } from '../test/render';
import { accountQueries } from './queries';
import { accountRoutes } from './routes';

/** Loads `path` through the account routes as the server does before it renders: loaders only. */
async function load(path: string, client: Record<string, unknown>) {
  const services = testServices({ client, session: { ready: Promise.resolve() } });
  services.store.set(sessionAtom, signedInSession());
  const router = routesRouter(accountRoutes, { services, path });
  await router.load();
  return { services, router };
}

describe('the order history route', () => {
  it('has the back-order summary in the cache when its loader is done, however late it answers', async () => {
    // The summary answers after the list: the HTML must not go out without it (React #418 when
    // the streamed answer reached the browser before the page hydrated).
    const backOrders = vi.fn(
      () => new Promise((resolve) => setTimeout(() => resolve({ lines: 2, nextDelivery: '2026-12-01' }), 30)),
    );
    const search = vi.fn(async () => ({ orders: [], total: 0 }));
    const { services, router } = await load('/mina-sidor/orderhistorik', { orders: { search, backOrders } });

    expect(router.state.matches.at(-1)?.status).toBe('success');
    expect(search).toHaveBeenCalledTimes(1);
    expect(backOrders).toHaveBeenCalledWith({ projectId: 'P1' });
    expect(
      services.queryClient.getQueryData(accountQueries.backOrders(services.client, '10001', 'P1').queryKey),
    ).toMatchObject({
      ok: true,
      value: { lines: 2 },
    });
  });

  it('still shows the list when the summary fails: the summary says its own failure', async () => {
    const backOrders = vi.fn(async () => {
      throw new Error('down');
    });
    const search = vi.fn(async () => ({ orders: [], total: 0 }));
    const { router } = await load('/mina-sidor/orderhistorik', { orders: { search, backOrders } });
    expect(router.state.matches.at(-1)?.status).toBe('success');
  });
});
