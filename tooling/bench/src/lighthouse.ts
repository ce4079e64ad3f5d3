// Lighthouse, programmatically, with its defaults: mobile emulation and
// simulated slow-4G / 4x CPU throttling. One Chromium serves every run;
// Lighthouse clears its storage and cache before each one.
import { writeFileSync } from 'node:fs';
import { type LaunchedChrome, launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { median } from './figures.ts';
import type { BenchPage, PrepareContext } from './pages.ts';

export interface LighthouseRun {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Lighthouse's own error code when the run produced no figures (e.g. NO_FCP). */
  error: string | null;
  /** The audits that cost accessibility or best-practices points, for the reader. */
  failedAudits: string[];
}

export type LighthouseMedians = Omit<LighthouseRun, 'error' | 'failedAudits'>;

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

export class LighthouseRunner {
  private readonly chrome: LaunchedChrome;
  readonly version: string;

  private constructor(chrome: LaunchedChrome, version: string) {
    this.chrome = chrome;
    this.version = version;
    process.once('exit', this.killOnExit);
  }

  /** Whatever ends this process, its Chromium goes with it. */
  private readonly killOnExit = () => {
    try {
      if (this.chrome.pid) process.kill(this.chrome.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  };

  static async start(chromePath: string, chromeFlags: string[]): Promise<LighthouseRunner> {
    const chrome = await launch({ chromePath, chromeFlags, logLevel: 'error' });
    const version = (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version;
    return new LighthouseRunner(chrome, version);
  }

  /**
   * Before each run: the storefront's cookies and storage of earlier runs go (a first visit), the
   * visitor's consent cookie is set when tracking is measured (the tag manager loads as it would
   * for someone who said yes), and `page.prepare` runs in a tab of the measured profile.
   */
  private async prepare(page: BenchPage, context: Omit<PrepareContext, 'page'>): Promise<void> {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${this.chrome.port}`);
    try {
      const profile = browser.contexts()[0];
      if (!profile) throw new Error('Chromium has no default context to prepare');
      const tab = await profile.newPage();
      const cdp = await profile.newCDPSession(tab);
      await cdp.send('Storage.clearDataForOrigin', { origin: context.storefrontUrl, storageTypes: 'all' });
      await profile.clearCookies();
      if (context.consent)
        await profile.addCookies([
          { name: 'shop_consent', value: context.consent, url: context.storefrontUrl },
        ]);
      if (page.prepare) await page.prepare({ ...context, page: tab });
      // Lighthouse's own reset is off (it would take the cookies above), and with it its cache
      // wipe: the measured load must still fetch every file, as a first visit does.
      await cdp.send('Network.clearBrowserCache');
      await tab.close();
    } finally {
      await browser.close();
    }
  }

  async run(
    url: string,
    page: BenchPage,
    context: Omit<PrepareContext, 'page'>,
    reportFile?: string,
  ): Promise<LighthouseRun> {
    await this.prepare(page, context);
    const result = await lighthouse(url, {
      port: this.chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      // What prepare stored (a session, a filled cart, the consent cookie) stays; prepare cleared the rest.
      disableStorageReset: true,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (reportFile) writeFileSync(reportFile, typeof result.report === 'string' ? result.report : '');
    const score = (id: string) => {
      const s = lhr.categories[id]?.score;
      return typeof s === 'number' ? Math.round(s * 100) : null;
    };
    const numeric = (id: string) => {
      const v = lhr.audits[id]?.numericValue;
      return typeof v === 'number' ? v : null;
    };
    const failedAudits = ['accessibility', 'best-practices'].flatMap((id) =>
      (lhr.categories[id]?.auditRefs ?? [])
        .filter(
          (ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score !== 1,
        )
        .map((ref) => `${id}: ${ref.id}`),
    );
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      error: lhr.runtimeError?.code ?? null,
      failedAudits,
    };
  }

  async stop(): Promise<void> {
    process.removeListener('exit', this.killOnExit);
    await this.chrome.kill();
  }
}

/** Median of each figure over the runs, taken figure by figure. */
export function medians(runs: readonly LighthouseRun[]): LighthouseMedians {
  return {
    performance: median(runs.map((r) => r.performance)),
    accessibility: median(runs.map((r) => r.accessibility)),
    bestPractices: median(runs.map((r) => r.bestPractices)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls: median(runs.map((r) => r.cls)),
  };
}
