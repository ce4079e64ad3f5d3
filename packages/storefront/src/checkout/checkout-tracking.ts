import type { FunnelPage } from '@shop/tracking';
import { type CartView, trackedCartLines } from '../cart';
import { useTrackOnce } from '../core';

/** The lines that go into the order: those of the deliveries included in it. */
function linesInOrder(cart: CartView) {
  const included = new Set<string>(cart.deliveryIdsInOrder);
  return trackedCartLines(cart.cartItems.filter((line) => included.has(line.deliveryId)));
}

/** The funnel's `checkout` event for a step of the checkout, once per visit to it (content §4 steps). */
export function useCheckoutStep(page: Exclude<FunnelPage, 'cart'>, cart: CartView | undefined) {
  useTrackOnce(cart?.cartItems.length ? page : null, () =>
    cart ? { type: 'checkout', page, lines: linesInOrder(cart) } : null,
  );
}
