import { createHash, randomUUID } from 'node:crypto';
import type { StoredSession } from '@shop/commerce-client';
import { EncryptJWT, jwtDecrypt } from 'jose';

/** The session cookie: the tokens, sealed. httpOnly, so no script on the page can read it. */
export const SESSION_COOKIE = 'shop_session';
/** A one-time note from the server to the next page it renders ('please login' after a 401). */
export const FLASH_COOKIE = 'shop_flash';
/**
 * A session's absolute lifetime from its sign-in, whatever is done with it: then the customer
 * signs in again. The sealed cookie carries it as `exp` and the browser as Max-Age.
 */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** A session not used for this long is over (the sealed cookie's last-seen time). */
const SESSION_IDLE_SECONDS = 7 * 24 * 60 * 60;
/** The last-seen time in the cookie is renewed when it is older than this (one re-seal per 5 minutes of use). */
export const SESSION_TOUCH_SECONDS = 5 * 60;

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

/**
 * A session as the server holds it: the tokens, the punch-out settings when it is one, and who
 * it is: an id (what logout revokes), when it started and when it was last used (seconds).
 * Tokens fresh from the service have no id yet; sealing gives them one, or keeps the one of
 * the session they continue.
 */
export type HeldSession = StoredSession & {
  punchout?: PunchoutHold;
  sid?: string;
  started?: number;
  seen?: number;
};

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
export function createSessionSeal(
  secret: string,
  options: { now?: () => number; idleSeconds?: number; maxAgeSeconds?: number } = {},
) {
  if (secret.length < 32) throw new Error('SESSION_SECRET must be at least 32 characters');
  const key = createHash('sha256').update(secret).digest();
  const seconds = () => Math.floor((options.now ?? Date.now)() / 1000);
  const idle = options.idleSeconds ?? SESSION_IDLE_SECONDS;
  const maxAge = options.maxAgeSeconds ?? SESSION_MAX_AGE_SECONDS;
  return {
    /** Seals a session, used now: a new one gets an id and its start; one continued keeps both. */
    async seal(session: HeldSession): Promise<string> {
      const at = seconds();
      const started = session.started ?? at;
      return new EncryptJWT({
        t: session.token,
        r: session.refreshToken,
        c: session.customerId,
        sid: session.sid ?? randomUUID(),
        st: started,
        sn: at,
        ...(session.punchout ? { p: session.punchout } : {}),
      })
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
        .setIssuedAt(at)
        .setExpirationTime(started + maxAge)
        .encrypt(key);
    },
    /**
     * The session in a cookie value, or null for a missing, tampered, foreign or malformed one,
     * one past its absolute lifetime, or one not used for SESSION_IDLE_SECONDS.
     */
    async open(value: string | undefined): Promise<HeldSession | null> {
      if (!value) return null;
      try {
        const at = seconds();
        const { payload } = await jwtDecrypt(value, key, { currentDate: new Date(at * 1000) });
        const { t, r, c, p, sid, st, sn } = payload as Record<string, unknown>;
        if (typeof t !== 'string' || typeof r !== 'string' || typeof c !== 'string') return null;
        if (typeof sid !== 'string' || typeof st !== 'number' || typeof sn !== 'number') return null;
        if (typeof payload.exp !== 'number' || at - sn > idle) return null;
        const punchout = punchoutOf(p);
        return {
          token: t,
          refreshToken: r,
          customerId: c,
          sid,
          started: st,
          seen: sn,
          ...(punchout ? { punchout } : {}),
        };
      } catch {
        return null;
      }
    },
  };
}

/**
 * Sessions ended by logout before their time: a copy of the cookie (another tab, a stolen one)
 * is refused at once, not when its access token runs out. Each id is kept until the session
 * would have ended anyway. This is one process's memory; the scale issue puts it in the shared
 * store, behind the same two calls.
 */
export function createSessionRevocations(options: { now?: () => number; maxEntries?: number } = {}) {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 100_000;
  const revoked = new Map<string, number>();
  return {
    revoke(sid: string, untilSeconds: number): void {
      for (const [id, until] of revoked) if (until * 1000 <= now()) revoked.delete(id);
      while (revoked.size >= maxEntries) revoked.delete(revoked.keys().next().value as string);
      revoked.set(sid, untilSeconds);
    },
    isRevoked(sid: string | undefined): boolean {
      return sid !== undefined && revoked.has(sid);
    },
  };
}

export type SessionSeal = ReturnType<typeof createSessionSeal>;
