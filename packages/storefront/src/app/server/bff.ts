import { randomUUID } from 'node:crypto';
import {
  type CommerceClient,
  createCommerceClient,
  memoryTokenStore,
  type SessionData,
  type StoredSession,
} from '@shop/commerce-client';
import { parsePunchoutEntry, validatePunchoutSettings } from '@shop/punchout';
import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { claimsOf, isAdmin } from '../../session/claims';
import type { SessionView, SignInAnswer } from '../../session/controller';
import {
  createSessionSeal,
  createTokenKeeper,
  FLASH_COOKIE,
  type HeldSession,
  type PunchoutHold,
  SESSION_COOKIE,
  SESSION_MAX_AGE_SECONDS,
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
const MAX_SIGN_IN_BODY = 4 * 1024;
/** An OCI hand-over is a handful of fields; anything larger is not one. */
const MAX_PUNCHOUT_BODY = 16 * 1024;

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
} as const;
export type FlashNote = keyof typeof FLASH_MESSAGES;

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
}

/** The request came over TLS: directly, or as the load balancer says with `X-Forwarded-Proto`. */
export const isTls = (c: Context) =>
  new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';

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
  const seal = createSessionSeal(options.sessionSecret);
  const keeper =
    options.keeper ?? createTokenKeeper({ commerceUrl: options.commerceUrl, fetch: options.fetch });
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

  const setSession = async (headers: Headers, session: HeldSession | null, tls: boolean) => {
    headers.append(
      'Set-Cookie',
      session
        ? cookie(SESSION_COOKIE, await seal.seal(session), SESSION_MAX_AGE_SECONDS, tls)
        : cookie(SESSION_COOKIE, '', 0, tls),
    );
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

  /** A write from another site carries our cookie only if SameSite failed; refuse it anyway. */
  const foreignOrigin = (c: Context) => {
    const origin = c.req.header('origin');
    return origin !== undefined && origin !== new URL(c.req.url).origin;
  };

  /**
   * The session a request carries, kept fit to use; `ended` when the service
   * refused it. Used by the proxy and by the page renderer.
   */
  async function sessionOf(
    c: Context,
  ): Promise<{ session: HeldSession | null; changed: boolean; ended: boolean }> {
    const stored = await seal.open(getCookie(c, SESSION_COOKIE));
    if (!stored) return { session: null, changed: getCookie(c, SESSION_COOKIE) !== undefined, ended: false };
    const kept = await keeper.keep(stored);
    if (kept.status === 'ended') return { session: null, changed: true, ended: true };
    // New tokens keep the session's punch-out settings.
    const held = (session: StoredSession): HeldSession =>
      stored.punchout ? { ...session, punchout: stored.punchout } : session;
    if (kept.status === 'unavailable') return { session: held(kept.session), changed: false, ended: false };
    return { session: held(kept.session), changed: kept.refreshed, ended: false };
  }

  /** A GET's query or a POST's form: the OCI hand-over's fields, or null when it is not one. */
  async function handOverOf(c: Context): Promise<URLSearchParams | null> {
    if (c.req.method === 'GET') return new URL(c.req.url).searchParams;
    const length = Number(c.req.header('content-length') ?? 0);
    if (length > MAX_PUNCHOUT_BODY) return null;
    const type = c.req.header('content-type') ?? '';
    try {
      if (type.startsWith('application/x-www-form-urlencoded')) {
        const text = await c.req.text();
        return text.length <= MAX_PUNCHOUT_BODY ? new URLSearchParams(text) : null;
      }
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

  /**
   * The OCI hand-over (storefront-core §4): a procurement system sends the buyer here with a
   * form POST (or, from older systems, a GET) carrying the logon, the password and HOOK_URL.
   * The server logs in with the punch-out login, keeps the session and its settings in the
   * sealed cookie, and answers 303 to `/`: the credentials never stay in an address bar, the
   * history or a Referer. A refused hand-over starts no session and changes none: the start
   * page says why.
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
    // A second hand-over in the same browser: the session before it ends here, cleanly.
    const { session: before } = await sessionOf(c);
    if (before) {
      keeper.forget(before);
      await clientFor(before)
        .client.session.logout()
        .catch(() => undefined);
    }
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
    await setSession(headers, { ...next, punchout }, tls);
    return new Response(null, { status: 303, headers });
  }

  function routes(app: Hono) {
    // Another site's form is the normal case here (the procurement system's): no origin check.
    app.on(['GET', 'POST'], '/punchout', punchoutEntry);

    app.use('/session/*', async (c, next) => {
      if (foreignOrigin(c)) return c.json({ messageKey: 'errors.forbidden_action' }, 403);
      return next();
    });

    app.post('/session/login', async (c) => {
      const text = await c.req.text();
      let credentials: { username?: unknown; password?: unknown } = {};
      try {
        credentials = text.length <= MAX_SIGN_IN_BODY ? JSON.parse(text) : {};
      } catch {
        credentials = {};
      }
      if (typeof credentials.username !== 'string' || typeof credentials.password !== 'string')
        return c.json({ messageKey: 'errors.bad_request' }, 400);
      const { client, tokenStore } = clientFor(null);
      const outcome = await client.session.login({
        username: credentials.username,
        password: credentials.password,
      });
      const headers = new Headers({ 'content-type': 'application/json', 'cache-control': 'no-store' });
      let answer: SignInAnswer;
      if (outcome.outcome === 'success') {
        await setSession(headers, tokenStore.get(), isTls(c));
        answer = { outcome: 'success', session: viewOf(outcome.session, tokenStore.get()) };
      } else if (outcome.outcome === 'challenge') {
        answer = { outcome: 'challenge', challenge: outcome.challenge };
      } else if (outcome.outcome === 'not_authenticated') {
        // Every 401 reads as invalid_token to the client; on sign-in only the service's own
        // 'Invalid token' is that (§8). Any other 401 is a wrong user name or password.
        const body = outcome.error.body;
        const invalidToken = typeof body === 'string' && body.trim() === 'Invalid token';
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
      const { session } = await sessionOf(c);
      if (session) {
        keeper.forget(session);
        await clientFor(session).client.session.logout();
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
    app.post('/session/punchout-test', async (c) => {
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

    app.post('/session/punchout-test/end', async (c) => {
      const { session } = await sessionOf(c);
      if (!session) return c.json({ messageKey: 'errors.invalid_token' }, 401);
      if (session.punchout && !session.punchout.emulation)
        return c.json({ messageKey: 'errors.forbidden_action' }, 403);
      const { punchout: _ended, ...normal } = session;
      const headers = new Headers({ 'cache-control': 'no-store' });
      await setSession(headers, normal, isTls(c));
      return new Response(null, { status: 204, headers });
    });

    app.post('/session/context', async (c) => {
      const { session } = await sessionOf(c);
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
      const { client, tokenStore } = clientFor(session);
      try {
        await client.session.customerContext.set(body.customerId, projectId);
      } catch (error) {
        const status = (error as { status?: number }).status ?? 500;
        return c.json(
          { messageKey: (error as { messageKey?: string }).messageKey ?? 'errors.unknown_error_occurred' },
          status === 401 ? 401 : 502,
        );
      }
      const tokens = tokenStore.get();
      if (tokens) keeper.replaced(session, tokens);
      const next: HeldSession | null =
        tokens && session.punchout ? { ...tokens, punchout: session.punchout } : tokens;
      const headers = new Headers({ 'content-type': 'application/json', 'cache-control': 'no-store' });
      await setSession(headers, next, isTls(c));
      return new Response(
        JSON.stringify({ claims: claimsOf(next?.token), assortment: client.session.assortment }),
        { status: 200, headers },
      );
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
      if (answer.status === 401 && session) await endSession(out, tls);
      else if (changed) {
        await setSession(out, session, tls);
      }
      return new Response(answer.body, { status: answer.status, headers: out });
    });
  }

  /** Whether the request carries a session this server sealed (a signed-in customer), without refreshing it. */
  async function hasSession(c: Context): Promise<boolean> {
    return (await seal.open(getCookie(c, SESSION_COOKIE))) !== null;
  }

  return { routes, sessionOf, setSession, hasSession };
}
