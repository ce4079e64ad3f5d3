// Issue 36: the dead window, from the first contentful paint to the moment the app has taken the
// page over (`data-hydrated` on `<html>`), and the script a page fetches before and after that
// moment. Measured in Chromium through Playwright and the DevTools protocol on a mid-range
// phone: 4× CPU slowdown, 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, a fresh context
// (no cache) per run. Both times are the page's own clock (`performance.now()`, from navigation
// start), so the window is one subtraction on one clock.
import { gzipSync } from 'node:zlib';
import type { Browser, Request } from 'playwright';
import { median } from './figures.ts';
import { MOBILE_SCREEN } from './js-before-lcp.ts';
import type { BenchPage, PrepareContext } from './pages.ts';

/** The phone of issue 36, as the DevTools protocol applies it (bytes per second for throughput). */
export const PHONE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
} as const;

/** The attribute the storefront sets on `<html>` once it has hydrated (packages/storefront/src/app/document.tsx). */
const HYDRATED_ATTRIBUTE = 'data-hydrated';
/** How long a run waits for the app to take over before it counts as never hydrated. */
const HYDRATION_TIMEOUT_MS = 60_000;

interface ScriptFile {
  url: string;
  /** Decoded body size. */
  bytes: number;
  /** gzip -9 of the body: the bench's measure of script size, as for the entry (independent of the host's compression). */
  gzipBytes: number;
  /** Body bytes on the wire (the server's own compression), headers excluded. */
  wireBytes: number;
  encoding: string | null;
  /** ms after navigation start when the last byte arrived (Resource Timing `responseEnd`); null when not found. */
  responseEnd: number | null;
  /** Whether it had arrived when the app set `data-hydrated`. */
  beforeHydration: boolean;
}

export interface DeadWindowRun {
  /** The page's h1 and path once settled: show which page really rendered (not a sign-in page, not a 404). */
  heading: string | null;
  path: string | null;
  /** ms after navigation start: the buffered `first-contentful-paint` entry; null without a paint. */
  fcpMs: number | null;
  /** ms after navigation start when `data-hydrated` appeared; null when it did not within a minute. */
  hydratedMs: number | null;
  /** `hydratedMs − fcpMs`, never below 0; null when either is missing. */
  deadWindowMs: number | null;
  /** gzip KB of the script files that had arrived when the app took over; null when it never did. */
  scriptBeforeHydrationKb: number | null;
  /** gzip KB of every script file the page fetched by the time its network settled; null when the run failed. */
  scriptTotalKb: number | null;
  /** The same two, in KB on the wire (the server's compression). */
  wireBeforeHydrationKb: number | null;
  wireTotalKb: number | null;
  scripts: ScriptFile[];
  /** Why the run has no figures (navigation failed, the page crashed). */
  error?: string;
}

export interface DeadWindow {
  /** Medians over the runs, each figure on its own (the median window is the median of the windows). */
  fcpMs: number | null;
  hydratedMs: number | null;
  deadWindowMs: number | null;
  scriptBeforeHydrationKb: number | null;
  scriptTotalKb: number | null;
  runs: DeadWindowRun[];
}

/**
 * The time a painted page does not answer: from its first contentful paint to hydration. An
 * app that took over before the first paint leaves no dead window (0), and a missing time
 * leaves no figure.
 *
 * @example deadWindowOf(800, 1900) // 1100
 */
export function deadWindowOf(fcpMs: number | null, hydratedMs: number | null): number | null {
  if (fcpMs === null || hydratedMs === null) return null;
  return Math.max(0, hydratedMs - fcpMs);
}

/**
 * Whether a file had arrived when the app took over: its last byte came at or before
 * `hydratedMs`. A file without a timing cannot be placed, so it counts as arrived (the figure
 * errs towards too much, never too little); nothing arrived before a hydration that never came.
 */
function arrivedBy(responseEnd: number | null, hydratedMs: number | null): boolean {
  return hydratedMs !== null && (responseEnd === null || responseEnd <= hydratedMs);
}

type SizedScript = Pick<ScriptFile, 'gzipBytes' | 'wireBytes' | 'responseEnd'>;

/**
 * The script a page fetched before the app took over (see `arrivedBy`) and in all, gzip and on
 * the wire, in KB of 1,024 bytes.
 *
 * @example scriptSums([{ gzipBytes: 2048, wireBytes: 1024, responseEnd: 900 }], 1000)
 *   // { beforeHydrationKb: 2, totalKb: 2, wireBeforeHydrationKb: 1, wireTotalKb: 1 }
 */
