import { LoginChallenge, SessionTokens, TokenClaims } from '@shop/commerce-client/contract';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../index.ts';
import { SEEDED_TEMPORARY_PASSWORD } from '../seed/accounts.ts';
import { call, expectContract, login, PASSWORD, privateSandbox } from '../test-utils.ts';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await privateSandbox();
});
afterAll(() => sandbox.stop());

describe('POST /v2/sessions/ with credentials', () => {
  it('answers tokens whose access token carries the user, role, permissions and customer', async () => {
    const res = await call(sandbox, 'POST', '/v2/sessions/', {
      body: { username: 'anna.user', password: PASSWORD },
    });
    expect(res.status).toBe(200);
    const tokens = expectContract(SessionTokens, res.body);
    const claims = expectContract(TokenClaims, decodeJwt(tokens.token));
    expect(claims).toMatchObject({ sub: 'u0001', role: 'USER', customerId: '10001', ver: 2 });
    expect(claims.exp - claims.iat).toBe(900);
  });

  it('gives the version-1 user a ver: 1 token, and the current version once refreshed', async () => {
    const tokens = await login(sandbox, 'version1.user');
    expect(decodeJwt(tokens.token).ver).toBe(1);
    const refreshed = await call(sandbox, 'POST', '/v2/sessions/', {
      body: { refreshToken: tokens.refreshToken },
    });
    expect(decodeJwt(refreshed.body.token).ver).toBe(2);
  });

  it('answers a challenge for a user who has not set a password yet', async () => {
    const res = await call(sandbox, 'POST', '/v2/sessions/', {
      body: { username: 'ny.anvandare', password: SEEDED_TEMPORARY_PASSWORD },
    });
    expect(res.status).toBe(200);
    expectContract(LoginChallenge, res.body);
  });

  it('answers 401 invalid_credentials, not Invalid token, for a wrong password and for an unknown user', async () => {
    for (const body of [
      { username: 'anna.user', password: 'fel' },
      { username: 'ingen.alls', password: PASSWORD },
    ]) {
      const res = await call(sandbox, 'POST', '/v2/sessions/', { body });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ error: 'invalid_credentials' });
    }
  });

  it('gives the new-password challenge only for the temporary password, and 401 for any other', async () => {
    for (const password of ['x', PASSWORD]) {
      const res = await call(sandbox, 'POST', '/v2/sessions/', {
        body: { username: 'ny.anvandare', password },
      });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ error: 'invalid_credentials' });
    }
    const right = await call(sandbox, 'POST', '/v2/sessions/', {
      body: { username: 'ny.anvandare', password: SEEDED_TEMPORARY_PASSWORD },
    });
    expect(right.body.challenge).toBe('NEW_PASSWORD_REQUIRED');
  });

  it('refuses an inactive user with 403', async () => {
    const res = await call(sandbox, 'POST', '/v2/sessions/', {
      body: { username: 'inaktiv.anvandare', password: PASSWORD },
    });
    expect(res.status).toBe(403);
  });

  it.each([
    ['a missing password', { username: 'anna.user' }],
    ['a number as user name', { username: 1, password: 'x' }],
    ['an empty body', ''],
  ])('answers 400 naming the field for %s', async (_, body) => {
    const res = await call(sandbox, 'POST', '/v2/sessions/', { body });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('bad_request');
  });

  it('answers 400 malformed_json for a body that is not JSON', async () => {
    const res = await call(sandbox, 'POST', '/v2/sessions/', { body: '{"username":' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('malformed_json');
  });
});

describe('POST /v2/sessions/ with a refresh token', () => {
  it('rotates the refresh token and switches to another customer the user has', async () => {
    const first = await login(sandbox, 'erik.flerkund');
    const res = await call(sandbox, 'POST', '/v2/sessions/', {
      body: { refreshToken: first.refreshToken, customerId: '10002' },
    });
    expect(res.status).toBe(200);
    const next = expectContract(SessionTokens, res.body);
    expect(next.refreshToken).not.toBe(first.refreshToken);
    expect(next.customerId).toBe('10002');
    expect(decodeJwt(next.token).customerId).toBe('10002');
  });

  it('refuses a customer the user has no permission for', async () => {
    const first = await login(sandbox, 'anna.user');
    const res = await call(sandbox, 'POST', '/v2/sessions/', {
      body: { refreshToken: first.refreshToken, customerId: '10002' },
    });
    expect(res.status).toBe(403);
  });

  it('revokes the whole family when a used refresh token is replayed', async () => {
    const first = await login(sandbox, 'anna.user');
    const second = (
      await call(sandbox, 'POST', '/v2/sessions/', { body: { refreshToken: first.refreshToken } })
    ).body;
    const replay = await call(sandbox, 'POST', '/v2/sessions/', {
      body: { refreshToken: first.refreshToken },
    });
    expect(replay.status).toBe(401);
    const afterReplay = await call(sandbox, 'POST', '/v2/sessions/', {
      body: { refreshToken: second.refreshToken },
    });
    expect(afterReplay.status).toBe(401);
  });
});

