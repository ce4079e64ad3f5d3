// The scaled setup of issue 39, for real: the sandbox, Redis, two processes of the built bygg
// server (apps/bygg/dist) sharing sessions through Redis, and nginx with deploy/nginx.conf in
// front (round robin, no stickiness, proxy_cache of visitors' pages as they are). Every step runs against that
// one setup, in order. Each process has a time limit (@shop/config/process), so none outlives
// the run. Skipped, with a message, where redis-server or nginx is missing (`./shop test`
// installs both) or the brand is not built (turbo builds it first: a devDependency).
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Started, start } from '@shop/config/process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = new URL('../../../', import.meta.url).pathname;
const SERVER = join(ROOT, 'apps/bygg/dist/server/index.js');
const PRODUCT = '/produkt/traskruv-gunnebo-2-1000009';
const CATEGORY = '/kategorier/infastning/skruv';
const PASSWORD = 'Sandbox-2026';
/** In a page rendered for anna.user (her e-mail, in the session's dehydrated state). */
const ANNA = 'anna.user@kund.sandbox.test';
const SECRET = 'ops-test-session-secret-of-32-characters';
const TOKEN = `EdgeToken${Math.random()
  .toString(36)
  .slice(2)
  .replace(/[^a-z0-9]/g, '')}Ops2026x`;
const LIMIT_MS = 240_000;
/** The sandbox's token lifetime: the server refreshes a token 60 s before it expires. */
const TOKEN_TTL_SECONDS = 66;
/** How long after sign-in a cookie's token is within the server's refresh margin. */
const UNTIL_EXPIRING_MS = (TOKEN_TTL_SECONDS - 60) * 1000 + 500;

const has = (command: string, args: string[]) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;
const missing = [
  ...(has('redis-server', ['--version']) ? [] : ['redis-server']),
  ...(has('nginx', ['-v']) ? [] : ['nginx']),
  ...(existsSync(SERVER) ? [] : ['apps/bygg/dist (pnpm --filter @shop/app-bygg build)']),
];
if (missing.length)
  console.warn(
    `scaled.test.ts skipped: ${missing.join(', ')} missing (./shop test installs and builds them)`,
  );

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `url` answers 200, or throws with what `proc` printed. */
async function until(url: string, proc: Started, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) })
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok) return;
    if (proc.child.exitCode !== null) break;
    await sleep(100);
  }
  throw new Error(`${url} did not answer 200 within ${ms} ms. Output:\n${proc.output().slice(-3000)}`);
}

interface Setup {
  dir: string;
  sandboxUrl: string;
  edge: string;
  ports: [number, number];
  sandbox: Started;
  redis: Started;
  brands: [Started, Started];
  nginx: Started;
  redisUrl: string;
}
let setup: Setup;
/** The sandbox's refresh count once everything is up (the metrics start at 0 then too). */
let refreshesAtStart = 0;

function startBrand(
  port: number,
  sandboxUrl: string,
  redisUrl: string,
  extra: NodeJS.ProcessEnv = {},
): Started {
  return start(process.execPath, [SERVER], {
    timeoutMs: LIMIT_MS,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SESSION_SECRET: SECRET,
      COMMERCE_URL: sandboxUrl,
      REDIS_URL: redisUrl,
      EDGE_NONCE_TOKEN: TOKEN,
      TRUST_PROXY: '1',
      HTML_CACHE_SECONDS: '10',
      LOG_LEVEL: 'warn',
      SHUTDOWN_TIMEOUT_MS: '10000',
      ...extra,
    },
  });
}

/** deploy/nginx.conf as it is, with this run's ports, token and folders. */
function nginxConfig(dir: string, ports: [number, number], edgePort: number): string {
  let text = readFileSync(join(ROOT, 'deploy/nginx.conf'), 'utf8');
  const swap = (from: string, to: string) => {
    if (!text.includes(from)) throw new Error(`deploy/nginx.conf no longer has ${from}`);
    text = text.replaceAll(from, to);
  };
  swap('127.0.0.1:4173', `127.0.0.1:${ports[0]}`);
  swap('127.0.0.1:4174', `127.0.0.1:${ports[1]}`);
  swap('listen 127.0.0.1:8080;', `listen 127.0.0.1:${edgePort};`);
  swap('ReplaceWithYourOwnEdgeNonceToken0', TOKEN);
  // One worker on this small machine; as root, workers may write the run's own folders.
  swap('worker_processes auto;', `worker_processes 1;${process.getuid?.() === 0 ? '\nuser root;' : ''}`);
  for (const sub of ['logs', 'temp', 'cache']) mkdirSync(join(dir, sub), { recursive: true });
  const file = join(dir, 'nginx.conf');
  writeFileSync(file, text);
  return file;
}

