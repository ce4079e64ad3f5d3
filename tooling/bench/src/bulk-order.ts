// Issue 37, "Targets": ordering in bulk, on the bench's desktop profile (Lighthouse's desktop
// screen, no CPU or network throttling: a trade buyer at an office PC).
// - The paste pad: 200 pasted lines from pressing 'Granska rader' to the preview table with its
//   200 resolved rows on screen (≤ 1.5 s), and adding them ('Lägg i varukorg (200 rader)') in one
//   write to the new count on the header's cart button (≤ 2 s; the cart door's 500 ms debounce
//   counts, it is part of what the buyer waits for).
// - /cart with 1,000 lines: the first load (a cold HTTP cache) to a usable cart (≤ 3 s): the app
//   has taken the page over and the main thread has gone quiet. The quantity change at 1,000
//   lines is cart-interaction.ts's figure (4× CPU, as at 200 lines).
// Every time is the page's own clock: the press is the `pointerdown` event's timestamp, the end
// the frame after an in-page MutationObserver saw the result, so Playwright's round trips are
// outside the span.
import type { Browser, BrowserContext, Page } from 'playwright';
import { measureQuantityChange } from './cart-interaction.ts';
import { figure, median, type PageFigures } from './figures.ts';
import { findOrderableArticles } from './fixtures.ts';
import { type CartFill, signInWithCart } from './pages.ts';

/** Lighthouse's desktop screen (`screenEmulationMetrics.desktop`); nothing is throttled. */
const DESKTOP = { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1 } as const;

/** The sizes of issue 37's targets. */
export const BULK = { pasteLines: 200, cartLines: 1000 } as const;

/** A cart is usable once no long task has run for this long after the app took over. */
const QUIET_MS = 1000;

/** The storefront and sandbox the runs talk to, and the visitor's consent answer (as the other phases set it). */
export interface BulkContext {
  storefrontUrl: string;
  sandboxUrl: string;
  consent?: 'granted' | 'denied';
}

/**
 * `count` cart lines from `articles` (each once), quantities 1-5 in turn; throws when there are
 * too few articles, for a bench that filled a smaller cart than it says would mislead.
 *
 * @example bulkLines(['1100602', '1100603'], 2) // [{ articleNumber: '1100602', quantity: 1 }, { articleNumber: '1100603', quantity: 2 }]
 */
export function bulkLines(articles: readonly string[], count: number): CartFill[] {
  const unique = [...new Set(articles)];
  if (unique.length < count)
    throw new Error(`The sandbox has ${unique.length} orderable articles; the bench needs ${count}`);
  return unique.slice(0, count).map((articleNumber, i) => ({ articleNumber, quantity: 1 + (i % 5) }));
}

/**
 * Lines as a spreadsheet's cells are copied: a header row, then number and quantity with a tab
 * between them, one row a line.
 *
 * @example pasteText([{ articleNumber: '1100602', quantity: 3 }]) // 'Artikelnummer\tAntal\n1100602\t3'
 */
export function pasteText(lines: readonly CartFill[]): string {
  return ['Artikelnummer\tAntal', ...lines.map((l) => `${l.articleNumber}\t${l.quantity}`)].join('\n');
}

/** A long task as the page's `longtask` entries give it: start and duration, ms. */
export type LongTask = readonly [start: number, duration: number];

/**
 * When a loaded page became usable: it had taken over (`fromMs`, hydration), and the main thread
 * then went quiet, no long task for `quietMs` (Time to Interactive's rule, without its network
 * part). That is the end of the last long task before the first quiet stretch, or `fromMs` when
 * none follows it. Null when the page was not watched for a quiet stretch after that moment
 * (`observedUntilMs`), or never took over.
 *
 * @example usableAt(900, [[950, 120], [1500, 80], [4000, 60]], 1000, 5000) // 1580
 */
