import { DEFAULT_SEARCH_API_VERSION, isSearchApiVersion } from '@shop/commerce-client';
import type { LocaleSettings } from '../../core';
import type { TrackingConfig } from '../tracking';
import type { ServerContentOptions } from './content';
import type { ProxySettings } from './http';
import type { RenderedPage, RenderPageOptions } from './render';
import type { TokenKeeper } from './token-keeper';

/** Renders one page on the server (`createPageRenderer` of `@shop/storefront/render`). */
export type RenderPage = (request: Request, page: RenderPageOptions) => Promise<RenderedPage>;

/** Which page chunk's files (scripts, stylesheets) a path needs: `[pathPattern, files]`, built by `brandAppConfig`. */
type RouteAssets = readonly (readonly [string, readonly string[]])[];

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
   * The brand's stores (`brand.defaultStoreId`, `brand.centralStorageId`): where an add posted
   * without scripts must meet its order multiple (§5). Unset, the cart service's check alone counts.
   */
  stores?: { defaultStoreId: string; centralStorageId: string };
  /**
   * The brand's own closed days (`brand.settings.extraClosedDays`): what a delivery step posted
   * without scripts is checked against when the service's brand config names none.
   */
  extraClosedDays?: readonly string[];
  /**
   * The secret session cookies are sealed with (at least 32 characters): the same on every
   * instance of the brand, and nowhere else. Changing it signs every customer out.
   */
  sessionSecret: string;
  /** Calls to the services (tests): commerce and search, and the error-reporting DSN. */
  fetch?: typeof fetch;
  /** The sessions' refresh memory, when it must outlive this server object (the development server builds one per request). */
  tokenKeeper?: TokenKeeper;
  /**
   * A session's token closer than this to its expiry is refreshed before the next call (§4, §9;
   * `TOKEN_REFRESH_MARGIN_SECONDS`, validated by `refreshMarginSeconds`). Default 60. Ignored
   * with `tokenKeeper`, which has its own.
   */
  tokenRefreshMarginSeconds?: number;
  /**
   * Redis shared by every process of the brand (`REDIS_URL`, `redis://host:6379/0`): the sessions'
   * refresh coordination, grace map and sign-outs live there, so no load balancer needs sticky
   * sessions. Unset: this process's memory (README, Several processes).
   */
  redisUrl?: string;
  /**
   * How long a visitor's page (no session cookie) is kept and served again to other visitors,
   * in seconds; 0 turns it off. Default 10 (`HTML_CACHE_SECONDS` in a brand's server).
   */
  htmlCacheSeconds?: number;
  /**
   * An HTTP cache in front (`deploy/nginx.conf`; `EDGE_NONCE_TOKEN`): a visitor's page asked for
   * with the header `X-Edge-Nonce-Token: <nonceToken>` is sent whole, with no nonce (its CSP allows
   * its inline scripts and styles by their SHA-256) and `Cache-Control: public, max-age=0,
   * s-maxage=<htmlCacheSeconds>, stale-while-revalidate=<staleSeconds>`, for the edge to store and
   * serve as it is to every visitor. The token, shared with the edge only (24-64 letters and
   * digits), tells the edge's requests from others; the name stays from when the edge set a nonce.
   */
  edge?: { nonceToken: string; staleSeconds?: number };
  /**
   * Overload (`MAX_RENDERS`, `MAX_RENDER_QUEUE`, `RENDER_DEADLINE_MS`): renders at once (16),
   * waiting (64), and the deadline to a page's headers (10 s); past either limit the page is a
   * 503 with `Retry-After` (README, Overload).
   */
  overload?: { concurrency?: number; queue?: number; deadlineMs?: number; retryAfterSeconds?: number };
  /** The clock (tests): of the page cache, the session cookies and the rate limits. */
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
  /**
   * The search service's `api-version` header (`SEARCH_API_VERSION`, content §9: 'from
   * configuration'), for the page's search and behaviour events; '1' when not given.
   */
  searchApiVersion?: string;
  /**
   * The JSON log's level (`LOG_LEVEL`): `info` has a line per request; `warn` only what went
   * wrong. Default `info` for a started server, `warn` for one built by `createStorefrontServer`
   * alone (tests, development).
   */
  logLevel?: string;
  /** Where the server's log lines go (CSP violations, errors no route caught, reports not sent) instead of the JSON log (tests). */
  log?: (line: string) => void;
  /**
   * The shop's public origin and whether a proxy's `X-Forwarded-*` headers are trusted
   * (`PUBLIC_ORIGIN`, `TRUST_PROXY`): what writes' `Origin` is compared with, whether cookies are
   * `Secure`, and whose address sign-in limits count. README, Security.
   */
  proxy?: ProxySettings;
  /**
   * When the page's scripts load: `'with-html'` (default) as soon as the page's `<head>` and its
   * stylesheet are in, entry first; `'after-paint'` once the page has loaded and painted (5 s at
   * the latest); `'eager'` as `index.html` says (development: Vite's client and hot reload must
   * run first). Both deferred kinds fetch the brand face after the first paint (page-head.ts).
   */
  scripts?: 'with-html' | 'after-paint' | 'eager';
}

/**
 * The search service's `api-version` from a brand server's environment (`SEARCH_API_VERSION`,
 * content §9): '1' when unset or blank; anything but 1-32 letters, digits, '.', '-' or '_'
 * stops the server at start, with the variable's name, rather than failing every search.
 *
 * @example
 * searchApiVersionFromEnv({ SEARCH_API_VERSION: '2' }); // '2'
 * searchApiVersionFromEnv({}); // '1'
 */
export function searchApiVersionFromEnv(env: Record<string, string | undefined>): string {
  const value = env.SEARCH_API_VERSION?.trim();
  if (!value) return DEFAULT_SEARCH_API_VERSION;
  if (!isSearchApiVersion(value))
    throw new Error(
      `SEARCH_API_VERSION must be 1-32 letters, digits, '.', '-' or '_' (got ${JSON.stringify(value.slice(0, 40))})`,
    );
  return value;
}
