import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { AggregatorRegistry } from 'prom-client';
import { CONTENT_PATH } from '../../core';
import { createApiProxy } from './api-proxy';
import { createAssetsApp } from './assets-app';
import { createCartFormApp } from './cart-form-app';
import { createCheckoutFormApp } from './checkout-form-app';
import { answerConsent } from './consent-form';
import { createServerContent } from './content';
import { createContentApp } from './content-app';
import { createServerContext } from './context';
import { createDocumentsApp } from './documents-app';
import { createFavouriteFormApp } from './favourite-form-app';
import { tooLarge } from './http';
import type { StorefrontServerOptions } from './options';
import { createPageHead } from './page-head';
import { createPagesApp } from './pages-app';
import { createPunchoutApp } from './punchout-app';
import { createRenderGate, OverloadedError } from './render-gate';
import { createReportsApp } from './reports-app';
import { securityHeaders } from './security';
import { createSessionApp } from './session-app';
import { createTelemetry } from './telemetry';

/**
 * The storefront's HTTP server for one brand (Hono), composed of small apps: the session
 * (`/session`), the services' proxy (`/api`), product documents and project packs (`/dokument`),
 * the punch-out hand-over (`/punchout`), the
 * content (`/_content`), the browser's reports (`/_errors`, `/csp-report`), the built client's
 * files, and the pages, rendered on the server and streamed with a nonce-based
 * Content-Security-Policy. Every response gets the security headers; `/health` names the brand.
 * The sessions live in sealed cookies, so any instance answers any request and a brand scales
 * by running more of it behind a load balancer; what it keeps in memory (visitors' pages for a
 * few seconds, token refreshes, sign-outs, limits) is each process's own.
 *
 * @example
 * const app = createStorefrontServer({ brandId: 'bygg', clientDir: 'dist/client', commerceUrl: 'http://localhost:4000', sessionSecret, render });
 * const response = await app.request('/health');
 */
export function createStorefrontServer(options: StorefrontServerOptions) {
  return buildStorefrontServer(options).app;
}

/** What a visitor sees when the server is too busy to render their page (503). */
const OVERLOADED_PAGE =
  '<!doctype html><html lang="sv"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Många handlar just nu</title></head><body><h1>Många handlar just nu</h1><p>Sidan kunde inte visas i tid. Försök igen om en stund.</p><p><a href="">Försök igen</a></p></body></html>';

/** How long `/ready` trusts its last look at the services. */
const READY_CACHE_MS = 1_000;

