/**
 * Exact decimal arithmetic for prices: numbers are read as the decimal they
 * print as, scaled to 10 decimals (the spec's price precision) in a BigInt,
 * so sums of thousands of öre amounts never drift.
 */
export const PRICE_DECIMALS = 10;
const SCALE = 10n ** BigInt(PRICE_DECIMALS);
const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/** `value` × 10^10 as a BigInt, rounded half away from zero. */
export function toScaled(value: number | string): bigint {
  if (typeof value === 'number' && !Number.isFinite(value))
    throw new RangeError(`Not a finite amount: ${value}`);
  const text = String(value).trim();
  const match = DECIMAL.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === ''))
    throw new RangeError(`Not a decimal amount: "${text}"`);
  const [, sign, whole = '', fraction = '', exponent = '0'] = match;
  const digits = `${whole}${fraction}`.replace(/^0+(?=\d)/, '') || '0';
  // Position of the decimal point counted from the right of `digits`, after the exponent.
  const shift = Number(exponent) - fraction.length + PRICE_DECIMALS;
  let scaled: bigint;
  if (shift >= 0) {
    scaled = BigInt(digits) * 10n ** BigInt(shift);
  } else {
    const divisor = 10n ** BigInt(-shift);
    const n = BigInt(digits);
    scaled = n / divisor;
    if ((n % divisor) * 2n >= divisor) scaled += 1n;
  }
  return sign === '-' ? -scaled : scaled;
}

/** A scaled BigInt back to a number, rounded to `decimals` (half away from zero). */
export function fromScaled(scaled: bigint, decimals = PRICE_DECIMALS): number {
  const negative = scaled < 0n;
  let abs = negative ? -scaled : scaled;
  const drop = 10n ** BigInt(PRICE_DECIMALS - decimals);
  const remainder = abs % drop;
  abs /= drop;
  if (remainder * 2n >= drop) abs += 1n;
  const text = abs.toString().padStart(decimals + 1, '0');
  const whole = text.slice(0, text.length - decimals);
  const fraction = decimals > 0 ? `.${text.slice(text.length - decimals)}` : '';
  return Number(`${negative && abs !== 0n ? '-' : ''}${whole}${fraction}`);
}

/** Product of two scaled values, still scaled by 10^10 (rounded half away from zero). */
export function multiplyScaled(a: bigint, b: bigint): bigint {
  const product = a * b;
  const negative = product < 0n;
  const abs = negative ? -product : product;
  let result = abs / SCALE;
  if ((abs % SCALE) * 2n >= SCALE) result += 1n;
  return negative ? -result : result;
}
