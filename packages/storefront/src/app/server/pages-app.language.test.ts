// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { RenderPage } from './options';
import { createStorefrontServer } from './server';
import { builtClient, render } from './test-server';

const dir = builtClient();

describe('the language of a page (content §4), with a second locale configured', () => {
  const seen: { path: string; locale: string | undefined; prefix: string | undefined }[] = [];
  const recording: RenderPage = async (request, page) => {
    seen.push({
      path: new URL(request.url).pathname,
      locale: page.locale?.code,
      prefix: page.locale?.prefix,
    });
    return render(request, page);
  };
  const localised = (
    strategy: 'no_prefix' | 'prefix' | 'prefix_except_default',
    redirectOn: 'root' | 'no_prefix' | 'all',
  ) =>
    createStorefrontServer({
      brandId: 'bygg',
      clientDir: dir,
      commerceUrl: 'https://commerce.example.com',
      sessionSecret: 'a-test-secret-of-at-least-32-characters',
      render: recording,
      htmlCacheSeconds: 10,
      locales: {
        locales: [
          { code: 'sv-SE', prefix: 'sv', htmlLang: 'sv' },
          { code: 'en-US', prefix: 'en', htmlLang: 'en' },
        ],
        defaultLocale: 'sv-SE',
        fallbackLocale: 'en-US',
        strategy,
        redirectOn,
        detect: true,
        redirectStatus: 302,
        cookieName: 'shop_locale',
      },
    });

  it("prefix: `/` answers 302 to the browser language's path and remembers it for 365 days", async () => {
    const app = localised('prefix', 'root');
    const answer = await app.request('/?utm=x', {
      headers: { 'accept-language': 'en-GB,en;q=0.9,sv;q=0.5' },
    });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/en?utm=x');
    expect(answer.headers.get('set-cookie')).toBe(
      'shop_locale=en-US; Max-Age=31536000; Path=/; SameSite=Lax',
    );
    // The cookie wins over the browser's language next time.
    const again = await app.request('/', {
      headers: { cookie: 'shop_locale=sv-SE', 'accept-language': 'en' },
    });
    expect(again.headers.get('location')).toBe('/sv');
    expect(again.headers.get('set-cookie')).toBeNull();
  });

  it('renders a prefixed path in its locale, and the page cache keeps the languages apart', async () => {
    const app = localised('prefix_except_default', 'no_prefix');
    seen.length = 0;
    const en = await app.request('/en/produkt/x', { headers: { 'accept-encoding': 'identity' } });
    expect(en.status).toBe(200);
    expect(en.headers.get('vary')).toBe('Accept-Encoding, Cookie, User-Agent, Accept-Language');
    const sv = await app.request('/produkt/x', {
      headers: { 'accept-encoding': 'identity', 'accept-language': 'sv' },
    });
    expect(sv.status).toBe(200);
    expect(seen).toEqual([
      { path: '/en/produkt/x', locale: 'en-US', prefix: '/en' },
      { path: '/produkt/x', locale: 'sv-SE', prefix: '' },
    ]);
    // An English browser on an unprefixed path goes to its language's path.
    const redirected = await app.request('/produkt/x', { headers: { 'accept-language': 'en' } });
    expect(redirected.headers.get('location')).toBe('/en/produkt/x');
    // A path that would leave the shop stays a path of the shop.
    const hostile = await app.request('//evil.example/x', { headers: { 'accept-language': 'en' } });
    expect(hostile.headers.get('location')).toBe('/en/evil.example/x');
  });

  it("redirect on all: the cookie sends a visitor from another locale's path to theirs", async () => {
    const app = localised('prefix_except_default', 'all');
    const answer = await app.request('/en/produkt/x', { headers: { cookie: 'shop_locale=sv-SE' } });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/produkt/x');
  });

  it('as the brands ship (Swedish only, no prefix): no redirect, no cookie, Swedish', async () => {
    const shipped = createStorefrontServer({
      brandId: 'bygg',
      clientDir: dir,
      commerceUrl: 'https://commerce.example.com',
      sessionSecret: 'a-test-secret-of-at-least-32-characters',
      render: recording,
    });
    seen.length = 0;
    const answer = await shipped.request('/en/produkt/x', { headers: { 'accept-language': 'en-US' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('set-cookie')).toBeNull();
    expect(answer.headers.get('vary')).toBe('Accept-Encoding, Cookie, User-Agent');
    expect(seen).toEqual([{ path: '/en/produkt/x', locale: 'sv-SE', prefix: '' }]);
  });
});
