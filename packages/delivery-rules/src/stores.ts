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

/** A query that is a Swedish postal code or the start of one: three to five digits, spaces anywhere. */
const POSTAL_QUERY = /^\d{3,5}$/;

/** How many leading digits two postal codes share (the digits alone). */
function sharedDigits(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

/** What `findStores` answers: the stores, and whether they were ranked as near a postal code. */
export interface StoreSearch<S> {
  stores: S[];
  /** The query was a postal code: `stores` are those in its postal zone, nearest numbers first. */
  byPostalCode: boolean;
}

/**
 * The stores a store search shows. A word query keeps the stores `matchesStore` finds, in the
 * order given. A postal code ('411 05', '41105', or its first three or more digits) finds the
 * stores near it, although none may have that very code.
 *
 * How the postal code ranks, honestly: we have no map of postal codes, only each store's own
 * postal code. Swedish postal codes are numbered by geography from the first digit down (the
 * first digit is a zone, two digits a region, three a postal town or district), so a store is
 * taken to be near when its code shares leading digits with the query. Only stores sharing at
 * least the first digit (the same zone) are shown; more shared digits rank first, then the
 * smaller numeric difference of the codes, then the name. It is an ordering by postal numbering,
 * not a distance: the zone '4' holds Göteborg and Borås, and a store across a zone border is
 * not found however close it is.
 *
 * @example
 * const stores = [
 *   { name: 'Kalmar', address: 'Bragegatan 2', postalCode: '392 39', city: 'Kalmar' },
 *   { name: 'Mölndal', address: 'Argongatan 6', postalCode: '431 53', city: 'Mölndal' },
 *   { name: 'Hisingen', address: 'Exportgatan 47', postalCode: '422 46', city: 'Göteborg' },
 * ];
 * findStores(stores, '411 05') // { stores: [Hisingen, Mölndal], byPostalCode: true }
 * findStores(stores, 'göteborg') // { stores: [Hisingen], byPostalCode: false }
 */
export function findStores<S extends SearchableStore>(stores: readonly S[], query: string): StoreSearch<S> {
  const digits = query.replace(/\s/g, '');
  if (!POSTAL_QUERY.test(digits))
    return { stores: stores.filter((store) => matchesStore(store, query)), byPostalCode: false };
  // Compare equal lengths: '411' against '42246' reads as 411xx against 422xx.
  const codeOf = (store: S) => store.postalCode.replace(/\s/g, '').slice(0, digits.length);
  const ranked = stores
    .map((store) => ({ store, shared: sharedDigits(codeOf(store), digits) }))
    .filter(({ shared }) => shared > 0)
    .map(({ store, shared }) => ({
      store,
      shared,
      apart: Math.abs(Number(codeOf(store)) - Number(digits)),
    }))
    .sort(
      (a, b) => b.shared - a.shared || a.apart - b.apart || a.store.name.localeCompare(b.store.name, 'sv'),
    );
  return { stores: ranked.map(({ store }) => store), byPostalCode: true };
}
