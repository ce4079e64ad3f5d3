import { createHash } from 'node:crypto';
import { isLegacyToken, isTokenValid, type StoredSession } from '@shop/commerce-client';
import { EncryptJWT, jwtDecrypt } from 'jose';

/** The session cookie: the tokens, sealed. httpOnly, so no script on the page can read it. */
export const SESSION_COOKIE = 'shop_session';
/** A one-time note from the server to the next page it renders ('please login' after a 401). */
export const FLASH_COOKIE = 'shop_flash';
/** How long a sealed session lives in the browser: the refresh token's own life is the real limit. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * Seals a session into a cookie value and opens it again: encrypted and
 * authenticated (JWE, `dir` + A256GCM) with a key from the server's secret,
 * so the browser can neither read the tokens nor change them, and any
 * instance with the same secret can open any cookie (nothing is shared
 * between instances but the secret).
 */
export function createSessionSeal(secret: string) {
  if (secret.length < 32) throw new Error('SESSION_SECRET must be at least 32 characters');
  const key = createHash('sha256').update(secret).digest();
  return {
    async seal(session: StoredSession): Promise<string> {
      return new EncryptJWT({ t: session.token, r: session.refreshToken, c: session.customerId })
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
        .setIssuedAt()
        .encrypt(key);
    },
    /** The session in a cookie value, or null for a missing, tampered, foreign or malformed one. */
    async open(value: string | undefined): Promise<StoredSession | null> {
      if (!value) return null;
      try {
        const { payload } = await jwtDecrypt(value, key);
        const { t, r, c } = payload as { t?: unknown; r?: unknown; c?: unknown };
        return typeof t === 'string' && typeof r === 'string' && typeof c === 'string'
          ? { token: t, refreshToken: r, customerId: c }
          : null;
      } catch {
        return null;
      }
    },
  };
}

export type SessionSeal = ReturnType<typeof createSessionSeal>;

/** What keeping a session fit to use gave: the tokens to send, or the session's end. */
export type KeptSession =
  | { status: 'ok'; session: StoredSession; refreshed: boolean }
  /** The service rejected the refresh token (401): the session is over. */
  | { status: 'ended' }
  /** The refresh failed for another reason (a 500, no answer): the old tokens are sent as they are. */
  | { status: 'unavailable'; session: StoredSession };

export interface TokenKeeperOptions {
  commerceUrl: string;
  /** A token closer than this to its expiry is refreshed first (spec §4). */
  marginSeconds?: number;
  /**
   * How long a used refresh token still maps to the tokens it was exchanged
   * for: requests that left the browser with the old cookie (other tabs,
   * parallel calls) get the new tokens instead of replaying the old refresh
   * token, which the service would answer by revoking the whole family.
   */
  graceMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

/**
 * Keeps sessions' tokens fresh on the server: one refresh per session
 * however many requests arrive with the same cookie at once, and, for a
 * while after it, the same new tokens for every request that still carries
 * the old one. The memory is this instance's: see the storefront README on
 * running several instances (sticky sessions).
 */
export function createTokenKeeper(options: TokenKeeperOptions) {
  const margin = options.marginSeconds ?? 60;
  const graceMs = options.graceMs ?? 60_000;
  const now = options.now ?? Date.now;
  const doFetch = options.fetch ?? fetch;
  const refreshing = new Map<string, Promise<KeptSession>>();
  const exchanged = new Map<string, { session: StoredSession; at: number }>();
  let refreshCount = 0;

  const fit = (token: string) => isTokenValid(token, margin, now()) && !isLegacyToken(token);

  async function refresh(session: StoredSession): Promise<KeptSession> {
    let response: Response;
    try {
      response = await doFetch(new URL('v2/sessions/', `${options.commerceUrl.replace(/\/$/, '')}/`), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refreshToken: session.refreshToken, customerId: session.customerId }),
      });
    } catch {
      return { status: 'unavailable', session };
    }
    refreshCount++;
    if (response.status === 401) return { status: 'ended' };
    if (!response.ok) return { status: 'unavailable', session };
    try {
      const body = (await response.json()) as Partial<StoredSession>;
      if (typeof body.token !== 'string' || typeof body.refreshToken !== 'string')
        throw new Error('malformed');
      const next = {
        token: body.token,
        refreshToken: body.refreshToken,
        customerId: typeof body.customerId === 'string' ? body.customerId : session.customerId,
      };
      exchanged.set(session.refreshToken, { session: next, at: now() });
      return { status: 'ok', session: next, refreshed: true };
    } catch {
      return { status: 'unavailable', session };
    }
  }

  return {
    /** The session with a token fit to send, refreshed first when it must be. */
    async keep(session: StoredSession): Promise<KeptSession> {
      for (const [old, entry] of exchanged) if (now() - entry.at > graceMs) exchanged.delete(old);
      const known = exchanged.get(session.refreshToken);
      if (known) return { status: 'ok', session: known.session, refreshed: true };
      if (fit(session.token)) return { status: 'ok', session, refreshed: false };
      let pending = refreshing.get(session.refreshToken);
      if (!pending) {
        pending = refresh(session).finally(() => refreshing.delete(session.refreshToken));
        refreshing.set(session.refreshToken, pending);
      }
      return pending;
    },
    /** A session replaced by a new login for another customer: its old refresh token maps to the new one. */
    replaced(old: StoredSession, next: StoredSession) {
      exchanged.set(old.refreshToken, { session: next, at: now() });
    },
    /** A session signed out: requests with an older cookie of it get no tokens from the grace map. */
    forget(session: StoredSession) {
      for (const [old, entry] of exchanged)
        if (old === session.refreshToken || entry.session.refreshToken === session.refreshToken)
          exchanged.delete(old);
    },
    /** How many refresh calls this keeper has made (for tests and logs). */
    get refreshCount() {
      return refreshCount;
    },
  };
}

export type TokenKeeper = ReturnType<typeof createTokenKeeper>;

/** The cookie's attributes: httpOnly, SameSite=Lax, Secure behind TLS, the whole shop. */
export function sessionCookieOptions(tls: boolean, maxAge = SESSION_MAX_AGE_SECONDS) {
  return { httpOnly: true, sameSite: 'Lax' as const, secure: tls, path: '/', maxAge };
}
