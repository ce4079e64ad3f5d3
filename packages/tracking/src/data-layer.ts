export interface DataLayer {
  /** False without a tag-manager id: nothing is pushed. */
  readonly enabled: boolean;
  /** Pushes an event; ecommerce events get `{ ecommerce: null }` first, as GA4 requires. */
  push(event: object): void;
}

export interface DataLayerOptions {
  gtmId?: string | null;
  /** Defaults to the global window; injectable for tests. */
  window?: Window & { dataLayer?: unknown[] };
  console?: Pick<Console, 'error'>;
}

let warned = false;

/** Runs `task` once the page has painted its largest content and the browser is idle (or after 5 s). */
function afterLargestPaint(win: Window, task: () => void) {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    const idle = (
      win as Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number }
    ).requestIdleCallback;
    if (idle) idle.call(win, task, { timeout: 2000 });
    else win.setTimeout(task, 0);
  };
  const Observer = (win as Window & { PerformanceObserver?: typeof PerformanceObserver }).PerformanceObserver;
  if (Observer?.supportedEntryTypes?.includes('largest-contentful-paint')) {
    const observer = new Observer(() => {
      observer.disconnect();
      run();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  }
  win.setTimeout(run, 5000);
}

/**
 * The tag manager's data layer. Without a GTM id tracking is off and the
 * console says 'Missing GTM_ID' once; with one, the tag-manager script is
 * added only after the largest paint, so it never competes with the first render.
 *
 * @example
 * const dataLayer = createDataLayer({ gtmId: env.GTM_ID });
 * dataLayer.push(viewItemEvent(variant));
 */
export function createDataLayer(options: DataLayerOptions = {}): DataLayer {
  const win = options.window ?? (globalThis as unknown as Window & { dataLayer?: unknown[] });
  const gtmId = options.gtmId?.trim() ?? '';
  // Off only when no id is set (content §5): an id of another shape is the tag manager's to judge.
  if (gtmId === '') {
    if (!warned) {
      warned = true;
      (options.console ?? console).error('Missing GTM_ID');
    }
    return { enabled: false, push: () => {} };
  }
  win.dataLayer = win.dataLayer ?? [];
  const layer = win.dataLayer;
  layer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  afterLargestPaint(win, () => {
    const script = win.document.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;
    win.document.head.append(script);
  });
  return {
    enabled: true,
    push(event) {
      if ('ecommerce' in event) layer.push({ ecommerce: null });
      layer.push(event);
    },
  };
}

/** For tests: the 'Missing GTM_ID' warning fires again. */
export function resetDataLayerWarning(): void {
  warned = false;
}
