import {
  type CommerceClient,
  type CommerceError,
  createCommerceClient,
  memoryTokenStore,
} from '@shop/commerce-client';
import { type RunningSandbox, startSandbox } from '@shop/sandbox';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

/**
 * The failure measured with the sandbox's fault lever: an add delayed past
 * the client's timeout is applied anyway, and the customer's retry used to
 * double the line. With one idempotency key for the add, it cannot.
 */
let sandbox: RunningSandbox;
let client: CommerceClient;
let cartId: string;
const sent: string[] = [];
const line = { articleNumber: '1000001', quantity: 5, deliveryId: 'DBI' } as const;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, db: ':memory:' });
  const store = memoryTokenStore();
  client = createCommerceClient({
    commerceUrl: sandbox.url,
    tokenStore: store,
    timeoutMs: 300,
    // Counts what goes on the wire: a POST must leave once per call.
    fetch: ((input: Request, init?: RequestInit) => {
      sent.push(`${input.method} ${new URL(input.url).pathname}`);
      return fetch(input, init);
    }) as typeof fetch,
  });
  const tokens = await client.auth.login({ username: 'anna.user', password: 'Sandbox-2026' });
  if (!('token' in tokens)) throw new Error('expected tokens');
  store.set(tokens);
  cartId = (await client.cart.get()).cartId;
});
afterEach(async () => {
  await fetch(`${sandbox.url}/__sandbox/faults`, { method: 'DELETE' });
  await client.cart.empty(cartId);
  sent.length = 0;
});
afterAll(() => sandbox.stop());

const quantities = async () => (await client.cart.get()).cartItems.map((i) => i.quantity);

describe('a cart add that times out', () => {
  it('is retried with the same key without doubling the line', async () => {
    await fetch(`${sandbox.url}/__sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        method: 'POST',
        path: '/v2/cart/*/variants/batch/add',
        delayMs: 800,
        times: 1,
      }),
    });
    const started = performance.now();
    const add = () => client.cart.add(cartId, [line], { idempotencyKey: 'add-1000001-5' });

    // The first attempt times out: no answer, so the caller cannot know whether it was applied.
    await expect(add()).rejects.toMatchObject({
      message: 'timeout of 300ms exceeded',
      status: 0,
      noResponse: true,
      messageKey: 'errors.unknown_error_occurred',
      detail: 'cart_add_product',
    });
    // A retry while the service still works on it: 409, an answer, not retried by the client (POST).
    const during = (await add().catch((e) => e)) as CommerceError;
    expect(during).toMatchObject({
      status: 409,
      noResponse: false,
      body: { error: 'idempotency_in_progress' },
    });
    expect(sent.filter((s) => s.endsWith('/variants/batch/add'))).toHaveLength(2);

    // Retries after it (as the storefront would, while the answer is 409): the first answer, the line once.
    await sleep(Math.max(0, 850 - (performance.now() - started)));
    let answer = await add().catch((e: CommerceError) => e);
    for (let i = 0; i < 50 && answer instanceof Error && answer.status === 409; i++) {
      await sleep(100);
      answer = await add().catch((e: CommerceError) => e);
    }
    expect(answer).toMatchObject({ cartItems: [expect.objectContaining({ quantity: 5 })] });
    expect(await quantities()).toEqual([5]);
  });

  it('without a key, doubles the line (why the key is needed)', async () => {
    await fetch(`${sandbox.url}/__sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'POST', path: '/v2/cart/*/variants/batch/add', delayMs: 500, times: 1 }),
    });
    await expect(client.cart.add(cartId, [line])).rejects.toMatchObject({ noResponse: true });
    await client.cart.add(cartId, [line]);
    // The timed-out add lands when the delay is over.
    await expect.poll(quantities, { timeout: 3_000 }).toEqual([10]);
  });
});

describe('cart call options against the sandbox', () => {
  it('replays a quantity change sent twice with one key, keepalive or not', async () => {
    const { cartItems } = await client.cart.add(cartId, [line]);
    const itemId = cartItems[0]?.cartItemId ?? '';
    const first = await client.cart.updateItem(cartId, itemId, { quantity: 10 }, { idempotencyKey: 'q-10' });
    await client.cart.updateItem(cartId, itemId, { quantity: 15 });
    const replay = await client.cart.updateItem(
      cartId,
      itemId,
      { quantity: 10 },
      { idempotencyKey: 'q-10', keepalive: true },
    );
    // The replay is the first answer (quantity 10) and changes nothing: the line stays at 15.
    expect(replay).toEqual(first);
    expect(await quantities()).toEqual([15]);
  });

  it('answers a reused key with another body as a 422 CommerceError', async () => {
    await client.cart.add(cartId, [line], { idempotencyKey: 'reused' });
    await expect(
      client.cart.add(cartId, [{ ...line, quantity: 7 }], { idempotencyKey: 'reused' }),
    ).rejects.toMatchObject({ status: 422, noResponse: false, body: { error: 'idempotency_key_reused' } });
  });
});
