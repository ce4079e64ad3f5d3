import { type CommerceClient, CommerceError, createCommerceClient } from '@shop/commerce-client';
import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import type { Brand } from '../brand';
import { type CartController, createCartController } from '../features/cart';
import { ANONYMOUS, type Mode, messageAtom, modeAtom, sessionAtom } from '../session/atoms';
import { claimsOf } from '../session/claims';
import { localStorageTokenStore } from './token-storage';

/** Session storage key of the start message the 401 path leaves for the next load (§4). */
export const START_MESSAGE_KEY = 'shop.start-message';
const CUSTOMER_CONTEXT_KEY = 'shop.customer-context';

export interface ServicesOptions {
  /** Base URL of the commerce and search services (the sandbox in development). */
  commerceUrl: string;
  /** Browser globals, injectable for tests. */
  window?: Window;
}

export type Store = ReturnType<typeof createStore>;

export interface Services {
  brand: Brand;
  commerceUrl: string;
  client: CommerceClient;
  queryClient: QueryClient;
  store: Store;
  session: SessionController;
  cart: CartController;
}

export interface SessionController {
  /** Resolves when a stored session has been restored (or found missing). */
  ready: Promise<void>;
  login(credentials: { username: string; password: string }): ReturnType<CommerceClient['session']['login']>;
  logout(): Promise<void>;
  switchContext(customerId: string, projectId: string | null): Promise<void>;
}

/** The UI mode from the user agent: APP when it starts with the brand's app marker and a version (§1). */
export function modeFromUserAgent(userAgent: string, marker: string): Mode {
  const escaped = marker.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped}/\\d+(\\.\\d+)*`).test(userAgent) ? 'APP' : 'NORMAL';
}

/**
 * Everything the app holds outside React: the commerce client, the query
 * cache, the jotai store and the session controller that keeps them in step.
 */
export function createServices(brand: Brand, options: ServicesOptions): Services {
  const win = options.window ?? window;
  const store = createStore();
  const queryClient = new QueryClient({
    defaultOptions: {
      // The client retries idempotent calls itself; a second layer would multiply waits.
      queries: { retry: false, staleTime: 60_000, refetchOnWindowFocus: false },
    },
  });
  const tokenStore = localStorageTokenStore(win.localStorage);
  let unauthorized = false;
  const client = createCommerceClient({
    commerceUrl: options.commerceUrl,
    searchUrl: options.commerceUrl,
    tokenStore,
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

  const applySession = (data: Awaited<ReturnType<CommerceClient['session']['startSession']>>) => {
    store.set(sessionAtom, {
      status: 'signed-in',
      user: data.user,
      claims: claimsOf(tokenStore.get()?.token),
      customers: data.customers,
      stores: data.stores,
      assortment: data.assortment,
    });
  };

  const cart = createCartController(client, queryClient);
  const signedOut = () => {
    cart.logout();
    store.set(sessionAtom, ANONYMOUS);
    // Prices, stock and menus depend on who asks: nothing of the last session may be shown.
    queryClient.clear();
  };

  async function restore(): Promise<void> {
    if (!tokenStore.get()) {
      store.set(sessionAtom, ANONYMOUS);
      return;
    }
    try {
      applySession(await client.session.startSession());
    } catch (error) {
      if (error instanceof CommerceError && error.status === 401) return; // the 401 path reloads
      await client.session.logout();
      signedOut();
    }
  }

  const session: SessionController = {
    ready: restore(),
    async login(credentials) {
      const outcome = await client.session.login(credentials);
      if (outcome.outcome === 'success') {
        queryClient.clear();
        applySession(outcome.session);
      } else if (outcome.outcome === 'technical_issues') {
        signedOut();
        store.set(messageAtom, { key: 'errors.technical_issues', severity: 'danger' });
      }
      return outcome;
    },
    async logout() {
      await client.session.logout();
      signedOut();
    },
    async switchContext(customerId, projectId) {
      await client.session.customerContext.set(customerId, projectId);
      const current = store.get(sessionAtom);
      store.set(sessionAtom, {
        ...current,
        claims: claimsOf(tokenStore.get()?.token),
        assortment: client.session.assortment,
      });
      queryClient.clear();
    },
  };

  return { brand, commerceUrl: options.commerceUrl, client, queryClient, store, session, cart };
}
