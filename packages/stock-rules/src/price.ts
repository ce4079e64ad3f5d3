import { fromScaled, multiplyScaled, PRICE_DECIMALS, toScaled } from './decimal';

/**
 * A price rounded to the spec's precision (10 decimals by default), read as
 * the decimal it prints as — `roundPrice(0.1 + 0.2)` is 0.3.
 *
 * @example
 * roundPrice(0.1 + 0.2) // 0.3
 * roundPrice('12.345', 2) // 12.35
 */
export function roundPrice(value: number | string, decimals = PRICE_DECIMALS): number {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > PRICE_DECIMALS) {
    throw new RangeError(`decimals must be 0–${PRICE_DECIMALS}, got ${decimals}`);
  }
  return fromScaled(toScaled(value), decimals);
}

export interface TrackablePrice {
  netPrice: number;
  alloyingPrice?: number | null;
}

/**
 * The price tracking reports for a line: net + alloying, to 2 decimals.
 *
 * @example
 * trackingPrice({ netPrice: 10.105, alloyingPrice: 0.1 }) // 10.21
 */
export function trackingPrice(price: TrackablePrice): number {
  return fromScaled(toScaled(price.netPrice) + toScaled(price.alloyingPrice ?? 0), 2);
}

export interface RevenueLine {
  price: number;
  quantity: number;
}

/**
 * Σ price × quantity, exact, to 2 decimals.
 *
 * @example
 * revenue([{ price: 0.1, quantity: 3 }, { price: 0.2, quantity: 1 }]) // 0.5
 */
export function revenue(lines: readonly RevenueLine[]): number {
  let total = 0n;
  for (const line of lines) total += multiplyScaled(toScaled(line.price), toScaled(line.quantity));
  return fromScaled(total, 2);
}
