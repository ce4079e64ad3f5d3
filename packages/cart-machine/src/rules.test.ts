import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CartItemForRules,
  cartItemProblem,
  deliveryIdsInOrder,
  PROBLEM_TYPE_BY_REASON,
  rectifyRequestedDeliveryDates,
  toggleDeliveryInOrder,
} from './rules';

const ctx = { availableDeliveryIds: ['DBI', 'EXH', 'XXX', 'EXB'], storeId: '1001', centralStorageId: '9000' };
const stock = (central: number, store: number, stocked = true) => ({
  locations: [
    { locationId: '9000', quantity: central, stocked: true },
    { locationId: '1001', quantity: store, stocked },
  ],
});
const item = (extra: Partial<CartItemForRules> = {}): CartItemForRules => ({
  quantity: 2,
  deliveryId: 'DBI',
  variantSlug: 'traskruv-1000001',
  discontinued: false,
  purchaseConstraints: { onlyStore: false, mustBeInStockedAt: null },
  expressTag: true,
  stock: stock(100, 10),
  ...extra,
});

describe('cartItemProblem', () => {
  it('finds nothing wrong with an orderable line', () => {
    expect(cartItemProblem(item(), ctx)).toBeNull();
    expect(cartItemProblem(item({ deliveryId: 'EXH', quantity: 10 }), ctx)).toBeNull();
    expect(cartItemProblem(item({ deliveryId: 'XXX' }), ctx)).toBeNull();
  });

  it.each([
    ['a variant without a slug', item({ variantSlug: null }), 'missing_slug', 'missing_order_information'],
    [
      'an onlyStore article delivered home',
      item({ purchaseConstraints: { onlyStore: true } }),
      'not_purchasable',
      'not_confirmed',
    ],
    [
      'a store article not stocked in the chosen store',
      item({ deliveryId: 'EXH', purchaseConstraints: { mustBeInStockedAt: '1002' } }),
      'not_purchasable',
      'not_confirmed',
    ],
    [
      'a discontinued article with no stock',
      item({ discontinued: true, stock: stock(0, 0), replacementArticle: '1000009' }),
      'needs_replacement',
      'not_confirmed',
    ],
    [
      'a discontinued article with too little stock',
      item({ discontinued: true, quantity: 150, stock: stock(100, 0) }),
      'needs_replacement',
      'not_confirmed',
    ],
    [
      'a delivery the session may not use',
      item({ deliveryId: '24-12' }),
      'delivery_unavailable',
      'activate_delivery',
    ],
    [
      'express without the express tag',
      item({ deliveryId: 'XXX', expressTag: false }),
      'express_unavailable',
      'activate_delivery',
    ],
    [
      'express without stock',
      item({ deliveryId: 'EXB', stock: stock(100, 0) }),
      'express_unavailable',
      'activate_delivery',
    ],
    [
      'home delivery without stock',
      item({ stock: stock(0, 10) }),
      'home_delivery_without_stock',
      'activate_delivery',
    ],
    [
      'home delivery without stock data',
      item({ stock: null }),
      'home_delivery_without_stock',
      'activate_delivery',
    ],
    [
      'a store delivery beyond the store stock',
      item({ deliveryId: 'EXH', quantity: 11 }),
      'quantity_exceeds_stock',
      'update_quantity',
    ],
  ])('flags %s', (_, line, reason, type) => {
    expect(cartItemProblem(line, ctx)).toMatchObject({ reason, type });
  });

  it('handles discontinued lines without stock data, without a replacement, or with enough stock', () => {
    expect(cartItemProblem(item({ discontinued: true, stock: null }), ctx)).toEqual({
      type: 'not_confirmed',
      reason: 'needs_replacement',
    });
    expect(cartItemProblem(item({ discontinued: true, stock: stock(100, 0) }), ctx)).toBeNull();
  });

  it('offers the replacement article and the quantity that can be ordered', () => {
    expect(
      cartItemProblem(item({ discontinued: true, stock: stock(0, 0), replacementArticle: '1000009' }), ctx)
        ?.replacementArticle,
    ).toBe('1000009');
    expect(cartItemProblem(item({ deliveryId: 'EXH', quantity: 11 }), ctx)?.available).toBe(10);
  });

  it('maps every reason to one of the four problem types', () => {
    expect(new Set(Object.values(PROBLEM_TYPE_BY_REASON))).toEqual(
      new Set(['update_quantity', 'activate_delivery', 'missing_order_information', 'not_confirmed']),
    );
  });

  it('never flags a store delivery whose quantity fits a stocked store with a slug and no constraints', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 0, max: 500 }),
        (storeQuantity, extra) => {
          const quantity = Math.max(1, storeQuantity - extra);
          expect(
            cartItemProblem(item({ deliveryId: 'EXH', quantity, stock: stock(0, storeQuantity) }), ctx),
          ).toBeNull();
        },
      ),
    );
  });
});

