/** Units sold in parts (metres, kilos, litres, areas, volumes): a quantity may have a decimal comma. */
const DECIMAL_UNITS = new Set(['m', 'kg', 'l', 'm2', 'm²', 'm3', 'm³']);

/** Decimals a quantity of this sales unit may have: two for units sold in parts, else none. */
export function quantityDecimals(unit: string | undefined): number {
  return unit !== undefined && DECIMAL_UNITS.has(unit) ? 2 : 0;
}

/**
 * What a quantity field moves by and snaps to: the store's order multiple, or a tenth for an
 * article sold in parts that has no multiple of its own (12,5 m of cable is a real order).
 * Every place that takes a quantity (product page, listing cards, cart, cart flyout) uses it.
 */
export function quantityStep(orderMultiple: number, decimals: number): number {
  return decimals > 0 && orderMultiple === 1 ? 0.1 : orderMultiple;
}
