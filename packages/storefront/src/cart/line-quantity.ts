import { useEffect, useRef, useState } from 'react';
import { type MessageKey, useMessages, useServices } from '../core';
import type { AddSource, WriteOutcome } from './writes';

/** 'Ett fel uppstod. {detail} Försök igen senare.' (§8). */
export function useFailureText() {
  const t = useMessages();
  return (detail: MessageKey) => `${t('errors.occured')} ${t(detail)} ${t('errors.try_again_later')}`;
}

/**
 * A cart line's quantity as the customer edits it, on /cart and in the cart
 * flyout: shown at once, handed to the cart door, which sends it after the
 * 500 ms debounce together with the rest of the burst (§9) — even when the
 * line is gone from the screen by then. A failed update keeps what was typed
 * and sets the line's error; `track` does the same for the line's other
 * writes (label, delete). `onTyped` hears every accepted value (the cart's sum).
 * A new quantity from the service (quick add or a file into the same line,
 * another tab) replaces the shown one, so the field never shows less than
 * the cart holds.
 */
export function useLineQuantity(
  line: { cartItemId: string; quantity: number },
  onTyped?: (cartItemId: string, quantity: number) => void,
  /** Where the quantity is typed, for tracking's add_to_cart / remove_from_cart (content §2 page names). */
  source?: AddSource,
) {
  const { services } = useServices();
  const failure = useFailureText();
  const [quantity, setQuantity] = useState(line.quantity);
  const [served, setServed] = useState(line.quantity);
  const [error, setError] = useState<string | null>(null);
  if (line.quantity !== served) {
    // The service's quantity moved: adopt it (React's state-from-props pattern, during render).
    setServed(line.quantity);
    setQuantity(line.quantity);
  }
  // …and the sum follows it, after the render (the sum is another component); not at mount,
  // where the sum already reads the line's own quantity.
  const mounted = useRef(false);
  useEffect(() => {
    if (mounted.current) onTyped?.(line.cartItemId, served);
    mounted.current = true;
  }, [served, line.cartItemId, onTyped]);
  const track = (write: Promise<WriteOutcome>, detail: MessageKey) =>
    write.then(
      (outcome) => setError(outcome.refused.length > 0 ? failure(detail) : null),
      () => setError(failure(detail)),
    );
  const change = (value: number) => {
    if (!Number.isFinite(value) || value <= 0) return;
    setQuantity(value);
    onTyped?.(line.cartItemId, value);
    void track(
      services.cart.setQuantity(line.cartItemId, Math.abs(value), source),
      'errors.detail.cart_update_product',
    );
  };
  return { quantity, change, error, track };
}
