import { describe, expect, it } from 'vitest';
import { stockholmDayEnd, stockholmDayStart } from './stockholm-day.ts';

describe('stockholmDayStart / stockholmDayEnd', () => {
  it('gives the UTC instants a Swedish day starts and ends, in winter and in summer time', () => {
    expect(stockholmDayStart('2026-11-25', 'fromDate')).toBe('2026-11-24T23:00:00.000Z');
    expect(stockholmDayEnd('2026-11-25', 'toDate')).toBe('2026-11-25T23:00:00.000Z');
    expect(stockholmDayStart('2026-07-01', 'fromDate')).toBe('2026-06-30T22:00:00.000Z');
    // The day summer time starts is 23 hours long.
    expect(stockholmDayEnd('2026-03-29', 'toDate')).toBe('2026-03-29T22:00:00.000Z');
  });

  it('refuses a day that is not on the calendar with a 400', () => {
    expect(() => stockholmDayStart('2027-02-31', 'fromDate')).toThrow(/inget datum/);
    expect(() => stockholmDayEnd('2027-13-45', 'toDate')).toThrow(/inget datum/);
  });
});
