// @vitest-environment node

import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { RenderPage } from './options';
import { type CachedPage, createPageCache, keptEncodings, withoutTrackingParameters } from './page-cache';
import { createStorefrontServer } from './server';
import { builtClient, render } from './test-server';

const dir = builtClient();

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

  it('renders a page once for 20 visitors at the same moment: the first with its own nonce, the others one shared page by hash', async () => {
    renders = 0;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        cached.request('/produkt/y', { headers: { 'accept-encoding': 'identity' } }),
      ),
    );
    expect(renders).toBe(1);
    const csps = answers.map((a) => a.headers.get('content-security-policy') ?? '');
    const [first, ...others] = csps;
    expect(first).toMatch(/'nonce-[^']+'/);
    expect(new Set(others).size).toBe(1);
    expect(others[0]).not.toContain("'nonce-");
    expect(others[0]).toMatch(/script-src 'sha256-/);
    const pages = await Promise.all(answers.map((a) => a.text()));
    expect(new Set(pages.slice(1)).size).toBe(1);
    for (const html of pages) {
      expect(html).not.toContain('SHOP_CSP_NONCE');
      expect(html).not.toContain('shopmark');
      expect(html).toContain('<h1>/produkt/y</h1>');
    }
  });

  it('sends every visitor of a kept page the same compressed bytes', async () => {
    clock += 60_000;
    const ask = async () => {
      const answer = await cached.request('/produkt/compressed', { headers: { 'accept-encoding': 'br' } });
      expect(answer.headers.get('content-encoding')).toBe('br');
      return new Uint8Array(await answer.arrayBuffer());
    };
    await ask(); // the render, streamed
    await new Promise((resolve) => setTimeout(resolve, 5));
    const [a, b] = [await ask(), await ask()];
    expect(a.byteLength).toBeGreaterThan(0);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    const { brotliDecompressSync } = await import('node:zlib');
    expect(brotliDecompressSync(a).toString()).toContain('<h1>/produkt/compressed</h1>');
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
              // The shell, with the nonce's placeholder cut in two by the chunk's end.
              controller.enqueue(
                encoder.encode(
                  `<!DOCTYPE html><html><head>${page.head}</head><body><h1>Kabel</h1><script nonce="${page.nonce.slice(0, 6)}`,
                ),
              );
              controller.enqueue(encoder.encode(`${page.nonce.slice(6)}">1</script>`));
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

describe('tracking parameters', () => {
  it('strips utm_* and gclid and keeps the rest in order', () => {
    expect(withoutTrackingParameters('?utm_source=news&sida=2&gclid=abc&utm_medium=mail&q=rör')).toBe(
      `?sida=2&q=${encodeURIComponent('rör')}`,
    );
    expect(withoutTrackingParameters('?utm_campaign=x')).toBe('');
    expect(withoutTrackingParameters('')).toBe('');
  });

  it('neither split the cache nor reach the render', async () => {
    const seen: string[] = [];
    const app = createStorefrontServer({
      brandId: 'bygg',
      clientDir: dir,
      commerceUrl: 'https://commerce.example.com',
      sessionSecret: 'a-test-secret-of-at-least-32-characters',
      htmlCacheSeconds: 10,
      render: async (request, page) => {
        seen.push(new URL(request.url).search);
        return render(request, page);
      },
    });
    await (await app.request('/produkt/t?utm_source=a&gclid=1')).text();
    await new Promise((resolve) => setTimeout(resolve, 10));
    await (await app.request('/produkt/t?utm_source=b&utm_medium=c')).text();
    await (await app.request('/produkt/t')).text();
    expect(seen).toEqual(['']);
    await (await app.request('/produkt/t?sida=2&utm_source=a')).text();
    expect(seen).toEqual(['', '?sida=2']);
  });
});

describe('the bounds of the page cache', () => {
  it('keeps no more pages than its entries and its bytes allow, dropping the least recently used', async () => {
    const big = 'x'.repeat(10_000);
    let renders = 0;
    const cache = createPageCache({
      maxAgeMs: 60_000,
      now: () => 0,
      maxEntries: 100,
      // Room for about three pages of 20 KB (two bytes a character).
      maxBytes: 70_000,
      share: (html) => ({ html, hashes: { scripts: [], styles: [] } }),
      render: async () => {
        renders++;
        return { response: new Response(big), personal: false, session: null };
      },
    });
    const ask = async (path: string) => {
      const app = new Hono();
      let body = '';
      app.get('*', async (c) => {
        const entry = await cache.get(c, { code: 'sv' } as never, path);
        body =
          'body' in entry && entry.body
            ? await new Response(entry.body).text()
            : String('html' in entry ? entry.html : '');
        return c.text('ok');
      });
      await app.request(path);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return body;
    };
    for (const path of ['/a', '/b', '/c', '/d']) expect(await ask(path)).toBe(big);
    expect(renders).toBe(4);
    await ask('/d');
    expect(renders).toBe(4);
    // /a went first to make room.
    await ask('/a');
    expect(renders).toBe(5);
  });
});

describe('visitors’ pages behind an edge that stores them', () => {
  const TOKEN = 'EdgeNonceTokenForTests0123456789';
  // The renderer's inline code carries the nonce it was given; markup that came with content does
  // not, or carries a nonce it guessed (the placeholder Vite's template has, which is public).
  const withInlineCode: RenderPage = async (request, page) => {
    const html =
      `<!DOCTYPE html><html><head>${page.head}<style nonce="${page.nonce}">h1{color:red}</style></head><body>` +
      `<h1>${new URL(request.url).pathname}</h1><script nonce="${page.nonce}">window.ours=1</script>` +
      `<div><script>window.injected=1</script><script nonce="SHOP_CSP_NONCE">window.guessed=1</script>` +
      '</div></body></html>';
    const personal = new URL(request.url).pathname === '/signed-in';
    return { response: new Response(html), personal, session: null };
  };
  const app = createStorefrontServer({
    brandId: 'bygg',
    clientDir: dir,
    commerceUrl: 'https://commerce.example.com',
    sessionSecret: 'a-test-secret-of-at-least-32-characters',
    htmlCacheSeconds: 10,
    edge: { nonceToken: TOKEN, staleSeconds: 30 },
    render: withInlineCode,
  });
  const identity = { 'accept-encoding': 'identity' };
  const hashOf = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
  const fromEdge = () => app.request('/produkt/e', { headers: { ...identity, 'x-edge-nonce-token': TOKEN } });

  it('sends the same page to every visitor, its own inline code allowed by hash and no nonce, with s-maxage', async () => {
    const [first, second] = [await fromEdge(), await fromEdge()];
    expect(first.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=10, stale-while-revalidate=30',
    );
    expect(first.headers.get('vary')).toBe('Accept-Encoding, Cookie, User-Agent');
    const csp = first.headers.get('content-security-policy') ?? '';
    expect(second.headers.get('content-security-policy')).toBe(csp);
    const html = await first.text();
    expect(await second.text()).toBe(html);
    expect(csp).not.toContain("'nonce-");
    expect(html).not.toMatch(/nonce="shopmark/);
    const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';
    expect(directive('script-src')).toContain(hashOf('window.ours=1'));
    expect(directive('script-src')).toMatch(/'strict-dynamic'$/);
    expect(directive('style-src')).toContain(hashOf('h1{color:red}'));
    // What the renderer did not write runs nowhere: no hash of it, whatever nonce it claims.
    for (const code of ['window.injected=1', 'window.guessed=1']) expect(csp).not.toContain(hashOf(code));
    // Every inline script and style the page holds with no nonce is allowed by one of its hashes.
    const inline = [...html.matchAll(/<(script|style)([^>]*)>([\s\S]*?)<\/\1>/g)].filter(
      ([, , attributes, code]) => !attributes?.includes('nonce=') && !code?.includes('window.injected'),
    );
    expect(inline.length).toBeGreaterThan(2);
    for (const [, name, , code] of inline)
      expect(directive(name === 'script' ? 'script-src' : 'style-src')).toContain(hashOf(code ?? ''));
  });

  it('gives the visitor whose request renders a page a nonce of its own, which content cannot claim', async () => {
    const answer = await app.request('/produkt/fresh', { headers: identity });
    const nonce = /'nonce-([^']+)'/.exec(answer.headers.get('content-security-policy') ?? '')?.[1];
    const html = await answer.text();
    expect(html).toContain(`<script nonce="${nonce}">window.ours=1</script>`);
    expect(html).toContain('<script nonce="SHOP_CSP_NONCE">window.guessed=1</script>');
    // Every nonce attribute but the guessed one is this response's.
    expect(html.split(`nonce="${nonce}"`).length).toBe(html.split(' nonce="').length - 1);
  });

  it("gives a request from elsewhere the edge's page, by hash, with private caching", async () => {
    const edgePage = await (await fromEdge()).text();
    const answer = await app.request('/produkt/e', { headers: identity });
    expect(answer.headers.get('cache-control')).toBe('private, max-age=10');
    expect(answer.headers.get('content-security-policy')).not.toContain("'nonce-");
    expect(await answer.text()).toBe(edgePage);
  });

  it('keeps private caching, and never the token, for a request that did not come through the edge', async () => {
    for (const headers of [
      identity,
      { ...identity, 'x-edge-nonce-token': 'a-guess-that-is-not-the-token' },
    ]) {
      const answer = await app.request('/produkt/e', { headers });
      expect(answer.headers.get('cache-control')).toBe('private, max-age=10');
      const html = await answer.text();
      expect(html).not.toContain(TOKEN);
      expect(answer.headers.get('content-security-policy')).not.toContain(TOKEN);
    }
  });

  it('never lets the edge store a signed-in page', async () => {
    const answer = await app.request('/signed-in', { headers: { ...identity, 'x-edge-nonce-token': TOKEN } });
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(await answer.text()).not.toContain(TOKEN);
  });

  it('refuses a token that could be guessed', () => {
    expect(() =>
      createStorefrontServer({
        brandId: 'bygg',
        clientDir: dir,
        commerceUrl: 'https://commerce.example.com',
        sessionSecret: 'a-test-secret-of-at-least-32-characters',
        edge: { nonceToken: 'short' },
        render,
      }),
    ).toThrow(/EDGE_NONCE_TOKEN/);
  });
});

describe('a kept page made one to share', () => {
  it('is made so on its first hit only, once, in its place: a page nobody asks for again costs nothing more', async () => {
    const shared: string[] = [];
    const cache = createPageCache({
      maxAgeMs: 60_000,
      now: () => 0,
      share: (html) => {
        shared.push(html);
        return { html: html.replace('MARK', ''), hashes: { scripts: ['h'], styles: [] } };
      },
      render: async (_c, request) => ({
        response: new Response(`<p MARK>${new URL(request.url).pathname}</p>`),
        personal: false,
        session: null,
      }),
    });
    const app = new Hono();
    const kept: CachedPage[] = [];
    app.get('*', async (c) => {
      const entry = await cache.get(c, { code: 'sv' } as never, c.req.path);
      if ('body' in entry) await new Response(entry.body).text();
      else kept.push(entry);
      return c.text('ok');
    });
    for (const path of ['/a', '/b', '/c']) await app.request(path);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(shared).toEqual([]);
    await app.request('/b');
    const [page] = kept;
    expect(page?.hashes).toBeNull();
    expect(cache.shareable(page as CachedPage)).toEqual({
      html: '<p >/b</p>',
      hashes: { scripts: ['h'], styles: [] },
    });
    expect(cache.shareable(page as CachedPage).html).toBe('<p >/b</p>');
    expect(shared).toEqual(['<p MARK>/b</p>']);
  });
});

describe('keptEncodings', () => {
  const page = (html: string): CachedPage => ({
    status: 200,
    headers: [],
    html,
    hashes: { scripts: [], styles: [] },
    personal: false,
    at: 0,
  });
  const counting = () => {
    const made: string[] = [];
    const compress = (html: string) => {
      made.push(html);
      return new TextEncoder().encode(`z:${html}`);
    };
    return { made, compress };
  };

  it('compresses a kept page once per encoding, and a page rendered again anew', () => {
    const encodedOf = keptEncodings();
    const { made, compress } = counting();
    const a = page('<h1>A</h1>');
    for (let i = 0; i < 3; i++) {
      expect(new TextDecoder().decode(encodedOf(a, a.html ?? '')('br', compress))).toBe('z:<h1>A</h1>');
      encodedOf(a, a.html ?? '')('gzip', compress);
    }
    expect(made).toEqual(['<h1>A</h1>', '<h1>A</h1>']);
    const again = page('<h1>A</h1>');
    encodedOf(again, again.html ?? '')('br', compress);
    expect(made).toHaveLength(3);
  });

  it('keeps no more bytes than it may, the least recently used going first', () => {
    const encodedOf = keptEncodings(250);
    const { made, compress } = counting();
    const pages = ['a', 'b', 'c'].map((name) => page(name.repeat(100)));
    for (const p of pages) encodedOf(p, p.html ?? '')('br', compress);
    // Two fit (102 bytes and 64 of bookkeeping each): the first went to make room for the third.
    encodedOf(pages[2] as CachedPage, pages[2]?.html ?? '')('br', compress);
    expect(made).toHaveLength(3);
    encodedOf(pages[0] as CachedPage, pages[0]?.html ?? '')('br', compress);
    expect(made).toHaveLength(4);
  });
});
