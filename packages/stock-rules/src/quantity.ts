import { fromScaled, PRICE_DECIMALS, toScaled } from './decimal';

/**
 * The one quantity rule of the shop: how many decimals a quantity may have,
 * what a quantity field steps by, how typed Swedish text is read, and how a
 * quantity is rounded to the order multiple. The product page, listing
 * cards, cart and cart flyout all use it, so 7 of a five-pack is 10
 * everywhere.
 */

/** Units sold in parts (metres, kilos, litres, areas, volumes): a quantity may have a decimal comma. */
const DECIMAL_UNITS = new Set(['m', 'kg', 'l', 'm2', 'm²', 'm3', 'm³']);

/** Decimals a unit sold in parts allows. */
const PART_DECIMALS = 2;

/** What an article sold in parts steps by when it has no order multiple of its own. */
const PART_STEP = 0.1;

/**
 * Decimals a quantity of this sales unit may have: two for units sold in
 * parts (m, kg, l, m2, m², m3, m³), else none.
 *
 * @example
 * quantityDecimals('m') // 2
 * quantityDecimals('st') // 0
 */
export function quantityDecimals(unit: string | undefined): number {
  return unit !== undefined && DECIMAL_UNITS.has(unit) ? PART_DECIMALS : 0;
}

/**
 * What a quantity field moves by and rounds to: the order multiple, or a
 * tenth for an article sold in parts that has no multiple of its own (12,5 m
 * of cable is a real order). A missing, zero, negative or non-finite multiple
 * counts as 1, as `orderMultipleFor` does.
 *
 * @example
 * quantityStep(5, 0) // 5
 * quantityStep(1, 2) // 0.1
 */
export function quantityStep(orderMultiple: number, decimals: number): number {
  const multiple = Number.isFinite(orderMultiple) && orderMultiple > 0 ? orderMultiple : 1;
  return decimals > 0 && multiple === 1 ? PART_STEP : multiple;
}

/** Digits with at most one decimal comma or point, before, between or after them. */
const QUANTITY_TEXT = /^(\d+[.,]?\d*|[.,]\d+)$/;

/**
 * A quantity as a Swedish customer types it: a decimal comma or point,
 * spaces (also no-break spaces) ignored, so '1 000' is 1000 and ',5' is 0.5.
 * Null for anything else: empty, negative, letters, two separators
 * ('1.000,5' is refused rather than guessed).
 *
 * @example
 * parseQuantityText('12,5') // 12.5
 * parseQuantityText('1 000') // 1000
 * parseQuantityText('-3') // null
 */
export function parseQuantityText(text: string): number | null {
  const plain = text.replace(/\s/g, '');
  if (!QUANTITY_TEXT.test(plain)) return null;
  const value = Number(plain.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

const ONE = 10n ** BigInt(PRICE_DECIMALS);

function gcd(a: bigint, b: bigint): bigint {
  let x = a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/**
 * Rounds a quantity UP to the next multiple of `step`, at least one
 * multiple, with at most `decimals` decimals: a tradesman who needs 7 must
 * not receive 5, so 7 of a five-pack is 10. The arithmetic is on integers
 * (the value read as the decimal it prints as, scaled by 10^10), so 12,3 m
 * in steps of 0,1 stays 12.3 and `0.1 + 0.2` of a 0,1 step is 0.3.
 *
 * A step finer than the decimals allow (0,25 with one decimal) rounds to
 * the smallest multiple of it that can be written with them (0,5), so the
 * result is always both a multiple and writable. Zero, a negative value or
 * one below 10^-10 is one multiple. Throws a RangeError for a non-finite
 * value, a step that is not above zero, or decimals outside 0–10.
 *
 * @example
 * snapQuantity(7, 5, 0) // 10
 * snapQuantity(12.3, 0.1, 2) // 12.3
 * snapQuantity(2.25, 0.1, 2) // 2.3
 * snapQuantity(0, 5, 0) // 5
 */
export function snapQuantity(value: number, step: number, decimals: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite quantity: ${value}`);
  if (!Number.isFinite(step) || step <= 0) throw new RangeError(`The step must be above zero, got ${step}`);
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > PRICE_DECIMALS) {
    throw new RangeError(`decimals must be 0–${PRICE_DECIMALS}, got ${decimals}`);
  }
  const scaledStep = toScaled(step);
  if (scaledStep <= 0n) throw new RangeError(`The step must be above zero, got ${step}`);
  // The smallest quantity the decimals can write, and the smallest multiple of the step it can write.
  const unit = ONE / 10n ** BigInt(decimals);
  const effective = (scaledStep / gcd(scaledStep, unit)) * unit;
  const scaled = toScaled(value);
  const steps = scaled <= 0n ? 1n : (scaled + effective - 1n) / effective;
  return fromScaled(steps * effective);
}

/** A sales unit's quantity rule, ready for a quantity field. */
export interface QuantityRule {
  /** What the steppers move by and the value rounds up to (`quantityStep`, widened if the decimals cannot write it). */
  step: number;
  /** Decimals the quantity may have (for formatting). */
  decimals: number;
  /** The smallest quantity: one multiple. */
  min: number;
  /** Reads typed Swedish text; null when it is not a quantity. */
  parse(text: string): number | null;
  /** Rounds up to the next multiple, at least one. */
  snap(value: number): number;
}

/**
 * The quantity rule of an article as sold here: its unit's decimals, the
 * step (order multiple, or 0,1 for parts), the minimum of one multiple, and
 * `parse` and `snap` bound to them — what a UI's quantity field takes.
 *
 * @example
 * const rule = quantityRule({ unit: 'st', orderMultiple: 5 });
 * rule.snap(rule.parse('7') ?? rule.min) // 10
 */
export function quantityRule({
  unit,
  orderMultiple = 1,
}: {
  unit?: string | undefined;
  orderMultiple?: number | undefined;
}): QuantityRule {
  const decimals = quantityDecimals(unit);
  const multiple = quantityStep(orderMultiple, decimals);
  const snap = (value: number) => snapQuantity(value, multiple, decimals);
  // One multiple as `snap` sees it (a step finer than the decimals is widened), so steppers and rounding agree.
  const step = snap(0);
  return { step, decimals, min: step, parse: parseQuantityText, snap };
}

/** How a sales unit is written after a quantity, where the services' code is not what a customer reads. */
const UNIT_TEXT: Readonly<Record<string, string>> = { m2: 'm²', m3: 'm³' };

/** Decimals shown: a quantity is never rounded for display (12,345 m shows as such). */
const SHOWN_DECIMALS = 3;

const unitFormats = new Map<string, Intl.NumberFormat>();

/**
 * A quantity as every screen, document and e-mail of the shop writes it: a
 * Swedish decimal comma, thousands grouped, and the article's sales unit
 * after a no-break space ('st' when the unit is unknown). Cart, cart flyout,
 * summary, confirmation, order page, lists, PDF and e-mail all use it, so
 * what a customer reads is what they order.
 *
 * @example
 * formatUnitQuantity(0.1, 'm') // '0,1 m'
 * formatUnitQuantity(1500, 'st') // '1 500 st'
 * formatUnitQuantity(2.5, 'm2') // '2,5 m²'
 */
export function formatUnitQuantity(
  quantity: number,
  unit: string | undefined | null,
  locale = 'sv-SE',
): string {
  let format = unitFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: SHOWN_DECIMALS });
    unitFormats.set(locale, format);
  }
  const code = unit?.trim() || 'st';
  return `${format.format(quantity)}\u00a0${UNIT_TEXT[code] ?? code}`;
}
