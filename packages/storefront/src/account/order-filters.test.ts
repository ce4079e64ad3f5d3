import { describe, expect, it } from 'vitest';
import { orderFiltersOf } from './order-filters';

describe('orderFiltersOf', () => {
  it('keeps text, status, dates, sort and page as the URL gives them', () => {
    expect(
      orderFiltersOf({
        q: ' Hamnen ',
        status: 'INVOICED',
        from: '2026-01-01',
        to: '2026-06-30',
        sort: 'total_desc',
        page: '3',
      }),
    ).toEqual({
      q: 'Hamnen',
      status: 'INVOICED',
      from: '2026-01-01',
      to: '2026-06-30',
      sort: 'total_desc',
      page: 3,
    });
  });

  it('keeps a reference, trimmed and cut to 100 characters, beside the text', () => {
    expect(orderFiltersOf({ q: 'Hamnen', reference: ' P-12345 ' })).toEqual({
      q: 'Hamnen',
      reference: 'P-12345',
    });
    expect(orderFiltersOf({ reference: 'R'.repeat(300) }).reference).toHaveLength(100);
    expect(orderFiltersOf({ reference: '  ' })).toEqual({});
    expect(orderFiltersOf({ reference: ['P-1', 'P-2'] })).toEqual({ reference: 'P-1' });
  });

  it('swaps a date range given backwards', () => {
    expect(orderFiltersOf({ from: '2026-03-01', to: '2026-02-01' })).toEqual({
      from: '2026-02-01',
      to: '2026-03-01',
    });
  });

  it.each([
    ['an impossible date', { from: '2027-02-31' }],
    ['a month that does not exist', { to: '2027-13-45' }],
    ['a date in another format', { from: '1/2/2026' }],
    ['an unknown status', { status: 'LOST' }],
    ['an unknown sort', { sort: 'random' }],
    ['the default sort', { sort: 'date_desc' }],
    ['page 1, zero or text', { page: '0' }],
    ['an empty text', { q: '   ' }],
  ])('drops %s', (_name, search) => {
    expect(orderFiltersOf(search)).toEqual({});
  });

  it('cuts a long text to the 100 characters the service takes', () => {
    expect(orderFiltersOf({ q: 'x'.repeat(300) }).q).toHaveLength(100);
  });
});

describe('orderFiltersOf, deliveries', () => {
  it("keeps 'Har restorder' and a delivery state, and drops what it does not know", () => {
    expect(orderFiltersOf({ backOrdered: '1', delivery: 'PARTIAL' })).toEqual({
      backOrdered: true,
      delivery: 'PARTIAL',
    });
    expect(orderFiltersOf({ backOrdered: 'on' })).toEqual({ backOrdered: true });
    expect(orderFiltersOf({ backOrdered: '0', delivery: 'SOON' })).toEqual({});
    expect(orderFiltersOf({ backOrdered: ['1'], delivery: ['BACK_ORDERED'] })).toEqual({
      backOrdered: true,
      delivery: 'BACK_ORDERED',
    });
  });
});
