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

export interface TaxedLine extends RevenueLine {
  /** The article's VAT rate in percent, as the price service answers it (25 in Sweden for most goods). */
  vatPercentage: number;
}

export interface OrderTotals {
  /** Σ price × quantity, to öre. */
  excludingVat: number;
  /** The VAT on that sum: per rate, the rate's share of its lines' sum, each rounded to öre. */
  vat: number;
  /** What the customer pays: the two above added. */
  includingVat: number;
}

/**
 * The three figures at the foot of a cart, a checkout and an order: the sum
 * excluding VAT, the VAT and the total, exact to the öre. VAT is taken per
 * rate on the öre sum of that rate's lines (not line by line), as an
 * invoice does, so a thousand lines of 0,1 m never add up rounding.
 *
 * @example
 * orderTotals([{ price: 62.3, quantity: 0.1, vatPercentage: 25 }])
 * // { excludingVat: 6.23, vat: 1.56, includingVat: 7.79 }
 */
export function orderTotals(lines: readonly TaxedLine[]): OrderTotals {
  const byRate = new Map<number, bigint>();
  let net = 0n;
  for (const line of lines) {
    if (!Number.isFinite(line.vatPercentage) || line.vatPercentage < 0) {
      throw new RangeError(`Not a VAT rate: ${line.vatPercentage}`);
    }
    const sum = multiplyScaled(toScaled(line.price), toScaled(line.quantity));
    net += sum;
    byRate.set(line.vatPercentage, (byRate.get(line.vatPercentage) ?? 0n) + sum);
  }
  const excludingVat = fromScaled(net, 2);
  let vatOre = 0n;
  for (const [rate, sum] of byRate) {
    // The rate's lines summed to öre, then the rate's share of that, to öre (half away from zero).
    const rounded = toScaled(fromScaled(sum, 2));
    vatOre += toScaled(fromScaled(multiplyScaled(rounded, toScaled(rate / 100)), 2));
  }
  const vat = fromScaled(vatOre, 2);
  return { excludingVat, vat, includingVat: fromScaled(toScaled(excludingVat) + vatOre, 2) };
}
