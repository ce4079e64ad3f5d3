/**
 * The language machinery of content §4: which locale a request is served in, whether the
 * visitor is first redirected to that locale's path, and the cookie that remembers it.
 * Pure (no request object, no DOM): the brand's server decides with it before rendering, and
 * the browser's router reads the same prefix from the path it was given.
 *
 * The brands ship Swedish only with no prefix (`SWEDISH_ONLY`), where it changes nothing.
 */

/** One language the shop is offered in. */
export interface LocaleDefinition {
  /** A BCP 47 tag, e.g. 'sv-SE'. */
  code: string;
  /** The path segment of a prefixed strategy, e.g. 'sv' for `/sv/…`. */
  prefix: string;
  /** `<html lang>`, e.g. 'sv'. */
  htmlLang: string;
}

/**
 * - `no_prefix`: one path per page for every locale; the locale comes from the cookie, then
 *   the browser, then the fallback.
 * - `prefix`: every page under its locale's prefix (`/sv/…`, `/en/…`).
 * - `prefix_except_default`: the default locale without prefix, the others under theirs.
 */
type LocaleStrategy = 'no_prefix' | 'prefix' | 'prefix_except_default';

/**
 * When a visitor is sent to the path of the locale found for them:
 * - `root`: only when they open `/`;
 * - `no_prefix`: on any path without a locale prefix;
 * - `all`: on any path whose locale is not theirs (their cookie wins over the path).
 */
type LocaleRedirectOn = 'root' | 'no_prefix' | 'all';

export interface LocaleSettings {
  locales: readonly LocaleDefinition[];
  /** The locale of unprefixed paths under `prefix_except_default` and of a request nothing decides. */
  defaultLocale: string;
  /** Used when neither the cookie nor the browser names an offered locale (spec default 'en-US'). */
  fallbackLocale: string;
  strategy: LocaleStrategy;
  redirectOn: LocaleRedirectOn;
  /** Read the cookie and `Accept-Language` at all (off: always the default locale). */
  detect: boolean;
  /** The status of a locale redirect (spec: 302 by default). */
  redirectStatus: 301 | 302 | 303 | 307 | 308;
  /** The cookie that remembers the locale: 365 days, path /, SameSite=Lax (spec §9). */
  cookieName: string;
}

const LOCALE_COOKIE = 'shop_locale';
/** Content §9: the locale cookie lives 365 days. */
const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** How the brands ship: Swedish only, no prefix, no redirect. */
export const SWEDISH_ONLY: LocaleSettings = {
  locales: [{ code: 'sv-SE', prefix: 'sv', htmlLang: 'sv' }],
  defaultLocale: 'sv-SE',
  fallbackLocale: 'sv-SE',
  strategy: 'no_prefix',
  redirectOn: 'root',
  detect: true,
  redirectStatus: 302,
  cookieName: LOCALE_COOKIE,
};

/** The locale a page is rendered in, and the path prefix its links carry ('' or '/en'). */
export interface ActiveLocale {
  code: string;
  htmlLang: string;
  prefix: string;
}

export interface LocaleDecision {
  locale: ActiveLocale;
  /** Send the visitor here first (path and query), with `status`. */
  redirect: { location: string; status: number } | null;
  /** The path the shop's routes see: the request path without its locale prefix. */
  routePath: string;
  /** A `Set-Cookie` value to send, when the remembered locale changes. */
  setCookie: string | null;
}

const find = (settings: LocaleSettings, code: string | null | undefined) =>
  code ? settings.locales.find((l) => l.code.toLowerCase() === code.toLowerCase()) : undefined;

function defaultOf(settings: LocaleSettings): LocaleDefinition {
  const locale = find(settings, settings.defaultLocale) ?? settings.locales[0];
  if (!locale) throw new Error('LocaleSettings: no locale offered');
  return locale;
}

/** The prefix a locale's paths carry under the settings' strategy: '' or '/<prefix>'. */
export function localePrefix(settings: LocaleSettings, code: string): string {
  const locale = find(settings, code) ?? defaultOf(settings);
  if (settings.strategy === 'no_prefix') return '';
  if (settings.strategy === 'prefix_except_default' && locale.code === defaultOf(settings).code) return '';
  return `/${locale.prefix}`;
}

/**
 * The locale a path names by its first segment, and the path without it; `locale` is null
 * when the path has no locale prefix (or the strategy uses none).
 *
 * @example
 * localeOfPath(settings, '/en/produkt/x') // { locale: en-US, rest: '/produkt/x' }
 */
export function localeOfPath(
  settings: LocaleSettings,
  pathname: string,
): { locale: LocaleDefinition | null; rest: string } {
  if (settings.strategy === 'no_prefix') return { locale: null, rest: pathname };
  const [, first = '', ...more] = pathname.split('/');
  const locale = settings.locales.find((l) => l.prefix.toLowerCase() === first.toLowerCase());
  if (!locale) return { locale: null, rest: pathname };
  // Under prefix_except_default the default locale has no prefix: `/sv/x` is not a locale path.
  if (settings.strategy === 'prefix_except_default' && locale.code === defaultOf(settings).code)
    return { locale: null, rest: pathname };
  return { locale, rest: `/${more.join('/')}` };
}

