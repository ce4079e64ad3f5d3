import { describe, expect, it } from 'vitest';
import { ownNumberFiltersOf } from './queries';

describe('ownNumberFiltersOf', () => {
  it.each([
    [{}, {}],
    [{ q: '  NB-10 ' }, { q: 'NB-10' }],
    [{ q: '   ' }, {}],
    [{ q: 'x'.repeat(150) }, { q: 'x'.repeat(100) }],
    [{ page: '3' }, { page: 3 }],
    [{ page: '1' }, {}],
    // A repeated parameter counts once, as everywhere in the shop (stringParam).
    [{ page: '-2', q: ['a', 'b'] }, { q: 'a' }],
    [
      { q: 'NB', page: '2', other: 'y' },
      { q: 'NB', page: 2 },
    ],
  ])('reads %j as %j', (search, filters) => {
    expect(ownNumberFiltersOf(search)).toEqual(filters);
  });
});
