import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { easterSunday, weekday } from './calendar';
import { isClosedDay, isPastCutoff, nextDeliverableDate, swedishClosedDays } from './closed-days';

describe('easterSunday', () => {
  it.each([
    [1900, '1900-04-15'],
    [1961, '1961-04-02'],
    [2000, '2000-04-23'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2038, '2038-04-25'],
    [2200, '2200-04-06'],
  ])('puts Easter %i on %s', (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });

  it('always falls on a Sunday between 22 March and 25 April', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2200 }), (year) => {
        const easter = easterSunday(year);
        expect(weekday(easter)).toBe(0);
        expect(easter >= `${year}-03-22` && easter <= `${year}-04-25`).toBe(true);
      }),
    );
  });
});

describe('swedishClosedDays', () => {
  it('lists the 2026 closed days in order', () => {
    expect(swedishClosedDays(2026)).toEqual([
      '2026-01-01',
      '2026-01-06',
      '2026-04-03',
      '2026-04-04',
      '2026-04-05',
      '2026-04-06',
      '2026-05-01',
      '2026-05-14',
      '2026-06-06',
      '2026-06-19',
      '2026-12-24',
      '2026-12-25',
      '2026-12-26',
      '2026-12-31',
    ]);
  });

  it('puts Midsummer Eve on the Friday from 19 to 25 June and Ascension 39 days after Easter', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2200 }), (year) => {
        const days = swedishClosedDays(year);
        const midsummer = days.find((d) => d >= `${year}-06-19` && d <= `${year}-06-25`);
        expect(midsummer && weekday(midsummer)).toBe(5);
        const ascension = new Date(`${easterSunday(year)}T00:00:00Z`);
        ascension.setUTCDate(ascension.getUTCDate() + 39);
        expect(days).toContain(ascension.toISOString().slice(0, 10));
        expect(weekday(ascension.toISOString().slice(0, 10))).toBe(4);
        expect([...days].sort()).toEqual(days);
      }),
    );
  });

  it.each([1899, 2201, 2024.5, Number.NaN])('refuses the year %s', (year) => {
    expect(() => swedishClosedDays(year)).toThrow(RangeError);
  });

  it('returns a copy the caller cannot use to corrupt later answers', () => {
    swedishClosedDays(2030).push('2030-02-02');
    expect(swedishClosedDays(2030)).not.toContain('2030-02-02');
  });
});

describe('isClosedDay', () => {
  it.each([
    ['2026-11-21', true, 'a Saturday'],
    ['2026-11-22', true, 'a Sunday'],
    ['2026-11-23', false, 'a Monday'],
    ['2026-06-19', true, 'Midsummer Eve'],
    ['2026-12-31', true, "New Year's Eve"],
  ])('says %s is closed: %s (%s)', (date, closed) => {
    expect(isClosedDay(date)).toBe(closed);
  });

  it("honours a brand's extra closed days", () => {
    expect(isClosedDay('2024-12-23')).toBe(false);
    expect(isClosedDay('2024-12-23', { extraClosedDays: ['2024-12-23', '2024-12-27'] })).toBe(true);
  });

  it('reads an instant in Stockholm time, whatever the machine time zone', () => {
    // 22:30 UTC on Sunday 22 Nov is 23:30 in Stockholm: still Sunday.
    expect(isClosedDay(new Date('2026-11-22T22:30:00Z'))).toBe(true);
    // 23:30 UTC on Sunday is 00:30 Monday in Stockholm.
    expect(isClosedDay(new Date('2026-11-22T23:30:00Z'))).toBe(false);
    // 22:30 UTC on 18 June 2026 is already Midsummer Eve in Stockholm (summer time).
    expect(isClosedDay(new Date('2026-06-18T22:30:00Z'))).toBe(true);
  });

  it.each(['2026-02-30', '2026-13-01', 'yesterday'])('refuses %s', (value) => {
    expect(() => isClosedDay(value)).toThrow(RangeError);
  });

  it('refuses an invalid Date', () => {
    expect(() => isClosedDay(new Date('nope'))).toThrow(RangeError);
  });

  // Issue 18: the sandbox answered 500 to these, from an error about swedishClosedDays' years.
  it.each([
    ['2027-02-31', /Not a calendar date: "2027-02-31"/],
    ['2027-13-45', /Not a calendar date: "2027-13-45"/],
    ['9999-12-31', /"9999-12-31" is outside the years the delivery rules cover \(1900–2200\)/],
    ['1899-12-29', /"1899-12-29" is outside the years/],
  ])('refuses %s with an error that names the date', (value, message) => {
    expect(() => isClosedDay(value)).toThrow(RangeError);
    expect(() => isClosedDay(value)).toThrow(message);
    expect(() => nextDeliverableDate(value)).toThrow(message);
  });
});

