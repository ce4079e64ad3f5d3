// Issue 39's throughput figures: pages a second from one process of the built brand server,
// 20 connections for 15 s a case (autocannon, after 2 unrecorded seconds), the server's resident
// memory after each; the memory after a 60 s flood of unique query strings; and visitors' pages
// served by nginx (deploy/nginx.conf) in front of two processes. Run alone with
// `pnpm --filter @shop/bench bench:throughput` (throughput-cli.ts) or as a phase of `pnpm bench`.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { rssMb } from './body-limits.ts';
import { figure, type PageFigures, type Target } from './figures.ts';
import type { Fixtures } from './pages.ts';
import { BenchSetupError, freePort, serverNodeArgs, startStorefront, stopChild } from './servers.ts';

const root = new URL('../../..', import.meta.url).pathname;

/** The load: 20 connections, 15 s a case. `BENCH_THROUGHPUT_SECONDS` shortens it for a look. */
const CONNECTIONS = 20;
const SECONDS = Math.max(1, Number(process.env.BENCH_THROUGHPUT_SECONDS ?? 15) || 15);
const FLOOD_SECONDS = Math.max(1, Number(process.env.BENCH_FLOOD_SECONDS ?? 60) || 60);
const WARM_UP_SECONDS = 2;
/**
 * `BENCH_THROUGHPUT_ONLY=signed-in-product,flood` measures those alone (a look at one figure while
 * changing the server); the cases are visitor-hit, visitor-miss, signed-in-product,
 * signed-in-category, signed-in-cart, flood and edge.
 */
const ONLY = process.env.BENCH_THROUGHPUT_ONLY?.split(',').map((id) => id.trim()) ?? null;
const wanted = (id: string) => ONLY === null || ONLY.includes(id);

/** Issue 39's targets. */
const TARGETS = {
  signedInProductRps: { op: '>=', value: 150 },
  signedInProductP99Ms: { op: '<=', value: 250 },
  visitorMissRps: { op: '>=', value: 150 },
  floodRssMb: { op: '<=', value: 400 },
  edgeHitRps: { op: '>=', value: 3000 },
} as const satisfies Record<string, Target>;

const USER = 'anna.user';
const PASSWORD = 'Sandbox-2026';
/** In a page rendered for anna.user (her e-mail, in the session's dehydrated state). */
const USER_EMAIL = 'anna.user@kund.sandbox.test';

interface Load {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors, timeouts and answers other than 2xx. */
  errors: number;
  requests: number;
  /**
   * The server process's CPU time (user + system) over the recorded run, per page: what a page
   * costs the server, less moved than pages per second by what else the machine runs. null when
   * the process is not this machine's (nginx's case).
   */
  serverCpuMsPerPage: number | null;
  /**
   * The sandbox's CPU time over the same run, per page: what the services' stand-in spent
   * answering the page's calls. Beside the server's, it says whether a page rate can be reached
   * on this machine at all (the two share its cores). null when no sandbox pid was given.
   */
  sandboxCpuMsPerPage: number | null;
}

/** A process's CPU time so far, user + system, in ms (Linux: /proc/<pid>/stat, 100 ticks a second). */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // After the command's parenthesised name: state is field 3, utime 14 and stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  if (!Number.isFinite(ticks)) throw new Error(`No CPU times for process ${pid}`);
  return ticks * 10;
}

/**
 * One autocannon run of `seconds` against `url` with `headers`; `unique` gives every request a
 * query string of its own (`?bench=<n>`), so none is a cache hit.
 */
