import type { PermissionDeny, Role, TokenClaims } from '@shop/commerce-client/contract';
import { describe, expect, it } from 'vitest';
import { pageAllowed } from './account-page';

function claims(role: Role, denies: PermissionDeny[] = []): TokenClaims {
  return {
    sub: 'u1',
    role,
    customerPermissions: [{ customerId: 'c1', projectId: null, role, permissionDenies: denies }],
    customerId: 'c1',
    projectId: null,
    ver: 2,
    exp: 0,
    iat: 0,
  };
}

const orders = {
  account: { className: 'shop-orders', title: 'account.orders', trail: [], deny: ['EJ_ORDERHISTORIK'] },
} as const;
const finance = {
  account: {
    className: 'shop-finance',
    title: 'finance.title',
    trail: [],
    deny: ['EJ_SE_EKONOMISK_UPPFÖLJNING', 'EJ_SE_PRISER'],
  },
} as const;

describe('pageAllowed', () => {
  it('opens a page without deny codes or admin role to every signed-in user', () => {
    expect(
      pageAllowed(claims('USER'), { account: { className: 'x', title: 'profile.title', trail: [] } }),
    ).toBe(true);
  });

  it.each([
    ['no deny code', [], true],
    ['EJ_ORDERHISTORIK', ['EJ_ORDERHISTORIK'], false],
    ['another code only', ['EJ_ORDER'], true],
  ] as const)('order history with %s: %s', (_name, denies, allowed) => {
    expect(pageAllowed(claims('USER', [...denies]), orders)).toBe(allowed);
  });

  it('closes a page when any one of its deny codes is the user’s', () => {
    expect(pageAllowed(claims('USER', ['EJ_SE_PRISER']), finance)).toBe(false);
    expect(pageAllowed(claims('USER', ['EJ_SE_EKONOMISK_UPPFÖLJNING']), finance)).toBe(false);
    expect(pageAllowed(claims('USER'), finance)).toBe(true);
  });

  it('reads the deny codes of the customer the session acts for only', () => {
    const other = claims('USER');
    other.customerPermissions.push({
      customerId: 'c2',
      projectId: null,
      role: 'USER',
      permissionDenies: ['EJ_ORDERHISTORIK'],
    });
    expect(pageAllowed(other, orders)).toBe(true);
  });

  it.each([
    ['USER', false],
    ['BUYER_ADMIN', true],
    ['SELLER_ADMIN', true],
  ] as const)('an admin page for a %s: %s', (role, allowed) => {
    expect(pageAllowed(claims(role), { requiresAdmin: true })).toBe(allowed);
  });
});