export function scriptSums(files: readonly SizedScript[], hydratedMs: number | null) {
  const before = (f: SizedScript) => arrivedBy(f.responseEnd, hydratedMs);
  const kb = (list: readonly SizedScript[], size: (f: SizedScript) => number) =>
    list.reduce((sum, f) => sum + size(f), 0) / 1024;
  const early = files.filter(before);
  return {
    beforeHydrationKb: hydratedMs === null ? null : kb(early, (f) => f.gzipBytes),
    totalKb: kb(files, (f) => f.gzipBytes),
    wireBeforeHydrationKb: hydratedMs === null ? null : kb(early, (f) => f.wireBytes),
    wireTotalKb: kb(files, (f) => f.wireBytes),
  };
}

/**
 * The median of the runs' values where a missing value is a run whose app never took over: later
 * than any that did, so it can only move the median up, and when the median falls on such a run
 * there is no figure (null, which meets no target).
 *
 * @example medianCountingNever([900, null, 1100]) // 1100
 */
export function medianCountingNever(values: readonly (number | null)[]): number | null {
  if (values.length === 0) return null;
  const times = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  // Sorted, the values are `times` followed by the runs that never hydrated.
  const at = (i: number) => (i < times.length ? (times[i] as number) : null);
  const n = values.length;
  if (n % 2 === 1) return at((n - 1) / 2);
  const low = at(n / 2 - 1);
  const high = at(n / 2);
  return low === null || high === null ? null : (low + high) / 2;
}

/**
 * Each figure's median over the runs, taken on its own (the median window is the median of the
 * runs' windows, not the difference of two medians). A failed run (no page, no browser) is left
 * out; a run whose app never took over counts against the times that depend on hydration.
 *
 * @example summarize(runs).deadWindowMs
 */
export function summarize(runs: readonly DeadWindowRun[]): DeadWindow {
  const measured = runs.filter((run) => !run.error);
  const plain = (figure: (run: DeadWindowRun) => number | null) => median(measured.map(figure));
  const untilHydrated = (figure: (run: DeadWindowRun) => number | null) =>
    medianCountingNever(measured.map(figure));
  return {
    fcpMs: plain((r) => r.fcpMs),
    hydratedMs: untilHydrated((r) => r.hydratedMs),
    deadWindowMs: untilHydrated((r) => r.deadWindowMs),
    scriptBeforeHydrationKb: untilHydrated((r) => r.scriptBeforeHydrationKb),
    scriptTotalKb: plain((r) => r.scriptTotalKb),
    runs: [...runs],
  };
}

/** Whether a request fetched script: the network log's type, or a JavaScript content type. */
function isScript(request: Request, contentType: string): boolean {
  return request.resourceType() === 'script' || /javascript|ecmascript/.test(contentType);
}

/**
 * Runs before any of the page's own script, in every document of the context. A MutationObserver
 * on the document (there is no `<html>` yet) notes `performance.now()` when `data-hydrated`
 * appears. Its callback runs at the microtask checkpoint that ends the very task that set the
 * attribute (React's effect flush: one scheduler slice of about 5 ms at most), with no polling:
 * a poll would miss the moment by up to its interval and, at 4× slowdown, take main-thread time
 * from the hydration it measures.
 */
function hydrationProbe(attribute: string) {
  performance.setResourceTimingBufferSize(2000);
  const probe = window as unknown as { benchHydrated: Promise<number> };
  probe.benchHydrated = new Promise<number>((resolve) => {
    const observer = new MutationObserver(() => {
      if (!document.documentElement?.hasAttribute(attribute)) return;
      const at = performance.now();
      observer.disconnect();
      resolve(at);
    });
    observer.observe(document, { subtree: true, attributes: true, attributeFilter: [attribute] });
  });
}

/**
 * One throttled load of `url` in a fresh browser context: the first contentful paint, the moment
 * of hydration, and every script file with its size and arrival. `page.prepare` (signing in,
 * filling a cart) runs first in a tab of that context, unthrottled; the measured tab then starts
 * with the HTTP cache cleared and disabled, so the load fetches every file as a first visit does.
 */
