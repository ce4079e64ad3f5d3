import type { MenuEntry } from '@shop/commerce-client/contract';
import { describe, expect, it } from 'vitest';
import { createShopIntl, type MessageKey, pageParam } from '../core';
import {
  emptyListingMessage,
  findMenuEntry,
  renamedCategorySlug,
  validateListingSearch,
  validateSearchPageSearch,
} from './listing-search';

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

describe('emptyListingMessage', () => {
  it.each([
    [{ query: 'skruvv', f: {} }, 'listing.emptySearch'],
    [{ query: 'skruvv' }, 'listing.emptySearch'],
    [{ query: 'skruv', f: { brand: ['Gunnebo'] } }, 'listing.emptyFiltered'],
    [{ f: { brand: ['Gunnebo'] } }, 'listing.emptyFiltered'],
    [{ f: {} }, 'listing.emptyCategory'],
    [{ query: '  ', f: { brand: [] } }, 'listing.emptyCategory'],
  ] satisfies [{ query?: string; f?: Record<string, string[]> }, string][])('says %j → %s', (search, key) => {
    expect(emptyListingMessage(search)).toBe(key);
  });

  it('names filters only when filters are chosen, and words only for a search', () => {
    const intl = createShopIntl();
    const say = (key: MessageKey) => intl.formatMessage({ id: key }, { query: 'skruvv' });
    expect(say(emptyListingMessage({ query: 'skruvv', f: {} }))).not.toMatch(/filter/i);
    expect(say(emptyListingMessage({ query: 'skruvv', f: {} }))).toMatch(/stavningen/);
    expect(say(emptyListingMessage({ f: {} }))).not.toMatch(/filter|stavning/i);
    expect(say(emptyListingMessage({ f: { brand: ['Gunnebo'] } }))).toMatch(/filter/);
  });
});

describe('renamedCategorySlug', () => {
  it('maps an old English slug, and its subcategories, to the Swedish one', () => {
    expect(renamedCategorySlug('fastenings')).toBe('infastning');
    expect(renamedCategorySlug('fastenings/skruv')).toBe('infastning/skruv');
  });

  it('leaves current slugs alone', () => {
    expect(renamedCategorySlug('infastning/skruv')).toBeNull();
    expect(renamedCategorySlug('el')).toBeNull();
    expect(renamedCategorySlug('constructor')).toBeNull();
  });
});

describe('findMenuEntry', () => {
  const entry = (slug: string, children: MenuEntry[] = []): MenuEntry => ({
    title: slug,
    slug,
    icon: null,
    children,
  });
  const menu = [entry('el', [entry('el/kabel', [entry('el/kabel/jord')])]), entry('kyla')];

  it('finds a category at any depth', () => {
    expect(findMenuEntry(menu, 'el')?.children.map((c) => c.slug)).toEqual(['el/kabel']);
    expect(findMenuEntry(menu, 'el/kabel/jord')?.slug).toBe('el/kabel/jord');
  });

  it('answers undefined for a category the menu does not hold', () => {
    expect(findMenuEntry(menu, 'verktyg')).toBeUndefined();
  });
});
