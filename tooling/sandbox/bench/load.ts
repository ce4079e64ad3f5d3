// Load benchmark of the sandbox on loopback: login, search, the cart query
// of the GraphQL gateway and batch add, each at 50 concurrent connections
// for a bounded time. Prints p50/p99 latency, requests per second and errors.
//   pnpm --filter @shop/sandbox bench
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import autocannon from 'autocannon';

const PORT = Number(process.env.BENCH_PORT ?? 0);
const duration = Number(process.env.BENCH_SECONDS ?? 5);
const connections = 50;

// Two processes on one database file, as a service runs more than one
// instance; BENCH_WORKERS=1 measures a single process.
const workers = Number(process.env.BENCH_WORKERS ?? 2);
const dbFile = join(mkdtempSync(join(tmpdir(), 'sandbox-bench-')), 'bench.sqlite');
const server = spawn(process.execPath, ['src/cli.ts'], {
  cwd: new URL('..', import.meta.url).pathname,
  env: { ...process.env, SANDBOX_PORT: String(PORT), SANDBOX_DB: dbFile, SANDBOX_WORKERS: String(workers) },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const [firstLine] = (await Promise.race([
  once(server.stdout, 'data'),
  once(server, 'exit').then(() => {
    throw new Error('The sandbox did not start');
  }),
])) as [Buffer];
const url = /http:\/\/[\d.]+:\d+/.exec(String(firstLine))?.[0];
if (!url) throw new Error(`Unexpected sandbox output: ${String(firstLine)}`);

async function json(path: string, init: RequestInit = {}) {
  const res = await fetch(`${url}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

const tokens = await json('/v2/sessions/', {
  method: 'POST',
  body: JSON.stringify({ username: 'anna.user', password: 'Sandbox-2026' }),
});
const auth = { authorization: `Bearer ${tokens.token}`, 'content-type': 'application/json' };
const cart = await json('/v2/cart', { headers: auth });
const searchHeaders = { 'content-type': 'application/json', 'api-version': '1', 'user-id': 'server' };

interface Scenario {
  name: string;
  target: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  bodies?: string[];
}

const queries = [
  'skruv',
  'kopparrör 15',
  'ror',
  'led panel',
  'kabel 3g1,5',
  'kulventil',
  'borr 8',
  'sprinkler',
];
const scenarios: Scenario[] = [
  {
    name: 'login',
    target: '—',
    method: 'POST',
    path: '/v2/sessions/',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'anna.user', password: 'Sandbox-2026' }),
  },
  {
    name: 'search',
    target: 'p99 < 50 ms',
    method: 'POST',
    path: '/search',
    headers: searchHeaders,
    bodies: queries.map((query) => JSON.stringify({ query, pageSize: 24 })),
  },
  {
    name: 'getCartWithVariants',
    target: '—',
    method: 'POST',
    path: '/graphql',
    headers: auth,
    body: JSON.stringify({
      query:
        'query { getCartWithVariants(stockInput: { locationIds: ["1001"] }) { cartId cartItems { cartItemId articleNumber quantity variant { name price { netPrice } } } } }',
    }),
  },
  {
    name: 'batch add',
    target: 'p99 < 30 ms',
    method: 'POST',
    path: `/v2/cart/${cart.cartId}/variants/batch/add`,
    headers: auth,
    bodies: ['1000001', '1000002', '1000003', '1000004'].map((articleNumber) =>
      JSON.stringify({ items: [{ articleNumber, quantity: 1, deliveryId: 'DBI' }] }),
    ),
  },
];

const rows: string[] = [];
for (const scenario of scenarios) {
  let i = 0;
  const run = (seconds: number) =>
    autocannon({
      url: `${url}${scenario.path}`,
      method: scenario.method,
      headers: scenario.headers,
      body: scenario.body,
      connections,
      duration: seconds,
      requests: scenario.bodies
        ? [
            {
              setupRequest: (req) => ({
                ...req,
                body: scenario.bodies?.[i++ % (scenario.bodies?.length ?? 1)],
              }),
            },
          ]
        : undefined,
    });
  // One unrecorded second first: JIT, caches and the first GC are not what a running service sees.
  await run(1);
  const result = await run(duration);
  const errors = result.errors + result.timeouts + result.non2xx;
  rows.push(
    `${scenario.name.padEnd(20)} p50 ${String(result.latency.p50).padStart(4)} ms  p99 ${String(result.latency.p99).padStart(4)} ms  ${String(Math.round(result.requests.average)).padStart(6)} req/s  errors ${errors}  target ${scenario.target}`,
  );
}
server.kill('SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));
rmSync(dirname(dbFile), { recursive: true, force: true });
console.log(
  `\nsandbox load, ${connections} connections, ${duration} s each after 1 s warm-up, loopback, ${workers} process(es) on one database file:`,
);
for (const row of rows) console.log(row);
