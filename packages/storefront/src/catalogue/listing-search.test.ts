import { describe, expect, it } from 'vitest';
import { pageParam } from '../core';
import { validateListingSearch, validateSearchPageSearch } from './listing-search';

describe('validateListingSearch', () => {
  it('keeps known sorts and valid pages and drops the rest', () => {
    expect(validateListingSearch({ sort: 'price_asc', page: '4', f: { brand: 'A' } })).toEqual({
      f: { brand: ['A'] },
      sort: 'price_asc',
      page: 4,
    });
    expect(validateListingSearch({ sort: 'drop table', page: '-1', f: 'x' })).toEqual({
      f: undefined,
      sort: undefined,
      page: undefined,
    });
  });

  it.each([['0'], ['abc'], ['1001'], ['2.5']])('reads page %s as 1', (page) => {
    expect(pageParam(page)).toBe(1);
  });
});

describe('validateSearchPageSearch', () => {
  it('trims the query and keeps at most 200 characters', () => {
    expect(validateSearchPageSearch({ q: '  skruv  ' }).q).toBe('skruv');
    expect(validateSearchPageSearch({ q: 'x'.repeat(300) }).q).toHaveLength(200);
  });
});
