/**
 * Quantities the user has typed but the service has not yet confirmed, by
 * cart line. The price summary reads them, so the sum follows a change at
 * once (without re-rendering every line, and before the 500 ms debounce and
 * the round trip); the lines themselves keep their own field state.
 */
export function createQuantityStore() {
  const typed = new Map<string, number>();
  const listeners = new Set<() => void>();
  let version = 0;
  const notify = () => {
    version++;
    for (const listener of listeners) listener();
  };
  return {
    get: (lineId: string) => typed.get(lineId),
    set(lineId: string, quantity: number) {
      if (typed.get(lineId) === quantity) return;
      typed.set(lineId, quantity);
      notify();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
  };
}

export type QuantityStore = ReturnType<typeof createQuantityStore>;

/**
 * The sum of net price × quantity in öre, as the service computes the order
 * price; null when a line has no price (ask for price, no right to see prices).
 */
export function cartSum(
  lines: readonly { cartItemId: string; quantity: number; price: number | null | undefined }[],
  typed: (lineId: string) => number | undefined,
): number | null {
  let ore = 0;
  for (const line of lines) {
    if (typeof line.price !== 'number') return null;
    ore += Math.round(line.price * 100) * (typed(line.cartItemId) ?? line.quantity);
  }
  return Math.round(ore) / 100;
}
