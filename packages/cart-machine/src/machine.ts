import { assign, cancel, enqueueActions, fromPromise, setup } from 'xstate';

/** Consecutive cart updates within this window coalesce into one service request (spec §9). */
export const CART_UPDATE_DEBOUNCE_MS = 500;
/** The items-added notification clears after this long (spec §9). */
export const ITEMS_ADDED_NOTIFICATION_MS = 3000;

/**
 * What the machine itself reads of an update. The app decides what else it carries (lines,
 * quantities, …) by its machine's update type (`createCartStatusMachine<MyUpdate>()`).
 * `immediate: true` (a delete, a transfer) sends the queue without waiting for the debounce.
 */
export interface CartUpdateBase {
  readonly immediate?: boolean;
}

/** An update of any shape: the update type of `cartStatusMachine`. */
export type CartUpdate = Readonly<Record<string, unknown> & { immediate?: boolean }>;

/** What the `sendUpdates` actor receives: every update of one request, in the order they were queued. */
export interface CartSendInput<U extends CartUpdateBase = CartUpdate> {
  updates: readonly U[];
}

/** What the `sendUpdates` actor resolves with. */
export interface CartSendResult {
  /** Ids (lines, article numbers) the service refused; non-empty makes the request an error. */
  refused?: readonly string[];
  /** The service's answer (the new cart, say); lands in `context.lastResult`. */
  result?: unknown;
}

export interface CartStatusContext<U extends CartUpdateBase = CartUpdate> {
  /** The cart has been loaded at least once since the last `noCart`. */
  loaded: boolean;
  /** The last error (an ERROR, a rejection, or refused ids), until a success. */
  error: unknown;
  /** Updates waiting for the next request. */
  pendingUpdates: U[];
  /** The updates of the running request; kept after it failed, cleared once one succeeds. */
  inFlight: U[];
  /** Ids the service refused in the last request, or `[]`. */
  refused: string[];
  /** `result` of the last successful request (`undefined` before the first). */
  lastResult: unknown;
  /** The items-added notification, or null once it has cleared. */
  itemsAdded: { count: number } | null;
}

export type CartStatusEvent<U extends CartUpdateBase = CartUpdate> =
  | { type: 'UPDATE'; update?: U; itemsAdded?: number }
  | { type: 'SUCCESS' }
  | { type: 'ERROR'; error?: unknown }
  | { type: 'LOGOUT' }
  /** Outside the §4 table: send what is queued now (the app sends it on `pagehide`). */
  | { type: 'FLUSH' };

type InternalEvent = { type: 'cart.notification.expired' };

/** An UPDATE outside `mutating` starts a batch: its update is queued and the items-added count starts again. */
const START_BATCH = {
  target: 'mutating',
  actions: ['queueUpdate', { type: 'notifyItemsAdded', params: { sameBatch: false } }],
} as const;

/** idle and error answer the same events (§4): a logout, a load, or an update that starts a batch. */
const SETTLED = {
  LOGOUT: { target: 'noCart' },
  SUCCESS: { target: 'idle', actions: 'markLoaded' },
  UPDATE: START_BATCH,
} as const;

const refusedIds = (output: CartSendResult): string[] => [...(output.refused ?? [])];

/**
 * The cart's status (storefront-core §4): states noCart, idle, mutating,
 * error; events UPDATE, SUCCESS, ERROR, LOGOUT; exactly the spec's table.
 *
 * UPDATE enters `mutating.debouncing` and queues its update; every UPDATE
 * there restarts a 500 ms timer (0 ms when a queued update is `immediate`).
 * When it runs out, `mutating.sending` invokes the `sendUpdates` actor once
 * with every queued update; its answer takes the cart to idle (or back to
 * debouncing when more was queued meanwhile) or to error. The app provides
 * `sendUpdates`; the default rejects.
 *
 * The machine is generic over the app's update type `U`: what goes in with UPDATE comes back,
 * typed, in `pendingUpdates`, `inFlight` and the `sendUpdates` input.
 *
 * @example
 * type Write = { id: number; articleNumber: string; quantity: number; immediate?: boolean };
 * const actor = createActor(createCartStatusMachine<Write>().provide({
 *   actors: { sendUpdates: fromPromise(({ input }) => sendBatch(input.updates)) }, // Write[]
 * })).start();
 * actor.send({ type: 'UPDATE', update: { id: 1, articleNumber: '1000001', quantity: 2 }, itemsAdded: 1 });
 */
