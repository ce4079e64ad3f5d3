// The server tests' fixtures: a built client in a temporary folder, stand-ins for the page
// renderer and the services, and servers made of them.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import type { RenderPage, StorefrontServerOptions } from './options';
import { createStorefrontServer } from './server';

export const SECRET = 'a-test-secret-of-at-least-32-characters';

/** The built client's entry script (large enough to be compressed). */
export const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

/**
 * A built client: `index.html` with an entry script and a module preload, the hashed entry
 * with its source map, and a logo. Removed after the test file.
 */
export function builtClient(): string {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-server-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><meta property="csp-nonce" nonce="SHOP_CSP_NONCE"><script type="module" src="/assets/index-abc.js" nonce="SHOP_CSP_NONCE"></script><link rel="modulepreload" crossorigin href="/assets/vendor-abc.js" nonce="SHOP_CSP_NONCE"></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dir, 'assets', 'index-abc.js'), script);
  writeFileSync(join(dir, 'assets', 'index-abc.js.map'), '{}');
  writeFileSync(join(dir, 'logo.svg'), '<svg/>');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A client whose `index.html` has an empty head. Removed after the test file. */
export function plainClient(): string {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-security-unit-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** What the server told the last render about the brand face (it waits for the first paint when the scripts do). */
export const lastRender: { fontAfterPaint?: boolean } = {};

/**
 * A stand-in for `createPageRenderer` (which e2e drives for real): a document with the head the
 * server assembled, the status and signed-in flag the path asks for, streamed in two chunks.
 */
export const render: RenderPage = async (request, page) => {
  const path = new URL(request.url).pathname;
  lastRender.fontAfterPaint = page.fontAfterPaint;
  if (path === '/cart')
    return {
      response: new Response(null, { status: 302, headers: { location: '/?login=%2Fcart' } }),
      personal: false,
      session: null,
    };
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(
        encoder.encode(`<!DOCTYPE html><html><head>${page.head}</head><body><h1>${path}</h1>`),
      );
      controller.enqueue(encoder.encode(`<p>${'streamed '.repeat(200)}</p></body></html>`));
      controller.close();
    },
  });
  return {
    response: new Response(body, { status: path === '/gone' ? 404 : 200, headers: { 'set-cookie': 'x=1' } }),
    personal: path === '/signed-in',
    session: page.session,
  };
};

/** The server most tests use: `dir`'s client, a page chunk for `/produkt/…`, its log in `logged`. */
export function testApp(dir: string, logged: string[] = []) {
  return createStorefrontServer({
    brandId: 'bygg',
    clientDir: dir,
    commerceUrl: 'https://commerce.example.com/api',
    sessionSecret: SECRET,
    render,
    routeAssets: [['^/produkt/', ['/assets/product-page.css', '/assets/product-page.js']]],
    log: (line) => logged.push(line),
  });
}

/** A renderer that says whether the page is a signed-in customer's, and its message. */
const sessionRender: RenderPage = async (_request, page) => ({
  response: new Response(
    `<html><head></head><body>${page.session ? 'signed-in' : 'visitor'} ${page.message ?? ''}</body></html>`,
  ),
  personal: page.session !== null,
  session: page.session,
});

/** A server whose services record what reached them and answer 200 (or `answer`). */
export function serverWith(
  dir: string,
  options: Partial<StorefrontServerOptions> = {},
  answer?: () => Response,
) {
  const reached: { method: string; path: string; bytes: number }[] = [];
  const logged: string[] = [];
  const app = createStorefrontServer({
    brandId: 'bygg',
    clientDir: dir,
    commerceUrl: 'https://commerce.example.com',
    sessionSecret: SECRET,
    htmlCacheSeconds: 0,
    render: sessionRender,
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
