import { describe, expect, it } from 'vitest';
import { pages } from './pages.ts';

const fixtures = { categorySlug: 'fastenings/skruv', productSlug: 'betongskruv-1000250' };

describe('pages', () => {
  it('measures the start, category and product pages of issue 8 at their routes', () => {
    expect(pages.map((p) => [p.id, p.path(fixtures)])).toEqual([
      ['start', '/'],
      ['category', '/kategorier/fastenings/skruv'],
      ['product', '/produkt/betongskruv-1000250'],
    ]);
  });

  it('holds every open page to performance ≥ 95, accessibility 100 and LCP ≤ 2.0 s', () => {
    for (const page of pages) {
      expect(page.targets.performance).toEqual({ op: '>=', value: 95 });
      expect(page.targets.accessibility).toEqual({ op: '>=', value: 100 });
      expect(page.targets.lcpMs).toEqual({ op: '<=', value: 2000 });
    }
  });

  it('budgets 130 KB of gzip JS before the product page paints, and only there', () => {
    expect(pages.find((p) => p.id === 'product')?.targets.jsBeforeLcpKb).toEqual({ op: '<=', value: 130 });
    expect(pages.filter((p) => p.targets.jsBeforeLcpKb)).toHaveLength(1);
  });
});
