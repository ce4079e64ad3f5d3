// Issue 38's pack figure alone (`pnpm --filter @shop/bench bench:pack`): the sandbox and the built
// bygg server, a project of 500 articles (BENCH_PACK_ARTICLES), its documentation pack streamed
// as one ZIP, the server's RSS sampled meanwhile (see pack.ts). Printed as the bench's table and
// written to .reports/pack.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { formatTable, tally } from './figures.ts';
import { measurePack } from './pack.ts';
import { startServers } from './servers.ts';

const articles = Math.max(1, Number(process.env.BENCH_PACK_ARTICLES ?? 500) || 500);
const started = performance.now();
const log = (message: string) =>
  console.log(`[bench:pack ${((performance.now() - started) / 1000).toFixed(0).padStart(3)} s] ${message}`);

const servers = await startServers({ brand: 'bygg', verbose: process.env.BENCH_VERBOSE === '1' });
try {
  const result = await measurePack(
    servers.sandboxUrl,
    servers.storefrontUrl,
    servers.storefrontPid,
    log,
    articles,
  );
  if (result.entries !== result.documents + 1)
    throw new Error(
      `the ZIP holds ${result.entries} entries, not ${result.documents} documents and the index`,
    );
  console.log(`\n${formatTable([result])}`);
  const { met, notMet } = tally([result]);
  console.log(`\n${met} targets met, ${notMet} not met.`);
  const reports = new URL('../.reports/', import.meta.url).pathname;
  mkdirSync(reports, { recursive: true });
  writeFileSync(
    `${reports}pack.json`,
    `${JSON.stringify({ date: new Date().toISOString(), ...result }, null, 2)}\n`,
  );
  if (notMet > 0) process.exitCode = 1;
} finally {
  await servers.stop();
}
