import {
  type CommerceClient,
  CommerceError,
  memoryTokenStore,
  NO_STORES_MESSAGE,
} from '@shop/commerce-client';
import type { TokenClaims } from '@shop/commerce-client/contract';
import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { ANONYMOUS, contextDisplayName, messageAtom, sessionAtom } from './atoms';
import { claimsOf, hasRole, isAdmin, isAllowed, isSellerAdmin } from './claims';
import { createSessionRestore, modeFromUserAgent } from './controller';

const claims = (over: Partial<TokenClaims> = {}): TokenClaims => ({
  sub: 'u1',
  role: 'USER',
  customerId: '10001',
  projectId: 'p1',
  ver: 2,
  exp: 4_000_000_000,
  iat: 1_700_000_000,
  customerPermissions: [
    { customerId: '10001', projectId: 'p1', role: 'USER', permissionDenies: ['EJ_SE_PRISER'] },
    { customerId: '10002', projectId: null, role: 'USER', permissionDenies: [] },
  ],
  ...over,
});

describe('roles and permissions', () => {
  it('passes a role check at or above the required role', () => {
    expect(hasRole(claims({ role: 'SELLER_ADMIN' }), 'BUYER_ADMIN')).toBe(true);
    expect(hasRole(claims({ role: 'BUYER_ADMIN' }), 'SELLER_ADMIN')).toBe(false);
    expect(isAdmin(claims())).toBe(false);
    expect(isAdmin(claims({ role: 'BUYER_ADMIN' }))).toBe(true);
    expect(isSellerAdmin(claims({ role: 'SITE_ADMIN' }))).toBe(true);
    expect(isAdmin(null)).toBe(false);
  });

  it('reads deny codes of the customer the session acts for', () => {
    expect(isAllowed(claims(), 'EJ_SE_PRISER')).toBe(false);
    expect(isAllowed(claims({ customerId: '10002' }), 'EJ_SE_PRISER')).toBe(true);
    expect(isAllowed(null, 'EJ_SE_PRISER')).toBe(true);
  });

  it('treats an unreadable token as no claims', () => {
    expect(claimsOf('not-a-jwt')).toBeNull();
    expect(claimsOf(undefined)).toBeNull();
  });
});

describe('contextDisplayName', () => {
  it("shows 'customer / project'", () => {
    const session = {
      ...ANONYMOUS,
      claims: claims(),
      customers: [
        {
          customerId: '10001',
          customerName: 'Nordbygg AB',
          active: true,
          assortment: null,
          projects: [{ projectId: 'p1', projectName: 'Täby skola' }],
        },
      ],
    };
    expect(contextDisplayName(session)).toBe('Nordbygg AB / Täby skola');
    expect(contextDisplayName({ ...session, claims: claims({ projectId: null }) })).toBe('Nordbygg AB');
    expect(contextDisplayName(ANONYMOUS)).toBeNull();
  });
});

describe('modeFromUserAgent', () => {
  it('is APP when the user agent starts with the marker and a version', () => {
    expect(modeFromUserAgent('BygghandelnApp/3.2.1 (iPhone)', 'BygghandelnApp')).toBe('APP');
    expect(modeFromUserAgent('BygghandelnApp (no version)', 'BygghandelnApp')).toBe('NORMAL');
    expect(modeFromUserAgent('Mozilla/5.0 BygghandelnApp/3', 'BygghandelnApp')).toBe('NORMAL');
  });
});

describe('createSessionRestore: starting the session of a request on the server', () => {
  const setup = (failure: unknown) => {
    const tokens = memoryTokenStore();
    tokens.set({ token: 'a.b.c', refreshToken: 'r1', customerId: '10001' });
    const logout = vi.fn(async () => tokens.clear());
    const client = {
      session: { startSession: vi.fn(async () => Promise.reject(failure)), logout },
    } as unknown as CommerceClient;
    const store = createStore();
    const controller = createSessionRestore({ client, tokenStore: tokens, store });
    return { controller, store, tokens, logout };
  };
  const serverError = () =>
    new CommerceError({
      message: 'x',
      status: 500,
      service: 'users',
      messageKey: 'errors.internal_server_error',
    });

  it("keeps each store's number and name only: they go into every signed-in page's HTML", async () => {
    const tokens = memoryTokenStore();
    tokens.set({ token: 'a.b.c', refreshToken: 'r1', customerId: '10001' });
    const location = {
      id: '1001',
      name: 'Butik Sundbyberg',
      address: 'Landsvägen 50',
      openingHours: [{ weekday: 1, opens: '07:00', closes: '18:00' }],
      services: ['standard-pickup'],
    };
    const startSession = vi.fn(async () => ({
      user: { userId: 'u1' },
      customers: [],
      stores: new Map([['1001', location]]),
      assortment: { name: null, menu: null },
    }));
    const client = { session: { startSession } } as unknown as CommerceClient;
    const store = createStore();
    await createSessionRestore({ client, tokenStore: tokens, store }).ready;
    expect(store.get(sessionAtom).status).toBe('signed-in');
    expect([...store.get(sessionAtom).stores.values()]).toEqual([{ id: '1001', name: 'Butik Sundbyberg' }]);
  });

  it('keeps the tokens and says so when the account cannot be read (a 500): only a 401 ends a session', async () => {
    const { controller, store, tokens, logout } = setup(serverError());
    await controller.ready;
    expect(logout).not.toHaveBeenCalled();
    expect(tokens.get()?.refreshToken).toBe('r1');
    expect(store.get(sessionAtom).status).toBe('anonymous');
    expect(store.get(messageAtom)).toEqual({ key: 'errors.session_unavailable', severity: 'danger' });
  });

  it('logs out with the technical-issues message when the service has no stores (§4)', async () => {
    const { controller, store, tokens, logout } = setup(
      new CommerceError({
        message: NO_STORES_MESSAGE,
        status: 503,
        service: 'locations',
        messageKey: 'errors.internal_server_error',
      }),
    );
    await controller.ready;
    expect(logout).toHaveBeenCalledTimes(1);
    expect(tokens.get()).toBeNull();
    expect(store.get(messageAtom)).toEqual({ key: 'errors.technical_issues', severity: 'danger' });
  });

  it('shows the visitor view with please-login on a 401 (§4), with no logout call of its own', async () => {
    const { controller, store, logout } = setup(
      new CommerceError({ message: 'x', status: 401, service: 'auth', messageKey: 'errors.invalid_token' }),
    );
    await controller.ready;
    expect(logout).not.toHaveBeenCalled();
    expect(store.get(sessionAtom).status).toBe('anonymous');
    expect(store.get(messageAtom)).toEqual({ key: 'start.please_login', severity: 'info' });
  });

  it('leaves sign-in, sign-out and context switches to the browser', async () => {
    const { controller } = setup(serverError());
    await expect(controller.login({ username: 'a', password: 'b' })).rejects.toThrow(/run in the browser/);
  });
});
