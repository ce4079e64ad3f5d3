// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningSandbox, startSandbox } from '@shop/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RenderPage } from './options';
import { createStorefrontServer } from './server';
import { createSessionSeal, SESSION_COOKIE } from './session-seal';

const SECRET = 'a-test-secret-of-at-least-32-characters';
const seal = createSessionSeal(SECRET);

// Tokens live 30 s and are refreshed 60 s before they expire: every token this sandbox issues is
// already "expiring", so every request with a session cookie needs a refresh.
let sandbox: RunningSandbox;
let refreshes = 0;
let app: ReturnType<typeof createStorefrontServer>;
const dir = mkdtempSync(join(tmpdir(), 'storefront-session-'));
writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');

/** A page that says whether the server rendered it for a signed-in customer. */
const render: RenderPage = async (_request, page) => ({
  response: new Response(`<html><head></head><body>${page.session ? 'signed-in' : 'visitor'}</body></html>`),
  personal: page.session !== null,
  session: page.session,
});

beforeAll(async () => {
  const ttl = process.env.SANDBOX_TOKEN_TTL;
  process.env.SANDBOX_TOKEN_TTL = '30';
  sandbox = await startSandbox({ port: 0, db: ':memory:' });
  if (ttl === undefined) delete process.env.SANDBOX_TOKEN_TTL;
  else process.env.SANDBOX_TOKEN_TTL = ttl;
  app = createStorefrontServer({
    brandId: 'bygg',
    clientDir: dir,
    commerceUrl: sandbox.url,
    sessionSecret: SECRET,
    render,
    fetch: async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname === '/v2/sessions/') {
        refreshes++;
        if (process.env.DBG) console.log('refresh', new Error().stack?.split('\n').slice(2, 6).join(' | '));
      }
      return fetch(input, init);
    },
  });
});
afterAll(async () => {
  await sandbox.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** The one-time note a form post leaves for the next page (`shop_flash=…`). */
const flashOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((line) => line.startsWith('shop_flash='))
    ?.split(';')[0];

/** A form post, as a page without its scripts sends it. */
const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${SESSION_COOKIE}=`))
    ?.split(';')[0];

async function signIn(): Promise<string> {
  const response = await app.request('/session/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'anna.user', password: 'Sandbox-2026' }),
  });
  expect(await response.json()).toMatchObject({ outcome: 'success' });
  const cookie = cookieOf(response);
  if (!cookie) throw new Error('no session cookie');
  return cookie;
}

describe('the server-held session against the sandbox', () => {
  it('seals the tokens into an httpOnly, SameSite=Lax cookie the page cannot read', async () => {
    const response = await app.request('/session/login', {
      method: 'POST',
      body: JSON.stringify({ username: 'anna.user', password: 'Sandbox-2026' }),
    });
    const line = response.headers.getSetCookie().find((l) => l.startsWith(`${SESSION_COOKIE}=`)) ?? '';
    expect(line).toMatch(/; HttpOnly; SameSite=Lax$/);
    const body = await response.text();
    expect(body).not.toMatch(/"(token|refreshToken)"/);
    expect(line).not.toContain('refreshToken');
  });

  it('refreshes an expiring token exactly once for 50 concurrent requests with one cookie', async () => {
    const cookie = await signIn();
    refreshes = 0;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => app.request('/api/v2/cart', { headers: { cookie } })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    expect(refreshes).toBe(1);
    // Every answer hands the browser the same new tokens, sealed (each sealing is unique).
    const opened = await Promise.all(answers.map((a) => seal.open(cookieOf(a)?.split('=')[1])));
    const before = await seal.open(cookie.split('=')[1]);
    expect(new Set(opened.map((s) => s?.refreshToken)).size).toBe(1);
    expect(opened[0]?.refreshToken).not.toBe(before?.refreshToken);
  });

  it('keeps five tabs signed in that reload at the moment of expiry, and the session goes on after', async () => {
    const cookie = await signIn();
    refreshes = 0;
    // Five reloads leave the browser with the old cookie at the same moment…
    const pages = await Promise.all(
      Array.from({ length: 5 }, () => app.request('/', { headers: { cookie } })),
    );
    expect(await Promise.all(pages.map((p) => p.text()))).toEqual(
      Array(5).fill(expect.stringContaining('signed-in')),
    );
    expect(refreshes).toBe(1);
    // …and one more, late, still with the old cookie: no second use of the old refresh token
    // (the service would take it for a replay and revoke every tab's session).
    const late = await app.request('/', { headers: { cookie } });
    expect(await late.text()).toContain('signed-in');
    expect(refreshes).toBe(1);
    // The new cookie works, and the next refresh (its token is expiring too) is honoured by the service.
    const renewed = cookieOf(pages[0] as Response);
    if (!renewed) throw new Error('no renewed cookie');
    const next = await app.request('/api/v2/cart', { headers: { cookie: renewed } });
    expect(next.status).toBe(200);
    expect(refreshes).toBe(2);
  });

  it('ends the session on a refused refresh token: the cookie is dropped and the next page says please login', async () => {
    const cookie = await signIn();
    const logout = await app.request('/session/logout', { method: 'POST', headers: { cookie } });
    expect(logout.status).toBe(204);
    expect(logout.headers.getSetCookie().join()).toContain(`${SESSION_COOKIE}=; Path=/; Max-Age=0`);
    // The old cookie now holds revoked tokens (a stolen copy, a second browser).
    const answer = await app.request('/api/v2/cart', { headers: { cookie } });
    expect(answer.status).toBe(401);
    expect(answer.headers.getSetCookie().join()).toContain(`${SESSION_COOKIE}=; Path=/; Max-Age=0`);
    expect(answer.headers.getSetCookie().join()).toContain('shop_flash=please_login');
  });

  it('refuses a tampered cookie and a sign-in posted from another site', async () => {
    const cookie = await signIn();
    const tampered = `${cookie.slice(0, -4)}AAAA`;
    expect(await (await app.request('/', { headers: { cookie: tampered } })).text()).toContain('visitor');
    const foreign = await app.request('/session/login', {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
      body: JSON.stringify({ username: 'anna.user', password: 'Sandbox-2026' }),
    });
    expect(foreign.status).toBe(403);
  });
});

describe('signing in with a plain form post (a page whose scripts have not taken over)', () => {
  const form = (fields: Record<string, string>, origin?: string) =>
    app.request('/session/login', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(origin ? { origin } : {}),
      },
      body: new URLSearchParams(fields).toString(),
    });

  it('signs in and goes back to the page with 303, the session in the cookie', async () => {
    const response = await form({ username: 'anna.user', password: 'Sandbox-2026', return: '/cart?x=1' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/cart?x=1');
    const cookie = cookieOf(response);
    expect((await app.request('/', { headers: { cookie: cookie ?? '' } })).status).toBe(200);
    expect(await (await app.request('/', { headers: { cookie: cookie ?? '' } })).text()).toContain(
      'signed-in',
    );
  });

  it('sends a wrong password to the sign-in page with the message and the user name, and no session', async () => {
    const response = await form({ username: 'anna.user', password: 'wrong', return: '/cart' });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '', 'https://shop.invalid');
    expect(location.pathname).toBe('/logga-in');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      fel: 'signIn.failed',
      anvandare: 'anna.user',
      tillbaka: '/cart',
    });
    expect(cookieOf(response)).toBeUndefined();
  });

  it('never sends anyone to another site, and refuses a post from another site', async () => {
    const away = await form({ username: 'anna.user', password: 'Sandbox-2026', return: '//evil.example/x' });
    expect(away.headers.get('location')).toBe('/');
    const foreign = await form({ username: 'anna.user', password: 'Sandbox-2026' }, 'https://evil.example');
    expect(foreign.status).toBe(403);
    expect(cookieOf(foreign)).toBeUndefined();
  });
});

describe("'Lägg i varukorg' posted as a form (/varukorg/lagg-till)", () => {
  const add = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    app.request('/varukorg/lagg-till', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields).toString(),
    });
  const line = {
    artikel: '1000001',
    antal: '2',
    leverans: 'DBI',
    nyckel: 'a-key-of-this-page-1',
    tillbaka: '/produkt/x',
  };

  it('sends a visitor to sign in first, with the way back', async () => {
    const response = await add(line);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/?login=%2Fprodukt%2Fx');
  });

  it('refuses a post from another site', async () => {
    const cookie = await signIn();
    const response = await add(line, { cookie, origin: 'https://evil.example' });
    expect(response.status).toBe(403);
  });
});

describe('a cart line, the customer switch and sign-out posted as forms', () => {
  /** A browser's cookie: each answer's new session cookie replaces the last (every token here is refreshed). */
  async function browser() {
    let cookie = await signIn();
    const keep = (response: Response) => {
      cookie = cookieOf(response) ?? cookie;
      return response;
    };
    return {
      post: async (path: string, fields: Record<string, string>) =>
        keep(await post(path, fields, { cookie })),
      /** The cart lines of article 1000001, as the service holds them. */
      lines: async () => {
        const cart = await keep(await app.request('/api/v2/cart', { headers: { cookie } })).json();
        return (cart.cartItems as { cartItemId: string; articleNumber: string; quantity: number }[]).filter(
          (line) => line.articleNumber === '1000001',
        );
      },
      page: async () => (await keep(await app.request('/', { headers: { cookie } }))).text(),
    };
  }

  it('changes a quantity as typed, refuses a wrong one and leaves the line, and removes a line', async () => {
    const customer = await browser();
    const added = await customer.post('/varukorg/lagg-till', {
      artikel: '1000001',
      antal: '2',
      leverans: 'DBI',
      nyckel: 'a-key-of-this-page-2',
      tillbaka: '/cart',
    });
    expect(flashOf(added)).toBe('shop_flash=cart_added');
    const [line] = await customer.lines();
    if (!line) throw new Error('no line');
    const change = (fields: Record<string, string>) =>
      customer.post('/varukorg/rad', { rad: line.cartItemId, tillbaka: '/cart', ...fields });
    const wrong = await change({ atgard: 'update', antal: '0' });
    expect(wrong.status).toBe(303);
    expect(wrong.headers.get('location')).toBe('/cart');
    expect(flashOf(wrong)).toBe('shop_flash=cart_wrong_quantity');
    expect((await customer.lines())[0]?.quantity).toBe(line.quantity);
    expect(flashOf(await change({ atgard: 'sell', antal: '3' }))).toBe('shop_flash=cart_failed');
    expect(flashOf(await change({ atgard: 'update', antal: '7' }))).toBe('shop_flash=cart_line_updated');
    expect((await customer.lines())[0]?.quantity).toBe(7);
    expect(flashOf(await change({ atgard: 'remove' }))).toBe('shop_flash=cart_line_removed');
    expect(await customer.lines()).toEqual([]);
    // A second tap on a line already gone says it is gone, and changes nothing.
    expect(flashOf(await change({ atgard: 'remove' }))).toBe('shop_flash=cart_line_removed');
  });

  it('switches project and goes back, refuses a customer the user does not have, and signs out to the start page', async () => {
    const customer = await browser();
    const refused = await customer.post('/session/context', { kontext: '10002:', tillbaka: '/cart' });
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toBe('/cart');
    expect(flashOf(refused)).toBe('shop_flash=context_failed');
    const empty = await customer.post('/session/context', { kontext: '', tillbaka: 'https://evil.example/' });
    expect(empty.headers.get('location')).toBe('/');
    expect(flashOf(empty)).toBe('shop_flash=context_failed');
    const switched = await customer.post('/session/context', {
      kontext: '10001:10001-P2',
      tillbaka: '/cart',
    });
    expect(switched.headers.get('location')).toBe('/cart');
    expect(flashOf(switched)).toBe('shop_flash=context_switched');
    expect(await customer.page()).toContain('signed-in');
    const out = await customer.post('/session/logout', {});
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe('/');
    expect(await customer.page()).toContain('visitor');
  });
});
