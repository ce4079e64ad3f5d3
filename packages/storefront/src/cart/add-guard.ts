import type { DeliveryType } from '@shop/delivery-rules';
import type { QuantityRule } from '@shop/stock-rules';
import type { MessageKey } from '../core';

/** Why an add may not go ahead, in the order the customer has to fix it (§5, §6's EJ_ORDER). */
export type AddRefusal = 'sign-in' | 'order' | 'delivery' | 'quantity';

/** What the customer is told for each refusal. */
export const ADD_REFUSAL_MESSAGE: Record<AddRefusal, MessageKey> = {
  'sign-in': 'cart.pleaseSignIn',
  order: 'checkout.noOrderRight',
  delivery: 'cart.chooseDelivery',
  quantity: 'cart.wrongQuantity',
};

export type AddDecision =
  | { ok: true; quantity: number; deliveryId: DeliveryType }
  | { ok: false; refusal: AddRefusal };

/**
 * The first steps of the add guard (§5): a signed-in user, one who may order
 * (no EJ_ORDER, §6), then a delivery method. For adds whose quantities were
 * checked already (a listing's 'Lägg alla i varukorg' sends what its cards
 * accepted) or come whole (an order's lines, a shopping list, a file).
 */
export function guardAddContext({
  signedIn,
  mayOrder,
  deliveryId,
}: {
  signedIn: boolean;
  /** False for a user with the deny code EJ_ORDER. */
  mayOrder: boolean;
  deliveryId: DeliveryType | null | undefined;
}): { ok: true; deliveryId: DeliveryType } | { ok: false; refusal: AddRefusal } {
  if (!signedIn) return { ok: false, refusal: 'sign-in' };
  if (!mayOrder) return { ok: false, refusal: 'order' };
  if (!deliveryId) return { ok: false, refusal: 'delivery' };
  return { ok: true, deliveryId };
}

/**
 * The one add guard (§5), applied by `useAddToCart`: a signed-in user who may
 * order, then a delivery method, then a
 * quantity above zero, snapped by the article's quantity rule (7 of a
 * five-pack is 10 wherever it is typed). Text is read as the customer typed
 * it (decimal comma); an empty text is one order multiple.
 *
 * @example
 * guardAdd({ signedIn: true, mayOrder: true, deliveryId: 'DBI', quantity: '7', rule: quantityRule({ unit: 'st', orderMultiple: 5 }) })
 * // { ok: true, quantity: 10, deliveryId: 'DBI' }
 */
export function guardAdd({
  signedIn,
  mayOrder,
  deliveryId,
  quantity,
  rule,
}: {
  signedIn: boolean;
  mayOrder: boolean;
  deliveryId: DeliveryType | null | undefined;
  quantity: number | string | null | undefined;
  rule: Pick<QuantityRule, 'parse' | 'snap' | 'min'>;
}): AddDecision {
  const context = guardAddContext({ signedIn, mayOrder, deliveryId });
  if (!context.ok) return context;
  const value =
    typeof quantity === 'string' ? (quantity.trim() === '' ? rule.min : rule.parse(quantity)) : quantity;
  if (value === null || value === undefined || !Number.isFinite(value) || value <= 0)
    return { ok: false, refusal: 'quantity' };
  return { ok: true, quantity: rule.snap(value), deliveryId: context.deliveryId };
}