beforeAll(async () => {
  if (missing.length) return;
  const dir = mkdtempSync(join(tmpdir(), 'shop-ops-'));
  const [sandboxPort, redisPort, portA, portB, edgePort] = (await Promise.all(
    Array.from({ length: 5 }, () => freePort()),
  )) as [number, number, number, number, number];
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  const redisUrl = `redis://127.0.0.1:${redisPort}/0`;
  // Tokens live 66 s and are refreshed 60 s before they expire: a cookie is fresh for 6 s, then
  // an expiring one (and the tokens a refresh gives are fresh for the page's own calls).
  const sandbox = start(process.execPath, [join(ROOT, 'tooling/sandbox/src/cli.ts')], {
    timeoutMs: LIMIT_MS,
    env: {
      ...process.env,
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_DB: ':memory:',
      SANDBOX_TOKEN_TTL: String(TOKEN_TTL_SECONDS),
    },
  });
  const redis = start(
    'redis-server',
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      timeoutMs: LIMIT_MS,
    },
  );
  await until(`${sandboxUrl}/health`, sandbox);
  const ports: [number, number] = [portA, portB];
  const brands: [Started, Started] = [
    startBrand(portA, sandboxUrl, redisUrl),
    startBrand(portB, sandboxUrl, redisUrl),
  ];
  const conf = nginxConfig(dir, ports, edgePort);
  const nginx = start('nginx', ['-p', dir, '-c', conf, '-g', 'daemon off;'], { timeoutMs: LIMIT_MS });
  setup = {
    dir,
    sandboxUrl,
    edge: `http://127.0.0.1:${edgePort}`,
    ports,
    sandbox,
    redis,
    brands,
    nginx,
    redisUrl,
  };
  await Promise.all(brands.map((brand, i) => until(`http://127.0.0.1:${ports[i]}/ready`, brand)));
  await until(`${setup.edge}/health`, nginx);
  refreshesAtStart = (await counters()).refreshes;
}, 90_000);

afterAll(async () => {
  if (!setup) return;
  await Promise.all([setup.nginx, ...setup.brands].map((p) => p.stop()));
  await Promise.all([setup.redis, setup.sandbox].map((p) => p.stop()));
  // OPS_KEEP=1 keeps nginx's folder (its logs and cache) to look at.
  if (process.env.OPS_KEEP) console.log(`nginx folder kept: ${setup.dir}`);
  else rmSync(setup.dir, { recursive: true, force: true });
});

const counters = async () =>
  (await (await fetch(`${setup.sandboxUrl}/__sandbox/counters`)).json()) as { refreshes: number };

