// Issue 39's throughput figures alone (`pnpm --filter @shop/bench bench:throughput`): the sandbox,
// a fresh process of the built bygg server per measurement, autocannon (see throughput.ts).
// Printed as the bench's table and written to .reports/throughput.json. A report: exits 0 when
// targets are missed, non-zero only when it cannot measure.
import { mkdirSync, writeFileSync } from 'node:fs';
import { formatTable, tally } from './figures.ts';
import { findFixtures } from './fixtures.ts';
import { startServers, whyItFailed } from './servers.ts';
import { measureThroughput, throughputFigures } from './throughput.ts';

const started = performance.now();
const log = (message: string) =>
  console.log(
    `[bench:throughput ${((performance.now() - started) / 1000).toFixed(0).padStart(3)} s] ${message}`,
  );
const verbose = process.env.BENCH_VERBOSE === '1';

const servers = await startServers({ brand: 'bygg', verbose });
// The bench's own server is not the one measured: each measurement starts its own.
try {
  const fixtures = await findFixtures(servers.sandboxUrl);
  const result = await measureThroughput(fixtures, log, { verbose, sandboxPid: servers.sandboxPid });
  const rows = throughputFigures(result);
  console.log(`\n${formatTable(rows)}`);
  const { met, notMet } = tally(rows);
  const seconds = (performance.now() - started) / 1000;
  console.log(`\n${met} targets met, ${notMet} not met in ${seconds.toFixed(0)} s.`);
  if (result.edgeSkipped) console.log(`Behind nginx: not measured, ${result.edgeSkipped}.`);
  const reports = new URL('../.reports/', import.meta.url).pathname;
  mkdirSync(reports, { recursive: true });
  writeFileSync(
    `${reports}throughput.json`,
    `${JSON.stringify({ date: new Date().toISOString(), durationSeconds: Math.round(seconds), fixtures, ...result }, null, 2)}\n`,
  );
} catch (error) {
  console.error(`[bench:throughput] failed: ${whyItFailed(error)}`);
  process.exitCode = 1;
} finally {
  await servers.stop();
}
