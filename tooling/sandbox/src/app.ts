import type { DatabaseSync } from 'node:sqlite';
import { Hono } from 'hono';
import { cors } from 'hono/cors';

export interface SandboxContext {
  db: DatabaseSync;
}

/** The sandbox's HTTP surface. Every answer is JSON, errors included. */
export function createApp({ db }: SandboxContext): Hono {
  const app = new Hono();
  const ping = db.prepare('SELECT 1 AS ok');

  // The storefront runs on another port (4173): it may call us from the browser.
  app.use('*', cors({ origin: (origin) => origin, credentials: true, maxAge: 600 }));

  app.get('/health', (c) => {
    const row = ping.get() as { ok: number } | undefined;
    return c.json({ status: 'ok', service: 'sandbox', database: row?.ok === 1 ? 'ok' : 'error' });
  });

  app.notFound((c) =>
    c.json({ error: 'not_found', message: `No route for ${c.req.method} ${c.req.path}` }, 404),
  );
  app.onError((err, c) => {
    console.error('[sandbox]', err);
    return c.json({ error: 'internal_server_error', message: 'The sandbox failed to answer' }, 500);
  });
  return app;
}
