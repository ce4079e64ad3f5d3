// @vitest-environment node
// Issue 32's findings that need no real service: the /api allow-list (a property test over
// generated methods and paths), body limits, report limits, the session cookie's lifetimes,
// the Origin check behind TLS, the flash cookie and what a proxied answer may do.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { matchServiceRoute, PAGE_SERVICE_ROUTES } from '@shop/commerce-client/contract';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { createSignInLimits } from './limits';
import { createStorefrontServer, type RenderPage, type StorefrontServerOptions } from './server';
import { createSessionSeal } from './session-seal';

const SECRET = 'a-test-secret-of-at-least-32-characters';
const dir = mkdtempSync(join(tmpdir(), 'storefront-security-unit-'));
writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const render: RenderPage = async (_request, page) => ({
  response: new Response(
    `<html><head></head><body>${page.session ? 'signed-in' : 'visitor'} ${page.message ?? ''}</body></html>`,
  ),
  personal: page.session !== null,
  session: page.session,
});

/** A server whose services record what reached them and answer 200 (or `answer`). */
function serverWith(options: Partial<StorefrontServerOptions> = {}, answer?: () => Response) {
  const reached: { method: string; path: string; bytes: number }[] = [];
  const logged: string[] = [];
  const app = createStorefrontServer({
    brandId: 'bygg',
    clientDir: dir,
    commerceUrl: 'https://commerce.example.com',
    sessionSecret: SECRET,
    htmlCacheSeconds: 0,
    render,
    log: (line) => logged.push(line),
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const body = request.body ? await request.arrayBuffer() : new ArrayBuffer(0);
      reached.push({ method: request.method, path: new URL(request.url).pathname, bytes: body.byteLength });
      return answer?.() ?? Response.json({ ok: true });
    },
    ...options,
  });
  return { app, reached, logged };
}

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'] as const;

/** Paths built from the allow-list's own pieces, mutated, and from hostile pieces. */
const segment = fc.oneof(
  fc.constantFrom(
    ...new Set(
      PAGE_SERVICE_ROUTES.flatMap((route) => route.path.split('/').filter((s) => s && !s.startsWith(':'))),
    ),
  ),
  fc.constantFrom(
    '__sandbox',
    'accounts',
    'outbox',
    'reset',
    'faults',
    'stock',
    'procurement',
    'admin',
    'v2',
    'sessions',
  ),
  fc.constantFrom('..', '.', '%2e%2e', '%2E%2E', '%2f', '..%2F__sandbox', '%5c', 'a%00b', '', '%'),
  fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/),
);
const path = fc.array(segment, { minLength: 1, maxLength: 7 }).map((parts) => `/${parts.join('/')}`);

describe('the /api allow-list', () => {
  it('lets through only allow-listed method and path pairs: generated methods and paths, and every one that reached the service is in the list', async () => {
    const { app, reached } = serverWith();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...METHODS), path, async (method, apiPath) => {
        reached.length = 0;
        const answer = await app.request(`/api${apiPath}`, {
          method,
          headers: { 'content-type': 'application/json' },
          ...(method === 'GET' || method === 'HEAD' ? {} : { body: '{}' }),
        });
        for (const call of reached) {
          expect(call.path.startsWith('/__sandbox')).toBe(false);
          expect(matchServiceRoute(call.method, call.path), `${call.method} ${call.path}`).not.toBeNull();
        }
        // A path that `..` takes out of /api is a page request, not a service call (nothing reached).
        const normalised = new URL(`http://shop/api${apiPath}`).pathname;
        if (reached.length === 0 && normalised.startsWith('/api/')) expect(answer.status).toBe(404);
        if (reached.length > 0) expect(matchServiceRoute(method, normalised.slice(4))).not.toBeNull();
      }),
      { numRuns: 400 },
    );
  });

  it('forwards each route of the list, a parameter filled in, and nothing once a parameter would step out of its segment', async () => {
    const { app, reached } = serverWith();
    for (const route of PAGE_SERVICE_ROUTES) {
      const concrete = route.path.replace(/:[A-Za-z]+/g, 'x1');
      reached.length = 0;
      const answer = await app.request(`/api${concrete}`, {
        method: route.method,
        ...(route.method === 'GET' ? {} : { body: '{}' }),
      });
      expect(answer.status, `${route.method} ${route.path}`).toBe(200);
      expect(reached).toEqual([
        { method: route.method, path: concrete, bytes: route.method === 'GET' ? 0 : 2 },
      ]);
    }
    expect(matchServiceRoute('GET', '/orders/a%2F..%2F__sandbox')).toBeNull();
    expect(matchServiceRoute('GET', '/breadcrumbs/fastenings%2Fskruv')?.path).toBe('/breadcrumbs/:id');
    expect(matchServiceRoute('GET', '/orders/%2e%2e')).toBeNull();
    expect(matchServiceRoute('PUT', '/v2/cart/c1/variants/batch/update')?.path).toBe(
      '/v2/cart/:cartId/variants/batch/update',
    );
  });

  it('serves whatever a service answers with a CSP that runs nothing (an upstream HTML page)', async () => {
    const { app } = serverWith(
      {},
      () => new Response('<script>alert(1)</script>', { headers: { 'content-type': 'text/html' } }),
    );
    const answer = await app.request('/api/menu');
    expect(answer.headers.get('content-security-policy')).toBe(
      "sandbox; default-src 'none'; frame-ancestors 'none'",
    );
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

/** A body of `bytes` sent without a Content-Length (chunked), in 64 KB pieces. */
function chunked(bytes: number): ReadableStream<Uint8Array> {
  let sent = 0;
  const piece = new Uint8Array(64 * 1024).fill(120);
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      controller.enqueue(piece);
      sent += piece.length;
    },
  });
}

