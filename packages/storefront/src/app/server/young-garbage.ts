import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

export type Collect = (options: { type: 'minor' | 'major'; execution?: 'sync' | 'async' }) => void;

let collect: Collect | null | undefined;

/** V8's `gc` function, exposed once for the process; null where the runtime refuses. */
function collector(): Collect | null {
  if (collect === undefined) {
    try {
      setFlagsFromString('--expose-gc');
      collect = runInNewContext('gc') as Collect;
      // Only this context got it: contexts made later (any `vm` use) get no `gc` of their own.
      setFlagsFromString('--no-expose-gc');
    } catch {
      collect = null;
    }
  }
  return collect;
}

/**
 * For a stream that passes far more bytes through than the server holds (issue 38's documentation
 * pack: hundreds of MB of PDFs, one chunk at a time). Each network read arrives in a fresh buffer;
 * V8 frees dead buffers only when it collects, and it collects by how much *script* allocates, which
 * here is little: with the default young generation some 70 MB of dead chunks stood before a
 * collection (`bench:pack`). This asks V8 for a young-generation collection (a scavenge, about a
 * millisecond: it visits live objects, not dead ones) after every `everyBytes` passed through, so
 * what stands is bounded by that, whatever the pack weighs.
 *
 * Returns the counter to call with each chunk's length.
 */
export function youngGarbageBound(
  everyBytes: number,
  getCollector: () => Collect | null = collector,
): (bytes: number) => void {
  let since = 0;
  return (bytes) => {
    since += bytes;
    if (since < everyBytes) return;
    since = 0;
    getCollector()?.({ type: 'minor' });
  };
}
