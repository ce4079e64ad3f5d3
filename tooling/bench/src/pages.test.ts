import { describe, expect, it } from 'vitest';
import { chunk, pages } from './pages.ts';

const fixtures = { categorySlug: 'infastning/skruv', productSlug: 'betongskruv-1000250' };

describe('pages', () => {
  it('measures the pages of issues 8, 9, 15, 16 and 36 at their routes', () => {
    expect(pages.map((p) => [p.id, p.path(fixtures)])).toEqual([
      ['start', '/'],
      ['content', '/jobba-hos-oss'],
      ['category', '/kategorier/infastning/skruv'],
      ['search', '/search?q=betongskruv'],
      ['product', '/produkt/betongskruv-1000250'],
      ['cart-50', '/cart'],
    ]);
  });

  it("holds every open page to issue 15's targets and issue 36's layout shift: performance ≥ 95, LCP ≤ 1.5 s, TBT ≤ 150 ms, CLS ≤ 0.02, accessibility and best practices 100", () => {
    for (const page of pages.filter((p) => !p.prepare)) {
      expect(page.targets).toMatchObject({
        performance: { op: '>=', value: 95 },
        accessibility: { op: '>=', value: 100 },
        bestPractices: { op: '>=', value: 100 },
        lcpMs: { op: '<=', value: 1500 },
        tbtMs: { op: '<=', value: 150 },
        cls: { op: '<=', value: 0.02 },
      });
    }
  });

  it('holds the cart with 50 lines to performance ≥ 95 and total blocking time ≤ 150 ms, signed in (issue 36)', () => {
    const cart = pages.find((p) => p.id === 'cart-50');
    expect(cart?.targets).toMatchObject({
      performance: { op: '>=', value: 95 },
      tbtMs: { op: '<=', value: 150 },
    });
    expect(cart?.prepare).toBeTypeOf('function');
  });

  it("holds start, category, search and product to issue 36's dead window of 1,000 ms, and the 50-line cart to 1,500 ms", () => {
    expect(pages.filter((p) => p.targets.deadWindowMs).map((p) => [p.id, p.targets.deadWindowMs])).toEqual([
      ['start', { op: '<=', value: 1000 }],
      ['category', { op: '<=', value: 1000 }],
      ['search', { op: '<=', value: 1000 }],
      ['product', { op: '<=', value: 1000 }],
      ['cart-50', { op: '<=', value: 1500 }],
    ]);
  });

  it('budgets 200 KB of gzip JS before the product page is taken over, and only there', () => {
    expect(
      pages
        .filter((p) => p.targets.scriptBeforeHydrationKb)
        .map((p) => [p.id, p.targets.scriptBeforeHydrationKb]),
    ).toEqual([['product', { op: '<=', value: 200 }]]);
  });

  it('budgets 130 KB of gzip JS before the product page paints, and only there', () => {
    expect(pages.find((p) => p.id === 'product')?.targets.jsBeforeLcpKb).toEqual({ op: '<=', value: 130 });
    expect(pages.filter((p) => p.targets.jsBeforeLcpKb)).toHaveLength(1);
  });
});

describe('chunk', () => {
  it('cuts a list into runs of at most the given size, in order', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(
      chunk(
        Array.from({ length: 1000 }, (_, i) => i),
        500,
      ).map((run) => run.length),
    ).toEqual([500, 500]);
    expect(chunk([], 500)).toEqual([]);
  });

  it('refuses a size that is not a positive whole number', () => {
    expect(() => chunk([1], 0)).toThrow(RangeError);
    expect(() => chunk([1], 1.5)).toThrow(RangeError);
  });
});