describe('request bodies', () => {
  const routes: [string, string][] = [
    ['/api/v2/cart/c1/variants/batch/add', 'application/json'],
    ['/api/v2/cart/c1/upload', 'multipart/form-data; boundary=x'],
    ['/session/login', 'application/json'],
    ['/session/context', 'application/json'],
    ['/punchout', 'application/x-www-form-urlencoded'],
    ['/punchout', 'multipart/form-data; boundary=x'],
    ['/csp-report', 'application/csp-report'],
    ['/_errors', 'application/x-sentry-envelope'],
  ];

  it('answers 413 past the limit on every route that reads one, with or without Content-Length, and forwards nothing', async () => {
    const { app, reached } = serverWith({ tracking: { errorDsn: 'https://key@errors.example.com/1' } });
    for (const [route, type] of routes) {
      const declared = await app.request(route, {
        method: 'POST',
        headers: { 'content-type': type, 'content-length': String(20 * 1024 * 1024) },
        body: 'x',
      });
      expect(declared.status, `${route} with Content-Length`).toBe(413);
      const streamed = await app.request(route, {
        method: 'POST',
        headers: { 'content-type': type },
        body: chunked(8 * 1024 * 1024),
        duplex: 'half',
      } as RequestInit);
      expect(streamed.status, `${route} chunked`).toBe(413);
    }
    expect(reached).toEqual([]);
  });

  it('takes a cart file of 1.5 MB and a batch of 1,000 lines', async () => {
    const { app, reached } = serverWith();
    const lines = Array.from({ length: 1000 }, (_, i) => ({
      articleNumber: String(1000000 + i),
      quantity: 1,
      deliveryId: 'DBI',
    }));
    const batch = await app.request('/api/v2/cart/c1/variants/batch/add', {
      method: 'POST',
      body: JSON.stringify({ items: lines }),
    });
    expect(batch.status).toBe(200);
    const file = await app.request('/api/v2/cart/c1/upload', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: 'x'.repeat(1536 * 1024),
    });
    expect(file.status).toBe(200);
    expect(reached.map((r) => r.bytes)).toEqual([JSON.stringify({ items: lines }).length, 1536 * 1024]);
  });
});

describe('reports anyone may post', () => {
  it('limits /csp-report per client and what reaches the log, and counts what it left out', async () => {
    let now = 0;
    const { app, logged } = serverWith({ now: () => now });
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++)
      statuses.push((await app.request('/csp-report', { method: 'POST', body: `{"n":${i}}` })).status);
    expect(statuses.filter((s) => s === 204)).toHaveLength(30);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
    expect(logged).toHaveLength(30);
    now += 61_000;
    expect((await app.request('/csp-report', { method: 'POST', body: '{}' })).status).toBe(204);
  });

  it('limits /_errors per client the same way', async () => {
    const { app } = serverWith({ tracking: { errorDsn: 'https://key@errors.example.com/1' } });
    const statuses: number[] = [];
    for (let i = 0; i < 35; i++)
      statuses.push((await app.request('/_errors', { method: 'POST', body: 'x' })).status);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
  });
});