function run(
  url: string,
  seconds: number,
  { headers = {}, unique = false }: { headers?: Record<string, string>; unique?: boolean } = {},
): Promise<autocannon.Result> {
  const { pathname, search } = new URL(url);
  let n = 0;
  const sep = search ? '&' : '?';
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: seconds,
        headers: { 'accept-encoding': 'br, gzip', ...headers },
        ...(unique
          ? {
              requests: [
                {
                  setupRequest: (request) => {
                    request.path = `${pathname}${search}${sep}bench=${Date.now().toString(36)}-${n++}`;
                    return request;
                  },
                },
              ],
            }
          : {}),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

async function load(
  url: string,
  seconds: number,
  options: {
    headers?: Record<string, string>;
    unique?: boolean;
    serverPid?: number;
    sandboxPid?: number;
  } = {},
): Promise<Load> {
  // Unrecorded first: JIT and the first collections are not what a running server sees.
  await run(url, WARM_UP_SECONDS, options);
  const counted = (pid: number | undefined) => {
    const before = pid ? cpuMs(pid) : null;
    return () => (pid && before !== null ? cpuMs(pid) - before : null);
  };
  const server = counted(options.serverPid);
  const sandbox = counted(options.sandboxPid);
  const result = await run(url, seconds, options);
  const perPage = (cpu: number | null) =>
    cpu !== null && result.requests.total > 0 ? cpu / result.requests.total : null;
  return {
    serverCpuMsPerPage: perPage(server()),
    sandboxCpuMsPerPage: perPage(sandbox()),
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  };
}

/** Signs anna.user in at `storefrontUrl`; answers the session cookie (`shop_session=…`). */
export async function signIn(storefrontUrl: string): Promise<string> {
  const login = await fetch(`${storefrontUrl}/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: USER, password: PASSWORD }),
  });
  const cookie = login.headers
    .getSetCookie()
    .find((line) => line.startsWith('shop_session='))
    ?.split(';')[0];
  if (!login.ok || !cookie) throw new BenchSetupError(`sign-in of ${USER} failed: ${login.status}`);
  return cookie;
}

/** The page answers 200 and is (or is not) rendered for the signed-in customer: what is measured is that page. */
async function check(url: string, cookie: string | null): Promise<void> {
  const response = await fetch(url, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
  const html = await response.text();
  if (response.status !== 200)
    throw new BenchSetupError(`${url} answered ${response.status}, not a page to measure`);
  if (cookie && !html.includes(USER_EMAIL))
    throw new BenchSetupError(`${url} with ${USER}'s cookie is not rendered for ${USER}`);
  if (!cookie && html.includes(USER_EMAIL))
    throw new BenchSetupError(`${url} without a cookie shows ${USER}`);
}

interface Case {
  id: string;
  path: string;
  load: Load;
  rssAfterMb: number;
}

interface Flood {
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  errors: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  rssAfterMb: number;
}

interface Edge {
  load: Load;
  /** nginx's X-Cache on the answer checked after the run. */
  cacheStatus: string | null;
}

interface Throughput {
  /** The product page the visitor cases, the flood and the edge ask for. */
  productPath: string;
  cases: Case[];
  /** null when not asked for (`BENCH_THROUGHPUT_ONLY`). */
  flood: Flood | null;
  /** null when nginx is not installed (the reason in `edgeSkipped`). */
  edge: Edge | null;
  edgeSkipped?: string;
}

/** The server's RSS every 250 ms while `work` runs: its peak. */
async function sampled<T>(pid: number, work: Promise<T>): Promise<{ result: T; peakMb: number }> {
  let peakMb = rssMb(pid);
  const timer = setInterval(() => {
    peakMb = Math.max(peakMb, rssMb(pid));
  }, 250);
  try {
    const result = await work;
    return { result, peakMb: Math.max(peakMb, rssMb(pid)) };
  } finally {
    clearInterval(timer);
  }
}

/**
 * The five cases of issue 39's table against one fresh process of the built brand server beside
 * the running sandbox, then the flood against the same process.
 */
export async function measureThroughput(
  fixtures: Fixtures,
  log: (message: string) => void,
  {
    brand = 'bygg',
    verbose = false,
    sandboxPid,
  }: { brand?: string; verbose?: boolean; sandboxPid?: number } = {},
): Promise<Throughput> {
  const product = `/produkt/${fixtures.productSlug}`;
  const category = `/kategorier/${fixtures.categorySlug}`;
  const server = await startStorefront(brand, verbose, {}, serverNodeArgs());
  const cases: Case[] = [];
  let flood: Flood | null = null;
  try {
    log(
      `throughput: ${brand} server ${server.url} (pid ${server.pid}), RSS ${rssMb(server.pid).toFixed(0)} MB`,
    );
    const measure = async (id: string, path: string, options: { cookie?: string; unique?: boolean } = {}) => {
      if (!wanted(id)) return;
      const url = server.url + path;
      await check(url, options.cookie ?? null);
      const result = await load(url, SECONDS, {
        headers: options.cookie ? { cookie: options.cookie } : {},
        unique: options.unique === true,
        serverPid: server.pid,
        ...(sandboxPid ? { sandboxPid } : {}),
      });
      const rssAfterMb = rssMb(server.pid);
      cases.push({ id, path: options.unique ? `${path}?bench=<n>` : path, load: result, rssAfterMb });
      log(
        `throughput ${id}: ${result.requestsPerSecond.toFixed(0)} pages/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, ${result.errors} errors of ${result.requests}; server CPU ${result.serverCpuMsPerPage?.toFixed(1)} ms/page, sandbox CPU ${result.sandboxCpuMsPerPage?.toFixed(1) ?? '–'} ms/page; RSS ${rssAfterMb.toFixed(0)} MB`,
      );
    };
    await measure('visitor-hit', product);
    await measure('visitor-miss', product, { unique: true });
    // A fresh sign-in per case: its tokens are new, so none expires within the run.
    const cookie = () => signIn(server.url);
    if (wanted('signed-in-product')) await measure('signed-in-product', product, { cookie: await cookie() });
    if (wanted('signed-in-category'))
      await measure('signed-in-category', category, { cookie: await cookie() });
    if (wanted('signed-in-cart')) await measure('signed-in-cart', '/cart', { cookie: await cookie() });

    // The flood: unique query strings for a minute; the page cache is bounded, the RSS must be too.
    if (!wanted('flood'))
      return { productPath: product, cases, flood, edge: null, edgeSkipped: 'not asked for' };
    const rssBeforeMb = rssMb(server.pid);
    const { result, peakMb } = await sampled(
      server.pid,
      run(server.url + product, FLOOD_SECONDS, { unique: true }),
    );
    // What stays once the flood is over, not the garbage of its last second.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    flood = {
      seconds: FLOOD_SECONDS,
      requests: result.requests.total,
      requestsPerSecond: result.requests.average,
      errors: result.errors + result.timeouts + result.non2xx,
      rssBeforeMb,
      rssPeakMb: peakMb,
      rssAfterMb: rssMb(server.pid),
    };
    log(
      `throughput flood: ${flood.requests} unique pages in ${FLOOD_SECONDS} s (${flood.requestsPerSecond.toFixed(0)}/s, ${flood.errors} errors); RSS ${rssBeforeMb.toFixed(0)} MB before, peak ${peakMb.toFixed(0)} MB, ${flood.rssAfterMb.toFixed(0)} MB after`,
    );
  } finally {
    await server.stop();
  }

  if (!wanted('edge'))
    return { productPath: product, cases, flood, edge: null, edgeSkipped: 'not asked for' };
  const nginx = nginxMissing();
  if (nginx) {
    log(`throughput edge: skipped, ${nginx}`);
    return { productPath: product, cases, flood, edge: null, edgeSkipped: nginx };
  }
  const edge = await measureEdge(product, log, { brand, verbose });
  return { productPath: product, cases, flood, edge };
}

function nginxMissing(): string | undefined {
  return spawnSync('nginx', ['-v'], { stdio: 'ignore' }).status === 0
    ? undefined
    : 'nginx is not installed (apt-get install -y nginx)';
}

/** deploy/nginx.conf as it is, with this run's ports, token and folders (as tooling/ops does). */
function nginxConfig(dir: string, ports: [number, number], edgePort: number, token: string): string {
  let text = readFileSync(join(root, 'deploy/nginx.conf'), 'utf8');
  const swap = (from: string, to: string) => {
    if (!text.includes(from)) throw new BenchSetupError(`deploy/nginx.conf no longer has ${from}`);
    text = text.replaceAll(from, to);
  };
  swap('127.0.0.1:4173', `127.0.0.1:${ports[0]}`);
  swap('127.0.0.1:4174', `127.0.0.1:${ports[1]}`);
  swap('listen 127.0.0.1:8080;', `listen 127.0.0.1:${edgePort};`);
  swap('ReplaceWithYourOwnEdgeNonceToken0', token);
  // As root, nginx's workers may write the run's own folders; the access log would be the disk's work.
  if (process.getuid?.() === 0) swap('worker_processes auto;', 'worker_processes auto;\nuser root;');
  swap('access_log logs/access.log shop;', 'access_log off;');
  for (const sub of ['logs', 'temp', 'cache']) mkdirSync(join(dir, sub), { recursive: true });
  const file = join(dir, 'nginx.conf');
  writeFileSync(file, text);
  return file;
}

/**
 * Visitors' product pages through nginx with deploy/nginx.conf in front of two processes of the
 * brand (the edge token set, so nginx may store them): after the first, nginx answers.
 */
async function measureEdge(
  path: string,
  log: (message: string) => void,
  { brand, verbose }: { brand: string; verbose: boolean },
): Promise<Edge> {
  const token = `BenchEdge${Math.random()
    .toString(36)
    .slice(2)
    .replace(/[^a-z0-9]/g, '')}Token2026`;
  const env = { EDGE_NONCE_TOKEN: token, TRUST_PROXY: '1', LOG_LEVEL: 'warn' };
  const dir = mkdtempSync(join(tmpdir(), 'shop-bench-nginx-'));
  const servers = await Promise.all([
    startStorefront(brand, verbose, env),
    startStorefront(brand, verbose, env),
  ]);
  let nginx: ChildProcess | undefined;
  const killOnExit = () => nginx?.kill('SIGKILL');
  process.once('exit', killOnExit);
  try {
    const ports = servers.map((s) => Number(new URL(s.url).port)) as [number, number];
    const edgePort = await freePort();
    const conf = nginxConfig(dir, ports, edgePort, token);
    nginx = spawn('nginx', ['-p', dir, '-c', conf, '-g', 'daemon off;'], {
      stdio: ['ignore', verbose ? 'inherit' : 'ignore', 'inherit'],
    });
    const edge = `http://127.0.0.1:${edgePort}`;
    const deadline = Date.now() + 15_000;
    for (;;) {
      const ok = await fetch(`${edge}/health`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) break;
      if (Date.now() > deadline || nginx.exitCode !== null)
        throw new BenchSetupError(`nginx did not answer ${edge}/health (exit ${nginx.exitCode})`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const url = edge + path;
    await check(url, null);
    const result = await load(url, SECONDS);
    const after = await fetch(url);
    await after.arrayBuffer();
    const cacheStatus = after.headers.get('x-cache');
    log(
      `throughput edge (nginx, 2 processes): ${result.requestsPerSecond.toFixed(0)} pages/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, ${result.errors} errors of ${result.requests}; X-Cache ${cacheStatus}`,
    );
    return { load: result, cacheStatus };
  } finally {
    process.removeListener('exit', killOnExit);
    // SIGTERM is nginx's fast shutdown.
    if (nginx) await stopChild(nginx);
    await Promise.all(servers.map((s) => s.stop()));
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The figures as the bench's table rows, each with its target where issue 39 sets one. */
export function throughputFigures(result: Throughput): PageFigures[] {
  const rows: PageFigures[] = result.cases.map((c) => {
    const rpsTarget =
      c.id === 'signed-in-product'
        ? TARGETS.signedInProductRps
        : c.id === 'visitor-miss'
          ? TARGETS.visitorMissRps
          : null;
    const p99Target = c.id === 'signed-in-product' ? TARGETS.signedInProductP99Ms : null;
    const clean = c.load.errors === 0;
    return {
      id: `throughput-${c.id}`,
      path: c.path,
      figures: {
        pagesPerSecond: figure(clean ? c.load.requestsPerSecond : null, rpsTarget),
        loadP50Ms: figure(c.load.p50Ms, null),
        loadP99Ms: figure(clean ? c.load.p99Ms : null, p99Target),
        loadErrors: figure(c.load.errors, null),
        serverCpuMsPerPage: figure(c.load.serverCpuMsPerPage, null),
        sandboxCpuMsPerPage: figure(c.load.sandboxCpuMsPerPage, null),
        rssAfterMb: figure(c.rssAfterMb, null),
      },
    };
  });
  if (result.flood)
    rows.push({
      id: 'throughput-flood',
      path: `${result.productPath}?bench=<n>, ${result.flood.seconds} s`,
      figures: {
        pagesPerSecond: figure(result.flood.requestsPerSecond, null),
        floodRssMb: figure(result.flood.rssAfterMb, TARGETS.floodRssMb),
        floodPeakRssMb: figure(result.flood.rssPeakMb, null),
      },
    });
  if (result.edge)
    rows.push({
      id: 'throughput-edge',
      path: `${result.productPath} via nginx, 2 processes`,
      figures: {
        pagesPerSecond: figure(
          result.edge.load.errors === 0 ? result.edge.load.requestsPerSecond : null,
          TARGETS.edgeHitRps,
        ),
        loadP50Ms: figure(result.edge.load.p50Ms, null),
        loadP99Ms: figure(result.edge.load.p99Ms, null),
        loadErrors: figure(result.edge.load.errors, null),
      },
    });
  return rows;
}
