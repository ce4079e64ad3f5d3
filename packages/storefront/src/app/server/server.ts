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
import { createDocumentsApp } from './documents-app';
import { createFavouriteFormApp } from './favourite-form-app';
import { tooLarge } from './http';
import type { StorefrontServerOptions } from './options';
import { createPageHead } from './page-head';
import { createPagesApp } from './pages-app';
import { createPunchoutApp } from './punchout-app';
import { createReportsApp } from './reports-app';
import { securityHeaders } from './security';
import { createSessionApp } from './session-app';

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
  // Each throws on a bad option: a client without index.html or its <head>, a commerce URL
  // that is not http(s), a malformed DSN, a session secret under 32 characters, a PUBLIC_ORIGIN
  // that is not an http(s) origin.
  const assets = createAssetsApp(options.clientDir);
  const head = createPageHead(options);
  const ctx = createServerContext(options);
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
  app.use('*', async (c, next) => {
    await next();
    const tls = ctx.facts.isTls(c);
    for (const [name, value] of Object.entries(securityHeaders({ tls }))) c.res.headers.set(name, value);
  });

  app.get('/health', (c) => c.json({ status: 'ok', brand: options.brandId }));

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
  app.route('/favoriter', createFavouriteFormApp(ctx));
  app.route('/kassa', createCheckoutFormApp(ctx));
  app.post('/samtycke', tooLarge(1024), answerConsent(ctx));
  app.route('/api', createApiProxy(ctx));
  app.route('/dokument', createDocumentsApp(ctx));
  app.route('/', createReportsApp(ctx));
  if (content) app.route(CONTENT_PATH, createContentApp(content, ctx.sessions.hasSession));
  app.route('/', assets);
  app.route('/', createPagesApp(ctx, head, content));
  return app;
}

export interface StartOptions extends StorefrontServerOptions {
  port: number;
  hostname?: string;
}

/**
 * Starts the server and stops it cleanly on SIGTERM and SIGINT (a load
 * balancer draining an instance, Ctrl-C).
 */
export function startStorefrontServer(options: StartOptions) {
  const app = createStorefrontServer(options);
  const server = serve({ fetch: app.fetch, port: options.port, hostname: options.hostname }, (info) => {
    process.stdout.write(`[storefront] ${options.brandId} on http://${info.address}:${info.port}\n`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  return server;
}
