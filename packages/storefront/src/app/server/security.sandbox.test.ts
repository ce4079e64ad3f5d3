// @vitest-environment node
// The outside probe's findings (issue 32), each as the probe made it, against the brand server
// in front of a real sandbox: they failed before the fix.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningSandbox, startSandbox } from '@shop/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RenderPage } from './options';
import { createStorefrontServer } from './server';
import { SESSION_COOKIE } from './session-seal';

let sandbox: RunningSandbox;
let app: ReturnType<typeof createStorefrontServer>;
/** Every request the storefront server sent to the services: method and path. */
const upstream: string[] = [];
const dir = mkdtempSync(join(tmpdir(), 'storefront-security-'));
writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');

const render: RenderPage = async (_request, page) => ({
  response: new Response(`<html><head></head><body>${page.session ? 'signed-in' : 'visitor'}</body></html>`),
  personal: page.session !== null,
  session: page.session,
});

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, db: ':memory:' });
  app = createStorefrontServer({
    brandId: 'bygg',
    clientDir: dir,
    commerceUrl: sandbox.url,
    sessionSecret: 'a-test-secret-of-at-least-32-characters',
    htmlCacheSeconds: 0,
    render,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      upstream.push(`${request.method} ${new URL(request.url).pathname}`);
      return fetch(request);
    },
  });
});
afterAll(async () => {
  await sandbox.stop();
  rmSync(dir, { recursive: true, force: true });
});

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${SESSION_COOKIE}=`))
    ?.split(';')[0];

async function signIn(username = 'anna.user', password = 'Sandbox-2026'): Promise<string> {
  const response = await app.request('/session/login', {
    method: 'POST',
    body: JSON.stringify({ username, password }),
  });
  expect(await response.json()).toMatchObject({ outcome: 'success' });
  const cookie = cookieOf(response);
  if (!cookie) throw new Error('no session cookie');
  return cookie;
}

const post = (path: string, body: unknown, cookie?: string) =>
  app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

describe('high: /api forwards only the routes the pages call', () => {
  it("answers 404 for the sandbox's levers and outbox, and never forwards them", async () => {
    const cookie = await signIn();
    upstream.length = 0;
    const probes: [string, string][] = [
      ['GET', '/api/__sandbox/accounts'],
      ['GET', '/api/__sandbox/outbox?username=ny.anvandare'],
      ['PUT', '/api/__sandbox/stock/1000001'],
      ['POST', '/api/__sandbox/reset'],
      ['POST', '/api/__sandbox/faults'],
      ['GET', '/api/v2/cart/../../__sandbox/accounts'],
      ['GET', '/api/v2/cart/%2e%2e/%2e%2e/__sandbox/accounts'],
      ['GET', '/api/orders/x%2F..%2F..%2F__sandbox%2Faccounts'],
      ['POST', '/api/v2/sessions/'],
      ['DELETE', '/api/v2/sessions/u0001'],
      ['GET', '/api/procurement'],
      ['PATCH', '/api/v2/cart'],
    ];
    for (const [method, path] of probes) {
      const answer = await app.request(path, {
        method,
        headers: { cookie, 'content-type': 'application/json' },
        ...(method === 'GET' ? {} : { body: '{}' }),
      });
      expect(answer.status, `${method} ${path}`).toBe(404);
    }
    expect(upstream).toEqual([]);
  });

  it('still forwards what the pages call, with the customer token', async () => {
    const cookie = await signIn();
    const cart = await app.request('/api/v2/cart', { headers: { cookie } });
    expect(cart.status).toBe(200);
    expect(cart.headers.get('content-security-policy')).toContain('sandbox');
    const request = await post('/api/users/credentials/request', { username: 'anna.user' });
    expect(request.status).toBeLessThan(300);
  });
});

describe('medium: logout ends every copy of the session at once', () => {
  it('refuses a copied cookie on /api and on pages right after logout, long before its token would expire', async () => {
    const cookie = await signIn();
    const copy = cookie;
    expect((await app.request('/api/v2/cart', { headers: { cookie: copy } })).status).toBe(200);
    expect((await post('/session/logout', {}, cookie)).status).toBe(204);
    upstream.length = 0;
    const api = await app.request('/api/v2/cart', { headers: { cookie: copy } });
    expect(api.status).toBe(401);
    expect(upstream).toEqual([]);
    expect(await (await app.request('/', { headers: { cookie: copy } })).text()).toContain('visitor');
  });

  it('gives the sealed cookie an absolute end (Max-Age and exp) of 30 days from sign-in', async () => {
    const response = await post('/session/login', { username: 'anna.user', password: 'Sandbox-2026' });
    const line = response.headers.getSetCookie().find((l) => l.startsWith(`${SESSION_COOKIE}=`)) ?? '';
    const maxAge = Number(/Max-Age=(\d+)/.exec(line)?.[1]);
    expect(maxAge).toBeGreaterThan(30 * 24 * 3600 - 5);
    expect(maxAge).toBeLessThanOrEqual(30 * 24 * 3600);
  });
});

describe('medium: a refused customer or project switch', () => {
  it("answers 403 with §8's key, keeps the session as it was, and a valid switch after it works", async () => {
    const cookie = await signIn('erik.flerkund');
    const refused = await post(
      '/session/context',
      { customerId: '10001', projectId: 'no-such-project' },
      cookie,
    );
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ messageKey: 'errors.forbidden_action' });
    const foreign = await post('/session/context', { customerId: '99999', projectId: null }, cookie);
    expect(foreign.status).toBe(403);
    // The refresh token was not used up by the refusals: a valid switch and the calls after it work.
    const valid = await post('/session/context', { customerId: '10002', projectId: null }, cookie);
    expect(valid.status).toBe(200);
    const next = cookieOf(valid);
    expect((await app.request('/api/v2/cart', { headers: { cookie: next ?? '' } })).status).toBe(200);
  });
});

describe('medium: sign-in attempts are limited', () => {
  it('stops a run of wrong passwords for one account before the service, and says so with its key', async () => {
    upstream.length = 0;
    const answers: number[] = [];
    for (let i = 0; i < 40; i++)
      answers.push(
        (await post('/session/login', { username: 'bertil.buyeradmin', password: `fel-${i}` })).status,
      );
    // Five wrong passwords go through; then the account must wait, and waits longer each time.
    expect(answers.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.slice(5).every((status) => status === 429)).toBe(true);
    expect(upstream.filter((line) => line === 'POST /v2/sessions/').length).toBe(5);
    // The right password does not get around the wait.
    const right = await post('/session/login', { username: 'bertil.buyeradmin', password: 'Sandbox-2026' });
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await right.json()).toEqual({ outcome: 'failed', messageKey: 'signIn.tooManyAttempts' });
  });

  it("tells a wrong password ('signIn.failed') apart from the service's token failure (errors.invalid_token)", async () => {
    const wrong = await post('/session/login', { username: 'anna.user', password: 'fel' });
    expect(await wrong.json()).toEqual({ outcome: 'not_authenticated', messageKey: 'signIn.failed' });
    await fetch(`${sandbox.url}/__sandbox/faults`, {
      method: 'POST',
      body: JSON.stringify({
        method: 'POST',
        path: '/v2/sessions/',
        status: 401,
        body: 'Invalid token',
        times: 1,
      }),
    });
    const token = await post('/session/login', { username: 'anna.user', password: 'Sandbox-2026' });
    expect(await token.json()).toEqual({ outcome: 'not_authenticated', messageKey: 'errors.invalid_token' });
  });
});
