import { describe, expect, it } from 'vitest';
import { pageSlots } from './pagination';

describe('pageSlots', () => {
  it.each([
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [2, 3, [1, 2, 3]],
    [1, 12, [1, 2, 'gap-end', 12]],
    [4, 12, [1, 2, 3, 4, 5, 'gap-end', 12]],
    [5, 12, [1, 'gap-start', 4, 5, 6, 'gap-end', 12]],
    [9, 12, [1, 'gap-start', 8, 9, 10, 11, 12]],
    [12, 12, [1, 'gap-start', 11, 12]],
  ] as const)('page %i of %i shows %j', (page, pageCount, slots) => {
    expect(pageSlots(page, pageCount)).toEqual(slots);
  });

  it('never shows more than seven slots, and always the first, the current and the last page', () => {
    for (let pageCount = 1; pageCount <= 40; pageCount++) {
      for (let page = 1; page <= pageCount; page++) {
        const slots = pageSlots(page, pageCount);
        expect(slots.length).toBeLessThanOrEqual(7);
        expect(slots).toContain(1);
        expect(slots).toContain(page);
        expect(slots).toContain(pageCount);
      }
    }
  });
});
