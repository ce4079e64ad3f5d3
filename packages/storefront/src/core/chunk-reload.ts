/** Session storage key of the last reload done for a failed chunk. */
const RELOAD_GUARD_KEY = 'shop.chunk-reload';
/** Reload guard of §9: one reload per path within 10 s, so a broken deploy cannot loop. */
export const RELOAD_GUARD_MS = 10_000;

/** True for the errors browsers give when a code-split chunk cannot be loaded. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    message,
  );
}

/**
 * Reloads the target path after a failed chunk load, unless the same path
 * was reloaded less than 10 s ago. Returns whether it reloaded.
 */
export function reloadForChunkError(
  path: string,
  storage: Storage,
  reload: (path: string) => void,
  now: number,
): boolean {
  let last: { path?: string; at?: number } = {};
  try {
    last = JSON.parse(storage.getItem(RELOAD_GUARD_KEY) ?? '{}');
  } catch {
    last = {};
  }
  if (last.path === path && typeof last.at === 'number' && now - last.at < RELOAD_GUARD_MS) return false;
  storage.setItem(RELOAD_GUARD_KEY, JSON.stringify({ path, at: now }));
  reload(path);
  return true;
}
