import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  CART_STATUS_TRANSITIONS,
  CART_UPDATE_DEBOUNCE_MS,
  type CartStatus,
  type CartStatusEvent,
  cartStatusMachine,
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

const traversal = {
  events: EVENTS,
  serializeState: (snapshot: { value: unknown }) => String(snapshot.value),
};

describe('cartStatusMachine: the §4 table', () => {
  it('starts in noCart, not loaded', () => {
    const actor = createActor(cartStatusMachine).start();
    expect(actor.getSnapshot().value).toBe('noCart');
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
    expect(new Set(paths.map((p) => String(p.state.value)))).toEqual(new Set(STATES));
    let checked = 0;
    for (const path of paths) {
      let state: CartStatus = 'noCart';
      for (const step of path.steps) {
        const next = String(step.state.value) as CartStatus;
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
    const targets = getShortestPaths(cartStatusMachine, traversal as never).map((p) => String(p.state.value));
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
      expect(actor.getSnapshot().value).toBe(state);
      actor.send(event);
      expect(actor.getSnapshot().value).toBe(expectedNext(state, event.type));
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

describe('cartStatusMachine: timing', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('coalesces a burst of updates into one request 500 ms after the last', () => {
    const flushed: unknown[][] = [];
    const actor = createActor(
      cartStatusMachine.provide({
        actions: { flushUpdates: ({ context }) => flushed.push(context.pendingUpdates) },
      }),
    ).start();
    actor.send({ type: 'UPDATE', update: { line: 1 } });
    expect(actor.getSnapshot().value).toBe('mutating');
    vi.advanceTimersByTime(CART_UPDATE_DEBOUNCE_MS - 100);
    actor.send({ type: 'UPDATE', update: { line: 2 } });
    vi.advanceTimersByTime(CART_UPDATE_DEBOUNCE_MS - 100);
    actor.send({ type: 'UPDATE', update: { line: 3 } });
    expect(flushed).toEqual([]);
    vi.advanceTimersByTime(CART_UPDATE_DEBOUNCE_MS - 1);
    expect(flushed).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(flushed).toEqual([[{ line: 1 }, { line: 2 }, { line: 3 }]]);
    expect(actor.getSnapshot().context.pendingUpdates).toEqual([]);
    expect(actor.getSnapshot().value).toBe('mutating');
  });

  it('sends nothing when the session ends inside the debounce window', () => {
    const flush = vi.fn();
    const actor = createActor(cartStatusMachine.provide({ actions: { flushUpdates: flush } })).start();
    actor.send({ type: 'UPDATE', update: { line: 1 } });
    actor.send({ type: 'LOGOUT' });
    vi.advanceTimersByTime(CART_UPDATE_DEBOUNCE_MS * 2);
    expect(flush).not.toHaveBeenCalled();
  });

  it('clears the items-added notification 3,000 ms after the last addition', () => {
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

  it('keeps the notification through updates that add nothing', () => {
    const actor = createActor(cartStatusMachine).start();
    actor.send({ type: 'UPDATE', itemsAdded: 1 });
    actor.send({ type: 'UPDATE', update: { quantity: 3 } });
    expect(actor.getSnapshot().context.itemsAdded).toEqual({ count: 1 });
  });
});