export function createCartStatusMachine<U extends CartUpdateBase = CartUpdate>() {
  return setup({
    types: {
      context: {} as CartStatusContext<U>,
      events: {} as CartStatusEvent<U> | InternalEvent,
    },
    actors: {
      /** Provided by the app: one request with every update, resolving with what the service refused. */
      sendUpdates: fromPromise<CartSendResult, CartSendInput<U>>(async () => {
        throw new Error(
          'sendUpdates not provided: supply it with cartStatusMachine.provide({ actors: { sendUpdates } })',
        );
      }),
    },
    actions: {
      queueUpdate: assign({
        pendingUpdates: ({ context, event }) =>
          event.type === 'UPDATE' && event.update
            ? [...context.pendingUpdates, event.update]
            : context.pendingUpdates,
      }),
      takePending: assign({ inFlight: ({ context }) => context.pendingUpdates, pendingUpdates: () => [] }),
      markLoaded: assign({ loaded: true, error: null, refused: () => [], inFlight: () => [] }),
      markError: assign({
        error: ({ event }) =>
          'error' in event && event.error !== undefined ? event.error : new Error('Cart error'),
      }),
      reset: assign({
        loaded: false,
        error: null,
        pendingUpdates: () => [],
        inFlight: () => [],
        refused: () => [],
        lastResult: undefined,
        itemsAdded: null,
      }),
      notifyItemsAdded: enqueueActions(({ enqueue, event, context }, params: { sameBatch: boolean }) => {
        if (event.type !== 'UPDATE' || !event.itemsAdded) return;
        // Additions that wait for the same debounce go in one batch and add up (three cards in a
        // burst are '3 rader', not '1 rad'); a new batch starts the count again.
        const before = params.sameBatch ? (context.itemsAdded?.count ?? 0) : 0;
        enqueue.assign({ itemsAdded: { count: before + event.itemsAdded } });
        enqueue.cancel('itemsAddedTimer');
        enqueue.raise(
          { type: 'cart.notification.expired' },
          { delay: ITEMS_ADDED_NOTIFICATION_MS, id: 'itemsAddedTimer' },
        );
      }),
      clearNotification: assign({ itemsAdded: null }),
    },
    guards: {
      hasPending: ({ context }) => context.pendingUpdates.length > 0,
    },
    delays: {
      debounce: ({ context }) =>
        context.pendingUpdates.some((update) => update.immediate === true) ? 0 : CART_UPDATE_DEBOUNCE_MS,
    },
  }).createMachine({
    id: 'cartStatus',
    initial: 'noCart',
    context: {
      loaded: false,
      error: null,
      pendingUpdates: [],
      inFlight: [],
      refused: [],
      lastResult: undefined,
      itemsAdded: null,
    },
    on: {
      'cart.notification.expired': { actions: 'clearNotification' },
    },
    states: {
      noCart: {
        entry: ['reset', cancel('itemsAddedTimer')],
        on: { UPDATE: START_BATCH },
      },
      idle: { on: SETTLED },
      mutating: {
        initial: 'debouncing',
        on: {
          // Leaving `sending` this way stops the invoked request; its answer is never seen.
          LOGOUT: { target: 'noCart' },
          ERROR: { target: 'error', actions: 'markError' },
          SUCCESS: { target: 'idle', actions: 'markLoaded' },
        },
        states: {
          debouncing: {
            // Without anything queued (an UPDATE with no `update`) nothing is sent: the app answers
            // with SUCCESS or ERROR itself, as with a load it runs on its own.
            after: { debounce: { guard: 'hasPending', target: 'sending' } },
            on: {
              // Re-entering restarts the debounce timer: updates in a burst coalesce.
              UPDATE: {
                target: 'debouncing',
                reenter: true,
                actions: ['queueUpdate', { type: 'notifyItemsAdded', params: { sameBatch: true } }],
              },
              FLUSH: { guard: 'hasPending', target: 'sending' },
            },
          },
          sending: {
            entry: 'takePending',
            on: {
              // Queue only: the running request is not cancelled; the queue goes after it.
              UPDATE: {
                actions: ['queueUpdate', { type: 'notifyItemsAdded', params: { sameBatch: false } }],
              },
            },
            invoke: {
              src: 'sendUpdates',
              input: ({ context }) => ({ updates: context.inFlight }),
              onDone: [
                {
                  guard: ({ event }) => refusedIds(event.output).length > 0,
                  target: '#cartStatus.error',
                  actions: assign(({ event }) => {
                    const refused = refusedIds(event.output);
                    return { refused, error: new Error(`Cart service refused: ${refused.join(', ')}`) };
                  }),
                },
                {
                  guard: 'hasPending',
                  target: 'debouncing',
                  actions: [assign({ lastResult: ({ event }) => event.output.result }), 'markLoaded'],
                },
                {
                  target: '#cartStatus.idle',
                  actions: [assign({ lastResult: ({ event }) => event.output.result }), 'markLoaded'],
                },
              ],
              onError: {
                target: '#cartStatus.error',
                actions: assign({ error: ({ event }) => event.error }),
              },
            },
          },
        },
      },
      error: { on: SETTLED },
    },
  });
}

/**
 * The cart's status machine for updates of any shape (`CartUpdate`).
 *
 * @example
 * const actor = createActor(cartStatusMachine.provide({
 *   actors: { sendUpdates: fromPromise(({ input }) => sendBatch(input.updates)) },
 * })).start();
 */
export const cartStatusMachine = createCartStatusMachine();

/** The §4 table as data: state → event → next state. */
export const CART_STATUS_TRANSITIONS = {
  noCart: { UPDATE: 'mutating' },
  idle: { LOGOUT: 'noCart', SUCCESS: 'idle', UPDATE: 'mutating' },
  mutating: { LOGOUT: 'noCart', ERROR: 'error', SUCCESS: 'idle', UPDATE: 'mutating' },
  error: { LOGOUT: 'noCart', SUCCESS: 'idle', UPDATE: 'mutating' },
} as const;

export type CartStatus = keyof typeof CART_STATUS_TRANSITIONS;
