import { atom } from 'jotai';
import type { TrackedLine } from '../core';

/** What the delivery step collected, per delivery id, for the summary and the checkout call. */
export interface DeliveryDetails {
  addressId?: string;
  storeId?: string;
  requestedDeliveryDate: string;
  deliveryNote?: string;
  reference?: string;
}
export const checkoutAtom = atom<Record<string, DeliveryDetails> | null>(null);

/**
 * Why a field of the delivery step cannot be used; the page says it in Swedish. 'reference' is
 * a reference over its 40 characters; 'referenceRequired' and 'referenceInvalid' one the
 * customer's 'Referens krävs' refuses (missing, or not of its pattern).
 */
export type DeliveryFieldError =
  | 'address'
  | 'store'
  | 'date'
  | 'note'
  | 'reference'
  | 'referenceRequired'
  | 'referenceInvalid';

/**
 * The delivery step as it was posted without scripts and refused by the server (`/kassa/leverans`):
 * what was typed, per delivery, and why each refused field cannot be used (keyed
 * `<deliveryId>.<field>`). The delivery page starts from it once, so nothing typed is lost.
 */
export interface DeliveryDraft {
  details: Record<string, DeliveryDetails>;
  errors: Record<string, DeliveryFieldError>;
}
export const deliveryDraftAtom = atom<DeliveryDraft | null>(null);

/**
 * The orders a posted 'Skicka order' placed (`/kassa/skicka`), as the server kept them for the
 * success page it sends the browser to: the order numbers and sums the service answered, and the
 * names of the deliveries it did not place. The success page reads the orders themselves.
 */
export interface PlacedOrders {
  orders: { deliveryId: string; tempOrderId: string | null; total: number | null; vat: number | null }[];
  failedDeliveries: string[];
}
export const placedOrdersAtom = atom<PlacedOrders | null>(null);

/** One line of an order as the order service confirmed it, named from the cart it came from. */
interface ConfirmedLine {
  articleNumber: string;
  name: string;
  quantity: number;
  unit: string;
  netPrice: number | null;
}

/**
 * The order just placed: the success page is guarded by it (middleware checkout-success-page).
 * One order per delivery placed, with its lines as tracking reads them (the purchase event),
 * and as the service confirmed them: quantities, units and the sums the confirmation shows.
 */
export interface LastOrder {
  orders: {
    deliveryId: string;
    tempOrderId: string | null;
    lines: TrackedLine[];
    confirmed: { lines: ConfirmedLine[]; total: number | null; vat: number | null };
  }[];
}
export const lastOrderAtom = atom<LastOrder | null>(null);

/** True while an order is being placed (§4 isPlacingOrder): the button is disabled, a double click places one order. */
export const isPlacingOrderAtom = atom(false);

const longDate = new Intl.DateTimeFormat('sv-SE', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A delivery date as a Swedish reader writes it, whatever the machine's
 * time zone.
 *
 * @example
 * formatDeliveryDate('2026-12-07') // 'måndag 7 december 2026'
 */
export function formatDeliveryDate(iso: string): string {
  return longDate.format(new Date(`${iso}T00:00:00Z`));
}
