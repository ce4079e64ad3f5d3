import type { CommerceClient } from '@shop/commerce-client';
import { parsePunchoutEntry, validatePunchoutSettings } from '@shop/punchout';
import { type Context, type Handler, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { ServerContext } from './context';
import { cookie, type FlashNote, tooLarge } from './http';
import { newNonce } from './security';
import {
  createSessionSeal,
  FLASH_COOKIE,
  type HeldSession,
  type PunchoutHold,
  type SessionSeal,
} from './session-seal';
import type { Sessions } from './sessions';

/** An OCI hand-over is a handful of fields; anything larger is not one. */
const MAX_PUNCHOUT_BODY = 16 * 1024;
/** The person's answer to the question whether a hand-over may replace their session: an empty form. */
const MAX_ANSWER_BODY = 4 * 1024;
/** A hand-over waiting for the person's answer (they are signed in already) is kept this long. */
const PUNCHOUT_PENDING_SECONDS = 10 * 60;
/** The cookie that holds it, sealed like the session. */
const PUNCHOUT_PENDING_COOKIE = 'shop_punchout_pending';

/** A GET's query or a POST's form: the OCI hand-over's fields, or null when it is not one. */
async function handOverOf(c: Context): Promise<URLSearchParams | null> {
  if (c.req.method === 'GET') return new URL(c.req.url).searchParams;
  const type = c.req.header('content-type') ?? '';
  try {
    if (type.startsWith('application/x-www-form-urlencoded')) return new URLSearchParams(await c.req.text());
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

/** Starts the hand-over's session: it replaces `before`, which ends for good. */
async function startPunchout(
  sessions: Sessions,
  headers: Headers,
  next: HeldSession,
  before: HeldSession | null,
  tls: boolean,
) {
  if (before) {
    await sessions.revoke(before);
    await sessions
      .clientFor(before)
      .client.session.logout()
      .catch(() => undefined);
  }
  await sessions.setSession(headers, next, tls);
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
function handOver({ facts, sessions }: ServerContext, pendingKey: SessionSeal): Handler {
  return async (c) => {
    const tls = facts.isTls(c);
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
    const { client, tokenStore } = sessions.clientFor(null);
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
    const before = await sessions.openCookie(c);
    if (!before && c.req.method === 'GET') {
      await startPunchout(sessions, headers, { ...next, punchout }, null, tls);
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
  };
}

/**
 * `/punchout…`: the OCI hand-over from a procurement system, and the signed-in person's answer
 * when a hand-over would replace their session.
 */
export function createPunchoutApp(ctx: ServerContext) {
  const { options, facts, sessions, now } = ctx;
  const { isTls } = facts;
  const pendingKey = createSessionSeal(`${options.sessionSecret}:punchout-pending`, {
    now,
    idleSeconds: PUNCHOUT_PENDING_SECONDS,
    maxAgeSeconds: PUNCHOUT_PENDING_SECONDS,
  });

  async function pendingOf(c: Context): Promise<HeldSession | null> {
    return pendingKey.open(getCookie(c, PUNCHOUT_PENDING_COOKIE));
  }

  const app = new Hono();
  // Another site's form is the normal case here (the procurement system's): no origin check.
  app.on(['GET', 'POST'], '/', tooLarge(MAX_PUNCHOUT_BODY), handOver(ctx, pendingKey));

  app.get('/continue', async (c) => {
    const tls = isTls(c);
    const pending = await pendingOf(c);
    const headers = new Headers({ location: '/', 'cache-control': 'no-store' });
    if (!pending) return new Response(null, { status: 303, headers });
    const before = await sessions.openCookie(c);
    if (before) {
      return askPage(before.punchout !== undefined);
    }
    headers.append('Set-Cookie', cookie(PUNCHOUT_PENDING_COOKIE, '', 0, tls));
    await startPunchout(sessions, headers, pending, null, tls);
    return new Response(null, { status: 303, headers });
  });

  // The person's answer: only from the shop's own page. Either way the waiting hand-over goes.
  const answer = (replace: boolean) => async (c: Context) => {
    if (facts.isForeign(c)) return c.json({ messageKey: 'errors.forbidden_action' }, 403);
    const tls = isTls(c);
    const headers = new Headers({ location: '/', 'cache-control': 'no-store' });
    headers.append('Set-Cookie', cookie(PUNCHOUT_PENDING_COOKIE, '', 0, tls));
    const pending = await pendingOf(c);
    if (pending && replace)
      await startPunchout(sessions, headers, pending, await sessions.openCookie(c), tls);
    else if (pending) {
      // The punch-out session logged in for the hand-over is not used: it ends.
      await sessions
        .clientFor(pending)
        .client.session.logout()
        .catch(() => undefined);
      headers.append(
        'Set-Cookie',
        cookie(FLASH_COOKIE, 'punchout_kept_session' satisfies FlashNote, 60, tls),
      );
    }
    return new Response(null, { status: 303, headers });
  };
  app.post('/continue', tooLarge(MAX_ANSWER_BODY), answer(true));
  app.post('/cancel', tooLarge(MAX_ANSWER_BODY), answer(false));

  return app;
}