describe('POST /activate-user', () => {
  it('sets the password from a challenge and signs the user in', async () => {
    const challenge = (
      await call(sandbox, 'POST', '/v2/sessions/', {
        body: { username: 'ny.anvandare', password: SEEDED_TEMPORARY_PASSWORD },
      })
    ).body;
    const weak = await call(sandbox, 'POST', '/activate-user', {
      body: { username: 'ny.anvandare', session: challenge.session, newPassword: 'abcdefgh' },
    });
    expect(weak.status).toBe(400);
    const res = await call(sandbox, 'POST', '/activate-user', {
      body: { username: 'ny.anvandare', session: challenge.session, newPassword: 'Bygget2026' },
    });
    expect(res.status).toBe(200);
    expectContract(SessionTokens, res.body);
    await expect(login(sandbox, 'ny.anvandare', 'Bygget2026')).resolves.toMatchObject({
      customerId: '10003',
    });
  });

  it('refuses an unknown session', async () => {
    const res = await call(sandbox, 'POST', '/activate-user', {
      body: { username: 'ny.anvandare', session: 'nope', newPassword: 'Bygget2026' },
    });
    expect(res.status).toBe(401);
  });
});

describe('POST /v2/oci/sessions', () => {
  it('signs a punch-out user in with an oci token', async () => {
    const res = await call(sandbox, 'POST', '/v2/oci/sessions', {
      body: { username: 'punchout.user', password: PASSWORD, hookUrl: 'https://sap.example.test/oci?sid=1' },
    });
    expect(res.status).toBe(200);
    expect(decodeJwt(res.body.token).oci).toBe(true);
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', '/relative', 'https://user:pw@evil.test/'])(
    'refuses the HOOK_URL %s',
    async (hookUrl) => {
      const res = await call(sandbox, 'POST', '/v2/oci/sessions', {
        body: { username: 'punchout.user', password: PASSWORD, hookUrl },
      });
      expect(res.status).toBe(400);
      expect(res.body.field).toBe('hookUrl');
    },
  );

  it('refuses a HOOK_URL on a host the customer has not registered, before any session exists', async () => {
    const res = await call(sandbox, 'POST', '/v2/oci/sessions', {
      body: { username: 'punchout.user', password: PASSWORD, hookUrl: 'https://evil.example.com/hook' },
    });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('callback_host_not_allowed');
    expect(res.body.token).toBeUndefined();
    // The sandbox's own simulator is registered for every customer.
    const simulator = await call(sandbox, 'POST', '/v2/oci/sessions', {
      body: {
        username: 'punchout.user',
        password: PASSWORD,
        hookUrl: 'http://localhost:4000/procurement/hook/x',
      },
    });
    expect(simulator.status).toBe(200);
  });
});

describe('DELETE /v2/sessions/:id', () => {
  it('logs out: the refresh tokens of the user stop working', async () => {
    const tokens = await login(sandbox, 'bertil.buyeradmin');
    const res = await call(sandbox, 'DELETE', '/v2/sessions/u0002', { token: tokens.token });
    expect(res.status).toBe(204);
    const refresh = await call(sandbox, 'POST', '/v2/sessions/', {
      body: { refreshToken: tokens.refreshToken },
    });
    expect(refresh.status).toBe(401);
  });

  it('answers 401 Invalid token without a token and 403 for another user id', async () => {
    expect((await call(sandbox, 'DELETE', '/v2/sessions/u0001')).body).toBe('Invalid token');
    const tokens = await login(sandbox, 'anna.user');
    expect((await call(sandbox, 'DELETE', '/v2/sessions/u0002', { token: tokens.token })).status).toBe(403);
  });
});

describe('POST /users/credentials/request', () => {
  it('accepts a request without telling whether the user exists', async () => {
    const a = await call(sandbox, 'POST', '/users/credentials/request', { body: { username: 'anna.user' } });
    const b = await call(sandbox, 'POST', '/users/credentials/request', { body: { username: 'finns.inte' } });
    expect(a.status).toBe(202);
    expect(b).toMatchObject({ status: 202, body: a.body });
  });
  it('mails a temporary password that the next sign-in trades for a new one, once; the old one keeps working', async () => {
    await call(sandbox, 'POST', '/users/credentials/request', { body: { username: 'cecilia.selleradmin' } });
    const outbox = await call(sandbox, 'GET', '/__sandbox/outbox?username=cecilia.selleradmin');
    const temporary = /lösenord är (\S+)\./.exec(outbox.body.messages[0].body)?.[1] ?? '';
    expect(temporary).toMatch(/^Tmp\w{9}7$/);
    const first = await call(sandbox, 'POST', '/v2/sessions/', {
      body: { username: 'cecilia.selleradmin', password: temporary },
    });
    expect(first.body).toMatchObject({ challenge: 'NEW_PASSWORD_REQUIRED', username: 'cecilia.selleradmin' });
    const again = await call(sandbox, 'POST', '/v2/sessions/', {
      body: { username: 'cecilia.selleradmin', password: temporary },
    });
    expect(again.status).toBe(401);
    const old = await call(sandbox, 'POST', '/v2/sessions/', {
      body: { username: 'cecilia.selleradmin', password: 'Sandbox-2026' },
    });
    expect(old.body.token).toEqual(expect.any(String));
    expect((await call(sandbox, 'GET', '/__sandbox/outbox?username=finns.inte')).body.messages).toEqual([]);
  });
});
