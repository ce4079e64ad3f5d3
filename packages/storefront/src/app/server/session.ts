import { createHash } from 'node:crypto';
import {
  CommerceError,
  createCommerceClient,
  isLegacyToken,
  isTokenValid,
  memoryTokenStore,
  type StoredSession,
} from '@shop/commerce-client';
import { EncryptJWT, jwtDecrypt } from 'jose';

/** The session cookie: the tokens, sealed. httpOnly, so no script on the page can read it. */
export const SESSION_COOKIE = 'shop_session';
/** A one-time note from the server to the next page it renders ('please login' after a 401). */
export const FLASH_COOKIE = 'shop_flash';
/** How long a sealed session lives in the browser: the refresh token's own life is the real limit. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * A punch-out hand-over's settings (storefront-core §3), kept with the session
 * it started: never the password. Held by the server like the tokens, since a
 * HOOK_URL usually carries the procurement system's own session id.
 */
export interface PunchoutHold {
  /** Where the basket goes (`HOOK_URL`). */
  hookUrl: string;
  /** The OCI form's target (`~TARGET`), `_top` unless told. */
  target: string;
  /** The buyer's company (`Bolag`). */
  company: string | null;
  /** The procurement system that called (`~CALLER`). */
  caller: string | null;
  okCode: string | null;
  email: string | null;
  logonId: string | null;
  /** When the hand-over came (ISO), §3's `last_used`. */
  lastUsed: string;
  /**
   * A customer admin's test of punch-out (issue 19's emulation): the admin's own session in
   * PUNCHOUT mode, the basket going to the procurement simulator; ended by the admin.
   */
  emulation?: boolean;
}

/** A session as the server holds it: the tokens, and the punch-out settings when it is one. */
export type HeldSession = StoredSession & { punchout?: PunchoutHold };

const PUNCHOUT_TEXT_FIELDS = ['company', 'caller', 'okCode', 'email', 'logonId'] as const;

/** The punch-out settings in a sealed payload, or undefined when they are not well formed. */
function punchoutOf(value: unknown): PunchoutHold | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const p = value as Record<string, unknown>;
  if (typeof p.hookUrl !== 'string' || typeof p.target !== 'string' || typeof p.lastUsed !== 'string')
    return undefined;
  const text = (key: string) => (typeof p[key] === 'string' ? (p[key] as string) : null);
  const hold: PunchoutHold = {
    hookUrl: p.hookUrl,
    target: p.target,
    lastUsed: p.lastUsed,
    company: null,
    caller: null,
    okCode: null,
    email: null,
    logonId: null,
  };
  for (const key of PUNCHOUT_TEXT_FIELDS) hold[key] = text(key);
  if (p.emulation === true) hold.emulation = true;
  return hold;
}

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
    async seal(session: HeldSession): Promise<string> {
      return new EncryptJWT({
        t: session.token,
        r: session.refreshToken,
        c: session.customerId,
        ...(session.punchout ? { p: session.punchout } : {}),
      })
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
        .setIssuedAt()
        .encrypt(key);
    },
    /** The session in a cookie value, or null for a missing, tampered, foreign or malformed one. */
    async open(value: string | undefined): Promise<HeldSession | null> {
      if (!value) return null;
      try {
        const { payload } = await jwtDecrypt(value, key);
        const { t, r, c, p } = payload as { t?: unknown; r?: unknown; c?: unknown; p?: unknown };
        if (typeof t !== 'string' || typeof r !== 'string' || typeof c !== 'string') return null;
        const punchout = punchoutOf(p);
        return { token: t, refreshToken: r, customerId: c, ...(punchout ? { punchout } : {}) };
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
  const refreshing = new Map<string, Promise<KeptSession>>();
  const exchanged = new Map<string, { session: StoredSession; at: number }>();

  const fit = (token: string) => isTokenValid(token, margin, now()) && !isLegacyToken(token);

  // The commerce client's own refresh call (a refresh-token login), without retries: a POST.
  const client = createCommerceClient({
    commerceUrl: options.commerceUrl,
    tokenStore: memoryTokenStore(),
    fetch: options.fetch,
    retry: { limit: 0 },
  });

  async function refresh(session: StoredSession): Promise<KeptSession> {
    try {
      const answer = await client.auth.refresh({
        refreshToken: session.refreshToken,
        customerId: session.customerId,
      });
      const next = { token: answer.token, refreshToken: answer.refreshToken, customerId: answer.customerId };
      exchanged.set(session.refreshToken, { session: next, at: now() });
      return { status: 'ok', session: next, refreshed: true };
    } catch (error) {
      // Only the service refusing the refresh token ends the session; anything else keeps it.
      return error instanceof CommerceError && error.status === 401
        ? { status: 'ended' }
        : { status: 'unavailable', session };
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
  };
}

export type TokenKeeper = ReturnType<typeof createTokenKeeper>;
