import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { type Started, start } from '../../config/process.ts';
import { SANDBOX_URL } from '../brands.ts';
import { expect, test } from './fixtures.ts';
import { BRACKET_PRODUCT, CATEGORY, freePort, PASSWORD, TEST_SERVER_MS } from './helpers.ts';

// The brand's own server (issue 15): HTTP as HTTP, security headers, and a build that runs on
// its own. Plain requests, no browser: what a crawler, a load balancer or a curl sees.

const appDir = (brand: string) => new URL(`../../../apps/${brand}/dist/`, import.meta.url).pathname;

const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];

/** Waits for a server this test started to answer /health; one that does not come up fails the test with what it printed. */
async function untilHealthy(request: APIRequestContext, base: string, server: Started): Promise<void> {
  await expect
    .poll(async () => (await request.get(`${base}/health`).catch(() => null))?.status(), { timeout: 10_000 })
    .toBe(200)
    .catch((error: Error) => {
      throw new Error(`${error.message}\nThe server's output:\n${server.output()}`);
    });
}

test('every page answers the app with a fresh nonce, its Content-Security-Policy and the security headers', async ({
  request,
}) => {
  const first = await request.get(BRACKET_PRODUCT);
  const second = await request.get(CATEGORY);
  expect(first.status()).toBe(200);
  expect(second.status()).toBe(200);
  const csp = first.headers()['content-security-policy'] ?? '';
  const nonce = nonceOf(csp);
  expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(nonceOf(second.headers()['content-security-policy'] ?? '')).not.toBe(nonce);
  for (const directive of [
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    'report-uri /csp-report',
  ]) {
    expect(csp).toContain(directive);
  }
  // The page calls only its own server (/api, /session).
  expect(csp).toMatch(/connect-src 'self'(;|$)/);
  const html = await first.text();
  // Every script in the page carries this response's nonce, and nothing else does.
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
  expect(html).not.toContain('SHOP_CSP_NONCE');
  expect(first.headers()).toMatchObject({
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // A visitor's page may be kept by their own browser as long as the server keeps it
    // (HTML_CACHE_SECONDS: 10 by default, 0 in these journeys, so revalidated); a signed-in one never.
    'cache-control': 'private, no-cache',
  });
  await request.post('/session/login', { data: { username: 'anna.user', password: PASSWORD } });
  expect((await request.get(BRACKET_PRODUCT)).headers()['cache-control']).toBe('private, no-store');
  // HSTS only over TLS, which a load balancer says with X-Forwarded-Proto.
  expect(first.headers()['strict-transport-security']).toBeUndefined();
  const behindTls = await request.get('/', { headers: { 'x-forwarded-proto': 'https' } });
  expect(behindTls.headers()['strict-transport-security']).toContain('max-age=31536000');
});

test('hashed assets are cached for a year and compressed; a missing file, /.env and source maps answer 404', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  // The entry is started by the page's loader script after the first paint (issue 15).
  const entry = /"(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1];
  expect(entry).toBeTruthy();
  const asset = await request.get(entry as string, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('br');
  expect(asset.headers()['content-type']).toContain('text/javascript');
  const again = await request.get(entry as string, {
    headers: { 'if-none-match': asset.headers().etag ?? '' },
  });
  expect(again.status()).toBe(304);

  for (const path of ['/assets/no-such-chunk.js', '/.env', `${entry}.map`, '/index.html.map']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).not.toContain('<!doctype html>');
  }
  // The maps are built, but beside the client, not in it.
  const client = await readdir(join(appDir('bygg'), 'client', 'assets'));
  expect(client.filter((f) => f.endsWith('.map'))).toEqual([]);
  expect((await readdir(join(appDir('bygg'), 'sourcemaps', 'assets'))).length).toBeGreaterThan(0);

  const health = await request.get('/health');
  expect(await health.json()).toEqual({ status: 'ok', brand: 'bygg' });
});

test('an empty search answers 302 to the start page', async ({ request }) => {
  const empty = await request.get('/search?q=', { maxRedirects: 0 });
  expect(empty.status()).toBe(302);
  expect(empty.headers().location).toBe('/');
  expect((await request.get('/search?q=skruv', { maxRedirects: 0 })).status()).toBe(200);
});

