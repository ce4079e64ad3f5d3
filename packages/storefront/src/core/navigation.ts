/** Connection facts of the Network Information API (not in every browser). */
interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** Link prefetch is skipped on slow connections: save-data or a 2g connection (§2). */
export function isSlowConnection(nav: Navigator): boolean {
  const connection = (nav as Navigator & { connection?: NetworkInformationLike }).connection;
  if (!connection) return false;
  return connection.saveData === true || (connection.effectiveType ?? '').includes('2g');
}

/**
 * Runs at most `limit` tasks at once; the rest wait their turn (route
 * preloads: at most 4, §2). A task already waiting for the same key is not queued twice.
 */
export function createLimiter(limit: number) {
  let running = 0;
  const queue: { key: string; run: () => Promise<unknown> }[] = [];
  const active = new Set<string>();
  const next = () => {
    while (running < limit && queue.length > 0) {
      const task = queue.shift();
      if (!task) return;
      running++;
      task
        .run()
        .catch(() => undefined)
        .finally(() => {
          running--;
          active.delete(task.key);
          next();
        });
    }
  };
  return {
    schedule(key: string, run: () => Promise<unknown>): void {
      if (active.has(key)) return;
      active.add(key);
      queue.push({ key, run });
      next();
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}

/**
 * Whether a navigation target may be followed: in-app paths always,
 * external URLs only when listed (§2: external navigation is blocked unless allowed).
 */
export function isNavigationAllowed(
  target: string,
  origin: string,
  allowedOrigins: readonly string[],
): boolean {
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  return url.origin === origin || allowedOrigins.includes(url.origin);
}

/** A path to return to after signing in: only a path inside this shop, never another site. */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  // A URL parser drops tabs and newlines and reads a backslash as a slash, so '/\t/evil.example'
  // and '/\\evil.example' are '//evil.example': another site. Refuse every control character.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  // And what remains must stay on this origin however a browser resolves it.
  const base = 'https://shop.invalid';
  return new URL(value, base).origin === base ? value : null;
}
