// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { FONT_WAIT_ID } from './security';
import { createStorefrontServer, type RenderPage } from './server';
import { createSessionSeal } from './session-seal';
import { pickEncoding } from './static-files';

const dir = mkdtempSync(join(tmpdir(), 'storefront-server-'));
mkdirSync(join(dir, 'assets'));
writeFileSync(
  join(dir, 'index.html'),
  '<!doctype html><html><head><meta property="csp-nonce" nonce="SHOP_CSP_NONCE"><script type="module" src="/assets/index-abc.js" nonce="SHOP_CSP_NONCE"></script><link rel="modulepreload" crossorigin href="/assets/vendor-abc.js" nonce="SHOP_CSP_NONCE"></head><body><div id="root"></div></body></html>',
);
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
writeFileSync(join(dir, 'assets', 'index-abc.js'), script);
writeFileSync(join(dir, 'assets', 'index-abc.js.map'), '{}');
writeFileSync(join(dir, 'logo.svg'), '<svg/>');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * A stand-in for `createPageRenderer` (which e2e drives for real): a document with the head the
 * server assembled, the status and signed-in flag the path asks for, streamed in two chunks.
 */
/** What the server told the last render about the brand face (it waits for the first paint when the scripts do). */
let lastFontAfterPaint: boolean | undefined;

