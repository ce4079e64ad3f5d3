// @vitest-environment happy-dom
import { within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, renderInShop, testServices } from '../test/render';
import { rememberViewedProduct } from './product-history';
import { ViewedProducts } from './viewed-products';

const viewed = (slug: string, name: string, articleNumber: string) => ({
  slug,
  name,
  articleNumber,
  image: `/images/variants/${articleNumber}.svg`,
});

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

describe('ViewedProducts (§2 the history of viewed products on the product page)', () => {
  it('lists the products viewed before, newest first, without the one on screen', async () => {
    // Viewed in this order: kabel, skruv, plugg (the one on screen, remembered by its page).
    for (const product of [
      viewed('kabel-eklk', 'Installationskabel EKLK', '1000100'),
      viewed('traskruv-4-0x40', 'Träskruv 4,0x40', '1000001'),
      viewed('plugg-6', 'Plugg 6 mm', '1000200'),
    ])
      rememberViewedProduct(window.localStorage, product);
    const view = await renderInShop(<ViewedProducts currentSlug="plugg-6" />, {
      services: testServices(),
      path: '/produkt/plugg-6',
    });
    const section = view.getByRole('region', { name: 'Senast visade produkter' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Senast visade produkter' })).toBeTruthy();
    const links = within(section).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/produkt/traskruv-4-0x40',
      '/produkt/kabel-eklk',
    ]);
    // Each link is named by the product (the picture beside it is decorative).
    expect(links[0]?.textContent).toContain('Träskruv 4,0x40');
    expect(links[0]?.textContent).toContain('Art.nr 1000001');
    expect(within(section).queryByText('Plugg 6 mm')).toBeNull();
  });

  it('shows nothing when the product on screen is the only one viewed', async () => {
    rememberViewedProduct(window.localStorage, viewed('plugg-6', 'Plugg 6 mm', '1000200'));
    const view = await renderInShop(<ViewedProducts currentSlug="plugg-6" />, {
      services: testServices(),
      path: '/produkt/plugg-6',
    });
    expect(view.queryByRole('region', { name: 'Senast visade produkter' })).toBeNull();
  });
});
