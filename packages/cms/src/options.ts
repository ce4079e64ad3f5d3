/** Options of {@link createCmsClient}. */
export interface CmsClientOptions {
  /** The space id (required). */
  space: string;
  /** The Content Delivery API token (required). */
  accessToken: string;
  /** Default 'master'. */
  environment?: string;
  /**
   * Base URL of the content service, e.g. `http://localhost:4000/cms` for the
   * sandbox: REST under `{host}/spaces/…`, GraphQL under `{host}/content/v1/…`.
   * Without it, Contentful's own hosts (cdn / preview / graphql.contentful.com).
   */
  host?: string;
  /**
   * Whether drafts may be shown at all: the app sets this only in the stage
   * environment. A query's `preview: true` is ignored while this is false.
   */
  preview?: boolean;
  /** The Content Preview API token, needed when `preview` is on. */
  previewAccessToken?: string;
  /** Per request, in ms. Default 30000. */
  timeout?: number;
  /**
   * Retries of a 429, 5xx or connection failure, with exponential backoff, after the first
   * attempt. Default 4: five attempts in all, content §8's 'up to 5 attempts'.
   */
  retryLimit?: number;
  /** Requests per second, 1 to 30; unset = no client-side throttle. */
  rateLimit?: number;
  /** In development, unresolvable links and tag failures are not reported. */
  development?: boolean;
  /** Error reporting (the app's Sentry or similar); called with tags `{ source: 'cms' }`. */
  report?: (error: Error, context: { tags: { source: 'cms' }; extra?: Record<string, unknown> }) => void;
  /** Keep results after the first load (listing pages, content pages, stores, retailers). Default true. */
  cache?: boolean;
  /** For tests and non-browser runtimes. */
  fetch?: typeof fetch;
  /** First retry delay in ms (doubles each retry). Default 100. */
  retryBaseDelayMs?: number;
}

export interface ResolvedOptions
  extends Required<Omit<CmsClientOptions, 'host' | 'previewAccessToken' | 'rateLimit' | 'report' | 'fetch'>> {
  host: string | undefined;
  previewAccessToken: string | undefined;
  rateLimit: number | undefined;
  report: CmsClientOptions['report'];
  fetch: typeof fetch;
}

/** At most this many seconds ahead may an asset key expire (content-layer §9). */
export const ASSET_KEY_MAX_LIFETIME_SECONDS = 48 * 60 * 60;

/** Validates the options (content-layer §5) and fills the defaults of §9. */
export function resolveOptions(options: CmsClientOptions): ResolvedOptions {
  if (!options || typeof options !== 'object') throw new TypeError('Expected an options object');
  if (!options.accessToken) throw new TypeError('Expected parameter accessToken');
  if (!options.space) throw new TypeError('Expected parameter space');
  if (options.preview && !options.previewAccessToken) {
    throw new TypeError('Expected parameter previewAccessToken when preview is on');
  }
  const timeout = options.timeout ?? 30_000;
  if (!Number.isFinite(timeout) || timeout <= 0)
    throw new TypeError('timeout must be a positive number of ms');
  const retryLimit = options.retryLimit ?? 4;
  if (!Number.isInteger(retryLimit) || retryLimit < 0 || retryLimit > 10) {
    throw new TypeError('retryLimit must be an integer from 0 to 10');
  }
  if (
    options.rateLimit !== undefined &&
    (!Number.isFinite(options.rateLimit) || options.rateLimit < 1 || options.rateLimit > 30)
  ) {
    throw new TypeError('rateLimit must be from 1 to 30 requests per second');
  }
  if (options.host !== undefined) {
    try {
      const url = new URL(options.host);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
    } catch {
      throw new TypeError(`host must be an http(s) URL, got ${options.host}`);
    }
  }
  return {
    space: options.space,
    accessToken: options.accessToken,
    environment: options.environment ?? 'master',
    host: options.host?.replace(/\/+$/, ''),
    preview: options.preview ?? false,
    previewAccessToken: options.previewAccessToken,
    timeout,
    retryLimit,
    rateLimit: options.rateLimit,
    development: options.development ?? false,
    report: options.report,
    cache: options.cache ?? true,
    fetch: options.fetch ?? ((...args) => fetch(...args)),
    retryBaseDelayMs: options.retryBaseDelayMs ?? 100,
  };
}

/**
 * An asset key's expiry (unix seconds) must be a number, not in the past and
 * at most 48 hours ahead (content-layer §5).
 */
export function validateAssetKeyExpiry(expiresAt: unknown, nowSeconds: number): number {
  if (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt)) {
    throw new TypeError('expiresAt must be a number (unix time in seconds)');
  }
  if (expiresAt < nowSeconds) throw new TypeError('expiresAt must not be in the past');
  if (expiresAt > nowSeconds + ASSET_KEY_MAX_LIFETIME_SECONDS) {
    throw new TypeError('expiresAt must be at most 48 hours ahead');
  }
  return expiresAt;
}

export interface SyncQuery {
  initial?: boolean;
  nextSyncToken?: string;
  nextPageToken?: string;
  type?: 'all' | 'Entry' | 'Asset' | 'Deletion' | 'DeletedEntry' | 'DeletedAsset';
  content_type?: string;
  limit?: number;
}

/**
 * A sync needs `initial` or a sync/page token; filtering by content type
 * forces type Entry, and another type is an error (content-layer §5).
 */
export function validateSyncQuery(query: SyncQuery): SyncQuery {
  if (!query || (!query.initial && !query.nextSyncToken && !query.nextPageToken)) {
    throw new TypeError(
      'Please provide one of `initial`, `nextSyncToken` or `nextPageToken` parameters for syncing',
    );
  }
  if (query.content_type) {
    if (query.type && query.type !== 'Entry') {
      throw new TypeError(
        'When using the `content_type` filter your `type` parameter cannot be different from `Entry`.',
      );
    }
    return { ...query, type: 'Entry' };
  }
  return { ...query };
}
