import {
  CommerceError,
  createCommerceClient,
  isLegacyToken,
  isTokenValid,
  memoryTokenStore,
  type StoredSession,
} from '@shop/commerce-client';
import { createMemoryCoordinator, type KeptSession, type SessionCoordinator } from './session-coordinator';

export type { KeptSession } from './session-coordinator';

/** The refresh margin when none is configured (§9 leaves its value to configuration). */
const DEFAULT_REFRESH_MARGIN_SECONDS = 60;
/** A margin past an hour would refresh every short-lived token on every request. */
const MAX_REFRESH_MARGIN_SECONDS = 3600;

/**
 * The token refresh margin `TOKEN_REFRESH_MARGIN_SECONDS` asks for (§4, §9): unset or empty 60,
 * else a whole number of seconds from 0 to 3600; anything else stops the server at start.
 *
 * @example
 * createTokenKeeper({ commerceUrl, marginSeconds: refreshMarginSeconds(process.env.TOKEN_REFRESH_MARGIN_SECONDS) });
 */
export function refreshMarginSeconds(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_REFRESH_MARGIN_SECONDS;
  const n = Number(value.trim());
  if (!/^\d+$/.test(value.trim()) || !Number.isInteger(n) || n > MAX_REFRESH_MARGIN_SECONDS)
    throw new Error(
      `TOKEN_REFRESH_MARGIN_SECONDS must be a whole number of seconds from 0 to ${MAX_REFRESH_MARGIN_SECONDS}, not "${value}"`,
    );
  return n;
}

export interface TokenKeeperOptions {
  commerceUrl: string;
  /**
   * A token closer than this to its expiry is refreshed first (spec §4, §9: configuration;
   * `TOKEN_REFRESH_MARGIN_SECONDS` in a brand's server, read by `refreshMarginSeconds`). Default 60.
   */
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
  /**
   * Where the refresh memory lives: this process's (default) or a store every process of the
   * brand shares (`createRedisCoordinator`, with `REDIS_URL`).
   */
  coordinator?: SessionCoordinator;
  /** Told of each refresh made at the service and its outcome (metrics). */
  onRefresh?: (outcome: KeptSession['status']) => void;
}

/**
 * Keeps sessions' tokens fresh on the server: one refresh per session
 * however many requests arrive with the same cookie at once, and, for a
 * while after it, the same new tokens for every request that still carries
 * the old one. The memory is the coordinator's: this process's by default, or Redis shared by
 * every process of the brand (README, Several processes).
 */
export function createTokenKeeper(options: TokenKeeperOptions) {
  const margin = options.marginSeconds ?? DEFAULT_REFRESH_MARGIN_SECONDS;
  const graceMs = options.graceMs ?? 60_000;
  const now = options.now ?? Date.now;
  const coordinator = options.coordinator ?? createMemoryCoordinator({ graceMs, now });

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
      options.onRefresh?.('ok');
      return { status: 'ok', session: next, refreshed: true };
    } catch (error) {
      // Only the service refusing the refresh token ends the session; anything else keeps it.
      const outcome: KeptSession =
        error instanceof CommerceError && error.status === 401
          ? { status: 'ended' }
          : { status: 'unavailable', session };
      options.onRefresh?.(outcome.status);
      return outcome;
    }
  }

  return {
    coordinator,
    /** The margin this keeper refreshes by: a client calling with its tokens must not refresh earlier on its own. */
    marginSeconds: margin,
    /** The session with a token fit to send, refreshed first when it must be. */
    async keep(session: StoredSession): Promise<KeptSession> {
      const known = await coordinator.exchanged(session.refreshToken);
      if (known) return { status: 'ok', session: known, refreshed: true };
      if (fit(session.token)) return { status: 'ok', session, refreshed: false };
      return coordinator.refreshOnce(session, () => refresh(session));
    },
    /** A session replaced by a new login for another customer: its old refresh token maps to the new one. */
    replaced(old: StoredSession, next: StoredSession): Promise<void> {
      return coordinator.remember(old.refreshToken, next);
    },
    /** A session signed out: requests with an older cookie of it get no tokens from the grace map. */
    forget(session: StoredSession): Promise<void> {
      return coordinator.forget(session.refreshToken);
    },
  };
}

export type TokenKeeper = ReturnType<typeof createTokenKeeper>;
