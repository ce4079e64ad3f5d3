import type { StoredSession, TokenStore } from '@shop/commerce-client';

/** The one key the session's tokens live under (see README: "Where tokens live"). */
export const TOKEN_STORAGE_KEY = 'shop.session';

function isStoredSession(value: unknown): value is StoredSession {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.token === 'string' && typeof v.refreshToken === 'string' && typeof v.customerId === 'string'
  );
}

/**
 * Tokens in `localStorage`: a trade customer opens many product tabs, and
 * each must share the one session; a reload (the 401 path reloads on
 * purpose) must not sign them out. A malformed entry is removed, never used.
 */
export function localStorageTokenStore(storage: Storage, key = TOKEN_STORAGE_KEY): TokenStore {
  return {
    get() {
      const raw = storage.getItem(key);
      if (!raw) return null;
      try {
        const parsed: unknown = JSON.parse(raw);
        if (isStoredSession(parsed)) return parsed;
      } catch {
        // fall through: a broken entry is dropped
      }
      storage.removeItem(key);
      return null;
    },
    set(session) {
      storage.setItem(key, JSON.stringify(session));
    },
    clear() {
      storage.removeItem(key);
    },
  };
}
