import type { BehaviourInput, DataLayer, ErrorReporter } from '@shop/tracking';
import type { Brand, Consent, ShopEvent, Store, Tracker } from '../core';
import { CLICKS_BEFORE_APP_KEY, consentAtom } from '../core';

type TrackingModule = typeof import('@shop/tracking');

/** The server's tracking settings for the page (`PageConfig`): one build serves every environment. */
export interface TrackingConfig {
  /** The brand's tag-manager container; none: the data layer is off ('Missing GTM_ID'). */
  gtmId?: string;
  /** Where the container script comes from (the sandbox's stand-in in tests); Google's by default. */
  gtmScriptUrl?: string;
  /** Error reporting's DSN; none: nothing is reported. */
  errorDsn?: string;
  environment?: string;
}

/** The path of the page's own server that forwards error reports (Sentry's tunnel). */
export const ERROR_TUNNEL_PATH = '/_errors';
/** Where the orders already tracked as purchases are remembered (a reload or back tracks none again). */
export const TRACKED_ORDERS_KEY = 'shop.tracked-orders';
const TRACKED_ORDERS_KEPT = 50;
/** Behaviour events wait this long for company, then go as one request. */
const BEHAVIOUR_BATCH_MS = 1000;

export interface BrowserTrackerOptions {
  brand: Brand;
  config: TrackingConfig;
  store: Store;
  /** The page's CSP nonce, for the tag manager's script. */
  nonce?: string;
  /** The search service's `api-version` for behaviour events (the server's `SEARCH_API_VERSION`); '1' when not given. */
  searchApiVersion?: string;
  /** Loads `@shop/tracking` (tests pass the module). */
  load?: () => Promise<TrackingModule>;
  window?: Window;
}

/**
 * The browser's tracker (`services.tracking`): events are accepted at once and queued, and
 * `@shop/tracking` (with the tag manager, web vitals and the error-reporting SDK) is loaded
 * only by `start()`, after the page has hydrated, so none of it costs the first paint.
 *
 * - Shopping events go to the data layer; the tag manager's script waits for consent.
 * - Behaviour events are batched for a second and sent through the page's server
 *   (`/api/createEvents`), with the tracking id; a failure is reported, never shown.
 * - A purchase is tracked once per order id in this browser, whatever reloads or goes back.
 */