const render: RenderPage = async (request, page) => {
  const path = new URL(request.url).pathname;
  lastFontAfterPaint = page.fontAfterPaint;
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

const logged: string[] = [];
const app = createStorefrontServer({
  brandId: 'bygg',
  clientDir: dir,
  commerceUrl: 'https://commerce.example.com/api',
  sessionSecret: 'a-test-secret-of-at-least-32-characters',
  render,
  routeAssets: [['^/produkt/', ['/assets/product-page.css', '/assets/product-page.js']]],
  log: (line) => logged.push(line),
});

describe('createStorefrontServer', () => {
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
    expect(visitor.headers.get('vary')).toBe('Accept-Encoding, Cookie');
    const signedIn = await app.request('/signed-in');
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
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

  it('serves hashed assets for a year, brotli or gzip as asked, with an ETag', async () => {
    const br = await app.request('/assets/index-abc.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(script);
    const gzip = await app.request('/assets/index-abc.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(script);
    const plain = await app.request('/assets/index-abc.js');
    expect(await plain.text()).toBe(script);
    const cached = await app.request('/assets/index-abc.js', {
      headers: { 'if-none-match': br.headers.get('etag') ?? '' },
    });
    expect(cached.status).toBe(304);
    const logo = await app.request('/logo.svg');
    expect(logo.headers.get('cache-control')).toBe('public, max-age=300, must-revalidate');
  });

  it('answers 404 for a missing file, a dot file and any source map, never the app', async () => {
    for (const path of ['/assets/gone.js', '/.env', '/assets/index-abc.js.map', '/robots.txt']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toBe('Hittades inte.');
    }
  });

  it('redirects an empty search to the start page, and serves a real one', async () => {
    for (const path of ['/search', '/search?q=', '/search?q=%20%20']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location'), path).toBe('/');
    }
    expect((await app.request('/search?q=skruv')).status).toBe(200);
  });

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

  it('logs a CSP report on one line and refuses one too large to be real with 413', async () => {
    const report = await app.request('/csp-report', { method: 'POST', body: '{"csp-report":\n{"x":1}}' });
    expect(report.status).toBe(204);
    const large = await app.request('/csp-report', { method: 'POST', body: 'x'.repeat(20_000) });
    expect(large.status).toBe(413);
    expect(logged).toEqual(['csp-violation {"csp-report": {"x":1}}']);
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

describe('the page cache for visitors', () => {
  let renders = 0;
  let clock = 0;
  const counting: RenderPage = async (request, page) => {
    renders++;
    return render(request, page);
  };
  const cached = createStorefrontServer({
    brandId: 'bygg',
    clientDir: dir,
    commerceUrl: 'https://commerce.example.com',
    sessionSecret: 'a-test-secret-of-at-least-32-characters',
    render: counting,
    htmlCacheSeconds: 10,
    now: () => clock,
  });

  it('renders a page once for 20 visitors at the same moment, each with a nonce of their own', async () => {
    renders = 0;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        cached.request('/produkt/y', { headers: { 'accept-encoding': 'identity' } }),
      ),
    );
    expect(renders).toBe(1);
    const nonces = new Set(
      answers.map((a) => /'nonce-([^']+)'/.exec(a.headers.get('content-security-policy') ?? '')?.[1]),
    );
    expect(nonces.size).toBe(20);
    for (const answer of answers) {
      const html = await answer.text();
      expect(html).not.toContain('SHOP_CSP_NONCE');
      expect(html).toContain('<h1>/produkt/y</h1>');
    }
  });

  it('streams the page to the visitor whose request renders it, and gives it whole to those asking meanwhile', async () => {
    let finish!: () => void;
    const later = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const encoder = new TextEncoder();
    const slow = createStorefrontServer({
      brandId: 'bygg',
      clientDir: dir,
      commerceUrl: 'https://commerce.example.com',
      sessionSecret: 'a-test-secret-of-at-least-32-characters',
      htmlCacheSeconds: 10,
      render: async (_request, page) => ({
        response: new Response(
          new ReadableStream<Uint8Array>({
            async start(controller) {
              // The shell, with a nonce placeholder cut in two by the chunk's end.
              controller.enqueue(
                encoder.encode(
                  `<!DOCTYPE html><html><head>${page.head}</head><body><h1>Kabel</h1><script nonce="SHOP_C`,
                ),
              );
              controller.enqueue(encoder.encode('SP_NONCE">1</script>'));
              await later;
              controller.enqueue(encoder.encode('<p>Mängdpriser</p></body></html>'));
              controller.close();
            },
          }),
          { status: 200 },
        ),
        personal: false,
        session: null,
      }),
    });
    const first = await slow.request('/produkt/slow', { headers: { 'accept-encoding': 'identity' } });
    const reader = (first.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let shell = '';
    while (!shell.includes('">1</script>')) shell += decoder.decode((await reader.read()).value);
    // The heading is out while the render still waits for the rest.
    expect(shell).toContain('<h1>Kabel</h1>');
    const nonce = /'nonce-([^']+)'/.exec(first.headers.get('content-security-policy') ?? '')?.[1];
    expect(shell).toContain(`<script nonce="${nonce}">1</script>`);
    const meanwhile = slow.request('/produkt/slow', { headers: { 'accept-encoding': 'identity' } });
    finish();
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      rest += decoder.decode(chunk.value);
    expect(rest).toContain('<p>Mängdpriser</p>');
    const whole = await (await meanwhile).text();
    expect(whole).toContain('<h1>Kabel</h1>');
    expect(whole).toContain('<p>Mängdpriser</p>');
    expect(whole).not.toContain('SHOP_CSP_NONCE');
    expect(`${shell}${rest}`).not.toContain('SHOP_C');
  });

  it('renders again after ten seconds, and never shares a signed-in or a personal page', async () => {
    renders = 0;
    await cached.request('/produkt/z');
    clock += 9_000;
    await cached.request('/produkt/z');
    expect(renders).toBe(1);
    clock += 2_000;
    await cached.request('/produkt/z');
    expect(renders).toBe(2);
    // Any session cookie, even one that no longer opens, is rendered for its request.
    await cached.request('/produkt/z', { headers: { cookie: 'shop_session=old' } });
    expect(renders).toBe(3);
    await cached.request('/signed-in');
    await cached.request('/signed-in');
    expect(renders).toBe(5);
    expect((await cached.request('/cart')).status).toBe(302);
    expect((await cached.request('/cart')).status).toBe(302);
    expect(renders).toBe(7);
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding(undefined)).toBe('identity');
    expect(pickEncoding('identity')).toBe('identity');
  });
});

describe('the script loader', () => {
  /** Runs the page's loader with a stand-in browser; `import(…)` is recorded instead of loaded. */
  async function loaderOf(readyState: 'loading' | 'complete') {
    const html = await (
      await app.request('/produkt/x', { headers: { 'accept-encoding': 'identity' } })
    ).text();
    const code = /<script nonce="[^"]+">(\(function\(\)\{[\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const imported: string[] = [];
    const preloaded: string[] = [];
    const listeners = new Map<string, () => void>();
    let paintObserver: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
    const timers: [() => void, number][] = [];
    const removed: string[] = [];
    const fontsLoaded: string[] = [];
    const browser = {
      document: {
        readyState,
        currentScript: { nonce: 'n0' },
        getElementById: (id: string) => ({
          getAttribute: (name: string) => (name === 'data-face' ? "'Inter Variable'" : null),
          remove: () => removed.push(id),
        }),
        fonts: {
          load: (font: string) => {
            fontsLoaded.push(font);
            return Promise.resolve();
          },
        },
        head: { appendChild: (link: { href: string }) => preloaded.push(link.href) },
        createElement: () => ({}),
      },
      addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
      PerformanceObserver: class {
        constructor(callback: typeof paintObserver) {
          paintObserver = callback;
        }
        observe() {}
      },
      setTimeout: (callback: () => void, ms: number) => timers.push([callback, ms]),
      load: (href: string) => imported.push(href),
    };
    const run = new Function(...Object.keys(browser), code.replace(/\bimport\(/g, 'load('));
    run(...Object.values(browser));
    const paint = () =>
      paintObserver?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    /** Runs the timers due within `ms`. */
    const tick = (ms = 0) => {
      const due = timers.filter(([, after]) => after <= ms);
      for (const timer of due) timers.splice(timers.indexOf(timer), 1);
      for (const [callback] of due) callback();
    };
    return { imported, preloaded, removed, fontsLoaded, listeners, paint, tick };
  }

  it('starts the entry and its preloads only once the page has loaded and painted, and once', async () => {
    const loader = await loaderOf('loading');
    loader.paint();
    loader.tick();
    expect(loader.imported).toEqual([]);
    expect(loader.fontsLoaded).toEqual([]);
    expect(loader.removed).toEqual([]);
    expect(lastFontAfterPaint).toBe(true);
    loader.listeners.get('load')?.();
    loader.tick();
    expect(loader.imported).toEqual(['/assets/index-abc.js']);
    expect(loader.preloaded).toEqual(['/assets/vendor-abc.js', '/assets/product-page.js']);
    // The brand face's turn comes with the scripts': fetched, then the rule that kept it out goes.
    expect(loader.fontsLoaded).toEqual(["1em 'Inter Variable'"]);
    expect(loader.removed).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loader.removed).toEqual([FONT_WAIT_ID]);
    loader.tick(5000);
    expect(loader.imported).toHaveLength(1);
  });

  it('waits for the first paint when the page had already loaded', async () => {
    const loader = await loaderOf('complete');
    loader.tick();
    expect(loader.imported).toEqual([]);
    loader.paint();
    loader.tick();
    expect(loader.imported).toEqual(['/assets/index-abc.js']);
  });

  it('starts after 5 s at the latest, when an image never finishes or the tab is in the background', async () => {
    const loader = await loaderOf('loading');
    loader.tick();
    expect(loader.imported).toEqual([]);
    loader.tick(5000);
    expect(loader.imported).toEqual(['/assets/index-abc.js']);
  });

  it('leaves the scripts as index.html has them when told to load them eagerly (development)', async () => {
    const eager = createStorefrontServer({
      brandId: 'bygg',
      clientDir: dir,
      commerceUrl: 'https://commerce.example.com/api',
      sessionSecret: 'a-test-secret-of-at-least-32-characters',
      render,
      routeAssets: [['^/produkt/', ['/assets/product-page.css', '/assets/product-page.js']]],
      scripts: 'eager',
    });
    const html = await (
      await eager.request('/produkt/x', { headers: { 'accept-encoding': 'identity' } })
    ).text();
    expect(html).toContain('<script type="module" src="/assets/index-abc.js"');
    expect(lastFontAfterPaint).toBe(false);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/product-page.js"');
    expect(html).not.toContain('currentScript');
  });
});

describe('the punch-out hand-over (/punchout)', () => {
  const ociCalls: unknown[] = [];
  const pages: Parameters<RenderPage>[1][] = [];
  const logs: string[] = [];
  const punchoutApp = createStorefrontServer({
    brandId: 'bygg',
    clientDir: dir,
    commerceUrl: 'https://commerce.example.com',
    sessionSecret: 'a-test-secret-of-at-least-32-characters',
    htmlCacheSeconds: 0,
    render: async (request, page) => {
      pages.push(page);
      return render(request, page);
    },
    log: (line) => logs.push(line),
    fetch: async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname === '/v2/oci/sessions') {
        ociCalls.push(JSON.parse(input instanceof Request ? await input.clone().text() : String(init?.body)));
        return Response.json({ token: 'oci-token', refreshToken: 'oci-refresh', customerId: '10004' });
      }
      return Response.json({ error: 'not_found' }, { status: 404 });
    },
  });
  const form = (fields: Record<string, string>) =>
    punchoutApp.request('/punchout', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://srm.example.com' },
      body: new URLSearchParams(fields).toString(),
    });
  const hand = {
    USERNAME: 'punchout.user',
    PASSWORD: 'secret-password',
    HOOK_URL: 'https://srm.example.com/oci/hook?sid=1',
    '~TARGET': '_top',
    '~CALLER': 'SRM',
    Bolag: 'Bolaget AB',
  };

  /** The same-site step after a posted hand-over: the browser follows the 303 with its cookies. */
  const follow = async (answer: Response, cookies: string[] = []) => {
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/punchout/continue');
    const pending = answer.headers.getSetCookie().find((c) => c.startsWith('shop_punchout_pending='));
    expect(pending).toContain('HttpOnly');
    expect(pending).not.toContain('secret-password');
    return punchoutApp.request('/punchout/continue', {
      headers: { cookie: [pending?.split(';')[0] ?? '', ...cookies].join('; ') },
    });
  };

  it('logs in with the OCI call, keeps the settings in the sealed cookie and answers 303 to a clean /', async () => {
    const answer = await follow(await form(hand));
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/');
    expect(ociCalls.at(-1)).toEqual({
      username: 'punchout.user',
      password: 'secret-password',
      hookUrl: 'https://srm.example.com/oci/hook?sid=1',
    });
    const cookie = answer.headers.getSetCookie().find((c) => c.startsWith('shop_session=')) ?? '';
    expect(cookie).toMatch(/^shop_session=[^;]+; /);
    expect(cookie).not.toContain('secret-password');
    expect(cookie).toContain('HttpOnly');
    // The next page is in PUNCHOUT mode, may post a form to the hook's origin and to no other.
    const page = await punchoutApp.request('/', { headers: { cookie: cookie.split(';')[0] ?? '' } });
    expect(pages.at(-1)?.punchout).toEqual({
      hookUrl: 'https://srm.example.com/oci/hook?sid=1',
      target: '_top',
      company: 'Bolaget AB',
      system: 'SRM',
      emulation: false,
    });
    expect(page.headers.get('content-security-policy')).toContain(
      "form-action 'self' https://srm.example.com;",
    );
    expect(logs).toEqual([]);
  });

  it('takes the GET hand-over of older systems too, with the same clean redirect', async () => {
    const answer = await punchoutApp.request(`/punchout?${new URLSearchParams(hand)}`);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/');
    expect(answer.headers.get('set-cookie')).toMatch(/^shop_session=/);
  });

  it('refuses a missing or hostile HOOK_URL and missing credentials without calling the service or starting a session', async () => {
    const before = ociCalls.length;
    const cases: [Record<string, string>, string][] = [
      [{ ...hand, HOOK_URL: '' }, 'punchout_missing_callback'],
      [{ ...hand, HOOK_URL: 'javascript:alert(1)' }, 'punchout_invalid_callback'],
      [{ ...hand, HOOK_URL: 'data:text/html,x' }, 'punchout_invalid_callback'],
      [{ ...hand, HOOK_URL: '//evil.example.com/hook' }, 'punchout_invalid_callback'],
      [{ ...hand, HOOK_URL: 'https://user:pw@srm.example.com/' }, 'punchout_invalid_callback'],
      [{ ...hand, PASSWORD: '' }, 'punchout_login_failed'],
    ];
    for (const [fields, note] of cases) {
      const answer = await form(fields);
      expect(answer.status).toBe(303);
      expect(answer.headers.get('set-cookie')).toBe(
        `shop_flash=${note}; Path=/; Max-Age=60; HttpOnly; SameSite=Lax`,
      );
    }
    expect(ociCalls.length).toBe(before);
  });

  /** A signed-in customer's cookie, as this server seals it. */
  const signedIn = async () => {
    const seal = createSessionSeal('a-test-secret-of-at-least-32-characters');
    return `shop_session=${await seal.seal({ token: 'customer-token', refreshToken: 'customer-refresh', customerId: '10001' })}`;
  };

  it('never replaces a signed-in session by itself: a hand-over from any site asks the person on the shop page (login CSRF)', async () => {
    const customer = await signedIn();
    // A link on another site: a top-level GET carries the customer's (SameSite=Lax) cookie.
    const linked = await punchoutApp.request(`/punchout?${new URLSearchParams(hand)}`, {
      headers: { cookie: customer },
    });
    expect(linked.status).toBe(303);
    expect(linked.headers.get('location')).toBe('/punchout/continue');
    expect(linked.headers.getSetCookie().some((c) => c.startsWith('shop_session='))).toBe(false);
    // A posted form carries no cookie cross-site; the same-site step that follows does.
    for (const first of [linked, await form(hand)]) {
      const asked = await follow(first, [customer]);
      expect(asked.status).toBe(200);
      expect(asked.headers.getSetCookie()).toEqual([]);
      const html = await asked.text();
      expect(html).toContain('Byta till inköpssystemets session?');
      expect(html).toContain('Fortsätt i punch-out');
      expect(html).toContain('Behåll min inloggning');
      expect(asked.headers.get('content-security-policy')).toContain("form-action 'self'");
    }
  });

  it("replaces the session only on the person's answer from the shop's own page, and keeps it on theirs", async () => {
    const customer = await signedIn();
    const first = await form(hand);
    const pending =
      first.headers
        .getSetCookie()
        .find((c) => c.startsWith('shop_punchout_pending='))
        ?.split(';')[0] ?? '';
    const cookies = `${pending}; ${customer}`;
    // Posted from another site: refused, nothing changes.
    const forged = await punchoutApp.request('/punchout/continue', {
      method: 'POST',
      headers: { cookie: cookies, origin: 'https://evil.example' },
    });
    expect(forged.status).toBe(403);
    expect(forged.headers.getSetCookie()).toEqual([]);
    // 'Behåll min inloggning': the customer's cookie is untouched, the hand-over is dropped.
    const kept = await punchoutApp.request('/punchout/cancel', {
      method: 'POST',
      headers: { cookie: cookies, origin: 'http://localhost' },
    });
    expect(kept.status).toBe(303);
    expect(kept.headers.getSetCookie().some((c) => c.startsWith('shop_session='))).toBe(false);
    expect(kept.headers.getSetCookie()).toContain(
      'shop_flash=punchout_kept_session; Path=/; Max-Age=60; HttpOnly; SameSite=Lax',
    );
    // 'Fortsätt i punch-out': now the punch-out session replaces it.
    const replaced = await punchoutApp.request('/punchout/continue', {
      method: 'POST',
      headers: { cookie: cookies, origin: 'http://localhost' },
    });
    expect(replaced.status).toBe(303);
    const session = replaced.headers.getSetCookie().find((c) => c.startsWith('shop_session=')) ?? '';
    await punchoutApp.request('/', { headers: { cookie: session.split(';')[0] ?? '' } });
    expect(pages.at(-1)?.punchout?.hookUrl).toBe('https://srm.example.com/oci/hook?sid=1');
    // The customer's own session is over, in every copy.
    await punchoutApp.request('/', { headers: { cookie: customer } });
    expect(pages.at(-1)?.session).toBeNull();
  });
});

