import type { CartStatusContext } from '@shop/cart-machine';
import type { CommerceClient } from '@shop/commerce-client';
import type { QueryClient } from '@tanstack/react-query';
import type { CartDoor, CartDoorOptions } from './door';
import { isCartRead } from './queries';
import type { QueuedUpdate } from './writes';

declare module '../core/services' {
  interface Services {
    cart: LazyCartDoor;
  }
}

type DoorModule = { createCartDoor: typeof import('./door').createCartDoor };

/** What the status views read: the machine's snapshot, or a stand-in before the door is loaded. */
export interface CartSnapshot {
  matches(state: 'noCart' | 'idle' | 'mutating' | 'error'): boolean;
  context: CartStatusContext<QueuedUpdate>;
}

/**
 * The door's calls that the lazy door passes on as they are, once the door is loaded: the one
 * list of them (their types and docs are the door's).
 */
const PASSED_ON = [
  'add',
  'setQuantity',
  'setLabel',
  'moveLine',
  'remove',
  'empty',
  'discard',
  'includeDelivery',
  'transfer',
  'upload',
  'setDeliveryDate',
  'export',
  'checkout',
] as const satisfies readonly (keyof CartDoor)[];
type PassedOn = Pick<CartDoor, (typeof PASSED_ON)[number]>;

const emptyContext = (error: unknown = null): CartStatusContext<QueuedUpdate> => ({
  loaded: false,
  error,
  pendingUpdates: [],
  inFlight: [],
  refused: [],
  lastResult: undefined,
  itemsAdded: null,
});

/** Before the first write: no cart machine yet, which is the machine's own `noCart`. */
const NOT_LOADED: CartSnapshot = { matches: (state) => state === 'noCart', context: emptyContext() };

/** The door's code could not be loaded (offline, a deploy in between): the write failed, say so. */
const loadFailed = (error: unknown): CartSnapshot => ({
  matches: (state) => state === 'error',
  context: emptyContext(error),
});

export interface LazyCartDoorOptions extends CartDoorOptions {
  /** Loads the door's module (tests pass the module itself). */
  importDoor?: () => Promise<DoorModule>;
  /** Runs `task` when the browser is idle. */
  whenIdle?: (task: () => void) => void;
  /**
   * Load the door when a read of the cart fails (default: in the browser; a server render keeps no
   * door, its reads' failures are the page's own to show).
   */
  watchReads?: boolean;
}

const idle = (task: () => void) =>
  typeof requestIdleCallback === 'function'
    ? requestIdleCallback(task, { timeout: 3_000 })
    : setTimeout(task, 200);

/**
 * The cart door as the app holds it (`services.cart`): the same calls as
 * `createCartDoor`, but the door itself, with xstate and the cart machine,
 * is loaded on the first write, or when the browser is idle after a signed-in
 * page asked for it (`warmUp`). An anonymous visitor never downloads it, and
 * no page waits for it before its first paint.
 *
 * Writes made while the door loads are passed on in the order they were
 * made. A sign-out while it loads drops them ('Signed out'), as the door
 * itself does with what it has queued. Until the door exists, the status is
 * `noCart`; when its code cannot be loaded, the write is rejected, the
 * status is `error`, and the next write tries the load again.
 *
 * @example
 * const cart = createLazyCartDoor(client, queryClient);
 * await cart.add([{ articleNumber: '1000001', quantity: 5, deliveryId: 'DBI' }]);
 */
export function createLazyCartDoor(
  client: CommerceClient,
  queryClient: QueryClient,
  options: LazyCartDoorOptions = {},
) {
  const {
    importDoor = () => import('./door'),
    whenIdle = idle,
    watchReads = typeof document !== 'undefined',
    ...doorOptions
  } = options;
  let door: CartDoor | null = null;
  let loading: Promise<CartDoor> | null = null;
  let failure: CartSnapshot | null = null;
  let session = 0;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  let statusViews = 0;
  const viewListeners = new Set<() => void>();

  function load(): Promise<CartDoor> {
    loading ??= importDoor().then(
      (module) => {
        const created = module.createCartDoor(client, queryClient, doorOptions);
        created.actor.subscribe(notify);
        door = created;
        failure = null;
        notify();
        return created;
      },
      (error: unknown) => {
        loading = null;
        failure = loadFailed(error);
        notify();
        throw error;
      },
    );
    return loading;
  }

  /** A door call, made once the door is there, unless the customer signed out meanwhile. */
  function via(name: (typeof PASSED_ON)[number]) {
    // The door's method of that name, called with what the caller gave: the types are PassedOn's.
    const call = (d: CartDoor, args: unknown[]) =>
      (d[name] as (...a: unknown[]) => Promise<unknown>)(...args);
    return (...args: unknown[]): Promise<unknown> => {
      if (door) return call(door, args);
      const asked = session;
      return load().then((loaded) => {
        if (asked !== session) throw new Error('Signed out');
        return call(loaded, args);
      });
    };
  }
  // A read of the cart that fails before the door is loaded: load it, so its machine says `error`
  // (§4) and the shell can tell the customer; the door reads the query's state when it starts.
  if (watchReads)
    queryClient.getQueryCache().subscribe((event) => {
      if (door || loading || event.type !== 'updated' || event.action.type !== 'error') return;
      if (isCartRead(event.query.queryKey)) void load().catch(() => undefined);
    });

  const passedOn = Object.fromEntries(PASSED_ON.map((name) => [name, via(name)])) as unknown as PassedOn;

  return {
    ...passedOn,
    /** Sends what failed again, with the same idempotency keys. */
    retry() {
      door?.retry();
    },
    /**
     * Sends what waits for the debounce now (`leaving`: with `keepalive`). A
     * write made while the door loads is flushed as soon as it is queued.
     */
    flush(flushOptions: { leaving?: boolean } = {}) {
      if (door) door.flush(flushOptions);
      else void loading?.then((loaded) => loaded.flush(flushOptions)).catch(() => undefined);
    },
    /** The page is back (bfcache): requests need no keepalive any more. */
    resume() {
      door?.resume();
    },
    logout() {
      session++;
      door?.logout();
    },
    /** Loads the door now (a page that writes at once, such as /cart). */
    async ready(): Promise<void> {
      await load();
    },
    /** Loads the door when the browser is idle, so the first write does not wait for it. */
    warmUp() {
      if (!door && !loading) whenIdle(() => void load().catch(() => undefined));
    },
    /** The cart machine's status, for `useSyncExternalStore`. */
    status: {
      subscribe(listener: () => void) {
        listeners.add(listener);
        return () => {
          listeners.delete(listener);
        };
      },
      getSnapshot: (): CartSnapshot => (door ? door.actor.getSnapshot() : (failure ?? NOT_LOADED)),
    },
    /**
     * Places that show the cart's status count themselves in; when none is on
     * screen (the customer navigated away from where they typed), the shell
     * shows the cart's status instead.
     */
    statusViews: {
      mount() {
        statusViews++;
        for (const l of viewListeners) l();
        return () => {
          statusViews--;
          for (const l of viewListeners) l();
        };
      },
      count: () => statusViews,
      subscribe(listener: () => void) {
        viewListeners.add(listener);
        return () => {
          viewListeners.delete(listener);
        };
      },
    },
  };
}

type LazyCartDoor = ReturnType<typeof createLazyCartDoor>;