/** The server and what running it needs besides: its context (to close) and whether it is draining. */
function buildStorefrontServer(options: StorefrontServerOptions, processMetrics = false) {
  const telemetry = createTelemetry({
    brandId: options.brandId,
    log: options.log,
    level: options.logLevel ?? (processMetrics ? 'info' : 'warn'),
    processMetrics,
  });
  const lifecycle = {
    draining: false,
    /** What `/metrics` serves: this process's registry, or (a cluster's worker) every worker's. */
    metrics: (): Promise<string> => telemetry.registry.metrics(),
  };
  // Each throws on a bad option: a client without index.html or its <head>, a commerce URL
  // that is not http(s), a malformed DSN, a session secret under 32 characters, a PUBLIC_ORIGIN
  // that is not an http(s) origin.
  const assets = createAssetsApp(options.clientDir);
  const head = createPageHead(options);
  // Overload: a bounded number of renders at once and waiting, each with a deadline (render-gate.ts).
  const render = createRenderGate(telemetry.timedRender(options.render), {
    ...options.overload,
    onRefused: (reason) => telemetry.metrics.refused.inc({ reason }),
  });
  const ctx = createServerContext({ ...options, render }, telemetry);
  const { log, errors } = ctx;
  const content = options.content
    ? createServerContent({
        ...options.content,
        // Content failures and unresolvable links go to error reporting, tagged cms (content §8).
        ...(errors && !options.content.report
          ? {
              report: (error: Error, context: Record<string, unknown>) =>
                void errors.capture(error, { tags: { cms: 'true' }, extra: context }),
            }
          : {}),
      })
    : null;

  const app = new Hono();
  // First: every request has its id (and metrics, and its log line) before anything else runs.
  app.use('*', telemetry.middleware());
  app.use('*', async (c, next) => {
    await next();
    const tls = ctx.facts.isTls(c);
    for (const [name, value] of Object.entries(securityHeaders({ tls }))) c.res.headers.set(name, value);
    // Shutting down: each answer closes its connection, so no new request arrives on it.
    if (lifecycle.draining) c.res.headers.set('connection', 'close');
  });

  // Alive: the process answers (a load balancer's or orchestrator's liveness probe).
  app.get('/health', (c) => c.json({ status: 'ok', brand: options.brandId }));
  // Ready for traffic: not shutting down, and the commerce service answers. The session store's
  // state is told but does not decide: without Redis the server still serves (its coordinator
  // falls back to this process), and taking every process out for it would be an outage.
  let lastLook: { at: number; services: boolean } | null = null;
  const doFetch = options.fetch ?? fetch;
  app.get('/ready', async (c) => {
    if (lifecycle.draining)
      return c.json({ status: 'draining', brand: options.brandId }, 503, { 'cache-control': 'no-store' });
    if (!lastLook || performance.now() - lastLook.at > READY_CACHE_MS) {
      const services = await doFetch(new URL('/health', options.commerceUrl), {
        signal: AbortSignal.timeout(2_000),
      })
        .then((answer) => answer.status < 500)
        .catch(() => false);
      lastLook = { at: performance.now(), services };
    }
    const store = await ctx.coordinator.ping();
    const body = {
      status: lastLook.services ? 'ready' : 'services-unavailable',
      brand: options.brandId,
      services: lastLook.services,
      sessionStore: { kind: ctx.coordinator.kind, ok: store },
    };
    return c.json(body, lastLook.services ? 200 : 503, { 'cache-control': 'no-store' });
  });
  // Prometheus's scrape (prom-client). Behind nginx it is refused from outside (deploy/nginx.conf).
  app.get('/metrics', async (c) =>
    c.body(await lifecycle.metrics(), 200, {
      'content-type': telemetry.registry.contentType,
      'cache-control': 'no-store',
    }),
  );

  // What no route caught (a bug): reported, and a plain 500 without details.
  app.onError((error, c) => {
    if ('getResponse' in error && typeof error.getResponse === 'function') return error.getResponse();
    // Too busy to render this page now: 503, so a proxy may try another process (GETs) and a
    // browser is told when to come back. Not an error to report.
    if (error instanceof OverloadedError)
      return c.html(OVERLOADED_PAGE, 503, {
        'retry-after': String(error.retryAfterSeconds),
        'cache-control': 'no-store',
      });
    log(
      `error ${c.req.method} ${new URL(c.req.url).pathname}: ${error instanceof Error ? error.message : String(error)}`,
    );
    void errors?.capture(error, { url: new URL(c.req.url).pathname });
    return c.text('Något gick fel hos oss. Försök igen om en stund.', 500, { 'cache-control': 'no-store' });
  });

  // The order counts: the files and the pages answer every GET the others leave.
  app.route('/punchout', createPunchoutApp(ctx));
  app.route('/session', createSessionApp(ctx));
  app.route('/varukorg', createCartFormApp(ctx));
  app.route('/favoriter', createFavouriteFormApp(ctx));
  app.route('/kassa', createCheckoutFormApp(ctx));
  app.post('/samtycke', tooLarge(1024), answerConsent(ctx));
  app.route('/api', createApiProxy(ctx));
  app.route('/dokument', createDocumentsApp(ctx));
  app.route('/', createReportsApp(ctx));
  if (content) app.route(CONTENT_PATH, createContentApp(content, ctx.sessions.hasSession));
  app.route('/', assets);
  app.route('/', createPagesApp(ctx, head, content));
  return { app, ctx, lifecycle, telemetry };
}