describe("a customer admin's punch-out test (/session/punchout-test)", () => {
  const pages: Parameters<RenderPage>[1][] = [];
  /** An unsigned token with the claims the server reads; the service is not asked in these tests. */
  const tokenFor = (role: string) => {
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    return `${part({ alg: 'none' })}.${part({
      sub: `user-${role}`,
      role,
      customerId: '10001',
      customerPermissions: [{ customerId: '10001', permissionDenies: [] }],
      exp: Math.floor(Date.now() / 1000) + 3600,
    })}.x`;
  };
  const server = (punchoutTestUrl?: string) =>
    createStorefrontServer({
      brandId: 'bygg',
      clientDir: dir,
      commerceUrl: 'https://commerce.example.com',
      sessionSecret: 'a-test-secret-of-at-least-32-characters',
      htmlCacheSeconds: 0,
      punchoutTestUrl,
      render: async (request, page) => {
        pages.push(page);
        return { ...(await render(request, page)), session: page.session };
      },
    });
  const app = server('http://localhost:4000/procurement/');
  const seal = createSessionSeal('a-test-secret-of-at-least-32-characters');
  /** A session cookie for a user of this role, sealed as the server seals it at sign-in. */
  const signedIn = async (role: string) =>
    `shop_session=${await seal.seal({ token: tokenFor(role), refreshToken: 'r', customerId: '10001' })}`;
  const post = (path: string, cookie: string, on = app) =>
    on.request(path, { method: 'POST', headers: { cookie } });

  it('puts a BUYER_ADMIN in PUNCHOUT mode against the simulator, with a hook of its own, until the test is ended', async () => {
    const cookie = await signedIn('BUYER_ADMIN');
    const started = await post('/session/punchout-test', cookie);
    expect(started.status).toBe(204);
    const testCookie = (started.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const page = await app.request('/cart', { headers: { cookie: testCookie } });
    const view = pages.at(-1)?.punchout;
    expect(view).toMatchObject({ target: '_top', emulation: true, system: 'localhost:4000', company: null });
    expect(view?.hookUrl).toMatch(/^http:\/\/localhost:4000\/procurement\/hook\/[0-9a-f-]{36}$/);
    expect(page.headers.get('content-security-policy')).toContain(
      "form-action 'self' http://localhost:4000;",
    );
    // A second test gets another hook: two admins' baskets never meet in the simulator.
    const again = await post('/session/punchout-test', cookie);
    await app.request('/cart', {
      headers: { cookie: (again.headers.get('set-cookie') ?? '').split(';')[0] ?? '' },
    });
    expect(pages.at(-1)?.punchout?.hookUrl).not.toBe(view?.hookUrl);

    const ended = await post('/session/punchout-test/end', testCookie);
    expect(ended.status).toBe(204);
    const normal = (ended.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    await app.request('/cart', { headers: { cookie: normal } });
    expect(pages.at(-1)?.punchout).toBeNull();
    expect(pages.at(-1)?.session).not.toBeNull();
  });

  it('refuses a USER, a visitor, a foreign origin, and a server without a simulator', async () => {
    const user = await signedIn('USER');
    const refused = await post('/session/punchout-test', user);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ messageKey: 'errors.forbidden_action' });
    expect(refused.headers.get('set-cookie')).toBeNull();
    expect((await post('/session/punchout-test', '')).status).toBe(401);
    const admin = await signedIn('SITE_ADMIN');
    const foreign = await app.request('/session/punchout-test', {
      method: 'POST',
      headers: { cookie: admin, origin: 'https://evil.example.com' },
    });
    expect(foreign.status).toBe(403);
    const without = server();
    const cookie = await signedIn('SITE_ADMIN');
    expect((await post('/session/punchout-test', cookie, without)).status).toBe(404);
  });
});

