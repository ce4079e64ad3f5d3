export interface DataLayer {
  /** False without a tag-manager id: nothing is pushed. */
  readonly enabled: boolean;
  /** Pushes an event; ecommerce events get `{ ecommerce: null }` first, as GA4 requires. */
  push(event: object): void;
}

export interface DataLayerOptions {
  gtmId?: string | null;
  /**
   * Where the tag manager's script comes from; Google's by default. The id is added as `?id=`.
   * A stand-in (the sandbox's `/gtm.js`) keeps tests off the network.
   */
  scriptUrl?: string;
  /** The page's CSP nonce: the tag manager's script carries it, and GTM passes it on to its tags. */
  nonce?: string;
  /**
   * The visitor's consent to marketing tags: the script is added only once this resolves true
   * (never when it resolves false). Events are kept in the data layer meanwhile, so a late yes
   * still hands the tag manager this page's events. Default: no consent needed.
   */
  consent?: PromiseLike<boolean>;
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
  const base = options.scriptUrl ?? 'https://www.googletagmanager.com/gtm.js';
  const addScript = () => {
    const script = win.document.createElement('script');
    script.async = true;
    if (options.nonce) script.nonce = options.nonce;
    script.src = `${base}${base.includes('?') ? '&' : '?'}id=${encodeURIComponent(gtmId)}`;
    win.document.head.append(script);
  };
  afterLargestPaint(win, () => {
    if (!options.consent) addScript();
    else
      options.consent.then(
        (granted) => {
          if (granted) addScript();
        },
        () => {},
      );
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
