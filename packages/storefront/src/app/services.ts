import { createCommerceClient, memoryTokenStore, type StoredSession } from '@shop/commerce-client';
import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { type CartChange, createLazyCartDoor } from '../cart';
import {
  type Brand,
  type ContentSource,
  consentAtom,
  consentFromCookie,
  httpContentSource,
  type Services,
  type TrackedLine,
  type Tracker,
} from '../core';
import {
  createServerHeldSessionController,
  createSessionRestore,
  modeAtom,
  modeFromUserAgent,
  TOKEN_STORAGE_KEY,
} from '../session';

const CUSTOMER_CONTEXT_KEY = 'shop.customer-context';

export interface ServicesOptions {
  /** Base URL of the commerce and search services (the sandbox in development). */
  commerceUrl: string;
  /** Browser globals, injectable for tests. */
  window?: Window;
  /** The server offers customer admins a punch-out test (its page config). */
  punchoutTest?: boolean;
  /** Tracking and error reporting (browser): made by `createStorefront` from the page config. */
  tracking?: (store: ReturnType<typeof createStore>) => Tracker;
}

/**
 * Everything the app holds outside React, put together: the commerce
 * client, the query cache, the jotai store, the session controller and the
 * cart door (loaded on its first use), wired so that signing out resets the cart machine.
 */
function newQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // The client retries idempotent calls itself; a second layer would multiply waits.
      queries: { retry: false, staleTime: 60_000, refetchOnWindowFocus: false },
    },
  });
}

type ClientOptions = Parameters<typeof createCommerceClient>[0];

/** What every request's and every page's services start from: a fresh store and cache, a client, the APP mode. */
function serviceBasics(brand: Brand, userAgent: string, clientOptions: ClientOptions) {
  const store = createStore();
  store.set(modeAtom, modeFromUserAgent(userAgent, brand.settings.appUserAgentMarker));
  return { brand, store, queryClient: newQueryClient(), client: createCommerceClient(clientOptions) };
}

export interface ServerServicesOptions {
  commerceUrl: string;
  /** The request's `User-Agent` (APP mode, §1). */
  userAgent: string;
  /** The signed-in customer's tokens, from the session cookie; null for a visitor. */
  session: StoredSession | null;
  /** The content service, as the server reads it for this request. */
  content: ContentSource;
}

/**
 * The services for rendering one request on the server: a fresh query
 * cache and jotai store, so nothing of one customer's render reaches
 * another's, and a client without browser storage.
 */
export function createServerServices(
  brand: Brand,
  options: ServerServicesOptions,
): { services: Services; tokens: () => StoredSession | null } {
  const tokenStore = memoryTokenStore(options.session);
  const basics = serviceBasics(brand, options.userAgent, {
    commerceUrl: options.commerceUrl,
    searchUrl: options.commerceUrl,
    tokenStore,
    assortmentService: options.commerceUrl,
  });
  const { client, queryClient, store } = basics;
  const cart = createLazyCartDoor(client, queryClient);
  const session = createSessionRestore({ client, tokenStore, store });
  return {
    services: { ...basics, commerceUrl: options.commerceUrl, session, cart, content: options.content },
    tokens: () => tokenStore.get(),
  };
}

/**
 * The browser's services: the commerce client calls the storefront server's
 * `/api`, which holds the session (the page never has a token), and the
 * session controller signs in and out through the server.
 */
export function createServices(brand: Brand, options: ServicesOptions): Services {
  const win = options.window ?? window;
  // Tokens kept by earlier versions of the shop in this browser are not used any more: remove them.
  try {
    win.localStorage.removeItem(TOKEN_STORAGE_KEY);
    win.localStorage.removeItem(CUSTOMER_CONTEXT_KEY);
  } catch {
    // Storage may be off (private mode); there is nothing to remove then.
  }
  const api = `${win.location.origin}/api`;
  let unauthorized = false;
  const basics = serviceBasics(brand, win.navigator.userAgent, {
    commerceUrl: api,
    searchUrl: api,
    tokenStore: memoryTokenStore(),
    sessionProxy: true,
    assortmentService: options.commerceUrl,
    onUnauthorized() {
      // §4: the server has ended the session (and left 'please login' for the next page); reload.
      if (unauthorized) return;
      unauthorized = true;
      win.location.reload();
    },
  });
  const { client, queryClient, store } = basics;
  // The visitor's decision about marketing tags, as the server read it for this page.
  store.set(consentAtom, consentFromCookie(win.document.cookie));
  const tracking = options.tracking?.(store);
  const cart = createLazyCartDoor(client, queryClient, {
    onChange: tracking
      ? (change) => void trackCartChange(change, client, tracking).catch(() => undefined)
      : undefined,
  });
  const session = createServerHeldSessionController({ store, queryClient, onSignedOut: () => cart.logout() });
  return {
    ...basics,
    commerceUrl: options.commerceUrl,
    session,
    cart,
    content: httpContentSource(win.location.origin, win.fetch.bind(win)),
    punchoutTest: options.punchoutTest === true,
    tracking,
  };
}

/**
 * add_to_cart and remove_from_cart for what a cart write changed. An article the page knew
 * nothing about (a file, a reorder, a quick add) is read first, with this customer's price.
 */
async function trackCartChange(
  change: CartChange,
  client: ReturnType<typeof createCommerceClient>,
  tracking: Tracker,
) {
  const unknown = [...change.added, ...change.removed].filter((l) => !l.variant).map((l) => l.articleNumber);
  const read =
    unknown.length > 0
      ? new Map(
          (await client.gateway.variants([...new Set(unknown)], { skipStock: true })).map((v) => [
            v.articleNumber,
            v,
          ]),
        )
      : new Map();
  const lines = (entries: CartChange['added']): TrackedLine[] =>
    entries.map(({ articleNumber, quantity, variant }) => {
      const known = variant ?? read.get(articleNumber);
      return known ? { ...known, quantity } : { articleNumber, name: articleNumber, quantity };
    });
  tracking.track({
    type: 'cart_change',
    added: lines(change.added),
    removed: lines(change.removed),
    ...change.source,
  });
}
