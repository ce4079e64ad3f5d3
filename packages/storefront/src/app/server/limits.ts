/**
 * The brand server's limits on what one client may ask of it: request rates for the endpoints
 * anyone can post to, and the sign-in attempts per account and per address. The memory is this
 * process's, bounded in size; with several processes each keeps its own (the scale issue moves
 * it to the shared store).
 */

export interface RateLimiterOptions {
  /** Requests allowed per key in one window. */
  max: number;
  windowMs: number;
  /** Keys remembered at most; the oldest window is dropped first. */
  maxKeys?: number;
  now?: () => number;
}

/**
 * A fixed-window counter per key (a client address): `take` counts one request and says whether
 * it is within the limit, and when the window opens again.
 *
 * @example
 * const limit = createRateLimiter({ max: 30, windowMs: 60_000 });
 * if (!limit.take(address).allowed) return c.body(null, 429);
 */
export function createRateLimiter(options: RateLimiterOptions) {
  const now = options.now ?? Date.now;
  const maxKeys = options.maxKeys ?? 10_000;
  const windows = new Map<string, { start: number; count: number }>();
  return {
    take(key: string): { allowed: boolean; retryAfterSeconds: number } {
      const at = now();
      let window = windows.get(key);
      if (!window || at - window.start >= options.windowMs) {
        windows.delete(key);
        if (windows.size >= maxKeys) {
          const oldest = windows.keys().next().value;
          if (oldest !== undefined) windows.delete(oldest);
        }
        window = { start: at, count: 0 };
        windows.set(key, window);
      }
      window.count++;
      const retryAfterSeconds = Math.max(1, Math.ceil((window.start + options.windowMs - at) / 1000));
      return { allowed: window.count <= options.max, retryAfterSeconds };
    },
  };
}

export interface SignInLimitOptions {
  /** Wrong passwords for one account before it must wait; each one after doubles the wait. */
  accountFreeFailures?: number;
  /** The longest wait for an account, and how long failures are remembered. */
  accountLockMs?: number;
  /**
   * Wrong passwords from one address before it must wait: high, since a whole office signs in
   * from one address behind its NAT, and each of them may mistype now and then.
   */
  addressFreeFailures?: number;
  addressLockMs?: number;
  maxKeys?: number;
  now?: () => number;
}

interface Failures {
  count: number;
  /** When the last failure was. */
  last: number;
  /** No attempt before this. */
  until: number;
}

/**
 * Sign-in attempts: an account that has had 5 wrong passwords waits 1 s before the next try, then
 * 2, 4, 8 … up to 15 minutes; an address with 100 wrong passwords (any accounts) waits 15
 * minutes. A right password clears its account's count (not the address's: a guesser with one
 * account of their own gains nothing). Failures are forgotten 15 minutes after the last.
 *
 * @example
 * const wait = limits.check(username, address); // 0, or seconds to wait
 * …; limits.failed(username, address) or limits.succeeded(username)
 */
export function createSignInLimits(options: SignInLimitOptions = {}) {
  const now = options.now ?? Date.now;
  const accountFree = options.accountFreeFailures ?? 5;
  const accountLockMs = options.accountLockMs ?? 15 * 60_000;
  const addressFree = options.addressFreeFailures ?? 100;
  const addressLockMs = options.addressLockMs ?? 15 * 60_000;
  const maxKeys = options.maxKeys ?? 50_000;
  const accounts = new Map<string, Failures>();
  const addresses = new Map<string, Failures>();

  const current = (map: Map<string, Failures>, key: string, forgetMs: number) => {
    const entry = map.get(key);
    if (entry && now() - entry.last > forgetMs && now() >= entry.until) {
      map.delete(key);
      return undefined;
    }
    return entry;
  };
  const record = (map: Map<string, Failures>, key: string, forgetMs: number) => {
    const entry = current(map, key, forgetMs) ?? { count: 0, last: 0, until: 0 };
    entry.count++;
    entry.last = now();
    map.delete(key);
    if (map.size >= maxKeys) {
      const oldest = map.keys().next().value;
      if (oldest !== undefined) map.delete(oldest);
    }
    map.set(key, entry);
    return entry;
  };
  /** Account names are compared as the service does: case and outer spaces do not make another account. */
  const accountKey = (username: string) => username.trim().toLowerCase();

  return {
    /** Seconds to wait before this attempt may go to the service; 0 when it may go now. */
    check(username: string, address: string): number {
      const waits = [
        current(accounts, accountKey(username), accountLockMs)?.until ?? 0,
        current(addresses, address, addressLockMs)?.until ?? 0,
      ].map((until) => Math.max(0, Math.ceil((until - now()) / 1000)));
      return Math.max(...waits);
    },
    /** A wrong password: counted for the account and the address. */
    failed(username: string, address: string): void {
      const account = record(accounts, accountKey(username), accountLockMs);
      if (account.count >= accountFree)
        account.until = now() + Math.min(accountLockMs, 1000 * 2 ** (account.count - accountFree));
      const from = record(addresses, address, addressLockMs);
      if (from.count >= addressFree) from.until = now() + addressLockMs;
    },
    /** The right password: the account starts afresh. */
    succeeded(username: string): void {
      accounts.delete(accountKey(username));
    },
  };
}
