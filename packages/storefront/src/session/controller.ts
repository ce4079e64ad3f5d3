import type { CommerceClient, TokenStore } from '@shop/commerce-client';
import type { LoginChallenge } from '@shop/commerce-client/contract';
import { CommerceError, NO_STORES_MESSAGE } from '@shop/commerce-client/errors';
import type { QueryClient } from '@tanstack/react-query';
import type { Store } from '../core';
import {
  ANONYMOUS,
  type Mode,
  messageAtom,
  type SessionState,
  type StoreName,
  sessionAtom,
  storeNamesOf,
} from './atoms';
import { claimsOf } from './claims';

declare module '../core/services' {
  interface Services {
    session: SessionController;
  }
}

/** What a sign-in came to, as the sign-in form needs it (§4's outcomes). */
type SignInOutcome =
  | { outcome: 'success' }
  | { outcome: 'challenge'; challenge: LoginChallenge }
  | { outcome: 'not_authenticated' | 'failed' | 'technical_issues'; messageKey?: string };

export interface SessionController {
  /** Resolves when a stored session has been restored (or found missing). */
  ready: Promise<void>;
  login(credentials: { username: string; password: string }): Promise<SignInOutcome>;
  logout(): Promise<void>;
  switchContext(customerId: string, projectId: string | null): Promise<void>;
  /**
   * Starts (`true`) or ends (`false`) a customer admin's punch-out test against the procurement
   * simulator. The mode and the page's policy come from the server: reload after it.
   */
  punchoutTest(start: boolean): Promise<void>;
}

/** The UI mode from the user agent: APP when it starts with the brand's app marker and a version (§1). */
export function modeFromUserAgent(userAgent: string, marker: string): Mode {
  const escaped = marker.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped}/\\d+(\\.\\d+)*`).test(userAgent) ? 'APP' : 'NORMAL';
}

/**
 * The server's side of the session: before a page renders, starts the
 * session of the request's cookie (user, stores, customers, assortment)
 * and puts it in the session atom, or the visitor view with the §4
 * message when it cannot. Sign-in, sign-out and context switches happen in
 * the browser (`createServerHeldSessionController`), through the server's
 * `/session` endpoints, never during a render.
 */
export function createSessionRestore({
  client,
  tokenStore,
  store,
}: {
  client: CommerceClient;
  tokenStore: TokenStore;
  store: Store;
}): SessionController {
  async function restore(): Promise<void> {
    if (!tokenStore.get()) {
      store.set(sessionAtom, ANONYMOUS);
      return;
    }
    try {
      const data = await client.session.startSession();
      store.set(sessionAtom, {
        status: 'signed-in',
        user: data.user,
        claims: claimsOf(tokenStore.get()?.token),
        customers: data.customers,
        stores: storeNamesOf(data.stores.values()),
        assortment: data.assortment,
      });
    } catch (error) {
      store.set(sessionAtom, ANONYMOUS);
      if (error instanceof CommerceError && error.status === 401) {
        // §4: the tokens were refused (the client has dropped them, so the server drops the cookie).
        store.set(messageAtom, { key: 'start.please_login', severity: 'info' });
      } else if (error instanceof CommerceError && error.message === NO_STORES_MESSAGE) {
        // §4: no stores at session start → technical-issues message, logout.
        await client.session.logout();
        store.set(messageAtom, { key: 'errors.technical_issues', severity: 'danger' });
      } else {
        // Only a 401 ends a session: the account could not be read now (a 500, no answer), so
        // this page shows the visitor view and says so, and the next page load tries again with
        // the same tokens. Nothing is revoked.
        store.set(messageAtom, { key: 'errors.session_unavailable', severity: 'danger' });
      }
    }
  }
  const inTheBrowser = () =>
    Promise.reject(new Error('Sign-in, sign-out and context switches run in the browser, not in a render'));
  return {
    ready: restore(),
    login: inTheBrowser,
    logout: inTheBrowser,
    switchContext: inTheBrowser,
    punchoutTest: inTheBrowser,
  };
}

/** The session as the storefront server sends it (`POST /session/login`): no token in it. */
export interface SessionView {
  user: SessionState['user'];
  claims: SessionState['claims'];
  customers: SessionState['customers'];
  stores: StoreName[];
  assortment: SessionState['assortment'];
}

/** The storefront server's answer to a sign-in (`POST /session/login`). */
export type SignInAnswer =
  | { outcome: 'success'; session: SessionView }
  | { outcome: 'challenge'; challenge: LoginChallenge }
  | { outcome: 'not_authenticated' | 'failed' | 'technical_issues'; messageKey: string };

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
      let answer: SignInAnswer;
      try {
        answer = await post<SignInAnswer>('/session/login', credentials);
      } catch (error) {
        // Too many attempts (429) and a refused request carry their message like any answer.
        if (error instanceof SessionRequestError && error.status < 500)
          return { outcome: 'failed', messageKey: error.messageKey };
        throw error;
      }
      if (answer.outcome === 'success') {
        queryClient.clear();
        store.set(sessionAtom, {
          status: 'signed-in',
          user: answer.session.user,
          claims: answer.session.claims,
          customers: answer.session.customers,
          stores: storeNamesOf(answer.session.stores),
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
    async punchoutTest(start) {
      await post(start ? '/session/punchout-test' : '/session/punchout-test/end');
    },
  };
}
