import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findStores, isOpenNow, matchesStore, type OpeningHoursDay } from './stores';

const weekdays = (opens: string, closes: string): OpeningHoursDay[] =>
  [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens, closes }));

/** The sandbox's usual store: 06:30–17:00 on weekdays, 09:00–13:00 on Saturdays, closed on Sundays. */
const store = {
  openingHours: [
    ...weekdays('06:30', '17:00'),
    { weekday: 6, opens: '09:00', closes: '13:00' },
    { weekday: 7, opens: null, closes: null },
  ],
};

describe('isOpenNow', () => {
  // Every instant is given in UTC; the suite runs under UTC, America/Los_Angeles and Pacific/Kiritimati.
  it.each([
    ['2026-11-23T05:29:00Z', false, 'Monday 06:29 in winter (UTC+1): not yet'],
    ['2026-11-23T05:30:00Z', true, 'Monday 06:30 in winter: opening minute'],
    ['2026-11-23T15:59:00Z', true, 'Monday 16:59 in winter'],
    ['2026-11-23T16:00:00Z', false, 'Monday 17:00 in winter: closing minute'],
    ['2026-06-15T04:29:00Z', false, 'Monday 06:29 in summer (UTC+2)'],
    ['2026-06-15T04:30:00Z', true, 'Monday 06:30 in summer'],
    ['2026-06-15T14:59:00Z', true, 'Monday 16:59 in summer'],
    ['2026-06-15T15:00:00Z', false, 'Monday 17:00 in summer'],
    ['2026-11-28T08:00:00Z', true, 'Saturday 09:00'],
    ['2026-11-28T12:00:00Z', false, 'Saturday 13:00'],
    ['2026-11-29T10:00:00Z', false, 'Sunday: no hours'],
    ['2026-11-22T23:30:00Z', false, 'Monday 00:30 in Stockholm, still Sunday in UTC'],
    ['2026-03-30T04:30:00Z', true, 'the Monday after the spring change, 06:30'],
    ['2026-10-26T05:30:00Z', true, 'the Monday after the autumn change, 06:30'],
  ])('%s is %s: %s', (instant, open) => {
    expect(isOpenNow(store, new Date(instant))).toBe(open);
  });

  /** Open only Sunday 07:00–08:00: Sunday 07:30 in Stockholm is Saturday evening in Los Angeles and Sunday evening in Kiritimati. */
  const sundayMorning = { openingHours: [{ weekday: 7, opens: '07:00', closes: '08:00' }] };

  it.each([
    ['2026-11-29T06:30:00Z', true, 'Sunday 07:30 in Stockholm'],
    ['2026-11-29T07:00:00Z', false, 'Sunday 08:00 in Stockholm'],
    ['2026-11-28T06:30:00Z', false, 'Saturday 07:30 in Stockholm'],
  ])('reads the weekday and time in Stockholm: %s is %s (%s)', (instant, open) => {
    expect(isOpenNow(sundayMorning, new Date(instant))).toBe(open);
  });

  const lateFriday = {
    openingHours: [
      { weekday: 5, opens: '22:00', closes: '02:00' },
      { weekday: 7, opens: '00:00', closes: '00:00' },
      { weekday: 1, opens: '7:00', closes: '16.00' },
    ],
  };

  it.each([
    ['2026-11-27T20:59:00Z', false, 'Friday 21:59'],
    ['2026-11-27T21:00:00Z', true, 'Friday 22:00'],
    ['2026-11-27T23:30:00Z', true, 'Saturday 00:30, on Friday night’s hours'],
    ['2026-11-28T01:00:00Z', false, 'Saturday 02:00'],
    ['2026-11-29T10:00:00Z', true, 'Sunday: 00:00 to 00:00 is around the clock'],
    ['2026-11-29T22:59:00Z', true, 'Sunday 23:59'],
    ['2026-11-30T06:30:00Z', true, 'Monday 07:30: one-digit hours are read as times, not compared as text'],
    ['2026-11-30T14:59:00Z', true, 'Monday 15:59 with a closing time written 16.00'],
    ['2026-11-30T15:00:00Z', false, 'Monday 16:00'],
  ])('reads hours past midnight and other spellings: %s is %s (%s)', (instant, open) => {
    expect(isOpenNow(lateFriday, new Date(instant))).toBe(open);
  });

  it.each([
    ['no hours at all', []],
    ['only an opening time', [{ weekday: 1, opens: '06:00', closes: null }]],
    ['a time that is not one', [{ weekday: 1, opens: '6 am', closes: '17:00' }]],
    ['minutes past 59', [{ weekday: 1, opens: '06:75', closes: '17:00' }]],
    ['hours past 24', [{ weekday: 1, opens: '06:00', closes: '25:00' }]],
  ])('is closed with %s', (_, openingHours) => {
    expect(isOpenNow({ openingHours }, new Date('2026-11-23T10:00:00Z'))).toBe(false);
  });

  it('refuses an invalid date', () => {
    expect(() => isOpenNow(store, new Date('nope'))).toThrow(RangeError);
  });

  it('agrees with the hours at every minute of a week, in summer and winter', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(Date.UTC(2026, 10, 23) - 3_600_000, Date.UTC(2026, 5, 15) - 7_200_000),
        fc.integer({ min: 0, max: 7 * 24 * 60 - 1 }),
        (mondayMidnight, minute) => {
          // Minutes since Monday 00:00 Stockholm time.
          const day = Math.floor(minute / (24 * 60)) + 1;
          const time = minute % (24 * 60);
          const hours = store.openingHours.find((h) => h.weekday === day);
          const [opens, closes] = [hours?.opens, hours?.closes].map((t) =>
            t ? Number(t.slice(0, 2)) * 60 + Number(t.slice(3)) : null,
          );
          const expected = opens != null && closes != null && opens <= time && time < closes;
          expect(isOpenNow(store, new Date(mondayMidnight + minute * 60_000))).toBe(expected);
        },
      ),
    );
  });
});

