import {
  type CommerceClient,
  CommerceError,
  NO_STORES_MESSAGE,
  type TokenStore,
} from '@shop/commerce-client';
import type { Location, LoginChallenge } from '@shop/commerce-client/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { Store } from '../core';
import { ANONYMOUS, type Mode, messageAtom, type SessionState, sessionAtom } from './atoms';
import { claimsOf } from './claims';

declare module '../core/services' {
  interface Services {
    session: SessionController;
  }
}

/** What a sign-in came to, as the sign-in form needs it (§4's outcomes). */
export type SignInOutcome =
  | { outcome: 'success' }
  | { outcome: 'challenge'; challenge: LoginChallenge }
  | { outcome: 'not_authenticated' | 'failed' | 'technical_issues'; messageKey?: string };

export interface SessionController {
  /** Resolves when a stored session has been restored (or found missing). */
  ready: Promise<void>;
  login(credentials: { username: string; password: string }): Promise<SignInOutcome>;
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
      // A 401: the tokens were refused; the caller (the server's render) shows the visitor's page.
      if (error instanceof CommerceError && error.status === 401) return;
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
        return { outcome: 'success' };
      }
      if (outcome.outcome === 'technical_issues') {
        signedOut();
        store.set(messageAtom, { key: 'errors.technical_issues', severity: 'danger' });
      }
      if (outcome.outcome === 'challenge') return outcome;
      return { outcome: outcome.outcome, messageKey: outcome.error.messageKey };
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

/** The session as the storefront server sends it (`POST /session/login`): no token in it. */
interface SessionView {
  user: SessionState['user'];
  claims: SessionState['claims'];
  customers: SessionState['customers'];
  stores: Location[];
  assortment: SessionState['assortment'];
}

class SessionRequestError extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: string,
  ) {
    super(`Session request failed: ${status} ${messageKey}`);
  }
}

/**
 * The browser's side of the server-held session (issue 15): sign-in,
 * context switch and sign-out post to the storefront server, which keeps
 * the tokens in an httpOnly cookie; the page only ever sees who is signed
 * in. The first state comes with the server's HTML (router hydration), so
 * there is nothing to restore here.
 */
export function createServerHeldSessionController({
  store,
  queryClient,
  onSignedOut,
  fetch: doFetch = fetch,
}: {
  store: Store;
  queryClient: QueryClient;
  onSignedOut?: () => void;
  fetch?: typeof fetch;
}): SessionController {
  async function post<T>(path: string, body?: unknown): Promise<T> {
    const response = await doFetch(path, {
      method: 'POST',
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
    });
    const text = await response.text();
    let data: unknown;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      data = undefined;
    }
    if (!response.ok) {
      const key = (data as { messageKey?: unknown } | undefined)?.messageKey;
      throw new SessionRequestError(
        response.status,
        typeof key === 'string' ? key : 'errors.unknown_error_occurred',
      );
    }
    return data as T;
  }

  const signedOut = () => {
    onSignedOut?.();
    store.set(sessionAtom, ANONYMOUS);
    // Prices, stock and menus depend on who asks: nothing of the last session may be shown.
    queryClient.clear();
  };

  return {
    ready: Promise.resolve(),
    async login(credentials) {
      const answer = await post<
        | { outcome: 'success'; session: SessionView }
        | { outcome: 'challenge'; challenge: LoginChallenge }
        | { outcome: 'not_authenticated' | 'failed' | 'technical_issues'; messageKey?: string }
      >('/session/login', credentials);
      if (answer.outcome === 'success') {
        queryClient.clear();
        store.set(sessionAtom, {
          status: 'signed-in',
          user: answer.session.user,
          claims: answer.session.claims,
          customers: answer.session.customers,
          stores: new Map(answer.session.stores.map((location) => [location.id, location])),
          assortment: answer.session.assortment,
        });
        return { outcome: 'success' };
      }
      if (answer.outcome === 'technical_issues') {
        signedOut();
        store.set(messageAtom, { key: 'errors.technical_issues', severity: 'danger' });
      }
      return answer;
    },
    async logout() {
      try {
        await post('/session/logout');
      } finally {
        signedOut();
      }
    },
    async switchContext(customerId, projectId) {
      const next = await post<{ claims: SessionState['claims']; assortment: SessionState['assortment'] }>(
        '/session/context',
        { customerId, projectId },
      );
      store.set(sessionAtom, { ...store.get(sessionAtom), claims: next.claims, assortment: next.assortment });
      queryClient.clear();
    },
  };
}
