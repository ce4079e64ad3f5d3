import { stockholmDate, stockholmHours, weekday } from './calendar';
import { matchesEveryWord } from './text';

/** A store's hours on one weekday, as the commerce service's location has them. */
export interface OpeningHoursDay {
  /** 1 = Monday … 7 = Sunday. */
  weekday: number;
  /** Stockholm wall-clock `HH:MM`; null when the store is closed that day. */
  opens: string | null;
  closes: string | null;
}

/** What `isOpenNow` needs of a store (a commerce-service location fits). */
export interface StoreOpeningHours {
  openingHours: readonly OpeningHoursDay[];
}

/** What `matchesStore` searches (a commerce-service location fits). */
export interface SearchableStore {
  name: string;
  address: string;
  postalCode: string;
  city: string;
}

const MINUTES_PER_DAY = 24 * 60;
const CLOCK = /^(\d{1,2})[:.](\d{2})$/;

/** Minutes past midnight of `HH:MM` (or `H.MM`); null when it is not a time of day. */
function minutesOf(time: string | null): number | null {
  const match = time === null ? null : CLOCK.exec(time.trim());
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return Number(match[2]) < 60 && minutes <= MINUTES_PER_DAY ? minutes : null;
}

/** The day's open span in minutes; a closing time at or before the opening time is on the next day. */
function openSpan(day: OpeningHoursDay | undefined): { opens: number; closes: number } | null {
  const opens = minutesOf(day?.opens ?? null);
  const closes = minutesOf(day?.closes ?? null);
  if (opens === null || closes === null) return null;
  return { opens, closes: closes <= opens ? closes + MINUTES_PER_DAY : closes };
}

/**
 * Whether a store is open at `now`, read in Europe/Stockholm time whatever
 * the machine's time zone: open from `opens` (inclusive) to `closes`
 * (exclusive) on that weekday. A closing time at or before the opening time
 * is on the next day (22:00–02:00, or 00:00 for midnight). A day without
 * hours, or with hours that are not a time of day, is closed.
 *
 * @example
 * const store = { openingHours: [{ weekday: 1, opens: '06:30', closes: '17:00' }] };
 * isOpenNow(store, new Date('2026-11-23T05:30:00Z')) // true: Monday 06:30 in Stockholm
 * isOpenNow(store, new Date('2026-11-23T16:00:00Z')) // false: 17:00
 */
export function isOpenNow(store: StoreOpeningHours, now: Date): boolean {
  const today = weekday(stockholmDate(now)) || 7;
  const yesterday = today === 1 ? 7 : today - 1;
  const minutes = Math.round(stockholmHours(now) * 60);
  const span = (day: number) => openSpan(store.openingHours.find((hours) => hours.weekday === day));
  const todays = span(today);
  const yesterdays = span(yesterday);
  return (
    (todays !== null && todays.opens <= minutes && minutes < todays.closes) ||
    (yesterdays !== null && minutes + MINUTES_PER_DAY < yesterdays.closes)
  );
}

/**
 * Whether every word of the query is in the store's name, address, postal
 * code (with or without its space) or city, case- and diacritic-insensitive
 * as the address search is. An empty query matches every store.
 *
 * @example
 * matchesStore({ name: 'Bygghandeln Malmö', address: 'Stortorget 2', postalCode: '211 22', city: 'Malmö' }, 'malmo 21122') // true
 */
export function matchesStore(store: SearchableStore, query: string): boolean {
  return matchesEveryWord(
    [store.name, store.address, store.postalCode, store.postalCode.replace(/\s/g, ''), store.city],
    query,
  );
}