async function signIn(username: string): Promise<string> {
  const answer = await fetch(`${setup.edge}/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  expect(answer.status).toBe(200);
  const cookie = answer.headers
    .getSetCookie()
    .find((line) => line.startsWith('shop_session='))
    ?.split(';')[0];
  if (!cookie) throw new Error('no session cookie');
  return cookie;
}

/** nginx's access log lines (JSON, deploy/nginx.conf's `shop` format). */
const accessLog = () =>
  readFileSync(join(setup.dir, 'logs/access.log'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { uri: string; upstream: string; status: number; cache: string });

async function metric(port: number, name: string, labels: string): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) && line.includes(labels))
    .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
}

/**
 * `workers` loops asking for pages through nginx for `ms`: visitors' pages nginx has not stored
 * (a new `sida` each time) and a signed-in customer's page. Counts answers and failures.
 */
async function load(ms: number, workers: number, cookie: string, during: () => Promise<void>) {
  const stopAt = Date.now() + ms;
  let ok = 0;
  const failures: string[] = [];
  let n = 0;
  const loop = async (w: number) => {
    while (Date.now() < stopAt) {
      n++;
      const signedIn = n % 3 === 0;
      const url = signedIn ? `${setup.edge}${PRODUCT}` : `${setup.edge}${CATEGORY}?sida=${w}-${n}`;
      try {
        const answer = await fetch(url, {
          headers: signedIn ? { cookie } : {},
          signal: AbortSignal.timeout(15_000),
        });
        const html = await answer.text();
        if (answer.status === 200 && html.includes('</html>')) ok++;
        else failures.push(`${answer.status} ${url}`);
      } catch (error) {
        failures.push(`${(error as Error).message} ${url}`);
      }
    }
  };
  await Promise.all([...Array.from({ length: workers }, (_, w) => loop(w)), during()]);
  return { ok, failures };
}

describe.skipIf(missing.length > 0)('one brand on two processes behind nginx, sessions in Redis', () => {
  it('makes exactly one refresh for 50 concurrent /api calls with one expiring cookie, spread over both processes', async () => {
    const cookie = await signIn('anna.user');
    await sleep(UNTIL_EXPIRING_MS);
    const before = await counters();
    const logged = accessLog().length;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => fetch(`${setup.edge}/api/v3/customers`, { headers: { cookie } })),
    );
    for (const answer of answers) expect(answer.status).toBe(200);
    await Promise.all(answers.map((a) => a.text()));
    expect((await counters()).refreshes - before.refreshes).toBe(1);
    const upstreams = new Set(
      accessLog()
        .slice(logged)
        .filter((line) => line.uri === '/api/v3/customers')
        .map((line) => line.upstream),
    );
    expect([...upstreams].sort()).toEqual(setup.ports.map((p) => `127.0.0.1:${p}`).sort());
  });

  it('renders 5 page loads at the moment of expiry all signed in, with one refresh', async () => {
    const cookie = await signIn('anna.user');
    await sleep(UNTIL_EXPIRING_MS);
    const before = await counters();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => fetch(`${setup.edge}${PRODUCT}`, { headers: { cookie } })),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
      const html = await answer.text();
      expect(html).toContain(ANNA);
      expect(html).toContain('Ditt pris');
    }
    expect((await counters()).refreshes - before.refreshes).toBe(1);
  });

  it('never stores a signed-in page: one customer’s, then none, then another’s', async () => {
    const anna = await signIn('anna.user');
    const bertil = await signIn('bertil.buyeradmin');
    const first = await fetch(`${setup.edge}${PRODUCT}`, { headers: { cookie: anna } });
    expect(first.headers.get('x-cache')).toBe('BYPASS');
    expect(await first.text()).toContain(ANNA);
    for (let i = 0; i < 2; i++) {
      const visitor = await fetch(`${setup.edge}${PRODUCT}`);
      const html = await visitor.text();
      expect(html).not.toContain('anna.user');
      expect(html).toContain('Listpris');
    }
    const other = await (await fetch(`${setup.edge}${PRODUCT}`, { headers: { cookie: bertil } })).text();
    expect(other).toContain('bertil.buyeradmin@');
    expect(other).not.toContain('anna.user');
    // Nothing of either customer is in nginx's cache on disk.
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? files(path) : [path];
      });
    const stored = files(join(setup.dir, 'cache'));
    expect(stored.length).toBeGreaterThan(0);
    for (const file of stored) {
      const text = readFileSync(file, 'latin1');
      expect(text).not.toContain('anna.user');
      expect(text).not.toContain('bertil.buyeradmin');
    }
  });

  it('serves a stored visitor’s page as it is to every visitor (no nonce: its inline code by hash), in the encoding asked for, and tracking parameters do not split it', async () => {
    const br = { 'accept-encoding': 'br, gzip' };
    const first = await fetch(`${setup.edge}${CATEGORY}`, { headers: br });
    const second = await fetch(`${setup.edge}${CATEGORY}`, { headers: br });
    const tagged = await fetch(`${setup.edge}${CATEGORY}?utm_source=nyhetsbrev&gclid=abc123`, {
      headers: br,
    });
    const gzip = await fetch(`${setup.edge}${CATEGORY}`, { headers: { 'accept-encoding': 'gzip' } });
    const gzipAgain = await fetch(`${setup.edge}${CATEGORY}`, { headers: { 'accept-encoding': 'gzip' } });
    for (const answer of [second, tagged, gzipAgain]) expect(answer.headers.get('x-cache')).toBe('HIT');
    // Stored compressed, as the server sent it: one copy per encoding.
    for (const answer of [first, second, tagged]) expect(answer.headers.get('content-encoding')).toBe('br');
    expect(gzipAgain.headers.get('content-encoding')).toBe('gzip');
    const csp = first.headers.get('content-security-policy') ?? '';
    expect(csp).not.toContain("'nonce-");
    expect(csp).toMatch(/script-src( 'sha256-[A-Za-z0-9+/]{43}=')+ 'strict-dynamic'/);
    const html = await first.text();
    expect(html).toContain('<h1');
    expect(html).not.toMatch(/nonce="[^"]/);
    expect(`${csp}${html}`).not.toContain(TOKEN);
    for (const answer of [first, second, tagged, gzip, gzipAgain])
      expect(answer.headers.get('cache-control')).toMatch(
        /^public, max-age=0, s-maxage=10, stale-while-revalidate=\d+$/,
      );
    // The same page, byte for byte, for every visitor who asks in one encoding (each encoding's
    // copy is a render of its own: the router's state carries the time it was read).
    for (const answer of [second, tagged]) {
      expect(answer.headers.get('content-security-policy')).toBe(csp);
      expect(await answer.text()).toBe(html);
    }
    expect(gzipAgain.headers.get('content-security-policy')).toBe(
      gzip.headers.get('content-security-policy'),
    );
    expect(await gzipAgain.text()).toBe(await gzip.text());
    expect(new Set([first, second, tagged].map((a) => a.headers.get('x-request-id'))).size).toBe(3);
  });

  it('shows render times and refreshes in /metrics that moved with the steps above, and keeps /metrics from outside', async () => {
    const refreshed = (
      await Promise.all(setup.ports.map((p) => metric(p, 'shop_session_refreshes_total', 'outcome="ok"')))
    ).reduce((a, b) => a + b, 0);
    // Every refresh the sandbox saw was one of these processes' coordinated ones.
    expect(refreshed).toBe((await counters()).refreshes - refreshesAtStart);
    expect(refreshed).toBeGreaterThanOrEqual(2);
    for (const port of setup.ports)
      expect(
        await metric(port, 'shop_page_render_seconds_count', 'route="/produkt/$slug",signed_in="yes"'),
      ).toBeGreaterThan(0);
    expect((await fetch(`${setup.edge}/metrics`)).status).toBe(404);
  });

  it('finishes the requests in flight on SIGTERM, takes no new ones, and loses none behind nginx', async () => {
    const cookie = await signIn('anna.user');
    const [a] = setup.brands;
    try {
      const result = await load(5_000, 6, cookie, async () => {
        await sleep(1_500);
        a.child.kill('SIGTERM');
      });
      expect(await a.exited).toBe(0);
      expect(a.output()).toContain('shutdown: done');
      // Its port is closed: nothing new reaches it.
      await expect(fetch(`http://127.0.0.1:${setup.ports[0]}/health`)).rejects.toThrow();
      console.log(
        `SIGTERM during load: ${result.ok} answered, ${result.failures.length} failed ${JSON.stringify(result.failures)}`,
      );
      expect(result.failures).toEqual([]);
      expect(result.ok).toBeGreaterThan(10);
    } finally {
      // Back for the next step.
      await a.stop();
      setup.brands[0] = startBrand(setup.ports[0], setup.sandboxUrl, setup.redisUrl);
      await until(`http://127.0.0.1:${setup.ports[0]}/ready`, setup.brands[0]);
      // nginx takes a process it saw refuse back after fail_timeout (2 s).
      await sleep(2_500);
    }
  });

  it('loses at most the requests in flight on a process that is killed, nginx retrying GETs on the other', async () => {
    const cookie = await signIn('anna.user');
    const [, b] = setup.brands;
    const workers = 6;
    const result = await load(5_000, workers, cookie, async () => {
      await sleep(1_500);
      b.child.kill('SIGKILL');
    });
    await b.exited;
    console.log(
      `SIGKILL during load: ${result.ok} answered, ${result.failures.length} failed ${JSON.stringify(result.failures.slice(0, 10))}`,
    );
    expect(result.failures.length).toBeLessThanOrEqual(workers);
    expect(result.ok).toBeGreaterThan(10);
  });

  it('runs the brand on Node’s cluster with WORKERS=2: two processes answer, /metrics sums them, SIGTERM drains both', async () => {
    const port = await freePort();
    const clustered = startBrand(port, setup.sandboxUrl, setup.redisUrl, { WORKERS: '2', LOG_LEVEL: 'info' });
    try {
      await until(`http://127.0.0.1:${port}/ready`, clustered);
      // Each fresh connection goes to the next worker that listens. One worker may answer /ready
      // before the other has started (a busy machine), so ask until both have answered, within 20 s.
      const answeredBy = () =>
        new Set(
          clustered
            .output()
            .split('\n')
            .filter((line) => line.includes('"path":"/health"'))
            .map((line) => (JSON.parse(line) as { pid: number }).pid),
        );
      let asked = 0;
      const deadline = Date.now() + 20_000;
      while (asked < 20 || (answeredBy().size < 2 && Date.now() < deadline)) {
        expect(
          (await fetch(`http://127.0.0.1:${port}/health`, { headers: { connection: 'close' } })).status,
        ).toBe(200);
        asked++;
        if (asked >= 20) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(answeredBy().size).toBe(2);
      // Each worker started with the memory defaults (workerMemoryDefaults): none were set here.
      for (const pid of answeredBy()) {
        expect(readFileSync(`/proc/${pid}/environ`, 'latin1').split('\0')).toContain('MALLOC_ARENA_MAX=2');
        expect(readFileSync(`/proc/${pid}/cmdline`, 'latin1').split('\0')).toContain(
          '--max-semi-space-size=32',
        );
      }
      // Both workers' requests, whichever answers the scrape.
      const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
      const health = text
        .split('\n')
        .filter((line) => line.startsWith('shop_http_requests_total{') && line.includes('method="GET"'))
        .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
      expect(health).toBeGreaterThanOrEqual(asked + 1);
      clustered.child.kill('SIGTERM');
      expect(await clustered.exited).toBe(0);
      expect(clustered.output().match(/shutdown: done/g)?.length).toBe(2);
    } finally {
      await clustered.stop();
    }
  });
});
