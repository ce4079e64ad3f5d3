import type { Variant } from '@shop/commerce-client/contract';
import { describe, expect, it } from 'vitest';
import type { PastedLine } from './paste-lines';
import { type PreviewContext, previewLine } from './paste-preview';

const context: PreviewContext = {
  deliveryId: 'DBI',
  location: '9000',
  storeId: '1001',
  centralStorageId: '9000',
  availableDeliveryIds: ['DBI', 'EXH'],
};

/** A variant as the services answer it, with only what the preview reads filled in. */
function variant(extra: Partial<Variant> = {}, orderMultiple = 1, quantity = 100): Variant {
  return {
    articleNumber: '1000001',
    name: 'Träskruv 3,5×30',
    variantSlug: 'traskruv-1000001',
    discontinued: false,
    filterTags: [],
    purchaseConstraints: { onlyStore: false, mustBeInStockedAt: null },
    webSalesUnit: { unit: 'st', conversionFactor: 1, conversionUnit: 'st' },
    stock: {
      stockType: 'STOCK',
      articleNumber: '1000001',
      locations: [{ locationId: '9000', quantity, orderMultiple, stocked: true } as never],
    },
    ...extra,
  } as Variant;
}

const line = (quantity: number, unit: string | null = null): PastedLine => ({
  number: '1000001',
  quantity,
  unit,
  rows: [2],
});
const found = { articleNumber: '1000001', matchedBy: 'article' as const, suggestions: [] };

describe('previewLine', () => {
  it('is unknown without an article, with the service’s suggestions', () => {
    const suggestions = [{ articleNumber: '1000002', name: 'Träskruv 4×40' }];
    expect(
      previewLine(line(2), { articleNumber: null, matchedBy: null, suggestions }, undefined, context),
    ).toEqual({
      status: 'unknown',
      line: line(2),
      suggestions,
    });
  });

  it('rounds a quantity up to the order multiple of where the delivery ships from, and says so', () => {
    const preview = previewLine(line(7), found, variant({}, 5), context);
    expect(preview).toMatchObject({
      status: 'ok',
      quantity: 10,
      roundedTo: 5,
      otherUnit: null,
      warning: null,
    });
    expect(previewLine(line(10), found, variant({}, 5), context)).toMatchObject({
      quantity: 10,
      roundedTo: null,
    });
  });

  it('names a pasted unit that is not the article’s', () => {
    expect(previewLine(line(2, 'm'), found, variant(), context)).toMatchObject({
      status: 'ok',
      otherUnit: 'm',
    });
    expect(previewLine(line(2, 'ST'), found, variant(), context)).toMatchObject({ otherUnit: null });
  });

  it('refuses what the cart would refuse: only in store, discontinued and gone', () => {
    expect(
      previewLine(
        line(1),
        found,
        variant({ purchaseConstraints: { onlyStore: true, mustBeInStockedAt: null } }),
        context,
      ),
    ).toMatchObject({ status: 'refused', reason: 'not_purchasable' });
    expect(previewLine(line(1), found, variant({ discontinued: true }, 1, 0), context)).toMatchObject({
      status: 'refused',
      reason: 'needs_replacement',
    });
  });

  it('lets a line without stock for home delivery through, with what the cart will say', () => {
    expect(previewLine(line(1), found, variant({}, 1, 0), context)).toMatchObject({
      status: 'ok',
      warning: 'home_delivery_without_stock',
    });
  });
});