export interface StartOptions extends StorefrontServerOptions {
  port: number;
  hostname?: string;
  /** How long a shutdown waits for requests in flight before it cuts them (`SHUTDOWN_TIMEOUT_MS`). Default 10 s. */
  shutdownTimeoutMs?: number;
  /** Processes on Node's cluster (`WORKERS`, `workerCount`): 1 (default) runs the server in this process. */
  workers?: number;
  /**
   * How far V8 lets the old generation grow past what a collection left alive, in per cent
   * (`HEAP_GROWING_PERCENT`, `heapGrowingPercent`): default 50; 0 leaves it to V8, which lets a
   * busy server's heap grow to several times its live size (storefront README, Pages per core).
   */
  heapGrowingPercent?: number;
}

/**
 * Stops `server` gracefully: no new connection is accepted (the port closes), idle keep-alive
 * connections close at once, requests in flight finish (their answers close their
 * connections), then it resolves `true`; past `timeoutMs` the rest are cut and it resolves
 * `false`.
 */
export function shutDownGracefully(
  server: {
    close(callback?: (error?: Error) => void): unknown;
    closeIdleConnections?(): void;
    closeAllConnections?(): void;
  },
  timeoutMs: number,
): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      server.closeAllConnections?.();
      resolve(false);
    }, timeoutMs);
    server.close(() => {
      clearTimeout(timer);
      resolve(true);
    });
    server.closeIdleConnections?.();
  });
}

/**
 * The number of processes `WORKERS` asks for: unset or empty 1, `auto` one per core
 * (`os.availableParallelism()`), else a whole number from 1 to 64.
 */
export function workerCount(value: string | undefined, cores = availableParallelism()): number {
  if (value === undefined || value.trim() === '') return 1;
  if (value.trim() === 'auto') return cores;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 64)
    throw new Error(`WORKERS must be 1-64 or auto, not "${value}"`);
  return n;
}

/**
 * The old generation's growth `HEAP_GROWING_PERCENT` asks for: unset or empty 50, `0` V8's own
 * (it grows the heap by up to 4× of what a collection left alive when the server allocates fast:
 * on the bench's signed-in /cart, 156 MB of old generation with 25 MB alive). A server's requests
 * leave little alive, so a small factor costs few more collections and bounds the process's memory.
 */
export function heapGrowingPercent(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 50;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 400)
    throw new Error(`HEAP_GROWING_PERCENT must be 0-400, not "${value}"`);
  return n;
}

/**
 * Sets V8's heap growing factor for this process. Unlike the young generation's size, V8 reads it
 * each time it sets the next collection's limit, so it takes effect after the process started.
 */
function limitHeapGrowing(percent: number) {
  if (percent > 0) setFlagsFromString(`--heap-growing-percent=${percent}`);
}

const METRICS_ASK = 'shop:metrics?';
const METRICS_ANSWER = 'shop:metrics';

/**
 * What a cluster's workers start with, unless the deployment set it: glibc's two malloc arenas
 * (`MALLOC_ARENA_MAX=2`) and 32 MB semi-spaces for V8's young generation. On the bench's 60 s
 * flood of unique pages after every case, RSS was 433 and 479 MB with both against 741 MB with
 * Node's defaults, at no fewer pages a second (storefront README, Pages per core). Both are read
 * only as a process starts, so the primary can give them to its workers but not to itself.
 */
export function workerMemoryDefaults(
  execArgv: readonly string[],
  env: NodeJS.ProcessEnv,
): { execArgv: string[]; env: Record<string, string> } {
  const semiSpaceSet = [...execArgv, env.NODE_OPTIONS ?? ''].some((arg) =>
    /--max[-_]semi[-_]space[-_]size/.test(arg),
  );
  return {
    execArgv: semiSpaceSet ? [...execArgv] : [...execArgv, '--max-semi-space-size=32'],
    env: { MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? '2' },
  };
}

/**
 * The primary of a cluster (`WORKERS` > 1): it forks the workers (each runs this entry again and
 * serves on the shared port; Node's cluster hands connections round robin), forks again one
 * that dies, answers a worker's `/metrics` with every worker's (prom-client's
 * AggregatorRegistry), and on SIGTERM lets every worker drain, then exits.
 */
