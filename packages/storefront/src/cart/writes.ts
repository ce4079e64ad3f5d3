import type { CommerceClient } from '@shop/commerce-client';
import type { TrackedLine } from '../core';

// What the cart door takes and answers, without the door: the status views and the lazy
// handle import these, so the page's first bundle never carries xstate or the machine.

/** One line to add, as the cart service takes it. */
export type AddItem = Parameters<CommerceClient['cart']['add']>[1][number];
export type DeliveryId = AddItem['deliveryId'];
export type OrderDetails = Parameters<CommerceClient['cart']['checkout']>[1];

/**
 * Where an add came from, for tracking (content §7 `add_to_cart`): the list and the position
 * in it, and the variants the page already holds (name, price, categories), so the event
 * needs no extra read.
 */
export interface AddSource {
  listName?: string;
  /** Position in the list, from 1. */
  index?: number;
  variants?: readonly CartLineVariant[];
}

/** What tracking reads of a variant (a cart line's `variant`, a product page's variant). */
export type CartLineVariant = Omit<TrackedLine, 'quantity'>;

/** What a send did to the cart, article by article: reported to tracking by the door. */
export interface CartChange {
  added: { articleNumber: string; quantity: number; variant: CartLineVariant | null }[];
  removed: { articleNumber: string; quantity: number; variant: CartLineVariant | null }[];
  /** The first add's (or quantity's) source, when the send carried one. */
  source?: Omit<AddSource, 'variants'>;
}

/**
 * Every kind of cart write. Adds, quantities, labels and delivery dates wait
 * for the 500 ms debounce and coalesce; the rest are `immediate` (nobody
 * wants a delete to wait), but still pass through the machine, so the cart
 * is `mutating` while any write is in flight and `error` when one fails (§4).
 */
export type CartWrite =
  | { kind: 'add'; items: AddItem[]; key: string; source?: AddSource }
  | { kind: 'quantity'; itemId: string; quantity: number; source?: AddSource }
  | { kind: 'label'; itemId: string; label: string | null }
  | { kind: 'move'; itemId: string; deliveryId: DeliveryId }
  | { kind: 'remove'; itemIds: string[] }
  | { kind: 'empty' }
  /** The cart set to DELETED (a punch-out hand-over, §4); the service's next read is a new, empty cart. */
  | { kind: 'discard' }
  | { kind: 'include'; deliveryId: string; included: boolean }
  | { kind: 'transfer'; sourceCartId: string; key: string }
  | { kind: 'upload'; file: Blob; fileName: string; deliveryId: DeliveryId; key: string; source?: AddSource }
  | { kind: 'deliveryDate'; deliveryId: string | null; date: string };

export type CartWriteKind = CartWrite['kind'];

/** The §8 detail each kind of write fails with. */
export const WRITE_FAILURE_DETAIL: Record<CartWriteKind, string> = {
  add: 'cart_add_product',
  quantity: 'cart_update_product',
  label: 'cart_update_product',
  move: 'cart_update_products',
  remove: 'cart_remove_products',
  empty: 'cart_remove_products',
  discard: 'cart_remove_products',
  include: 'cart_update_products',
  transfer: 'transfer_cart',
  upload: 'cart_uploads_products',
  deliveryDate: 'update_delivery_date',
};

/** A write as the cart machine queues it: the update type of the door's machine. */
export interface QueuedUpdate {
  id: number;
  write: CartWrite;
  /** Sent without the debounce (a delete, a transfer, a file). */
  immediate: boolean;
}

/** What one write ended with: the lines the service refused (article numbers or ids) and its answer. */
export interface WriteOutcome {
  refused: { id: string; articleNumber?: string; error: string; message: string }[];
  /** Lines in a file upload or transfer that were applied. */
  applied: number;
}

/** A write that timed out and was not found applied: it can be sent again with the same key. */
/** A read of the cart failed (§4: a cart service error sets the error state); nothing was written. */
export class CartLoadError extends Error {
  constructor(override readonly cause: unknown) {
    super('The cart could not be read.');
    this.name = 'CartLoadError';
  }
}

export class UnconfirmedWriteError extends Error {
  constructor(override readonly cause: unknown) {
    super('The cart service did not answer; the write was not found on the cart.');
    this.name = 'UnconfirmedWriteError';
  }
}
