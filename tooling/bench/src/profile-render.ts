// A CPU profile of the built brand server rendering one page under load (issue 39): the sandbox,
// the server under `node --cpu-prof`, autocannon at 20 connections for BENCH_PROFILE_SECONDS (10)
// after 2 s of warm-up, then the profile summarised by package, module and function
// (cpu-profile.ts). Build the server with source maps first, or the summary names bundle files:
//   (cd apps/bygg && npx vite build --ssr --sourcemap)
//   pnpm --filter @shop/bench profile:render [product|category|cart|visitor-miss]
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { lineOf, moduleOf, packageOf, summarise } from './cpu-profile.ts';
import { findFixtures } from './fixtures.ts';
import { startServers, startStorefront } from './servers.ts';
import { signIn } from './throughput.ts';

const kind = process.argv[2] ?? 'product';
const seconds = Math.max(1, Number(process.env.BENCH_PROFILE_SECONDS ?? 10) || 10);
const reports = new URL('../.reports/profiles/', import.meta.url).pathname;
const root = new URL('../../..', import.meta.url).pathname;
if (!existsSync(join(root, 'apps/bygg/dist/server/index.js.map')))
  console.warn('apps/bygg/dist/server has no source maps: the summary names bundle files (see the header)');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const servers = await startServers({ brand: 'bygg', verbose: false });
try {
  const fixtures = await findFixtures(servers.sandboxUrl);
  const server = await startStorefront('bygg', process.env.BENCH_VERBOSE === '1', { LOG_LEVEL: 'warn' }, [
    '--cpu-prof',
    `--cpu-prof-dir=${reports}`,
  ]);
  let n = 0;
  const path =
    kind === 'category'
      ? `/kategorier/${fixtures.categorySlug}`
      : kind === 'cart'
        ? '/cart'
        : `/produkt/${fixtures.productSlug}`;
  const cookie = kind === 'visitor-miss' ? null : await signIn(server.url);
  const fire = (duration: number) =>
    new Promise<autocannon.Result>((resolve, reject) =>
      autocannon(
        {
          url: server.url + path,
          connections: 20,
          duration,
          headers: { 'accept-encoding': 'br, gzip', ...(cookie ? { cookie } : {}) },
          ...(cookie
            ? {}
            : {
                requests: [
                  {
                    setupRequest: (request) => {
                      request.path = `${path}?bench=${n++}`;
                      return request;
                    },
                  },
                ],
              }),
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      ),
    );
  await fire(2);
  const result = await fire(seconds);
  console.log(
    `${kind} ${path}: ${result.requests.average.toFixed(0)} pages/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx + result.errors} errors`,
  );
  await server.stop();
  const file = readdirSync(reports)
    .filter((name) => name.endsWith('.cpuprofile'))
    .map((name) => join(reports, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  if (!file) throw new Error('the server wrote no .cpuprofile');
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const pages = result.requests.total;
  const rows = (keyOf: Parameters<typeof summarise>[1], limit: number) =>
    summarise(profile, keyOf)
      .filter((row) => row.key !== '(idle)')
      .slice(0, limit)
      .map(
        (row) =>
          `${row.selfMs.toFixed(0).padStart(7)} ms self  ${(row.selfMs / pages).toFixed(2).padStart(6)} ms/page  ${row.totalMs.toFixed(0).padStart(7)} ms total  ${row.key}`,
      )
      .join('\n');
  console.log(`\n${file} (${pages} pages in the profiled run and 2 s of warm-up before it)`);
  console.log(`\nBy package:\n${rows((f) => packageOf(moduleOf(f)), 25)}`);
  console.log(`\nBy module:\n${rows(moduleOf, 40)}`);
  console.log(
    `\nBy function:\n${rows((f) => `${f.functionName || '(anonymous)'}  ${moduleOf(f)}:${lineOf(f)}`, 50)}`,
  );
  console.log(`\nMore: node src/cpu-profile.ts ${file} 80`);
} finally {
  await servers.stop();
}
