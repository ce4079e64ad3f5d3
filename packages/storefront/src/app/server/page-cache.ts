import type { Context } from 'hono';
import { type ActiveLocale, consentFromCookie } from '../../core';
import type { RenderedPage } from './render';

/** A visitor's page as rendered for the cache, with the nonce placeholder where each nonce goes. */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  /** null for an answer without a body (a redirect). */
  html: string | null;
  /** Rendered for a signed-in customer: never shared. */
  personal: boolean;
  at: number;
}

/** A visitor's page for the request that rendered it: streamed as it renders. */
export interface FreshPage {
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

const HTML_CACHE_ENTRIES = 500;

export interface PageCacheOptions {
  /** How long a page is kept, in ms (more than 0). */
  maxAgeMs: number;
  now: () => number;
  /** Renders a visitor's page (no session) in `locale`, with the nonce placeholder. */
  render: (c: Context, locale: ActiveLocale, routePath: string) => Promise<RenderedPage>;
}

/**
 * Visitors' pages, kept a few seconds and shared between visitors: a product page that 20
 * people open at once is rendered once. Only for requests with no session cookie at all; kept
 * with the nonce placeholder and given a fresh nonce per response. The request that renders
 * it gets it streamed; those asking meanwhile, and later, get it whole.
 */
export function createPageCache({ maxAgeMs, now, render }: PageCacheOptions) {
  const htmlCache = new Map<string, Promise<CachedPage | null> | CachedPage>();

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
    const { response, personal } = await render(c, locale, routePath);
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
    if (known && now() - known.at < maxAgeMs) return known;
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

  return { get: cachedPage };
}
