import { CommerceError } from '@shop/commerce-client/errors';
import { Button } from '@shop/ui';
import { atom, useAtom } from 'jotai';
import { useEffect, useSyncExternalStore } from 'react';
import { type MessageKey, useMessages, useServices } from '../core';
import type { CartSnapshot } from './lazy-door';
import {
  CartLoadError,
  type CartWriteKind,
  type QueuedUpdate,
  UnconfirmedWriteError,
  WRITE_FAILURE_DETAIL,
} from './writes';
import '../core/page.css';
import './cart.css';

/**
 * The cart error the customer closed. Informational notices go by themselves (the items-added
 * notice after §9's 3,000 ms); an error stays until it is closed (WCAG 2.2.1: no time limit on
 * reading it), or until the next write replaces it.
 */
const closedErrorAtom = atom<unknown>(null);

/** The cart machine's snapshot (state, queued and in-flight writes, error, refused lines) for React. */
function useCartStatus() {
  const { services } = useServices();
  return useSyncExternalStore(
    services.cart.status.subscribe,
    services.cart.status.getSnapshot,
    services.cart.status.getSnapshot,
  );
}

/**
 * Whether the cart is sending writes now. A boolean, so a form that only disables its button
 * meanwhile re-renders when that flips, not on every write queued (the 200-line cart's quantity
 * change measured QuickAdd's whole form re-rendering on each one).
 */
export function useCartMutating() {
  const { services } = useServices();
  const isMutating = () => services.cart.status.getSnapshot().matches('mutating');
  return useSyncExternalStore(services.cart.status.subscribe, isMutating, isMutating);
}

const kindsOf = (updates: readonly QueuedUpdate[]): CartWriteKind[] => updates.map((u) => u.write.kind);

/** The failure line of §8 for the cart's error state: what failed, and which lines the service refused. */
function useCartFailure(snapshot: CartSnapshot) {
  const t = useMessages();
  const { error, refused, inFlight } = snapshot.context;
  // A write that timed out and is not on the cart: say so; 'Försök igen' follows.
  if (error instanceof UnconfirmedWriteError) return t('cart.unconfirmed');
  const kind = kindsOf(inFlight)[0] ?? 'add';
  const detail =
    refused.length > 0
      ? 'cart_add_products'
      : error instanceof CommerceError && error.detail
        ? error.detail
        : WRITE_FAILURE_DETAIL[kind];
  return `${t('errors.occured')} ${t(`errors.detail.${detail}` as MessageKey, { ids: refused.join(', ') })} ${t('errors.try_again_later')}`;
}

/**
 * What the cart door is doing, for every kind of write: 'Lägger i
 * varukorgen …' or 'Sparar varukorgen …' while the cart is mutating, the
 * items-added notification (it clears after 3 s), and the error state with
 * the refused lines. A write that timed out and was not found on the cart
 * can be sent again ('Försök igen', same idempotency key). The status
 * region is always rendered, so screen readers announce what appears in it.
 * Each one on screen counts itself, so the shell knows when to show its own.
 */
export function CartStatus({
  counted = true,
  reserveSpace = false,
}: {
  counted?: boolean;
  /**
   * Keep the status line's height while it is empty: above a long list (the cart's 200
   * lines), 'Sparar varukorgen …' appearing would push every line down, and the browser
   * would lay out and paint them all again on every quantity typed.
   */
  reserveSpace?: boolean;
}) {
  const t = useMessages();
  const { services } = useServices();
  const snapshot = useCartStatus();
  const failure = useCartFailure(snapshot);
  useEffect(() => (counted ? services.cart.statusViews.mount() : undefined), [counted, services]);
  const [closedError, closeError] = useAtom(closedErrorAtom);
  const mutating = snapshot.matches('mutating');
  const failed =
    snapshot.matches('error') &&
    snapshot.context.error !== closedError &&
    // A failed read is the message bar's to tell (useCartLineCount), once for the whole page.
    !(snapshot.context.error instanceof CartLoadError);
  const kinds = kindsOf([...snapshot.context.pendingUpdates, ...snapshot.context.inFlight]);
  const adding = kinds.length > 0 && kinds.every((k) => k === 'add');
  return (
    <>
      <div role="status" className="shop-add-to-cart__status" data-reserved={reserveSpace || undefined}>
        {mutating ? (adding ? t('cart.adding') : t('cart.saving')) : null}
        {snapshot.context.itemsAdded && !mutating && !failed
          ? t('cart.itemsAdded', { count: snapshot.context.itemsAdded.count })
          : null}
      </div>
      {failed ? (
        <div className="shop-form-error shop-cart-status__error" role="alert">
          <p>{failure}</p>
          {snapshot.context.error instanceof UnconfirmedWriteError ? (
            <Button size="sm" variant="secondary" onPress={() => services.cart.retry()}>
              {t('cart.retry')}
            </Button>
          ) : null}
          <button
            type="button"
            className="shop-message-bar__close"
            onClick={() => closeError(snapshot.context.error)}
            aria-label={t('message.close')}
          >
            ×
          </button>
        </div>
      ) : null}
    </>
  );
}

/**
 * The cart's status where nothing else shows it: a write that fails after
 * the customer left the page they made it on is told where they are.
 */
export function CartStatusToast() {
  const { services } = useServices();
  // Shown only when signed in: the door will be needed, so load it while the browser is idle.
  useEffect(() => services.cart.warmUp(), [services]);
  const views = useSyncExternalStore(
    services.cart.statusViews.subscribe,
    services.cart.statusViews.count,
    () => 1,
  );
  if (views > 0) return null;
  return (
    <div className="shop-cart-toast">
      <CartStatus counted={false} />
    </div>
  );
}