describe('the language of a page (content §4), with a second locale configured', () => {
  const seen: { path: string; locale: string | undefined; prefix: string | undefined }[] = [];
  const recording: RenderPage = async (request, page) => {
    seen.push({
      path: new URL(request.url).pathname,
      locale: page.locale?.code,
      prefix: page.locale?.prefix,
    });
    return render(request, page);
  };
  const localised = (
    strategy: 'no_prefix' | 'prefix' | 'prefix_except_default',
    redirectOn: 'root' | 'no_prefix' | 'all',
  ) =>
    createStorefrontServer({
      brandId: 'bygg',
      clientDir: dir,
      commerceUrl: 'https://commerce.example.com',
      sessionSecret: 'a-test-secret-of-at-least-32-characters',
      render: recording,
      htmlCacheSeconds: 10,
      locales: {
        locales: [
          { code: 'sv-SE', prefix: 'sv', htmlLang: 'sv' },
          { code: 'en-US', prefix: 'en', htmlLang: 'en' },
        ],
        defaultLocale: 'sv-SE',
        fallbackLocale: 'en-US',
        strategy,
        redirectOn,
        detect: true,
        redirectStatus: 302,
        cookieName: 'shop_locale',
      },
    });

  it("prefix: `/` answers 302 to the browser language's path and remembers it for 365 days", async () => {
    const app = localised('prefix', 'root');
    const answer = await app.request('/?utm=x', {
      headers: { 'accept-language': 'en-GB,en;q=0.9,sv;q=0.5' },
    });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/en?utm=x');
    expect(answer.headers.get('set-cookie')).toBe(
      'shop_locale=en-US; Max-Age=31536000; Path=/; SameSite=Lax',
    );
    // The cookie wins over the browser's language next time.
    const again = await app.request('/', {
      headers: { cookie: 'shop_locale=sv-SE', 'accept-language': 'en' },
    });
    expect(again.headers.get('location')).toBe('/sv');
    expect(again.headers.get('set-cookie')).toBeNull();
  });

  it('renders a prefixed path in its locale, and the page cache keeps the languages apart', async () => {
    const app = localised('prefix_except_default', 'no_prefix');
    seen.length = 0;
    const en = await app.request('/en/produkt/x', { headers: { 'accept-encoding': 'identity' } });
    expect(en.status).toBe(200);
    expect(en.headers.get('vary')).toBe('Accept-Encoding, Cookie, Accept-Language');
    const sv = await app.request('/produkt/x', {
      headers: { 'accept-encoding': 'identity', 'accept-language': 'sv' },
    });
    expect(sv.status).toBe(200);
    expect(seen).toEqual([
      { path: '/en/produkt/x', locale: 'en-US', prefix: '/en' },
      { path: '/produkt/x', locale: 'sv-SE', prefix: '' },
    ]);
    // An English browser on an unprefixed path goes to its language's path.
    const redirected = await app.request('/produkt/x', { headers: { 'accept-language': 'en' } });
    expect(redirected.headers.get('location')).toBe('/en/produkt/x');
    // A path that would leave the shop stays a path of the shop.
    const hostile = await app.request('//evil.example/x', { headers: { 'accept-language': 'en' } });
    expect(hostile.headers.get('location')).toBe('/en/evil.example/x');
  });

  it("redirect on all: the cookie sends a visitor from another locale's path to theirs", async () => {
    const app = localised('prefix_except_default', 'all');
    const answer = await app.request('/en/produkt/x', { headers: { cookie: 'shop_locale=sv-SE' } });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/produkt/x');
  });

  it('as the brands ship (Swedish only, no prefix): no redirect, no cookie, Swedish', async () => {
    const shipped = createStorefrontServer({
      brandId: 'bygg',
      clientDir: dir,
      commerceUrl: 'https://commerce.example.com',
      sessionSecret: 'a-test-secret-of-at-least-32-characters',
      render: recording,
    });
    seen.length = 0;
    const answer = await shipped.request('/en/produkt/x', { headers: { 'accept-language': 'en-US' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('set-cookie')).toBeNull();
    expect(answer.headers.get('vary')).toBe('Accept-Encoding, Cookie');
    expect(seen).toEqual([{ path: '/en/produkt/x', locale: 'sv-SE', prefix: '' }]);
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