function startPrimary(options: StartOptions, workers: number) {
  const aggregator = new AggregatorRegistry();
  let stopping = false;
  const log = (line: string) => process.stdout.write(`[storefront] ${options.brandId}: ${line}\n`);
  const memory = workerMemoryDefaults(process.execArgv, process.env);
  cluster.setupPrimary({ execArgv: memory.execArgv });
  const fork = () => {
    const worker = cluster.fork(memory.env);
    worker.on('message', (message: { type?: string; id?: number }) => {
      if (message?.type !== METRICS_ASK) return;
      aggregator.clusterMetrics().then(
        (text) => worker.send({ type: METRICS_ANSWER, id: message.id, text }),
        (error: Error) => worker.send({ type: METRICS_ANSWER, id: message.id, text: `# ${error.message}\n` }),
      );
    });
  };
  for (let i = 0; i < workers; i++) fork();
  log(`${workers} workers on port ${options.port}`);
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    log(`worker ${worker.process.pid} ended (${signal ?? code}); starting another`);
    setTimeout(fork, 1_000);
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: draining the workers`);
    const all = Object.values(cluster.workers ?? {}).filter((w) => w !== undefined);
    let clean = true;
    let left = all.length;
    if (left === 0) process.exit(0);
    const hard = setTimeout(() => process.exit(1), (options.shutdownTimeoutMs ?? 10_000) + 5_000);
    for (const worker of all) {
      worker.once('exit', (code) => {
        if (code !== 0) clean = false;
        if (--left === 0) {
          clearTimeout(hard);
          process.exit(clean ? 0 : 1);
        }
      });
      worker.process.kill('SIGTERM');
    }
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
  return null;
}

/**
 * Starts the server and stops it gracefully on SIGTERM and SIGINT (a load balancer draining an
 * instance, Ctrl-C): `/ready` answers 503, the port closes, requests in flight finish (within
 * `shutdownTimeoutMs`), the session store's connection closes, and the process exits. With
 * `workers` above 1 (`WORKERS`) this process becomes a cluster's primary and each worker runs the server.
 */
export function startStorefrontServer(options: StartOptions) {
  const workers = options.workers ?? 1;
  if (workers > 1 && cluster.isPrimary) return startPrimary(options, workers);
  limitHeapGrowing(options.heapGrowingPercent ?? 50);
  const { app, ctx, lifecycle, telemetry } = buildStorefrontServer(options, true);
  if (cluster.isWorker) {
    // The primary gathers every worker's registry (prom-client asks each over IPC): this
    // registry, and prom-client's listener for the primary's asks (set up by its constructor).
    AggregatorRegistry.setRegistries([telemetry.registry]);
    new AggregatorRegistry();
    let asked = 0;
    const answers = new Map<number, (text: string) => void>();
    process.on('message', (message: { type?: string; id?: number; text?: string }) => {
      if (message?.type === METRICS_ANSWER && message.id !== undefined) {
        answers.get(message.id)?.(message.text ?? '');
        answers.delete(message.id);
      }
    });
    lifecycle.metrics = () =>
      new Promise((resolve) => {
        const id = ++asked;
        answers.set(id, resolve);
        process.send?.({ type: METRICS_ASK, id });
        // A primary that does not answer: this worker's own.
        setTimeout(() => {
          if (answers.delete(id)) void telemetry.registry.metrics().then(resolve);
        }, 3_000).unref();
      });
  }
  const server = serve({ fetch: app.fetch, port: options.port, hostname: options.hostname }, (info) => {
    process.stdout.write(
      `[storefront] ${options.brandId} on http://${info.address}:${info.port} (pid ${process.pid})\n`,
    );
  });
  const stop = async (signal: string) => {
    if (lifecycle.draining) return;
    lifecycle.draining = true;
    telemetry.log(`shutdown: ${signal}, finishing the requests in flight`);
    const clean = await shutDownGracefully(server as never, options.shutdownTimeoutMs ?? 10_000);
    await ctx.coordinator.close();
    telemetry.log(clean ? 'shutdown: done' : 'shutdown: requests cut at the time limit');
    telemetry.logger?.flush();
    process.exit(clean ? 0 : 1);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
  return server;
}
