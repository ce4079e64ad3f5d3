import { addDays, assertIsoDate, easterSunday, stockholmDate, stockholmHours, weekday } from './calendar';

export interface ClosedDayOptions {
  /** A brand's own closed days, `YYYY-MM-DD` (e.g. 23 and 27 Dec 2024 for one brand). */
  extraClosedDays?: readonly string[];
}

const cache = new Map<number, readonly string[]>();

/** The years the closed-day rules know (Easter's computation and the tests cover these). */
export const CLOSED_DAY_YEARS = { first: 1900, last: 2200 } as const;

/**
 * The Stockholm calendar day of `date`, refused with a RangeError that names the date when it is
 * not a calendar date (`2027-02-31`) or lies outside the years the rules cover (`9999-12-31`).
 */
function coveredDate(date: Date | string): string {
  const iso = stockholmDate(date);
  const year = Number(iso.slice(0, 4));
  if (year < CLOSED_DAY_YEARS.first || year > CLOSED_DAY_YEARS.last) {
    throw new RangeError(
      `"${iso}" is outside the years the delivery rules cover (${CLOSED_DAY_YEARS.first}–${CLOSED_DAY_YEARS.last})`,
    );
  }
  return iso;
}

/**
 * Swedish days without deliveries in a year, sorted: 1 Jan, 6 Jan, Good
 * Friday, Easter Saturday, Easter Sunday, Easter Monday, Ascension Day,
 * 1 May, 6 Jun, Midsummer Eve, 24, 25, 26 and 31 Dec. Years 1900–2200.
 *
 * @example
 * swedishClosedDays(2026).includes('2026-04-03') // Good Friday → true
 */
export function swedishClosedDays(year: number): string[] {
  if (!Number.isInteger(year) || year < CLOSED_DAY_YEARS.first || year > CLOSED_DAY_YEARS.last) {
    throw new RangeError(`swedishClosedDays covers the years 1900–2200, got ${year}`);
  }
  const cached = cache.get(year);
  if (cached) return [...cached];
  const easter = easterSunday(year);
  // Midsummer Eve: the Friday from 19 to 25 June.
  const june19 = `${year}-06-19`;
  const midsummerEve = addDays(june19, (5 - weekday(june19) + 7) % 7);
  const days = [
    `${year}-01-01`,
    `${year}-01-06`,
    addDays(easter, -2),
    addDays(easter, -1),
    easter,
    addDays(easter, 1),
    addDays(easter, 39),
    `${year}-05-01`,
    `${year}-06-06`,
    midsummerEve,
    `${year}-12-24`,
    `${year}-12-25`,
    `${year}-12-26`,
    `${year}-12-31`,
  ].sort();
  const unique = [...new Set(days)];
  cache.set(year, unique);
  return [...unique];
}

/**
 * A weekend, a Swedish closed day, or one of the brand's extra closed days
 * (in Stockholm's calendar). A date that is not a calendar day, or outside
 * 1900–2200, is refused with a RangeError that names it.
 *
 * @example
 * isClosedDay('2026-12-24') // true
 * isClosedDay('2024-12-23', { extraClosedDays: ['2024-12-23'] }) // true
 */
export function isClosedDay(date: Date | string, opts: ClosedDayOptions = {}): boolean {
  const iso = coveredDate(date);
  const day = weekday(iso);
  if (day === 0 || day === 6) return true;
  if (opts.extraClosedDays?.includes(iso)) return true;
  return swedishClosedDays(Number(iso.slice(0, 4))).includes(iso);
}

/**
 * The first day after `from` (today is skipped) that is not closed, as
 * `YYYY-MM-DD` in Stockholm time.
 *
 * @example
 * nextDeliverableDate(new Date('2026-04-02T10:00:00Z')) // '2026-04-07' (Easter in between)
 */
export function nextDeliverableDate(from: Date | string, opts: ClosedDayOptions = {}): string {
  for (const day of opts.extraClosedDays ?? []) assertIsoDate(day);
  let candidate = addDays(coveredDate(from), 1);
  // At most a long weekend plus the Christmas run: 30 days is far more than enough.
  for (let i = 0; i < 30; i++) {
    if (!isClosedDay(candidate, opts)) return candidate;
    candidate = addDays(candidate, 1);
  }
  throw new RangeError(`No deliverable date within 30 days after ${stockholmDate(from)}`);
}

/**
 * Whether `now` is at or after `hour` o'clock in Stockholm (the order cutoff).
 *
 * @example
 * isPastCutoff(new Date('2026-06-15T12:00:00Z'), 14) // 14:00 in Stockholm (summer time) → true
 */
export function isPastCutoff(now: Date, hour: number): boolean {
  if (!Number.isFinite(hour) || hour < 0 || hour > 24)
    throw new RangeError(`A cutoff hour is 0–24, got ${hour}`);
  return stockholmHours(now) >= hour;
}
