import { type Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import {
  type ActiveLocale,
  type ContentSource,
  closedBannersFromCookie,
  consentFromCookie,
  decideLocale,
  type LocaleDecision,
  noContentSource,
  SWEDISH_ONLY,
} from '../../core';
import { PREVIEW_COOKIE, type ServerContent } from './content';
import type { ServerContext } from './context';
import { cookie, flashMessage } from './http';
import { createPageCache, keptEncodings, replaceInStream } from './page-cache';
import type { PageHead } from './page-head';
import { createPageResponses, type PageResponses } from './page-response';
import type { RenderPageOptions } from './render';
import {
  EDGE_NONCE_HEADER,
  EDGE_NONCE_TOKEN,
  hashInlineCode,
  newNonce,
  newRenderMark,
  originOf,
} from './security';
import { FLASH_COOKIE, type HeldSession, SESSION_COOKIE } from './session-seal';

const isString = (value: string | null | undefined): value is string => typeof value === 'string';

/** The host of an address, for saying where a punch-out came from when the system gave no name. */
function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

/** What rendering a page takes, built once per server. */
interface PageParts {
  ctx: ServerContext;
  head: PageHead;
  responses: PageResponses;
  trackingFor: (c: Context) => RenderPageOptions['tracking'];
  /** The content a request reads: drafts on a stage preview; for a session, what visitors may not see too. */
  contentFor: (preview: boolean, signedIn: boolean) => ContentSource;
}

/** A page rendered for this request alone: its session (renewed when it changed), message and preview. */
async function ownPage(
  { ctx, head, responses, trackingFor, contentFor }: PageParts,
  c: Context,
  language: LocaleDecision,
  nonce: string,
  preview: boolean,
): Promise<Response> {
  const { options, sessions, facts } = ctx;
  const flash = getCookie(c, FLASH_COOKIE);
  const kept = await sessions.sessionOf(c);
  const punchout = kept.session?.punchout ?? null;
  const note = flashMessage(flash);
  // The checkout steps posted as forms: the details kept (or a refused step's draft), the orders placed.
  const [held, placed] = await Promise.all([
    ctx.checkout.checkout(c, kept.session),
    ctx.checkout.placed(c, kept.session),
  ]);
  const rendered = await options.render(c.req.raw, {
    tracking: trackingFor(c),
    closedBanners: closedBannersFromCookie(c.req.header('cookie')),
    nonce,
    head: head.headFor(language.routePath, nonce),
    fontAfterPaint: head.deferScripts,
    session: kept.session,
    locale: language.locale,
    content: contentFor(preview, kept.session !== null),
    punchout: punchout && {
      hookUrl: punchout.hookUrl,
      target: punchout.target,
      company: punchout.company,
      system: punchout.caller ?? hostOf(punchout.hookUrl),
      emulation: punchout.emulation === true,
    },
    message: kept.ended ? 'start.please_login' : note,
    checkout: {
      details: held?.kind === 'details' ? held.details : null,
      draft: held?.kind === 'draft' ? held.draft : null,
      placed,
    },
  });
  const { response, personal } = rendered;
  const headers = new Headers(response.headers);
  // A render never sets cookies or caching of its own: both are decided here.
  headers.delete('set-cookie');
  const tls = facts.isTls(c);
  if (kept.changed || rendered.session?.token !== kept.session?.token) {
    const next: HeldSession | null =
      rendered.session && punchout ? { ...rendered.session, punchout } : rendered.session;
    await sessions.setSession(headers, next, tls, kept.session);
  }
  if (flash) headers.append('Set-Cookie', cookie(FLASH_COOKIE, '', 0, tls));
  // Shown once, as the flash: a reload of the page is the step as it is now.
  if (held?.kind === 'draft') ctx.checkout.clearCheckout(c, headers, tls);
  if (placed) ctx.checkout.clearPlaced(c, headers, tls);
  if (language.setCookie) headers.append('Set-Cookie', language.setCookie);
  if (preview && c.req.query('preview') !== undefined)
    // A session cookie: the preview ends with the browser session.
    headers.append(
      'Set-Cookie',
      `${PREVIEW_COOKIE}=1; Path=/; HttpOnly; SameSite=Lax${tls ? '; Secure' : ''}`,
    );
  else if (c.req.query('preview') === '0') headers.append('Set-Cookie', cookie(PREVIEW_COOKIE, '', 0, tls));
  // A punch-out session's basket is a form posted to its HOOK_URL: that origin, and no other.
  const formOrigins = punchout && rendered.session ? [originOf(punchout.hookUrl)].filter(isString) : [];
  if (!response.body || (response.status >= 300 && response.status < 400))
    return responses.emptyResponse(headers, nonce, response.status, formOrigins);
  return responses.pageResponse(c, headers, nonce, personal, response.status, response.body, formOrigins);
}

/**
 * The pages, rendered on the server and streamed: the language decided first (a visitor may be
 * redirected to their locale's path), then a visitor's page from a short shared cache, or any
 * other (a session, a one-time message, a preview) rendered for its request alone; each with the
 * CSP of its own nonce.
 */
export function createPagesApp(ctx: ServerContext, head: PageHead, content: ServerContent | null) {
  const { options, errors, facts, now } = ctx;
  const tracking = options.tracking ?? {};
  const locales = options.locales ?? SWEDISH_ONLY;
  const offline = noContentSource();
  const contentFor = (preview: boolean, signedIn: boolean) => content?.source(preview, signedIn) ?? offline;
  const htmlCacheMs = Math.max(0, options.htmlCacheSeconds ?? 10) * 1000;
  const responses = createPageResponses({
    commerceOrigin: head.commerceOrigin,
    // Google's tag manager and what its tags call; a stand-in container (tests) calls nothing.
    tagOrigins:
      tracking.gtmId && !tracking.gtmScriptUrl
        ? [
            'https://www.googletagmanager.com',
            'https://*.google-analytics.com',
            'https://*.analytics.google.com',
          ]
        : [],
    locales,
    visitorCacheControl:
      htmlCacheMs > 0 ? `private, max-age=${Math.floor(htmlCacheMs / 1000)}` : 'private, no-cache',
  });

  /** What the page's render knows of tracking: the consent asked or given, and where errors go. */
  const trackingFor = (c: Context): RenderPageOptions['tracking'] => ({
    asksConsent: Boolean(tracking.gtmId),
    consent: consentFromCookie(c.req.header('cookie')),
    report: errors
      ? (error, context) => void errors.capture(error, { ...context, url: new URL(c.req.url).pathname })
      : undefined,
  });

  // Where each nonce goes in a visitor's page as it renders: a secret of this process, so nothing
  // that content put in a page can pass for it. The request that renders the page gets its own
  // nonce in its place; the page the cache keeps has hashes instead (hashInlineCode).
  const mark = newRenderMark();
  const cache = createPageCache({
    maxAgeMs: htmlCacheMs,
    now,
    share: (html) => hashInlineCode(html, mark),
    onLookup: (result) => ctx.telemetry.metrics.pageCache.inc({ result }),
    render: (c: Context, request: Request, locale: ActiveLocale, routePath: string) =>
      options.render(request, {
        tracking: trackingFor(c),
        closedBanners: closedBannersFromCookie(c.req.header('cookie')),
        nonce: mark,
        head: head.headFor(routePath, mark),
        fontAfterPaint: head.deferScripts,
        session: null,
        content: contentFor(false, false),
        locale,
      }),
  });

  // Behind the edge of deploy/nginx.conf (EDGE_NONCE_TOKEN): a visitor's page may be stored by it
  // and shared, byte for byte: that page has no nonce, its CSP allows its inline code by hash
  // (README, Visitors' pages). The token says that the request came through the edge.
  const edge = options.edge;
  if (edge && !EDGE_NONCE_TOKEN.test(edge.nonceToken))
    throw new Error('EDGE_NONCE_TOKEN must be 24 to 64 letters and digits');
  const edgeCacheControl = edge
    ? `public, max-age=0, s-maxage=${Math.max(1, options.htmlCacheSeconds ?? 10)}, stale-while-revalidate=${edge.staleSeconds ?? 60}`
    : null;
  /** The edge asked for this page (its secret header): it may keep and share it. */
  const viaEdge = (c: Context) => edge !== undefined && c.req.header(EDGE_NONCE_HEADER) === edge.nonceToken;

  // A kept page's bytes as each encoding sends them: a hit costs no compression.
  const encodedOf = keptEncodings();

  /**
   * A visitor's page (no session cookie, no message, no preview). The request that renders it
   * gets it as it streams, with a nonce of its own. Everyone else gets the page as the cache keeps
   * it, the same bytes for every visitor: no nonce, its inline code allowed by hash, compressed
   * once. Asked for by the edge, it may be stored and shared there as well.
   */
  async function visitorPage(c: Context, language: LocaleDecision, ownNonce: string): Promise<Response> {
    const entry = await cache.get(c, language.locale, language.routePath);
    const headers = new Headers(entry.headers);
    if (language.setCookie) headers.append('Set-Cookie', language.setCookie);
    const body = 'body' in entry ? entry.body : entry.html;
    if (body === null || (entry.status >= 300 && entry.status < 400)) {
      if (body instanceof ReadableStream) void body.cancel();
      return responses.emptyResponse(headers, ownNonce, entry.status);
    }
    if ('hashes' in entry) {
      const { html, hashes } = cache.shareable(entry);
      // A page that sets a cookie is not the edge's to keep.
      const cacheControl = viaEdge(c) && !language.setCookie ? edgeCacheControl : null;
      return responses.pageResponse(c, headers, hashes, false, entry.status, html, [], {
        ...(cacheControl ? { cacheControl } : {}),
        encoded: encodedOf(entry, html),
      });
    }
    // A miss: the page as it renders (a kept page went above, an empty answer before).
    const stream = body as ReadableStream<Uint8Array>;
    if (viaEdge(c) && edgeCacheControl && !language.setCookie && !entry.personal) {
      // The edge's miss: the whole page before its headers, the CSP naming the hashes of what it holds.
      const { html, hashes } = hashInlineCode(await new Response(stream).text(), mark);
      return responses.pageResponse(c, headers, hashes, false, entry.status, html, [], {
        cacheControl: edgeCacheControl,
      });
    }
    const html = replaceInStream(stream, mark, ownNonce);
    return responses.pageResponse(c, headers, ownNonce, entry.personal, entry.status, html);
  }

  const page = async (c: Context) => {
    const nonce = newNonce();
    const url = new URL(c.req.url);
    // The language first (content §4): a visitor may be sent to their locale's path.
    const language = decideLocale(locales, {
      pathname: url.pathname,
      search: url.search,
      cookie: getCookie(c, locales.cookieName),
      acceptLanguage: c.req.header('accept-language'),
      secure: facts.isTls(c),
    });
    if (language.redirect) {
      const headers = new Headers({ Location: language.redirect.location });
      if (language.setCookie) headers.append('Set-Cookie', language.setCookie);
      return responses.emptyResponse(headers, nonce, language.redirect.status);
    }
    // Stage only: a preview shows drafts, for this browser session (never cached).
    const preview = content?.wantsPreview(c) ?? false;
    const visitor = getCookie(c, SESSION_COOKIE) === undefined && getCookie(c, FLASH_COOKIE) === undefined;
    if ((htmlCacheMs > 0 || viaEdge(c)) && !preview && visitor) return visitorPage(c, language, nonce);
    return ownPage({ ctx, head, responses, trackingFor, contentFor }, c, language, nonce, preview);
  };

  const app = new Hono();
  // An empty search has nothing to show: the start page, as an HTTP redirect (§2).
  app.get('/search', async (c) => (c.req.query('q')?.trim() ? page(c) : c.redirect('/', 302)));
  app.get('*', page);
  return app;
}