describe('the session cookie', () => {
  it('ends at its absolute lifetime however it is used, and after 7 days unused', async () => {
    let now = Date.UTC(2026, 10, 1);
    const seal = createSessionSeal(SECRET, { now: () => now });
    const session = { token: 't', refreshToken: 'r', customerId: '10001' };
    const first = await seal.open(await seal.seal(session));
    expect(first?.sid).toMatch(/^[0-9a-f-]{36}$/);
    // Used every day: resealed with the same id and start, until 30 days after sign-in.
    let current = first;
    for (let day = 1; day < 30; day++) {
      now += 24 * 3600 * 1000;
      current = await seal.open(await seal.seal(current ?? session));
      expect(current?.sid).toBe(first?.sid);
    }
    now += 24 * 3600 * 1000;
    expect(await seal.open(await seal.seal(current ?? session))).toBeNull();
    // Not used for more than 7 days: over.
    const idle = await seal.seal(session);
    now += 7 * 24 * 3600 * 1000 + 1000;
    expect(await seal.open(idle)).toBeNull();
  });

  it('an old cookie without an id or an end (sealed before this change) is not a session', async () => {
    const { EncryptJWT } = await import('jose');
    const { createHash } = await import('node:crypto');
    const key = createHash('sha256').update(SECRET).digest();
    const legacy = await new EncryptJWT({ t: 't', r: 'r', c: '10001' })
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
      .setIssuedAt()
      .encrypt(key);
    expect(await createSessionSeal(SECRET).open(legacy)).toBeNull();
  });
});

describe('the Origin check behind a TLS-terminating proxy', () => {
  const login = (app: ReturnType<typeof createStorefrontServer>, headers: Record<string, string>) =>
    app.request('http://shop.internal:4173/session/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: '{}',
    });

  it('compares with PUBLIC_ORIGIN when set, else with the trusted proxy headers, else with the request', async () => {
    const configured = serverWith({ proxy: { publicOrigin: 'https://www.bygghandeln.se' } }).app;
    expect((await login(configured, { origin: 'https://www.bygghandeln.se' })).status).toBe(400);
    expect((await login(configured, { origin: 'http://shop.internal:4173' })).status).toBe(403);
    const trusted = serverWith({ proxy: { trustProxy: true } }).app;
    const proxied = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.bygghandeln.se' };
    expect((await login(trusted, { ...proxied, origin: 'https://www.bygghandeln.se' })).status).toBe(400);
    expect((await login(trusted, { ...proxied, origin: 'https://evil.example' })).status).toBe(403);
    // Not trusted: the forwarded headers change nothing.
    const plain = serverWith().app;
    expect((await login(plain, { ...proxied, origin: 'https://www.bygghandeln.se' })).status).toBe(403);
    expect((await login(plain, { origin: 'http://shop.internal:4173' })).status).toBe(400);
  });
});

describe('sign-in limits', () => {
  it('let a whole office behind one address mistype now and then, and stop one account being guessed', () => {
    let now = 0;
    const limits = createSignInLimits({ now: () => now });
    // 30 colleagues, 3 typos each, from one address: nobody waits.
    for (let person = 0; person < 30; person++)
      for (let typo = 0; typo < 3; typo++) {
        expect(limits.check(`kollega${person}`, '203.0.113.7')).toBe(0);
        limits.failed(`kollega${person}`, '203.0.113.7');
      }
    expect(limits.check('kollega31', '203.0.113.7')).toBe(0);
    // One account: after 5 wrong passwords it waits 1 s, then 2, 4 … (from any address).
    for (let i = 0; i < 5; i++) limits.failed('anna.user', `198.51.100.${i}`);
    expect(limits.check('Anna.User ', '192.0.2.1')).toBe(1);
    now += 1000;
    expect(limits.check('anna.user', '192.0.2.1')).toBe(0);
    limits.failed('anna.user', '192.0.2.1');
    expect(limits.check('anna.user', '192.0.2.1')).toBe(2);
    for (let i = 0; i < 20; i++) limits.failed('anna.user', '192.0.2.1');
    expect(limits.check('anna.user', '192.0.2.1')).toBe(15 * 60);
    // An address with 100 wrong passwords across accounts waits 15 minutes.
    for (let i = 0; i < 100; i++) limits.failed(`gissning${i}`, '198.51.100.99');
    expect(limits.check('someone.else', '198.51.100.99')).toBe(15 * 60);
    // A right password clears its account.
    limits.succeeded('kollega1');
    expect(limits.check('kollega1', '203.0.113.7')).toBe(0);
  });
});

describe('the flash cookie', () => {
  it("shows a page, not a 500, for an inherited property's name (constructor, toString)", async () => {
    const { app } = serverWith();
    for (const value of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      const page = await app.request('/', { headers: { cookie: `shop_flash=${value}` } });
      expect(page.status, value).toBe(200);
    }
    const known = await app.request('/', { headers: { cookie: 'shop_flash=please_login' } });
    expect(await known.text()).toContain('start.please_login');
  });
});
