// `pnpm --filter @shop/bench bench:waterfall`: the round trips to the services a signed-in
// page waits for before its first byte (waterfall.ts). The sandbox and the built bygg server,
// one customer signed in; BENCH_WATERFALL_DELAY_MS (40) is how far away every call is put,
// BENCH_WATERFALL_REQUESTS (21) how many requests a page gets each way (after 3 unmeasured).
// A report: exits 0 whatever it measures, non-zero only when it cannot measure.
import { mkdirSync, writeFileSync } from 'node:fs';
import { findFixtures } from './fixtures.ts';
import { BenchSetupError, startServers, whyItFailed } from './servers.ts';
import { signIn } from './throughput.ts';
import { formatWaterfall, median, roundTrips, type WaterfallRow } from './waterfall.ts';

const delayMs = Math.max(1, Number(process.env.BENCH_WATERFALL_DELAY_MS ?? 40) || 40);
const requests = Math.max(1, Number(process.env.BENCH_WATERFALL_REQUESTS ?? 21) || 21);
const REQUEST_TIMEOUT_MS = 30_000;

/** Milliseconds to the response's headers (the server sends them with its first bytes). */
async function firstByte(url: string, cookie: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, {
    headers: { cookie, 'accept-encoding': 'br, gzip' },
    redirect: 'manual',
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const ms = performance.now() - started;
  await response.arrayBuffer();
  if (response.status !== 200)
    throw new BenchSetupError(`${url} answered ${response.status}, not a page to measure`);
  return ms;
}

async function medianFirstByte(url: string, cookie: string): Promise<number> {
  for (let i = 0; i < 3; i++) await firstByte(url, cookie);
  const times: number[] = [];
  for (let i = 0; i < requests; i++) times.push(await firstByte(url, cookie));
  return median(times);
}

async function setDelay(sandboxUrl: string, ms: number): Promise<void> {
  await fetch(`${sandboxUrl}/__sandbox/faults`, { method: 'DELETE', signal: AbortSignal.timeout(5_000) });
  if (ms === 0) return;
  const answer = await fetch(`${sandboxUrl}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: '/*', delayMs: ms, times: 10_000 }),
    signal: AbortSignal.timeout(5_000),
  });
  if (answer.status !== 201) throw new BenchSetupError(`the sandbox refused the delay: ${answer.status}`);
}

const servers = await startServers({ brand: 'bygg', verbose: process.env.BENCH_VERBOSE === '1' });
try {
  const fixtures = await findFixtures(servers.sandboxUrl);
  const cookie = await signIn(servers.storefrontUrl);
  const pages = [
    '/',
    `/kategorier/${fixtures.categorySlug}`,
    `/produkt/${fixtures.productSlug}`,
    '/cart',
    '/mina-sidor/orderhistorik',
  ];
  const near: number[] = [];
  for (const page of pages) near.push(await medianFirstByte(servers.storefrontUrl + page, cookie));
  await setDelay(servers.sandboxUrl, delayMs);
  const rows: WaterfallRow[] = [];
  for (const [i, page] of pages.entries())
    rows.push({
      page,
      nearMs: near[i] as number,
      farMs: await medianFirstByte(servers.storefrontUrl + page, cookie),
    });
  await setDelay(servers.sandboxUrl, 0);
  console.log(`Signed-in pages, medians of ${requests} requests one at a time:\n`);
  console.log(formatWaterfall(rows, delayMs));
  const reports = new URL('../.reports/', import.meta.url).pathname;
  mkdirSync(reports, { recursive: true });
  writeFileSync(
    `${reports}waterfall.json`,
    `${JSON.stringify({ date: new Date().toISOString(), delayMs, requests, rows: rows.map((row) => ({ ...row, roundTrips: roundTrips(row, delayMs) })) }, null, 2)}\n`,
  );
} catch (error) {
  console.error(`[bench:waterfall] failed: ${whyItFailed(error)}`);
  process.exitCode = 1;
} finally {
  await servers.stop();
}
