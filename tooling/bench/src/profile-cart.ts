// `pnpm --filter @shop/bench profile:cart`: where the time of /cart goes, for a person to read (not a
// figure of the bench). Loads /cart with LINES lines (default 200; LINES=1000 for issue 37's
// cart) at 4× CPU slowdown and writes a CPU
// profile of the load, and a CPU profile and a timeline trace of one quantity change (typed and left
// with Tab, as the bench's cart-200 figure does), to .reports/profile-cart/. Open the .cpuprofile
// files in Chromium DevTools (Performance panel) or summarise them by function.
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright';
import { bulkLines } from './bulk-order.ts';
import { findOrderableArticles } from './fixtures.ts';
import { CART_LINES_LARGE, signInWithCart } from './pages.ts';
import { startServers } from './servers.ts';

const lines = Number(process.env.LINES ?? CART_LINES_LARGE);

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string } }[];
  samples: number[];
  timeDeltas: number[];
}

/** Main-thread time the profile spent outside '(idle)', in ms, and the five scripts with the most of it. */
function busy(profile: CpuProfile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const byScript = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id);
    if (!frame || frame.functionName === '(idle)') return;
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    total += ms;
    const script = frame.url.split('/').pop() || frame.functionName;
    byScript.set(script, (byScript.get(script) ?? 0) + ms);
  });
  const top = [...byScript].sort((a, b) => b[1] - a[1]).slice(0, 5);
  return `${Math.round(total)} ms busy (${top.map(([s, ms]) => `${s} ${Math.round(ms)}`).join(', ')})`;
}
const out = new URL('../.reports/profile-cart/', import.meta.url);
mkdirSync(out, { recursive: true });
const servers = await startServers({});
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'sv-SE' });
  const page = await context.newPage();
  // 200 lines: the seed articles of the cart-200 figure; more (issue 37's 1,000): exactly that
  // many orderable articles, as the bench's cart-1000 figures fill them.
  await signInWithCart(
    { page, storefrontUrl: servers.storefrontUrl, sandboxUrl: servers.sandboxUrl },
    lines,
    lines > CART_LINES_LARGE ? bulkLines(await findOrderableArticles(servers.sandboxUrl), lines) : undefined,
  );
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.start');
  await page.goto(`${servers.storefrontUrl}/cart`);
  const onward = page.getByRole('link', { name: 'Till kassan' });
  await onward.waitFor({ timeout: 60_000 });
  await page.waitForTimeout(3000);
  const load = (await cdp.send('Profiler.stop')).profile as CpuProfile;
  writeFileSync(new URL('load.cpuprofile', out), JSON.stringify(load));
  console.log(`Loading /cart with ${lines} lines (4× CPU, until 3 s after 'Till kassan'): ${busy(load)}`);

  const summary = await onward.evaluateHandle((link) => link.parentElement as HTMLElement);
  const field = await page
    .getByRole('textbox', { name: /^Antal av/ })
    .first()
    .elementHandle();
  if (!field) throw new Error('No quantity field on /cart');
  const next = String(Number((await field.inputValue()).replace(',', '.')) + 7);
  await field.focus();
  await field.selectText();
  const before = await summary.evaluate((el) => el.textContent);
  const events: unknown[] = [];
  cdp.on('Tracing.dataCollected', (e: { value: unknown[] }) => events.push(...e.value));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute',
    transferMode: 'ReportEvents',
  });
  await cdp.send('Profiler.start');
  const started = Date.now();
  await page.keyboard.insertText(next);
  await page.keyboard.press('Tab');
  await page.waitForFunction(([el, previous]) => el.textContent !== previous, [summary, before] as const);
  console.log(`${lines} lines: the sum changed ${Date.now() - started} ms after the edit (wall)`);
  writeFileSync(new URL('change.cpuprofile', out), JSON.stringify((await cdp.send('Profiler.stop')).profile));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await done;
  writeFileSync(new URL('change-trace.json', out), JSON.stringify(events));
  console.log(`Profiles in ${out.pathname}`);
} finally {
  await browser.close();
  await servers.stop();
}