describe('matchesStore', () => {
  const malmo = { name: 'Bygghandeln Malmö', address: 'Stortorget 2', postalCode: '211 22', city: 'Malmö' };
  const solna = {
    name: 'Bygghandeln Solna',
    address: 'Industrivägen 12',
    postalCode: '171 48',
    city: 'Solna',
  };

  it.each([
    ['', true, true],
    ['   ', true, true],
    ['bygghandeln', true, true],
    ['MALMÖ', true, false],
    ['malmo', true, false],
    ['stortorget malmö', true, false],
    ['stortorget solna', false, false],
    ['211 22', true, false],
    ['21122', true, false],
    ['industrivagen', false, true],
    ['göteborg', false, false],
  ])('%j matches Malmö %s, Solna %s', (query, inMalmo, inSolna) => {
    expect(matchesStore(malmo, query)).toBe(inMalmo);
    expect(matchesStore(solna, query)).toBe(inSolna);
  });
});

describe('findStores', () => {
  const store = (name: string, postalCode: string, city = name) => ({
    name,
    address: 'Gatan 1',
    postalCode,
    city,
  });
  const stores = [
    store('Kalmar', '392 39'),
    store('Borås', '504 51'),
    store('Göteborg Mölndal', '431 53', 'Mölndal'),
    store('Göteborg Hisingen', '422 46', 'Göteborg'),
    store('Malmö', '213 75'),
  ];
  const names = (query: string) => findStores(stores, query).stores.map((s) => s.name);

  it.each(['411 05', '41105', ' 411 05 ', '411'])(
    'finds the stores of the postal zone of %j, the nearest numbers first',
    (query) => {
      expect(names(query)).toEqual(['Göteborg Hisingen', 'Göteborg Mölndal']);
      expect(findStores(stores, query).byPostalCode).toBe(true);
    },
  );

  it('ranks more shared leading digits before a smaller difference', () => {
    // 429 99 is nearer 431 53 by number, but shares '42' with Hisingen's 422 46.
    expect(names('429 99')).toEqual(['Göteborg Hisingen', 'Göteborg Mölndal']);
  });

  it('puts a store with the very postal code first', () => {
    expect(names('213 75')).toEqual(['Malmö']);
    expect(names('504 51')[0]).toBe('Borås');
  });

  it('finds nothing for a postal code in a zone without stores', () => {
    expect(findStores(stores, '981 40')).toEqual({ stores: [], byPostalCode: true });
  });

  it('searches words as matchesStore does, in the given order', () => {
    expect(findStores(stores, 'göteborg')).toEqual({
      stores: [stores[2], stores[3]],
      byPostalCode: false,
    });
    expect(names('')).toHaveLength(5);
    expect(names('12')).toEqual([]); // two digits are not a postal code, and no store has them
  });
});
