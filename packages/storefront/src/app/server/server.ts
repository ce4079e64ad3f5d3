import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { type Context, Hono } from 'hono';
import {
  CSP_REPORT_PATH,
  contentSecurityPolicy,
  NONCE_PLACEHOLDER,
  newNonce,
  originOf,
  securityHeaders,
} from './security';
import { loadStaticFiles, pickEncoding } from './static-files';

/** The id of the element holding the server's runtime settings for the page. */
export const CONFIG_ELEMENT_ID = 'shop-config';

/** What the page learns from the server at run time (one build serves every environment). */
export interface PageConfig {
  commerceUrl: string;
}

export interface StorefrontServerOptions {
  /** The brand this server serves (`bygg`, `konr`, …), as `/health` reports it. */
  brandId: string;
  /** The built client: `index.html` and `assets/`. */
  clientDir: string;
  /** Base URL of the commerce and search services. */
  commerceUrl: string;
  /** Where a line about a CSP violation goes (stderr by default). */
  log?: (line: string) => void;
}

/** A path that names a file (`/logo.svg`, `/.env`, `/assets/x.js`), not a page. */
const namesAFile = (path: string) => path.startsWith('/assets/') || /\/[^/]*\.[^/]*$/.test(path);

/** JSON safe inside `<script>`: no `</script>` or `<!--` can close or open anything. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const CSP_REPORT_LIMIT = 16 * 1024;

/**
 * The storefront's HTTP server for one brand (Hono): the built client's
 * files with real caching and compression, the page with a nonce-based
 * Content-Security-Policy and the security headers, `/health`, and the
 * endpoint CSP reports go to. It holds no state between requests, so a
 * brand scales by running more of it behind a load balancer.
 *
 * Not yet here (issue 15, next steps): rendering the page on the server,
 * the server-held session and the `/api` proxy. Until then every page path
 * answers the app's HTML and the browser renders it.
 *
 * @example
 * const app = createStorefrontServer({ brandId: 'bygg', clientDir: 'dist/client', commerceUrl: 'http://localhost:4000' });
 * const response = await app.request('/health');
 */
export function createStorefrontServer(options: StorefrontServerOptions) {
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const files = loadStaticFiles(options.clientDir);
  const template = readFileSync(join(options.clientDir, 'index.html'), 'utf8');
  const commerceOrigin = originOf(options.commerceUrl);
  if (!commerceOrigin) throw new Error(`createStorefrontServer: commerceUrl is not an http(s) URL`);
  const config: PageConfig = { commerceUrl: options.commerceUrl };
  const app = new Hono();

  app.use('*', async (c, next) => {
    await next();
    const tls = new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';
    for (const [name, value] of Object.entries(securityHeaders({ tls }))) c.res.headers.set(name, value);
  });

  app.get('/health', (c) => c.json({ status: 'ok', brand: options.brandId }));

  app.post(CSP_REPORT_PATH, async (c) => {
    const text = await c.req.text();
    if (text.length <= CSP_REPORT_LIMIT) log(`csp-violation ${text.replace(/\s+/g, ' ')}`);
    return c.body(null, 204);
  });

  const page = (c: Context) => {
    const nonce = newNonce();
    const html = template
      .replaceAll(NONCE_PLACEHOLDER, nonce)
      .replace(
        '</head>',
        `<script type="application/json" id="${CONFIG_ELEMENT_ID}" nonce="${nonce}">${scriptJson(config)}</script></head>`,
      );
    const encoding = pickEncoding(c.req.header('accept-encoding'));
    const gzip = encoding !== 'identity';
    c.header('Content-Type', 'text/html; charset=utf-8');
    c.header('Vary', 'Accept-Encoding');
    // One nonce per response: the page must not be served again from a cache.
    c.header('Cache-Control', 'no-store');
    c.header('Reporting-Endpoints', `csp="${CSP_REPORT_PATH}"`);
    c.header(
      'Content-Security-Policy',
      contentSecurityPolicy({ nonce, connectOrigins: [commerceOrigin], imageOrigins: [commerceOrigin] }),
    );
    if (gzip) c.header('Content-Encoding', 'gzip');
    return c.body(gzip ? new Uint8Array(gzipSync(html)) : html, 200);
  };

  // An empty search has nothing to show: the start page, as an HTTP redirect (§2).
  app.get('/search', (c) => (c.req.query('q')?.trim() ? page(c) : c.redirect('/', 302)));

  app.get('*', (c) => {
    const path = c.req.path;
    const file = files.get(path);
    if (file) {
      const encoding = file.compressible ? pickEncoding(c.req.header('accept-encoding')) : 'identity';
      c.header('Content-Type', file.contentType);
      c.header('ETag', file.etag);
      c.header(
        'Cache-Control',
        file.immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300, must-revalidate',
      );
      if (file.compressible) c.header('Vary', 'Accept-Encoding');
      if (c.req.header('if-none-match') === file.etag) return c.body(null, 304);
      if (encoding !== 'identity') c.header('Content-Encoding', encoding);
      return c.body(new Uint8Array(file.body(encoding)), 200);
    }
    if (namesAFile(path)) {
      c.header('Cache-Control', 'no-store');
      return c.text('Hittades inte.', 404);
    }
    return page(c);
  });

  return app;
}

export interface StartOptions extends StorefrontServerOptions {
  port: number;
  hostname?: string;
}

/**
 * Starts the server and stops it cleanly on SIGTERM and SIGINT (a load
 * balancer draining an instance, Ctrl-C).
 */
export function startStorefrontServer(options: StartOptions) {
  const app = createStorefrontServer(options);
  const server = serve({ fetch: app.fetch, port: options.port, hostname: options.hostname }, (info) => {
    process.stdout.write(`[storefront] ${options.brandId} on http://${info.address}:${info.port}\n`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  return server;
}
