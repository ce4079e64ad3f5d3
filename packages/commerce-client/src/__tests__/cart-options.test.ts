import { describe, expect, it } from 'vitest';
import { type CartCallOptions, createCartCalls } from '../cart-calls';
import { CommerceError } from '../errors';
import { createTransport } from '../http';
import { memoryTokenStore } from '../tokens';
import { fakeJwt, fakeServer, send } from './fake-server';

const token = fakeJwt({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 900, ver: 2 });
const signedIn = () => memoryTokenStore({ token, refreshToken: 'r', customerId: 'c1' });
type CartCalls = ReturnType<typeof createCartCalls>;
const line = { articleNumber: '1000001', quantity: 5, deliveryId: 'DBI' } as const;
const mutation = { cartItems: [], errors: [] };

/** Every cart call, with the options as its last argument. */
const calls: [string, (cart: CartCalls, options?: CartCallOptions) => Promise<unknown>][] = [
  ['get', (c, o) => c.get(o)],
  ['add', (c, o) => c.add('c1', [line], o)],
  ['upload', (c, o) => c.upload('c1', new Blob(['1000001;1\n']), 'lista.csv', 'DBI', o)],
  ['export', (c, o) => c.export('c1', undefined, o)],
  ['updateItem', (c, o) => c.updateItem('c1', 'i1', { quantity: 2 }, o)],
  ['updateItems', (c, o) => c.updateItems('c1', [{ itemId: 'i1', quantity: 2 }], o)],
  ['removeItem', (c, o) => c.removeItem('c1', 'i1', o)],
  ['removeItems', (c, o) => c.removeItems('c1', ['i1'], o)],
  ['empty', (c, o) => c.empty('c1', o)],
  ['setDeliveryDate', (c, o) => c.setDeliveryDate('c1', 'DBI', '2030-01-07', o)],
  ['setAllDeliveryDates', (c, o) => c.setAllDeliveryDates('c1', '2030-01-07', o)],
  ['includeInOrder', (c, o) => c.includeInOrder('c1', 'DBI', false, o)],
  ['transfer', (c, o) => c.transfer('c2', 'c1', o)],
  ['setStatus', (c, o) => c.setStatus('c1', 'DELETED', o)],
  ['checkout', (c, o) => c.checkout('c1', { DBI: { requestedDeliveryDate: '2030-01-07' } }, o)],
];

/** A fetch that records each Request, reads its body as a server would, and hangs until its signal aborts. */
function hangingFetch() {
  const requests: Request[] = [];
  const fetch = (async (input: Request) => {
    requests.push(input);
    // An unread multipart body would be closed under undici's feet on abort (an unhandled rejection).
    await input.arrayBuffer();
    return new Promise<Response>((_resolve, reject) => {
      if (input.signal.aborted) reject(input.signal.reason);
      input.signal.addEventListener('abort', () => reject(input.signal.reason), { once: true });
    });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, requests };
}

describe('createCartCalls options', () => {
  it.each(calls)('%s sends the idempotency key, keepalive, and aborts with the signal', async (_, run) => {
    const { fetch, requests } = hangingFetch();
    const cart = createCartCalls(
      createTransport({ commerceUrl: 'http://shop.test', tokenStore: signedIn(), fetch }),
    );
    const controller = new AbortController();
    const call = run(cart, { idempotencyKey: 'k-123', keepalive: true, signal: controller.signal });
    await expect.poll(() => requests.length).toBe(1);
    const request = requests[0] as Request;
    expect(request.headers.get('idempotency-key')).toBe('k-123');
    expect(request.keepalive).toBe(true);
    expect(request.headers.get('authorization')).toBe(`Bearer ${token}`);
    controller.abort();
    await expect(call).rejects.toMatchObject({
      message: 'Request aborted',
      status: 0,
      noResponse: true,
      report: false,
    });
  });

  it.each(calls)('%s sends neither without options', async (_, run) => {
    const { fetch, requests } = hangingFetch();
    const transport = createTransport({ commerceUrl: 'http://shop.test', tokenStore: signedIn(), fetch });
    const call = run(createCartCalls(transport)).catch((e: CommerceError) => e);
    await expect.poll(() => requests.length).toBe(1);
    expect(requests[0]?.headers.has('idempotency-key')).toBe(false);
    expect(requests[0]?.keepalive).toBe(false);
    transport.abortAll();
    expect(await call).toBeInstanceOf(CommerceError);
  });

  it('sends a keepalive request through the platform fetch', async () => {
    const server = await fakeServer((_req, res) => send(res, 200, mutation));
    const cart = createCartCalls(createTransport({ commerceUrl: server.url, tokenStore: signedIn() }));
    await expect(cart.add('c1', [line], { idempotencyKey: 'k-1', keepalive: true })).resolves.toEqual(
      mutation,
    );
    expect(server.requests[0]?.headers['idempotency-key']).toBe('k-1');
    await server.close();
  });
});

describe('an idempotency key still in progress (409)', () => {
  const inProgress = { error: 'idempotency_in_progress', message: 'Behandlas fortfarande' };

  it('is a CommerceError with status 409 for a POST, which is never retried', async () => {
    const server = await fakeServer((_req, res) => send(res, 409, inProgress));
    const cart = createCartCalls(
      createTransport({
        commerceUrl: server.url,
        tokenStore: signedIn(),
        retry: { limit: 2, backoffLimitMs: 5 },
      }),
    );
    const error = (await cart.add('c1', [line], { idempotencyKey: 'k-1' }).catch((e) => e)) as CommerceError;
    expect(error).toBeInstanceOf(CommerceError);
    expect(error).toMatchObject({
      status: 409,
      noResponse: false,
      body: inProgress,
      service: 'cart',
      detail: 'cart_add_product',
      messageKey: 'errors.cart_service_not_available',
    });
    expect(server.requests).toHaveLength(1);
    await server.close();
  });

  it('is retried for a PUT with the same key, answering the replay once the first is done', async () => {
    const server = await fakeServer((_req, res) =>
      server.requests.length === 1
        ? send(res, 409, inProgress)
        : send(res, 200, mutation, { 'idempotent-replayed': 'true' }),
    );
    const cart = createCartCalls(
      createTransport({
        commerceUrl: server.url,
        tokenStore: signedIn(),
        retry: { limit: 2, backoffLimitMs: 5 },
      }),
    );
    await expect(cart.updateItem('c1', 'i1', { quantity: 2 }, { idempotencyKey: 'k-2' })).resolves.toEqual(
      mutation,
    );
    expect(server.requests.map((r) => [r.method, r.headers['idempotency-key']])).toEqual([
      ['PUT', 'k-2'],
      ['PUT', 'k-2'],
    ]);
    await server.close();
  });

  it('reaches the caller as a 409 when a PUT is still in progress after the retries', async () => {
    const server = await fakeServer((_req, res) => send(res, 409, inProgress));
    const cart = createCartCalls(
      createTransport({
        commerceUrl: server.url,
        tokenStore: signedIn(),
        retry: { limit: 2, backoffLimitMs: 5 },
      }),
    );
    await expect(cart.transfer('c2', 'c1', { idempotencyKey: 'k-3' })).rejects.toMatchObject({
      status: 409,
      noResponse: false,
      body: inProgress,
    });
    expect(server.requests).toHaveLength(3);
    await server.close();
  });
});
