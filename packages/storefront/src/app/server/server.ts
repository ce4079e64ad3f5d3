import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import {
  type ActiveLocale,
  BEHAVIOUR_LIST_ATTRIBUTE,
  CLICKS_BEFORE_APP_KEY,
  consentFromCookie,
  decideLocale,
  type LocaleSettings,
  noContentSource,
  SWEDISH_ONLY,
} from '../../core';
import { HYDRATED_ATTRIBUTE } from '../document';
import { ERROR_TUNNEL_PATH, type TrackingConfig } from '../tracking';
import { cookie, createBff, flashMessage, type ProxySettings, tooLarge } from './bff';
import { createServerContent, PREVIEW_COOKIE, type ServerContentOptions } from './content';
import { createServerErrorReporting, ENVELOPE_LIMIT } from './error-reporting';
import { createRateLimiter } from './limits';
import type { RenderedPage, RenderPageOptions } from './render';
import {
  CSP_REPORT_PATH,
  contentSecurityPolicy,
  FONT_WAIT_ID,
  NONCE_PLACEHOLDER,
  newNonce,
  originOf,
  securityHeaders,
} from './security';
import { FLASH_COOKIE, type HeldSession, SESSION_COOKIE, type TokenKeeper } from './session';
import { loadStaticFiles, pickEncoding, type StaticFile } from './static-files';

/** The id of the element holding the server's runtime settings for the page. */
export const CONFIG_ELEMENT_ID = 'shop-config';

/** What the page learns from the server at run time (one build serves every environment). */
export interface PageConfig extends TrackingConfig {
  commerceUrl: string;
  /** A customer admin can test punch-out against the procurement simulator (`punchoutTestUrl`). */
  punchoutTest: boolean;
}

/** Renders one page on the server (`createPageRenderer` of `@shop/storefront/render`). */
export type RenderPage = (request: Request, page: RenderPageOptions) => Promise<RenderedPage>;

/** Which page chunk's files (scripts, stylesheets) a path needs: `[pathPattern, files]`, built by `brandAppConfig`. */
export type RouteAssets = readonly (readonly [string, readonly string[]])[];

export interface StorefrontServerOptions {
  /** The brand this server serves (`bygg`, `konr`, …), as `/health` reports it. */
  brandId: string;
  /** The built client (`index.html`, `assets/`), served as files; none in development (Vite serves them). */
  clientDir?: string;
  /** The page's HTML template, when not `clientDir`'s `index.html` (development: Vite's). */
  indexHtml?: string;
  /** Base URL of the commerce and search services. */
  commerceUrl: string;
  /**
   * The secret session cookies are sealed with (at least 32 characters): the same on every
   * instance of the brand, and nowhere else. Changing it signs every customer out.
   */
  sessionSecret: string;
  /** Calls to the commerce services (tests). */
  fetch?: typeof fetch;
  /** The sessions' refresh memory, when it must outlive this server object (the development server builds one per request). */
  tokenKeeper?: TokenKeeper;
  /**
   * How long a visitor's page (no session cookie) is kept and served again to other visitors,
   * in seconds; 0 turns it off. Default 10 (`HTML_CACHE_SECONDS` in a brand's server).
   */
  htmlCacheSeconds?: number;
  /** The clock of the page cache (tests). */
  now?: () => number;
  /** Renders a page: the storefront's own pages, server-rendered and streamed. */
  render: RenderPage;
  /** The page chunks' files by path, so a page's stylesheet is in its first paint. */
  routeAssets?: RouteAssets;
  /**
   * The procurement simulator customer admins test punch-out against (`PUNCHOUT_TEST_URL` in a
   * brand's server, e.g. the sandbox's `http://localhost:4000/procurement`); unset, no test is offered.
   */
  punchoutTestUrl?: string;
  /**
   * The content service (front page, content pages, stores, the page frame). Without it the
   * shop shows the brand's built-in frame and front page, and content pages answer 404.
   */
  content?: ServerContentOptions;
  /**
   * The brand's languages, prefix strategy and redirect mode (content §4; `brand.settings.locales`).
   * Default: Swedish only, no prefix, which redirects nothing and sets no cookie.
   */
  locales?: LocaleSettings;
  /**
   * Tracking and error reporting (content §5, §7): the brand's tag-manager container
   * (`GTM_ID`; none turns the data layer off), a stand-in container script (`GTM_SCRIPT_URL`),
   * the error-reporting DSN (`SENTRY_DSN`; none reports nothing) and the environment's name.
   */
  tracking?: TrackingConfig;
  /** Where a line about a CSP violation goes (stderr by default). */
  log?: (line: string) => void;
  /**
   * The shop's public origin and whether a proxy's `X-Forwarded-*` headers are trusted
   * (`PUBLIC_ORIGIN`, `TRUST_PROXY`): what writes' `Origin` is compared with, whether cookies are
   * `Secure`, and whose address sign-in limits count. README, Security.
   */
  proxy?: ProxySettings;
  /**
   * When the page's scripts load: `'after-paint'` (default) once the page has loaded and
   * painted, so they take no bandwidth or main thread from the first paint; `'eager'` as
   * `index.html` says (development: Vite's client and hot reload must run first).
   */
  scripts?: 'after-paint' | 'eager';
}

