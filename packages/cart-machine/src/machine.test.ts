import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createActor, fromPromise, type StateValue } from 'xstate';
import {
  CART_STATUS_TRANSITIONS,
  CART_UPDATE_DEBOUNCE_MS,
  type CartSendInput,
  type CartSendResult,
  type CartStatus,
  type CartStatusContext,
  type CartStatusEvent,
  type CartUpdate,
  cartStatusMachine,
  createCartStatusMachine,
  ITEMS_ADDED_NOTIFICATION_MS,
} from './machine';

const STATES: CartStatus[] = ['noCart', 'idle', 'mutating', 'error'];
const EVENTS: CartStatusEvent[] = [
  { type: 'UPDATE' },
  { type: 'SUCCESS' },
  { type: 'ERROR', error: 'boom' },
  { type: 'LOGOUT' },
];

/** The §4 table, written out again here so the test does not trust the module's copy. */
const SPEC_TABLE: [CartStatus, CartStatusEvent['type'], CartStatus][] = [
  ['noCart', 'UPDATE', 'mutating'],
  ['idle', 'LOGOUT', 'noCart'],
  ['idle', 'SUCCESS', 'idle'],
  ['idle', 'UPDATE', 'mutating'],
  ['mutating', 'LOGOUT', 'noCart'],
  ['mutating', 'ERROR', 'error'],
  ['mutating', 'SUCCESS', 'idle'],
  ['mutating', 'UPDATE', 'mutating'],
  ['error', 'LOGOUT', 'noCart'],
  ['error', 'SUCCESS', 'idle'],
  ['error', 'UPDATE', 'mutating'],
];
const expectedNext = (state: CartStatus, event: string): CartStatus =>
  SPEC_TABLE.find(([s, e]) => s === state && e === event)?.[2] ?? state;

/** The §4 state of a snapshot: `mutating` has child states, the table only knows the top level. */
const statusOf = (snapshot: { value: StateValue }): CartStatus =>
  (typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0]) as CartStatus;

const traversal = {
  events: EVENTS,
  serializeState: statusOf,
};