export function usableAt(
  fromMs: number | null,
  longTasks: readonly LongTask[],
  quietMs: number,
  observedUntilMs: number,
): number | null {
  if (fromMs === null) return null;
  let usable = fromMs;
  for (const [start, duration] of [...longTasks].sort((a, b) => a[0] - b[0])) {
    const end = start + duration;
    if (end <= usable) continue;
    if (start - usable >= quietMs) break;
    usable = end;
  }
  return observedUntilMs - usable >= quietMs ? usable : null;
}

/**
 * Runs before the page's own script: notes when `data-hydrated` appears on `<html>` (the app has
 * taken the page over; see dead-window.ts) and every long task from then on.
 */
function loadProbe() {
  const probe = window as unknown as {
    benchLoad: { hydratedMs: number | null; longTasks: [number, number][] };
  };
  probe.benchLoad = { hydratedMs: null, longTasks: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.benchLoad.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  const observer = new MutationObserver(() => {
    if (!document.documentElement?.hasAttribute('data-hydrated')) return;
    probe.benchLoad.hydratedMs = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
}

interface CartLoadRun {
  /** ms from navigation start; null when the run has no such moment. */
  fcpMs: number | null;
  hydratedMs: number | null;
  usableMs: number | null;
  /** Long tasks after hydration until the cart was usable: how many, and their sum in ms. */
  longTasks: number;
  longTaskMs: number;
  /** Quantity fields on the page once settled (the cart's lines). */
  fields: number;
  error?: string;
}

interface CartLoad {
  usableMs: number | null;
  hydratedMs: number | null;
  fcpMs: number | null;
  runs: CartLoadRun[];
  error?: string;
}

/**
 * `runs` first loads of /cart holding `lines`, each in a fresh desktop context (the session's
 * cookie carried over, the HTTP cache empty and disabled), unthrottled. A run counts when every
 * line's quantity field is on the page; its figure is when the cart became usable (`usableAt`).
 */
async function measureCartLoad(
  browser: Browser,
  context: BulkContext,
  lines: readonly CartFill[],
  runs = 3,
): Promise<CartLoad> {
  let storageState: Awaited<ReturnType<BrowserContext['storageState']>>;
  try {
    const setup = await desktopContext(browser, context);
    const page = await setup.newPage();
    await signInWithCart({ ...context, page }, lines.length, lines);
    storageState = await setup.storageState();
    await setup.close();
  } catch (error) {
    return { usableMs: null, hydratedMs: null, fcpMs: null, runs: [], error: messageOf(error) };
  }
  const results: CartLoadRun[] = [];
  for (let run = 0; run < runs; run++) {
    const tabs = await browser.newContext({ ...DESKTOP, locale: 'sv-SE', storageState });
    try {
      await tabs.addInitScript(loadProbe);
      const tab = await tabs.newPage();
      const cdp = await tabs.newCDPSession(tab);
      await cdp.send('Network.enable');
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await tab.goto(`${context.storefrontUrl}/cart`, { waitUntil: 'domcontentloaded', timeout: 60_000 });
      // Waits in the page (timers, no polling from outside) until the app has taken over and no
      // long task has run for QUIET_MS; a minute at most.
      const seen = await tab.evaluate(
        ({ quietMs, timeoutMs }) =>
          new Promise<{ hydratedMs: number | null; longTasks: [number, number][]; untilMs: number }>(
            (resolve) => {
              const probe = (
                window as unknown as {
                  benchLoad: { hydratedMs: number | null; longTasks: [number, number][] };
                }
              ).benchLoad;
              const started = performance.now();
              const check = () => {
                const now = performance.now();
                const lastEnd = Math.max(
                  probe.hydratedMs ?? Number.POSITIVE_INFINITY,
                  ...probe.longTasks.map(([start, duration]) => start + duration),
                );
                if ((probe.hydratedMs !== null && now - lastEnd >= quietMs) || now - started > timeoutMs)
                  resolve({ hydratedMs: probe.hydratedMs, longTasks: probe.longTasks, untilMs: now });
                else setTimeout(check, 100);
              };
              check();
            },
          ),
        { quietMs: QUIET_MS, timeoutMs: 60_000 },
      );
      const page = await tab.evaluate(() => ({
        fcpMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        fields: document.querySelectorAll('main input[aria-label^="Antal av"]').length,
      }));
      const usableMs = usableAt(seen.hydratedMs, seen.longTasks, QUIET_MS, seen.untilMs);
      const counted = seen.longTasks.filter(
        ([start, duration]) =>
          seen.hydratedMs !== null &&
          usableMs !== null &&
          start + duration > seen.hydratedMs &&
          start < usableMs,
      );
      results.push({
        fcpMs: page.fcpMs,
        hydratedMs: seen.hydratedMs,
        usableMs,
        longTasks: counted.length,
        longTaskMs: counted.reduce((sum, [, duration]) => sum + duration, 0),
        fields: page.fields,
        ...(page.fields === lines.length
          ? {}
          : { error: `the page shows ${page.fields} quantity fields, not ${lines.length}` }),
      });
    } catch (error) {
      results.push({
        fcpMs: null,
        hydratedMs: null,
        usableMs: null,
        longTasks: 0,
        longTaskMs: 0,
        fields: 0,
        error: messageOf(error),
      });
    } finally {
      await tabs.close();
    }
  }
  const measured = results.filter((r) => !r.error);
  return {
    // A run that never became usable counts: it fails the figure rather than drop out of it.
    usableMs: measured.length === results.length ? median(measured.map((r) => r.usableMs)) : null,
    hydratedMs: median(measured.map((r) => r.hydratedMs)),
    fcpMs: median(measured.map((r) => r.fcpMs)),
    runs: results,
  };
}

interface PasteRun {
  /** 'Granska rader' pressed → the preview's rows on screen, ms. */
  resolveMs: number | null;
  /** 'Lägg i varukorg' pressed → the header's cart count on screen, ms. */
  addMs: number | null;
  /** Batch adds the add sent. */
  writes: number;
  error?: string;
}

interface PasteFigures {
  resolveMs: number | null;
  addMs: number | null;
  /** The most batch adds any run's add sent (the target is one). */
  writes: number | null;
  runs: PasteRun[];
  error?: string;
}

/**
 * Arms the page for one timed press: notes the next `pointerdown`'s timestamp, and resolves
 * `window.benchDone` with the frame after `selector`'s element first satisfies `done` (checked
 * by a MutationObserver on it, no polling).
 */
function armPress({ selector, rows, text }: { selector: string; rows?: number; text?: string }) {
  const w = window as unknown as { benchPressed: number | null; benchDone: Promise<number> };
  w.benchPressed = null;
  document.addEventListener(
    'pointerdown',
    (event) => {
      w.benchPressed = event.timeStamp;
    },
    { capture: true, once: true },
  );
  const root = document.querySelector(selector) ?? document.body;
  const done = () => {
    if (rows !== undefined)
      return (
        (document.querySelector(`${selector} table tbody`) as HTMLTableSectionElement | null)?.rows.length ===
        rows
      );
    return text !== undefined && (root.textContent ?? '').includes(text);
  };
  w.benchDone = new Promise<number>((resolve) => {
    const observer = new MutationObserver(() => {
      if (!done()) return;
      observer.disconnect();
      // The frame that shows it: the next animation frame, and the task after its paint.
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
    });
    observer.observe(root, { subtree: true, childList: true, characterData: true });
  });
}

/** The span of the armed press, in the page's clock. */
async function pressedToDone(tab: Page, timeoutMs: number): Promise<number> {
  return tab.evaluate(async (timeout) => {
    const w = window as unknown as { benchPressed: number | null; benchDone: Promise<number> };
    const end = await Promise.race([
      w.benchDone,
      new Promise<null>((resolve) => setTimeout(() => resolve(null), timeout)),
    ]);
    if (end === null || w.benchPressed === null) throw new Error(`no result within ${timeout} ms`);
    return end - w.benchPressed;
  }, timeoutMs);
}

/**
 * `runs` times, on a desktop tab signed in as the cart user with an empty cart: /snabborder,
 * Utkörning, the lines pasted, 'Granska rader' pressed and timed to the resolved preview, then
 * 'Lägg i varukorg (N rader)' pressed and timed to the header's new count, the batch adds
 * counted, and the cart checked to hold exactly the lines.
 */
async function measurePaste(
  browser: Browser,
  context: BulkContext,
  lines: readonly CartFill[],
  runs = 3,
): Promise<PasteFigures> {
  const results: PasteRun[] = [];
  const tabs = await desktopContext(browser, context);
  try {
    const tab = await tabs.newPage();
    await signInWithCart({ ...context, page: tab }, 0, []);
    let writes = 0;
    tab.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/variants/batch/add')) writes++;
    });
    for (let run = 0; run < runs; run++) {
      try {
        await tab.evaluate(async () => {
          const { cartId } = (await (await fetch('/api/v2/cart')).json()) as { cartId: string };
          await fetch(`/api/v2/cart/${cartId}/variants`, { method: 'DELETE' });
        });
        await tab.goto(`${context.storefrontUrl}/snabborder`);
        await tab.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
        await tab
          .getByRole('radiogroup', { name: 'Leveranssätt' })
          .getByText('Utkörning', { exact: true })
          .click();
        await tab.getByLabel('Klistra in rader').fill(pasteText(lines));
        await tab.waitForTimeout(300);
        await tab.evaluate(armPress, { selector: 'main', rows: lines.length });
        await tab.getByRole('button', { name: 'Granska rader' }).click();
        const resolveMs = await pressedToDone(tab, 30_000);
        const status = await tab
          .getByRole('status')
          .filter({ hasText: 'kan läggas i varukorgen' })
          .textContent();
        const expected = `${lines.length} rader kan läggas i varukorgen, 0 rader behöver åtgärdas.`;
        if (status?.trim() !== expected) throw new Error(`the preview says '${status}', not '${expected}'`);

        await tab.waitForTimeout(300);
        const before = writes;
        await tab.evaluate(armPress, { selector: 'header', text: `Varukorg, ${lines.length} artiklar` });
        await tab.getByRole('button', { name: `Lägg i varukorg (${lines.length} rader)` }).click();
        const addMs = await pressedToDone(tab, 30_000);
        await tab.waitForLoadState('networkidle');
        const held = await tab.evaluate(
          async () =>
            ((await (await fetch('/api/v2/cart')).json()) as { cartItems: unknown[] }).cartItems.length,
        );
        const run = { resolveMs, addMs, writes: writes - before };
        results.push(
          held === lines.length
            ? run
            : { ...run, error: `the cart holds ${held} lines, not ${lines.length}` },
        );
      } catch (error) {
        results.push({ resolveMs: null, addMs: null, writes: 0, error: messageOf(error) });
      }
    }
  } catch (error) {
    return { resolveMs: null, addMs: null, writes: null, runs: results, error: messageOf(error) };
  } finally {
    await tabs.close();
  }
  const measured = results.filter((r) => !r.error);
  const all = measured.length === results.length;
  return {
    resolveMs: all ? median(measured.map((r) => r.resolveMs)) : null,
    addMs: all ? median(measured.map((r) => r.addMs)) : null,
    writes: all ? Math.max(...measured.map((r) => r.writes)) : null,
    runs: results,
  };
}

async function desktopContext(browser: Browser, context: BulkContext): Promise<BrowserContext> {
  const tabs = await browser.newContext({ ...DESKTOP, locale: 'sv-SE', timezoneId: 'Europe/Stockholm' });
  if (context.consent)
    await tabs.addCookies([{ name: 'shop_consent', value: context.consent, url: context.storefrontUrl }]);
  return tabs;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The bulk phase's figures for the report, with what lies behind them. */
export interface BulkResult extends PageFigures {
  details: PasteFigures | { load: CartLoad; change: Awaited<ReturnType<typeof measureQuantityChange>> };
}

/**
 * Issue 37's figures: the paste pad with `BULK.pasteLines` lines, then /cart with
 * `BULK.cartLines` (its first load on the desktop profile and a quantity change as the cart-200
 * figure takes it), every target beside its figure. `runs` loads and pastes (the quantity change
 * takes five, as at 200 lines). The cart user's cart is left with the 1,000 lines.
 */
export async function measureBulkOrdering(
  browser: Browser,
  context: BulkContext,
  log: (message: string) => void,
  runs = 3,
): Promise<BulkResult[]> {
  const articles = await findOrderableArticles(context.sandboxUrl);
  const ms = (value: number | null) => (value === null ? '—' : `${value.toFixed(0)} ms`);

  const paste = await measurePaste(browser, context, bulkLines(articles, BULK.pasteLines), runs);
  log(
    `paste-${BULK.pasteLines}: ${paste.error ?? `preview ${ms(paste.resolveMs)}, add ${ms(paste.addMs)} in ${paste.writes ?? '—'} write(s)`} (runs: ${paste.runs
      .map((r) => r.error ?? `${ms(r.resolveMs)} / ${ms(r.addMs)} / ${r.writes}`)
      .join('; ')})`,
  );

  const cartLines = bulkLines(articles, BULK.cartLines);
  const load = await measureCartLoad(browser, context, cartLines, runs);
  log(
    `cart-${BULK.cartLines} load: ${load.error ?? `usable ${ms(load.usableMs)}, hydrated ${ms(load.hydratedMs)}, first paint ${ms(load.fcpMs)}`} (runs: ${load.runs
      .map(
        (r) =>
          r.error ??
          `usable ${ms(r.usableMs)}, hydrated ${ms(r.hydratedMs)}, ${r.longTasks} long tasks of ${ms(r.longTaskMs)}`,
      )
      .join('; ')})`,
  );
  const change = await measureQuantityChange(
    browser,
    context.storefrontUrl,
    context.sandboxUrl,
    5,
    cartLines,
  );
  log(
    `cart-${BULK.cartLines}: quantity change ${change.error ?? `${ms(change.mainThreadMs)} main thread (median of ${change.runs.map((v) => v?.toFixed(0)).join(', ')}), ${ms(change.wallMs)} wall`}`,
  );

  return [
    {
      id: `paste-${BULK.pasteLines}`,
      path: '/snabborder',
      figures: {
        pasteResolveMs: figure(paste.resolveMs, { op: '<=', value: 1500 }, runsOf(paste.runs, 'resolveMs')),
        pasteAddMs: figure(paste.addMs, { op: '<=', value: 2000 }, runsOf(paste.runs, 'addMs')),
        pasteAddWrites: figure(paste.writes, { op: '<=', value: 1 }, runsOf(paste.runs, 'writes')),
      },
      details: paste,
    },
    {
      id: `cart-${BULK.cartLines}`,
      path: '/cart',
      figures: {
        cartUsableMs: figure(load.usableMs, { op: '<=', value: 3000 }, runsOf(load.runs, 'usableMs')),
        quantityMainThreadMs: figure(change.mainThreadMs, { op: '<=', value: 50 }, change.runs),
        quantityWallMs: figure(change.wallMs, null),
      },
      details: { load, change },
    },
  ];
}

/** One figure of every run, a failed run as null. */
function runsOf<R extends { error?: string }, K extends keyof R>(
  runs: readonly R[],
  key: K,
): (number | null)[] {
  return runs.map((run) => (run.error ? null : (run[key] as number | null)));
}
