import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { CONTENT_PATH } from '../../core';
import { createApiProxy } from './api-proxy';
import { createAssetsApp } from './assets-app';
import { createCartFormApp } from './cart-form-app';
import { createCheckoutFormApp } from './checkout-form-app';
import { answerConsent } from './consent-form';
import { createServerContent } from './content';
import { createContentApp } from './content-app';
import { createServerContext } from './context';
import { tooLarge } from './http';
import type { StorefrontServerOptions } from './options';
import { createPageHead } from './page-head';
import { createPagesApp } from './pages-app';
import { createPunchoutApp } from './punchout-app';
import { createReportsApp } from './reports-app';
import { securityHeaders } from './security';
import { createSessionApp } from './session-app';
import { createTelemetry } from './telemetry';

/**
 * The storefront's HTTP server for one brand (Hono), composed of small apps: the session
 * (`/session`), the services' proxy (`/api`), the punch-out hand-over (`/punchout`), the
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
  const lifecycle = { draining: false };
  // Each throws on a bad option: a client without index.html or its <head>, a commerce URL
  // that is not http(s), a malformed DSN, a session secret under 32 characters, a PUBLIC_ORIGIN
  // that is not an http(s) origin.
  const assets = createAssetsApp(options.clientDir);
  const head = createPageHead(options);
  const ctx = createServerContext({ ...options, render: telemetry.timedRender(options.render) }, telemetry);
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
    c.body(await telemetry.registry.metrics(), 200, {
      'content-type': telemetry.registry.contentType,
      'cache-control': 'no-store',
    }),
  );

  // What no route caught (a bug): reported, and a plain 500 without details.
  app.onError((error, c) => {
    if ('getResponse' in error && typeof error.getResponse === 'function') return error.getResponse();
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
  app.route('/kassa', createCheckoutFormApp(ctx));
  app.post('/samtycke', tooLarge(1024), answerConsent(ctx));
  app.route('/api', createApiProxy(ctx));
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
 * Starts the server and stops it gracefully on SIGTERM and SIGINT (a load balancer draining an
 * instance, Ctrl-C): `/ready` answers 503, the port closes, requests in flight finish (within
 * `shutdownTimeoutMs`), the session store's connection closes, and the process exits.
 */
export function startStorefrontServer(options: StartOptions) {
  const { app, ctx, lifecycle, telemetry } = buildStorefrontServer(options, true);
  const server = serve({ fetch: app.fetch, port: options.port, hostname: options.hostname }, (info) => {
    process.stdout.write(`[storefront] ${options.brandId} on http://${info.address}:${info.port}\n`);
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
