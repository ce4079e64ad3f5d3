import { describe, expect, it } from 'vitest';
import { swedishDate } from './store-pages';

describe('swedishDate', () => {
  it('writes a content date the Swedish way, whatever the machine’s zone', () => {
    expect(swedishDate('2026-12-23')).toBe('onsdag 23 december');
    expect(swedishDate('2027-01-10', { year: true })).toBe('söndag 10 januari 2027');
  });

  it('shows anything that is not a date as written', () => {
    expect(swedishDate('Varje fredag')).toBe('Varje fredag');
    expect(swedishDate('2026-13-45')).toBe('2026-13-45');
  });
});
