import { cartStatusMachine } from '@shop/cart-machine';
import { type CommerceClient, CommerceError } from '@shop/commerce-client';
import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { createActor } from 'xstate';

/** One line to add, as the cart service takes it. */
export type AddItem = Parameters<CommerceClient['cart']['add']>[1][number];

/** Query keys that show the cart; refreshed after every change. */
export const CART_QUERY_KEYS = [['cart-count'], ['cart-lines']] as const;

/** Refetches everything that shows the cart (header count, lines) after a change. */
export function refreshCart(queryClient: QueryClient) {
  for (const queryKey of CART_QUERY_KEYS) void queryClient.invalidateQueries({ queryKey: [...queryKey] });
}

/**
 * The cart's status of §4 as the `@shop/cart-machine` actor: an add is an
 * UPDATE (mutating at once, sent after the 500 ms debounce together with any
 * other add of the burst), the answer a SUCCESS or an ERROR. What the user
 * asked for stays queued in the request until the service has answered.
 */
export function createCartController(client: CommerceClient, queryClient: QueryClient) {
  let lastError: CommerceError | null = null;
  let refused: string[] = [];
  const actor = createActor(
    cartStatusMachine.provide({
      actions: {
        flushUpdates: ({ context }) => {
          void send(context.pendingUpdates as unknown as AddItem[]);
        },
      },
    }),
  ).start();

  async function send(items: AddItem[]) {
    if (items.length === 0) return;
    try {
      const { cartId } = await client.cart.get();
      const answer = await client.cart.add(cartId, items);
      lastError = null;
      refused = answer.errors.map((e) => e.articleNumber ?? e.id);
      // Refused lines make the whole update an error (the machine only takes ERROR while mutating).
      if (answer.errors.length === 0) actor.send({ type: 'SUCCESS' });
      else {
        lastError = new CommerceError({
          message: `Some lines were not added: ${answer.errors.map((e) => e.articleNumber ?? e.id).join(', ')}`,
          status: 200,
          service: 'cart',
          messageKey: 'errors.cart_service_not_available',
          detail: 'cart_add_products',
        });
        actor.send({ type: 'ERROR', error: lastError });
      }
    } catch (error) {
      lastError = error instanceof CommerceError ? error : null;
      actor.send({ type: 'ERROR', error });
    } finally {
      refreshCart(queryClient);
    }
  }

  return {
    actor,
    /** Queues an add; the line count of the notification is the number of lines. */
    add(items: AddItem[]) {
      for (const [i, item] of items.entries())
        actor.send({
          type: 'UPDATE',
          update: item,
          itemsAdded: i === items.length - 1 ? items.length : undefined,
        });
    },
    logout() {
      actor.send({ type: 'LOGOUT' });
    },
    get lastError() {
      return lastError;
    },
    /** Article numbers the service refused in the last add (for cart_add_products). */
    get refused() {
      return refused;
    },
  };
}

export type CartController = ReturnType<typeof createCartController>;

/** The cart status snapshot (state value, itemsAdded, error) for React. */
export function useCartStatus(cart: CartController) {
  return useSyncExternalStore(
    (onChange) => {
      const subscription = cart.actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    () => cart.actor.getSnapshot(),
  );
}
