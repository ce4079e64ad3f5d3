// @vitest-environment node
import { matchServiceRoute, PAGE_SERVICE_ROUTES } from '@shop/commerce-client/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plainClient, serverWith } from './test-server';

const dir = plainClient();

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
    const { app, reached } = serverWith(dir);
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
    const { app, reached } = serverWith(dir);
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
      dir,
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

describe('request bodies to the services', () => {
  it('takes a cart file of 1.5 MB and a batch of 1,000 lines', async () => {
    const { app, reached } = serverWith(dir);
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
