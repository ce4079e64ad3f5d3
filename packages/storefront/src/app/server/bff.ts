import { randomUUID } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import {
  type CommerceClient,
  createCommerceClient,
  memoryTokenStore,
  type SessionData,
  type StoredSession,
} from '@shop/commerce-client';
import { DEFAULT_ROUTE_BODY_LIMIT, matchServiceRoute } from '@shop/commerce-client/contract';
import { parsePunchoutEntry, validatePunchoutSettings } from '@shop/punchout';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getCookie } from 'hono/cookie';
import { claimsOf, isAdmin, type SessionView, type SignInAnswer } from '../../session';
import { createSignInLimits, type SignInLimits } from './limits';
import { newNonce } from './security';
import {
  createSessionRevocations,
  createSessionSeal,
  createTokenKeeper,
  FLASH_COOKIE,
  type HeldSession,
  type PunchoutHold,
  SESSION_COOKIE,
  SESSION_MAX_AGE_SECONDS,
  SESSION_TOUCH_SECONDS,
  type SessionRevocations,
  type TokenKeeper,
} from './session';

/** Request headers passed on to the services; everything else (cookies above all) stays here. */
const FORWARDED_REQUEST_HEADERS = ['accept', 'content-type', 'api-version', 'user-id', 'idempotency-key'];
/** Response headers passed back to the browser. */
const FORWARDED_RESPONSE_HEADERS = [
  'content-type',
  'content-disposition',
  'retry-after',
  'cache-control',
  'etag',
  // The cart service's answer to a write sent again with the same Idempotency-Key.
  'idempotent-replayed',
];
/** Request bodies read here: a sign-in is two short fields, a context switch two ids. */
const MAX_SIGN_IN_BODY = 4 * 1024;
const MAX_SESSION_BODY = 4 * 1024;
/** An OCI hand-over is a handful of fields; anything larger is not one. */
const MAX_PUNCHOUT_BODY = 16 * 1024;
/** A hand-over waiting for the person's answer (they are signed in already) is kept this long. */
const PUNCHOUT_PENDING_SECONDS = 10 * 60;
/** The cookie that holds it, sealed like the session. */
export const PUNCHOUT_PENDING_COOKIE = 'shop_punchout_pending';

/**
 * What a proxied answer may do on the shop's origin: nothing. An upstream that answers HTML (or
 * anything a browser would run) gets no script, no form, no frame, and no origin of its own.
 */
const PROXIED_CSP = "sandbox; default-src 'none'; frame-ancestors 'none'";

/**
 * 413 for a body past its limit, before more of it is read. The connection is closed with the
 * answer: kept open, Node would read the rest of the body (100 MB, say) only to throw it away.
 */
export const tooLarge = (limit: number): MiddlewareHandler =>
  bodyLimit({
    maxSize: limit,
    onError: (c) => c.json({ messageKey: 'errors.payload_too_large' }, 413, { connection: 'close' }),
  });

/**
 * One-time notes from the server to the next page (the `shop_flash` cookie), by value: 'please
 * login' after a 401, and why a punch-out hand-over was refused.
 */
export const FLASH_MESSAGES = {
  please_login: 'start.please_login',
  punchout_missing_callback: 'errors.punchout.missing_callback_url',
  punchout_invalid_callback: 'errors.punchout.invalid_callback_url',
  punchout_host_not_allowed: 'errors.punchout.callback_host_not_allowed',
  punchout_login_failed: 'errors.punchout.login_failed',
  punchout_unavailable: 'errors.internal_server_error',
  punchout_kept_session: 'punchout.keptSession',
} as const;
export type FlashNote = keyof typeof FLASH_MESSAGES;

/** The message key of a `shop_flash` cookie's value; undefined for anything not ours (`constructor` included). */
export function flashMessage(value: string | undefined): (typeof FLASH_MESSAGES)[FlashNote] | undefined {
  return value !== undefined && Object.hasOwn(FLASH_MESSAGES, value)
    ? FLASH_MESSAGES[value as FlashNote]
    : undefined;
}