export function createBrowserTracker(options: BrowserTrackerOptions): Tracker & { start(): void } {
  const { brand, config, store } = options;
  const win = options.window ?? window;
  const load = options.load ?? (() => import('@shop/tracking'));
  let module: TrackingModule | null = null;
  let dataLayer: DataLayer | null = null;
  let reporter: ErrorReporter | null = null;
  let started = false;
  const waiting: ((m: TrackingModule) => void)[] = [];
  const failedBeforeReady: { error: unknown; tags?: Record<string, string> }[] = [];
  let batch: BehaviourInput[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const later = (task: (m: TrackingModule) => void) => {
    if (module) task(module);
    else waiting.push(task);
  };

  /** Resolves with the visitor's decision, as soon as there is one. */
  const consent = new Promise<boolean>((resolve) => {
    const decided = (value: Consent | null) => {
      if (value === null) return false;
      resolve(value === 'granted');
      return true;
    };
    if (decided(store.get(consentAtom))) return;
    const stop = store.sub(consentAtom, () => {
      if (decided(store.get(consentAtom))) stop();
    });
  });

  function report(error: unknown, tags?: Record<string, string>) {
    if (!config.errorDsn) return;
    if (reporter) reporter.capture(error, tags);
    else if (failedBeforeReady.length < 20) failedBeforeReady.push({ error, tags });
  }

  function sendBehaviour() {
    timer = undefined;
    if (batch.length === 0) return;
    const inputs = batch;
    batch = [];
    later((m) => {
      void m.trackBehaviour(inputs, {
        searchUrl: '/api',
        apiVersion: options.searchApiVersion || '1',
        storage: safeLocalStorage(win),
        report: (error) => report(error, { tracking: 'behaviour' }),
      });
    });
  }

  function behaviour(input: BehaviourInput) {
    batch.push(input);
    timer ??= setTimeout(sendBehaviour, BEHAVIOUR_BATCH_MS);
  }

  /** Whether this order was tracked before in this browser; remembers it when not. */
  function firstTimeFor(orderId: string): boolean {
    const storage = safeLocalStorage(win);
    let seen: string[] = [];
    try {
      const parsed: unknown = JSON.parse(storage?.getItem(TRACKED_ORDERS_KEY) ?? '[]');
      if (Array.isArray(parsed)) seen = parsed.filter((v): v is string => typeof v === 'string');
    } catch {
      seen = [];
    }
    if (seen.includes(orderId)) return false;
    try {
      storage?.setItem(TRACKED_ORDERS_KEY, JSON.stringify([...seen, orderId].slice(-TRACKED_ORDERS_KEPT)));
    } catch {
      // Private mode or full storage: tracked now; a reload might track it again.
    }
    return true;
  }

  function push(m: TrackingModule, event: ShopEvent) {
    const layer = dataLayer;
    switch (event.type) {
      case 'view_item':
        layer?.push(m.viewItemEvent(event.line));
        return;
      case 'select_item':
        layer?.push(m.selectItemEvent(event.line, event.listName, event.index));
        return;
      case 'view_item_list':
        layer?.push(m.viewItemListEvent(event.lines, event.listName));
        return;
      case 'view_cart':
        layer?.push(m.viewCartEvent(event.lines));
        return;
      case 'checkout':
        layer?.push(m.checkoutEvent(event.page, event.lines));
        return;
      case 'purchase':
        if (!firstTimeFor(event.orderId)) return;
        layer?.push(m.purchaseEvent({ orderId: event.orderId, affiliation: brand.name, lines: event.lines }));
        behaviour({
          type: 'purchase',
          orderId: event.orderId,
          items: event.lines.map((l) => ({ articleNumber: l.articleNumber, quantity: l.quantity })),
        });
        return;
      case 'cart_change':
        if (event.added.length > 0) {
          layer?.push(m.addToCartEvent(event.added, { listName: event.listName, index: event.index }));
          for (const line of event.added)
            behaviour({ type: 'addtocart', articleNumber: line.articleNumber, quantity: line.quantity });
        }
        if (event.removed.length > 0) layer?.push(m.removeFromCartEvent(event.removed));
        return;
      case 'view_promotion':
        layer?.push(m.viewPromotionEvent(event.banners, event.slot));
        return;
      case 'select_promotion':
        layer?.push(m.selectPromotionEvent(event.banner, event.index, event.slot));
        return;
    }
  }

  // Clicks recorded before the previous page's app had taken over: sent with this page's events.
  try {
    const storage = win.sessionStorage;
    const recorded: unknown = JSON.parse(storage.getItem(CLICKS_BEFORE_APP_KEY) ?? '[]');
    storage.removeItem(CLICKS_BEFORE_APP_KEY);
    if (Array.isArray(recorded))
      for (const articleNumber of recorded)
        if (typeof articleNumber === 'string' && /^[\w-]{1,40}$/.test(articleNumber))
          behaviour({ type: 'click', articleNumber });
  } catch {
    // No storage (private mode), or not ours to read: nothing was recorded.
  }

  const flushOnHide = () => {
    if (win.document.visibilityState === 'hidden' && timer !== undefined) {
      clearTimeout(timer);
      sendBehaviour();
    }
  };

  return {
    reportsErrors: Boolean(config.errorDsn),
    asksConsent: Boolean(config.gtmId),
    track: (event) => later((m) => push(m, event)),
    behaviour,
    report: (error, context = {}) =>
      report(error, { ...context.tags, ...(context.route ? { route: context.route } : {}) }),
    start() {
      if (started) return;
      started = true;
      // A page being left sends what waits (keepalive): a click that navigates away is not lost.
      win.document.addEventListener('visibilitychange', flushOnHide);
      void load()
        .then(async (m) => {
          dataLayer = m.createDataLayer({
            gtmId: config.gtmId,
            scriptUrl: config.gtmScriptUrl,
            nonce: options.nonce,
            consent,
          });
          if (dataLayer.enabled) void m.observeWebVitals((event) => dataLayer?.push(event));
          module = m;
          for (const task of waiting.splice(0)) task(m);
          if (config.errorDsn) {
            reporter = await m.initErrorReporting({
              dsn: config.errorDsn,
              brand: brand.id,
              environment: config.environment,
              setting: 'storefront',
              tunnel: ERROR_TUNNEL_PATH,
            });
            for (const { error, tags } of failedBeforeReady.splice(0)) reporter?.capture(error, tags);
          }
        })
        .catch(() => {
          // Tracking's code could not be loaded (offline, a deploy in between): the shop works on without it.
        });
    },
  };
}

function safeLocalStorage(win: Window): Storage | null {
  try {
    return win.localStorage;
  } catch {
    return null;
  }
}