const isString = (value: string | null | undefined): value is string => typeof value === 'string';

/** The host of an address, for saying where a punch-out came from when the system gave no name. */
function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

/** A path that names a file (`/logo.svg`, `/.env`, `/assets/x.js`), not a page. */
const namesAFile = (path: string) => path.startsWith('/assets/') || /\/[^/]*\.[^/]*$/.test(path);

/** What goes into every page's `<head>` from the built `index.html`: its tags, without `<head>` itself. */
function headOf(template: string): string {
  const match = /<head>([\s\S]*?)<\/head>/i.exec(template);
  if (!match) throw new Error('createStorefrontServer: index.html has no <head>');
  return (match[1] ?? '').trim();
}

/** The entry script and the module preloads of the built `index.html`'s head. */
const ENTRY_SCRIPT = /<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>\s*/g;

/**
 * The page is already rendered when it arrives, so its scripts only make it
 * interactive. They start once the page has loaded (its stylesheet, fonts and
 * images, the largest one included) and its first contentful paint is done
 * (or after 5 s at the latest), so on a phone's connection
 * they never share the bandwidth or the main thread with the first paint.
 * The loader is the one inline script with the nonce; what it adds is
 * trusted through `'strict-dynamic'`.
 */
function scriptLoader(entries: readonly string[], preloads: readonly string[], nonce: string): string {
  const start =
    `var n=document.currentScript.nonce,p=${scriptJson(preloads)},e=${scriptJson(entries)},s=0,loaded=0,painted=0;` +
    // The brand face first: fetched, then the rule that kept it out comes off (one relayout).
    `function go(){if(s)return;s=1;var w=document.getElementById("${FONT_WAIT_ID}");` +
    'if(w){var r=function(){w.remove()};try{document.fonts.load("1em "+w.getAttribute("data-face")).then(r,r)}catch(x){r()}}' +
    'p.forEach(function(h){var l=document.createElement("link");' +
    'l.rel="modulepreload";l.crossOrigin="";l.nonce=n;l.href=h;document.head.appendChild(l)});' +
    'e.forEach(function(h){import(h)})}' +
    'function ready(){if(loaded&&painted)setTimeout(go,0)}' +
    'if(document.readyState==="complete")loaded=1;else addEventListener("load",function(){loaded=1;ready()},{once:true});' +
    'try{new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length){painted=1;ready()}})' +
    '.observe({type:"paint",buffered:true})}catch(x){painted=1}' +
    'ready();' +
    // An image that never finishes, or a tab opened in the background, must not keep the page from working.
    'setTimeout(go,5000);' +
    // A product chosen from a listing before the app has taken over leaves the page as a plain
    // link: its article is kept for the next page's tracker, which tells the search service
    // (a click the app handles is prevented by its router, or comes after data-hydrated).
    `addEventListener("click",function(v){if(v.defaultPrevented||document.documentElement.hasAttribute("${HYDRATED_ATTRIBUTE}"))return;` +
    'var a=v.target&&v.target.closest&&v.target.closest("a[href]"),' +
    `c=a&&a.closest("[${BEHAVIOUR_LIST_ATTRIBUTE}] [data-article-number]");if(!c)return;` +
    `try{var q=JSON.parse(sessionStorage.getItem("${CLICKS_BEFORE_APP_KEY}")||"[]");q.push(c.getAttribute("data-article-number"));` +
    `sessionStorage.setItem("${CLICKS_BEFORE_APP_KEY}",JSON.stringify(q.slice(-20)))}catch(x){}})`;
  return `<script nonce="${nonce}">(function(){${start}})()</script>`;
}

