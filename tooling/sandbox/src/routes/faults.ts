import type { Hono, MiddlewareHandler } from 'hono';
import * as z from 'zod/mini';
import type { AuthEnv } from '../auth.ts';
import type { SandboxContext } from '../context.ts';
import { jsonBody, validate } from '../http.ts';
import { resetDatabase } from '../seed/reset.ts';

const FaultInput = z.object({
  method: z.optional(z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])),
  /** Path with `*` wildcards, e.g. `/v2/cart/*` or `/search`. */
  path: z.string().check(z.regex(/^\/[\w\-/.*{}]*$/, 'Expected a path starting with /'), z.maxLength(200)),
  status: z.optional(z.number().check(z.int(), z.gte(400), z.lte(599))),
  delayMs: z.optional(z.number().check(z.int(), z.gte(0), z.lte(60_000))),
  dropConnection: z.optional(z.boolean()),
  body: z.optional(z.string().check(z.maxLength(10_000))),
  /** How many matching requests fail; omitted means until cleared. */
  times: z.optional(z.number().check(z.int(), z.gte(1), z.lte(10_000))),
});

interface FaultRow {
  id: string;
  method: string | null;
  path_pattern: string;
  status: number | null;
  delay_ms: number | null;
  drop_connection: number;
  body: string | null;
  remaining: number | null;
}

function matches(pattern: string, path: string): boolean {
  const regex = new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
  return regex.test(path);
}

/** Fails matching requests as asked through `POST /__sandbox/faults`. */
export function faultMiddleware({ db }: SandboxContext): MiddlewareHandler {
  const active = db.prepare(`SELECT * FROM faults ORDER BY rowid`);
  const consume = db.prepare(
    `UPDATE faults SET remaining = remaining - 1 WHERE id = ? AND remaining IS NOT NULL`,
  );
  const expire = db.prepare(`DELETE FROM faults WHERE remaining IS NOT NULL AND remaining <= 0`);
  return async (c, next) => {
    if (c.req.path.startsWith('/__sandbox') || c.req.path === '/health') return next();
    const faults = active.all() as unknown as FaultRow[];
    const fault = faults.find(
      (f) => (!f.method || f.method === c.req.method) && matches(f.path_pattern, c.req.path),
    );
    if (!fault) return next();
    consume.run(fault.id);
    expire.run();
    if (fault.delay_ms) await new Promise((resolve) => setTimeout(resolve, fault.delay_ms ?? 0));
    if (fault.drop_connection) {
      const incoming = (c.env as { incoming?: { socket?: { destroy(): void } } } | undefined)?.incoming;
      incoming?.socket?.destroy();
      return new Response(null, { status: 499 });
    }
    if (fault.status) {
      const body =
        fault.body ?? JSON.stringify({ error: 'injected_fault', message: `Injected fault ${fault.status}` });
      const isJson = body.trimStart().startsWith('{') || body.trimStart().startsWith('[');
      return c.body(body, fault.status as 500, {
        'content-type': isJson ? 'application/json' : 'text/plain; charset=utf-8',
      });
    }
    return next();
  };
}