export interface BffOptions {
  commerceUrl: string;
  /** The secret cookies are sealed with; the same on every instance of the brand. */
  sessionSecret: string;
  keeper?: TokenKeeper;
  fetch?: typeof fetch;
  /**
   * The procurement simulator's address (the sandbox's `/procurement`): when set, a customer
   * admin can test punch-out against it (`POST /session/punchout-test`). Unset, there is no test.
   */
  punchoutTestUrl?: string;
  /** How this server learns its public origin and the client's address (`PUBLIC_ORIGIN`, `TRUST_PROXY`). */
  proxy?: ProxySettings;
  /** Sessions ended by logout (one process's memory unless given a shared one). */
  revocations?: SessionRevocations;
  /** Sign-in attempts per account and address. */
  signInLimits?: SignInLimits;
  now?: () => number;
}

/**
 * What this server may believe about where a request came from. Behind a load balancer or a
 * TLS-terminating proxy the request's own URL is not the shop's: the public origin is
 * configured (`PUBLIC_ORIGIN`, e.g. `https://www.bygghandeln.se`), or read from the proxy's
 * `X-Forwarded-Proto` and `X-Forwarded-Host` when `TRUST_PROXY` says a proxy is there. The
 * client's address (what sign-in and report limits count by) is then the last entry of
 * `X-Forwarded-For`, the one the trusted proxy added. Without `TRUST_PROXY` those headers are
 * ignored: anyone could send them.
 */
export interface ProxySettings {
  publicOrigin?: string;
  trustProxy?: boolean;
}

const HOST_HEADER = /^[A-Za-z0-9.-]+(?::\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](?::\d{1,5})?$/;

/** The origin, TLS and client address of requests, as `settings` allow them to be read. */
export function requestFacts(settings: ProxySettings = {}) {
  let configured: string | null = null;
  if (settings.publicOrigin) {
    const url = new URL(settings.publicOrigin);
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      throw new Error('PUBLIC_ORIGIN must be an http(s) origin');
    configured = url.origin;
  }
  const forwarded = (c: Context, name: string) =>
    settings.trustProxy ? c.req.header(name)?.split(',')[0]?.trim() || undefined : undefined;
  const origin = (c: Context): string => {
    if (configured) return configured;
    const url = new URL(c.req.url);
    const proto = forwarded(c, 'x-forwarded-proto');
    const host = forwarded(c, 'x-forwarded-host');
    const scheme = proto === 'https' || proto === 'http' ? proto : url.protocol.slice(0, -1);
    return `${scheme}://${host && HOST_HEADER.test(host) ? host : url.host}`;
  };
  return {
    /** The shop's origin as the browser sees it. */
    origin,
    /** The browser reached the shop over TLS (cookies get `Secure`, HSTS is sent). */
    isTls: (c: Context) => origin(c).startsWith('https:'),
    /** The client's address, for limits; 'unknown' where there is no socket (tests). */
    clientAddress(c: Context): string {
      if (settings.trustProxy) {
        const last = c.req
          .header('x-forwarded-for')
          ?.split(',')
          .map((part) => part.trim())
          .filter(Boolean)
          .pop();
        if (last) return last;
      }
      try {
        return getConnInfo(c).remote.address ?? 'unknown';
      } catch {
        return 'unknown';
      }
    },
  };
}

export type RequestFacts = ReturnType<typeof requestFacts>;

/** A cookie of ours: httpOnly, SameSite=Lax, the whole shop, Secure behind TLS. */
export function cookie(name: string, value: string, maxAge: number, tls: boolean): string {
  return `${name}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${tls ? '; Secure' : ''}`;
}

/**
 * The storefront server as the browser's backend for the session (issue 15):
 * sign-in, context switch and sign-out post here, the tokens stay here in a
 * sealed httpOnly cookie, and every call the page makes to the services goes
 * through `/api/…`, which adds the bearer token (refreshed once for any
 * number of concurrent requests) and answers a 401 by ending the session.
 */
