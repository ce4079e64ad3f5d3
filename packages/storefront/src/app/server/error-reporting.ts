import { randomBytes } from 'node:crypto';
import { isDroppedEvent, scrubEvent } from '@shop/tracking';
import type { TrackingConfig } from '../tracking';
import { currentRequestId } from './telemetry';

/** Envelopes above this are refused by the tunnel (Sentry's own limit for one event is 1 MB). */
export const ENVELOPE_LIMIT = 512 * 1024;

export interface ServerErrorReportingOptions {
  /** The error-reporting DSN (`SENTRY_DSN`): `https://<key>@<host>[/<path>]/<project>`. */
  dsn: string;
  brandId: string;
  environment?: string;
  fetch?: typeof fetch;
  /** Where a report that could not be sent is said (stderr by default). */
  log?: (line: string) => void;
}

interface ParsedDsn {
  dsn: string;
  /** `…/api/<project>/envelope/` with the public key, where envelopes are posted. */
  envelopeUrl: string;
}

/** The DSN's parts, or null when it is not a DSN. */
export function parseDsn(dsn: string): ParsedDsn | null {
  try {
    const url = new URL(dsn);
    const parts = url.pathname.split('/').filter(Boolean);
    const project = parts.pop();
    // Sentry's own DSN rule: the public key is word characters only.
    if (!/^\w+$/.test(url.username) || !project || !/^\d+$/.test(project)) return null;
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    const base = `${url.protocol}//${url.host}${parts.length > 0 ? `/${parts.join('/')}` : ''}`;
    return {
      dsn,
      envelopeUrl: `${base}/api/${project}/envelope/?sentry_version=7&sentry_key=${encodeURIComponent(url.username)}`,
    };
  } catch {
    return null;
  }
}

/**
 * Error reporting on the brand's server: render errors (with the route), content failures
 * (tagged `cms`), and the browser's reports, which arrive at the page's own `/_errors`
 * (Sentry's tunnel) and are passed on to the DSN's host only. Every event is scrubbed
 * (tokens, passwords, HOOK_URLs, e-mail addresses) and the §8 drops apply. Reports are sent
 * as Sentry envelopes with `fetch`: the server needs no SDK of its own.
 */
export function createServerErrorReporting(options: ServerErrorReportingOptions) {
  const parsed = parseDsn(options.dsn);
  if (!parsed) throw new Error('createServerErrorReporting: the DSN is not https://<key>@<host>/<project>');
  const target: ParsedDsn = parsed;
  const doFetch = options.fetch ?? fetch;
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));

  async function post(body: string): Promise<boolean> {
    try {
      const answer = await doFetch(target.envelopeUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-sentry-envelope' },
        body,
        signal: AbortSignal.timeout(5_000),
      });
      return answer.ok;
    } catch (error) {
      log(`[errors] report not sent: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    }
  }

  /**
   * Reports one error. `route` is the matched route (`/produkt/$slug`), `url` the path asked
   * for. Resolves whether the report was accepted; never rejects.
   */
  function capture(
    error: unknown,
    context: {
      route?: string;
      url?: string;
      tags?: Record<string, string>;
      extra?: Record<string, unknown>;
    } = {},
  ): Promise<boolean> {
    const err = error instanceof Error ? error : new Error(String(error));
    const eventId = randomBytes(16).toString('hex');
    const event = {
      event_id: eventId,
      timestamp: Date.now() / 1000,
      platform: 'node',
      level: 'error',
      logger: 'storefront-server',
      environment: options.environment,
      transaction: context.route,
      tags: {
        brand: options.brandId,
        side: 'server',
        ...(context.route ? { route: context.route } : {}),
        // The request's id, as in the server's log lines and the services' (X-Request-Id).
        ...(currentRequestId() ? { request_id: currentRequestId() } : {}),
        ...context.tags,
      },
      exception: {
        values: [
          {
            type: err.name,
            value: err.message,
            stacktrace: err.stack
              ? {
                  frames: err.stack
                    .split('\n')
                    .slice(1, 30)
                    .reverse()
                    .map((line) => ({ function: line.trim() })),
                }
              : undefined,
          },
        ],
      },
      ...(context.url ? { request: { url: context.url } } : {}),
      ...(context.extra ? { extra: context.extra } : {}),
    };
    if (isDroppedEvent(event)) return Promise.resolve(false);
    const clean = scrubEvent(event);
    const envelope = [
      JSON.stringify({ event_id: eventId, sent_at: new Date().toISOString(), dsn: target.dsn }),
      JSON.stringify({ type: 'event' }),
      JSON.stringify(clean),
    ].join('\n');
    return post(envelope);
  }

  /**
   * The browser's envelope, passed on (`/_errors`): only to this server's DSN, and only a
   * well-formed envelope of a reasonable size. The browser SDK scrubbed it already.
   */
  async function forward(body: string): Promise<{ status: number; message?: string }> {
    if (body.length > ENVELOPE_LIMIT) return { status: 413, message: 'The report is too large' };
    const firstLine = body.slice(0, body.indexOf('\n') === -1 ? undefined : body.indexOf('\n'));
    let header: unknown;
    try {
      header = JSON.parse(firstLine);
    } catch {
      return { status: 400, message: 'The report is not an envelope' };
    }
    if (typeof header !== 'object' || header === null || Array.isArray(header))
      return { status: 400, message: 'The report is not an envelope' };
    const dsn = (header as { dsn?: unknown }).dsn;
    if (dsn !== undefined && dsn !== target.dsn)
      return { status: 400, message: 'The report is for another project' };
    return (await post(body))
      ? { status: 200 }
      : { status: 502, message: 'The report could not be passed on' };
  }

  return { capture, forward };
}

export type ServerErrorReporting = ReturnType<typeof createServerErrorReporting>;

/**
 * Tracking's settings from a brand server's environment: `GTM_ID` (the tag-manager container;
 * unset, the data layer is off), `GTM_SCRIPT_URL` (a stand-in container, e.g. the sandbox's
 * `/gtm.js`), `SENTRY_DSN` (error reporting; unset, nothing is reported) and `SHOP_ENV` (the
 * environment's name in reports). In development nothing is reported unless
 * `REPORT_ERRORS_IN_DEV=1` asks for it.
 */
export function trackingOptionsFromEnv(
  env: Record<string, string | undefined>,
  { development = false }: { development?: boolean } = {},
): TrackingConfig {
  const reports = !development || env.REPORT_ERRORS_IN_DEV === '1';
  const dsn = env.SENTRY_DSN?.trim();
  if (dsn && !parseDsn(dsn))
    process.stderr.write(
      '[storefront] SENTRY_DSN is not https://<key>@<host>/<project>: error reporting is off\n',
    );
  return {
    gtmId: env.GTM_ID?.trim() || undefined,
    gtmScriptUrl: env.GTM_SCRIPT_URL?.trim() || undefined,
    errorDsn: reports && dsn && parseDsn(dsn) ? dsn : undefined,
    environment: development ? 'development' : env.SHOP_ENV?.trim() || 'production',
  };
}
