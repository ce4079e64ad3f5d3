// @vitest-environment node
import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RenderPage } from './options';
import { createStorefrontServer, shutDownGracefully } from './server';
import { createTelemetry } from './telemetry';
import { builtClient, render, SECRET } from './test-server';

const dir = builtClient();

/** A stand-in commerce service on a real port: it records the headers it was sent. */
let upstream: ReturnType<typeof createServer>;
let upstreamUrl = '';
let upstreamHealthy = true;
const seen: IncomingHttpHeaders[] = [];
beforeAll(async () => {
  upstream = createServer((req, res) => {
    seen.push(req.headers);
    res.writeHead(req.url === '/health' && upstreamHealthy ? 200 : 503).end('{}');
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())));

const routed: RenderPage = async (request, page) => ({
  ...(await render(request, page)),
  route: '/produkt/$slug',
});
const server = (extra: Partial<Parameters<typeof createStorefrontServer>[0]> = {}) =>
  createStorefrontServer({
    brandId: 'bygg',
    clientDir: dir,
    commerceUrl: upstreamUrl,
    sessionSecret: SECRET,
    render: routed,
    htmlCacheSeconds: 10,
    log: () => {},
    ...extra,
  });

const metricValue = (text: string, name: string, labels: string) =>
  Number(
    text
      .split('\n')
      .find((line) => line.startsWith(`${name}{`) && line.includes(labels))
      ?.split(' ')
      .pop() ?? 0,
  );

describe('the request id', () => {
  it('answers with the proxy’s X-Request-Id and sends it to the services', async () => {
    const app = server();
    seen.length = 0;
    const answer = await app.request('/ready', { headers: { 'x-request-id': 'edge-42.abc' } });
    expect(answer.headers.get('x-request-id')).toBe('edge-42.abc');
    expect(seen.find((h) => h['x-request-id'] === 'edge-42.abc')).toBeDefined();
  });

  it('makes a new one when none comes or the one given is not well formed', async () => {
    const app = server();
    const none = (await app.request('/health')).headers.get('x-request-id');
    const bad = (await app.request('/health', { headers: { 'x-request-id': 'a b<script>' } })).headers.get(
      'x-request-id',
    );
    expect(none).toMatch(/^[0-9a-f-]{36}$/);
    expect(bad).toMatch(/^[0-9a-f-]{36}$/);
    expect(bad).not.toBe(none);
  });

  it('is in the error report of a request that failed', async () => {
    const envelopes: string[] = [];
    const app = server({
      render: async () => {
        throw new Error('render broke');
      },
      tracking: { errorDsn: 'https://key@errors.example.com/1' },
      fetch: async (_input, init) => {
        envelopes.push(String(init?.body));
        return new Response('{}');
      },
    });
    const answer = await app.request('/produkt/x', { headers: { 'x-request-id': 'req-report-1' } });
    expect(answer.status).toBe(500);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(envelopes.join('\n')).toContain('"request_id":"req-report-1"');
  });

  it('is on every JSON log line written while the request runs', async () => {
    const lines: string[] = [];
    const telemetry = createTelemetry({
      brandId: 'bygg',
      destination: { write: (l: string) => lines.push(l) },
    });
    const app = new Hono();
    app.use('*', telemetry.middleware());
    app.get('/x', (c) => {
      telemetry.log('something to tell');
      return c.text('ok');
    });
    await app.request('/x', { headers: { 'x-request-id': 'log-7' } });
    const parsed = lines.map((l) => JSON.parse(l));
    expect(parsed).toContainEqual(
      expect.objectContaining({ msg: 'something to tell', requestId: 'log-7', level: 'warn' }),
    );
    expect(parsed).toContainEqual(
      expect.objectContaining({ requestId: 'log-7', path: '/x', status: 200, brand: 'bygg' }),
    );
  });
});

describe('/metrics', () => {
  it('counts render time by route, the page cache and calls to the services', async () => {
    const app = server();
    const before = await (await app.request('/metrics')).text();
    expect(metricValue(before, 'shop_page_render_seconds_count', 'route="/produkt/$slug"')).toBe(0);
    await (await app.request('/produkt/a', { headers: { 'accept-encoding': 'identity' } })).text();
    // The cache has the whole page a moment after the first visitor's stream ended.
    await new Promise((resolve) => setTimeout(resolve, 10));
    await (await app.request('/produkt/a', { headers: { 'accept-encoding': 'identity' } })).text();
    await app.request('/ready');
    const after = await (await app.request('/metrics')).text();
    expect(
      metricValue(after, 'shop_page_render_seconds_count', 'route="/produkt/$slug",signed_in="no"'),
    ).toBe(1);
    expect(metricValue(after, 'shop_page_cache_total', 'result="miss"')).toBe(1);
    expect(metricValue(after, 'shop_page_cache_total', 'result="hit"')).toBe(1);
    expect(metricValue(after, 'shop_upstream_request_seconds_count', 'status="2xx"')).toBeGreaterThanOrEqual(
      1,
    );
    expect(after).toContain('shop_session_refreshes_total');
  });

  it('counts a service’s 5xx as an upstream error', async () => {
    const app = server();
    upstreamHealthy = false;
    try {
      expect((await app.request('/ready')).status).toBe(503);
    } finally {
      upstreamHealthy = true;
    }
    expect(
      metricValue(await (await app.request('/metrics')).text(), 'shop_upstream_errors_total', 'kind="5xx"'),
    ).toBe(1);
  });
});

describe('/health and /ready', () => {
  it('is alive whatever the services do, and ready only when they answer', async () => {
    const app = server();
    expect((await app.request('/health')).status).toBe(200);
    const ready = await app.request('/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready', sessionStore: { kind: 'memory', ok: true } });
    const down = server({ commerceUrl: 'http://127.0.0.1:1' });
    expect((await down.request('/health')).status).toBe(200);
    const notReady = await down.request('/ready');
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toMatchObject({ status: 'services-unavailable' });
  });
});

describe('shutDownGracefully', () => {
  it('finishes the request in flight, accepts no new connection, then resolves', async () => {
    const app = new Hono();
    app.get('/slow', async (c) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return c.text('finished');
    });
    const running = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => running.once('listening', resolve));
    const { port } = running.address() as AddressInfo;
    const get = () =>
      new Promise<string>((resolve, reject) => {
        httpRequest({ host: '127.0.0.1', port, path: '/slow', agent: false }, (res) => {
          let text = '';
          res.on('data', (chunk) => {
            text += chunk;
          });
          res.on('end', () => resolve(text));
        })
          .on('error', reject)
          .end();
      });
    const inFlight = get();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const stopped = shutDownGracefully(running as never, 5_000);
    await expect(get()).rejects.toThrow(/ECONNREFUSED/);
    expect(await inFlight).toBe('finished');
    expect(await stopped).toBe(true);
  });

  it('cuts what is still running at its time limit', async () => {
    const app = new Hono();
    app.get('/hang', () => new Promise<Response>(() => {}));
    const running = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => running.once('listening', resolve));
    const { port } = running.address() as AddressInfo;
    const hung = new Promise<void>((resolve) => {
      httpRequest({ host: '127.0.0.1', port, path: '/hang', agent: false })
        .on('error', () => resolve())
        .end();
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await shutDownGracefully(running as never, 200)).toBe(false);
    await hung;
  });
});