describe('cartStatusMachine: the §4 table', () => {
  it('starts in noCart, not loaded', () => {
    const actor = createActor(cartStatusMachine).start();
    expect(statusOf(actor.getSnapshot())).toBe('noCart');
    expect(actor.getSnapshot().context.loaded).toBe(false);
  });

  it('carries exactly the table in its module export', () => {
    const flat = Object.entries(CART_STATUS_TRANSITIONS).flatMap(([s, events]) =>
      Object.entries(events).map(([e, t]) => [s, e, t]),
    );
    expect(flat.sort()).toEqual([...SPEC_TABLE].sort());
  });

  it('reaches every state, and every step of every simple path follows the table', () => {
    const paths = getSimplePaths(cartStatusMachine, traversal as never);
    expect(new Set(paths.map((p) => statusOf(p.state)))).toEqual(new Set(STATES));
    let checked = 0;
    for (const path of paths) {
      let state: CartStatus = 'noCart';
      for (const step of path.steps) {
        const next = statusOf(step.state);
        // The first step of a path is the initial state, reached by xstate.init.
        if ((step.event.type as string) !== 'xstate.init') {
          expect(next, `${state} --${step.event.type}-->`).toBe(expectedNext(state, step.event.type));
          checked += 1;
        }
        state = next;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('has a shortest path to each state', () => {
    const targets = getShortestPaths(cartStatusMachine, traversal as never).map((p) => statusOf(p.state));
    expect(new Set(targets)).toEqual(new Set(STATES));
  });

  it.each(STATES.flatMap((state) => EVENTS.map((event) => [state, event.type, event] as const)))(
    'in %s, %s leads where the table says (or nowhere)',
    (state, _type, event) => {
      const actor = createActor(cartStatusMachine).start();
      const reach: Record<CartStatus, CartStatusEvent[]> = {
        noCart: [],
        mutating: [{ type: 'UPDATE' }],
        idle: [{ type: 'UPDATE' }, { type: 'SUCCESS' }],
        error: [{ type: 'UPDATE' }, { type: 'ERROR' }],
      };
      for (const e of reach[state]) actor.send(e);
      expect(statusOf(actor.getSnapshot())).toBe(state);
      actor.send(event);
      expect(statusOf(actor.getSnapshot())).toBe(expectedNext(state, event.type));
      actor.stop();
    },
  );
});

describe('cartStatusMachine: context', () => {
  it('marks the cart loaded on SUCCESS and resets it when there is no cart', () => {
    const actor = createActor(cartStatusMachine).start();
    actor.send({ type: 'UPDATE' });
    actor.send({ type: 'SUCCESS' });
    expect(actor.getSnapshot().context.loaded).toBe(true);
    actor.send({ type: 'LOGOUT' });
    expect(actor.getSnapshot().context).toMatchObject({
      loaded: false,
      error: null,
      pendingUpdates: [],
      itemsAdded: null,
    });
  });

  it('keeps the last error until a SUCCESS', () => {
    const actor = createActor(cartStatusMachine).start();
    actor.send({ type: 'UPDATE' });
    actor.send({ type: 'ERROR', error: 'cart_service_not_available' });
    expect(actor.getSnapshot().context.error).toBe('cart_service_not_available');
    actor.send({ type: 'ERROR', error: 'ignored in error' });
    expect(actor.getSnapshot().context.error).toBe('cart_service_not_available');
    actor.send({ type: 'SUCCESS' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('records an ERROR without a payload as an Error', () => {
    const actor = createActor(cartStatusMachine).start();
    actor.send({ type: 'UPDATE' });
    actor.send({ type: 'ERROR' });
    expect(actor.getSnapshot().context.error).toBeInstanceOf(Error);
  });
});

describe('cartStatusMachine: the items-added notification', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('clears the items-added notification 3,000 ms after the last addition; a new batch counts afresh', () => {
    const actor = createActor(cartStatusMachine).start();
    actor.send({ type: 'UPDATE', itemsAdded: 2 });
    expect(actor.getSnapshot().context.itemsAdded).toEqual({ count: 2 });
    actor.send({ type: 'SUCCESS' });
    vi.advanceTimersByTime(ITEMS_ADDED_NOTIFICATION_MS - 1000);
    actor.send({ type: 'UPDATE', itemsAdded: 5 });
    vi.advanceTimersByTime(ITEMS_ADDED_NOTIFICATION_MS - 1);
    expect(actor.getSnapshot().context.itemsAdded).toEqual({ count: 5 });
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.itemsAdded).toBeNull();
  });

  it('adds up the additions that wait for the same debounce: a burst of three is three', () => {
    const actor = createActor(cartStatusMachine).start();
    actor.send({ type: 'UPDATE', update: { articleNumber: '1' }, itemsAdded: 1 });
    actor.send({ type: 'UPDATE', update: { articleNumber: '2' }, itemsAdded: 1 });
    actor.send({ type: 'UPDATE', update: { articleNumber: '3' }, itemsAdded: 1 });
    expect(actor.getSnapshot().context.itemsAdded).toEqual({ count: 3 });
  });

  it('keeps the notification through updates that add nothing', () => {
    const actor = createActor(cartStatusMachine).start();
    actor.send({ type: 'UPDATE', itemsAdded: 1 });
    actor.send({ type: 'UPDATE', update: { quantity: 3 } });
    expect(actor.getSnapshot().context.itemsAdded).toEqual({ count: 1 });
  });
});

interface Request {
  updates: readonly CartUpdate[];
  signal: AbortSignal;
  resolve: (result: CartSendResult) => void;
  reject: (error: unknown) => void;
}

/** The machine with a `sendUpdates` the test answers by hand; `requests` are its invocations in order. */
function startCart() {
  const requests: Request[] = [];
  const actor = createActor(
    cartStatusMachine.provide({
      actors: {
        sendUpdates: fromPromise<CartSendResult, CartSendInput>(
          ({ input, signal }) =>
            new Promise((resolve, reject) => {
              requests.push({ updates: input.updates, signal, resolve, reject });
            }),
        ),
      },
    }),
  ).start();
  return { actor, requests, context: () => actor.getSnapshot().context };
}

describe('cartStatusMachine: sending updates', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends a burst of updates as one request 500 ms after the last', async () => {
    const { actor, requests, context } = startCart();
    actor.send({ type: 'UPDATE', update: { line: 1 } });
    expect(actor.getSnapshot().value).toEqual({ mutating: 'debouncing' });
    await vi.advanceTimersByTimeAsync(CART_UPDATE_DEBOUNCE_MS - 100);
    actor.send({ type: 'UPDATE', update: { line: 2 } });
    await vi.advanceTimersByTimeAsync(CART_UPDATE_DEBOUNCE_MS - 100);
    actor.send({ type: 'UPDATE', update: { line: 3 } });
    await vi.advanceTimersByTimeAsync(CART_UPDATE_DEBOUNCE_MS - 1);
    expect(requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests.map((r) => r.updates)).toEqual([[{ line: 1 }, { line: 2 }, { line: 3 }]]);
    expect(actor.getSnapshot().value).toEqual({ mutating: 'sending' });
    expect(context()).toMatchObject({
      pendingUpdates: [],
      inFlight: [{ line: 1 }, { line: 2 }, { line: 3 }],
    });
  });

  it('lands the result in context and goes idle', async () => {
    const { actor, requests, context } = startCart();
    actor.send({ type: 'UPDATE', update: { line: 1 } });
    await vi.advanceTimersByTimeAsync(CART_UPDATE_DEBOUNCE_MS);
    requests[0]?.resolve({ refused: [], result: { cartId: 'c1' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(context()).toMatchObject({
      loaded: true,
      error: null,
      refused: [],
      inFlight: [],
      pendingUpdates: [],
      lastResult: { cartId: 'c1' },
    });
  });

  it('sends nothing when the session ends inside the debounce window', async () => {
    const { actor, requests } = startCart();
    actor.send({ type: 'UPDATE', update: { line: 1 } });
    actor.send({ type: 'LOGOUT' });
    await vi.advanceTimersByTimeAsync(CART_UPDATE_DEBOUNCE_MS * 2);
    expect(requests).toHaveLength(0);
  });

  it('sends nothing when no update is queued, and waits for the app to answer', async () => {
    const { actor, requests } = startCart();
    actor.send({ type: 'UPDATE', itemsAdded: 1 });
    actor.send({ type: 'FLUSH' });
    await vi.advanceTimersByTimeAsync(CART_UPDATE_DEBOUNCE_MS * 2);
    expect(requests).toHaveLength(0);
    expect(actor.getSnapshot().value).toEqual({ mutating: 'debouncing' });
    actor.send({ type: 'SUCCESS' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('rejects with a clear error when the app did not provide sendUpdates', async () => {
    const actor = createActor(cartStatusMachine).start();
    actor.send({ type: 'UPDATE', update: { line: 1 } });
    await vi.advanceTimersByTimeAsync(CART_UPDATE_DEBOUNCE_MS);
    expect(actor.getSnapshot().value).toBe('error');
    expect(String(actor.getSnapshot().context.error)).toContain('sendUpdates not provided');
  });
});

describe('cartStatusMachine: immediate updates', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends an immediate update without waiting for the debounce', async () => {
    const { actor, requests } = startCart();
    actor.send({ type: 'UPDATE', update: { line: 1, quantity: 0, immediate: true } });
    await vi.advanceTimersByTimeAsync(0);
    expect(requests.map((r) => r.updates)).toEqual([[{ line: 1, quantity: 0, immediate: true }]]);
  });

  it('takes the updates already waiting along with it', async () => {
    const { actor, requests } = startCart();
    actor.send({ type: 'UPDATE', update: { line: 1, quantity: 3 } });
    await vi.advanceTimersByTimeAsync(100);
    actor.send({ type: 'UPDATE', update: { transfer: 'list-1', immediate: true } });
    await vi.advanceTimersByTimeAsync(0);
    expect(requests.map((r) => r.updates)).toEqual([
      [
        { line: 1, quantity: 3 },
        { transfer: 'list-1', immediate: true },
      ],
    ]);
  });
});

describe('cartStatusMachine: UPDATE while sending', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('queues the update without cancelling the request, and sends it after the first finishes', async () => {
    const { actor, requests, context } = startCart();
    actor.send({ type: 'UPDATE', update: { line: 1 } });
    await vi.advanceTimersByTimeAsync(CART_UPDATE_DEBOUNCE_MS);
    actor.send({ type: 'UPDATE', update: { line: 2 }, itemsAdded: 1 });
    await vi.advanceTimersByTimeAsync(CART_UPDATE_DEBOUNCE_MS * 2);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.signal.aborted).toBe(false);
    expect(actor.getSnapshot().value).toEqual({ mutating: 'sending' });
    expect(context()).toMatchObject({ pendingUpdates: [{ line: 2 }], itemsAdded: { count: 1 } });

    requests[0]?.resolve({ result: 'first' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toEqual({ mutating: 'debouncing' });
    expect(context()).toMatchObject({ lastResult: 'first', inFlight: [], loaded: true });
    await vi.advanceTimersByTimeAsync(CART_UPDATE_DEBOUNCE_MS);
    expect(requests.map((r) => r.updates)).toEqual([[{ line: 1 }], [{ line: 2 }]]);
    expect(actor.getSnapshot().value).toEqual({ mutating: 'sending' });

    requests[1]?.resolve({ result: 'second' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(context().lastResult).toBe('second');
  });
});

describe('cartStatusMachine: a failed request', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('goes to error with the refused ids in context', async () => {
    const { actor, requests, context } = startCart();
    actor.send({ type: 'UPDATE', update: { articleNumber: '1000001' } });
    actor.send({ type: 'UPDATE', update: { articleNumber: '1000002' } });
    await vi.advanceTimersByTimeAsync(CART_UPDATE_DEBOUNCE_MS);
    requests[0]?.resolve({ refused: ['1000002'], result: 'partial' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('error');
    expect(context().refused).toEqual(['1000002']);
    expect(context().error).toBeInstanceOf(Error);
    expect((context().error as Error).message).toContain('1000002');
    expect(context().inFlight).toHaveLength(2);
  });

  it('goes to error with the rejection, keeping what was in flight for a retry', async () => {
    const { actor, requests, context } = startCart();
    const failure = new Error('cart_service_not_available');
    actor.send({ type: 'UPDATE', update: { line: 1 } });
    await vi.advanceTimersByTimeAsync(CART_UPDATE_DEBOUNCE_MS);
    actor.send({ type: 'UPDATE', update: { line: 2 } });
    requests[0]?.reject(failure);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('error');
    expect(context()).toMatchObject({
      error: failure,
      inFlight: [{ line: 1 }],
      pendingUpdates: [{ line: 2 }],
    });
  });

  it('sends what was queued during the failed request with the next UPDATE', async () => {
    const { actor, requests, context } = startCart();
    actor.send({ type: 'UPDATE', update: { line: 1 } });
    await vi.advanceTimersByTimeAsync(CART_UPDATE_DEBOUNCE_MS);
    actor.send({ type: 'UPDATE', update: { line: 2 } });
    requests[0]?.reject(new Error('offline'));
    await vi.advanceTimersByTimeAsync(CART_UPDATE_DEBOUNCE_MS * 2);
    expect(requests).toHaveLength(1);
    actor.send({ type: 'UPDATE', update: { line: 3 } });
    await vi.advanceTimersByTimeAsync(CART_UPDATE_DEBOUNCE_MS);
    expect(requests[1]?.updates).toEqual([{ line: 2 }, { line: 3 }]);
    requests[1]?.resolve({});
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(context()).toMatchObject({ error: null, refused: [], inFlight: [] });
  });
});

describe('cartStatusMachine: FLUSH', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends what is queued at once', () => {
    const { actor, requests } = startCart();
    actor.send({ type: 'UPDATE', update: { line: 1 } });
    actor.send({ type: 'FLUSH' });
    expect(requests.map((r) => r.updates)).toEqual([[{ line: 1 }]]);
    expect(actor.getSnapshot().value).toEqual({ mutating: 'sending' });
  });

  it('does not start a second request while one is running', async () => {
    const { actor, requests } = startCart();
    actor.send({ type: 'UPDATE', update: { line: 1 } });
    actor.send({ type: 'FLUSH' });
    actor.send({ type: 'UPDATE', update: { line: 2 } });
    actor.send({ type: 'FLUSH' });
    expect(requests).toHaveLength(1);
    expect(actor.getSnapshot().context.pendingUpdates).toEqual([{ line: 2 }]);
  });

  it.each(STATES)('changes nothing in %s outside mutating', (state) => {
    const { actor } = startCart();
    const reach: Record<CartStatus, CartStatusEvent[]> = {
      noCart: [],
      mutating: [{ type: 'UPDATE' }],
      idle: [{ type: 'UPDATE' }, { type: 'SUCCESS' }],
      error: [{ type: 'UPDATE' }, { type: 'ERROR' }],
    };
    for (const e of reach[state]) actor.send(e);
    const before = actor.getSnapshot();
    actor.send({ type: 'FLUSH' });
    expect(actor.getSnapshot().value).toEqual(before.value);
    expect(actor.getSnapshot().context).toEqual(before.context);
    actor.stop();
  });
});

describe('cartStatusMachine: leaving a running request', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('LOGOUT stops the request, resets the context and ignores the late result', async () => {
    const { actor, requests, context } = startCart();
    actor.send({ type: 'UPDATE', update: { line: 1 }, itemsAdded: 1 });
    actor.send({ type: 'FLUSH' });
    actor.send({ type: 'UPDATE', update: { line: 2 } });
    actor.send({ type: 'LOGOUT' });
    expect(actor.getSnapshot().value).toBe('noCart');
    expect(requests[0]?.signal.aborted).toBe(true);
    requests[0]?.resolve({ refused: [], result: 'late' });
    await vi.advanceTimersByTimeAsync(ITEMS_ADDED_NOTIFICATION_MS);
    expect(actor.getSnapshot().value).toBe('noCart');
    expect(context()).toEqual({
      loaded: false,
      error: null,
      pendingUpdates: [],
      inFlight: [],
      refused: [],
      lastResult: undefined,
      itemsAdded: null,
    });
  });

  it('a late rejection after LOGOUT is ignored too', async () => {
    const { actor, requests } = startCart();
    actor.send({ type: 'UPDATE', update: { line: 1 } });
    actor.send({ type: 'FLUSH' });
    actor.send({ type: 'LOGOUT' });
    requests[0]?.reject(new Error('aborted'));
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('noCart');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('an external SUCCESS takes the cart idle and ignores the running request', async () => {
    const { actor, requests, context } = startCart();
    actor.send({ type: 'UPDATE', update: { line: 1 } });
    actor.send({ type: 'FLUSH' });
    actor.send({ type: 'SUCCESS' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(requests[0]?.signal.aborted).toBe(true);
    requests[0]?.resolve({ refused: ['1'] });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(context()).toMatchObject({ loaded: true, error: null, refused: [], inFlight: [] });
  });
});

// Type-level: checked by `typecheck` (tsc), the calls themselves are trivial at run time.
describe('cartStatusMachine.provide', () => {
  it('takes a sendUpdates promise actor from CartSendInput to CartSendResult', () => {
    const provided = cartStatusMachine.provide({
      actors: {
        sendUpdates: fromPromise<CartSendResult, CartSendInput>(async ({ input }) => ({
          refused: [],
          result: input.updates.length,
        })),
      },
    });
    expect(provided.id).toBe('cartStatus');
  });

  it('refuses an actor whose output is not a CartSendResult', () => {
    const provided = cartStatusMachine.provide({
      actors: {
        // @ts-expect-error refused must be a list of ids
        sendUpdates: fromPromise<{ refused: number }, CartSendInput>(async () => ({ refused: 1 })),
      },
    });
    expect(provided.id).toBe('cartStatus');
  });

  it('types the new context fields', () => {
    expectTypeOf<CartStatusContext['inFlight']>().toEqualTypeOf<CartUpdate[]>();
    expectTypeOf<CartStatusContext['refused']>().toEqualTypeOf<string[]>();
  });
});

describe("createCartStatusMachine: the app's own update type", () => {
  type Write = { id: number; kind: 'add' | 'remove'; immediate: boolean };

  it('hands the sender the updates as they were queued, typed as the app wrote them', async () => {
    const sent: (readonly Write[])[] = [];
    const machine = createCartStatusMachine<Write>().provide({
      actors: {
        sendUpdates: fromPromise(async ({ input }) => {
          expectTypeOf(input.updates).toEqualTypeOf<readonly Write[]>();
          sent.push(input.updates);
          return {};
        }),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'UPDATE', update: { id: 1, kind: 'remove', immediate: true } });
    expectTypeOf(actor.getSnapshot().context.pendingUpdates).toEqualTypeOf<Write[]>();
    await vi.waitFor(() => expect(actor.getSnapshot().matches('idle')).toBe(true));
    expect(sent).toEqual([[{ id: 1, kind: 'remove', immediate: true }]]);
    actor.stop();
  });
});
