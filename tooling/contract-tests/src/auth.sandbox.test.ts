import { CommerceError, createCommerceClient, memoryTokenStore } from '@shop/commerce-client';
import { type RunningSandbox, SEEDED_TEMPORARY_PASSWORD, startSandbox } from '@shop/sandbox';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

let sandbox: RunningSandbox;
let accounts: {
  username: string;
  password: string | null;
  mustChoosePassword: boolean;
  role: string;
  permissionDenies: string[];
}[];

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, db: ':memory:' });
  accounts = (await (await fetch(`${sandbox.url}/__sandbox/accounts`)).json()).accounts;
});
afterAll(() => sandbox.stop());

const client = (store = memoryTokenStore(), extra = {}) =>
  createCommerceClient({ commerceUrl: sandbox.url, tokenStore: store, ...extra });

describe('auth.login against the sandbox', () => {
  it('signs in every seeded role and deny-code user that has a password', async () => {
    const active = accounts.filter(
      (a) => a.password && !a.mustChoosePassword && a.username !== 'inaktiv.anvandare',
    );
    expect(new Set(active.map((a) => a.role))).toEqual(
      new Set(['USER', 'BUYER_ADMIN', 'SELLER_ADMIN', 'SITE_ADMIN']),
    );
    for (const account of active) {
      const answer = await client().auth.login({
        username: account.username,
        password: account.password ?? '',
      });
      expect('token' in answer, account.username).toBe(true);
    }
  });

  it('returns the challenge of a user who must choose a password', async () => {
    const answer = await client().auth.login({
      username: 'ny.anvandare',
      password: SEEDED_TEMPORARY_PASSWORD,
    });
    expect(answer).toMatchObject({ challenge: 'NEW_PASSWORD_REQUIRED', username: 'ny.anvandare' });
  });

  it('maps wrong credentials to errors.invalid_token', async () => {
    const error = await client()
      .auth.login({ username: 'anna.user', password: 'fel' })
      .catch((e: CommerceError) => e);
    expect(error).toBeInstanceOf(CommerceError);
    expect(error).toMatchObject({ status: 401, messageKey: 'errors.invalid_token', service: 'auth' });
  });
});

describe('token lifecycle against the sandbox', () => {
  it('switches customer with a refresh-token login and logs out for real', async () => {
    const store = memoryTokenStore();
    const c = client(store);
    const tokens = await c.auth.login({ username: 'erik.flerkund', password: 'Sandbox-2026' });
    if (!('token' in tokens)) throw new Error('expected tokens');
    store.set(tokens);
    const switched = await c.auth.refresh({ refreshToken: tokens.refreshToken, customerId: '10002' });
    expect(switched.customerId).toBe('10002');
    store.set(switched);
    await c.auth.logout('u0005');
    await expect(c.auth.refresh({ refreshToken: switched.refreshToken })).rejects.toMatchObject({
      status: 401,
    });
  });

  it('refreshes an expired session before the next call and keeps working', async () => {
    const store = memoryTokenStore();
    const c = client(store, { refreshMarginSeconds: 10_000 });
    const tokens = await c.auth.login({ username: 'anna.user', password: 'Sandbox-2026' });
    if (!('token' in tokens)) throw new Error('expected tokens');
    store.set(tokens);
    // The margin is longer than the token's life: the call refreshes first, then goes out with the new token.
    await expect(c.auth.logout('u0001')).resolves.toBeUndefined();
    expect(store.get()?.refreshToken).not.toBe(tokens.refreshToken);
    expect(store.get()?.token).not.toBe(tokens.token);
  });

  it('turns a version-1 token into a current one with a single refresh', async () => {
    const store = memoryTokenStore();
    const c = client(store);
    const tokens = await c.auth.login({ username: 'version1.user', password: 'Sandbox-2026' });
    if (!('token' in tokens)) throw new Error('expected tokens');
    store.set(tokens);
    await c.users.customerTeam();
    const afterFirst = store.get()?.token;
    expect(afterFirst).not.toBe(tokens.token);
    await c.users.customerTeam();
    expect(store.get()?.token).toBe(afterFirst);
  });

  it('fires onUnauthorized once when the sandbox answers 401 mid-session', async () => {
    const onUnauthorized = vi.fn();
    const store = memoryTokenStore();
    const c = client(store, { onUnauthorized });
    const tokens = await c.auth.login({ username: 'anna.user', password: 'Sandbox-2026' });
    if (!('token' in tokens)) throw new Error('expected tokens');
    store.set({ ...tokens, token: `${tokens.token.slice(0, -4)}AAAA` });
    await expect(c.auth.logout('u0001')).rejects.toMatchObject({
      status: 401,
      messageKey: 'errors.invalid_token',
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(store.get()).toBeNull();
  });

  it('does not end a session for a failed sign-in: no token was sent, so nothing was rejected', async () => {
    const onUnauthorized = vi.fn();
    const store = memoryTokenStore();
    const c = client(store, { onUnauthorized });
    await expect(c.auth.login({ username: 'anna.user', password: 'fel-lösenord' })).rejects.toMatchObject({
      status: 401,
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
