import { DEFAULT_ROUTE_BODY_LIMIT, matchServiceRoute } from '@shop/commerce-client/contract';
import { Hono } from 'hono';
import type { ServerContext } from './context';
import { tooLarge } from './http';

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

/**
 * What a proxied answer may do on the shop's origin: nothing. An upstream that answers HTML (or
 * anything a browser would run) gets no script, no form, no frame, and no origin of its own.
 */
const PROXIED_CSP = "sandbox; default-src 'none'; frame-ancestors 'none'";

/**
 * `/api/…`: the page's calls to the services, with the session's bearer token added (refreshed
 * once for any number of concurrent requests); a 401 from the service ends the session. Only
 * the routes of `PAGE_SERVICE_ROUTES` (the commerce client's contract) pass, method and path;
 * everything else is 404 here and reaches no service. A body is read up to the route's limit
 * (413 past it).
 */
export function createApiProxy({ options, facts, sessions }: ServerContext) {
  const upstream = options.commerceUrl.replace(/\/$/, '');
  const doFetch = options.fetch ?? fetch;
  const app = new Hono();

  app.all('/*', async (c, next) => {
    const path = new URL(c.req.url).pathname;
    const route =
      path.startsWith('/api/') && !path.startsWith('/api/__sandbox')
        ? matchServiceRoute(c.req.method, path.slice('/api'.length))
        : null;
    if (!route) return c.json({ messageKey: 'errors.not_found' }, 404, { 'cache-control': 'no-store' });
    return tooLarge(route.maxBody ?? DEFAULT_ROUTE_BODY_LIMIT)(c, next);
  });

  app.all('/*', async (c) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && facts.isForeign(c))
      return c.json({ messageKey: 'errors.forbidden_action' }, 403);
    const { session, changed, ended } = await sessions.sessionOf(c);
    const tls = facts.isTls(c);
    if (ended) {
      // §4: the service refused the session; the call is not made for a visitor instead.
      const out = new Headers({ 'content-type': 'application/json', 'cache-control': 'no-store' });
      await sessions.endSession(out, tls);
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
    if (answer.status === 401 && session) await sessions.endSession(out, tls);
    else if (changed) await sessions.setSession(out, session, tls);
    return new Response(answer.body, { status: answer.status, headers: out });
  });

  return app;
}
