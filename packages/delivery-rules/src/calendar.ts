/**
 * Calendar helpers in Europe/Stockholm time. Dates are ISO strings
 * `YYYY-MM-DD`; arithmetic on them is done in UTC, where a day is always
 * 24 hours, so the machine's time zone never leaks in.
 */

const STOCKHOLM = 'Europe/Stockholm';

const dateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: STOCKHOLM,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const hourFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: STOCKHOLM,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Throws a RangeError unless the value is a real calendar date `YYYY-MM-DD`. */
export function assertIsoDate(value: string): void {
  const match = ISO_DATE.exec(value);
  if (!match) throw new RangeError(`Expected a date YYYY-MM-DD, got "${value}"`);
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (
    date.getUTCFullYear() !== Number(y) ||
    date.getUTCMonth() !== Number(m) - 1 ||
    date.getUTCDate() !== Number(d)
  ) {
    throw new RangeError(`Not a calendar date: "${value}"`);
  }
}

/** The Stockholm calendar day of an instant, or a date string as given (validated). */
export function stockholmDate(value: Date | string): string {
  if (typeof value === 'string') {
    if (ISO_DATE.test(value)) {
      assertIsoDate(value);
      return value;
    }
    const parsed = new Date(value);
    if (Number.isNaN(parsed.getTime())) throw new RangeError(`Not a date: "${value}"`);
    return dateFormat.format(parsed);
  }
  if (Number.isNaN(value.getTime())) throw new RangeError('Invalid Date');
  return dateFormat.format(value);
}

/** Hours and minutes past midnight in Stockholm, as a fraction of hours (13:30 → 13.5). */
export function stockholmHours(instant: Date): number {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid Date');
  const [hours = 0, minutes = 0] = hourFormat.format(instant).split(':').map(Number);
  return hours + minutes / 60;
}

function toUtc(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1));
}

function fromUtc(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** `iso` plus `days` calendar days. */
export function addDays(iso: string, days: number): string {
  const date = toUtc(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return fromUtc(date);
}

/** 0 = Sunday … 6 = Saturday, of a calendar date. */
export function weekday(iso: string): number {
  return toUtc(iso).getUTCDay();
}

/** ISO date of Easter Sunday (Gregorian computus, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
