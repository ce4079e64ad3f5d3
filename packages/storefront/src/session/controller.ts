import {
  type CommerceClient,
  CommerceError,
  NO_STORES_MESSAGE,
  type TokenStore,
} from '@shop/commerce-client';
import type { QueryClient } from '@tanstack/react-query';
import type { Store } from '../core';
import { ANONYMOUS, type Mode, messageAtom, sessionAtom } from './atoms';
import { claimsOf } from './claims';

declare module '../core/services' {
  interface Services {
    session: SessionController;
  }
}

/** Session storage key of the start message the 401 path leaves for the next load (§4). */
export const START_MESSAGE_KEY = 'shop.start-message';

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
 * Sign-in, restore, context switch and sign-out, keeping the session atom,
 * the query cache and the token store in step. What other domains must do
 * when the session ends (the cart machine goes to noCart) arrives as
 * `onSignedOut`, so the session knows no domain above it.
 */
export function createSessionController({
  client,
  tokenStore,
  queryClient,
  store,
  onSignedOut,
}: {
  client: CommerceClient;
  tokenStore: TokenStore;
  queryClient: QueryClient;
  store: Store;
  onSignedOut?: () => void;
}): SessionController {
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

  const signedOut = () => {
    onSignedOut?.();
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
      if (error instanceof CommerceError && error.message === NO_STORES_MESSAGE) {
        // §4: no stores at session start → technical-issues message, logout.
        await client.session.logout();
        signedOut();
        store.set(messageAtom, { key: 'errors.technical_issues', severity: 'danger' });
        return;
      }
      // Only a 401 ends a session: the account could not be read now (a 500, no answer), so
      // this page shows the visitor view and says so, and the next page load tries again with
      // the same tokens. Nothing is revoked.
      store.set(sessionAtom, ANONYMOUS);
      store.set(messageAtom, { key: 'errors.session_unavailable', severity: 'danger' });
    }
  }

  return {
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
}
