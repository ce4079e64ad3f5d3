// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { RenderPage } from './options';
import { createStorefrontServer } from './server';
import { createSessionSeal } from './session-seal';
import { builtClient, plainClient, render, serverWith } from './test-server';

const dir = builtClient();
const plainDir = plainClient();

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

describe('the Origin check behind a TLS-terminating proxy', () => {
  const login = (app: ReturnType<typeof createStorefrontServer>, headers: Record<string, string>) =>
    app.request('http://shop.internal:4173/session/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: '{}',
    });

  it('compares with PUBLIC_ORIGIN when set, else with the trusted proxy headers, else with the request', async () => {
    const configured = serverWith(plainDir, { proxy: { publicOrigin: 'https://www.bygghandeln.se' } }).app;
    expect((await login(configured, { origin: 'https://www.bygghandeln.se' })).status).toBe(400);
    expect((await login(configured, { origin: 'http://shop.internal:4173' })).status).toBe(403);
    const trusted = serverWith(plainDir, { proxy: { trustProxy: true } }).app;
    const proxied = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.bygghandeln.se' };
    expect((await login(trusted, { ...proxied, origin: 'https://www.bygghandeln.se' })).status).toBe(400);
    expect((await login(trusted, { ...proxied, origin: 'https://evil.example' })).status).toBe(403);
    // Not trusted: the forwarded headers change nothing.
    const plain = serverWith(plainDir).app;
    expect((await login(plain, { ...proxied, origin: 'https://www.bygghandeln.se' })).status).toBe(403);
    expect((await login(plain, { origin: 'http://shop.internal:4173' })).status).toBe(400);
  });
});