/**
 * Compresses a streamed page as it goes: each chunk the renderer writes is
 * flushed on its own, so the shell reaches the browser before the slow parts.
 */
function compressStream(
  body: ReadableStream<Uint8Array>,
  encoding: 'br' | 'gzip',
): ReadableStream<Uint8Array> {
  const compressor =
    encoding === 'br'
      ? createBrotliCompress({
          flush: constants.BROTLI_OPERATION_FLUSH,
          params: { [constants.BROTLI_PARAM_QUALITY]: 4 },
        })
      : createGzip({ flush: constants.Z_SYNC_FLUSH });
  // biome-ignore lint/suspicious/noExplicitAny: Node's web-stream types differ from the DOM's
  return Readable.toWeb(Readable.fromWeb(body as any).pipe(compressor)) as any;
}

/** A visitor's page as rendered for the cache, with the nonce placeholder where each nonce goes. */
interface CachedPage {
  status: number;
  headers: [string, string][];
  /** null for an answer without a body (a redirect). */
  html: string | null;
  /** Rendered for a signed-in customer: never shared. */
  personal: boolean;
  at: number;
}

/** A visitor's page for the request that rendered it: streamed as it renders. */
interface FreshPage {
  status: number;
  headers: [string, string][];
  body: ReadableStream<Uint8Array> | null;
  personal: boolean;
}

/**
 * `body` with every `from` made `to`, also where a chunk's end cuts `from` in two (the end of
 * a chunk that could begin `from` waits for the next chunk).
 */
export function replaceInStream(
  body: ReadableStream<Uint8Array>,
  from: string,
  to: string,
): ReadableStream<Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let carry = '';
  const partialAtEnd = (text: string) => {
    for (let k = Math.min(from.length - 1, text.length); k > 0; k--)
      if (text.endsWith(from.slice(0, k))) return k;
    return 0;
  };
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        const text = (carry + decoder.decode(chunk, { stream: true })).replaceAll(from, to);
        const cut = text.length - partialAtEnd(text);
        carry = text.slice(cut);
        if (cut > 0) controller.enqueue(encoder.encode(text.slice(0, cut)));
      },
      flush(controller) {
        const text = (carry + decoder.decode()).replaceAll(from, to);
        if (text) controller.enqueue(encoder.encode(text));
      },
    }),
  );
}

/** Brotli at a quality that compresses a page in about a millisecond. */
const BROTLI_FAST = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/** JSON safe inside `<script>`: no `</script>` or `<!--` can close or open anything. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const CSP_REPORT_LIMIT = 16 * 1024;
/** CSP reports and error events one client address may post per minute. */
const REPORTS_PER_MINUTE = 30;
/** CSP report lines written to the log per minute, all clients together; the rest are counted. */
const CSP_LOG_LINES_PER_MINUTE = 60;

/**
 * The storefront's HTTP server for one brand (Hono): the built client's
 * files with real caching and compression, the page with a nonce-based
 * Content-Security-Policy and the security headers, `/health`, and the
 * endpoint CSP reports go to. It holds no state between requests, so a
 * brand scales by running more of it behind a load balancer.
 *
 * Not yet here (issue 15, next steps): rendering the page on the server,
 * the server-held session and the `/api` proxy. Until then every page path
 * answers the app's HTML and the browser renders it.
 *
 * @example
 * const app = createStorefrontServer({ brandId: 'bygg', clientDir: 'dist/client', commerceUrl: 'http://localhost:4000' });
 * const response = await app.request('/health');
 */
