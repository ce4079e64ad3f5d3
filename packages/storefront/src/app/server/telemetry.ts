import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { subscribe } from 'node:diagnostics_channel';
import type { MiddlewareHandler } from 'hono';
import pino, { type DestinationStream, type Logger } from 'pino';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import type { RenderPage } from './options';

/** The header a request id comes in (from a proxy) and goes out on: to the browser and the services. */
const REQUEST_ID_HEADER = 'x-request-id';

/** A request id a proxy may hand us: short, and nothing a log line or header could be broken with. */
const GOOD_REQUEST_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

interface RequestScope {
  requestId: string;
  telemetry: Telemetry;
}

const scopes = new AsyncLocalStorage<RequestScope>();

/** The id of the request being answered (undefined outside one): for logs and error reports. */
export const currentRequestId = (): string | undefined => scopes.getStore()?.requestId;

/** Counts a shared read (shared-reads.ts) in the metrics of the server answering this request. */
export const countSharedRead = (result: 'hit' | 'shared' | 'miss'): void =>
  scopes.getStore()?.telemetry.metrics.sharedReads.inc({ result });

/** Buckets for pages and service calls: 5 ms to 10 s. */
const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface TelemetryOptions {
  brandId: string;
  /** Where log lines go instead of pino's JSON on stdout (tests); no request lines then. */
  log?: (line: string) => void;
  /** pino's level: `info` logs a line per request; `warn` only what went wrong. Default `info`. */
  level?: string;
  /** Where pino writes (tests); stdout by default. */
  destination?: DestinationStream;
  /** Node's own process metrics (memory, event loop, GC) too: the started server's, not tests'. */
  processMetrics?: boolean;
}

/**
 * What the server tells its operator: JSON log lines (pino) that carry the request id, and the
 * Prometheus metrics `/metrics` serves (prom-client, a registry per server). The request id is
 * the proxy's `X-Request-Id` when well formed, else a new UUID; it is answered back, sent on
 * every call to the services (Node's fetch, through undici's diagnostics channel, so no client
 * needs to know) and put in error reports.
 */