export async function measureDeadWindowRun(
  browser: Browser,
  url: string,
  page: BenchPage,
  prepareContext: Omit<PrepareContext, 'page'>,
): Promise<DeadWindowRun> {
  const context = await browser.newContext({
    ...MOBILE_SCREEN,
    isMobile: true,
    hasTouch: true,
    locale: 'sv-SE',
    timezoneId: 'Europe/Stockholm',
  });
  try {
    if (prepareContext.consent)
      await context.addCookies([
        { name: 'shop_consent', value: prepareContext.consent, url: prepareContext.storefrontUrl },
      ]);
    if (page.prepare) {
      const setup = await context.newPage();
      await page.prepare({ ...prepareContext, page: setup });
      await setup.close();
    }
    await context.addInitScript(hydrationProbe, HYDRATED_ATTRIBUTE);
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE.latencyMs,
      downloadThroughput: PHONE.downloadBytesPerSecond,
      uploadThroughput: PHONE.uploadBytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });

    const finished: Request[] = [];
    tab.on('requestfinished', (request) => finished.push(request));

    // DOMContentLoaded comes before the app can take over: its loader waits for the load event.
    await tab.goto(url, { waitUntil: 'domcontentloaded', timeout: 60_000 });
    // One evaluation that awaits the probe's promise: nothing polls the page while it hydrates.
    const hydratedMs =
      (await tab.evaluate(
        (timeoutMs) =>
          Promise.race([
            (window as unknown as { benchHydrated?: Promise<number> }).benchHydrated ?? null,
            new Promise<null>((resolve) => setTimeout(() => resolve(null), timeoutMs)),
          ]),
        HYDRATION_TIMEOUT_MS,
      )) ?? null;
    // What the page fetches after it has taken over (idle-time chunks, the tag manager) belongs
    // to 'in all': wait for the network to settle, then for a quiet moment, then again.
    await tab.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
    await tab.waitForTimeout(2000);
    await tab.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});

    const inPage = await tab.evaluate(() => ({
      fcpMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      heading: document.querySelector('h1')?.textContent?.trim().slice(0, 80) ?? null,
      path: location.pathname + location.search,
      timings: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((t) => ({
        name: t.name,
        responseEnd: t.responseEnd,
      })),
    }));

    // Resource Timing by URL, in order: a URL fetched twice pairs its requests with its entries in turn.
    const timingsOf = new Map<string, number[]>();
    for (const t of inPage.timings) timingsOf.set(t.name, [...(timingsOf.get(t.name) ?? []), t.responseEnd]);
    const scripts: ScriptFile[] = [];
    for (const request of finished) {
      const response = await request.response();
      if (!response) continue;
      const headers = await response.allHeaders();
      if (!isScript(request, headers['content-type'] ?? '')) continue;
      const body = await response.body().catch(() => null);
      if (!body) continue;
      const sizes = await request.sizes();
      const responseEnd = timingsOf.get(request.url())?.shift() ?? null;
      scripts.push({
        url: request.url().startsWith(prepareContext.storefrontUrl)
          ? new URL(request.url()).pathname
          : request.url(),
        bytes: body.length,
        gzipBytes: gzipSync(body, { level: 9 }).length,
        wireBytes: sizes.responseBodySize,
        encoding: headers['content-encoding'] ?? null,
        responseEnd,
        beforeHydration: arrivedBy(responseEnd, hydratedMs),
      });
    }
    scripts.sort((a, b) => (a.responseEnd ?? 0) - (b.responseEnd ?? 0));
    const sums = scriptSums(scripts, hydratedMs);
    return {
      heading: inPage.heading,
      path: inPage.path,
      fcpMs: inPage.fcpMs,
      hydratedMs,
      deadWindowMs: deadWindowOf(inPage.fcpMs, hydratedMs),
      scriptBeforeHydrationKb: sums.beforeHydrationKb,
      scriptTotalKb: sums.totalKb,
      wireBeforeHydrationKb: sums.wireBeforeHydrationKb,
      wireTotalKb: sums.wireTotalKb,
      scripts,
    };
  } catch (error) {
    return {
      heading: null,
      path: null,
      fcpMs: null,
      hydratedMs: null,
      deadWindowMs: null,
      scriptBeforeHydrationKb: null,
      scriptTotalKb: null,
      wireBeforeHydrationKb: null,
      wireTotalKb: null,
      scripts: [],
      error: error instanceof Error ? error.message : String(error),
    };
  } finally {
    await context.close();
  }
}