describe('rectifyRequestedDeliveryDates', () => {
  it('moves every item to today when any item has another date', () => {
    const items = [
      { id: 'a', requestedDeliveryDate: '2026-11-23' },
      { id: 'b', requestedDeliveryDate: '2026-11-20' },
      { id: 'c', requestedDeliveryDate: null },
    ];
    expect(rectifyRequestedDeliveryDates(items, '2026-11-23')).toEqual([
      { id: 'a', requestedDeliveryDate: '2026-11-23' },
      { id: 'b', requestedDeliveryDate: '2026-11-23' },
      { id: 'c', requestedDeliveryDate: '2026-11-23' },
    ]);
  });

  it('changes nothing when every item is already today', () => {
    expect(rectifyRequestedDeliveryDates([{ requestedDeliveryDate: '2026-11-23' }], '2026-11-23')).toEqual(
      [],
    );
    expect(rectifyRequestedDeliveryDates([], '2026-11-23')).toEqual([]);
  });

  it('refuses a malformed today', () => {
    expect(() => rectifyRequestedDeliveryDates([], '23/11/2026')).toThrow(RangeError);
  });
});

describe('deliveryIdsInOrder', () => {
  it('lists deliveries with items, not excluded, in the standard order', () => {
    const cart = {
      cartItems: [
        { deliveryId: 'EXH' },
        { deliveryId: '24-12' },
        { deliveryId: 'DBI' },
        { deliveryId: 'EXH' },
        { deliveryId: 'XXX' },
      ],
      deliveries: [{ deliveryId: 'XXX', isIncludedInOrder: false }],
    };
    expect(deliveryIdsInOrder(cart)).toEqual(['DBI', 'EXH', '24-12']);
  });

  it('puts unknown delivery ids last', () => {
    expect(deliveryIdsInOrder({ cartItems: [{ deliveryId: 'ZZZ' }, { deliveryId: 'DBI' }] })).toEqual([
      'DBI',
      'ZZZ',
    ]);
  });
});

describe('toggleDeliveryInOrder', () => {
  const cart = {
    cartItems: [{ deliveryId: 'DBI' }, { deliveryId: 'EXH' }],
    deliveries: [{ deliveryId: 'DBI', isIncludedInOrder: true }],
  };

  it('toggles, includes or excludes without changing the cart', () => {
    expect(toggleDeliveryInOrder(cart, 'DBI')).toEqual([{ deliveryId: 'DBI', isIncludedInOrder: false }]);
    expect(toggleDeliveryInOrder(cart, 'DBI', true)).toEqual([
      { deliveryId: 'DBI', isIncludedInOrder: true },
    ]);
    expect(toggleDeliveryInOrder(cart, 'EXH')).toEqual([
      { deliveryId: 'DBI', isIncludedInOrder: true },
      { deliveryId: 'EXH', isIncludedInOrder: false, requestedDeliveryDate: null },
    ]);
    expect(cart.deliveries).toEqual([{ deliveryId: 'DBI', isIncludedInOrder: true }]);
  });

  it('starts a cart without delivery state from included', () => {
    expect(toggleDeliveryInOrder({ cartItems: [{ deliveryId: 'DBI' }] }, 'DBI')).toEqual([
      { deliveryId: 'DBI', isIncludedInOrder: false, requestedDeliveryDate: null },
    ]);
  });

  it('round-trips with deliveryIdsInOrder', () => {
    const deliveries = toggleDeliveryInOrder(cart, 'EXH', false);
    expect(deliveryIdsInOrder({ ...cart, deliveries })).toEqual(['DBI']);
    expect(
      deliveryIdsInOrder({ ...cart, deliveries: toggleDeliveryInOrder({ ...cart, deliveries }, 'EXH') }),
    ).toEqual(['DBI', 'EXH']);
  });
});
