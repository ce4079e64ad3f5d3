// Issue 9: "the time from changing a quantity to the updated price summary
// with 200 lines (target ≤ 100 ms of main-thread work)". Main-thread work is
// Chromium's own task time (CDP Performance.getMetrics TaskDuration) between
// the edit and the new sum on screen, on a 4× slowed CPU like Lighthouse's
// mobile run; the 500 ms debounce and the network wait are idle time and do
// not count, which is the point: what the phone's CPU spends on the change.
// The figure is the median of five such changes (see measureQuantityChange).
import type { Browser } from 'playwright';
import { median } from './figures.ts';
import { CART_LINES_LARGE, type CartFill, signInWithCart } from './pages.ts';

export interface QuantityChange {
  /** Median main-thread task time between the edit and the updated sum, ms. */
  mainThreadMs: number | null;
  /** Median wall-clock time for the same span (debounce and network included), ms. */
  wallMs: number | null;
  /** Each change's main-thread time, in the order they were made. */
  runs: (number | null)[];
  error?: string;
}

/**
 * The median of `runs` quantity changes, each the first change on a freshly loaded /cart (the
 * cart keeps its lines: 200 seed articles, or exactly `lines`, issue 37's 1,000; the first
 * line's quantity grows by 7 each time). One change is one
 * sample of a noisy figure: on this 2-core machine single changes of the same build range
 * 40–100 ms, the first in a new browser the highest (code not yet compiled), so the bench reports
 * the median like Lighthouse's, and every run beside it.
 */
export async function measureQuantityChange(
  browser: Browser,
  storefrontUrl: string,
  sandboxUrl: string,
  runs = 5,
  lines?: readonly CartFill[],
): Promise<QuantityChange> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'sv-SE' });
  try {
    const page = await context.newPage();
    await signInWithCart({ page, storefrontUrl, sandboxUrl }, CART_LINES_LARGE, lines);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const taskSeconds = async () => {
      const { metrics } = (await cdp.send('Performance.getMetrics')) as {
        metrics: { name: string; value: number }[];
      };
      return metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;
    };
    const mainThread: number[] = [];
    const wall: number[] = [];
    for (let run = 0; run < runs; run++) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await page.goto(`${storefrontUrl}/cart`);
      // The sum sits beside the way on ('Till kassan'): their common container is the summary.
      const onward = page.getByRole('link', { name: 'Till kassan' });
      await onward.waitFor({ timeout: 60_000 });
      // The page settles before the customer types: hydrated, the idle-time loading (tracking, the
      // tag manager) done. Nobody edits a 200-line cart in the second it appears.
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1500);
      const summary = await onward.evaluateHandle((link) => link.parentElement as HTMLElement);
      const locator = page.getByRole('textbox', { name: /^Antal av/ }).first();
      // A handle, resolved before the measurement: finding a field by its accessible name among
      // hundreds is Playwright's work in the page, not the shop's.
      const field = await locator.elementHandle();
      if (!field) throw new Error('No quantity field on /cart');
      // The customer is in the field with its text selected; the measured change is typing the
      // new quantity and leaving the field, sent as the keyboard sends it (CDP input events, no
      // Playwright actionability checks or injected scripts inside the measured span).
      const next = String(Number((await field.inputValue()).replace(',', '.')) + 7);
      await field.focus();
      await field.selectText();
      // Focusing may scroll the field into view: that frame is the setup's, not the change's.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      // A MutationObserver set before the change resolves when the sum's text changes: no polling
      // of the page on every frame inside the measured span.
      await summary.evaluate((el) => {
        const previous = el.textContent;
        (window as unknown as { summaryChanged: Promise<void> }).summaryChanged = new Promise((resolve) => {
          const observer = new MutationObserver(() => {
            if (el.textContent === previous) return;
            observer.disconnect();
            resolve();
          });
          observer.observe(el, { subtree: true, childList: true, characterData: true });
        });
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const startTask = await taskSeconds();
      const started = Date.now();
      await page.keyboard.insertText(next);
      await page.keyboard.press('Tab');
      await page.evaluate(() => (window as unknown as { summaryChanged: Promise<void> }).summaryChanged);
      wall.push(Date.now() - started);
      mainThread.push(((await taskSeconds()) - startTask) * 1000);
      // The change is saved (500 ms debounce, then the request) before the next load.
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(700);
      await page.waitForLoadState('networkidle');
    }
    return { mainThreadMs: median(mainThread), wallMs: median(wall), runs: mainThread };
  } catch (error) {
    return {
      mainThreadMs: null,
      wallMs: null,
      runs: [],
      error: error instanceof Error ? error.message : String(error),
    };
  } finally {
    await context.close();
  }
}
