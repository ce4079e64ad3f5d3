import { randomUUID } from 'node:crypto';
import type { SessionData, StoredSession } from '@shop/commerce-client';
import { type Context, type Handler, Hono } from 'hono';
import { safeReturnPath } from '../../core';
import { claimsOf, isAdmin, type SessionView, type SignInAnswer, storeNamesOf } from '../../session';
import type { ServerContext } from './context';
import { cookie, type FlashNote, tooLarge } from './http';
import { createSignInLimits } from './limits';
import { FLASH_COOKIE, type HeldSession, type PunchoutHold } from './session-seal';

/** Request bodies read here: a sign-in is two short fields, a context switch two ids. */
const MAX_SIGN_IN_BODY = 4 * 1024;
const MAX_SESSION_BODY = 4 * 1024;

const viewOf = (data: SessionData, session: StoredSession | null): SessionView => ({
  user: data.user,
  claims: claimsOf(session?.token),
  customers: data.customers,
  stores: [...storeNamesOf(data.stores.values()).values()],
  assortment: data.assortment,
});

/** A JSON body, or `{}` when it is not JSON. */
async function jsonOf(c: Context): Promise<Record<string, unknown>> {
  try {
    return JSON.parse(await c.req.text());
  } catch {
    return {};
  }
}

/**
 * `/session/…`: sign-in, sign-out, the customer and project switch, and a customer admin's
 * punch-out test, all posted by the shop's own page (another origin gets 403). The answers set
 * the sealed session cookie; the tokens never reach the page.
 */
export function createSessionApp(ctx: ServerContext) {
  const app = new Hono();
  app.use('*', async (c, next) => {
    if (ctx.facts.isForeign(c)) return c.json({ messageKey: 'errors.forbidden_action' }, 403);
    return next();
  });
  app.post('/login', tooLarge(MAX_SIGN_IN_BODY), signIn(ctx));
  app.post('/logout', signOut(ctx));
  app.post('/punchout-test', tooLarge(MAX_SESSION_BODY), startPunchoutTest(ctx));
  app.post('/punchout-test/end', tooLarge(MAX_SESSION_BODY), endPunchoutTest(ctx));
  app.post('/context', tooLarge(MAX_SESSION_BODY), switchContext(ctx));
  return app;
}

/** The page a sign-in posted as a plain form (no scripts yet) comes back to when it fails. */
const SIGN_IN_PAGE = '/logga-in';

/** The fields of a JSON body or, from a page whose scripts have not taken over, of a posted form. */
const isFormPost = (c: Context) =>
  (c.req.header('content-type') ?? '').startsWith('application/x-www-form-urlencoded');

async function fieldsOf(c: Context): Promise<{ form: boolean; fields: Record<string, unknown> }> {
  if (!isFormPost(c)) return { form: false, fields: await jsonOf(c) };
  return { form: true, fields: Object.fromEntries(new URLSearchParams(await c.req.text())) };
}

/**
 * Sign-in with user name and password, within the sign-in limits per account and address.
 * The app posts JSON and reads the answer; a page without scripts posts the same fields as a
 * form (with `return`, the page to go back to) and is sent on with 303: back there on success,
 * else to the sign-in page with the message and the user name it typed.
 */
function signIn(ctx: ServerContext): Handler {
  const attempt = signInAttempt(ctx);
  return async (c) => {
    const { form, fields } = await fieldsOf(c);
    if (typeof fields.username !== 'string' || typeof fields.password !== 'string')
      return c.json({ messageKey: 'errors.bad_request' }, 400);
    const { answer, status, headers } = await attempt(c, fields.username, fields.password);
    if (!form) return new Response(JSON.stringify(answer), { status, headers });
    const back = safeReturnPath(typeof fields.return === 'string' ? fields.return : null) ?? '/';
    headers.delete('content-type');
    headers.delete('retry-after');
    if (answer.outcome === 'success' || answer.outcome === 'technical_issues')
      headers.set('location', answer.outcome === 'success' ? back : '/');
    else {
      // A temporary password is changed on a page that needs the app: say so rather than fail.
      const messageKey = answer.outcome === 'challenge' ? 'signIn.challengeNeedsScript' : answer.messageKey;
      const query = new URLSearchParams({ fel: messageKey, anvandare: fields.username, tillbaka: back });
      headers.set('location', `${SIGN_IN_PAGE}?${query}`);
    }
    return new Response(null, { status: 303, headers });
  };
}

