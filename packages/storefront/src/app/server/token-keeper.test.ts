// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createStorefrontServer } from './server';
import { createSessionSeal } from './session-seal';
import { builtClient, render } from './test-server';
import { createTokenKeeper, refreshMarginSeconds } from './token-keeper';

const NOW = Date.UTC(2026, 10, 26, 10, 0, 0);
const SECRET = 'a-test-secret-of-at-least-32-characters';

/** An unsigned token that expires `seconds` after NOW; the server only reads its claims. */
const tokenExpiringIn = (seconds: number, sub = 'user-1') => {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none' })}.${part({ sub, role: 'USER', customerId: '10001', exp: NOW / 1000 + seconds })}.x`;
};

/** A pretend commerce service that counts refresh-token logins and answers them with fresh tokens. */
function refreshingService() {
  const refreshes: unknown[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (new URL(request.url).pathname === '/v2/sessions/' && request.method === 'POST') {
      refreshes.push(await request.json());
      return Response.json({ token: tokenExpiringIn(3600), refreshToken: 'r-new', customerId: '10001' });
    }
    return new Response('not here', { status: 404 });
  }) as typeof globalThis.fetch;
  return { refreshes, fetch };
}

describe('refreshMarginSeconds', () => {
  it.each([
    [undefined, 60],
    ['', 60],
    ['  ', 60],
    ['0', 0],
    ['300', 300],
    [' 120 ', 120],
    ['3600', 3600],
  ])('reads %j as %i seconds', (value, expected) => {
    expect(refreshMarginSeconds(value)).toBe(expected);
  });

  it.each(['-5', '1.5', 'abc', '60s', '3601', '1e3'])('refuses %j', (value) => {
    expect(() => refreshMarginSeconds(value)).toThrow(
      /TOKEN_REFRESH_MARGIN_SECONDS must be a whole number of seconds from 0 to 3600/,
    );
  });
});

describe('createTokenKeeper', () => {
  const session = { token: tokenExpiringIn(120), refreshToken: 'r-old', customerId: '10001' };

  it('keeps a token two minutes from expiry under the default margin of 60 s', async () => {
    const service = refreshingService();
    const keeper = createTokenKeeper({
      commerceUrl: 'https://commerce.example.com',
      fetch: service.fetch,
      now: () => NOW,
    });
    expect(keeper.marginSeconds).toBe(60);
    expect(await keeper.keep(session)).toEqual({ status: 'ok', session, refreshed: false });
    expect(service.refreshes).toHaveLength(0);
  });

  it('refreshes the same token first when the configured margin is five minutes', async () => {
    const service = refreshingService();
    const keeper = createTokenKeeper({
      commerceUrl: 'https://commerce.example.com',
      fetch: service.fetch,
      now: () => NOW,
      marginSeconds: 300,
    });
    const kept = await keeper.keep(session);
    expect(kept).toMatchObject({ status: 'ok', refreshed: true, session: { refreshToken: 'r-new' } });
    expect(service.refreshes).toEqual([{ refreshToken: 'r-old', customerId: '10001' }]);
  });
});

describe("the server's tokenRefreshMarginSeconds", () => {
  const dir = builtClient();
  const serverWith = (fetch: typeof globalThis.fetch, tokenRefreshMarginSeconds?: number) =>
    createStorefrontServer({
      brandId: 'bygg',
      clientDir: dir,
      commerceUrl: 'https://commerce.example.com',
      sessionSecret: SECRET,
      htmlCacheSeconds: 0,
      fetch,
      now: () => NOW,
      tokenRefreshMarginSeconds,
      render,
    });
  const cookieFor = async (token: string) =>
    `shop_session=${await createSessionSeal(SECRET, { now: () => NOW }).seal({ token, refreshToken: 'r-old', customerId: '10001' })}`;

  it('refreshes a session on a page request by the margin it was given, not by 60 s', async () => {
    const cookie = await cookieFor(tokenExpiringIn(120));
    const plain = refreshingService();
    await serverWith(plain.fetch).request('/', { headers: { cookie } });
    expect(plain.refreshes).toHaveLength(0);

    const wide = refreshingService();
    const answer = await serverWith(wide.fetch, 300).request('/', { headers: { cookie } });
    expect(wide.refreshes).toEqual([{ refreshToken: 'r-old', customerId: '10001' }]);
    // The new tokens go back to the browser in a new cookie.
    expect(answer.headers.get('set-cookie')).toMatch(/shop_session=/);
  });
});
