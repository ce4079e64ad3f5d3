import type { DeliveryType } from '@shop/delivery-rules';
import type { QuantityRule } from '@shop/stock-rules';
import { useAtomValue, useSetAtom } from 'jotai';
import { useLayoutEffect, useRef, useState } from 'react';
import { useMessages, useServices } from '../core';
import { isAllowed, overlayAtom, sessionAtom } from '../session';
import { ADD_REFUSAL_MESSAGE, type AddRefusal, guardAdd, guardAddContext } from './add-guard';
import { type AddedLine, useConfirmAdd } from './added-notice-state';
import type { AddSource, WriteOutcome } from './writes';

/** One line to add; with a name (and unit), the confirmation under the header names it. */
interface AddLine {
  articleNumber: string;
  quantity: number;
  name?: string;
  unit?: string | undefined;
}

/** A refused add: why, and what the customer is told (in Swedish, from the messages). */
interface AddRefused {
  ok: false;
  refusal: AddRefusal;
  message: string;
}

/**
 * An add that went to the cart door: `done` settles when the cart service has answered (the
 * lines it refused are in the outcome; a failure rejects, and the cart's status tells it).
 */
type AddAttempt = AddRefused | { ok: true; done: Promise<WriteOutcome> };

interface AddOptions {
  /** Where the add came from, for tracking's add_to_cart (list, position, variants). */
  source?: AddSource;
  /** Confirm the lines the cart took under the header (named lines only). */
  confirm?: boolean;
}

/** The cart's one add, as `useAddToCart` hands it out. Every function is stable. */
export interface AddToCart {
  /**
   * The whole add guard for one typed quantity (§5): signed in, may order, a delivery method, a
   * quantity snapped to the article's rule. A visitor is also shown the sign-in flyout.
   */
  guard(input: {
    deliveryId: DeliveryType | null | undefined;
    quantity: number | string | null | undefined;
    rule: Pick<QuantityRule, 'parse' | 'snap' | 'min'>;
  }): AddRefused | { ok: true; quantity: number; deliveryId: DeliveryType };
  /** Why this session may not add with this delivery method, or null when it may. */
  refusal(deliveryId: DeliveryType | null | undefined): AddRefused | null;
  /** Lines whose quantities are checked already (or come whole), into the cart with one delivery. */
  add(
    lines: readonly AddLine[],
    deliveryId: DeliveryType | null | undefined,
    options?: AddOptions,
  ): AddAttempt;
  /** A cart file ('artikelnummer;antal' lines, CSV or XLSX) for one delivery. */
  upload(file: File, deliveryId: DeliveryType | null | undefined, source?: AddSource): AddAttempt;
}

/**
 * The one add to cart (§5, §6): the product page, the configurator, listing cards, quick add,
 * a cart file, a reorder and a shopping list all add through it. Here, and only here, live the
 * add guard (a signed-in user; EJ_ORDER may not order: 'checkout.noOrderRight'; a delivery
 * method; the quantity rule), the sign-in flyout for a visitor, the refusal messages, the
 * confirmation under the header, and the source tracking's add_to_cart reads (the cart door
 * reports what the cart took). Writes go through the cart door (`services.cart`).
 *
 * @example
 * const cart = useAddToCart();
 * const attempt = cart.add([{ articleNumber: '1000001', quantity: 5, name: 'Skruv', unit: 'st' }], 'DBI', { confirm: true });
 * if (!attempt.ok) setMessage(attempt.message);
 */
export function useAddToCart(): AddToCart & {
  /** A signed-in user with EJ_ORDER: buy controls are not offered (a visitor is asked to sign in instead). */
  mayNotOrder: boolean;
  /** What such a user is told where the buy controls would be, or null. */
  orderRefusal: string | null;
  signedIn: boolean;
} {
  const t = useMessages();
  const { services } = useServices();
  const session = useAtomValue(sessionAtom);
  const setOverlay = useSetAtom(overlayAtom);
  const confirmAdd = useConfirmAdd();
  const signedIn = session.status === 'signed-in';
  const mayOrder = isAllowed(session.claims, 'EJ_ORDER');
  // The functions stay the same across renders (a listing's cards are memoised): they read the newest here.
  const latest = useRef({ t, services, signedIn, mayOrder, setOverlay, confirmAdd });
  useLayoutEffect(() => {
    latest.current = { t, services, signedIn, mayOrder, setOverlay, confirmAdd };
  });
  const [cart] = useState<AddToCart>(() => {
    const refused = (refusal: AddRefusal): AddRefused => {
      if (refusal === 'sign-in') latest.current.setOverlay('sign-in');
      return { ok: false, refusal, message: latest.current.t(ADD_REFUSAL_MESSAGE[refusal]) };
    };
    const refusal: AddToCart['refusal'] = (deliveryId) => {
      const { signedIn, mayOrder } = latest.current;
      const decision = guardAddContext({ signedIn, mayOrder, deliveryId });
      return decision.ok ? null : refused(decision.refusal);
    };
    return {
      refusal,
      guard: ({ deliveryId, quantity, rule }) => {
        const { signedIn, mayOrder } = latest.current;
        const decision = guardAdd({ signedIn, mayOrder, deliveryId, quantity, rule });
        return decision.ok ? decision : refused(decision.refusal);
      },
      add: (lines, deliveryId, options = {}) => {
        const decision = guardAddContext({ ...latest.current, deliveryId });
        if (!decision.ok) return refused(decision.refusal);
        const { services, confirmAdd } = latest.current;
        const done = services.cart.add(
          lines.map(({ articleNumber, quantity }) => ({
            articleNumber,
            quantity,
            deliveryId: decision.deliveryId,
          })),
          options.source,
        );
        if (options.confirm)
          void done
            .then((outcome) => {
              // The lines the cart took; the cart's status names the refused ones.
              const refusedArticles = new Set(outcome.refused.map((r) => r.articleNumber));
              const taken: AddedLine[] = lines.flatMap(({ articleNumber, quantity, name, unit }) =>
                name && !refusedArticles.has(articleNumber) ? [{ name, quantity, unit: unit ?? 'st' }] : [],
              );
              if (taken.length > 0) confirmAdd(taken);
            })
            .catch(() => undefined); // the cart's status tells the failure
        return { ok: true, done };
      },
      upload: (file, deliveryId, source) => {
        const decision = guardAddContext({ ...latest.current, deliveryId });
        if (!decision.ok) return refused(decision.refusal);
        return {
          ok: true,
          done: latest.current.services.cart.upload(file, file.name, decision.deliveryId, source),
        };
      },
    };
  });
  const mayNotOrder = signedIn && !mayOrder;
  return {
    ...cart,
    signedIn,
    mayNotOrder,
    orderRefusal: mayNotOrder ? t(ADD_REFUSAL_MESSAGE.order) : null,
  };
}
