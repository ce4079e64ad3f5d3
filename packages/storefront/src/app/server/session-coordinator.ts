import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import type { StoredSession } from '@shop/commerce-client';
import { Redis } from 'ioredis';
import { createSessionRevocations } from './session-seal';

/** What keeping a session fit to use gave: the tokens to send, or the session's end. */
export type KeptSession =
  | { status: 'ok'; session: StoredSession; refreshed: boolean }
  /** The service rejected the refresh token (401): the session is over. */
  | { status: 'ended' }
  /** The refresh failed for another reason (a 500, no answer): the old tokens are sent as they are. */
  | { status: 'unavailable'; session: StoredSession };

/**
 * The memory every process of a brand must share for sessions to need no sticky load balancer:
 * one refresh per session however many requests and processes see it expire, the grace map
 * (an old refresh token → the tokens it was exchanged for) and sign-outs. In-process by default
 * (`createMemoryCoordinator`, what `./shop start` uses); Redis with `REDIS_URL`.
 */
export interface SessionCoordinator {
  readonly kind: 'memory' | 'redis';
  /** The tokens `refreshToken` was exchanged for within the grace period, or null. */
  exchanged(refreshToken: string): Promise<StoredSession | null>;
  /**
   * Runs `refresh` for `session` once among every request and process that asks at the same
   * time; the others get its outcome. An `ok` outcome is remembered for the grace period.
   */
  refreshOnce(session: StoredSession, refresh: () => Promise<KeptSession>): Promise<KeptSession>;
  /** `old` (a session replaced by a switch or a new login) maps to `next` for the grace period. */
  remember(old: string, next: StoredSession): Promise<void>;
  /** Drops every grace entry from or to `refreshToken` (a sign-out). */
  forget(refreshToken: string): Promise<void>;
  /** A session id refused until `untilSeconds` (logout), on every process. */
  revoke(sid: string, untilSeconds: number): Promise<void>;
  isRevoked(sid: string | undefined): Promise<boolean>;
  /** Whether the shared store answers (always, in process). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface CoordinatorOptions {
  /** How long an old refresh token still maps to its new tokens. Default 60 s. */
  graceMs?: number;
  now?: () => number;
}

/** Today's behaviour: the memory is this process's. */
export function createMemoryCoordinator(options: CoordinatorOptions = {}): SessionCoordinator {
  const graceMs = options.graceMs ?? 60_000;
  const now = options.now ?? Date.now;
  const refreshing = new Map<string, Promise<KeptSession>>();
  const exchanged = new Map<string, { session: StoredSession; at: number }>();
  const revocations = createSessionRevocations({ now });
  const sweep = () => {
    for (const [old, entry] of exchanged) if (now() - entry.at > graceMs) exchanged.delete(old);
  };
  return {
    kind: 'memory',
    async exchanged(refreshToken) {
      sweep();
      return exchanged.get(refreshToken)?.session ?? null;
    },
    refreshOnce(session, refresh) {
      const key = session.refreshToken;
      let pending = refreshing.get(key);
      if (!pending) {
        pending = refresh()
          .then((outcome) => {
            if (outcome.status === 'ok') exchanged.set(key, { session: outcome.session, at: now() });
            return outcome;
          })
          .finally(() => refreshing.delete(key));
        refreshing.set(key, pending);
      }
      return pending;
    },
    async remember(old, next) {
      exchanged.set(old, { session: next, at: now() });
    },
    async forget(refreshToken) {
      for (const [old, entry] of exchanged)
        if (old === refreshToken || entry.session.refreshToken === refreshToken) exchanged.delete(old);
    },
    async revoke(sid, untilSeconds) {
      revocations.revoke(sid, untilSeconds);
    },
    async isRevoked(sid) {
      return revocations.isRevoked(sid);
    },
    async ping() {
      return true;
    },
    async close() {},
  };
}

