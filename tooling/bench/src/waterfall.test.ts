import { describe, expect, it } from 'vitest';
import { formatWaterfall, median, roundTrips } from './waterfall.ts';

describe('waterfall figures', () => {
  it('takes the median, the lower middle of an even count', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([4, 1, 3, 2])).toBe(2);
    expect(median([])).toBeNaN();
  });

  it('counts the waves a page waits for from how much later its first byte came', () => {
    expect(roundTrips({ page: '/', nearMs: 20, farMs: 140 }, 40)).toBe(3);
    expect(roundTrips({ page: '/', nearMs: 25, farMs: 111 }, 40)).toBe(2.2);
    expect(roundTrips({ page: '/', nearMs: 25, farMs: 25 }, 40)).toBe(0);
  });

  it('prints a line a page under its header', () => {
    const table = formatWaterfall([{ page: '/cart', nearMs: 18.4, farMs: 98.1 }], 40);
    expect(table.split('\n')).toHaveLength(2);
    expect(table).toMatch(/^page\s+first byte\s+every call 40 ms away\s+round trips/);
    expect(table).toMatch(/\/cart\s+18 ms\s+98 ms\s+2\.0/);
  });
});
