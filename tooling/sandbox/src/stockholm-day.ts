import { addDays } from '@shop/delivery-rules';
import { badRequest } from './http.ts';

const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Stockholm',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * The instant (ISO, UTC) a calendar day starts in Stockholm: a shop's dates are Swedish days, so
 * an order placed at 00:30 Swedish time belongs to that day, not to the UTC day before. A date
 * that is not a calendar date is a 400 for `field`.
 *
 * @example
 * stockholmDayStart('2026-11-25', 'fromDate') // '2026-11-24T23:00:00.000Z' (CET, UTC+1)
 */
export function stockholmDayStart(day: string, field: string): string {
  const guess = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(guess.getTime()) || guess.toISOString().slice(0, 10) !== day)
    throw badRequest(`${day} är inget datum; ange ÅÅÅÅ-MM-DD`, field);
  const parts = Object.fromEntries(wallClock.formatToParts(guess).map((p) => [p.type, Number(p.value)]));
  const wall = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
  );
  return new Date(guess.getTime() - (wall - guess.getTime())).toISOString();
}

/** The instant the day after `day` starts in Stockholm: the exclusive end of `day`. */
export function stockholmDayEnd(day: string, field: string): string {
  stockholmDayStart(day, field);
  return stockholmDayStart(addDays(day, 1), field);
}
