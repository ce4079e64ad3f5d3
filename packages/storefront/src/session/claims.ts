import type { PermissionDeny, Role, TokenClaims } from '@shop/commerce-client/contract';
import { jwtDecode } from 'jwt-decode';

const ROLE_ORDER: readonly Role[] = ['USER', 'BUYER_ADMIN', 'SELLER_ADMIN', 'SITE_ADMIN'];

/** The token's claims, or null when it cannot be read. */
export function claimsOf(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  try {
    const claims = jwtDecode<TokenClaims>(token);
    return typeof claims.sub === 'string' && Array.isArray(claims.customerPermissions) ? claims : null;
  } catch {
    return null;
  }
}

/** True when the role is at or above the required one (storefront-core §6). */
export function hasRole(claims: TokenClaims | null, required: Role): boolean {
  if (!claims) return false;
  return ROLE_ORDER.indexOf(claims.role) >= ROLE_ORDER.indexOf(required);
}

/** Admins are BUYER_ADMIN and above. */
export const isAdmin = (claims: TokenClaims | null) => hasRole(claims, 'BUYER_ADMIN');

/** The helper for "at least seller-admin" (the external admin site). */
export const isSellerAdmin = (claims: TokenClaims | null) => hasRole(claims, 'SELLER_ADMIN');

/** A permission is allowed when its code is not in the current customer's deny list. */
export function isAllowed(claims: TokenClaims | null, code: PermissionDeny): boolean {
  if (!claims) return true;
  const current = claims.customerPermissions.find((p) => p.customerId === claims.customerId);
  return !current?.permissionDenies.includes(code);
}
