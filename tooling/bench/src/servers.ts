// The sandbox (port 4000, in-memory database) and the built brand app's own
// server (`apps/<brand>/dist/server/index.js`, as it is deployed), each
// started with its own node entry and stopped by its own pid.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** The built app reads its commerce URL at build time; its default is http://localhost:4000. */
const SANDBOX_PORT = 4000;

const root = new URL('../../..', import.meta.url).pathname;

export class BenchSetupError extends Error {}

/** A bench's one line when it cannot measure: why (a setup error says it plainly), else the stack. */
export function whyItFailed(error: unknown): string {
  if (error instanceof BenchSetupError) return error.message;
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

/** Whether `port` can be bound on `host`; a host this machine lacks (no IPv6) counts as free. */
function canBind(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) =>
      resolve(error.code === 'EADDRNOTAVAIL' || error.code === 'EAFNOSUPPORT'),
    );
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** Nothing listens on `port` on either loopback: the browser's 'localhost' may be ::1 or 127.0.0.1. */
async function portIsFree(port: number): Promise<boolean> {
  return (await canBind(port, '127.0.0.1')) && (await canBind(port, '::1'));
}

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen({ port: 0, host: '127.0.0.1' }, () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitFor(url: string, child: ChildProcess, name: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited: number | null = null;
  child.once('exit', (code) => {
    exited = code ?? -1;
  });
  while (Date.now() < deadline) {
    if (exited !== null)
      throw new BenchSetupError(`${name} exited with code ${exited} before answering ${url}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new BenchSetupError(`${name} did not answer ${url} within ${timeoutMs / 1000} s`);
}

export interface Servers {
  sandboxUrl: string;
  storefrontUrl: string;
  /** The brand server's process (its memory is read from /proc). */
  storefrontPid: number;
  /** The sandbox's process (its CPU time is read from /proc). */
  sandboxPid: number;
  stop: () => Promise<void>;
}

/**
 * BENCH_SERVER_NODE_ARGS: node flags for the measured brand server alone (e.g. `--trace-gc`,
 * which NODE_OPTIONS refuses, or `--max-old-space-size=192`), to see what a flag does to a figure.
 */
export function serverNodeArgs(): string[] {
  return (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
}

/** SIGTERM, then SIGKILL after 5 s; resolves when the process has exited. */
export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Starts the sandbox and the brand's built server (`apps/<brand>/dist/server`), or explains why it cannot. */
export async function startServers({ brand = 'bygg', verbose = false } = {}): Promise<Servers> {
  const app = join(root, 'apps', brand);
  const server = join(app, 'dist', 'server', 'index.js');
  if (!existsSync(server)) {
    throw new BenchSetupError(
      `apps/${brand}/dist is missing: build it first (pnpm bench builds it through turbo's dependsOn).`,
    );
  }
  if (!(await portIsFree(SANDBOX_PORT))) {
    throw new BenchSetupError(
      `Port ${SANDBOX_PORT} is taken. The built app calls the commerce services at http://localhost:${SANDBOX_PORT}, so the bench needs its own sandbox there: stop whatever listens on ${SANDBOX_PORT} (./shop start, pnpm sandbox, an e2e run) and run the bench again.`,
    );
  }
  const stdio = verbose ? 'inherit' : 'ignore';
  const children: ChildProcess[] = [];
  // Whatever ends this process (an exception, a closed stdout pipe), the servers go with it.
  const killOnExit = () => {
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  };
  process.once('exit', killOnExit);
  const stop = async () => {
    process.removeListener('exit', killOnExit);
    await Promise.all(children.map(stopChild));
  };
  try {
    const sandbox = spawn(process.execPath, ['src/cli.ts'], {
      cwd: join(root, 'tooling/sandbox'),
      env: { ...process.env, SANDBOX_PORT: String(SANDBOX_PORT), SANDBOX_DB: ':memory:' },
      stdio: ['ignore', stdio, 'inherit'],
    });
    children.push(sandbox);

    const { child: storefront, url: storefrontUrl } = await spawnStorefront(
      brand,
      verbose,
      {},
      serverNodeArgs(),
    );
    children.push(storefront);

    const sandboxUrl = `http://127.0.0.1:${SANDBOX_PORT}`;
    await Promise.all([
      waitFor(`${sandboxUrl}/health`, sandbox, 'The sandbox'),
      waitFor(`${storefrontUrl}/health`, storefront, 'The storefront server'),
    ]);
    return {
      sandboxUrl,
      storefrontUrl,
      storefrontPid: storefront.pid ?? 0,
      sandboxPid: sandbox.pid ?? 0,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The brand's own server, as it is deployed (`node dist/server/index.js`), on a free port. */
async function spawnStorefront(
  brand: string,
  verbose: boolean,
  env: Record<string, string> = {},
  nodeArgs: readonly string[] = [],
): Promise<{ child: ChildProcess; url: string }> {
  const app = join(root, 'apps', brand);
  const server = join(app, 'dist', 'server', 'index.js');
  if (!existsSync(server))
    throw new BenchSetupError(
      `apps/${brand}/dist is missing: build it first (pnpm bench builds it through turbo's dependsOn).`,
    );
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, server], {
    cwd: app,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NO_COLOR: '1',
      SESSION_SECRET: 'bench-session-secret-of-32-characters',
      ...trackingEnv(),
      ...env,
    },
    stdio: ['ignore', verbose ? 'inherit' : 'ignore', 'inherit'],
  });
  return { child, url: `http://127.0.0.1:${port}` };
}

/**
 * Another brand's server beside the running sandbox (`startServers` started it): the other brands'
 * start and product pages are measured with the same sandbox. Stop it before the next. `env` adds
 * to the server's environment (the throughput phase's edge token, for one), `nodeArgs` to node's
 * command line (`--cpu-prof`).
 */
export async function startStorefront(
  brand: string,
  verbose = false,
  env: Record<string, string> = {},
  nodeArgs: readonly string[] = [],
): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  const { child, url } = await spawnStorefront(brand, verbose, env, nodeArgs);
  const killOnExit = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  };
  process.once('exit', killOnExit);
  const stop = async () => {
    process.removeListener('exit', killOnExit);
    await stopChild(child);
  };
  try {
    await waitFor(`${url}/health`, child, `The ${brand} server`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pid: child.pid ?? 0, stop };
}

/** Tracking is measured on unless `BENCH_TRACKING=0`: a tag-manager id, consent given, error reporting. */
export const TRACKING_MEASURED = process.env.BENCH_TRACKING !== '0';

/**
 * The brand server's tracking settings for the bench, as production runs it: a tag-manager id
 * (the sandbox's stand-in container, so no load leaves the machine) and error reporting to the
 * sandbox's sink. `BENCH_TRACKING=0` measures without any (the data layer is off then, and the
 * console says 'Missing GTM_ID', which costs best-practices points).
 */
export function trackingEnv(): Record<string, string> {
  if (!TRACKING_MEASURED) return { GTM_ID: '', SENTRY_DSN: '' };
  return {
    GTM_ID: process.env.GTM_ID || 'GTM-BENCH',
    GTM_SCRIPT_URL: process.env.GTM_SCRIPT_URL || `http://127.0.0.1:${SANDBOX_PORT}/gtm.js`,
    SENTRY_DSN: process.env.SENTRY_DSN || `http://benchkey@127.0.0.1:${SANDBOX_PORT}/errors/1`,
    SHOP_ENV: 'bench',
  };
}
