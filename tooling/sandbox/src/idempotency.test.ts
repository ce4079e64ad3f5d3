import { CartMutationResponse, CheckoutResponse } from '@shop/commerce-client/contract';
import { nextDeliverableDate } from '@shop/delivery-rules';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningSandbox } from './index.ts';
import { call, expectContract, login, privateSandbox } from './test-utils.ts';

let sandbox: RunningSandbox;
let token: string;
let cartId: string;
let counter = 0;
/** A fresh key per use, so tests never see each other's answers. */
const newKey = () => `test-${Date.now()}-${++counter}`;
const line = (quantity = 5, articleNumber = '1000001') => ({ articleNumber, quantity, deliveryId: 'DBI' });

const add = (key: string | undefined, items: unknown[] = [line()], t = token, cart = cartId) =>
  call(sandbox, 'POST', `/v2/cart/${cart}/variants/batch/add`, {
    token: t,
    body: { items },
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });
const quantities = async () =>
  (await call(sandbox, 'GET', `/v2/cart/${cartId}`, { token })).body.cartItems.map(
    (i: { articleNumber: string; quantity: number }) => [i.articleNumber, i.quantity],
  );
const fault = (body: Record<string, unknown>) => call(sandbox, 'POST', '/__sandbox/faults', { body });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function upload(key: string, content: string) {
  // A new FormData each time: a new multipart boundary, as when a page builds the form again.
  const form = new FormData();
  form.set('file', new File([content], 'lista.csv'));
  form.set('deliveryId', 'DBI');
  const res = await fetch(`${sandbox.url}/v2/cart/${cartId}/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
    body: form,
  });
  return { status: res.status, replayed: res.headers.get('idempotent-replayed'), body: await res.json() };
}

beforeAll(async () => {
  sandbox = await privateSandbox();
  token = (await login(sandbox, 'anna.user')).token;
  cartId = (await call(sandbox, 'GET', '/v2/cart', { token })).body.cartId;
});
beforeEach(async () => {
  await call(sandbox, 'DELETE', `/v2/cart/${cartId}/variants`, { token });
});
afterEach(() => call(sandbox, 'DELETE', '/__sandbox/faults'));
afterAll(() => sandbox.stop());

describe('Idempotency-Key on cart writes', () => {
  it('replays the first answer to a retry with the same key and does not add the line again', async () => {
    const key = newKey();
    const first = await add(key);
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await add(key);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(expectContract(CartMutationResponse, again.body)).toEqual(first.body);
    expect(await quantities()).toEqual([['1000001', 5]]);
  });

  it('answers a replay to the browser origin with the CORS headers, the replay marker readable', async () => {
    const key = newKey();
    const send = () =>
      call(sandbox, 'POST', `/v2/cart/${cartId}/variants/batch/add`, {
        token,
        body: { items: [line()] },
        headers: { 'idempotency-key': key, origin: 'http://localhost:4173' },
      });
    await send();
    const replay = await send();
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.headers.get('access-control-allow-origin')).toBe('http://localhost:4173');
    expect(replay.headers.get('access-control-expose-headers')).toBe('Idempotent-Replayed');
    expect(replay.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('adds again for a new key and for a request without one', async () => {
    await add(newKey());
    await add(newKey());
    await add(undefined);
    expect(await quantities()).toEqual([['1000001', 15]]);
  });

  it('answers 409 idempotency_in_progress while a delay fault holds the first request, then replays it', async () => {
    await fault({
      method: 'POST',
      path: '/v2/cart/*/variants/batch/add',
      delayMs: 600,
      times: 1,
    });
    const key = newKey();
    const first = add(key);
    await sleep(150);
    const during = await add(key);
    expect(during.status).toBe(409);
    expect(during.body).toMatchObject({ error: 'idempotency_in_progress', message: expect.any(String) });
    expect((await first).status).toBe(200);
    const after = await add(key);
    expect(after.headers.get('idempotent-replayed')).toBe('true');
    expect(await quantities()).toEqual([['1000001', 5]]);
  });

  it('keeps the answer of a request the client gave up on (a timeout), so its retry does not double the line', async () => {
    await fault({
      method: 'POST',
      path: '/v2/cart/*/variants/batch/add',
      delayMs: 500,
      times: 1,
    });
    const key = newKey();
    await expect(
      fetch(`${sandbox.url}/v2/cart/${cartId}/variants/batch/add`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'idempotency-key': key,
        },
        body: JSON.stringify({ items: [line()] }),
        signal: AbortSignal.timeout(100),
      }),
    ).rejects.toThrow();
    // The sandbox still applies it once the delay is over (as the real service would).
    await expect.poll(quantities, { timeout: 3_000 }).toEqual([['1000001', 5]]);
    // Retried until the first is done (409 before that), as the storefront does.
    let retry = await add(key);
    while (retry.status === 409) retry = await sleep(50).then(() => add(key));
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await quantities()).toEqual([['1000001', 5]]);
  });

  it('answers 422 idempotency_key_reused for the same key with another body, changing nothing', async () => {
    const key = newKey();
    await add(key);
    const other = await add(key, [line(7)]);
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ error: 'idempotency_key_reused' });
    expect(await quantities()).toEqual([['1000001', 5]]);
  });

  it.each([
    ['a 5xx', { status: 500 }],
    ['a 503', { status: 503 }],
    ['a dropped connection', { dropConnection: true }],
    ['a 429', { status: 429 }],
  ])('frees the key after %s so a retry runs', async (_, effect) => {
    await fault({ method: 'POST', path: '/v2/cart/*/variants/batch/add', times: 1, ...effect });
    const key = newKey();
    await add(key).catch(() => null);
    expect(await quantities()).toEqual([]);
    const retry = await add(key);
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
    expect(await quantities()).toEqual([['1000001', 5]]);
  });

  it('keeps a 4xx answer: the retry gets the same refusal', async () => {
    const key = newKey();
    const refused = await add(key, [{ articleNumber: '1000001', quantity: 0, deliveryId: 'DBI' }]);
    expect(refused.status).toBe(400);
    const again = await add(key, [{ articleNumber: '1000001', quantity: 0, deliveryId: 'DBI' }]);
    expect(again).toMatchObject({ status: 400, body: refused.body });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
  });

  it("scopes keys to the user: another user's request with the same key and path runs as its own", async () => {
    const key = newKey();
    expect((await add(key)).status).toBe(200);
    const erik = (await login(sandbox, 'erik.flerkund')).token;
    const theirs = await add(key, [line()], erik);
    // The route ran for erik (anna's cart does not exist for him); anna's answer was not replayed to him.
    expect(theirs.status).toBe(404);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
  });

  it('scopes keys to the path: the same key on another write runs', async () => {
    const key = newKey();
    const { cartItems } = (await add(key)).body;
    const update = await call(sandbox, 'PUT', `/v2/cart/${cartId}/variants/${cartItems[0].cartItemId}`, {
      token,
      body: { quantity: 8 },
      headers: { 'idempotency-key': key },
    });
    expect(update.status).toBe(200);
    expect(update.headers.get('idempotent-replayed')).toBeNull();
    expect(await quantities()).toEqual([['1000001', 8]]);
  });

  it.each([
    ['empty', ''],
    ['with a space', 'två ord'],
    ['longer than 255 characters', 'k'.repeat(256)],
  ])('refuses a key that is %s with 400', async (_, key) => {
    const res = await add(key);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'bad_request', field: 'Idempotency-Key' });
    expect(await quantities()).toEqual([]);
  });

  it('accepts a key of 255 visible characters', async () => {
    expect((await add('~'.repeat(255))).status).toBe(200);
  });

  it('replays an upload built again with a new multipart boundary, and refuses another file', async () => {
    const key = newKey();
    const first = await upload(key, '1000002;3\n');
    expect(first.status).toBe(200);
    const again = await upload(key, '1000002;3\n');
    expect(again).toMatchObject({ status: 200, replayed: 'true', body: first.body });
    expect((await upload(key, '1000002;4\n')).status).toBe(422);
    expect(await quantities()).toEqual([['1000002', 3]]);
  });

  it('replays a transfer instead of moving lines twice', async () => {
    const erik = (await login(sandbox, 'erik.flerkund')).token;
    const source = (await call(sandbox, 'GET', '/v2/cart', { token: erik })).body.cartId;
    await add(undefined, [line(2, '1000005')], erik, source);
    await call(sandbox, 'PUT', `/v2/cart/${source}/status`, { token: erik, body: { status: 'DELETED' } });
    const dest = (await call(sandbox, 'GET', '/v2/cart', { token: erik })).body.cartId;
    const key = newKey();
    const transfer = () =>
      call(sandbox, 'PUT', `/v2/cart/${dest}/transfer/${source}`, {
        token: erik,
        headers: { 'idempotency-key': key },
      });
    const first = await transfer();
    const again = await transfer();
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(first.body.cartItems.map((i: { quantity: number }) => i.quantity)).toEqual([2]);
  });

  it('replays a checkout: a retried order is placed once', async () => {
    await add(undefined);
    const key = newKey();
    const details = { DBI: { requestedDeliveryDate: nextDeliverableDate(new Date()) } };
    const checkout = () =>
      call(sandbox, 'POST', `/v2/cart/${cartId}/checkout`, {
        token,
        body: { orderDetails: details },
        headers: { 'idempotency-key': key },
      });
    const first = expectContract(CheckoutResponse, (await checkout()).body);
    const again = await checkout();
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first);
    expect(first.map((o) => o.success)).toEqual([true]);
  });

  it('ignores the key on a request without a valid token (the route answers 401)', async () => {
    const res = await call(sandbox, 'POST', `/v2/cart/${cartId}/variants/batch/add`, {
      body: { items: [line()] },
      headers: { 'idempotency-key': newKey() },
    });
    expect(res).toMatchObject({ status: 401, body: 'Invalid token' });
  });
});

describe('POST /__sandbox/reset', () => {
  it('clears the keys', async () => {
    // A path that outlives the reset: a cart that does not exist answers a kept 404.
    const key = newKey();
    const missing = (t: string) =>
      call(sandbox, 'POST', '/v2/cart/no-such-cart/variants/batch/add', {
        token: t,
        body: { items: [line()] },
        headers: { 'idempotency-key': key },
      });
    expect((await missing(token)).status).toBe(404);
    expect((await missing(token)).headers.get('idempotent-replayed')).toBe('true');
    await call(sandbox, 'POST', '/__sandbox/reset');
    const fresh = (await login(sandbox, 'anna.user')).token;
    const after = await missing(fresh);
    expect(after.status).toBe(404);
    expect(after.headers.get('idempotent-replayed')).toBeNull();
    token = fresh;
    cartId = (await call(sandbox, 'GET', '/v2/cart', { token })).body.cartId;
  });
});
