import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../index.ts';
import { SEEDED_TEMPORARY_PASSWORD } from '../seed/accounts.ts';
import { call, login, privateSandbox } from '../test-utils.ts';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await privateSandbox();
});
afterEach(() => call(sandbox, 'DELETE', '/__sandbox/faults'));
afterAll(() => sandbox.stop());

describe('POST /__sandbox/faults', () => {
  it('fails matching requests with the status, the given number of times', async () => {
    const created = await call(sandbox, 'POST', '/__sandbox/faults', {
      body: { method: 'POST', path: '/v2/sessions/', status: 503, times: 2 },
    });
    expect(created.status).toBe(201);
    const login = () =>
      call(sandbox, 'POST', '/v2/sessions/', { body: { username: 'anna.user', password: 'Sandbox-2026' } });
    expect((await login()).status).toBe(503);
    expect((await login()).status).toBe(503);
    expect((await login()).status).toBe(200);
  });

  it('matches paths with * wildcards and leaves other methods alone', async () => {
    await call(sandbox, 'POST', '/__sandbox/faults', {
      body: { method: 'DELETE', path: '/v2/sessions/*', status: 500 },
    });
    expect((await call(sandbox, 'DELETE', '/v2/sessions/u0001')).status).toBe(500);
    expect(
      (
        await call(sandbox, 'POST', '/v2/sessions/', {
          body: { username: 'anna.user', password: 'Sandbox-2026' },
        })
      ).status,
    ).toBe(200);
  });

  it('delays a request', async () => {
    await call(sandbox, 'POST', '/__sandbox/faults', {
      body: { path: '/role-names', delayMs: 300, status: 504, times: 1 },
    });
    const started = performance.now();
    const res = await call(sandbox, 'GET', '/role-names');
    expect(res.status).toBe(504);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('drops the connection', async () => {
    await call(sandbox, 'POST', '/__sandbox/faults', {
      body: { path: '/menu', dropConnection: true, times: 1 },
    });
    await expect(fetch(`${sandbox.url}/menu`)).rejects.toThrow();
  });

  it("answers the given body, e.g. the spec's plain-text Invalid token", async () => {
    await call(sandbox, 'POST', '/__sandbox/faults', {
      body: { path: '/v3/customers', status: 401, body: 'Invalid token', times: 1 },
    });
    const res = await call(sandbox, 'GET', '/v3/customers');
    expect(res).toMatchObject({ status: 401, body: 'Invalid token' });
  });

  it.each([
    ['no effect', { path: '/x' }, 'status'],
    ['a status outside 400-599', { path: '/x', status: 200 }, 'status'],
    ['a path without a leading slash', { path: 'x', status: 500 }, 'path'],
  ])('refuses a fault with %s and stores nothing', async (_, body, field) => {
    const res = await call(sandbox, 'POST', '/__sandbox/faults', { body });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
    expect((await call(sandbox, 'GET', '/__sandbox/faults')).body.faults).toEqual([]);
  });
});

describe('POST /__sandbox/reset', () => {
  it('restores the seed', async () => {
    const tokens = (
      await call(sandbox, 'POST', '/v2/sessions/', {
        body: { username: 'ny.anvandare', password: SEEDED_TEMPORARY_PASSWORD },
      })
    ).body;
    await call(sandbox, 'POST', '/activate-user', {
      body: { username: 'ny.anvandare', session: tokens.session, newPassword: 'Bygget2026' },
    });
    const reset = await call(sandbox, 'POST', '/__sandbox/reset');
    expect(reset.status).toBe(200);
    // The password chosen is gone with the reset; the temporary one asks for a new one again.
    const chosen = await call(sandbox, 'POST', '/v2/sessions/', {
      body: { username: 'ny.anvandare', password: 'Bygget2026' },
    });
    expect(chosen.status).toBe(401);
    const again = await call(sandbox, 'POST', '/v2/sessions/', {
      body: { username: 'ny.anvandare', password: SEEDED_TEMPORARY_PASSWORD },
    });
    expect(again.body.challenge).toBe('NEW_PASSWORD_REQUIRED');
  });
});

describe('GET /__sandbox/accounts', () => {
  it('lists every seeded account with password, role, deny codes and customers', async () => {
    const { body } = await call(sandbox, 'GET', '/__sandbox/accounts');
    const names = body.accounts.map((a: { username: string }) => a.username);
    expect(names).toEqual(
      expect.arrayContaining(['anna.user', 'bertil.buyeradmin', 'cecilia.selleradmin', 'david.siteadmin']),
    );
    const denies = body.accounts.flatMap((a: { permissionDenies: string[] }) => a.permissionDenies);
    expect(new Set(denies).size).toBe(8);
  });
});

describe('request limits', () => {
  it('answers 413 for a body over 1 MiB', async () => {
    const res = await call(sandbox, 'POST', '/v2/sessions/', {
      body: { username: 'x'.repeat(1_100_000), password: 'y' },
    });
    expect(res.status).toBe(413);
  });
});

describe('GET /__sandbox/counters', () => {
  it('counts each refresh once, and a replay as a revocation of the family', async () => {
    const before = (await call(sandbox, 'GET', '/__sandbox/counters')).body;
    const tokens = await login(sandbox, 'anna.user');
    const refresh = (refreshToken: string) =>
      call(sandbox, 'POST', '/v2/sessions/', { body: { refreshToken, customerId: tokens.customerId } });
    expect((await refresh(tokens.refreshToken)).status).toBe(200);
    const once = (await call(sandbox, 'GET', '/__sandbox/counters')).body;
    expect(once.refreshes).toBe(before.refreshes + 1);
    expect((await refresh(tokens.refreshToken)).status).toBe(401);
    const replayed = (await call(sandbox, 'GET', '/__sandbox/counters')).body;
    expect(replayed.refreshes).toBe(once.refreshes);
    expect(replayed.revokedRefreshTokens).toBeGreaterThan(once.revokedRefreshTokens);
  });
});
