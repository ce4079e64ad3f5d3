/**
 * Items by weight, highest first; items of equal weight keep the editor's
 * order (the sort is stable).
 *
 * @example
 * weightedOrder([{ id: 'a', weight: 1 }, { id: 'b', weight: 5 }, { id: 'c', weight: 1 }]).map((i) => i.id)
 * // ['b', 'a', 'c']
 */
export function weightedOrder<T extends { weight: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => weightOf(b) - weightOf(a));
}

/** A weight that is not a number sorts as 0, so one bad entry cannot scramble the rest. */
function weightOf(item: { weight: number }): number {
  return Number.isFinite(item.weight) ? item.weight : 0;
}

/**
 * An index in `[0, count)` chosen at random, for a random banner. Call it
 * where the page is rendered on the server and pass the result down, so the
 * browser hydrates the same banner the server drew.
 *
 * @example
 * pickRandomIndex(3, () => 0.5) // 1
 * pickRandomIndex(0)            // 0
 */
export function pickRandomIndex(count: number, random: () => number = Math.random): number {
  if (!Number.isFinite(count) || count <= 1) return 0;
  const n = Math.floor(count);
  return Math.min(n - 1, Math.max(0, Math.floor(random() * n)));
}
