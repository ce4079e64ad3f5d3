// @vitest-environment node
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { createStorefrontServer } from './server';
import { builtClient, plainClient, serverWith, testApp } from './test-server';

const dir = builtClient();
const app = testApp(dir);
const plain = plainClient();

describe('the pages', () => {
  it('answers a page path with the app, a fresh nonce in every script and in the CSP, and the runtime config', async () => {
    const a = await app.request('/produkt/x', { headers: { 'accept-encoding': 'identity' } });
    const b = await app.request('/produkt/x', { headers: { 'accept-encoding': 'identity' } });
    const html = await a.text();
    const nonce = /'nonce-([^']+)'/.exec(a.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(html).not.toContain('SHOP_CSP_NONCE');
    // The build's meta, the page chunk's stylesheet, the script loader, the page config.
    expect(html.match(new RegExp(`nonce="${nonce?.replace(/[+/=]/g, '\\$&')}"`, 'g'))).toHaveLength(4);
    expect(html).toContain(
      `<link rel="stylesheet" crossorigin href="/assets/product-page.css" nonce="${nonce}">`,
    );
    // No script or preload of its own: the loader starts them after the first paint.
    expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    expect(html).toContain(
      'p=["/assets/vendor-abc.js","/assets/product-page.js"],e=["/assets/index-abc.js"]',
    );
    expect(html).toContain('{"commerceUrl":"https://commerce.example.com/api","punchoutTest":false}');
    expect(html).toContain('<h1>/produkt/x</h1>');
    expect(b.headers.get('content-security-policy')).not.toContain(nonce);
    // The page calls only its own server (/api, /session); images come from the services' host.
    expect(a.headers.get('content-security-policy')).toContain("connect-src 'self';");
    expect(a.headers.get('content-security-policy')).toContain(
      "img-src 'self' data: https://commerce.example.com;",
    );
    expect(a.headers.get('set-cookie')).toBeNull();
  });

  it("keeps a visitor's page in their own browser as long as the server keeps it, and a signed-in page nowhere", async () => {
    const visitor = await app.request('/produkt/x');
    expect(visitor.headers.get('cache-control')).toBe('private, max-age=10');
    expect(visitor.headers.get('vary')).toBe('Accept-Encoding, Cookie, User-Agent');
    const signedIn = await app.request('/signed-in');
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
  });

  it("passes the render's status and redirects on, and compresses the streamed page", async () => {
    expect((await app.request('/gone')).status).toBe(404);
    const redirect = await app.request('/cart');
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('/?login=%2Fcart');
    const gzip = await app.request('/produkt/x', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toContain('streamed streamed');
    const br = await app.request('/produkt/x', { headers: { 'accept-encoding': 'br' } });
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toContain('</html>');
  });

  it('redirects an empty search to the start page, and serves a real one', async () => {
    for (const path of ['/search', '/search?q=', '/search?q=%20%20']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location'), path).toBe('/');
    }
    expect((await app.request('/search?q=skruv')).status).toBe(200);
  });
});

describe('closed site banners', () => {
  it("tells the render the banners this browser closed, and never shares one visitor's cached page with another's", async () => {
    let renders = 0;
    const app = createStorefrontServer({
      brandId: 'bygg',
      clientDir: dir,
      commerceUrl: 'https://commerce.example.com/api',
      sessionSecret: 'a-test-secret-of-at-least-32-characters',
      htmlCacheSeconds: 60,
      render: async (_request, page) => {
        renders += 1;
        const body = `<!DOCTYPE html><html><head>${page.head}</head><body>closed:${(page.closedBanners ?? []).join(',')}</body></html>`;
        return { response: new Response(body), personal: false, session: null };
      },
      log: () => {},
    });
    const get = (cookie?: string) =>
      app.request('/', { headers: { 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) } });
    expect(await (await get()).text()).toContain('<body>closed:</body>');
    expect(await (await get('shop_closed_banners=varningsbanner')).text()).toContain(
      '<body>closed:varningsbanner</body>',
    );
    expect(await (await get()).text()).toContain('<body>closed:</body>');
    expect(renders).toBe(2);
  });
});

describe('createStorefrontServer with tracking', () => {
  const sent: { url: string; body: string }[] = [];
  const tracked = createStorefrontServer({
    brandId: 'bygg',
    clientDir: dir,
    commerceUrl: 'https://commerce.example.com/api',
    sessionSecret: 'a-test-secret-of-at-least-32-characters',
    render: async (request, page) => {
      // The consent the request carries reaches the render (the banner is server-rendered).
      const body = `<!DOCTYPE html><html><head>${page.head}</head><body>${page.tracking?.consent ?? 'unanswered'}</body></html>`;
      if (new URL(request.url).pathname === '/boom')
        page.tracking?.report?.(new Error('boom'), { route: '/boom' });
      return { response: new Response(body), personal: false, session: null };
    },
    htmlCacheSeconds: 0,
    tracking: { gtmId: 'GTM-ABC', errorDsn: 'https://publickey@errors.example.com/7', environment: 'test' },
    fetch: async (url, init) => {
      sent.push({ url: String(url), body: String(init?.body) });
      return new Response('{}');
    },
    log: () => {},
  });

  it("gives the page the tag manager and the DSN, and lets Google's tag manager connect", async () => {
    const page = await tracked.request('/', {
      headers: { 'accept-encoding': 'identity', cookie: 'shop_consent=granted' },
    });
    const html = await page.text();
    expect(html).toContain(
      '"gtmId":"GTM-ABC","errorDsn":"https://publickey@errors.example.com/7","environment":"test"',
    );
    expect(html).toContain('<body>granted</body>');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(
      "connect-src 'self' https://www.googletagmanager.com https://*.google-analytics.com",
    );
  });

  it("reports a render error to the DSN, and forwards the browser's reports to it only", async () => {
    await tracked.request('/boom');
    await vi.waitFor(() => expect(sent.some((s) => s.body.includes('"route":"/boom"'))).toBe(true));
    expect(sent[0]?.url).toBe(
      'https://errors.example.com/api/7/envelope/?sentry_version=7&sentry_key=publickey',
    );
    const before = sent.length;
    const ok = await tracked.request('/_errors', {
      method: 'POST',
      body: `${JSON.stringify({ dsn: 'https://publickey@errors.example.com/7' })}\n{"type":"event"}\n{}`,
    });
    expect(ok.status).toBe(200);
    const foreign = await tracked.request('/_errors', {
      method: 'POST',
      body: `${JSON.stringify({ dsn: 'https://k@evil.example/1' })}\n{}`,
    });
    expect(foreign.status).toBe(400);
    expect(sent.length).toBe(before + 1);
    // Without a DSN there is nothing to forward to.
    expect((await app.request('/_errors', { method: 'POST', body: '{}' })).status).toBe(404);
  });
});

describe('the flash cookie', () => {
  it("shows a page, not a 500, for an inherited property's name (constructor, toString)", async () => {
    const { app } = serverWith(plain);
    for (const value of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      const page = await app.request('/', { headers: { cookie: `shop_flash=${value}` } });
      expect(page.status, value).toBe(200);
    }
    const known = await app.request('/', { headers: { cookie: 'shop_flash=please_login' } });
    expect(await known.text()).toContain('start.please_login');
  });
});