export interface RedisCoordinatorOptions extends CoordinatorOptions {
  /** `redis://host:port/db` (`REDIS_URL`). */
  url: string;
  /**
   * The session secret: the keys are HMACs of the refresh tokens (Redis never sees one) and the
   * tokens kept for the grace period are sealed with AES-256-GCM under a key derived from it.
   */
  secret: string;
  /** Keys start with this (one Redis for several brands). Default `shop:`. */
  keyPrefix?: string;
  /** How long one refresh may hold its lock (a refresh call that hangs). Default 5 s. */
  lockMs?: number;
  /** How often a request waiting on another's refresh looks for its outcome. Default 20 ms. */
  pollMs?: number;
  /** Where failures of the store are told (each falls back to this process's memory). */
  log?: (line: string) => void;
}

/** The compare-and-delete that releases a lock only if it is still ours (it may have expired). */
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/** Sealed outcomes: an `ended` is kept as long as the lock, so the waiters see it; `unavailable` a second. */
type StoredOutcome =
  | { status: 'ok'; session: StoredSession }
  | { status: 'ended' }
  | { status: 'unavailable' };

/**
 * The Redis implementation: a short lock per refresh token (`SET NX PX`, released by
 * compare-and-delete), the outcome sealed under `out:<hmac>` for the grace period, a reverse
 * entry `by:<hmac of the new token>` so a sign-out finds it, and revocations as `rev:<hmac>`
 * expiring when the session would have. A request that finds the lock taken polls for the
 * outcome; one that outlives the lock tries to take it itself. When Redis does not answer, the
 * in-process coordinator stands in (one refresh per process, not per fleet) and it is logged:
 * the shop keeps working rather than failing every signed-in page.
 */
