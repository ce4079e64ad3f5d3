import { type OrderTotals, orderTotals, type TaxedLine } from '@shop/stock-rules';
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

/** A cart line as the totals read it: its quantity and its variant's price (absent when not seen). */
export interface PricedLine {
  cartItemId: string;
  quantity: number;
  variant?: { price?: { netPrice: number; vatPercentage: number } | null | undefined } | null | undefined;
}

/**
 * The lines' sum excluding VAT, its VAT and the total, by stock-rules'
 * `orderTotals` (the rule the order service charges by), with typed
 * quantities first; null when a line has no price (ask for price, no right
 * to see prices).
 */
export function cartTotals(
  lines: readonly PricedLine[],
  typed: (lineId: string) => number | undefined = () => undefined,
): OrderTotals | null {
  const taxed: TaxedLine[] = [];
  for (const line of lines) {
    const price = line.variant?.price;
    if (!price) return null;
    taxed.push({
      price: price.netPrice,
      quantity: typed(line.cartItemId) ?? line.quantity,
      vatPercentage: price.vatPercentage,
    });
  }
  return orderTotals(taxed);
}
