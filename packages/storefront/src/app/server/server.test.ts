// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createStorefrontServer } from './server';
import { builtClient, plainClient, render, serverWith, testApp } from './test-server';

const dir = builtClient();
const app = testApp(dir);
const plain = plainClient();

describe('createStorefrontServer', () => {
  it('sets the security headers on every response, and HSTS only behind TLS', async () => {
    const health = await app.request('/health');
    expect(await health.json()).toEqual({ status: 'ok', brand: 'bygg' });
    expect(health.headers.get('x-content-type-options')).toBe('nosniff');
    expect(health.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(health.headers.get('strict-transport-security')).toBeNull();
    // X-Forwarded-Proto counts only from a proxy this server is told to trust (TRUST_PROXY).
    const untrusted = await app.request('/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(untrusted.headers.get('strict-transport-security')).toBeNull();
    const proxied = createStorefrontServer({
      brandId: 'bygg',
      clientDir: dir,
      commerceUrl: 'https://commerce.example.com/api',
      sessionSecret: 'a-test-secret-of-at-least-32-characters',
      render,
      proxy: { trustProxy: true },
    });
    const tls = await proxied.request('/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers.get('strict-transport-security')).toContain('max-age=31536000');
  });

  it('answers what no route caught with a plain 500, logged and without details', async () => {
    const logged: string[] = [];
    const failing = createStorefrontServer({
      brandId: 'bygg',
      clientDir: dir,
      commerceUrl: 'https://commerce.example.com',
      sessionSecret: 'a-test-secret-of-at-least-32-characters',
      htmlCacheSeconds: 0,
      render: async () => {
        throw new Error('render broke');
      },
      log: (line) => logged.push(line),
    });
    const answer = await failing.request('/produkt/x');
    expect(answer.status).toBe(500);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await answer.text()).toBe('Något gick fel hos oss. Försök igen om en stund.');
    expect(logged).toEqual(['error GET /produkt/x: render broke']);
  });

  it('refuses a commerce URL that is not http(s)', () => {
    expect(() =>
      createStorefrontServer({
        brandId: 'bygg',
        clientDir: dir,
        commerceUrl: 'javascript:alert(1)',
        render,
        sessionSecret: 'x'.repeat(32),
      }),
    ).toThrow(/not an http\(s\) URL/);
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
    const { app, reached } = serverWith(plain, {
      tracking: { errorDsn: 'https://key@errors.example.com/1' },
    });
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
});
