import { type CmsClient, CmsError, createCmsClient, listingFor } from '@shop/cms';
import type { Context } from 'hono';
import { ContentError, type ContentSource, type SiteChrome } from '../../core';

export interface ContentServiceOptions {
  /** Base URL of the content service (`http://localhost:4000/cms` for the sandbox); omit for Contentful's hosts. */
  url?: string;
  space: string;
  /** The Content Delivery API token (published content). */
  accessToken: string;
  /** The Content Preview API token: used only on stage, and never leaves the server. */
  previewAccessToken?: string;
}

export interface ServerContentOptions {
  service: ContentServiceOptions;
  /** Stage: a preview request (`?preview=1`, then its cookie) shows drafts. Never on production. */
  stage: boolean;
  /**
   * How long content is served from this server's memory before it is read again, in
   * seconds (`CONTENT_CACHE_SECONDS`, default 60). An expired entry is still served once
   * while the fresh read runs, so no page waits for the content service after the first.
   */
  cacheSeconds?: number;
  /** Where a content failure is reported (stderr by default). */
  report?: (error: Error, context: Record<string, unknown>) => void;
  /** Retries of a failing content request (`@shop/cms`; default 5, the spec's limit). */
  retryLimit?: number;
  /**
   * How long a page waits for the content service, in ms (content §9's render timeout, 2000).
   * A read that takes longer goes on behind the page and is kept for the next one.
   */
  renderTimeoutMs?: number;
  now?: () => number;
  fetch?: typeof fetch;
}

/** The cookie a preview session sets on stage (a browser session's length). */
export const PREVIEW_COOKIE = 'shop_preview';

interface Entry {
  value: Promise<unknown>;
  at: number;
  refreshing: boolean;
  /** A failed read, remembered briefly so a service that is down is not waited for on every page. */
  failed?: boolean;
}

/** How long a failed read is answered from memory at most (never longer than the cache time). */
const FAILURE_MEMORY_MS = 10_000;

const notFoundStatus = (error: unknown) => (error instanceof CmsError ? error.status : 0);

/** What the server's content memory holds at most; the oldest entry goes first. */
const MEMORY_ENTRIES = 2000;

/** The server's content memory, shared by every request: `kept`, a read kept `ttl` ms. */
function createContentMemory(ttl: number, now: () => number) {
  const memory = new Map<string, Entry>();

  /**
   * A read kept `ttl`; an expired one is answered from memory once while it is read again, and
   * keeps being answered if that read fails. A failure with nothing to fall back on is
   * remembered a few seconds (the client has already retried it), then read again.
   */
  function kept<T>(key: string, load: () => Promise<T>): Promise<T> {
    const entry = memory.get(key);
    const fresh = () => {
      const value = load();
      const next: Entry = { value, at: now(), refreshing: false };
      memory.set(key, next);
      value.catch(() => {
        if (memory.get(key) !== next) return;
        if (ttl === 0) memory.delete(key);
        else memory.set(key, { ...next, at: now(), failed: true });
      });
      while (memory.size > MEMORY_ENTRIES) memory.delete(memory.keys().next().value as string);
      return value;
    };
    if (!entry || ttl === 0) return fresh();
    if (entry.failed)
      return now() - entry.at < Math.min(ttl, FAILURE_MEMORY_MS) ? (entry.value as Promise<T>) : fresh();
    if (now() - entry.at < ttl || entry.refreshing) return entry.value as Promise<T>;
    entry.refreshing = true;
    // Serve what is known; replace it when the new read succeeds.
    const refreshed = load();
    refreshed.then(
      () => memory.set(key, { value: refreshed, at: now(), refreshing: false }),
      () => {
        entry.refreshing = false;
        entry.at = now();
      },
    );
    return entry.value as Promise<T>;
  }
  return kept;
}

/**
 * The server's side of the content: one `@shop/cms` client per server (tokens stay here),
 * and a time-limited memory shared by every request. The browser reads the same view models
 * through `/_content/…` (`createContentApp`).
 */
