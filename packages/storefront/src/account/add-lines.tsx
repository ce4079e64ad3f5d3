import type { DeliveryType } from '@shop/delivery-rules';
import { useState } from 'react';
import { useAddToCart } from '../cart';
import { AppLink, useDeliveryName, useMessages } from '../core';
import './account.css';

type Line = { articleNumber: string; quantity: number };
type State =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'refused'; message: string }
  | { kind: 'done'; added: number; refused: string[] }
  | { kind: 'failed' };

/**
 * Puts lines (an order's, a shopping list's) into the cart through the cart's one add, with one
 * delivery method, and says what the add guard refused (EJ_ORDER) or the cart service would not
 * take, by name. How many went in is the cart's own status to say.
 */
export function useAddLinesToCart(nameOf: (articleNumber: string) => string, listName?: string) {
  const cart = useAddToCart();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const add = async (lines: readonly Line[], deliveryId: DeliveryType) => {
    const attempt = cart.add(lines, deliveryId, listName ? { source: { listName } } : {});
    if (!attempt.ok) return setState({ kind: 'refused', message: attempt.message });
    setState({ kind: 'sending' });
    try {
      const outcome = await attempt.done;
      const refused = [
        ...new Set(outcome.refused.map((r) => r.articleNumber).filter((n): n is string => Boolean(n))),
      ];
      setState({
        kind: 'done',
        added: lines.length - refused.length,
        refused: refused.map((n) => `${nameOf(n)} (${n})`),
      });
    } catch {
      setState({ kind: 'failed' });
    }
  };
  return { add, state, sending: state.kind === 'sending', orderRefusal: cart.orderRefusal };
}

/** What became of the lines: the ones refused, named, and the way to the cart. */
export function AddedLines({ state, deliveryId }: { state: State; deliveryId: DeliveryType }) {
  const t = useMessages();
  const deliveryName = useDeliveryName();
  return (
    <>
      <div role="status" className="shop-order__reorder-status">
        {state.kind === 'done' && state.refused.length > 0 ? (
          <p>{t('orders.notOrderable', { lines: state.refused.join(', ') })}</p>
        ) : null}
      </div>
      {state.kind === 'done' && state.added > 0 ? (
        <p>
          {t('lists.sentWith', { delivery: deliveryName(deliveryId) })}{' '}
          <AppLink to="/cart">{t('orders.toCart')}</AppLink>
        </p>
      ) : null}
      {state.kind === 'refused' ? (
        <p className="shop-form-error" role="alert">
          {state.message}
        </p>
      ) : null}
      {state.kind === 'failed' ? (
        <p className="shop-form-error" role="alert">
          {t('errors.cart_service_not_available')}
        </p>
      ) : null}
    </>
  );
}
