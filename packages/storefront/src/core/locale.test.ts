import { describe, expect, it } from 'vitest';
import {
  decideLocale,
  type LocaleSettings,
  localeOfPath,
  localePrefix,
  negotiate,
  SWEDISH_ONLY,
} from './locale';

/** A second locale, configured as a brand that sold in English too would. */
const twoLocales = (over: Partial<LocaleSettings> = {}): LocaleSettings => ({
  ...SWEDISH_ONLY,
  locales: [
    { code: 'sv-SE', prefix: 'sv', htmlLang: 'sv' },
    { code: 'en-US', prefix: 'en', htmlLang: 'en' },
  ],
  fallbackLocale: 'en-US',
  ...over,
});

const request = (
  pathname: string,
  over: { cookie?: string; acceptLanguage?: string; search?: string } = {},
) => ({
  pathname,
  search: over.search ?? '',
  cookie: over.cookie,
  acceptLanguage: over.acceptLanguage,
  secure: false,
});

describe('decideLocale as the brands ship (Swedish only, no prefix)', () => {
  it('serves every path in Swedish, as it is, with no redirect and no cookie', () => {
    for (const path of ['/', '/produkt/x', '/en/produkt/x']) {
      const decision = decideLocale(SWEDISH_ONLY, request(path, { acceptLanguage: 'en-US,en;q=0.9' }));
      expect(decision).toEqual({
        locale: { code: 'sv-SE', htmlLang: 'sv', prefix: '' },
        redirect: null,
        routePath: path,
        setCookie: null,
      });
    }
  });
});

describe('decideLocale with a second locale', () => {
  it('no prefix: the cookie, then Accept-Language, then the fallback; the path never changes', () => {
    const settings = twoLocales({ strategy: 'no_prefix' });
    expect(decideLocale(settings, request('/x', { cookie: 'sv-SE', acceptLanguage: 'en' })).locale.code).toBe(
      'sv-SE',
    );
    expect(decideLocale(settings, request('/x', { acceptLanguage: 'sv;q=0.5, en-GB' })).locale.code).toBe(
      'en-US',
    );
    expect(decideLocale(settings, request('/x', { acceptLanguage: 'de-DE' })).locale.code).toBe('en-US');
    expect(decideLocale(settings, request('/x', { cookie: 'xx', acceptLanguage: 'sv' })).locale.code).toBe(
      'sv-SE',
    );
    expect(decideLocale(settings, request('/x')).redirect).toBeNull();
  });

  it('remembers the locale for 365 days in a cookie (path /, SameSite=Lax, Secure over TLS), set only when it changes', () => {
    const settings = twoLocales({ strategy: 'no_prefix' });
    expect(decideLocale(settings, request('/', { acceptLanguage: 'en' })).setCookie).toBe(
      'shop_locale=en-US; Max-Age=31536000; Path=/; SameSite=Lax',
    );
    expect(
      decideLocale(settings, { ...request('/', { acceptLanguage: 'sv' }), secure: true }).setCookie,
    ).toBe('shop_locale=sv-SE; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
    expect(decideLocale(settings, request('/', { cookie: 'sv-SE' })).setCookie).toBeNull();
  });

  it("prefix, redirect on root: `/` goes to the visitor's locale with 302; other paths keep theirs", () => {
    const settings = twoLocales({ strategy: 'prefix', redirectOn: 'root' });
    expect(decideLocale(settings, request('/', { acceptLanguage: 'en', search: '?a=1' })).redirect).toEqual({
      location: '/en?a=1',
      status: 302,
    });
    const sv = decideLocale(settings, request('/sv/produkt/x', { acceptLanguage: 'en' }));
    expect(sv.redirect).toBeNull();
    expect(sv.locale).toEqual({ code: 'sv-SE', htmlLang: 'sv', prefix: '/sv' });
    expect(sv.routePath).toBe('/produkt/x');
    // Opening a locale's path chooses it.
    expect(sv.setCookie).toContain('shop_locale=sv-SE');
    expect(decideLocale(settings, request('/en')).routePath).toBe('/');
  });

  it("prefix: a path without a locale has none, so it always goes to the visitor's", () => {
    const settings = twoLocales({ strategy: 'prefix', redirectOn: 'root' });
    expect(decideLocale(settings, request('/produkt/x', { cookie: 'sv-SE' })).redirect?.location).toBe(
      '/sv/produkt/x',
    );
  });

  it("prefix except default, redirect on no prefix: unprefixed paths go to the visitor's locale", () => {
    const settings = twoLocales({ strategy: 'prefix_except_default', redirectOn: 'no_prefix' });
    expect(decideLocale(settings, request('/produkt/x', { acceptLanguage: 'en' })).redirect?.location).toBe(
      '/en/produkt/x',
    );
    // Swedish is the default: no prefix, no redirect, and `/sv/…` is not a locale path.
    const sv = decideLocale(settings, request('/produkt/x', { acceptLanguage: 'sv' }));
    expect(sv.redirect).toBeNull();
    expect(sv.locale.prefix).toBe('');
    // A prefixed path is left alone in this mode, whatever the cookie says.
    expect(decideLocale(settings, request('/en/x', { cookie: 'sv-SE' })).redirect).toBeNull();
  });

  it('redirect on all: the cookie wins over the path', () => {
    const settings = twoLocales({ strategy: 'prefix_except_default', redirectOn: 'all' });
    expect(decideLocale(settings, request('/en/x', { cookie: 'sv-SE' })).redirect?.location).toBe('/x');
    expect(decideLocale(settings, request('/x', { cookie: 'en-US' })).redirect?.location).toBe('/en/x');
    expect(decideLocale(settings, request('/en/x', { cookie: 'en-US' })).redirect).toBeNull();
  });

  it('the redirect status is configurable (302 by default)', () => {
    const settings = twoLocales({ strategy: 'prefix', redirectStatus: 301 });
    expect(decideLocale(settings, request('/', { acceptLanguage: 'en' })).redirect?.status).toBe(301);
  });

  it('with detection off, the default locale', () => {
    const settings = twoLocales({ strategy: 'prefix_except_default', detect: false });
    expect(decideLocale(settings, request('/', { cookie: 'en-US', acceptLanguage: 'en' })).locale.code).toBe(
      'sv-SE',
    );
  });
});

describe('negotiate, localeOfPath, localePrefix', () => {
  const settings = twoLocales({ strategy: 'prefix' });

  it('reads Accept-Language by q, then order; exact tags before the language', () => {
    expect(negotiate(settings, 'en;q=0.4, sv-FI;q=0.8')).toBe('sv-SE');
    expect(negotiate(settings, 'EN-us')).toBe('en-US');
    expect(negotiate(settings, '*, de;q=0.9')).toBeNull();
    expect(negotiate(settings, 'en;q=0')).toBeNull();
    expect(negotiate(settings, '')).toBeNull();
  });

  it('takes the prefix off a path, and only a known one', () => {
    expect(localeOfPath(settings, '/en/produkt/x')).toEqual({
      locale: { code: 'en-US', prefix: 'en', htmlLang: 'en' },
      rest: '/produkt/x',
    });
    expect(localeOfPath(settings, '/engelska')).toEqual({ locale: null, rest: '/engelska' });
    expect(localePrefix(settings, 'en-US')).toBe('/en');
    expect(localePrefix(SWEDISH_ONLY, 'sv-SE')).toBe('');
  });
});