/**
 * The offered locale an `Accept-Language` header prefers most (by q, then order): an exact tag
 * first, then the same language ('en' or 'en-GB' finds 'en-US'). Null when none is offered.
 */
export function negotiate(
  settings: LocaleSettings,
  acceptLanguage: string | null | undefined,
): string | null {
  if (!acceptLanguage) return null;
  const wanted = acceptLanguage
    .slice(0, 1000)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((w) => w.tag && w.tag !== '*' && Number.isFinite(w.q) && w.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of wanted) {
    const exact = settings.locales.find((l) => l.code.toLowerCase() === tag);
    if (exact) return exact.code;
    const language = tag.split('-')[0];
    const same = settings.locales.find((l) => l.code.toLowerCase().split('-')[0] === language);
    if (same) return same.code;
  }
  return null;
}

/** The locale found for a visitor: their cookie, then their browser, then the fallback. */
function detectLocale(
  settings: LocaleSettings,
  request: { cookie?: string | null; acceptLanguage?: string | null },
): LocaleDefinition {
  if (!settings.detect) return defaultOf(settings);
  return (
    find(settings, request.cookie) ??
    find(settings, negotiate(settings, request.acceptLanguage)) ??
    find(settings, settings.fallbackLocale) ??
    defaultOf(settings)
  );
}

/** The `Set-Cookie` value remembering a locale (365 days, path /, SameSite=Lax, Secure over TLS). */
function localeCookie(settings: LocaleSettings, code: string, secure: boolean): string {
  return `${settings.cookieName}=${encodeURIComponent(code)}; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

const active = (settings: LocaleSettings, locale: LocaleDefinition): ActiveLocale => ({
  code: locale.code,
  htmlLang: locale.htmlLang,
  prefix: localePrefix(settings, locale.code),
});

/**
 * What a page request gets: its locale, a redirect to the visitor's locale path when the
 * redirect mode asks for one, the path the routes see, and the cookie to set.
 *
 * @example
 * decideLocale(settings, { pathname: '/', search: '', acceptLanguage: 'en', secure: false })
 * // { redirect: { location: '/en', status: 302 }, … } with strategy 'prefix'
 */
export function decideLocale(
  settings: LocaleSettings,
  request: {
    pathname: string;
    search: string;
    cookie?: string | null;
    acceptLanguage?: string | null;
    secure: boolean;
  },
): LocaleDecision {
  const offered = settings.locales.length > 1;
  const detected = detectLocale(settings, request);
  // `//host/x` must stay a path of this shop when it becomes a redirect's Location.
  const fromPath = localeOfPath(settings, request.pathname.replace(/^\/{2,}/, '/'));
  const cookieFor = (code: string) =>
    // With one language there is nothing to remember: no cookie.
    offered && find(settings, request.cookie)?.code !== code
      ? localeCookie(settings, code, request.secure)
      : null;

  if (settings.strategy === 'no_prefix') {
    return {
      locale: active(settings, detected),
      redirect: null,
      routePath: request.pathname,
      setCookie: cookieFor(detected.code),
    };
  }

  // The locale the path itself means: its prefix, or (prefix_except_default) the default.
  const pathLocale =
    fromPath.locale ?? (settings.strategy === 'prefix_except_default' ? defaultOf(settings) : null);
  const isRoot = request.pathname === '/' || request.pathname === '';
  const wantsRedirect =
    settings.detect &&
    (settings.redirectOn === 'all'
      ? pathLocale?.code !== detected.code
      : settings.redirectOn === 'no_prefix'
        ? fromPath.locale === null && pathLocale?.code !== detected.code
        : isRoot && pathLocale?.code !== detected.code);
  // Under `prefix` an unprefixed path has no locale: it always goes to the visitor's.
  if (wantsRedirect || pathLocale === null) {
    const prefix = localePrefix(settings, detected.code);
    const target = prefix && fromPath.rest === '/' ? prefix : `${prefix}${fromPath.rest}`;
    return {
      locale: active(settings, detected),
      redirect: { location: `${target}${request.search}`, status: settings.redirectStatus },
      routePath: fromPath.rest,
      setCookie: cookieFor(detected.code),
    };
  }
  return {
    locale: active(settings, pathLocale),
    redirect: null,
    routePath: fromPath.rest,
    // A visitor who opens a locale's path has chosen it.
    setCookie: cookieFor(pathLocale.code),
  };
}

/**
 * In the browser: the locale the server rendered this page in, from the path's prefix, else
 * from `<html lang>` (a strategy without prefix), else the default.
 */
export function pageLocale(settings: LocaleSettings, pathname: string, htmlLang: string): ActiveLocale {
  const fromPath = localeOfPath(settings, pathname).locale;
  const locale =
    fromPath ??
    (settings.strategy === 'no_prefix' ? settings.locales.find((l) => l.htmlLang === htmlLang) : undefined) ??
    defaultOf(settings);
  return active(settings, locale);
}