export function createServerContent(options: ServerContentOptions) {
  const report =
    options.report ??
    ((error: Error, context: Record<string, unknown>) =>
      process.stderr.write(`[content] ${error.message} ${JSON.stringify(context)}\n`));
  const stage = options.stage && Boolean(options.service.previewAccessToken);
  const cms: CmsClient = createCmsClient({
    space: options.service.space,
    accessToken: options.service.accessToken,
    host: options.service.url,
    preview: stage,
    previewAccessToken: stage ? options.service.previewAccessToken : undefined,
    // This server keeps content for `cacheSeconds` itself (the client's own memory never forgets).
    cache: false,
    report: (error, context) => report(error, context),
    fetch: options.fetch,
    ...(options.retryLimit === undefined ? {} : { retryLimit: options.retryLimit }),
  });
  const renderTimeoutMs = options.renderTimeoutMs ?? 2000;
  /** A read the page waits for at most `renderTimeoutMs`; it goes on (and is kept) after that. */
  const inTime = <T>(read: Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new ContentError(`The content service did not answer in ${renderTimeoutMs} ms`, 504)),
        renderTimeoutMs,
      );
      read.then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
  const ttl = Math.max(0, options.cacheSeconds ?? 60) * 1000;
  const now = options.now ?? Date.now;
  const kept = createContentMemory(ttl, now);

  /** A part of the page frame: null when missing or failing (reported), never a failed page. */
  const part = <T>(name: string, load: () => Promise<T>) =>
    inTime(load()).catch((error: unknown) => {
      if (notFoundStatus(error) !== 404)
        report(error instanceof Error ? error : new Error(String(error)), {
          tags: { source: 'cms' },
          part: name,
        });
      return null;
    });

  const wrap = async <T>(load: () => Promise<T>): Promise<T> => {
    try {
      return await inTime(load());
    } catch (error) {
      if (error instanceof ContentError) throw error;
      const status = notFoundStatus(error);
      throw new ContentError(
        error instanceof Error ? error.message : String(error),
        status === 404 ? 404 : 502,
      );
    }
  };

  /**
   * The content one request reads: published, or (stage, preview) drafts, uncached. The memory
   * is shared by everyone; what a visitor may not open (pages marked authenticatedOnly, §3) is
   * taken out of listings and page search after it, unless the request is `signedIn`.
   */
  function source(preview: boolean, signedIn = false): ContentSource {
    const p = stage && preview;
    const read = <T>(key: string, load: () => Promise<T>) => wrap(() => (p ? load() : kept(key, load)));
    return {
      // Each part of the frame is kept on its own: one that fails is the brand's built-in one for
      // this page, and never replaces a good one in memory.
      chrome: async (): Promise<SiteChrome> => {
        const piece = <T>(name: string, load: () => Promise<T>) =>
          part(name, () => (p ? load() : kept(`chrome:${name}`, load)));
        const [logo, header, footer, ourServices, alertBanner, informationBanner] = await Promise.all([
          piece('logo', () => cms.getLogo({ preview: p })),
          piece('header', () => cms.getHeader({ preview: p })),
          piece('footer', () => cms.getFooter({ preview: p })),
          piece('ourServicesMenu', () => cms.getOurServicesMenu({ preview: p })),
          piece('alertBanner', () => cms.getAlertBanner({ preview: p })),
          piece('informationBanner', () => cms.getInformationBanner({ preview: p })),
        ]);
        return { logo, header, footer, ourServices, alertBanner, informationBanner };
      },
      frontPage: () => read('front-page', () => cms.getFrontPage({ preview: p })),
      page: (slug) => read(`page:${slug}`, () => cms.getContentPage({ slug, preview: p })),
      listing: async (slug) =>
        listingFor(await read(`listing:${slug}`, () => cms.getContentListingPage({ slug, preview: p })), {
          signedIn,
        }),
      form: (id) => read(`form:${id}`, () => cms.getDynamicForm({ id, preview: p })),
      storePage: (storeId) => read(`store-page:${storeId}`, () => cms.getStorePage({ storeId, preview: p })),
      storeDetails: (storeId) =>
        read(`store-details:${storeId}`, () => cms.getStoreDetails({ storeId, preview: p })),
      allStoreDetails: () => read('all-store-details', () => cms.getAllStoreDetails({ preview: p })),
      retailers: () => read('retailers', () => cms.getAllRetailers({ preview: p })),
      searchPages: async (query) => {
        const { results, error } = await cms.searchPages({
          query,
          preview: p,
          signedIn,
          parents: await kept('listing-pages', () => cms.getContentListingPages({ preview: p })).catch(
            () => undefined,
          ),
        });
        if (error)
          report(new Error('Content page search failed'), { tags: { source: 'cms' }, query: query.length });
        return results;
      },
    };
  }

  /** Whether this request asks for drafts: stage only, by `?preview=1` or the preview cookie. */
  function wantsPreview(c: Context): boolean {
    if (!stage) return false;
    const asked = new URL(c.req.url).searchParams.get('preview');
    if (asked === '0') return false;
    return (
      asked === '1' || asked === 'true' || (c.req.header('cookie') ?? '').includes(`${PREVIEW_COOKIE}=1`)
    );
  }

  return { source, wantsPreview, stage, cacheMs: ttl };
}

export type ServerContent = ReturnType<typeof createServerContent>;

/**
 * The content settings of a brand's server from its environment: `CMS_URL` (default: the
 * sandbox's `/cms` beside `COMMERCE_URL`), `CMS_SPACE`, `CMS_ACCESS_TOKEN`, `CMS_PREVIEW_TOKEN`,
 * `SHOP_ENV` (`stage` allows previews) and `CONTENT_CACHE_SECONDS` (default 60).
 */
export function contentOptionsFromEnv(
  env: Record<string, string | undefined>,
  commerceUrl: string,
): ServerContentOptions {
  const seconds = Number(env.CONTENT_CACHE_SECONDS);
  return {
    service: {
      url: env.CMS_URL || `${commerceUrl.replace(/\/$/, '')}/cms`,
      space: env.CMS_SPACE || 'shop-sandbox',
      accessToken: env.CMS_ACCESS_TOKEN || 'sandbox-cda-token',
      previewAccessToken: env.CMS_PREVIEW_TOKEN || 'sandbox-cpa-token',
    },
    stage: env.SHOP_ENV === 'stage',
    cacheSeconds: env.CONTENT_CACHE_SECONDS === undefined || Number.isNaN(seconds) ? 60 : seconds,
  };
}
