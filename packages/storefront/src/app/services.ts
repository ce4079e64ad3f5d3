// Types only: the browser's client is loaded with its first call (lazyCommerceClient); the
// server's is made in server/server-services.ts.
import type { CommerceClient } from '@shop/commerce-client';
import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { type CartChange, createLazyCartDoor } from '../cart';
import {
  type Brand,
  closedBannersAtom,
  closedBannersFromCookie,
  consentAtom,
  consentFromCookie,
  httpContentSource,
  type Services,
  type TrackedLine,
  type Tracker,
} from '../core';
import {
  createServerHeldSessionController,
  modeAtom,
  modeFromUserAgent,
  TOKEN_STORAGE_KEY,
} from '../session';
import { lazyCommerceClient } from './lazy-client';

const CUSTOMER_CONTEXT_KEY = 'shop.customer-context';

export interface ServicesOptions {
  /** Base URL of the commerce and search services (the sandbox in development). */
  commerceUrl: string;
  /** Browser globals, injectable for tests. */
  window?: Window;
  /** The server offers customer admins a punch-out test (its page config). */
  punchoutTest?: boolean;
  /** The search service's `api-version` (the server's `SEARCH_API_VERSION`, from the page config). */
  searchApiVersion?: string;
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

/** What every request's and every page's services start from: a fresh store and cache, a client, the APP mode. */
export function serviceBasics(brand: Brand, userAgent: string, client: CommerceClient) {
  const store = createStore();
  store.set(modeAtom, modeFromUserAgent(userAgent, brand.settings.appUserAgentMarker));
  return { brand, store, queryClient: newQueryClient(), client };
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
  // The client's code loads with its first call (after hydration): see lazyCommerceClient.
  const client = lazyCommerceClient((module) => ({
    commerceUrl: api,
    searchUrl: api,
    ...(options.searchApiVersion ? { searchApiVersion: options.searchApiVersion } : {}),
    tokenStore: module.memoryTokenStore(),
    sessionProxy: true,
    assortmentService: options.commerceUrl,
    onUnauthorized() {
      // §4: the server has ended the session (and left 'please login' for the next page); reload.
      if (unauthorized) return;
      unauthorized = true;
      win.location.reload();
    },
  }));
  const basics = serviceBasics(brand, win.navigator.userAgent, client);
  const { queryClient, store } = basics;
  // The visitor's decision about marketing tags, as the server read it for this page.
  store.set(consentAtom, consentFromCookie(win.document.cookie));
  // The site banners closed in this browser session, as the server left them out of the page.
  store.set(closedBannersAtom, closedBannersFromCookie(win.document.cookie));
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
async function trackCartChange(change: CartChange, client: CommerceClient, tracking: Tracker) {
  const unknown = [...change.added, ...change.removed].filter((l) => !l.variant).map((l) => l.articleNumber);
  const read =
    unknown.length > 0
      ? new Map(
          (await client.gateway.listingVariants([...new Set(unknown)], { skipStock: true })).map((v) => [
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
