import type { TokenClaims } from '@shop/commerce-client/contract';
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../core/test-utils';
import { ANONYMOUS, contextDisplayName } from './atoms';
import { claimsOf, hasRole, isAdmin, isAllowed, isSellerAdmin } from './claims';
import { modeFromUserAgent } from './controller';
import { localStorageTokenStore } from './token-storage';

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

describe('localStorageTokenStore', () => {
  it('keeps a session and drops a malformed one', () => {
    const storage = new MemoryStorage();
    const store = localStorageTokenStore(storage);
    store.set({ token: 't', refreshToken: 'r', customerId: '10001' });
    expect(store.get()).toEqual({ token: 't', refreshToken: 'r', customerId: '10001' });
    storage.setItem('shop.session', '{"token": 1}');
    expect(store.get()).toBeNull();
    expect(storage.getItem('shop.session')).toBeNull();
    store.set({ token: 't', refreshToken: 'r', customerId: '1' });
    store.clear();
    expect(store.get()).toBeNull();
  });
});
