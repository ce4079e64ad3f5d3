import { describe, expect, it } from 'vitest';
import { addDays, stockholmDate, weekday } from './calendar';

describe('stockholmDate', () => {
  it('gives the Stockholm day of an instant across both offsets', () => {
    expect(stockholmDate(new Date('2026-01-15T23:30:00Z'))).toBe('2026-01-16');
    expect(stockholmDate(new Date('2026-07-15T21:59:00Z'))).toBe('2026-07-15');
    expect(stockholmDate(new Date('2026-07-15T22:00:00Z'))).toBe('2026-07-16');
  });

  it('keeps a plain date as it is and reads a timestamp string as an instant', () => {
    expect(stockholmDate('2026-03-29')).toBe('2026-03-29');
    expect(stockholmDate('2026-03-28T23:30:00Z')).toBe('2026-03-29');
  });

  it('refuses what is not a date', () => {
    expect(() => stockholmDate('not a date')).toThrow(RangeError);
  });
});

describe('addDays and weekday', () => {
  it('crosses month, year and daylight-saving changes by whole days', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(weekday('2026-11-22')).toBe(0);
  });
});
