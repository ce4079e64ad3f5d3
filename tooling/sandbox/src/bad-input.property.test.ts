// Bad input never makes the sandbox fail (issue 18): generated paths, queries and bodies are sent
// to every route the app registers, with and without a session, and
//   - no answer is a 5xx;
//   - a refused request (any 4xx, whatever the method) leaves the database exactly as it was:
//     the checksum of every table's rows is compared before and after.
// The checksum is recomputed only when SQLite's change counter (`total_changes()`, every row a
// statement inserted, updated or deleted) moved, so the run stays fast; no route changes the
// schema, which that counter would not see.
import { createHash } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { openDatabase } from './db.ts';
import { PASSWORD } from './test-utils.ts';

/** Generated cases per route (`PROPERTY_RUNS=300` for a longer hunt). */
const RUNS_PER_ROUTE = Number(process.env.PROPERTY_RUNS) || 12;

const db: DatabaseSync = openDatabase(':memory:');
const app = createApp(db);
let token = '';
let cartId = '';

const tables = (
  db
    .prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`)
    .all() as { name: string }[]
)
  .map((t) => t.name)
  // FTS5 shadow tables mirror `search_words`; the table itself is compared.
  .filter((name) => !/^search_words_/.test(name));

function checksum(): string {
  const hash = createHash('sha256');
  for (const table of tables) {
    hash.update(table);
    const rows = db
      .prepare(`SELECT * FROM "${table}"`)
      .all()
      .map((row) => JSON.stringify(row))
      .sort();
    for (const row of rows) hash.update(row);
  }
  return hash.digest('hex');
}
const changes = () => (db.prepare('SELECT total_changes() AS n').get() as { n: number }).n;

/** Routes left out: the reset lever takes no input and replaces the whole database by design. */
const LEFT_OUT = new Set(['POST /__sandbox/reset']);

/** Every route the app answers, as `METHOD /path` with its parameters (`:id`, `:id{.+}`). */
const routes = [
  ...new Set(
    app.routes
      .filter((r) => r.method !== 'ALL' && r.path !== '*' && !r.path.endsWith('/*'))
      .map((r) => `${r.method} ${r.path}`),
  ),
]
  .filter((key) => !LEFT_OUT.has(key))
  .map((key) => {
    const [method = 'GET', path = '/'] = key.split(' ');
    return { method, path };
  });

const junk = fc.string({ maxLength: 40 });
const paramValue = fc.oneof(
  fc.constantFrom(
    '1000001',
    'DBI',
    'XXX',
    'shop-sandbox',
    'master',
    '1001',
    '9000',
    'x',
    '0',
    '-1',
    '..',
    '%00',
  ),
  fc.constant('__CART__'),
  junk,
);
const body = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  junk,
  fc.constantFrom(
    'null',
    '[]',
    '{}',
    '{"items":null}',
    '{"quantity":1e-309}',
    '{"a":',
    '"x"',
    '9'.repeat(400),
  ),
);
const query = fc.dictionary(
  fc.constantFrom(
    'limit',
    'skip',
    'offset',
    'q',
    'query',
    'page',
    'from',
    'to',
    'sort',
    'favouriteIds',
    'id',
    'reference',
  ),
  fc.oneof(junk, fc.constantFrom('-1', '0', '1e309', 'NaN', '99999999999', '2027-02-31')),
  { maxKeys: 3 },
);

function fill(path: string, values: string[]): string {
  let i = 0;
  return path.replace(/:[A-Za-z]+(\{[^}]*\})?/g, () => {
    const value = values[i++ % values.length] ?? 'x';
    return encodeURIComponent(value === '__CART__' ? cartId : value);
  });
}

beforeAll(async () => {
  const login = await app.request('/v2/sessions/', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'anna.user', password: PASSWORD }),
  });
  token = ((await login.json()) as { token: string }).token;
  const cart = await app.request('/v2/cart', { headers: { authorization: `Bearer ${token}` } });
  cartId = ((await cart.json()) as { cartId: string }).cartId;
  // Signed-in cases must reach the routes' own checks, not stop at a 401.
  expect(login.status).toBe(200);
  expect(cart.status).toBe(200);
  expect(cartId).toMatch(/\S/);
});
afterAll(() => db.close());

describe(`bad input to every sandbox route (${routes.length} routes × ${RUNS_PER_ROUTE} generated cases)`, () => {
  let baseline = '';
  let counter = -1;

  it.each(routes)(
    '$method $path: never a 5xx, and a refused write changes nothing',
    async ({ method, path }) => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(paramValue, { minLength: 1, maxLength: 4 }),
          query,
          body,
          fc.boolean(),
          async (params, search, text, signedIn) => {
            if (counter !== changes()) {
              baseline = checksum();
              counter = changes();
            }
            const url = `${fill(path, params)}?${new URLSearchParams(search)}`;
            const headers: Record<string, string> = { 'content-type': 'application/json' };
            if (signedIn) headers.authorization = `Bearer ${token}`;
            const hasBody = method !== 'GET' && method !== 'HEAD';
            const res = await app.request(url, { method, headers, body: hasBody ? text : undefined });
            await res.arrayBuffer();
            expect(res.status, `${method} ${url} ${hasBody ? text.slice(0, 200) : ''}`).toBeLessThan(500);
            // A refused request, whatever its method, changed nothing (compared before anything is
            // cleaned up, so a fault a refused request left behind would show).
            if (res.status >= 400 && changes() !== counter) {
              expect(checksum(), `${method} ${url} changed the database and answered ${res.status}`).toBe(
                baseline,
              );
            }
            // A fault the generator managed to inject (an accepted lever call) must not fail the next case.
            db.exec('DELETE FROM faults');
          },
        ),
        { numRuns: RUNS_PER_ROUTE },
      );
    },
  );
});