function signInAttempt({ facts, sessions, now }: ServerContext) {
  const signInLimits = createSignInLimits({ now });
  return async (
    c: Context,
    username: string,
    password: string,
  ): Promise<{ answer: SignInAnswer; status: number; headers: Headers }> => {
    const address = facts.clientAddress(c);
    const headers = new Headers({ 'content-type': 'application/json', 'cache-control': 'no-store' });
    const wait = signInLimits.check(username, address);
    if (wait > 0) {
      headers.set('retry-after', String(wait));
      return { answer: { outcome: 'failed', messageKey: 'signIn.tooManyAttempts' }, status: 429, headers };
    }
    const { client, tokenStore } = sessions.clientFor(null);
    const outcome = await client.session.login({ username, password });
    let answer: SignInAnswer;
    if (outcome.outcome === 'success') {
      signInLimits.succeeded(username);
      await sessions.setSession(headers, tokenStore.get(), facts.isTls(c));
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
    return { answer, status: 200, headers };
  };
}

/** Sign-out: the session ends here, at the service, and in every copy of its cookie. */
function signOut({ facts, sessions }: ServerContext): Handler {
  return async (c) => {
    // The cookie as sealed, even with an expired token: logout ends it whatever state it is in.
    const stored = await sessions.openCookie(c);
    if (stored) {
      // Fresh tokens first (an expired one could not sign out at the service), then the id
      // is revoked, then the service ends the refresh tokens.
      const { session } = await sessions.sessionOf(c).catch(() => ({ session: null }));
      await sessions.revoke(stored);
      await sessions
        .clientFor(session ?? stored)
        .client.session.logout()
        .catch(() => undefined);
    }
    const headers = new Headers({ 'cache-control': 'no-store' });
    await sessions.setSession(headers, null, facts.isTls(c));
    // The account menu's 'Logga ut' before the scripts is a plain form: on to the start page.
    if (isFormPost(c)) {
      headers.set('location', '/');
      return new Response(null, { status: 303, headers });
    }
    return new Response(null, { status: 204, headers });
  };
}

/**
 * Punch-out emulation (issue 19): a signed-in customer admin (BUYER_ADMIN or above) puts
 * their own session in PUNCHOUT mode with the procurement simulator as HOOK_URL, to see what
 * their buyers' system would receive, with their customer's OCI rules, without one. A buyer's
 * real punch-out session cannot be turned into a test, nor a test into a normal session
 * other than by ending it.
 */
function startPunchoutTest({ options, facts, sessions }: ServerContext): Handler {
  return async (c) => {
    const base = options.punchoutTestUrl?.replace(/\/$/, '');
    if (!base) return c.json({ messageKey: 'errors.not_found' }, 404);
    const { session } = await sessions.sessionOf(c);
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
    await sessions.setSession(headers, { ...session, punchout }, facts.isTls(c));
    return new Response(null, { status: 204, headers });
  };
}

/** The end of a punch-out test: the admin's own session, out of PUNCHOUT mode. */
function endPunchoutTest({ facts, sessions }: ServerContext): Handler {
  return async (c) => {
    const { session } = await sessions.sessionOf(c);
    if (!session) return c.json({ messageKey: 'errors.invalid_token' }, 401);
    if (session.punchout && !session.punchout.emulation)
      return c.json({ messageKey: 'errors.forbidden_action' }, 403);
    const { punchout: _ended, ...normal } = session;
    const headers = new Headers({ 'cache-control': 'no-store' });
    await sessions.setSession(headers, normal, facts.isTls(c));
    return new Response(null, { status: 204, headers });
  };
}

/**
 * The customer and project switch: new tokens for the other customer, the same session. The app
 * posts JSON (`customerId`, `projectId`) and reads the answer; the header's switch before the
 * scripts posts a form (`kontext` as `customerId:projectId`, and `tillbaka`) and is sent back
 * there (303) with a one-time note that says whether it switched.
 */
function switchContext(ctx: ServerContext): Handler {
  const { facts } = ctx;
  return async (c) => {
    const { form, fields } = await fieldsOf(c);
    if (form) {
      const [customerId, projectId = ''] = String(fields.kontext ?? '').split(':');
      const back = safeReturnPath(typeof fields.tillbaka === 'string' ? fields.tillbaka : null) ?? '/';
      const outcome = customerId
        ? await contextSwitch(ctx, c, customerId, projectId || null)
        : ({ status: 400, body: {}, headers: new Headers() } as const);
      const headers = outcome.headers;
      headers.delete('content-type');
      const note: FlashNote = outcome.status === 200 ? 'context_switched' : 'context_failed';
      headers.append('Set-Cookie', cookie(FLASH_COOKIE, note, 60, facts.isTls(c)));
      headers.set('location', outcome.status === 401 ? `/?${new URLSearchParams({ login: back })}` : back);
      return new Response(null, { status: 303, headers });
    }
    const projectId =
      fields.projectId === null || typeof fields.projectId === 'string' ? fields.projectId : undefined;
    if (typeof fields.customerId !== 'string' || projectId === undefined)
      return c.json({ messageKey: 'errors.bad_request' }, 400);
    const { status, body, headers } = await contextSwitch(ctx, c, fields.customerId, projectId);
    return new Response(JSON.stringify(body), { status, headers });
  };
}

async function contextSwitch(
  { facts, sessions }: ServerContext,
  c: Context,
  customerId: string,
  projectId: string | null,
): Promise<{ status: number; body: unknown; headers: Headers }> {
  const headers = new Headers({ 'content-type': 'application/json', 'cache-control': 'no-store' });
  const { session, changed } = await sessions.sessionOf(c);
  if (!session) return { status: 401, body: { messageKey: 'errors.invalid_token' }, headers };
  const tls = facts.isTls(c);
  const { client, tokenStore } = sessions.clientFor(session);
  try {
    await client.session.customerContext.set(customerId, projectId);
  } catch (error) {
    const status = (error as { status?: number }).status ?? 0;
    // The session stays as it was, in the state the service left it: refreshed tokens (this
    // request's own refresh) are kept, so the cookie and the service agree.
    if (changed) await sessions.setSession(headers, session, tls);
    if (status === 401) {
      await sessions.endSession(headers, tls);
      return { status: 401, body: { messageKey: 'errors.invalid_token' }, headers };
    }
    // §8: a refused switch (a customer or project the user does not have) is the service's 403.
    const refused = status === 400 || status === 403 || status === 404;
    const messageKey = refused
      ? 'errors.forbidden_action'
      : ((error as { messageKey?: string }).messageKey ?? 'errors.unknown_error_occurred');
    return { status: refused ? 403 : 502, body: { messageKey }, headers };
  }
  const tokens = tokenStore.get();
  if (tokens) await sessions.keeper.replaced(session, tokens);
  const next: HeldSession | null =
    tokens && session.punchout ? { ...tokens, punchout: session.punchout } : tokens;
  await sessions.setSession(headers, next, tls, session);
  return {
    status: 200,
    body: { claims: claimsOf(next?.token), assortment: client.session.assortment },
    headers,
  };
}
