import { jwtDecode } from 'jwt-decode';

/** What a session keeps: the tokens and the customer the refresh acts for. */
export interface StoredSession {
  token: string;
  refreshToken: string;
  customerId: string;
}

/**
 * Where tokens live is the app's choice (memory, sessionStorage, …): the
 * client only reads and writes through this interface.
 */
export interface TokenStore {
  get(): StoredSession | null;
  set(session: StoredSession): void;
  clear(): void;
}

/** A token store in memory, for tests and server use. */
export function memoryTokenStore(initial: StoredSession | null = null): TokenStore {
  let session = initial;
  return {
    get: () => session,
    set: (next) => {
      session = next;
    },
    clear: () => {
      session = null;
    },
  };
}

interface Claims {
  exp?: number;
  ver?: number;
}

/**
 * Decoded tokens, by the token itself: every service call checks its token's expiry and version
 * first, and decoding it each time was 3 % of a server render (issue 39's profile). The token is
 * the key, so a claim is only ever the token's own; bounded (emptied when full).
 */
const decoded = new Map<string, Claims | null>();
const DECODED_MAX = 256;

function claimsOf(token: string): Claims | null {
  const known = decoded.get(token);
  if (known !== undefined) return known;
  let claims: Claims | null;
  try {
    claims = Object.freeze(jwtDecode<Claims>(token));
  } catch {
    claims = null;
  }
  if (decoded.size >= DECODED_MAX) decoded.clear();
  decoded.set(token, claims);
  return claims;
}

/**
 * A token is valid only while its expiry minus the margin is in the future;
 * an undecodable token, or one without `exp`, is invalid (storefront-core §5).
 *
 * @example
 * isTokenValid(token, 60, Date.now())
 */
export function isTokenValid(token: string, marginSeconds: number, nowMs: number): boolean {
  const claims = claimsOf(token);
  if (typeof claims?.exp !== 'number') return false;
  return claims.exp - marginSeconds > nowMs / 1000;
}

/** A version-1 token forces a refresh-token login (storefront-core §4). */
export function isLegacyToken(token: string): boolean {
  return claimsOf(token)?.ver === 1;
}
