import { describe, expect, it } from 'vitest';
import { formatDeliveryDate } from './checkout-state';

describe('formatDeliveryDate', () => {
  it('writes the date in Swedish, on the same day whatever the time zone', () => {
    expect(formatDeliveryDate('2026-12-07')).toBe('måndag 7 december 2026');
    expect(formatDeliveryDate('2027-01-01')).toBe('fredag 1 januari 2027');
  });
});
