// gzip JS that a phone has downloaded by the time of the largest
// contentful paint: the JS the first view really waits for. Measured in
// Chromium through Playwright under Lighthouse's mobile conditions (its
// emulated Moto G Power screen, slow 4G, 4x CPU slowdown) so that chunks
// fetched after the first render land after the paint, as on a phone.
import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Response } from 'playwright';
import type { BenchPage, PrepareContext } from './pages.ts';

/** Lighthouse 13's mobile screen (`screenEmulationMetrics.mobile`): the phone every browser phase emulates. */
export const MOBILE_SCREEN = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
};

/** Lighthouse 13's mobile defaults (`constants.throttling.mobileSlow4G`, `screenEmulationMetrics.mobile`). */
const MOBILE = {
  ...MOBILE_SCREEN,
  latencyMs: 150 * 3.75,
  downloadKbps: 1.6 * 1024 * 0.9,
  uploadKbps: 750 * 0.9,
  cpuSlowdown: 4,
};

export interface JsFile {
  url: string;
  /** Decoded body size. */
  bytes: number;
  /** gzip -9 of the body: independent of how (or whether) the serving host compresses. */
  gzipBytes: number;
  /** Body bytes on the wire (Resource Timing `encodedBodySize`) and the encoding the server chose. */
  wireBytes: number | null;
  encoding: string | null;
  /** ms after navigation start when the last byte arrived (Resource Timing `responseEnd`). */
  responseEnd: number | null;
  beforeLcp: boolean;
}

export interface JsBeforeLcp {
  /** ms after navigation start; null when the page painted no contentful element. */
  lcpMs: number | null;
  /** What the largest paint was, for the reader: tag, and text or image URL. */
  lcpElement: string | null;
  /** The page's h1 once loaded: shows which page really rendered (the page itself, a 404, the start page). */
  heading: string | null;
  /** Sum of `gzipBytes` of the files that finished before the largest paint, in KB (1,024 bytes). */
  gzipKb: number | null;
  files: JsFile[];
}

function isJavaScript(response: Response): boolean {
  const type = response.headers()['content-type'] ?? '';
  return /javascript|ecmascript/.test(type) || /\.m?js$/.test(new URL(response.url()).pathname);
}

export function sumBeforeLcp(files: readonly JsFile[]): number {
  return files.filter((f) => f.beforeLcp).reduce((sum, f) => sum + f.gzipBytes, 0) / 1024;
}

/** Loads `url` once in a fresh mobile-emulated context and splits its JS at the largest paint. */
export async function measureJsBeforeLcp(
  browser: Browser,
  url: string,
  page: BenchPage,
  prepareContext: Omit<PrepareContext, 'page'>,
): Promise<JsBeforeLcp> {
  const context = await browser.newContext({
    viewport: MOBILE.viewport,
    deviceScaleFactor: MOBILE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    locale: 'sv-SE',
    timezoneId: 'Europe/Stockholm',
  });
  try {
    const tab = await context.newPage();
    if (page.prepare) await page.prepare({ ...prepareContext, page: tab });
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: MOBILE.latencyMs,
      downloadThroughput: (MOBILE.downloadKbps * 1024) / 8,
      uploadThroughput: (MOBILE.uploadKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuSlowdown });

    const responses: Response[] = [];
    tab.on('response', (response) => {
      if (isJavaScript(response)) responses.push(response);
    });
    await tab.goto(url, { waitUntil: 'load', timeout: 60_000 });
    // A throttled CPU can run the app's script for over a second with the network quiet:
    // 'networkidle' alone may come before the page has rendered at all.
    await tab.waitForSelector('h1', { timeout: 30_000 }).catch(() => {});
    await tab.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});

    const observed = await tab.evaluate(
      () =>
        new Promise<{
          lcp: { startTime: number; element: string | null } | null;
          heading: string | null;
          timings: { name: string; responseEnd: number; encodedBodySize: number }[];
        }>((resolve) => {
          const candidates: PerformanceEntry[] = [];
          const observer = new PerformanceObserver((list) => candidates.push(...list.getEntries()));
          observer.observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => {
            observer.disconnect();
            const last = candidates.at(-1) as
              | (PerformanceEntry & { element: Element | null; url: string })
              | undefined;
            const element = last?.element;
            const what = element
              ? `${element.tagName.toLowerCase()} ${last?.url || JSON.stringify((element.textContent ?? '').trim().slice(0, 60))}`
              : null;
            resolve({
              lcp: last ? { startTime: last.startTime, element: what } : null,
              heading: document.querySelector('h1')?.textContent?.trim().slice(0, 80) ?? null,
              timings: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((t) => ({
                name: t.name,
                responseEnd: t.responseEnd,
                encodedBodySize: t.encodedBodySize,
              })),
            });
          }, 500);
        }),
    );
    const timingOf = new Map(observed.timings.map((t) => [t.name, t]));
    const lcpMs = observed.lcp?.startTime ?? null;

    const files: JsFile[] = [];
    for (const response of responses) {
      const body = await response.body().catch(() => null);
      if (!body) continue;
      const timing = timingOf.get(response.url());
      const responseEnd = timing?.responseEnd ?? null;
      files.push({
        url: new URL(response.url()).pathname,
        bytes: body.length,
        gzipBytes: gzipSync(body, { level: 9 }).length,
        wireBytes: timing?.encodedBodySize || null,
        encoding: response.headers()['content-encoding'] ?? null,
        responseEnd,
        // Without a paint nothing is 'before' it; without a timing the file cannot be placed, so it counts.
        beforeLcp: lcpMs !== null && (responseEnd === null || responseEnd <= lcpMs),
      });
    }
    files.sort((a, b) => (a.responseEnd ?? 0) - (b.responseEnd ?? 0));
    return {
      lcpMs,
      lcpElement: observed.lcp?.element ?? null,
      heading: observed.heading,
      gzipKb: lcpMs === null ? null : sumBeforeLcp(files),
      files,
    };
  } finally {
    await context.close();
  }
}

/** Playwright's Chromium on the machine's browser, with the repo's flags. */
export function launchPlaywright(executablePath: string, args: string[]): Promise<Browser> {
  return chromium.launch({ executablePath, args });
}
