import type { Context } from 'hono';
import { LRUCache } from 'lru-cache';
import { type ActiveLocale, closedBannersFromCookie, consentFromCookie } from '../../core';
import type { Compress } from './page-response';
import type { RenderedPage } from './render';
import type { InlineHashes } from './security';

/**
 * A visitor's page as the cache keeps it: as rendered, with the nonce placeholder, until its first
 * hit makes it one every visitor may be sent alike (`shareable`): no nonce, its inline code
 * allowed by `hashes`. A page nobody asks for again (a flood of unique addresses) costs nothing more.
 */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  /** null for an answer without a body (a redirect). */
  html: string | null;
  /** The CSP sources of the page's own inline scripts and styles, once it is shareable; null before. */
  hashes: InlineHashes | null;
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

/**
 * Each kept page's bytes in each encoding, made on the page's first hit in that encoding and kept
 * while it is (by object: a page rendered again is a new one), bounded by bytes: a hit costs no
 * compression. `keptEncodings()(page, html)` is `pageResponse`'s `encoded`.
 */
export function keptEncodings(maxBytes = 16 * 1024 * 1024) {
  const kept = new LRUCache<CachedPage, Map<string, Uint8Array>>({
    max: 1000,
    maxSize: maxBytes,
    sizeCalculation: (byEncoding) =>
      [...byEncoding.values()].reduce((sum, bytes) => sum + bytes.byteLength, 0) + 64,
  });
  return (page: CachedPage, html: string) => (encoding: 'br' | 'gzip', compress: Compress) => {
    const known = kept.get(page);
    const bytes = known?.get(encoding) ?? compress(html);
    if (!known?.has(encoding)) kept.set(page, new Map(known).set(encoding, bytes));
    return bytes;
  };
}

/** At most this many pages are kept… */
const HTML_CACHE_ENTRIES = 500;
/** …and at most this many bytes of them (a page is counted at two bytes a character, its worst case). */
const HTML_CACHE_BYTES = 48 * 1024 * 1024;

/**
 * Query parameters that only say where a visitor came from (ad and campaign tags): they change
 * nothing on the page, so they neither split the cache nor reach the render (one visitor's
 * campaign never shows in another's page). The page's own scripts still see them in the address.
 */
const TRACKING_PARAMETER = /^(utm_[a-z0-9_]+|gclid|gbraid|wbraid|fbclid|msclkid|dclid|_ga|mc_cid|mc_eid)$/i;

/** `search` without the tracking parameters, the rest in its order ('' when nothing is left). */
export function withoutTrackingParameters(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of [...params.keys()]) if (TRACKING_PARAMETER.test(name)) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

export interface PageCacheOptions {
  /** How long a page is kept, in ms (more than 0). */
  maxAgeMs: number;
  now: () => number;
  /** Renders a visitor's page (no session) for `request` in `locale`, with the nonce placeholder. */
  render: (c: Context, request: Request, locale: ActiveLocale, routePath: string) => Promise<RenderedPage>;
  /** The rendered page made one to share: the placeholder out, its inline code's hashes (`hashInlineCode`). */
  share: (html: string) => { html: string; hashes: InlineHashes };
  /** Bounds (tests): entries and bytes. */
  maxEntries?: number;
  maxBytes?: number;
  /** Told of each lookup: served from the cache, shared with a render under way, or rendered (metrics). */
  onLookup?: (result: 'hit' | 'shared' | 'miss') => void;
}

/**
 * Visitors' pages, kept a few seconds and shared between visitors: a product page that 20
 * people open at once is rendered once. Only for requests with no session cookie at all. The
 * request that renders it gets it streamed, with its own nonce in the placeholder's place; those
 * asking meanwhile, and later, get it whole, made one to share (`share`: no nonce, hashes).
 */
export function createPageCache({
  maxAgeMs,
  now,
  render,
  share,
  onLookup,
  maxEntries,
  maxBytes,
}: PageCacheOptions) {
  // Whole pages, bounded by count and by bytes (least recently used go first): a flood of unique
  // query strings costs at most `maxBytes` of memory. Renders under way are few (one per key).
  const htmlCache = new LRUCache<string, CachedPage>({
    max: maxEntries ?? HTML_CACHE_ENTRIES,
    maxSize: maxBytes ?? HTML_CACHE_BYTES,
    sizeCalculation: (page) => 2 * (page.html?.length ?? 0) + 512,
  });
  const rendering = new Map<string, Promise<CachedPage | null>>();

  /**
   * Renders a visitor's page for the cache. The request that asked for it gets the page as it
   * streams (`fresh`); the cache gets the whole of it when the render is done (`whole`), if it
   * is one every visitor would get alike: a found or not-found page.
   */
  async function renderForCache(
    c: Context,
    request: Request,
    locale: ActiveLocale,
    routePath: string,
  ): Promise<{ fresh: FreshPage; whole: Promise<CachedPage> | null }> {
    // A page is as old as its render's start: what it shows was read then.
    const at = now();
    const { response, personal } = await render(c, request, locale, routePath);
    const { status } = response;
    const headers = [...response.headers].filter(([name]) => name.toLowerCase() !== 'set-cookie');
    if (personal || (status !== 200 && status !== 404) || !response.body)
      return { fresh: { status, headers, body: response.body, personal }, whole: null };
    const [body, copy] = response.body.tee();
    return {
      fresh: { status, headers, body, personal },
      whole: new Response(copy)
        .text()
        .then((html) => ({ status, headers, html, hashes: null, personal, at })),
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
    // The consent banner is in the page until the visitor decided; a closed site banner is not.
    const url = new URL(c.req.url);
    const search = withoutTrackingParameters(url.search);
    const cookie = c.req.header('cookie');
    const key = `${c.req.path}${search}\n${(c.req.header('user-agent') ?? '').split(' ')[0]}\n${locale.code}\n${consentFromCookie(cookie) ?? ''}\n${closedBannersFromCookie(cookie).join('|')}`;
    const pending = rendering.get(key);
    if (pending) {
      // Rendering for another visitor now: theirs when it is done, unless it is not to be shared.
      onLookup?.('shared');
      const entry = await pending;
      if (entry) return entry;
      return (await renderForCache(c, c.req.raw, locale, routePath)).fresh;
    }
    const known = htmlCache.get(key);
    if (known && now() - known.at < maxAgeMs) {
      onLookup?.('hit');
      return known;
    }
    onLookup?.('miss');
    // The page is rendered for the address without the tracking parameters.
    const request =
      search === url.search ? c.req.raw : new Request(`${url.origin}${url.pathname}${search}`, c.req.raw);
    const started = renderForCache(c, request, locale, routePath);
    const whole: Promise<CachedPage | null> = started
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
      )
      .finally(() => rendering.delete(key));
    // Visitors asking while it renders wait for it; this request does not, and must not leave
    // a failure unhandled.
    whole.catch(() => undefined);
    rendering.set(key, whole);
    return (await started).fresh;
  }

  /** A kept page made one every visitor may be sent: on its first hit, once, in its place. */
  function shareable(page: CachedPage): { html: string; hashes: InlineHashes } {
    if (!page.hashes) {
      const made = share(page.html ?? '');
      page.html = made.html;
      page.hashes = made.hashes;
    }
    return { html: page.html ?? '', hashes: page.hashes };
  }

  return { get: cachedPage, shareable };
}
