import { assign, cancel, enqueueActions, setup } from 'xstate';

/** Consecutive cart updates within this window coalesce into one service request (spec §9). */
export const CART_UPDATE_DEBOUNCE_MS = 500;
/** The items-added notification clears after this long (spec §9). */
export const ITEMS_ADDED_NOTIFICATION_MS = 3000;

/** One change the UI asked for; the app decides what it carries (lines, quantities, …). */
export type CartUpdate = Readonly<Record<string, unknown>>;

export interface CartStatusContext {
  /** The cart has been loaded at least once since the last `noCart`. */
  loaded: boolean;
  /** The last error, until a SUCCESS. */
  error: unknown;
  /** Updates waiting for the debounce to send them. */
  pendingUpdates: CartUpdate[];
  /** The items-added notification, or null once it has cleared. */
  itemsAdded: { count: number } | null;
}

export type CartStatusEvent =
  | { type: 'UPDATE'; update?: CartUpdate; itemsAdded?: number }
  | { type: 'SUCCESS' }
  | { type: 'ERROR'; error?: unknown }
  | { type: 'LOGOUT' };

type InternalEvent = { type: 'cart.notification.expired' };

/**
 * The cart's status (storefront-core §4): states noCart, idle, mutating,
 * error; events UPDATE, SUCCESS, ERROR, LOGOUT; exactly the spec's table.
 *
 * UPDATE enters `mutating` at once and queues its update; every UPDATE
 * restarts a 500 ms timer, and when it runs out the injected `flushUpdates`
 * action receives every queued update in one call (the app sends one
 * request and answers with SUCCESS or ERROR).
 *
 * @example
 * const actor = createActor(cartStatusMachine.provide({
 *   actions: { flushUpdates: ({ context }) => sendBatch(context.pendingUpdates) },
 * })).start();
 * actor.send({ type: 'UPDATE', update: { articleNumber: '1000001', quantity: 2 }, itemsAdded: 1 });
 */
export const cartStatusMachine = setup({
  types: {
    context: {} as CartStatusContext,
    events: {} as CartStatusEvent | InternalEvent,
  },
  actions: {
    /** Injected: send the queued updates (context.pendingUpdates) as one request. */
    flushUpdates: () => {},
    clearPending: assign({ pendingUpdates: () => [] }),
    queueUpdate: assign({
      pendingUpdates: ({ context, event }) =>
        event.type === 'UPDATE' && event.update
          ? [...context.pendingUpdates, event.update]
          : context.pendingUpdates,
    }),
    markLoaded: assign({ loaded: true, error: null }),
    markError: assign({
      error: ({ event }) =>
        'error' in event && event.error !== undefined ? event.error : new Error('Cart error'),
    }),
    reset: assign({ loaded: false, error: null, pendingUpdates: () => [], itemsAdded: null }),
    notifyItemsAdded: enqueueActions(({ enqueue, event }) => {
      if (event.type !== 'UPDATE' || !event.itemsAdded) return;
      enqueue.assign({ itemsAdded: { count: event.itemsAdded } });
      enqueue.cancel('itemsAddedTimer');
      enqueue.raise(
        { type: 'cart.notification.expired' },
        { delay: ITEMS_ADDED_NOTIFICATION_MS, id: 'itemsAddedTimer' },
      );
    }),
    clearNotification: assign({ itemsAdded: null }),
  },
  delays: {
    debounce: CART_UPDATE_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'cartStatus',
  initial: 'noCart',
  context: { loaded: false, error: null, pendingUpdates: [], itemsAdded: null },
  on: {
    'cart.notification.expired': { actions: 'clearNotification' },
  },
  states: {
    noCart: {
      entry: ['reset', cancel('itemsAddedTimer')],
      on: {
        UPDATE: { target: 'mutating', actions: 'queueUpdate' },
      },
    },
    idle: {
      on: {
        LOGOUT: { target: 'noCart' },
        SUCCESS: { target: 'idle', actions: 'markLoaded' },
        UPDATE: { target: 'mutating', actions: 'queueUpdate' },
      },
    },
    mutating: {
      entry: 'notifyItemsAdded',
      after: {
        debounce: { actions: ['flushUpdates', 'clearPending'] },
      },
      on: {
        LOGOUT: { target: 'noCart' },
        ERROR: { target: 'error', actions: 'markError' },
        SUCCESS: { target: 'idle', actions: 'markLoaded' },
        // Re-entering restarts the debounce timer: updates in a burst coalesce.
        UPDATE: { target: 'mutating', reenter: true, actions: 'queueUpdate' },
      },
    },
    error: {
      on: {
        LOGOUT: { target: 'noCart' },
        SUCCESS: { target: 'idle', actions: 'markLoaded' },
        UPDATE: { target: 'mutating', actions: 'queueUpdate' },
      },
    },
  },
});

/** The §4 table as data: state → event → next state. */
export const CART_STATUS_TRANSITIONS = {
  noCart: { UPDATE: 'mutating' },
  idle: { LOGOUT: 'noCart', SUCCESS: 'idle', UPDATE: 'mutating' },
  mutating: { LOGOUT: 'noCart', ERROR: 'error', SUCCESS: 'idle', UPDATE: 'mutating' },
  error: { LOGOUT: 'noCart', SUCCESS: 'idle', UPDATE: 'mutating' },
} as const;

export type CartStatus = keyof typeof CART_STATUS_TRANSITIONS;
