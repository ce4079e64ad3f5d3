import { type CommerceClient, createCommerceClient, memoryTokenStore, type TokenStore } from '@shop/commerce-client';
import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { createLazyCartDoor } from '../cart';
import type { Brand, Services } from '../core';
import {
  createSessionController,
  localStorageTokenStore,
  messageAtom,
  modeAtom,
  modeFromUserAgent,
  START_MESSAGE_KEY,
} from '../session';

const CUSTOMER_CONTEXT_KEY = 'shop.customer-context';
/** The Web Locks name under which one tab at a time refreshes the session's tokens. */
const TOKEN_REFRESH_LOCK = 'shop.token-refresh';

export interface ServicesOptions {
  /** Base URL of the commerce and search services (the sandbox in development). */
  commerceUrl: string;
  /** Browser globals, injectable for tests. */
  window?: Window;
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

/** The parts that are the same in the browser and on the server. */
function assemble(
  brand: Brand,
  commerceUrl: string,
  parts: { client: CommerceClient; tokenStore: TokenStore; queryClient: QueryClient; store: Services['store'] },
): Services {
  const { client, tokenStore, queryClient, store } = parts;
  const cart = createLazyCartDoor(client, queryClient);
  const session = createSessionController({
    client,
    tokenStore,
    queryClient,
    store,
    onSignedOut: () => cart.logout(),
  });
  return { brand, commerceUrl, client, queryClient, store, session, cart };
}

export interface ServerServicesOptions {
  commerceUrl: string;
  /** The request's `User-Agent` (APP mode, §1). */
  userAgent: string;
}

/**
 * The services for rendering one request on the server: a fresh query
 * cache and jotai store, so nothing of one customer's render reaches
 * another's, and a client without browser storage.
 */
export function createServerServices(brand: Brand, options: ServerServicesOptions): Services {
  const store = createStore();
  const queryClient = newQueryClient();
  const tokenStore = memoryTokenStore();
  const client = createCommerceClient({
    commerceUrl: options.commerceUrl,
    searchUrl: options.commerceUrl,
    tokenStore,
    assortmentService: options.commerceUrl,
  });
  store.set(modeAtom, modeFromUserAgent(options.userAgent, brand.settings.appUserAgentMarker));
  return assemble(brand, options.commerceUrl, { client, tokenStore, queryClient, store });
}

export function createServices(brand: Brand, options: ServicesOptions): Services {
  const win = options.window ?? window;
  const store = createStore();
  const queryClient = newQueryClient();
  const tokenStore = localStorageTokenStore(win.localStorage);
  let unauthorized = false;
  const client = createCommerceClient({
    commerceUrl: options.commerceUrl,
    searchUrl: options.commerceUrl,
    tokenStore,
    // The tabs share the tokens in localStorage: one refreshes, the others wait and use its tokens.
    refreshLock: win.navigator.locks
      ? (refresh) => win.navigator.locks.request(TOKEN_REFRESH_LOCK, refresh)
      : undefined,
    assortmentService: options.commerceUrl,
    customerContextStorage: {
      get() {
        try {
          const raw = win.localStorage.getItem(CUSTOMER_CONTEXT_KEY);
          const value = raw ? (JSON.parse(raw) as { customerId?: unknown; projectId?: unknown }) : null;
          return value && typeof value.customerId === 'string'
            ? {
                customerId: value.customerId,
                projectId: typeof value.projectId === 'string' ? value.projectId : null,
              }
            : null;
        } catch {
          return null;
        }
      },
      set: (value) => win.localStorage.setItem(CUSTOMER_CONTEXT_KEY, JSON.stringify(value)),
      remove: () => win.localStorage.removeItem(CUSTOMER_CONTEXT_KEY),
    },
    onUnauthorized() {
      // §4: pending calls are aborted by the client, the session cleared; leave the message, reload.
      if (unauthorized) return;
      unauthorized = true;
      tokenStore.clear();
      win.sessionStorage.setItem(START_MESSAGE_KEY, 'please login');
      win.location.reload();
    },
  });

  store.set(modeAtom, modeFromUserAgent(win.navigator.userAgent, brand.settings.appUserAgentMarker));
  const startMessage = win.sessionStorage.getItem(START_MESSAGE_KEY);
  if (startMessage === 'please login') {
    win.sessionStorage.removeItem(START_MESSAGE_KEY);
    store.set(messageAtom, { key: 'start.please_login', severity: 'info' });
  }

  return assemble(brand, options.commerceUrl, { client, tokenStore, queryClient, store });
}