export function registerSandboxRoutes(app: Hono<AuthEnv>, ctx: SandboxContext): void {
  const { db } = ctx;
  const insert = db.prepare(
    `INSERT INTO faults (id, method, path_pattern, status, delay_ms, drop_connection, body, remaining) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  let counter = 0;
  app.post('/__sandbox/faults', async (c) => {
    const input = validate(FaultInput, await jsonBody(c));
    if (!input.status && !input.delayMs && !input.dropConnection) {
      return c.json(
        { error: 'bad_request', message: 'A fault needs status, delayMs or dropConnection', field: 'status' },
        400,
      );
    }
    counter += 1;
    const id = `fault-${Date.now().toString(36)}-${counter}`;
    insert.run(
      id,
      input.method ?? null,
      input.path,
      input.status ?? null,
      input.delayMs ?? null,
      input.dropConnection ? 1 : 0,
      input.body ?? null,
      input.times ?? null,
    );
    return c.json({ id, ...input }, 201);
  });
  app.get('/__sandbox/faults', (c) => c.json({ faults: db.prepare(`SELECT * FROM faults`).all() }));
  app.delete('/__sandbox/faults', (c) => {
    db.exec('DELETE FROM faults');
    return c.json({ cleared: true });
  });
  // Test lever (issue 39): how many refresh tokens were exchanged (each is one refresh at this
  // service) and how many were revoked, so a test can count the refreshes many processes made.
  app.get('/__sandbox/counters', (c) => {
    const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
    return c.json({
      refreshes: count(`SELECT COUNT(*) AS n FROM refresh_tokens WHERE used = 1`),
      revokedRefreshTokens: count(`SELECT COUNT(*) AS n FROM refresh_tokens WHERE revoked = 1`),
    });
  });
  app.post('/__sandbox/reset', (c) => {
    const started = performance.now();
    resetDatabase(db);
    return c.json({ reset: true, ms: Math.round(performance.now() - started) });
  });
  // Test levers for the partial-order path: which articles are special, and stock that sells out.
  app.get('/__sandbox/articles', (c) => {
    const kind = c.req.query('kind');
    const sql =
      kind === 'unorderable'
        ? `SELECT v.article_number FROM variants v WHERE v.discontinued = 1 AND NOT EXISTS (SELECT 1 FROM stock s WHERE s.article_number = v.article_number AND s.quantity > 0) ORDER BY 1`
        : kind === 'replaced'
          ? // Discontinued, with a replacement article the product page points to.
            `SELECT v.article_number FROM variants v WHERE v.discontinued = 1 AND v.replacement_article IS NOT NULL AND v.variant_slug IS NOT NULL ORDER BY 1`
          : kind === 'discontinued-in-stock'
            ? `SELECT v.article_number FROM variants v WHERE v.discontinued = 1 AND v.variant_slug IS NOT NULL AND EXISTS (SELECT 1 FROM stock s WHERE s.article_number = v.article_number AND s.location_id = '9000' AND s.quantity > 50) ORDER BY 1`
            : kind === 'orderable' || kind === 'metre'
              ? // Plain articles for bulk journeys: on sale online, in central stock, one at a time.
                `SELECT v.article_number FROM variants v JOIN stock s ON s.article_number = v.article_number AND s.location_id = '9000'
               WHERE v.discontinued = 0 AND v.only_store = 0 AND v.must_be_stocked_at IS NULL AND v.variant_slug IS NOT NULL
                 AND s.quantity > 100 AND s.order_multiple = 1 AND v.unit = ${kind === 'metre' ? "'m'" : "'st'"} ORDER BY 1`
              : null;
    if (!sql)
      return c.json(
        {
          error: 'bad_request',
          message: 'kind must be unorderable, replaced, discontinued-in-stock, orderable or metre',
          field: 'kind',
        },
        400,
      );
    return c.json({
      articleNumbers: (db.prepare(sql).all() as { article_number: string }[]).map((r) => r.article_number),
    });
  });
  const StockChange = z.object({
    locationId: z.optional(z.string()),
    quantity: z.number().check(z.int(), z.gte(0), z.lte(1_000_000)),
  });
  app.put('/__sandbox/stock/:articleNumber', async (c) => {
    const input = validate(StockChange, await jsonBody(c));
    const result = input.locationId
      ? db
          .prepare(`UPDATE stock SET quantity = ? WHERE article_number = ? AND location_id = ?`)
          .run(input.quantity, c.req.param('articleNumber'), input.locationId)
      : db
          .prepare(`UPDATE stock SET quantity = ? WHERE article_number = ?`)
          .run(input.quantity, c.req.param('articleNumber'));
    if (result.changes === 0)
      return c.json({ error: 'not_found', message: 'No stock rows for that article' }, 404);
    return c.json({ updated: Number(result.changes) });
  });
  // What the services would have e-mailed a user (a forgotten password's temporary one), newest first.
  app.get('/__sandbox/outbox', (c) => {
    const username = c.req.query('username') ?? '';
    return c.json({
      messages: db
        .prepare(
          `SELECT subject, body, created_at AS createdAt FROM outbox WHERE username = ? ORDER BY created_at DESC, rowid DESC`,
        )
        .all(username),
    });
  });

  app.get('/__sandbox/accounts', (c) => {
    const row = db.prepare(`SELECT value FROM meta WHERE key = 'accounts'`).get() as
      | { value: string }
      | undefined;
    return c.json({ accounts: row ? JSON.parse(row.value) : [] });
  });
}
