import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { CommerceError } from '../errors';
import { createTransport, RETRY_STATUSES } from '../http';
import { memoryTokenStore } from '../tokens';
import { fakeJwt, fakeServer, send } from './fake-server';

const nowSeconds = () => Math.floor(Date.now() / 1000);
const validToken = (ver = 2) => fakeJwt({ sub: 'u1', exp: nowSeconds() + 900, ver });
const staleToken = () => fakeJwt({ sub: 'u1', exp: nowSeconds() + 5, ver: 2 });
const Ok = z.object({ ok: z.boolean() });
const fastRetry = { limit: 2, backoffLimitMs: 5, maxRetryAfterMs: 50 };

describe('token refresh', () => {
  it('refreshes once for 100 concurrent requests with a stale token, and sends all 100 with the new token', async () => {
    const fresh = validToken();
    const server = await fakeServer(async (req, res) => {
      if (req.url === '/v2/sessions/') {
        await new Promise((r) => setTimeout(r, 50));
        return send(res, 200, { token: fresh, refreshToken: 'r2', customerId: 'c1' });
      }
      send(res, 200, { ok: req.headers.authorization === `Bearer ${fresh}` });
    });
    const store = memoryTokenStore({ token: staleToken(), refreshToken: 'r1', customerId: 'c1' });
    const transport = createTransport({
      commerceUrl: server.url,
      tokenStore: store,
      refreshMarginSeconds: 60,
    });
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        transport.request({ service: 'cart', method: 'get', path: '/x', schema: Ok }),
      ),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    expect(server.requests.filter((r) => r.url === '/v2/sessions/')).toHaveLength(1);
    expect(JSON.parse(server.requests.find((r) => r.url === '/v2/sessions/')?.body ?? '')).toEqual({
      refreshToken: 'r1',
      customerId: 'c1',
    });
    expect(store.get()?.refreshToken).toBe('r2');
    await server.close();
  });

  it('five tabs sharing one token store and a lock refresh once, and none is signed out by a replayed refresh token', async () => {
    let issued = 1;
    const used = new Set<string>();
    let revoked = false;
    const server = await fakeServer(async (req, res) => {
      if (req.url === '/v2/sessions/') {
        const { refreshToken } = JSON.parse(req.body) as { refreshToken: string };
        // Like the service: a refresh token used twice is a replay, and the whole family goes.
        if (used.has(refreshToken) || revoked) {
          revoked = true;
          return send(res, 401, { error: 'invalid_token', message: 'Invalid token' });
        }
        used.add(refreshToken);
        await new Promise((r) => setTimeout(r, 30));
        issued++;
        return send(res, 200, { token: validToken(), refreshToken: `r${issued}`, customerId: 'c1' });
      }
      send(res, revoked ? 401 : 200, { ok: true });
    });
    // The tabs' shared storage and the browser's lock (navigator.locks: one holder at a time).
    const shared = memoryTokenStore({ token: staleToken(), refreshToken: 'r1', customerId: 'c1' });
    let queue = Promise.resolve();
    const refreshLock = <T>(run: () => Promise<T>) => {
      const result = queue.then(run);
      queue = result.then(
        () => undefined,
        () => undefined,
      );
      return result;
    };
    const unauthorized = vi.fn();
    const tabs = Array.from({ length: 5 }, () =>
      createTransport({
        commerceUrl: server.url,
        tokenStore: shared,
        refreshMarginSeconds: 60,
        refreshLock,
        onUnauthorized: unauthorized,
      }),
    );
    const results = await Promise.all(
      tabs.flatMap((tab) =>
        Array.from({ length: 10 }, () =>
          tab.request({ service: 'cart', method: 'get', path: '/x', schema: Ok }),
        ),
      ),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    expect(server.requests.filter((r) => r.url === '/v2/sessions/')).toHaveLength(1);
    expect(unauthorized).not.toHaveBeenCalled();
    expect(shared.get()?.refreshToken).toBe('r2');
    await server.close();
  });

  it('sends nothing when another tab signed out while this one waited for the refresh lock', async () => {
    const server = await fakeServer((_req, res) => send(res, 200, { ok: true }));
    const shared = memoryTokenStore({ token: staleToken(), refreshToken: 'r1', customerId: 'c1' });
    const transport = createTransport({
      commerceUrl: server.url,
      tokenStore: shared,
      refreshMarginSeconds: 60,
      // The other tab held the lock and signed out.
      refreshLock: (run) => {
        shared.clear();
        return run();
      },
    });
    await expect(
      transport.request({ service: 'cart', method: 'get', path: '/x', schema: Ok }),
    ).rejects.toMatchObject({ status: 401 });
    expect(server.requests).toHaveLength(0);
    await server.close();
  });

  it('forces a refresh-token login for a version-1 token even when it is not near expiry', async () => {
    const fresh = validToken(2);
    const server = await fakeServer((req, res) =>
      req.url === '/v2/sessions/'
        ? send(res, 200, { token: fresh, refreshToken: 'r2', customerId: 'c1' })
        : send(res, 200, { ok: true }),
    );
    const transport = createTransport({
      commerceUrl: server.url,
      tokenStore: memoryTokenStore({ token: validToken(1), refreshToken: 'r1', customerId: 'c1' }),
    });
    await transport.request({ service: 'users', method: 'get', path: '/x', schema: Ok });
    expect(server.requests.map((r) => r.url)).toEqual(['/v2/sessions/', '/x']);
    await server.close();
  });

  it('treats an undecodable token as invalid and refreshes it', async () => {
    const server = await fakeServer((req, res) =>
      req.url === '/v2/sessions/'
        ? send(res, 200, { token: validToken(), refreshToken: 'r2', customerId: 'c1' })
        : send(res, 200, { ok: true }),
    );
    const transport = createTransport({
      commerceUrl: server.url,
      tokenStore: memoryTokenStore({ token: 'not-a-jwt', refreshToken: 'r1', customerId: 'c1' }),
    });
    await transport.request({ service: 'users', method: 'get', path: '/x', schema: Ok });
    expect(server.requests[0]?.url).toBe('/v2/sessions/');
    await server.close();
  });

  it('signs out when the refresh itself answers 401', async () => {
    const onUnauthorized = vi.fn();
    const server = await fakeServer((_req, res) => send(res, 401, 'Invalid token'));
    const store = memoryTokenStore({ token: staleToken(), refreshToken: 'r1', customerId: 'c1' });
    const transport = createTransport({ commerceUrl: server.url, tokenStore: store, onUnauthorized });
    await expect(
      transport.request({ service: 'cart', method: 'get', path: '/x', schema: Ok }),
    ).rejects.toMatchObject({
      status: 401,
      messageKey: 'errors.invalid_token',
    });
    expect(store.get()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await server.close();
  });
});

describe('retries', () => {
  const methods = ['get', 'put', 'delete', 'post', 'patch'] as const;
  const cases = methods.flatMap((method) => RETRY_STATUSES.map((status) => [method, status] as const));

  it.each(cases)('%s answered %i is retried only when the method is idempotent', async (method, status) => {
    let calls = 0;
    const server = await fakeServer((_req, res) => {
      calls += 1;
      if (calls === 1) return send(res, status, { error: 'x', message: 'x' });
      send(res, 200, { ok: true });
    });
    const transport = createTransport({
      commerceUrl: server.url,
      tokenStore: memoryTokenStore(),
      retry: fastRetry,
    });
    const call = transport.request({ service: 'cart', method, path: '/x', auth: 'none', schema: Ok });
    if (method === 'post' || method === 'patch') {
      await expect(call).rejects.toBeInstanceOf(CommerceError);
      expect(calls).toBe(1);
    } else {
      await expect(call).resolves.toEqual({ ok: true });
      expect(calls).toBe(2);
    }
    await server.close();
  });

  it.each([400, 403, 404, 413, 422])('does not retry a GET answered %i', async (status) => {
    let calls = 0;
    const server = await fakeServer((_req, res) => {
      calls += 1;
      send(res, status, { error: 'x', message: 'x' });
    });
    const transport = createTransport({
      commerceUrl: server.url,
      tokenStore: memoryTokenStore(),
      retry: fastRetry,
    });
    await expect(
      transport.request({ service: 'cart', method: 'get', path: '/x', auth: 'none' }),
    ).rejects.toBeInstanceOf(CommerceError);
    expect(calls).toBe(1);
    await server.close();
  });

  it('honours Retry-After up to the cap', async () => {
    const times: number[] = [];
    const server = await fakeServer((_req, res) => {
      times.push(performance.now());
      if (times.length === 1) return send(res, 429, { error: 'x', message: 'x' }, { 'retry-after': '1' });
      send(res, 200, { ok: true });
    });
    const transport = createTransport({
      commerceUrl: server.url,
      tokenStore: memoryTokenStore(),
      retry: { limit: 2, backoffLimitMs: 5, maxRetryAfterMs: 200 },
    });
    await transport.request({ service: 'cart', method: 'get', path: '/x', auth: 'none', schema: Ok });
    const waited = (times[1] ?? 0) - (times[0] ?? 0);
    expect(waited).toBeGreaterThanOrEqual(150);
    expect(waited).toBeLessThan(900);
    await server.close();
  });

  it('gives up after the limit with the catalogue key of the last status', async () => {
    const server = await fakeServer((_req, res) => send(res, 503, { error: 'x', message: 'x' }));
    const transport = createTransport({
      commerceUrl: server.url,
      tokenStore: memoryTokenStore(),
      retry: fastRetry,
    });
    await expect(
      transport.request({ service: 'cart', method: 'get', path: '/x', auth: 'none' }),
    ).rejects.toMatchObject({
      status: 503,
      messageKey: 'errors.internal_server_error',
      noResponse: false,
    });
    expect(server.requests).toHaveLength(3);
    await server.close();
  });
});

describe('401 on any call', () => {
  it('aborts every pending request, clears the session and fires onUnauthorized once', async () => {
    const onUnauthorized = vi.fn();
    const server = await fakeServer(async (req, res) => {
      if (req.url === '/slow') {
        await new Promise((r) => setTimeout(r, 2_000));
        return send(res, 200, { ok: true });
      }
      send(res, 401, 'Invalid token');
    });
    const store = memoryTokenStore({ token: validToken(), refreshToken: 'r1', customerId: 'c1' });
    const transport = createTransport({ commerceUrl: server.url, tokenStore: store, onUnauthorized });
    const slow = Array.from({ length: 5 }, () =>
      transport.request({ service: 'cart', method: 'get', path: '/slow', schema: Ok }),
    );
    const settled = Promise.allSettled(slow);
    await new Promise((r) => setTimeout(r, 50));
    await expect(transport.request({ service: 'cart', method: 'post', path: '/fail' })).rejects.toMatchObject(
      { status: 401, messageKey: 'errors.invalid_token' },
    );
    await expect(
      transport.request({ service: 'cart', method: 'post', path: '/fail', auth: 'optional' }),
    ).rejects.toMatchObject({ status: 401 });
    const outcomes = await settled;
    expect(
      outcomes.every(
        (o) => o.status === 'rejected' && (o.reason as CommerceError).message === 'Request aborted',
      ),
    ).toBe(true);
    expect(
      outcomes.every((o) => o.status === 'rejected' && (o.reason as CommerceError).report === false),
    ).toBe(true);
    expect(transport.pendingCount).toBe(0);
    expect(store.get()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await server.close();
  });
});

describe('bad answers', () => {
  it('turns malformed JSON into a CommerceError naming the call', async () => {
    const server = await fakeServer((_req, res) => send(res, 200, '{"ok":'));
    const transport = createTransport({ commerceUrl: server.url, tokenStore: memoryTokenStore() });
    await expect(
      transport.request({ service: 'catalogue', method: 'get', path: '/menu', auth: 'none', schema: Ok }),
    ).rejects.toThrow('Malformed JSON from catalogue (/menu)');
    await server.close();
  });

  it('turns a schema mismatch into a CommerceError naming the field, never undefined', async () => {
    const onError = vi.fn();
    const server = await fakeServer((_req, res) => send(res, 200, { ok: 'yes' }));
    const transport = createTransport({ commerceUrl: server.url, tokenStore: memoryTokenStore(), onError });
    await expect(
      transport.request({ service: 'catalogue', method: 'get', path: '/menu', auth: 'none', schema: Ok }),
    ).rejects.toThrow(/ok/);
    expect(onError).toHaveBeenCalledTimes(1);
    await server.close();
  });

  it('maps the catalogue keys: Invalid token, 403, 404 and the service default', async () => {
    const statuses: Record<string, [number, unknown]> = {
      '/a': [400, 'Invalid token'],
      '/b': [403, { error: 'x', message: 'x' }],
      '/c': [404, { error: 'x', message: 'x' }],
      '/d': [400, { error: 'x', message: 'x' }],
    };
    const server = await fakeServer((req, res) => {
      const [status, body] = statuses[req.url ?? ''] ?? [500, ''];
      send(res, status, body);
    });
    const transport = createTransport({ commerceUrl: server.url, tokenStore: memoryTokenStore() });
    const key = (path: string) =>
      transport
        .request({ service: 'cart', method: 'post', path, auth: 'none' })
        .catch((e: CommerceError) => e.messageKey);
    expect(await key('/a')).toBe('errors.invalid_token');
    expect(await key('/b')).toBe('errors.forbidden_action');
    expect(await key('/c')).toBe('errors.not_found');
    expect(await key('/d')).toBe('errors.cart_service_not_available');
    await server.close();
  });

  it('reports a refused connection as Network Error', async () => {
    const server = await fakeServer((_req, res) => send(res, 200, {}));
    await server.close();
    const transport = createTransport({
      commerceUrl: server.url,
      tokenStore: memoryTokenStore(),
      retry: { limit: 0 },
    });
    await expect(
      transport.request({ service: 'cart', method: 'get', path: '/x', auth: 'none' }),
    ).rejects.toMatchObject({
      message: 'Network Error',
      status: 0,
      messageKey: 'errors.unknown_error_occurred',
      noResponse: true,
    });
  });

  it('reports a timeout as "timeout of {n}ms exceeded"', async () => {
    const server = await fakeServer(async (_req, res) => {
      await new Promise((r) => setTimeout(r, 500));
      send(res, 200, { ok: true });
    });
    const transport = createTransport({
      commerceUrl: server.url,
      tokenStore: memoryTokenStore(),
      timeoutMs: 100,
      retry: { limit: 0 },
    });
    await expect(
      transport.request({ service: 'cart', method: 'get', path: '/x', auth: 'none' }),
    ).rejects.toMatchObject({
      message: 'timeout of 100ms exceeded',
      status: 0,
      messageKey: 'errors.unknown_error_occurred',
      noResponse: true,
    });
    await server.close();
  });

  it('marks an aborted call "Request aborted" and never reports it', async () => {
    const onError = vi.fn();
    const server = await fakeServer(async (_req, res) => {
      await new Promise((r) => setTimeout(r, 500));
      send(res, 200, { ok: true });
    });
    const transport = createTransport({ commerceUrl: server.url, tokenStore: memoryTokenStore(), onError });
    const controller = new AbortController();
    const call = transport.request({
      service: 'cart',
      method: 'get',
      path: '/x',
      auth: 'none',
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 20);
    await expect(call).rejects.toMatchObject({ message: 'Request aborted', report: false, noResponse: true });
    expect(onError).not.toHaveBeenCalled();
    await server.close();
  });

  it('answers undefined for a status the call ignores (delivery dates 404)', async () => {
    const server = await fakeServer((_req, res) => send(res, 404, { error: 'not_found', message: 'x' }));
    const transport = createTransport({ commerceUrl: server.url, tokenStore: memoryTokenStore() });
    await expect(
      transport.request({ service: 'customers', method: 'get', path: '/x', auth: 'none', okStatuses: [404] }),
    ).resolves.toBeUndefined();
    await server.close();
  });
});

describe('CommerceError.noResponse', () => {
  it('tells an answer apart from no answer: false for every status the service answers, and a bad body', async () => {
    const server = await fakeServer((req, res) =>
      req.url === '/bad'
        ? send(res, 200, { ok: 'yes' })
        : send(res, Number(req.url?.slice(1)), { error: 'x' }),
    );
    const transport = createTransport({
      commerceUrl: server.url,
      tokenStore: memoryTokenStore(),
      retry: { limit: 0 },
    });
    for (const path of ['/400', '/404', '/409', '/422', '/500', '/503', '/bad']) {
      const error = (await transport
        .request({ service: 'cart', method: 'post', path, auth: 'none', schema: Ok })
        .catch((e) => e)) as CommerceError;
      expect(error).toBeInstanceOf(CommerceError);
      expect([path, error.noResponse]).toEqual([path, false]);
    }
    await server.close();
  });

  it('is false for a call refused before it was sent (not signed in)', async () => {
    const transport = createTransport({ commerceUrl: 'http://127.0.0.1:9', tokenStore: memoryTokenStore() });
    await expect(transport.request({ service: 'cart', method: 'post', path: '/x' })).rejects.toMatchObject({
      status: 401,
      noResponse: false,
    });
  });

  it('is true for a POST that timed out after the service received it', async () => {
    const server = await fakeServer(async (_req, res) => {
      await new Promise((r) => setTimeout(r, 300));
      send(res, 200, { ok: true });
    });
    const transport = createTransport({
      commerceUrl: server.url,
      tokenStore: memoryTokenStore(),
      timeoutMs: 50,
    });
    await expect(
      transport.request({ service: 'cart', method: 'post', path: '/x', auth: 'none', json: {} }),
    ).rejects.toMatchObject({ status: 0, noResponse: true, message: 'timeout of 50ms exceeded' });
    expect(server.requests).toHaveLength(1);
    await server.close();
  });
});

describe('keepalive', () => {
  it('is set on the Request handed to fetch, and on its retries', async () => {
    const seen: boolean[] = [];
    const fetch = (async (input: Request) => {
      seen.push(input.keepalive);
      return new Response(JSON.stringify(seen.length === 1 ? { error: 'x' } : { ok: true }), {
        status: seen.length === 1 ? 503 : 200,
        headers: { 'content-type': 'application/json' },
      });
    }) as unknown as typeof globalThis.fetch;
    const transport = createTransport({
      commerceUrl: 'http://shop.test',
      tokenStore: memoryTokenStore(),
      fetch,
      retry: fastRetry,
    });
    await transport.request({
      service: 'cart',
      method: 'put',
      path: '/x',
      auth: 'none',
      keepalive: true,
      schema: Ok,
    });
    await transport.request({ service: 'cart', method: 'put', path: '/x', auth: 'none', schema: Ok });
    expect(seen).toEqual([true, true, false]);
  });
});

describe('search service', () => {
  /** The headers one search-service call sends, with the transport's `searchApiVersion`. */
  async function searchHeaders(searchApiVersion?: string) {
    const server = await fakeServer((_req, res) => send(res, 200, { ok: true }));
    const transport = createTransport({
      commerceUrl: 'http://127.0.0.1:9',
      searchUrl: server.url,
      ...(searchApiVersion ? { searchApiVersion } : {}),
      tokenStore: memoryTokenStore(),
    });
    await transport.request({
      service: 'search',
      method: 'post',
      path: '/search',
      auth: 'none',
      json: {},
      searchService: true,
      schema: Ok,
    });
    await server.close();
    return server.requests[0]?.headers;
  }

  it('sends api-version and user-id (default server)', async () => {
    expect(await searchHeaders('3')).toMatchObject({ 'api-version': '3', 'user-id': 'server' });
  });

  it("sends api-version '1' when none is configured", async () => {
    expect(await searchHeaders()).toMatchObject({ 'api-version': '1' });
  });

  it.each(['', ' 2', '1; x', 'a'.repeat(33), '2\n'])(
    'refuses the api-version %j before any request',
    (version) => {
      expect(() =>
        createTransport({
          commerceUrl: 'http://127.0.0.1:9',
          searchApiVersion: version,
          tokenStore: memoryTokenStore(),
        }),
      ).toThrow(TypeError);
    },
  );
});

describe('session held by a proxy (sessionProxy)', () => {
  it('sends no token and refreshes nothing, and a 401 on a session call ends the session once', async () => {
    const server = await fakeServer(async (req, res) => {
      if (req.url === '/public') return send(res, 401, { message: 'no' });
      send(res, req.url === '/mine' ? 401 : 200, { ok: req.headers.authorization === undefined });
    });
    const onUnauthorized = vi.fn();
    const transport = createTransport({
      commerceUrl: server.url,
      tokenStore: memoryTokenStore({ token: staleToken(), refreshToken: 'r1', customerId: 'c1' }),
      sessionProxy: true,
      onUnauthorized,
    });
    expect(await transport.request({ service: 'cart', method: 'get', path: '/x', schema: Ok })).toEqual({
      ok: true,
    });
    // A call that needs no session (a sign-in) answered 401 is only an answer.
    await expect(
      transport.request({ service: 'auth', method: 'post', path: '/public', auth: 'none', schema: Ok }),
    ).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
    await expect(
      transport.request({ service: 'cart', method: 'get', path: '/mine', schema: Ok }),
    ).rejects.toMatchObject({
      status: 401,
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(server.requests.some((r) => r.url === '/v2/sessions/')).toBe(false);
    await server.close();
  });
});