describe('nextDeliverableDate', () => {
  it.each([
    ['2026-11-20', '2026-11-23', 'Friday → Monday'],
    ['2026-11-23', '2026-11-24', 'Monday → Tuesday (today is skipped)'],
    ['2026-04-02', '2026-04-07', 'over Easter'],
    ['2026-12-23', '2026-12-28', 'over Christmas'],
    ['2026-12-30', '2027-01-04', 'over New Year'],
  ])('from %s gives %s (%s)', (from, expected) => {
    expect(nextDeliverableDate(from)).toBe(expected);
  });

  it('skips the brand closed days of Christmas 2024', () => {
    expect(nextDeliverableDate('2024-12-20', { extraClosedDays: ['2024-12-23', '2024-12-27'] })).toBe(
      '2024-12-30',
    );
  });

  it('starts from the Stockholm date of an instant', () => {
    // 23:30 UTC Thursday 19 Nov 2026 = 00:30 Friday in Stockholm → next is Monday.
    expect(nextDeliverableDate(new Date('2026-11-19T23:30:00Z'))).toBe('2026-11-23');
    expect(nextDeliverableDate('2026-11-19T23:30:00Z')).toBe('2026-11-23');
  });

  it('refuses a malformed extra closed day', () => {
    expect(() => nextDeliverableDate('2026-11-20', { extraClosedDays: ['2026-11-31'] })).toThrow(RangeError);
  });

  it('throws when a brand closes a whole month', () => {
    const all = Array.from({ length: 40 }, (_, i) =>
      new Date(Date.UTC(2026, 0, 2 + i)).toISOString().slice(0, 10),
    );
    expect(() => nextDeliverableDate('2026-01-01', { extraClosedDays: all })).toThrow(/No deliverable date/);
  });

  it('is never a weekend, a closed day or the input day, and comes after it', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1900-01-02T00:00:00Z'),
          max: new Date('2199-12-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        (from) => {
          const next = nextDeliverableDate(from);
          const fromDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Stockholm' }).format(from);
          expect(next > fromDay).toBe(true);
          expect(isClosedDay(next)).toBe(false);
          expect([0, 6]).not.toContain(weekday(next));
          expect(swedishClosedDays(Number(next.slice(0, 4)))).not.toContain(next);
        },
      ),
    );
  });
});

describe('isPastCutoff', () => {
  it.each([
    ['2026-11-23T12:59:00Z', 14, false, '13:59 in winter'],
    ['2026-11-23T13:00:00Z', 14, true, '14:00 in winter'],
    ['2026-06-15T11:59:00Z', 14, false, '13:59 in summer'],
    ['2026-06-15T12:00:00Z', 14, true, '14:00 in summer'],
    ['2026-11-23T22:59:00Z', 0, true, 'any time is past a cutoff at midnight'],
  ])('%s with cutoff %i: %s (%s)', (iso, hour, expected) => {
    expect(isPastCutoff(new Date(iso), hour)).toBe(expected);
  });

  it.each([-1, 25, Number.NaN])('refuses the hour %s', (hour) => {
    expect(() => isPastCutoff(new Date(), hour)).toThrow(RangeError);
  });

  it('refuses an invalid Date', () => {
    expect(() => isPastCutoff(new Date('x'), 12)).toThrow(RangeError);
  });
});
