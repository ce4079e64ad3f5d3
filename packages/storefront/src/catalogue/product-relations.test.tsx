// @vitest-environment happy-dom
import type { Variant } from '@shop/commerce-client/contract';
import { formatPrice } from '@shop/ui';
import { within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionAtom } from '../session';
import { cleanup, renderInShop, signedInSession, testServices } from '../test/render';
import { ProductRelations } from './product-relations';

const stockAt = (articleNumber: string, quantities: Record<string, number>) => ({
  stockType: 'LAG' as const,
  articleNumber,
  locations: Object.entries(quantities).map(([locationId, quantity]) => ({
    locationId,
    availability: quantity > 0 ? ('IN_STOCK' as const) : ('OUT_OF_STOCK' as const),
    availabilityDate: null,
    availabilityDateISO: null,
    availableFromDays: 1,
    availableToDays: 3,
    quantity,
    orderMultiple: 1,
    stocked: true,
    status: 'ok',
    subAvailabilities: [],
  })),
});
const priceOf = (articleNumber: string, netPrice: number) => ({
  articleNumber,
  netPrice,
  alloyingPrice: 0,
  discountAmount: 0,
  discounts: [],
  salesPriceUnit: 'st',
  salesPriceIncludingVat: netPrice * 1.25,
  vatPercentage: 25,
  salesPrice: netPrice,
  priceType: 'NET' as const,
  preCampaignPrice: null,
  discountPercentage: 0,
  askForPrice: false,
  hasBracketPrices: false,
});

const variant = {
  articleNumber: '1000001',
  name: 'Träskruv 4,0x40',
  webSalesUnit: { unit: 'st', conversionFactor: 1, conversionUnit: 'st' },
  relations: [
    {
      type: 'ersattningsartikel',
      label: 'Ersättningsartikel',
      articles: [{ articleNumber: '1000009', name: 'Träskruv ny', variantSlug: 'traskruv-ny' }],
    },
    {
      type: 'variant',
      label: 'Andra varianter',
      categories: ['c1-1'],
      categoryBreadcrumbs: [
        {
          name: 'Skruv',
          slug: 'fastelement/skruv',
          image: '/images/categories/fastelement.svg',
          parents: [{ name: 'Fästelement', slug: 'fastelement' }],
        },
      ],
      articles: [
        {
          articleNumber: '1000003',
          name: 'Träskruv 4,0x60',
          variantSlug: 'traskruv-4-0x60',
          price: priceOf('1000003', 2.75),
          stock: stockAt('1000003', { '1001': 0, '9000': 1200 }),
        },
        {
          articleNumber: '1000002',
          name: 'Träskruv 4,0x50',
          variantSlug: 'traskruv-4-0x50',
          price: priceOf('1000002', 1.5),
          stock: stockAt('1000002', { '1001': 40, '9000': 800 }),
        },
      ],
    },
  ],
} as unknown as Variant;

function services(denies: string[] = [], track: (event: unknown) => void = () => {}) {
  const env = testServices({
    extra: {
      tracking: { track, behaviour: () => {}, report: () => {}, reportsErrors: false, asksConsent: false },
    },
    client: {
      locations: {
        list: vi.fn(async () => ({ locations: [{ id: '1001', name: 'Butik Malmö', deliveryMethods: [] }] })),
      },
    },
  });
  const session = signedInSession();
  env.store.set(sessionAtom, {
    ...session,
    claims: session.claims
      ? { ...session.claims, customerPermissions: [{ customerId: '10001', permissionDenies: denies }] }
      : null,
  } as typeof session);
  return env;
}

afterEach(cleanup);

describe('ProductRelations (§2, §3 the variant relation)', () => {
  it("shows the relation's articles by name with this session's price and the page's stock, and its categories as links", async () => {
    const view = await renderInShop(<ProductRelations variant={variant} locationIds={['1001', '9000']} />, {
      services: services(),
      path: '/produkt/traskruv-4-0x40',
    });
    expect(view.getByRole('heading', { level: 2, name: 'Andra varianter' })).toBeTruthy();
    const table = view.getByRole('table', { name: 'Andra varianter' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Artikel', 'Art.nr', 'Pris', 'Lagersaldo']);
    const rows = within(table).getAllByRole('row').slice(1);
    // Sorted by name, each row headed by its article's link.
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'Träskruv 4,0x50',
      'Träskruv 4,0x60',
    ]);
    const first = rows[0] as HTMLElement;
    expect(within(first).getByRole('link', { name: 'Träskruv 4,0x50' }).getAttribute('href')).toBe(
      '/produkt/traskruv-4-0x50',
    );
    expect(first.textContent).toContain(formatPrice(1.5));
    expect(first.textContent).toMatch(/Butik Malmö: 40\s+st i lager/);
    expect(first.textContent).toMatch(/Centrallager: 800\s+st i lager/);
    expect((rows[1] as HTMLElement).textContent).toContain('Butik Malmö: Slut i lager');
    // The replacement relation is not listed here (the discontinued alert names it).
    expect(view.queryByText('Träskruv ny')).toBeNull();

    const categories = view.getByRole('navigation', { name: 'Kategorier för Andra varianter' });
    expect(within(categories).getByRole('link', { name: 'Fästelement › Skruv' }).getAttribute('href')).toBe(
      '/kategorier/fastelement/skruv',
    );
  });

  it('leaves the price column out for a user with EJ_SE_PRISER, and keeps the stock', async () => {
    const view = await renderInShop(<ProductRelations variant={variant} locationIds={['1001']} />, {
      services: services(['EJ_SE_PRISER']),
      path: '/produkt/traskruv-4-0x40',
    });
    const table = view.getByRole('table', { name: 'Andra varianter' });
    expect(within(table).queryByRole('columnheader', { name: 'Pris' })).toBeNull();
    expect(table.textContent).not.toContain(formatPrice(1.5));
    expect(table.textContent).toMatch(/Butik Malmö: 40\s+st i lager/);
  });

  it('shows nothing for a product without other variants', async () => {
    const alone = { ...variant, relations: variant.relations.slice(0, 1) } as Variant;
    const view = await renderInShop(<ProductRelations variant={alone} locationIds={['1001']} />, {
      services: services(),
      path: '/produkt/traskruv-4-0x40',
    });
    expect(view.queryByRole('table')).toBeNull();
    expect(view.queryByRole('heading', { name: 'Andra varianter' })).toBeNull();
  });

  it('tracks an article chosen from the relation as select_item of product_variants_list, at its place', async () => {
    const track = vi.fn();
    const view = await renderInShop(<ProductRelations variant={variant} locationIds={['1001']} />, {
      services: services([], track),
      path: '/produkt/traskruv-4-0x40',
    });
    await view.user.click(view.getByRole('link', { name: 'Träskruv 4,0x60' }));
    expect(track).toHaveBeenCalledWith({
      type: 'select_item',
      line: expect.objectContaining({ articleNumber: '1000003', name: 'Träskruv 4,0x60' }),
      listName: 'product_variants_list',
      index: 2,
    });
  });
});