test('the CSP report endpoint takes a report and answers 204', async ({ request }) => {
  const response = await request.post('/csp-report', {
    headers: { 'content-type': 'application/csp-report' },
    data: JSON.stringify({ 'csp-report': { 'violated-directive': 'script-src', 'blocked-uri': 'inline' } }),
  });
  expect(response.status()).toBe(204);
});

test('the built bygg app runs on its own: copied to an empty folder and started with node, it serves a product page', async ({
  request,
}) => {
  const folder = await mkdtemp(join(tmpdir(), 'shop-bygg-'));
  let server: Started | undefined;
  try {
    await cp(appDir('bygg'), folder, { recursive: true });
    const port = await freePort();
    // No workspace, no node_modules: the folder and node, as on a deploy target.
    server = start(process.execPath, [join(folder, 'server', 'index.js')], {
      cwd: folder,
      env: {
        PATH: process.env.PATH ?? '',
        PORT: String(port),
        HOST: '127.0.0.1',
        SESSION_SECRET: 'x'.repeat(32),
      },
      timeoutMs: TEST_SERVER_MS,
    });
    const base = `http://127.0.0.1:${port}`;
    await untilHealthy(request, base, server);
    const product = await request.get(`${base}${BRACKET_PRODUCT}`);
    expect(product.status()).toBe(200);
    const html = await product.text();
    expect(html).toContain('<title>Bygghandeln</title>');
    expect(html).toMatch(/<h1 class="shop-product__title">[^<]+<\/h1>/);
    // Served again from the page cache for visitors: one page for every visitor, the same bytes,
    // with no nonce; its inline code is allowed by hash.
    const [again, third] = [
      await request.get(`${base}${BRACKET_PRODUCT}`),
      await request.get(`${base}${BRACKET_PRODUCT}`),
    ];
    const csp = again.headers()['content-security-policy'] ?? '';
    expect(csp).not.toContain("'nonce-");
    expect(csp).toMatch(/script-src 'sha256-[^']+'.* 'strict-dynamic'/);
    expect(third.headers()['content-security-policy']).toBe(csp);
    const cached = await again.text();
    expect(await third.text()).toBe(cached);
    for (const script of [...cached.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]))
      expect(script).not.toContain('nonce=');
    const entry = /"(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1];
    expect((await request.get(`${base}${entry}`)).status()).toBe(200);
  } finally {
    await server?.stop();
    await rm(folder, { recursive: true, force: true });
  }
});

test('a visitor’s page as the edge stores it (no nonce, its inline code allowed by hash) runs in the browser', async ({
  page,
  request,
}) => {
  const token = `EdgeTokenE2e${Date.now()}`;
  const port = await freePort();
  // The brand's built server as deploy/nginx.conf's processes run it (EDGE_NONCE_TOKEN), on the
  // suite's sandbox; the browser sends the edge's header, as nginx does on a cache miss.
  const server = start(process.execPath, [`${appDir('bygg')}server/index.js`], {
    cwd: appDir('bygg'),
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      SESSION_SECRET: 'e2e-edge-session-secret-of-32-characters',
      EDGE_NONCE_TOKEN: token,
      GTM_ID: 'GTM-E2EEDGE',
      GTM_SCRIPT_URL: `${SANDBOX_URL}/gtm.js`,
    },
    timeoutMs: TEST_SERVER_MS,
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await untilHealthy(request, base, server);
    await page.setExtraHTTPHeaders({ 'x-edge-nonce-token': token });
    const answer = await page.goto(`${base}${BRACKET_PRODUCT}`);
    const csp = answer?.headers()['content-security-policy'] ?? '';
    expect(answer?.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+/);
    expect(csp).not.toContain("'nonce-");
    expect(csp).toMatch(/script-src( 'sha256-[A-Za-z0-9+/]{43}=')+ 'strict-dynamic'/);
    expect(await answer?.text()).not.toMatch(/nonce="[^"]/);
    // The scripts took over (the fixtures fail the test on any CSP violation): search answers as you type.
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await page.getByRole('searchbox', { name: 'Sök' }).fill('skruv');
    await expect(page.getByRole('region', { name: 'Sökförslag' }).getByRole('link').first()).toBeVisible();
  } finally {
    await server.stop();
  }
});
