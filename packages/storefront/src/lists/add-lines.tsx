import type { DeliveryType } from '@shop/delivery-rules';
import { Button, FormError } from '@shop/ui';
import { type ReactNode, useState } from 'react';
import { useAddToCart } from '../cart';
import { AppLink, useDeliveryName, useMessages } from '../core';

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
    const attempt = cart.add(
      lines.map((line) => ({ articleNumber: line.articleNumber, quantity: line.quantity })),
      deliveryId,
      listName ? { source: { listName } } : {},
    );
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
      {state.kind === 'refused' ? <FormError>{state.message}</FormError> : null}
      {state.kind === 'failed' ? <FormError>{t('errors.cart_service_not_available')}</FormError> : null}
    </>
  );
}

/** The lines chosen in a table of lines, by their ids. */
export function useChosen() {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return { chosen, toggle, clear: () => setChosen(new Set()) };
}

/** A line's checkbox in `choice`, named after its article ('Välj Skruv 4x40'). */
export function ChooseLine({
  name,
  id,
  choice,
}: {
  name: string;
  id: string;
  choice: ReturnType<typeof useChosen>;
}) {
  const t = useMessages();
  return (
    <input
      type="checkbox"
      aria-label={t('orders.chooseLine', { name })}
      checked={choice.chosen.has(id)}
      onChange={(event) => choice.toggle(id, event.currentTarget.checked)}
    />
  );
}

/**
 * The lines to the cart, all of them or the chosen ones, through `add` (`useAddLinesToCart`'s);
 * `children` are more buttons beside them.
 */
export function LinesToCart<L extends Line>({
  lines,
  chosen,
  add,
  sending,
  labels,
  children,
}: {
  lines: readonly L[];
  chosen: readonly L[];
  add: (lines: readonly L[]) => Promise<unknown>;
  sending: boolean;
  labels: { all: string; chosen: (count: number) => string };
  children?: ReactNode;
}) {
  return (
    <div className="shop-order__reorder">
      <Button variant="primary" isDisabled={sending} onPress={() => void add(lines)}>
        {labels.all}
      </Button>
      <Button
        variant="secondary"
        isDisabled={sending || chosen.length === 0}
        onPress={() => void add(chosen)}
      >
        {labels.chosen(chosen.length)}
      </Button>
      {children}
    </div>
  );
}
