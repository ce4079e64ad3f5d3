/** Error types of a third-party security script that are noise, never our bug. */
export const DROPPED_ERROR_TYPES = ['SecurityScriptError'] as const;
const FILTERED = '[Filtered]';
const JWT = /eyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]*/g;
const BEARER = /\b(Bearer)\s+[\w.~+/=-]+/gi;
const HOOK_URL_PARAM = /(HOOK_URL=)[^&\s"']*/gi;
// An e-mail address anywhere in a string (a customer's, typed into a form or in a URL).
const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)*\.[a-z]{2,}/gi;
// `…@%40…` in a URL: the address percent-encoded.
const EMAIL_ENCODED = /[\w.+-]+%40[\w-]+(\.[\w-]+)*\.[a-z]{2,}/gi;
const SECRET_KEY = /pass(word|wd)?|secret|token|authorization|cookie|hook_url|callback_url/i;

function scrubString(value: string): string {
  return value
    .replace(JWT, FILTERED)
    .replace(BEARER, `$1 ${FILTERED}`)
    .replace(HOOK_URL_PARAM, `$1${FILTERED}`)
    .replace(EMAIL, FILTERED)
    .replace(EMAIL_ENCODED, FILTERED);
}

/**
 * Removes secrets from anything about to leave the browser: bearer tokens,
 * refresh tokens, JWT-shaped strings, passwords, e-mail addresses and punch-out HOOK_URLs —
 * by key name anywhere in the object, and by pattern inside every string.
 *
 * @example
 * scrubEvent({ request: { headers: { Authorization: 'Bearer eyJ…' } } }) // { request: { headers: { Authorization: '[Filtered]' } } }
 */
export function scrubEvent<T>(value: T, depth = 0): T {
  if (depth > 12) return value;
  if (typeof value === 'string') return scrubString(value) as T;
  if (Array.isArray(value)) return value.map((v) => scrubEvent(v, depth + 1)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
      out[key] =
        SECRET_KEY.test(key) && inner !== null && typeof inner !== 'object'
          ? FILTERED
          : scrubEvent(inner, depth + 1);
    }
    return out as T;
  }
  return value;
}

interface SentryEventLike {
  message?: string;
  exception?: { values?: { type?: string; value?: string }[] };
  tags?: Record<string, unknown>;
  spans?: unknown[];
}

/** Whether an event must never be reported: 'request aborted…' and the dropped third-party types. */
export function isDroppedEvent(event: SentryEventLike): boolean {
  const texts = [event.message ?? '', ...(event.exception?.values ?? []).map((v) => v.value ?? '')];
  if (texts.some((t) => t.toLowerCase().startsWith('request aborted'))) return true;
  return (event.exception?.values ?? []).some((v) =>
    (DROPPED_ERROR_TYPES as readonly string[]).includes(v.type ?? ''),
  );
}

export interface ErrorReportingOptions {
  /** No DSN: error reporting is off and nothing is loaded. */
  dsn?: string | null;
  brand: string;
  environment?: string;
  release?: string;
  /**
   * A path of the page's own server the SDK posts envelopes to instead of the DSN's host
   * (Sentry's `tunnel`): the page then calls only its own origin (CSP `connect-src 'self'`).
   */
  tunnel?: string;
  /** 'storefront' keeps 100 breadcrumbs, 'other' 25 (content-layer §9). */
  setting?: 'storefront' | 'other';
  /** For tests: the SDK module to use instead of importing @sentry/react. */
  load?: () => Promise<SentryModule>;
}

/** The part of the Sentry SDK this package uses. */
export interface SentryModule {
  init(options: Record<string, unknown>): unknown;
  captureException(error: unknown, hint?: Record<string, unknown>): string;
  flush(timeout?: number): PromiseLike<boolean>;
}

export interface ErrorReporter {
  capture(error: unknown, tags?: Record<string, string>): void;
  /** A content-service error: tagged `cms`. */
  captureCms(error: unknown): void;
  flush(timeout?: number): Promise<boolean>;
}

export const ERROR_REPORTING_LIMITS = {
  storefrontBreadcrumbs: 100,
  otherBreadcrumbs: 25,
  requestBuffer: 30,
  spans: 1000,
} as const;

/**
 * Starts error reporting with the official Sentry React SDK, loaded with a
 * dynamic import so it never sits in the first render's bundle. No DSN → off.
 *
 * @example
 * const reporter = await initErrorReporting({ dsn: env.SENTRY_DSN, brand: 'bygg', setting: 'storefront' });
 */
export async function initErrorReporting(options: ErrorReportingOptions): Promise<ErrorReporter | null> {
  if (!options.dsn) return null;
  const sentry = await (options.load ?? (() => import('./sentry-sdk') as unknown as Promise<SentryModule>))();
  sentry.init({
    dsn: options.dsn,
    environment: options.environment,
    release: options.release,
    ...(options.tunnel ? { tunnel: options.tunnel } : {}),
    maxBreadcrumbs:
      options.setting === 'other'
        ? ERROR_REPORTING_LIMITS.otherBreadcrumbs
        : ERROR_REPORTING_LIMITS.storefrontBreadcrumbs,
    transportOptions: { bufferSize: ERROR_REPORTING_LIMITS.requestBuffer },
    sendDefaultPii: false,
    // Spans go out inside their transaction, through beforeSendTransaction (scrubbed, at most
    // 1,000). Sentry 11 streams spans one by one by default, and then ignores that hook (and
    // says so in the console of every page).
    traceLifecycle: 'static',
    initialScope: { tags: { brand: options.brand } },
    beforeSend: (event: SentryEventLike) => (isDroppedEvent(event) ? null : scrubEvent(event)),
    beforeSendTransaction: (event: SentryEventLike) => {
      const scrubbed = scrubEvent(event);
      if (Array.isArray(scrubbed.spans))
        scrubbed.spans = scrubbed.spans.slice(0, ERROR_REPORTING_LIMITS.spans);
      return scrubbed;
    },
    beforeBreadcrumb: (breadcrumb: unknown) => scrubEvent(breadcrumb),
  });
  return {
    capture: (error, tags) => {
      sentry.captureException(error, tags ? { tags } : undefined);
    },
    captureCms: (error) => {
      sentry.captureException(error, { tags: { cms: 'true' } });
    },
    flush: async (timeout = 2000) => Boolean(await sentry.flush(timeout)),
  };
}
