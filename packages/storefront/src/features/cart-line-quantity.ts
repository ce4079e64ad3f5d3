import { CART_UPDATE_DEBOUNCE_MS } from '@shop/cart-machine';
import { useRef, useState } from 'react';
import { useServices } from '../app/context';
import { type MessageKey, useMessages } from '../i18n/intl';
import { refreshCart } from './cart';

/**
 * A cart line's quantity as the customer edits it, on /cart and in the cart
 * flyout: shown at once, sent to the cart service 500 ms after the last
 * change (§9), the cart refetched after. A failed update keeps what was
 * typed and sets the line's error; `fail` sets it for the line's other calls
 * (label, remove). `onTyped` hears every accepted value (the cart's sum).
 */
export function useLineQuantity(
  cartId: string,
  line: { cartItemId: string; quantity: number },
  onTyped?: (cartItemId: string, quantity: number) => void,
) {
  const t = useMessages();
  const { services } = useServices();
  const [quantity, setQuantity] = useState(line.quantity);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const fail = (detail: MessageKey) =>
    setError(`${t('errors.occured')} ${t(detail)} ${t('errors.try_again_later')}`);
  const succeed = () => {
    setError(null);
    refreshCart(services.queryClient);
  };
  const change = (value: number) => {
    if (!Number.isFinite(value) || value <= 0) return;
    setQuantity(value);
    onTyped?.(line.cartItemId, value);
    if (timer.current) clearTimeout(timer.current);
    // Sent even when the flyout has closed in the meantime.
    timer.current = setTimeout(async () => {
      try {
        await services.client.cart.updateItem(cartId, line.cartItemId, { quantity: Math.abs(value) });
        succeed();
      } catch {
        fail('errors.detail.cart_update_product');
      }
    }, CART_UPDATE_DEBOUNCE_MS);
  };
  return { quantity, change, error, fail, succeed };
}
