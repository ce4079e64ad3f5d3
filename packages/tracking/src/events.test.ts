import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addToCartEvent,
  checkoutEvent,
  FUNNEL_STEPS,
  LIST_NAMES,
  PAGE_NAMES,
  purchaseEvent,
  removeFromCartEvent,
  selectItemEvent,
  selectPromotionEvent,
  type TrackedLine,
  viewCartEvent,
  viewItemEvent,
  viewItemListEvent,
  viewPromotionEvent,
} from './events';
import { linePrice, sumRevenue } from './money';

const screw: TrackedLine = {
  articleNumber: '1000002',
  name: 'Träskruv 4,0x40 Elförzinkad',
  quantity: 3,
  brands: [{ name: 'Essve' }],
  price: { netPrice: 0.1, alloyingPrice: 0.2, salesPrice: 0.3 },
  product: { name: 'Träskruv Essve', categoryPaths: ['Infästning/Skruv'] },
};
const pipe: TrackedLine = {
  articleNumber: '1200010',
  name: 'Kopparrör 15 mm 3 m',
  quantity: 2,
  brands: [],
  price: { netPrice: 120.455, alloyingPrice: 9.6 },
  product: { name: 'Kopparrör', breadcrumb: { parents: [{ name: 'VVS och industri' }, { name: 'Rör' }] } },
};

describe('shopping events', () => {
  it('builds every event in the GA4 ecommerce shape', () => {
    const banner = { marketingId: 'vinter-24', metaTitle: 'Vinterkampanj', creative: 'hero' };
    expect({
      view_cart: viewCartEvent([screw, pipe]),
      add_to_cart: addToCartEvent([screw], { listName: LIST_NAMES.searchResult, index: 4 }),
      remove_from_cart: removeFromCartEvent([pipe]),
      view_promotion: viewPromotionEvent([banner], 'start'),
      select_promotion: selectPromotionEvent(banner, 2),
      select_item: selectItemEvent(screw, LIST_NAMES.product, 7),
      view_item: viewItemEvent(screw),
      view_item_list: viewItemListEvent([screw, pipe], LIST_NAMES.favoritesFlyout),
      checkout: checkoutEvent('delivery', [screw]),
      purchase: purchaseEvent({ orderId: '5000123', affiliation: 'Bygghandeln', lines: [screw, pipe] }),
    }).toMatchSnapshot();
  });

  it('prices items at net + alloying to 2 decimals, with brand and up to five categories', () => {
    const [item] = viewItemEvent(pipe).ecommerce.items as Record<string, unknown>[];
    expect(item).toEqual({
      item_id: '1200010',
      item_name: 'Kopparrör 15 mm 3 m',
      item_category: 'VVS och industri',
      item_category2: 'Rör',
      price: 130.06,
      quantity: 2,
      index: 1,
    });
    expect(
      (viewItemEvent(screw).ecommerce.items as { price: number; item_brand: string }[])[0],
    ).toMatchObject({ price: 0.3, item_brand: 'Essve' });
  });

  it('counts list positions from 1 unless a position is given', () => {
    expect(
      (viewItemListEvent([screw, pipe], 'x').ecommerce.items as { index: number }[]).map((i) => i.index),
    ).toEqual([1, 2]);
    expect(
      (addToCartEvent([screw, pipe], { index: 5 }).ecommerce.items as { index: number }[]).map(
        (i) => i.index,
      ),
    ).toEqual([5, 6]);
  });

  it('gives purchases their revenue with tax and shipping 0, in SEK', () => {
    expect(purchaseEvent({ orderId: '1', affiliation: 'a', lines: [screw, pipe] }).ecommerce).toMatchObject({
      transaction_id: '1',
      value: 261.02,
      tax: 0,
      shipping: 0,
      currency: 'SEK',
    });
  });

  it('maps the funnel pages to steps 1–4', () => {
    expect(FUNNEL_STEPS).toEqual({ cart: 1, delivery: 2, summary: 3, 'checkout-success-page': 4 });
    expect(checkoutEvent('checkout-success-page', []).ecommerce.checkout_step).toBe(4);
    expect(PAGE_NAMES.productDetail).toBe('product-detail-page');
  });
});

describe('money', () => {
  it('rounds awkward amounts exactly', () => {
    expect(linePrice({ netPrice: 0.1, alloyingPrice: 0.2 })).toBe(0.3);
    expect(linePrice({ netPrice: 1.005 })).toBe(1.01);
    expect(linePrice(null)).toBe(0);
    expect(
      sumRevenue([
        { price: 0.1, quantity: 3 },
        { price: 0.2, quantity: 3 },
      ]),
    ).toBe(0.9);
    expect(sumRevenue([{ price: Number.NaN, quantity: 1 }])).toBe(0);
  });

  it('sums 1,000 lines of öre amounts without drift', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            ore: fc.integer({ min: 1, max: 1_000_000 }),
            quantity: fc.integer({ min: 1, max: 100 }),
          }),
          { minLength: 1000, maxLength: 1000 },
        ),
        (lines) => {
          const ore = lines.reduce((sum, l) => sum + l.ore * l.quantity, 0);
          expect(sumRevenue(lines.map((l) => ({ price: l.ore / 100, quantity: l.quantity })))).toBe(
            ore / 100,
          );
        },
      ),
      { numRuns: 30 },
    );
  });
});
