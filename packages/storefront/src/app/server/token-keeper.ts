import {
  CommerceError,
  createCommerceClient,
  isLegacyToken,
  isTokenValid,
  memoryTokenStore,
  type StoredSession,
} from '@shop/commerce-client';

/** What keeping a session fit to use gave: the tokens to send, or the session's end. */
export type KeptSession =
  | { status: 'ok'; session: StoredSession; refreshed: boolean }
  /** The service rejected the refresh token (401): the session is over. */
  | { status: 'ended' }
  /** The refresh failed for another reason (a 500, no answer): the old tokens are sent as they are. */
  | { status: 'unavailable'; session: StoredSession };

export interface TokenKeeperOptions {
  commerceUrl: string;
  /** A token closer than this to its expiry is refreshed first (spec §4). */
  marginSeconds?: number;
  /**
   * How long a used refresh token still maps to the tokens it was exchanged
   * for: requests that left the browser with the old cookie (other tabs,
   * parallel calls) get the new tokens instead of replaying the old refresh
   * token, which the service would answer by revoking the whole family.
   */
  graceMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

/**
 * Keeps sessions' tokens fresh on the server: one refresh per session
 * however many requests arrive with the same cookie at once, and, for a
 * while after it, the same new tokens for every request that still carries
 * the old one. The memory is this instance's: see the storefront README on
 * running several instances (sticky sessions).
 */
export function createTokenKeeper(options: TokenKeeperOptions) {
  const margin = options.marginSeconds ?? 60;
  const graceMs = options.graceMs ?? 60_000;
  const now = options.now ?? Date.now;
  const refreshing = new Map<string, Promise<KeptSession>>();
  const exchanged = new Map<string, { session: StoredSession; at: number }>();

  const fit = (token: string) => isTokenValid(token, margin, now()) && !isLegacyToken(token);

  // The commerce client's own refresh call (a refresh-token login), without retries: a POST.
  const client = createCommerceClient({
    commerceUrl: options.commerceUrl,
    tokenStore: memoryTokenStore(),
    fetch: options.fetch,
    retry: { limit: 0 },
  });

  async function refresh(session: StoredSession): Promise<KeptSession> {
    try {
      const answer = await client.auth.refresh({
        refreshToken: session.refreshToken,
        customerId: session.customerId,
      });
      const next = { token: answer.token, refreshToken: answer.refreshToken, customerId: answer.customerId };
      exchanged.set(session.refreshToken, { session: next, at: now() });
      return { status: 'ok', session: next, refreshed: true };
    } catch (error) {
      // Only the service refusing the refresh token ends the session; anything else keeps it.
      return error instanceof CommerceError && error.status === 401
        ? { status: 'ended' }
        : { status: 'unavailable', session };
    }
  }

  return {
    /** The session with a token fit to send, refreshed first when it must be. */
    async keep(session: StoredSession): Promise<KeptSession> {
      for (const [old, entry] of exchanged) if (now() - entry.at > graceMs) exchanged.delete(old);
      const known = exchanged.get(session.refreshToken);
      if (known) return { status: 'ok', session: known.session, refreshed: true };
      if (fit(session.token)) return { status: 'ok', session, refreshed: false };
      let pending = refreshing.get(session.refreshToken);
      if (!pending) {
        pending = refresh(session).finally(() => refreshing.delete(session.refreshToken));
        refreshing.set(session.refreshToken, pending);
      }
      return pending;
    },
    /** A session replaced by a new login for another customer: its old refresh token maps to the new one. */
    replaced(old: StoredSession, next: StoredSession) {
      exchanged.set(old.refreshToken, { session: next, at: now() });
    },
    /** A session signed out: requests with an older cookie of it get no tokens from the grace map. */
    forget(session: StoredSession) {
      for (const [old, entry] of exchanged)
        if (old === session.refreshToken || entry.session.refreshToken === session.refreshToken)
          exchanged.delete(old);
    },
  };
}

export type TokenKeeper = ReturnType<typeof createTokenKeeper>;