export function createRedisCoordinator(options: RedisCoordinatorOptions): SessionCoordinator {
  const graceMs = options.graceMs ?? 60_000;
  const lockMs = options.lockMs ?? 5_000;
  const pollMs = options.pollMs ?? 20;
  const now = options.now ?? Date.now;
  const prefix = options.keyPrefix ?? 'shop:';
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const fallback = createMemoryCoordinator(options);
  const redis = new Redis(options.url, {
    maxRetriesPerRequest: 1,
    commandTimeout: 1_000,
    enableOfflineQueue: true,
    lazyConnect: false,
  });
  let lastComplaint = 0;
  redis.on('error', (error: Error) => {
    // ioredis reconnects by itself; one line a minute is enough to tell the operator.
    if (now() - lastComplaint > 60_000) {
      lastComplaint = now();
      log(`session coordinator: redis: ${error.message}`);
    }
  });
  const material = Buffer.from(
    hkdfSync('sha256', options.secret, 'shop-session-coordinator', 'shop-session-coordinator v1', 64),
  );
  const hmacKey = material.subarray(0, 32);
  const sealKey = material.subarray(32);
  const id = (token: string) => createHmac('sha256', hmacKey).update(token).digest('base64url');
  const seal = (value: StoredOutcome): string => {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', sealKey, iv);
    const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  };
  const open = (text: string | null): StoredOutcome | null => {
    if (!text) return null;
    try {
      const raw = Buffer.from(text, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', sealKey, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      const json = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
      return JSON.parse(json) as StoredOutcome;
    } catch {
      // Sealed with another secret (rotated), or not ours: as if absent.
      return null;
    }
  };
  const failed = (what: string, error: unknown) => {
    if (now() - lastComplaint > 60_000) {
      lastComplaint = now();
      log(`session coordinator: ${what} fell back to this process: ${(error as Error).message}`);
    }
  };
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  async function store(oldToken: string, outcome: StoredOutcome) {
    const key = id(oldToken);
    const ttl = outcome.status === 'ok' ? graceMs : outcome.status === 'ended' ? lockMs : 1_000;
    const multi = redis.multi().set(`${prefix}out:${key}`, seal(outcome), 'PX', ttl);
    if (outcome.status === 'ok') multi.set(`${prefix}by:${id(outcome.session.refreshToken)}`, key, 'PX', ttl);
    await multi.exec();
  }

  const asKept = (outcome: StoredOutcome, session: StoredSession): KeptSession =>
    outcome.status === 'ok'
      ? { status: 'ok', session: outcome.session, refreshed: true }
      : outcome.status === 'ended'
        ? { status: 'ended' }
        : { status: 'unavailable', session };

  // Requests of this process for the same token share one wait (fewer round trips, one lock try).
  const local = new Map<string, Promise<KeptSession>>();

  async function coordinated(session: StoredSession, refresh: () => Promise<KeptSession>) {
    const key = id(session.refreshToken);
    const lockKey = `${prefix}lock:${key}`;
    const outKey = `${prefix}out:${key}`;
    const deadline = now() + lockMs * 2;
    while (now() < deadline) {
      const known = open(await redis.get(outKey));
      if (known) return asKept(known, session);
      const mine = randomBytes(12).toString('base64url');
      if ((await redis.set(lockKey, mine, 'PX', lockMs, 'NX')) === 'OK') {
        try {
          // Another process may have finished between our read and our lock.
          const late = open(await redis.get(outKey));
          if (late) return asKept(late, session);
          const outcome = await refresh();
          await store(
            session.refreshToken,
            outcome.status === 'ok' ? { status: 'ok', session: outcome.session } : { status: outcome.status },
          );
          return outcome;
        } finally {
          await redis.eval(RELEASE, 1, lockKey, mine).catch(() => undefined);
        }
      }
      await sleep(pollMs);
    }
    // The lock's holder neither finished nor let go in twice its time: the old tokens go as they are.
    return { status: 'unavailable', session } satisfies KeptSession;
  }

  return {
    kind: 'redis',
    async exchanged(refreshToken) {
      try {
        const known = open(await redis.get(`${prefix}out:${id(refreshToken)}`));
        return known?.status === 'ok' ? known.session : null;
      } catch (error) {
        failed('exchanged', error);
        return fallback.exchanged(refreshToken);
      }
    },
    refreshOnce(session, refresh) {
      const key = session.refreshToken;
      let pending = local.get(key);
      if (!pending) {
        // Once this process has refreshed (or Redis failed mid-way), no second refresh here.
        let ran = false;
        const once = () => {
          ran = true;
          return refresh();
        };
        pending = coordinated(session, once)
          .catch((error: unknown) => {
            failed('refresh', error);
            return ran
              ? ({ status: 'unavailable', session } as KeptSession)
              : fallback.refreshOnce(session, once);
          })
          .finally(() => local.delete(key));
        local.set(key, pending);
      }
      return pending;
    },
    async remember(old, next) {
      try {
        await store(old, { status: 'ok', session: next });
      } catch (error) {
        failed('remember', error);
        await fallback.remember(old, next);
      }
    },
    async forget(refreshToken) {
      await fallback.forget(refreshToken);
      try {
        const key = id(refreshToken);
        const from = await redis.get(`${prefix}by:${key}`);
        await redis.del(
          `${prefix}out:${key}`,
          `${prefix}by:${key}`,
          ...(from ? [`${prefix}out:${from}`] : []),
        );
      } catch (error) {
        failed('forget', error);
      }
    },
    async revoke(sid, untilSeconds) {
      await fallback.revoke(sid, untilSeconds);
      try {
        await redis.set(`${prefix}rev:${id(sid)}`, '1', 'PXAT', untilSeconds * 1000);
      } catch (error) {
        failed('revoke', error);
      }
    },
    async isRevoked(sid) {
      if (sid === undefined) return false;
      if (await fallback.isRevoked(sid)) return true;
      try {
        return (await redis.exists(`${prefix}rev:${id(sid)}`)) === 1;
      } catch (error) {
        failed('isRevoked', error);
        return false;
      }
    },
    async ping() {
      try {
        return (await redis.ping()) === 'PONG';
      } catch {
        return false;
      }
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/**
 * The coordinator a brand's server uses: Redis when `redisUrl` is set (`REDIS_URL`), else
 * this process's memory.
 */
export function createSessionCoordinator(
  options: CoordinatorOptions & { redisUrl?: string; secret: string; log?: (line: string) => void },
): SessionCoordinator {
  return options.redisUrl
    ? createRedisCoordinator({ ...options, url: options.redisUrl })
    : createMemoryCoordinator(options);
}
