// Issue 37's bulk-ordering figures alone (`pnpm --filter @shop/bench bench:bulk`): the sandbox and
// the built bygg server, the paste pad with 200 lines and /cart with 1,000 (see bulk-order.ts),
// printed as the bench's table and written to .reports/bulk.json. `pnpm bench` takes the same
// figures with the rest. BENCH_RUNS sets the loads and pastes per figure (default 3).
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromiumArgs, chromiumPath } from '@shop/config/chromium';
import { measureBulkOrdering } from './bulk-order.ts';
import { formatTable, tally } from './figures.ts';
import { launchPlaywright } from './js-before-lcp.ts';
import { startServers, TRACKING_MEASURED } from './servers.ts';

const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3) || 3);
const started = performance.now();
const log = (message: string) =>
  console.log(`[bench:bulk ${((performance.now() - started) / 1000).toFixed(0).padStart(3)} s] ${message}`);

const servers = await startServers({ brand: 'bygg', verbose: process.env.BENCH_VERBOSE === '1' });
try {
  const browser = await launchPlaywright(chromiumPath, chromiumArgs);
  try {
    const results = await measureBulkOrdering(
      browser,
      {
        storefrontUrl: servers.storefrontUrl,
        sandboxUrl: servers.sandboxUrl,
        ...(TRACKING_MEASURED ? { consent: 'granted' as const } : {}),
      },
      log,
      runs,
    );
    console.log(`\n${formatTable(results)}`);
    const { met, notMet } = tally(results);
    const seconds = (performance.now() - started) / 1000;
    console.log(`\n${met} targets met, ${notMet} not met in ${seconds.toFixed(0)} s.`);
    const reports = new URL('../.reports/', import.meta.url).pathname;
    mkdirSync(reports, { recursive: true });
    writeFileSync(
      `${reports}bulk.json`,
      `${JSON.stringify({ date: new Date().toISOString(), runs, pages: results }, null, 2)}\n`,
    );
  } finally {
    await browser.close();
  }
} finally {
  await servers.stop();
}
