import {
  type CommerceClient,
  createCommerceClient,
  memoryTokenStore,
  type StoredSession,
} from '@shop/commerce-client';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { cookie, type FlashNote } from './http';
import type { SessionCoordinator } from './session-coordinator';
import {
  createSessionSeal,
  FLASH_COOKIE,
  type HeldSession,
  SESSION_COOKIE,
  SESSION_MAX_AGE_SECONDS,
  SESSION_TOUCH_SECONDS,
} from './session-seal';
import { createTokenKeeper, type TokenKeeper } from './token-keeper';

export interface SessionsOptions {
  commerceUrl: string;
  /** The secret cookies are sealed with; the same on every instance of the brand. */
  sessionSecret: string;
  keeper?: TokenKeeper;
  /** Where refreshes, the grace map and sign-outs are shared (ignored with `keeper`, which has its own). */
  coordinator?: SessionCoordinator;
  /** A token closer than this to its expiry is refreshed first (ignored with `keeper`, which has its own). */
  refreshMarginSeconds?: number;
  /** Told of each refresh made at the service (metrics). */
  onRefresh?: (outcome: 'ok' | 'ended' | 'unavailable') => void;
  fetch?: typeof fetch;
  now: () => number;
}

/**
 * The sessions this server holds for the browser (issue 15): the tokens stay here, in a sealed
 * httpOnly cookie, refreshed once for any number of concurrent requests; logout revokes a
 * session's id, so no copy of its cookie works again. The session, punch-out, `/api` and page
 * apps all read and write the cookie through this.
 */
export function createSessions(options: SessionsOptions) {
  const { now } = options;
  const seal = createSessionSeal(options.sessionSecret, { now });
  const keeper =
    options.keeper ??
    createTokenKeeper({
      commerceUrl: options.commerceUrl,
      fetch: options.fetch,
      coordinator: options.coordinator,
      marginSeconds: options.refreshMarginSeconds,
      now,
      onRefresh: options.onRefresh,
    });
  // Sign-outs are kept where the refreshes are: every process sees a logout at once.
  const revocations = keeper.coordinator;

  /** A commerce client that calls the services with `session`'s tokens (none: as a visitor). */
  const clientFor = (session: StoredSession | null) => {
    const tokenStore = memoryTokenStore(session);
    const client: CommerceClient = createCommerceClient({
      commerceUrl: options.commerceUrl,
      searchUrl: options.commerceUrl,
      tokenStore,
      assortmentService: options.commerceUrl,
      fetch: options.fetch,
      // The keeper handed this session over fit by its margin; with a wider margin of its own the
      // client would refresh it again, outside the keeper's one-refresh-per-session coordination.
      refreshMarginSeconds: keeper.marginSeconds,
    });
    return { client, tokenStore };
  };

  /** The tokens of `session`, as the session `previous` continues (its id and start kept). */
  const continuing = (session: HeldSession, previous: HeldSession | null | undefined): HeldSession =>
    previous?.sid && !session.sid ? { ...session, sid: previous.sid, started: previous.started } : session;

  /**
   * Sets the session cookie (or clears it): `previous` is the session these tokens continue (a
   * refresh, a context switch, a page that refreshed), whose id and start they keep. The
   * browser keeps the cookie until the session's absolute end.
   */
  const setSession = async (
    headers: Headers,
    session: HeldSession | null,
    tls: boolean,
    previous?: HeldSession | null,
  ) => {
    if (!session) {
      headers.append('Set-Cookie', cookie(SESSION_COOKIE, '', 0, tls));
      return;
    }
    const next = continuing(session, previous);
    const started = next.started ?? Math.floor(now() / 1000);
    const left = Math.max(0, started + SESSION_MAX_AGE_SECONDS - Math.floor(now() / 1000));
    headers.append('Set-Cookie', cookie(SESSION_COOKIE, await seal.seal({ ...next, started }), left, tls));
  };

  /** Ends a session for good: its id is refused from now on, whichever copy of the cookie comes. */
  const revoke = async (session: HeldSession) => {
    if (session.sid) await revocations.revoke(session.sid, (session.started ?? 0) + SESSION_MAX_AGE_SECONDS);
    await keeper.forget(session);
  };

  /** §4: the session is over; the cookie goes, and the next page says 'please login'. */
  const endSession = async (headers: Headers, tls: boolean) => {
    await setSession(headers, null, tls);
    headers.append('Set-Cookie', cookie(FLASH_COOKIE, 'please_login' satisfies FlashNote, 60, tls));
  };

  /** A sealed session from the cookie, unless logout revoked it. */
  async function openCookie(c: Context): Promise<HeldSession | null> {
    const stored = await seal.open(getCookie(c, SESSION_COOKIE));
    return stored && !(await revocations.isRevoked(stored.sid)) ? stored : null;
  }

  /**
   * The session a request carries, kept fit to use; `ended` when the service
   * refused it. `changed`: the cookie must be sealed again (new tokens, or its last-seen time
   * is old enough to renew). Used by `/api`, the session routes and the pages.
   */
  async function sessionOf(
    c: Context,
  ): Promise<{ session: HeldSession | null; changed: boolean; ended: boolean }> {
    const stored = await seal.open(getCookie(c, SESSION_COOKIE));
    // A revoked session (logout, in another tab or on a stolen copy) is over like one the
    // service refused: §4's please-login, and no call is made for a visitor instead.
    if (stored && (await revocations.isRevoked(stored.sid)))
      return { session: null, changed: true, ended: true };
    if (!stored) return { session: null, changed: getCookie(c, SESSION_COOKIE) !== undefined, ended: false };
    const kept = await keeper.keep(stored);
    if (kept.status === 'ended') return { session: null, changed: true, ended: true };
    // New tokens keep the session's id, start and punch-out settings.
    const held = (session: StoredSession): HeldSession => ({
      ...session,
      sid: stored.sid,
      started: stored.started,
      ...(stored.punchout ? { punchout: stored.punchout } : {}),
    });
    const stale = Math.floor(now() / 1000) - (stored.seen ?? 0) > SESSION_TOUCH_SECONDS;
    if (kept.status === 'unavailable') return { session: held(kept.session), changed: stale, ended: false };
    return { session: held(kept.session), changed: kept.refreshed || stale, ended: false };
  }

  /** Whether the request carries a session this server sealed (a signed-in customer), without refreshing it. */
  async function hasSession(c: Context): Promise<boolean> {
    return (await openCookie(c)) !== null;
  }

  return { clientFor, setSession, revoke, endSession, openCookie, sessionOf, hasSession, keeper };
}

export type Sessions = ReturnType<typeof createSessions>;
