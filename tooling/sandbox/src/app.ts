import type { DatabaseSync } from 'node:sqlite';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { type AuthEnv, type AuthSettings, authSettings } from './auth.ts';
import { createContentStore } from './cms/store.ts';
import type { SandboxContext } from './context.ts';
import { HttpError } from './http.ts';
import { idempotencyMiddleware, REPLAYED_HEADER } from './idempotency.ts';
import { registerAccountRoutes } from './routes/accounts.ts';
import { registerAuthRoutes } from './routes/auth.ts';
import { registerCartRoutes } from './routes/cart.ts';
import { registerCatalogueRoutes } from './routes/catalogue.ts';
import { registerCmsRoutes } from './routes/cms.ts';
import { registerCmsGraphqlRoutes } from './routes/cms-graphql.ts';
import { registerDeliveryRoutes } from './routes/deliveries.ts';
import { registerDocumentRoutes } from './routes/documents.ts';
import { faultMiddleware, registerSandboxRoutes } from './routes/faults.ts';
import { registerFormRoutes } from './routes/forms.ts';
import { registerGatewayRoutes } from './routes/gateway.ts';
import { registerOrderReferenceRoutes } from './routes/order-reference.ts';
import { registerOrderRoutes } from './routes/orders.ts';
import { registerOwnNumberRoutes } from './routes/own-numbers.ts';
import { registerAdminSiteRoutes, registerProcurementRoutes } from './routes/procurement.ts';
import { registerSearchRoutes } from './routes/search.ts';
import { registerSinkRoutes } from './routes/sinks.ts';
import { createViews } from './views.ts';

/** The browser origins that may call the sandbox with credentials: the storefront and Storybook. */
const STOREFRONT_ORIGINS: readonly string[] = [
  'http://localhost:4173',
  'http://127.0.0.1:4173',
  'http://localhost:6006',
  'http://127.0.0.1:6006',
];

/** Request bodies above this answer 413 (uploads included). */
export const MAX_BODY_BYTES = 1024 * 1024;

/** The sandbox's HTTP surface. Every answer is JSON, errors included. */
export function createApp(db: DatabaseSync, auth: AuthSettings = authSettings()): Hono<AuthEnv> {
  const ctx: SandboxContext = { db, auth, views: createViews(db) };
  const app = new Hono<AuthEnv>();
  const ping = db.prepare('SELECT 1 AS ok');

  // The storefront runs on another port (4173): it may call us from the browser, and so may
  // Storybook (6006); no other site gets credentials (an Origin outside the list gets no CORS
  // headers). Without `allowHeaders` hono's cors allows whatever headers a preflight asks for
  // (Idempotency-Key included); the replay marker must be exposed for the page's script to read it.
  app.use(
    '*',
    cors({
      origin: (origin) => (STOREFRONT_ORIGINS.includes(origin) ? origin : null),
      credentials: true,
      maxAge: 600,
      exposeHeaders: [REPLAYED_HEADER],
    }),
  );
  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      // The rest of the body is never read: the connection cannot carry another request.
      onError: (c) => {
        c.header('Connection', 'close');
        return c.json({ error: 'payload_too_large', message: 'Begäran är större än 1 MiB' }, 413);
      },
    }),
  );
  // Before the faults: a key is taken when its request arrives, not after an injected delay.
  app.use('*', idempotencyMiddleware(ctx));
  app.use('*', faultMiddleware(ctx));

  app.get('/health', (c) => {
    const row = ping.get() as { ok: number } | undefined;
    return c.json({ status: 'ok', service: 'sandbox', database: row?.ok === 1 ? 'ok' : 'error' });
  });

  registerSandboxRoutes(app, ctx);
  registerAuthRoutes(app, ctx);
  registerAccountRoutes(app, ctx);
  registerCatalogueRoutes(app, ctx);
  registerSearchRoutes(app, ctx);
  registerCartRoutes(app, ctx);
  registerGatewayRoutes(app, ctx);
  registerDeliveryRoutes(app, ctx);
  registerOrderRoutes(app, ctx);
  registerOrderReferenceRoutes(app, ctx);
  registerDocumentRoutes(app, ctx);
  registerOwnNumberRoutes(app, ctx);
  registerProcurementRoutes(app, ctx);
  registerAdminSiteRoutes(app);
  registerSinkRoutes(app, ctx);
  // The content service (Contentful's delivery, preview and GraphQL APIs) under /cms.
  const content = createContentStore(db);
  registerCmsGraphqlRoutes(app, ctx, content);
  registerCmsRoutes(app, ctx, content);
  // Submissions of the content service's dynamic forms, checked against the published form.
  registerFormRoutes(app, ctx, content);

  app.notFound((c) =>
    c.json({ error: 'not_found', message: `No route for ${c.req.method} ${c.req.path}` }, 404),
  );
  app.onError((err, c) => {
    if (err instanceof HttpError) {
      // The spec's 'Invalid token' is a plain-text body (storefront-core §8).
      // A wrong user name or password is told apart by its own JSON body.
      if (err.status === 401 && err.body.error !== 'invalid_credentials') return c.text('Invalid token', 401);
      return c.json(err.body, err.status);
    }
    console.error('[sandbox]', err);
    return c.json({ error: 'internal_server_error', message: 'The sandbox failed to answer' }, 500);
  });
  return app;
}