export function createBff(options: BffOptions) {
  const now = options.now ?? Date.now;
  const seal = createSessionSeal(options.sessionSecret, { now });
  const keeper =
    options.keeper ?? createTokenKeeper({ commerceUrl: options.commerceUrl, fetch: options.fetch });
  const revocations = options.revocations ?? createSessionRevocations({ now });
  const signInLimits = options.signInLimits ?? createSignInLimits({ now });
  const facts = requestFacts(options.proxy);
  const { isTls } = facts;
  const upstream = options.commerceUrl.replace(/\/$/, '');
  const doFetch = options.fetch ?? fetch;

  const clientFor = (session: StoredSession | null) => {
    const tokenStore = memoryTokenStore(session);
    const client: CommerceClient = createCommerceClient({
      commerceUrl: options.commerceUrl,
      searchUrl: options.commerceUrl,
      tokenStore,
      assortmentService: options.commerceUrl,
      fetch: options.fetch,
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
  const revoke = (session: HeldSession) => {
    if (session.sid) revocations.revoke(session.sid, (session.started ?? 0) + SESSION_MAX_AGE_SECONDS);
    keeper.forget(session);
  };

  /** §4: the session is over; the cookie goes, and the next page says 'please login'. */
  const endSession = async (headers: Headers, tls: boolean) => {
    await setSession(headers, null, tls);
    headers.append('Set-Cookie', cookie(FLASH_COOKIE, 'please_login' satisfies FlashNote, 60, tls));
  };

  const viewOf = (data: SessionData, session: StoredSession | null): SessionView => ({
    user: data.user,
    claims: claimsOf(session?.token),
    customers: data.customers,
    stores: [...data.stores.values()],
    assortment: data.assortment,
  });

  /**
   * A write from another site carries our cookie only if SameSite failed; refuse it anyway. The
   * browser's `Origin` is compared with the shop's public origin (behind a TLS proxy that is
   * `https://…`, not the `http://` this server is reached on).
   */
  const foreignOrigin = (c: Context) => {
    const origin = c.req.header('origin');
    return origin !== undefined && origin !== facts.origin(c);
  };

  /** A sealed session from the cookie, unless logout revoked it. */
  async function openCookie(c: Context): Promise<HeldSession | null> {
    const stored = await seal.open(getCookie(c, SESSION_COOKIE));
    return stored && !revocations.isRevoked(stored.sid) ? stored : null;
  }

  /**
   * The session a request carries, kept fit to use; `ended` when the service
   * refused it. `changed`: the cookie must be sealed again (new tokens, or its last-seen time
   * is old enough to renew). Used by the proxy and by the page renderer.
   */
  async function sessionOf(
    c: Context,
  ): Promise<{ session: HeldSession | null; changed: boolean; ended: boolean }> {
    const stored = await seal.open(getCookie(c, SESSION_COOKIE));
    // A revoked session (logout, in another tab or on a stolen copy) is over like one the
    // service refused: §4's please-login, and no call is made for a visitor instead.
    if (stored && revocations.isRevoked(stored.sid)) return { session: null, changed: true, ended: true };
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

  /** A GET's query or a POST's form: the OCI hand-over's fields, or null when it is not one. */
  async function handOverOf(c: Context): Promise<URLSearchParams | null> {
    if (c.req.method === 'GET') return new URL(c.req.url).searchParams;
    const type = c.req.header('content-type') ?? '';
    try {
      if (type.startsWith('application/x-www-form-urlencoded'))
        return new URLSearchParams(await c.req.text());
      if (type.startsWith('multipart/form-data')) {
        const form = await c.req.formData();
        const params = new URLSearchParams();
        for (const [name, value] of form) if (typeof value === 'string') params.append(name, value);
        return params;
      }
    } catch {
      return null;
    }
    return null;
  }

  const pendingKey = createSessionSeal(`${options.sessionSecret}:punchout-pending`, {
    now,
    idleSeconds: PUNCHOUT_PENDING_SECONDS,
    maxAgeSeconds: PUNCHOUT_PENDING_SECONDS,
  });

  /** Starts the hand-over's session: it replaces `before`, which ends for good. */
  async function startPunchout(
    headers: Headers,
    next: HeldSession,
    before: HeldSession | null,
    tls: boolean,
  ) {
    if (before) {
      revoke(before);
      await clientFor(before)
        .client.session.logout()
        .catch(() => undefined);
    }
    await setSession(headers, next, tls);
  }

  /**
   * The OCI hand-over (storefront-core §4): a procurement system sends the buyer here with a
   * form POST (or, from older systems, a GET) carrying the logon, the password and HOOK_URL.
   * The server logs in with the punch-out login, keeps the session and its settings in the
   * sealed cookie, and answers 303 to `/`: the credentials never stay in an address bar, the
   * history or a Referer. A refused hand-over starts no session and changes none: the start
   * page says why.
   *
   * A hand-over carries no proof that it came from the customer's procurement system: any site
   * can link or post to it. So it never ends a session the browser already has by itself. It
   * logs in, keeps the new session aside (a sealed cookie, 10 minutes) and sends the browser
   * to `/punchout/continue`, a same-site request that carries the existing session cookie
   * (which a cross-site POST does not, SameSite=Lax). With no session there, the hand-over
   * completes at once, as before. With one, the person is asked, on the shop's own page,
   * whether to end it and continue in punch-out, or to keep it; only their answer, posted from
   * that page (Origin checked), replaces it.
   */
  async function punchoutEntry(c: Context): Promise<Response> {
    const tls = isTls(c);
    const headers = new Headers({ location: '/', 'cache-control': 'no-store' });
    const refuse = (note: FlashNote) => {
      headers.append('Set-Cookie', cookie(FLASH_COOKIE, note, 60, tls));
      return new Response(null, { status: 303, headers });
    };
    const params = await handOverOf(c);
    if (!params) return refuse('punchout_login_failed');
    const { settings, credentials } = parsePunchoutEntry(params, { now: new Date() });
    // Without a callback the mode stays NORMAL and the buyer is told so (§4, §8).
    const problem = validatePunchoutSettings(settings);
    if (problem === 'errors.punchout.missing_callback_url') return refuse('punchout_missing_callback');
    if (problem) return refuse('punchout_invalid_callback');
    if (!credentials) return refuse('punchout_login_failed');
    const hookUrl = settings.HOOK_URL as string;
    const { client, tokenStore } = clientFor(null);
    let answer: Awaited<ReturnType<CommerceClient['auth']['ociLogin']>>;
    try {
      answer = await client.auth.ociLogin({ ...credentials, hookUrl });
    } catch (error) {
      const { status, body } = error as { status?: number; body?: { error?: unknown; field?: unknown } };
      // The service keeps each customer's registered procurement systems (HOOK_URL hosts).
      if (status === 403 && body?.error === 'callback_host_not_allowed')
        return refuse('punchout_host_not_allowed');
      if (status === 400 && body?.field === 'hookUrl') return refuse('punchout_invalid_callback');
      return refuse(
        status && status >= 400 && status < 500 ? 'punchout_login_failed' : 'punchout_unavailable',
      );
    }
    if (!('token' in answer)) return refuse('punchout_login_failed');
    tokenStore.set(answer);
    const next = tokenStore.get();
    if (!next) return refuse('punchout_login_failed');
    const punchout: PunchoutHold = {
      hookUrl,
      target: settings.target,
      company: settings.Bolag,
      caller: params.get('~CALLER')?.trim() || null,
      okCode: params.get('~OkCode')?.trim() || null,
      email: settings.email,
      logonId: settings.logonId,
      lastUsed: settings.last_used ?? new Date().toISOString(),
    };
    // A same-site GET or POST shows whether the browser has a session; a cross-site POST does not.
    const before = await openCookie(c);
    if (!before && c.req.method === 'GET') {
      await startPunchout(headers, { ...next, punchout }, null, tls);
      return new Response(null, { status: 303, headers });
    }
    headers.set('location', '/punchout/continue');
    headers.append(
      'Set-Cookie',
      cookie(
        PUNCHOUT_PENDING_COOKIE,
        await pendingKey.seal({ ...next, punchout }),
        PUNCHOUT_PENDING_SECONDS,
        tls,
      ),
    );
    return new Response(null, { status: 303, headers });
  }

  /** The page that asks a signed-in person whether a hand-over may replace their session. */
  function askPage(punchoutAlready: boolean): Response {
    const nonce = newNonce();
    const who = punchoutAlready ? ' i en annan punch-out-session' : '';
    const html = `<!doctype html><html lang="sv"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Byta till punch-out?</title><style nonce="${nonce}">body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:2rem 1rem;color:#1a1a1a;background:#f6f6f4}main{max-width:34rem;margin:0 auto;background:#fff;border-radius:8px;padding:1.5rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}h1{font-size:1.4rem;margin-top:0}form{display:inline-block;margin:.5rem .5rem 0 0}button{font:inherit;min-height:44px;padding:.5rem 1rem;border-radius:6px;border:2px solid #1a1a1a;background:#fff;cursor:pointer}button.primary{background:#1a1a1a;color:#fff}button:focus-visible{outline:3px solid #0a58ca;outline-offset:2px}</style></head><body><main><h1>Byta till inköpssystemets session?</h1><p>Ditt inköpssystem vill öppna webbutiken i punch-out-läge. Du är redan inloggad${who} i den här webbläsaren.</p><p>Fortsätter du loggas du ut, och varukorgen skickas sedan till inköpssystemet. Behåller du din inloggning startas ingen punch-out-session.</p><form method="post" action="/punchout/continue"><button class="primary" type="submit">Fortsätt i punch-out</button></form><form method="post" action="/punchout/cancel"><button type="submit">Behåll min inloggning</button></form></main></body></html>`;
    return new Response(html, {
      status: 200,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
      },
    });
  }

  async function pendingOf(c: Context): Promise<HeldSession | null> {
    return pendingKey.open(getCookie(c, PUNCHOUT_PENDING_COOKIE));
  }

  function routes(app: Hono) {
    // Another site's form is the normal case here (the procurement system's): no origin check.
    app.on(['GET', 'POST'], '/punchout', tooLarge(MAX_PUNCHOUT_BODY), punchoutEntry);

    app.get('/punchout/continue', async (c) => {
      const tls = isTls(c);
      const pending = await pendingOf(c);
      const headers = new Headers({ location: '/', 'cache-control': 'no-store' });
      if (!pending) return new Response(null, { status: 303, headers });
      const before = await openCookie(c);
      if (before) {
        return askPage(before.punchout !== undefined);
      }
      headers.append('Set-Cookie', cookie(PUNCHOUT_PENDING_COOKIE, '', 0, tls));
      await startPunchout(headers, pending, null, tls);
      return new Response(null, { status: 303, headers });
    });

    // The person's answer: only from the shop's own page. Either way the waiting hand-over goes.
    const answer = (replace: boolean) => async (c: Context) => {
      if (foreignOrigin(c)) return c.json({ messageKey: 'errors.forbidden_action' }, 403);
      const tls = isTls(c);
      const headers = new Headers({ location: '/', 'cache-control': 'no-store' });
      headers.append('Set-Cookie', cookie(PUNCHOUT_PENDING_COOKIE, '', 0, tls));
      const pending = await pendingOf(c);
      if (pending && replace) await startPunchout(headers, pending, await openCookie(c), tls);
      else if (pending) {
        // The punch-out session logged in for the hand-over is not used: it ends.
        await clientFor(pending)
          .client.session.logout()
          .catch(() => undefined);
        headers.append(
          'Set-Cookie',
          cookie(FLASH_COOKIE, 'punchout_kept_session' satisfies FlashNote, 60, tls),
        );
      }
      return new Response(null, { status: 303, headers });
    };
    app.post('/punchout/continue', tooLarge(MAX_SESSION_BODY), answer(true));
    app.post('/punchout/cancel', tooLarge(MAX_SESSION_BODY), answer(false));

    app.use('/session/*', async (c, next) => {
      if (foreignOrigin(c)) return c.json({ messageKey: 'errors.forbidden_action' }, 403);
      return next();
    });

    app.post('/session/login', tooLarge(MAX_SIGN_IN_BODY), async (c) => {
      let credentials: { username?: unknown; password?: unknown } = {};
      try {
        credentials = JSON.parse(await c.req.text());
      } catch {
        credentials = {};
      }
      if (typeof credentials.username !== 'string' || typeof credentials.password !== 'string')
        return c.json({ messageKey: 'errors.bad_request' }, 400);
      const username = credentials.username;
      const address = facts.clientAddress(c);
      const headers = new Headers({ 'content-type': 'application/json', 'cache-control': 'no-store' });
      const wait = signInLimits.check(username, address);
      if (wait > 0) {
        headers.set('retry-after', String(wait));
        const limited: SignInAnswer = { outcome: 'failed', messageKey: 'signIn.tooManyAttempts' };
        return new Response(JSON.stringify(limited), { status: 429, headers });
      }
      const { client, tokenStore } = clientFor(null);
      const outcome = await client.session.login({ username, password: credentials.password });
      let answer: SignInAnswer;
      if (outcome.outcome === 'success') {
        signInLimits.succeeded(username);
        await setSession(headers, tokenStore.get(), isTls(c));
        answer = { outcome: 'success', session: viewOf(outcome.session, tokenStore.get()) };
      } else if (outcome.outcome === 'challenge') {
        // The right temporary password: not a failure.
        signInLimits.succeeded(username);
        answer = { outcome: 'challenge', challenge: outcome.challenge };
      } else if (outcome.outcome === 'not_authenticated') {
        // §8: the service's own 'Invalid token' is a token failure; any other 401 is a wrong
        // user name or password, which is what the limits count.
        const body = outcome.error.body;
        const invalidToken = typeof body === 'string' && body.trim() === 'Invalid token';
        if (!invalidToken) signInLimits.failed(username, address);
        answer = {
          outcome: outcome.outcome,
          messageKey: invalidToken ? 'errors.invalid_token' : 'signIn.failed',
        };
      } else {
        answer = { outcome: outcome.outcome, messageKey: outcome.error.messageKey };
      }
      return new Response(JSON.stringify(answer), { status: 200, headers });
    });

    app.post('/session/logout', async (c) => {
      // The cookie as sealed, even with an expired token: logout ends it whatever state it is in.
      const stored = await openCookie(c);
      if (stored) {
        // Fresh tokens first (an expired one could not sign out at the service), then the id
        // is revoked, then the service ends the refresh tokens.
        const { session } = await sessionOf(c).catch(() => ({ session: null }));
        revoke(stored);
        await clientFor(session ?? stored)
          .client.session.logout()
          .catch(() => undefined);
      }
      const headers = new Headers({ 'cache-control': 'no-store' });
      await setSession(headers, null, isTls(c));
      return new Response(null, { status: 204, headers });
    });

    /**
     * Punch-out emulation (issue 19): a signed-in customer admin (BUYER_ADMIN or above) puts
     * their own session in PUNCHOUT mode with the procurement simulator as HOOK_URL, to see what
     * their buyers' system would receive, with their customer's OCI rules, without one. A buyer's
     * real punch-out session cannot be turned into a test, nor a test into a normal session
     * other than by ending it.
     */
    app.post('/session/punchout-test', tooLarge(MAX_SESSION_BODY), async (c) => {
      const base = options.punchoutTestUrl?.replace(/\/$/, '');
      if (!base) return c.json({ messageKey: 'errors.not_found' }, 404);
      const { session } = await sessionOf(c);
      if (!session) return c.json({ messageKey: 'errors.invalid_token' }, 401);
      if (!isAdmin(claimsOf(session.token)) || (session.punchout && !session.punchout.emulation))
        return c.json({ messageKey: 'errors.forbidden_action' }, 403);
      const punchout: PunchoutHold = {
        hookUrl: `${base}/hook/${randomUUID()}`,
        target: '_top',
        company: null,
        caller: null,
        okCode: null,
        email: null,
        logonId: null,
        lastUsed: new Date().toISOString(),
        emulation: true,
      };
      const headers = new Headers({ 'cache-control': 'no-store' });
      await setSession(headers, { ...session, punchout }, isTls(c));
      return new Response(null, { status: 204, headers });
    });

    app.post('/session/punchout-test/end', tooLarge(MAX_SESSION_BODY), async (c) => {
      const { session } = await sessionOf(c);
      if (!session) return c.json({ messageKey: 'errors.invalid_token' }, 401);
      if (session.punchout && !session.punchout.emulation)
        return c.json({ messageKey: 'errors.forbidden_action' }, 403);
      const { punchout: _ended, ...normal } = session;
      const headers = new Headers({ 'cache-control': 'no-store' });
      await setSession(headers, normal, isTls(c));
      return new Response(null, { status: 204, headers });
    });

    app.post('/session/context', tooLarge(MAX_SESSION_BODY), async (c) => {
      const { session, changed } = await sessionOf(c);
      if (!session) return c.json({ messageKey: 'errors.invalid_token' }, 401);
      let body: { customerId?: unknown; projectId?: unknown } = {};
      try {
        body = JSON.parse(await c.req.text());
      } catch {
        body = {};
      }
      const projectId =
        body.projectId === null || typeof body.projectId === 'string' ? body.projectId : undefined;
      if (typeof body.customerId !== 'string' || projectId === undefined)
        return c.json({ messageKey: 'errors.bad_request' }, 400);
      const tls = isTls(c);
      const headers = new Headers({ 'content-type': 'application/json', 'cache-control': 'no-store' });
      const { client, tokenStore } = clientFor(session);
      try {
        await client.session.customerContext.set(body.customerId, projectId);
      } catch (error) {
        const status = (error as { status?: number }).status ?? 0;
        // The session stays as it was, in the state the service left it: refreshed tokens (this
        // request's own refresh) are kept, so the cookie and the service agree.
        if (changed) await setSession(headers, session, tls);
        if (status === 401) {
          await endSession(headers, tls);
          return new Response(JSON.stringify({ messageKey: 'errors.invalid_token' }), {
            status: 401,
            headers,
          });
        }
        // §8: a refused switch (a customer or project the user does not have) is the service's 403.
        const refused = status === 400 || status === 403 || status === 404;
        return new Response(
          JSON.stringify({
            messageKey: refused
              ? 'errors.forbidden_action'
              : ((error as { messageKey?: string }).messageKey ?? 'errors.unknown_error_occurred'),
          }),
          { status: refused ? 403 : 502, headers },
        );
      }
      const tokens = tokenStore.get();
      if (tokens) keeper.replaced(session, tokens);
      const next: HeldSession | null =
        tokens && session.punchout ? { ...tokens, punchout: session.punchout } : tokens;
      await setSession(headers, next, tls, session);
      return new Response(
        JSON.stringify({ claims: claimsOf(next?.token), assortment: client.session.assortment }),
        { status: 200, headers },
      );
    });

    /**
     * The page's calls to the services: only the routes of `PAGE_SERVICE_ROUTES` (the commerce
     * client's contract), method and path; everything else is 404 here and reaches no service.
     * A body is read up to the route's limit (413 past it).
     */
    app.all('/api/*', async (c, next) => {
      const path = new URL(c.req.url).pathname;
      const route =
        path.startsWith('/api/') && !path.startsWith('/api/__sandbox')
          ? matchServiceRoute(c.req.method, path.slice('/api'.length))
          : null;
      if (!route) return c.json({ messageKey: 'errors.not_found' }, 404, { 'cache-control': 'no-store' });
      return tooLarge(route.maxBody ?? DEFAULT_ROUTE_BODY_LIMIT)(c, next);
    });

    app.all('/api/*', async (c) => {
      if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && foreignOrigin(c))
        return c.json({ messageKey: 'errors.forbidden_action' }, 403);
      const { session, changed, ended } = await sessionOf(c);
      const tls = isTls(c);
      if (ended) {
        // §4: the service refused the session; the call is not made for a visitor instead.
        const out = new Headers({ 'content-type': 'application/json', 'cache-control': 'no-store' });
        await endSession(out, tls);
        return new Response(JSON.stringify({ messageKey: 'errors.invalid_token' }), {
          status: 401,
          headers: out,
        });
      }
      const url = new URL(c.req.url);
      const target = `${upstream}${url.pathname.slice('/api'.length)}${url.search}`;
      const headers = new Headers();
      for (const name of FORWARDED_REQUEST_HEADERS) {
        const value = c.req.header(name);
        if (value !== undefined) headers.set(name, value);
      }
      if (session) headers.set('authorization', `Bearer ${session.token}`);
      const hasBody = c.req.method !== 'GET' && c.req.method !== 'HEAD';
      let answer: Response;
      try {
        answer = await doFetch(target, {
          method: c.req.method,
          headers,
          body: hasBody ? await c.req.arrayBuffer() : undefined,
          redirect: 'manual',
        });
      } catch {
        return c.json({ messageKey: 'errors.unknown_error_occurred' }, 502);
      }
      const out = new Headers();
      for (const name of FORWARDED_RESPONSE_HEADERS) {
        const value = answer.headers.get(name);
        if (value !== null) out.set(name, value);
      }
      if (!out.has('cache-control')) out.set('cache-control', 'no-store');
      // Whatever the service answers runs nothing on the shop's origin (an HTML error page
      // included); nosniff comes with the security headers every response gets.
      out.set('content-security-policy', PROXIED_CSP);
      if (answer.status === 401 && session) await endSession(out, tls);
      else if (changed) await setSession(out, session, tls);
      return new Response(answer.body, { status: answer.status, headers: out });
    });
  }

  /** Whether the request carries a session this server sealed (a signed-in customer), without refreshing it. */
  async function hasSession(c: Context): Promise<boolean> {
    return (await openCookie(c)) !== null;
  }

  return { routes, sessionOf, setSession, hasSession, facts };
}