export function createTelemetry(options: TelemetryOptions) {
  const registry = new Registry();
  registry.setDefaultLabels({ brand: options.brandId });
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  const logger: Logger | null = options.log
    ? null
    : pino(
        {
          level: options.level ?? 'info',
          base: { brand: options.brandId, pid: process.pid },
          timestamp: pino.stdTimeFunctions.isoTime,
          formatters: { level: (label) => ({ level: label }) },
          mixin: () => {
            const requestId = currentRequestId();
            return requestId ? { requestId } : {};
          },
        },
        options.destination ?? pino.destination({ sync: false }),
      );
  const log = options.log ?? ((line: string) => logger?.warn(line));

  const metrics = {
    requests: new Counter({
      name: 'shop_http_requests_total',
      help: 'Requests answered, by method and status class',
      labelNames: ['method', 'status'] as const,
      registers: [registry],
    }),
    render: new Histogram({
      name: 'shop_page_render_seconds',
      help: 'A page render, from its start to the last byte of its HTML, by route and whether it was a signed-in customer’s',
      labelNames: ['route', 'signed_in'] as const,
      buckets: SECONDS,
      registers: [registry],
    }),
    pageCache: new Counter({
      name: 'shop_page_cache_total',
      help: 'Visitors’ pages asked of the in-process page cache: hit, shared (another request was rendering it) or miss',
      labelNames: ['result'] as const,
      registers: [registry],
    }),
    refused: new Counter({
      name: 'shop_page_refused_total',
      help: 'Pages answered 503 for load: the render queue was full, or the render missed its deadline',
      labelNames: ['reason'] as const,
      registers: [registry],
    }),
    refreshes: new Counter({
      name: 'shop_session_refreshes_total',
      help: 'Token refreshes this process made at the commerce service, by outcome',
      labelNames: ['outcome'] as const,
      registers: [registry],
    }),
    upstream: new Histogram({
      name: 'shop_upstream_request_seconds',
      help: 'Calls to the services, to their response headers, by host and status class',
      labelNames: ['host', 'status'] as const,
      buckets: SECONDS,
      registers: [registry],
    }),
    sharedReads: new Counter({
      name: 'shop_shared_reads_total',
      help: 'Service reads every customer gets alike (menus, stores, breadcrumbs), answered from the server-wide cache (hit), shared with a call under way, or fetched (miss)',
      labelNames: ['result'] as const,
      registers: [registry],
    }),
    upstreamErrors: new Counter({
      name: 'shop_upstream_errors_total',
      help: 'Calls to the services that failed: no answer (network) or a 5xx',
      labelNames: ['host', 'kind'] as const,
      registers: [registry],
    }),
  };

  const telemetry = {
    registry,
    metrics,
    logger,
    log,
    /** Every request in its scope: its id known, answered back, and a log line when it is done. */
    middleware(): MiddlewareHandler {
      return async (c, next) => {
        const given = c.req.header(REQUEST_ID_HEADER);
        const requestId = given && GOOD_REQUEST_ID.test(given) ? given : randomUUID();
        const started = performance.now();
        await scopes.run({ requestId, telemetry }, async () => {
          await next();
        });
        c.res.headers.set(REQUEST_ID_HEADER, requestId);
        const status = c.res.status;
        metrics.requests.inc({ method: c.req.method, status: `${Math.floor(status / 100)}xx` });
        logger?.info({
          requestId,
          method: c.req.method,
          path: c.req.path,
          status,
          ms: Math.round(performance.now() - started),
        });
      };
    },
    /** `render` timed to the last byte of the page it streams, labelled with the route it matched. */
    timedRender(render: RenderPage): RenderPage {
      return async (request, page) => {
        const started = performance.now();
        const rendered = await render(request, page);
        const labels = { route: rendered.route ?? 'none', signed_in: rendered.personal ? 'yes' : 'no' };
        const done = () => metrics.render.observe(labels, (performance.now() - started) / 1000);
        const { response } = rendered;
        if (!response.body) {
          done();
          return rendered;
        }
        const body = response.body.pipeThrough(new TransformStream<Uint8Array, Uint8Array>({ flush: done }));
        return {
          ...rendered,
          response: new Response(body, { status: response.status, headers: response.headers }),
        };
      };
    },
  };
  watchUpstreamCalls();
  return telemetry;
}

export type Telemetry = ReturnType<typeof createTelemetry>;

interface UndiciRequest {
  origin?: string | URL;
  addHeader?: (name: string, value: string) => unknown;
}

let watching = false;
const calls = new WeakMap<object, { scope: RequestScope; started: number }>();

/**
 * Once per process: every call Node's fetch makes within a request gets its id as a header and
 * is timed into that request's server's metrics (undici's diagnostics channels, as OpenTelemetry's
 * undici instrumentation does).
 */
function watchUpstreamCalls() {
  if (watching) return;
  watching = true;
  const hostOf = (request: UndiciRequest) => {
    try {
      return new URL(String(request.origin)).host;
    } catch {
      return 'unknown';
    }
  };
  subscribe('undici:request:create', (message) => {
    const { request } = message as { request: UndiciRequest };
    const scope = scopes.getStore();
    if (!scope) return;
    request.addHeader?.(REQUEST_ID_HEADER, scope.requestId);
    calls.set(request, { scope, started: performance.now() });
  });
  subscribe('undici:request:headers', (message) => {
    const { request, response } = message as { request: UndiciRequest; response: { statusCode: number } };
    const call = calls.get(request);
    if (!call) return;
    calls.delete(request);
    const host = hostOf(request);
    const { metrics } = call.scope.telemetry;
    metrics.upstream.observe(
      { host, status: `${Math.floor(response.statusCode / 100)}xx` },
      (performance.now() - call.started) / 1000,
    );
    if (response.statusCode >= 500) metrics.upstreamErrors.inc({ host, kind: '5xx' });
  });
  subscribe('undici:request:error', (message) => {
    const { request } = message as { request: UndiciRequest };
    const call = calls.get(request);
    if (!call) return;
    calls.delete(request);
    call.scope.telemetry.metrics.upstreamErrors.inc({ host: hostOf(request), kind: 'network' });
  });
}
