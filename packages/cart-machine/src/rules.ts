import { DELIVERY_TYPES, isExpressType, isStoreBoundType } from '@shop/delivery-rules';
import {
  canPurchaseInStore,
  canPurchaseOnline,
  type PurchaseConstraints,
  type Stock,
} from '@shop/stock-rules';

/** The order-line problem types of storefront-core §4. */
export type CartItemProblemType =
  | 'update_quantity'
  | 'activate_delivery'
  | 'missing_order_information'
  | 'not_confirmed';

/** Why a line needs action; each maps to one problem type. */
export type CartItemProblemReason =
  | 'missing_slug'
  | 'not_purchasable'
  | 'needs_replacement'
  | 'delivery_unavailable'
  | 'express_unavailable'
  | 'home_delivery_without_stock'
  | 'quantity_exceeds_stock';

export const PROBLEM_TYPE_BY_REASON: Readonly<Record<CartItemProblemReason, CartItemProblemType>> = {
  missing_slug: 'missing_order_information',
  not_purchasable: 'not_confirmed',
  needs_replacement: 'not_confirmed',
  delivery_unavailable: 'activate_delivery',
  express_unavailable: 'activate_delivery',
  home_delivery_without_stock: 'activate_delivery',
  quantity_exceeds_stock: 'update_quantity',
};

export interface CartItemProblem {
  type: CartItemProblemType;
  reason: CartItemProblemReason;
  /** The replacement article to offer, for `needs_replacement`. */
  replacementArticle?: string;
  /** The most that can be ordered, for `quantity_exceeds_stock`. */
  available?: number;
}

/** A cart line with the variant data the rules need merged in. */
export interface CartItemForRules {
  quantity: number;
  deliveryId: string;
  variantSlug?: string | null;
  discontinued?: boolean | null;
  purchaseConstraints?: PurchaseConstraints | null;
  /** The variant carries the express-delivery tag. */
  expressTag?: boolean | null;
  stock?: Stock | null;
  replacementArticle?: string | null;
}

export interface CartItemContext {
  /** Delivery ids the session may use now (from `availableDeliveryOptions`). */
  availableDeliveryIds: readonly string[];
  /** The store of store-bound deliveries. */
  storeId: string;
  /** The central storage home and express deliveries ship from. */
  centralStorageId: string;
}

function quantityAt(stock: Stock | null | undefined, locationId: string): number {
  const quantity = stock?.locations.find((l) => l.locationId === locationId)?.quantity ?? 0;
  return Math.max(0, quantity);
}

function problem(reason: CartItemProblemReason, extra: Partial<CartItemProblem> = {}): CartItemProblem {
  return { type: PROBLEM_TYPE_BY_REASON[reason], reason, ...extra };
}

/**
 * Whether a cart line needs action before it can be ordered, and why
 * (storefront-core §4 "Cart item needs action"). The first problem found
 * wins, in the order the user has to fix them.
 *
 * @example
 * cartItemProblem(item, { availableDeliveryIds: ['DBI', 'EXH'], storeId: '1001', centralStorageId: '9000' })
 * // { type: 'update_quantity', reason: 'quantity_exceeds_stock', available: 4 }
 */
export function cartItemProblem(item: CartItemForRules, ctx: CartItemContext): CartItemProblem | null {
  if (!item.variantSlug) return problem('missing_slug');
  const storeBound = isStoreBoundType(item.deliveryId);
  const source = storeBound ? ctx.storeId : ctx.centralStorageId;
  // Store-bound deliveries are store purchases; the rest are online purchases.
  if (storeBound && !canPurchaseInStore(item.purchaseConstraints, item.stock, ctx.storeId))
    return problem('not_purchasable');
  if (!storeBound && !canPurchaseOnline(item.purchaseConstraints)) return problem('not_purchasable');
  if (item.discontinued) {
    const total = (item.stock?.locations ?? []).reduce((sum, l) => sum + Math.max(0, l.quantity), 0);
    if (total === 0 || quantityAt(item.stock, source) < item.quantity) {
      return problem(
        'needs_replacement',
        item.replacementArticle ? { replacementArticle: item.replacementArticle } : {},
      );
    }
  }
  if (!ctx.availableDeliveryIds.includes(item.deliveryId)) return problem('delivery_unavailable');
  const available = quantityAt(item.stock, source);
  if (isExpressType(item.deliveryId) && (!item.expressTag || available <= 0))
    return problem('express_unavailable');
  if (item.deliveryId === 'DBI' && available <= 0) return problem('home_delivery_without_stock');
  if ((storeBound || isExpressType(item.deliveryId)) && item.quantity > available) {
    return problem('quantity_exceeds_stock', { available });
  }
  return null;
}

export interface DatedItem {
  requestedDeliveryDate?: string | null;
}

/**
 * Requested-date rectification (§4): when any item has a date other than
 * today, every item is to be updated to today. Returns the items with their
 * new date, or an empty list when nothing needs to change.
 *
 * @example
 * rectifyRequestedDeliveryDates(items, '2026-11-23')
 */
export function rectifyRequestedDeliveryDates<T extends DatedItem>(
  items: readonly T[],
  today: string,
): (T & { requestedDeliveryDate: string })[] {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new RangeError(`today must be YYYY-MM-DD, got "${today}"`);
  if (!items.some((item) => item.requestedDeliveryDate !== today)) return [];
  return items.map((item) => ({ ...item, requestedDeliveryDate: today }));
}

export interface CartDeliveryState {
  deliveryId: string;
  isIncludedInOrder: boolean;
  requestedDeliveryDate?: string | null;
}

export interface CartForDeliveries {
  cartItems: readonly { deliveryId: string }[];
  deliveries?: readonly CartDeliveryState[];
}

const order = (id: string) => {
  const index = (DELIVERY_TYPES as readonly string[]).indexOf(id);
  return index === -1 ? DELIVERY_TYPES.length : index;
};

/**
 * The deliveries of a cart that are in the order: those with items, unless
 * excluded, in the standard delivery order.
 *
 * @example
 * deliveryIdsInOrder({ cartItems: [{ deliveryId: 'EXH' }, { deliveryId: 'DBI' }], deliveries: [] }) // ['DBI', 'EXH']
 */
export function deliveryIdsInOrder(cart: CartForDeliveries): string[] {
  const excluded = new Set(
    (cart.deliveries ?? []).filter((d) => !d.isIncludedInOrder).map((d) => d.deliveryId),
  );
  const withItems = new Set(cart.cartItems.map((item) => item.deliveryId));
  return [...withItems].filter((id) => !excluded.has(id)).sort((a, b) => order(a) - order(b));
}

/**
 * Includes or excludes one delivery (toggles when `include` is omitted);
 * returns the new deliveries list, the cart is not changed.
 *
 * @example
 * toggleDeliveryInOrder(cart, 'EXH', false)
 */
export function toggleDeliveryInOrder(
  cart: CartForDeliveries,
  deliveryId: string,
  include?: boolean,
): CartDeliveryState[] {
  const deliveries = [...(cart.deliveries ?? [])];
  const index = deliveries.findIndex((d) => d.deliveryId === deliveryId);
  const existing = deliveries[index];
  // A delivery the cart has no state for yet counts as included.
  const next = include ?? !(existing ? existing.isIncludedInOrder : true);
  if (existing) deliveries[index] = { ...existing, isIncludedInOrder: next };
  else deliveries.push({ deliveryId, isIncludedInOrder: next, requestedDeliveryDate: null });
  return deliveries;
}