export function createStorefrontServer(options: StorefrontServerOptions) {
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const files = options.clientDir ? loadStaticFiles(options.clientDir) : new Map<string, StaticFile>();
  const indexHtml =
    options.indexHtml ??
    (options.clientDir ? readFileSync(join(options.clientDir, 'index.html'), 'utf8') : '');
  const deferScripts = (options.scripts ?? 'after-paint') === 'after-paint';
  const entryScripts: string[] = [];
  const entryPreloads: string[] = [];
  let templateHead = headOf(indexHtml);
  if (deferScripts) {
    templateHead = templateHead
      .replace(ENTRY_SCRIPT, (_tag, src: string) => {
        entryScripts.push(src);
        return '';
      })
      .replace(MODULE_PRELOAD, (_tag, href: string) => {
        entryPreloads.push(href);
        return '';
      })
      .trim();
  }
  const routeAssets = (options.routeAssets ?? []).map(([pattern, assets]) => ({
    pattern: new RegExp(pattern),
    assets,
  }));
  const origin = originOf(options.commerceUrl);
  if (!origin) throw new Error(`createStorefrontServer: commerceUrl is not an http(s) URL`);
  const commerceOrigin: string = origin;
  const tracking = options.tracking ?? {};
  const config: PageConfig = {
    commerceUrl: options.commerceUrl,
    punchoutTest: Boolean(options.punchoutTestUrl),
    ...(tracking.gtmId ? { gtmId: tracking.gtmId } : {}),
    ...(tracking.gtmId && tracking.gtmScriptUrl ? { gtmScriptUrl: tracking.gtmScriptUrl } : {}),
    ...(tracking.errorDsn ? { errorDsn: tracking.errorDsn } : {}),
    ...(tracking.environment ? { environment: tracking.environment } : {}),
  };
  const errors = tracking.errorDsn
    ? createServerErrorReporting({
        dsn: tracking.errorDsn,
        brandId: options.brandId,
        environment: tracking.environment,
        fetch: options.fetch,
        log,
      })
    : null;
  // Google's tag manager and what its tags call; a stand-in container (tests) calls nothing.
  const tagOrigins =
    tracking.gtmId && !tracking.gtmScriptUrl
      ? [
          'https://www.googletagmanager.com',
          'https://*.google-analytics.com',
          'https://*.analytics.google.com',
        ]
      : [];
  const app = new Hono();
  const bff = createBff({
    commerceUrl: options.commerceUrl,
    sessionSecret: options.sessionSecret,
    fetch: options.fetch,
    keeper: options.tokenKeeper,
    punchoutTestUrl: options.punchoutTestUrl,
    proxy: options.proxy,
    now: options.now,
  });
  const { isTls, clientAddress } = bff.facts;
  // Anyone may post reports: per client address, and what reaches the log, both bounded.
  const reportLimit = createRateLimiter({ max: REPORTS_PER_MINUTE, windowMs: 60_000, now: options.now });
  const cspLogLimit = createRateLimiter({
    max: CSP_LOG_LINES_PER_MINUTE,
    windowMs: 60_000,
    now: options.now,
  });
  let cspDropped = 0;

  app.use('*', async (c, next) => {
    await next();
    const tls = isTls(c);
    for (const [name, value] of Object.entries(securityHeaders({ tls }))) c.res.headers.set(name, value);
  });

  app.get('/health', (c) => c.json({ status: 'ok', brand: options.brandId }));

  // What no route caught (a bug): reported, and a plain 500 without details.
  app.onError((error, c) => {
    if ('getResponse' in error && typeof error.getResponse === 'function') return error.getResponse();
    log(
      `error ${c.req.method} ${new URL(c.req.url).pathname}: ${error instanceof Error ? error.message : String(error)}`,
    );
    void errors?.capture(error, { url: new URL(c.req.url).pathname });
    return c.text('Något gick fel hos oss. Försök igen om en stund.', 500, { 'cache-control': 'no-store' });
  });

  bff.routes(app);
  const content = options.content
    ? createServerContent({
        ...options.content,
        // Content failures and unresolvable links go to error reporting, tagged cms (content §8).
        ...(errors && !options.content.report
          ? {
              report: (error: Error, context: Record<string, unknown>) =>
                void errors.capture(error, { tags: { cms: 'true' }, extra: context }),
            }
          : {}),
      })
    : null;

  // The browser's error reports (Sentry's tunnel): passed on to our DSN only.
  /** 429 past REPORTS_PER_MINUTE from one client address, before the body is read. */
  const reportRate: MiddlewareHandler = async (c, next) => {
    const taken = reportLimit.take(clientAddress(c));
    if (!taken.allowed) return c.body(null, 429, { 'retry-after': String(taken.retryAfterSeconds) });
    return next();
  };

  app.post(ERROR_TUNNEL_PATH, reportRate, tooLarge(ENVELOPE_LIMIT), async (c) => {
    if (!errors) return c.json({ message: 'Error reporting is off' }, 404);
    const answer = await errors.forward(await c.req.text());
    return answer.status === 200
      ? c.body(null, 200)
      : c.json({ message: answer.message }, answer.status as 400);
  });
  content?.routes(app, bff.hasSession);
  const offline = noContentSource();
  const locales = options.locales ?? SWEDISH_ONLY;
  const contentFor = (preview: boolean) => content?.source(preview) ?? offline;

  // A report is one line in the log, at most CSP_LOG_LINES_PER_MINUTE a minute; past that they
  // are counted, and the count is logged with the next line that gets through.
  app.post(CSP_REPORT_PATH, reportRate, tooLarge(CSP_REPORT_LIMIT), async (c) => {
    const text = (await c.req.text()).slice(0, 2048).replace(/\s+/g, ' ');
    if (cspLogLimit.take('log').allowed) {
      log(`csp-violation ${text}${cspDropped ? ` (${cspDropped} reports not logged before this one)` : ''}`);
      cspDropped = 0;
    } else cspDropped++;
    return c.body(null, 204);
  });

  /**
   * The page chunk's stylesheets (render-blocking, so the first paint is styled) and scripts
   * (preloaded with the entry's, after the first paint).
   */
  const assetTags = (path: string, nonce: string) => {
    const assets = routeAssets.find((entry) => entry.pattern.test(path))?.assets ?? [];
    const styles = assets
      .filter((href) => href.endsWith('.css'))
      .map((href) => `<link rel="stylesheet" crossorigin href="${href}" nonce="${nonce}">`);
    const scripts = assets.filter((href) => !href.endsWith('.css'));
    if (deferScripts)
      return styles.join('') + scriptLoader(entryScripts, [...entryPreloads, ...scripts], nonce);
    return (
      styles.join('') +
      scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}" nonce="${nonce}">`).join('')
    );
  };

  /** Everything the server puts in a page's `<head>`, with this response's nonce. */
  const headFor = (path: string, nonce: string) =>
    // Product images come from the services' host (the page's calls go to /api): connect early.
    `<link rel="preconnect" href="${commerceOrigin}">` +
    templateHead.replaceAll(NONCE_PLACEHOLDER, nonce) +
    assetTags(path, nonce) +
    `<script type="application/json" id="${CONFIG_ELEMENT_ID}" nonce="${nonce}">${scriptJson(config)}</script>`;

  /**
   * Visitors' pages, kept a few seconds and shared between visitors: a product page that 20
   * people open at once is rendered once. Only for requests with no session cookie at all; kept
   * with the nonce placeholder and given a fresh nonce per response. The request that renders
   * it gets it streamed; those asking meanwhile, and later, get it whole.
   */
  const htmlCacheMs = Math.max(0, options.htmlCacheSeconds ?? 10) * 1000;
  const visitorCacheControl =
    htmlCacheMs > 0 ? `private, max-age=${Math.floor(htmlCacheMs / 1000)}` : 'private, no-cache';
  const now = options.now ?? Date.now;
  const htmlCache = new Map<string, Promise<CachedPage | null> | CachedPage>();
  const HTML_CACHE_ENTRIES = 500;

  /** What the page's render knows of tracking: the consent asked or given, and where errors go. */
  const trackingFor = (c: Context): RenderPageOptions['tracking'] => ({
    asksConsent: Boolean(tracking.gtmId),
    consent: consentFromCookie(c.req.header('cookie')),
    report: errors
      ? (error, context) => void errors.capture(error, { ...context, url: new URL(c.req.url).pathname })
      : undefined,
  });

  /**
   * Renders a visitor's page for the cache. The request that asked for it gets the page as it
   * streams (`fresh`); the cache gets the whole of it when the render is done (`whole`), if it
   * is one every visitor would get alike: a found or not-found page.
   */
  async function renderForCache(
    c: Context,
    locale: ActiveLocale,
    routePath: string,
  ): Promise<{ fresh: FreshPage; whole: Promise<CachedPage> | null }> {
    // A page is as old as its render's start: what it shows was read then.
    const at = now();
    const { response, personal } = await options.render(c.req.raw, {
      tracking: trackingFor(c),
      nonce: NONCE_PLACEHOLDER,
      head: headFor(routePath, NONCE_PLACEHOLDER),
      fontAfterPaint: deferScripts,
      session: null,
      content: contentFor(false),
      locale,
    });
    const { status } = response;
    const headers = [...response.headers].filter(([name]) => name.toLowerCase() !== 'set-cookie');
    if (personal || (status !== 200 && status !== 404) || !response.body)
      return { fresh: { status, headers, body: response.body, personal }, whole: null };
    const [body, copy] = response.body.tee();
    return {
      fresh: { status, headers, body, personal },
      whole: new Response(copy).text().then((html) => ({ status, headers, html, personal, at })),
    };
  }

  /** A visitor's page from the cache, or rendered now for this request (and the cache). */
  async function cachedPage(
    c: Context,
    locale: ActiveLocale,
    routePath: string,
  ): Promise<CachedPage | FreshPage> {
    // The UI mode follows the user agent's first word (an app's marker and version, §1); without a
    // prefix one path can be served in several languages.
    // The consent banner is in the page until the visitor decided.
    const key = `${c.req.path}${new URL(c.req.url).search}\n${(c.req.header('user-agent') ?? '').split(' ')[0]}\n${locale.code}\n${consentFromCookie(c.req.header('cookie')) ?? ''}`;
    const known = htmlCache.get(key);
    if (known instanceof Promise) {
      // Rendering for another visitor now: theirs when it is done, unless it is not to be shared.
      const entry = await known;
      if (entry) return entry;
      return (await renderForCache(c, locale, routePath)).fresh;
    }
    if (known && now() - known.at < htmlCacheMs) return known;
    const rendering = renderForCache(c, locale, routePath);
    const pending: Promise<CachedPage | null> = rendering
      .then(({ whole }) => whole)
      .then(
        (entry) => {
          if (entry) htmlCache.set(key, entry);
          else htmlCache.delete(key);
          return entry;
        },
        (error: unknown) => {
          htmlCache.delete(key);
          throw error;
        },
      );
    // Visitors asking while it renders wait for it; this request does not, and must not leave
    // a failure unhandled.
    pending.catch(() => undefined);
    htmlCache.delete(key);
    htmlCache.set(key, pending);
    while (htmlCache.size > HTML_CACHE_ENTRIES) htmlCache.delete(htmlCache.keys().next().value as string);
    return (await rendering).fresh;
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
      secure: isTls(c),
    });
    if (language.redirect) {
      const headers = new Headers({ Location: language.redirect.location });
      if (language.setCookie) headers.append('Set-Cookie', language.setCookie);
      pageHeaders(headers, nonce, true);
      return new Response(null, { status: language.redirect.status, headers });
    }
    const flash = getCookie(c, FLASH_COOKIE);
    // Stage only: a preview shows drafts, for this browser session (never cached).
    const preview = content?.wantsPreview(c) ?? false;
    if (htmlCacheMs > 0 && !preview && getCookie(c, SESSION_COOKIE) === undefined && flash === undefined) {
      const entry = await cachedPage(c, language.locale, language.routePath);
      const headers = new Headers(entry.headers);
      if (language.setCookie) headers.append('Set-Cookie', language.setCookie);
      const body = 'body' in entry ? entry.body : entry.html;
      if (body === null || (entry.status >= 300 && entry.status < 400)) {
        if (body instanceof ReadableStream) void body.cancel();
        pageHeaders(headers, nonce, true);
        return new Response(null, { status: entry.status, headers });
      }
      const html =
        typeof body === 'string'
          ? body.replaceAll(NONCE_PLACEHOLDER, nonce)
          : replaceInStream(body, NONCE_PLACEHOLDER, nonce);
      return pageResponse(c, headers, nonce, entry.personal, entry.status, html);
    }
    const kept = await bff.sessionOf(c);
    const punchout = kept.session?.punchout ?? null;
    const note = flashMessage(flash);
    const rendered = await options.render(c.req.raw, {
      tracking: trackingFor(c),
      nonce,
      head: headFor(language.routePath, nonce),
      fontAfterPaint: deferScripts,
      session: kept.session,
      locale: language.locale,
      content: contentFor(preview),
      punchout: punchout && {
        hookUrl: punchout.hookUrl,
        target: punchout.target,
        company: punchout.company,
        system: punchout.caller ?? hostOf(punchout.hookUrl),
        emulation: punchout.emulation === true,
      },
      message: kept.ended ? 'start.please_login' : note,
    });
    const { response, personal } = rendered;
    const headers = new Headers(response.headers);
    // A render never sets cookies or caching of its own: both are decided here.
    headers.delete('set-cookie');
    const tls = isTls(c);
    if (kept.changed || rendered.session?.token !== kept.session?.token) {
      const next: HeldSession | null =
        rendered.session && punchout ? { ...rendered.session, punchout } : rendered.session;
      await bff.setSession(headers, next, tls, kept.session);
    }
    if (flash) headers.append('Set-Cookie', cookie(FLASH_COOKIE, '', 0, tls));
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
    if (!response.body || (response.status >= 300 && response.status < 400)) {
      pageHeaders(headers, nonce, true, formOrigins);
      return new Response(null, { status: response.status, headers });
    }
    return pageResponse(c, headers, nonce, personal, response.status, response.body, formOrigins);
  };

  /** The headers every page shares: caching by who it is for, the CSP with this response's nonce. */
  function pageHeaders(headers: Headers, nonce: string, personal: boolean, formActionOrigins: string[] = []) {
    // With more than one language, the browser's language can decide the page as well.
    headers.set(
      'Vary',
      locales.locales.length > 1 ? 'Accept-Encoding, Cookie, Accept-Language' : 'Accept-Encoding, Cookie',
    );
    // A signed-in customer's page is theirs alone; a visitor's may be reused by their own
    // browser (not by shared caches: the nonce is one response's) as long as this server keeps
    // it, so a published content change reaches a visitor as soon as the server shows it.
    headers.set('Cache-Control', personal ? 'no-store' : visitorCacheControl);
    headers.set('Reporting-Endpoints', `csp="${CSP_REPORT_PATH}"`);
    headers.set(
      'Content-Security-Policy',
      // The page calls only its own server (`/api`, `/session`, `/_errors`); images still come from the
      // services. Google's tag manager, when the brand has one, and what its tags call.
      contentSecurityPolicy({
        nonce,
        connectOrigins: tagOrigins,
        imageOrigins: [commerceOrigin, ...tagOrigins],
        formActionOrigins,
      }),
    );
  }

  /** A page's response: its headers, and the body compressed as the browser accepts. */
  function pageResponse(
    c: Context,
    headers: Headers,
    nonce: string,
    personal: boolean,
    status: number,
    html: ReadableStream<Uint8Array> | string,
    formActionOrigins: string[] = [],
  ): Response {
    pageHeaders(headers, nonce, personal, formActionOrigins);
    const encoding = pickEncoding(c.req.header('accept-encoding'));
    let body: ReadableStream<Uint8Array> | string | Uint8Array = html;
    if (encoding !== 'identity') {
      headers.set('Content-Encoding', encoding);
      headers.delete('Content-Length');
      body =
        typeof html === 'string'
          ? new Uint8Array(encoding === 'br' ? brotliCompressSync(html, BROTLI_FAST) : gzipSync(html))
          : compressStream(html, encoding);
    }
    return new Response(body as BodyInit, { status, headers });
  }

  // An empty search has nothing to show: the start page, as an HTTP redirect (§2).
  app.get('/search', async (c) => (c.req.query('q')?.trim() ? page(c) : c.redirect('/', 302)));

  app.get('*', async (c) => {
    const path = c.req.path;
    const file = files.get(path);
    if (file) {
      const encoding = file.compressible ? pickEncoding(c.req.header('accept-encoding')) : 'identity';
      c.header('Content-Type', file.contentType);
      c.header('ETag', file.etag);
      c.header(
        'Cache-Control',
        file.immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300, must-revalidate',
      );
      if (file.compressible) c.header('Vary', 'Accept-Encoding');
      if (c.req.header('if-none-match') === file.etag) return c.body(null, 304);
      if (encoding !== 'identity') c.header('Content-Encoding', encoding);
      return c.body(new Uint8Array(file.body(encoding)), 200);
    }
    if (namesAFile(path)) {
      c.header('Cache-Control', 'no-store');
      return c.text('Hittades inte.', 404);
    }
    return page(c);
  });

  return app;
}

export interface StartOptions extends StorefrontServerOptions {
  port: number;
  hostname?: string;
}

/**
 * Starts the server and stops it cleanly on SIGTERM and SIGINT (a load
 * balancer draining an instance, Ctrl-C).
 */
export function startStorefrontServer(options: StartOptions) {
  const app = createStorefrontServer(options);
  const server = serve({ fetch: app.fetch, port: options.port, hostname: options.hostname }, (info) => {
    process.stdout.write(`[storefront] ${options.brandId} on http://${info.address}:${info.port}\n`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  return server;
}
