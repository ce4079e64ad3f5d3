import { type CartSendResult, createCartStatusMachine, deliveryIdsInOrder } from '@shop/cart-machine';
import { type CommerceClient, CommerceError } from '@shop/commerce-client';
import {
  CART_BATCH_MAX_ITEMS,
  type Cart,
  type CartItem,
  type CartMutationResponse,
  type GatewayCart,
} from '@shop/commerce-client/contract';
import type { QueryClient } from '@tanstack/react-query';
import { createActor, fromPromise } from 'xstate';
import { cartKeys, cartQueries, isCartRead } from './queries';
import {
  type AddItem,
  type AddSource,
  type CartChange,
  type CartLineVariant,
  CartLoadError,
  type CartWrite,
  type CartWriteKind,
  type DeliveryId,
  type OrderDetails,
  type QueuedUpdate,
  UnconfirmedWriteError,
  type WriteOutcome,
} from './writes';

export type { AddItem, AddSource, CartChange, CartWrite, CartWriteKind, WriteOutcome } from './writes';
export { UnconfirmedWriteError } from './writes';

const IMMEDIATE: ReadonlySet<CartWriteKind> = new Set([
  'move',
  'remove',
  'empty',
  'discard',
  'include',
  'transfer',
  'upload',
]);

/** The cart's status machine, over the door's own updates. */
const cartMachine = createCartStatusMachine<QueuedUpdate>();

/** A filter for the queued writes of these kinds, typed as theirs. */
const ofKind =
  <K extends CartWriteKind>(...kinds: K[]) =>
  (q: QueuedUpdate): q is QueuedUpdate & { write: Extract<CartWrite, { kind: K }> } =>
    (kinds as CartWriteKind[]).includes(q.write.kind);

interface Waiter {
  resolve: (outcome: WriteOutcome) => void;
  reject: (error: unknown) => void;
}

export interface CartDoorOptions {
  /** A fresh idempotency key (tests pass a counter). */
  newKey?: () => string;
  /** Waits between attempts while the service says an idempotent write is still running. */
  sleep?: (ms: number) => Promise<void>;
  /**
   * What each send changed, article by article (tracking's add_to_cart and remove_from_cart,
   * whatever asked: a product page, a listing, a file, a reorder, a quantity typed in the cart).
   */
  onChange?: (change: CartChange) => void;
}

const noResponse = (error: unknown) =>
  error instanceof CommerceError && (error.noResponse === true || error.status === 0);
const inProgress = (error: unknown) => error instanceof CommerceError && error.status === 409;

/**
 * The one door for every cart write (§4; Hydrogen's CartForm is the model):
 * components say what they want (`add`, `setQuantity`, `remove`, …), the
 * door queues it in the `@shop/cart-machine` actor, and the machine's
 * invoked `sendUpdates` actor sends the queue as few requests as it can:
 * every add of a burst in one batch add, every quantity, label and move in
 * one batch update, every delete in one batch delete. The answer (the
 * cart's lines) goes into the query cache; nothing is refetched that the
 * answer already says. The cart id is read once and kept in the cache.
 *
 * Writes that are not idempotent carry an `Idempotency-Key`. When one times
 * out, the door reads the cart: found applied, it is a success; not found,
 * the machine is in `error` with the write kept in `inFlight`, and `retry()`
 * sends it again with the same key, so a late success on the server is not
 * applied twice.
 *
 * @example
 * const cart = createCartDoor(client, queryClient);
 * cart.add([{ articleNumber: '1000001', quantity: 5, deliveryId: 'DBI' }]);
 */
export function createCartDoor(
  client: CommerceClient,
  queryClient: QueryClient,
  options: CartDoorOptions = {},
) {
  const newKey = options.newKey ?? (() => crypto.randomUUID());
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const waiters = new Map<number, Waiter>();
  let nextId = 1;
  let leaving = false;

  async function cartId(): Promise<string> {
    const cart = await queryClient.ensureQueryData(cartQueries.cart(client));
    return cart.cartId;
  }

  /** Puts a full cart answer (delivery dates, include in order) into the cache. */
  function applyCart(cart: Cart) {
    queryClient.setQueryData(cartKeys.cart(), cart);
    queryClient.setQueriesData<GatewayCart>({ queryKey: cartKeys.lines() }, (lines) =>
      lines
        ? {
            ...lines,
            deliveries: cart.deliveries,
            deliveryIdsInOrder: cart.deliveryIdsInOrder,
            cartItems: lines.cartItems.map((line) => {
              const item = cart.cartItems.find((i) => i.cartItemId === line.cartItemId);
              return item ? { ...line, requestedDeliveryDate: item.requestedDeliveryDate } : line;
            }),
          }
        : lines,
    );
  }

  /**
   * Puts a line answer (the cart's lines after the write) into the cache. The
   * lines with variants keep the variants they had; a line the cache has not
   * seen (a new article) needs its variant, so the lines are refetched then,
   * and only where a page shows them.
   */
  function applyItems(items: readonly CartItem[]) {
    queryClient.setQueryData<Cart>(cartKeys.cart(), (cart) => {
      if (!cart) return cart;
      const known = new Map(cart.deliveries.map((d) => [d.deliveryId, d]));
      const ids = [...new Set(items.map((i) => i.deliveryId))];
      const deliveries = ids.map(
        (deliveryId) =>
          known.get(deliveryId) ?? { deliveryId, requestedDeliveryDate: null, isIncludedInOrder: true },
      );
      const next = { ...cart, cartItems: [...items], deliveries };
      return { ...next, deliveryIdsInOrder: deliveryIdsInOrder(next) as Cart['deliveryIdsInOrder'] };
    });
    let unknown = false;
    queryClient.setQueriesData<GatewayCart>({ queryKey: cartKeys.lines() }, (lines) => {
      if (!lines) return lines;
      const byId = new Map(lines.cartItems.map((l) => [l.cartItemId, l]));
      const cartItems = items.map((item) => {
        const line = byId.get(item.cartItemId);
        if (!line) unknown = true;
        return { ...item, variant: line?.variant ?? null };
      });
      const cart = queryClient.getQueryData<Cart>(cartKeys.cart());
      return {
        ...lines,
        cartItems,
        deliveries: cart?.deliveries ?? lines.deliveries,
        deliveryIdsInOrder: cart?.deliveryIdsInOrder ?? lines.deliveryIdsInOrder,
      };
    });
    // The order price is the service's sum: it follows from the lines only where the page asks for it again.
    void queryClient.invalidateQueries({
      queryKey: cartKeys.lines(),
      refetchType: unknown ? 'active' : 'none',
    });
  }

  /** Before an add is retried: did the timed-out one land after all? */
  async function addLanded(items: AddItem[], before: Cart | undefined): Promise<Cart | null> {
    let now: Cart;
    try {
      now = await client.cart.get();
    } catch {
      return null;
    }
    const quantity = (cart: Cart | undefined, a: AddItem) =>
      (cart?.cartItems ?? [])
        .filter((i) => i.articleNumber === a.articleNumber && i.deliveryId === a.deliveryId)
        .reduce((sum, i) => sum + i.quantity, 0);
    const wanted = new Map<string, { item: AddItem; quantity: number }>();
    for (const item of items) {
      const key = `${item.articleNumber}|${item.deliveryId}`;
      const seen = wanted.get(key);
      wanted.set(key, { item, quantity: (seen?.quantity ?? 0) + item.quantity });
    }
    for (const { item, quantity: added } of wanted.values())
      if (quantity(now, item) < quantity(before, item) + added - 1e-9) return null;
    return now;
  }

  /** Sends one idempotent request, waiting while the service says the same key is still running. */
  async function withKey<T>(send: () => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await send();
      } catch (error) {
        if (!inProgress(error) || attempt >= 20) throw error;
        await sleep(1000);
      }
    }
  }

  const refusedOf = (answer: CartMutationResponse) =>
    answer.errors.map((e) => ({
      id: e.id,
      articleNumber: e.articleNumber,
      error: e.error,
      message: e.message,
    }));

  /** The cart's quantity and known variant per article number, as `onChange` compares them. */
  function snapshot() {
    const quantities = new Map<string, number>();
    for (const item of queryClient.getQueryData<Cart>(cartKeys.cart())?.cartItems ?? [])
      quantities.set(item.articleNumber, (quantities.get(item.articleNumber) ?? 0) + item.quantity);
    const variants = new Map<string, CartLineVariant>();
    for (const [, lines] of queryClient.getQueriesData<GatewayCart>({ queryKey: cartKeys.lines() }))
      for (const line of lines?.cartItems ?? [])
        if (line.variant) variants.set(line.articleNumber, line.variant);
    return { quantities, variants };
  }

  /** Tells `onChange` what the send did: the cart's quantities before and after, per article. */
  function reportChange(before: ReturnType<typeof snapshot> | null, queued: readonly QueuedUpdate[]) {
    if (!options.onChange || !before) return;
    const after = snapshot();
    const known = new Map([...before.variants, ...after.variants]);
    let source: AddSource | undefined;
    for (const q of queued) {
      if (
        (q.write.kind !== 'add' && q.write.kind !== 'upload' && q.write.kind !== 'quantity') ||
        !q.write.source
      )
        continue;
      source ??= q.write.source;
      for (const v of q.write.source.variants ?? []) known.set(v.articleNumber, v);
    }
    const change: CartChange = { added: [], removed: [] };
    for (const articleNumber of new Set([...before.quantities.keys(), ...after.quantities.keys()])) {
      const delta =
        Math.round(
          ((after.quantities.get(articleNumber) ?? 0) - (before.quantities.get(articleNumber) ?? 0)) * 1e6,
        ) / 1e6;
      if (delta === 0) continue;
      const entry = { articleNumber, quantity: Math.abs(delta), variant: known.get(articleNumber) ?? null };
      (delta > 0 ? change.added : change.removed).push(entry);
    }
    if (change.added.length === 0 && change.removed.length === 0) return;
    if (source) change.source = { listName: source.listName, index: source.index };
    try {
      options.onChange(change);
    } catch {
      // Tracking never breaks a cart write.
    }
  }

  /** What every batcher of one send shares: the cart, keepalive, the outcomes and the refused ids. */
  interface SendContext {
    id: string;
    keepalive: boolean;
    refused: string[];
    done: (id: number, outcome?: Partial<WriteOutcome>) => void;
  }
  type Batcher = (queued: QueuedUpdate[], send: SendContext) => Promise<void>;

  /** Every add of the send in one batch add, under one idempotency key; a timeout reads the cart. */
  const addBatch: Batcher = async (queued, { id, keepalive, refused, done }) => {
    const adds = queued.filter(ofKind('add'));
    const items = adds.flatMap((q) => q.write.items);
    const first = adds[0]?.write;
    const key = first ? `${first.key}.${adds.length}` : newKey();
    const before = queryClient.getQueryData<Cart>(cartKeys.cart());
    let answer: CartMutationResponse;
    try {
      answer = await withKey(() => client.cart.add(id, items, { idempotencyKey: key, keepalive }));
    } catch (error) {
      if (!noResponse(error)) throw error;
      const landed = await addLanded(items, before);
      if (!landed) throw new UnconfirmedWriteError(error);
      answer = { cartItems: landed.cartItems, errors: [] };
    }
    applyItems(answer.cartItems);
    const lineErrors = refusedOf(answer);
    refused.push(...lineErrors.map((e) => e.articleNumber ?? e.id));
    for (const q of adds) {
      const mine = q.write.items.map((i) => i.articleNumber);
      done(q.id, { refused: lineErrors.filter((e) => mine.includes(e.articleNumber ?? e.id)) });
    }
  };

  /** Quantities, labels and moves in one batch update: one entry per line, the last of each wins. */
  const editBatch: Batcher = async (queued, { id, keepalive, refused, done }) => {
    const edits = queued.filter(ofKind('quantity', 'label', 'move'));
    const byItem = new Map<
      string,
      { itemId: string; quantity?: number; label?: string | null; deliveryId?: DeliveryId }
    >();
    for (const { write } of edits) {
      const entry = byItem.get(write.itemId) ?? { itemId: write.itemId };
      if (write.kind === 'quantity') entry.quantity = write.quantity;
      if (write.kind === 'label') entry.label = write.label;
      if (write.kind === 'move') entry.deliveryId = write.deliveryId;
      byItem.set(write.itemId, entry);
    }
    const answer = await client.cart.updateItems(id, [...byItem.values()], { keepalive });
    applyItems(answer.cartItems);
    const lineErrors = refusedOf(answer);
    refused.push(...lineErrors.map((e) => e.articleNumber ?? e.id));
    for (const q of edits) done(q.id, { refused: lineErrors.filter((e) => e.id === q.write.itemId) });
  };

  /**
   * Every delete in one batch delete, or, past the service's batch limit ('Ta bort markerade' on a
   * cart of 1,000 lines), in as few as the limit allows, one after the other. Only the last answer
   * is put into the cache (each one re-renders every line); when one fails, the answer before it
   * goes in first, so the cart shows the lines that are really gone. A delete sent again deletes
   * nothing more, so a retry of the whole write is safe.
   */
  const removeBatch: Batcher = async (queued, { id, keepalive, done }) => {
    const removes = queued.filter(ofKind('remove'));
    const itemIds = [...new Set(removes.flatMap((q) => q.write.itemIds))];
    let answer: CartMutationResponse | null = null;
    try {
      for (let start = 0; start < itemIds.length; start += CART_BATCH_MAX_ITEMS)
        answer = await client.cart.removeItems(id, itemIds.slice(start, start + CART_BATCH_MAX_ITEMS), {
          keepalive,
        });
    } catch (error) {
      if (answer) applyItems(answer.cartItems);
      throw error;
    }
    if (answer) applyItems(answer.cartItems);
    for (const q of removes) done(q.id);
  };

  const emptyBatch: Batcher = async (queued, { id, keepalive, done }) => {
    for (const q of queued) {
      applyItems((await client.cart.empty(id, { keepalive })).cartItems);
      done(q.id);
    }
  };

  /**
   * The cart is set to DELETED, then read again (§4, punch-out submit): the service answers the
   * next read with a new active cart, whose id every later write uses.
   */
  const discardBatch: Batcher = async (queued, { id, keepalive, done }) => {
    await client.cart.setStatus(id, 'DELETED', { keepalive });
    applyItems([]);
    // The new cart's id, for the writes that follow; then whatever shows the cart reads it again.
    await queryClient.fetchQuery({ ...cartQueries.cart(client), staleTime: 0 });
    await queryClient.invalidateQueries({ queryKey: cartKeys.lines() });
    for (const q of queued) done(q.id);
  };

  const includeBatch: Batcher = async (queued, { id, keepalive, done }) => {
    for (const q of queued.filter(ofKind('include'))) {
      applyCart(await client.cart.includeInOrder(id, q.write.deliveryId, q.write.included, { keepalive }));
      done(q.id);
    }
  };

  /** The last date asked for each delivery is the one sent; the earlier ones share its answer. */
  const dateBatch: Batcher = async (queued, { id, keepalive, done }) => {
    const dates = queued.filter(ofKind('deliveryDate'));
    const lastDate = new Map<string | null, number>();
    for (const q of dates) lastDate.set(q.write.deliveryId, q.id);
    for (const { id: queuedId, write } of dates) {
      if (lastDate.get(write.deliveryId) === queuedId)
        applyCart(
          write.deliveryId
            ? await client.cart.setDeliveryDate(id, write.deliveryId, write.date, { keepalive })
            : await client.cart.setAllDeliveryDates(id, write.date, { keepalive }),
        );
      done(queuedId);
    }
  };

  /** Another cart's lines or a file's, one request each under its key; refused lines are its own to tell. */
  const linesBatch: Batcher = async (queued, { id, keepalive, done }) => {
    for (const { id: queuedId, write } of queued.filter(ofKind('transfer', 'upload'))) {
      const answer = await withKey(() =>
        write.kind === 'transfer'
          ? client.cart.transfer(id, write.sourceCartId, { idempotencyKey: write.key, keepalive })
          : client.cart.upload(id, write.file, write.fileName, write.deliveryId, {
              idempotencyKey: write.key,
              keepalive,
            }),
      );
      const before = queryClient.getQueryData<Cart>(cartKeys.cart())?.cartItems.length ?? 0;
      applyItems(answer.cartItems);
      // A file's or another cart's refused lines are told in its own dialog, not as a cart error.
      done(queuedId, { refused: refusedOf(answer), applied: Math.max(0, answer.cartItems.length - before) });
    }
  };

  /** The batcher of each kind of write: kinds that share one take part in the same request. */
  const BATCHERS: Record<CartWriteKind, Batcher> = {
    add: addBatch,
    quantity: editBatch,
    label: editBatch,
    move: editBatch,
    remove: removeBatch,
    empty: emptyBatch,
    discard: discardBatch,
    include: includeBatch,
    deliveryDate: dateBatch,
    transfer: linesBatch,
    upload: linesBatch,
  };

  /** Sends the queued writes as few requests as it can, in the order their batchers first appear. */
  async function send(queued: readonly QueuedUpdate[]): Promise<CartSendResult> {
    const outcomes = new Map<number, WriteOutcome>();
    const context: SendContext = {
      id: await cartId(),
      keepalive: leaving,
      refused: [],
      done: (id, outcome = {}) =>
        outcomes.set(id, { refused: outcome.refused ?? [], applied: outcome.applied ?? 0 }),
    };
    // Only when someone listens (tracking): the cart as it was, to tell what this send changed.
    const cartBefore = options.onChange ? snapshot() : null;
    const batches = new Map<Batcher, QueuedUpdate[]>();
    for (const q of queued) {
      const batcher = BATCHERS[q.write.kind];
      batches.set(batcher, [...(batches.get(batcher) ?? []), q]);
    }
    for (const [batcher, updates] of batches) await batcher(updates, context);
    reportChange(cartBefore, queued);
    for (const q of queued) {
      const waiter = waiters.get(q.id);
      waiters.delete(q.id);
      waiter?.resolve(outcomes.get(q.id) ?? { refused: [], applied: 0 });
    }
    return { refused: context.refused, result: queryClient.getQueryData(cartKeys.cart()) };
  }

  const actor = createActor(
    cartMachine.provide({
      actors: { sendUpdates: fromPromise(({ input }) => send(input.updates)) },
    }),
  );
  // A failed request rejects the writes it carried; the components that asked keep what was typed.
  actor.subscribe((snapshot) => {
    if (!snapshot.matches('error')) return;
    for (const update of snapshot.context.inFlight) {
      const waiter = waiters.get(update.id);
      waiters.delete(update.id);
      waiter?.reject(snapshot.context.error);
    }
  });
  actor.start();

  /**
   * A read of the cart, as §4's machine counts it: a load is an UPDATE that the app answers itself
   * with SUCCESS or ERROR. The first good read after sign-in takes `noCart` to `idle` (`loaded`); a
   * failed read with nothing being written sets `error` (a cart service error). While writes are
   * queued or in flight, or a failed write waits for 'Försök igen', their own answer settles the
   * machine, so a read then changes nothing.
   */
  function cartRead(failure: CartLoadError | null) {
    const snapshot = actor.getSnapshot();
    if (snapshot.matches('mutating')) return;
    if (snapshot.matches('error') && (snapshot.context.inFlight.length > 0 || !failure)) {
      // A good read ends an error that was only a failed read; a failed write stays for its retry.
      if (!failure && snapshot.context.error instanceof CartLoadError) actor.send({ type: 'SUCCESS' });
      return;
    }
    if (!failure && snapshot.matches('idle')) return;
    if (snapshot.matches('noCart') || (failure && snapshot.matches('idle'))) actor.send({ type: 'UPDATE' });
    actor.send(failure ? { type: 'ERROR', error: failure } : { type: 'SUCCESS' });
  }
  // Every read of the cart (the header's count, the lines of /cart, the flyout and checkout) tells
  // the machine how it went, and so does the one made before this door was loaded.
  const settleFrom = (state: { status: string; error: unknown; fetchStatus: string }) => {
    if (state.fetchStatus === 'fetching') return;
    if (state.status === 'success') cartRead(null);
    else if (state.status === 'error') cartRead(new CartLoadError(state.error));
  };
  for (const query of queryClient.getQueryCache().findAll({ queryKey: cartKeys.all }))
    if (isCartRead(query.queryKey)) settleFrom(query.state);
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || !isCartRead(event.query.queryKey)) return;
    if (event.action.type === 'success' || event.action.type === 'error') settleFrom(event.query.state);
  });

  function queue(write: CartWrite, itemsAdded?: number): Promise<WriteOutcome> {
    const id = nextId++;
    const promise = new Promise<WriteOutcome>((resolve, reject) => waiters.set(id, { resolve, reject }));
    // A rectification of every delivery's date is not typed by anyone: it need not wait either.
    const immediate =
      IMMEDIATE.has(write.kind) || (write.kind === 'deliveryDate' && write.deliveryId === null);
    const update: QueuedUpdate = { id, write, immediate };
    actor.send({ type: 'UPDATE', update, itemsAdded });
    return promise;
  }

  return {
    actor,
    /** Queues an add (debounced with the rest of the burst); the notification counts its lines. */
    add: (items: AddItem[], source?: AddSource) =>
      queue({ kind: 'add', items, key: newKey(), ...(source ? { source } : {}) }, items.length),
    /** A line's new quantity; `source` names where it was typed (the cart page, the cart flyout) for tracking. */
    setQuantity: (itemId: string, quantity: number, source?: AddSource) =>
      queue({ kind: 'quantity', itemId, quantity, ...(source ? { source } : {}) }),
    setLabel: (itemId: string, label: string | null) => queue({ kind: 'label', itemId, label }),
    /** Moves a line to another delivery (needs-action's 'activate_delivery' fix). */
    moveLine: (itemId: string, deliveryId: DeliveryId) => queue({ kind: 'move', itemId, deliveryId }),
    remove: (itemIds: string[]) => queue({ kind: 'remove', itemIds }),
    empty: () => queue({ kind: 'empty' }),
    /** Sets the cart to DELETED and reads the new one (the punch-out hand-over, §4). */
    discard: () => queue({ kind: 'discard' }),
    includeDelivery: (deliveryId: string, included: boolean) =>
      queue({ kind: 'include', deliveryId, included }),
    transfer: (sourceCartId: string) => queue({ kind: 'transfer', sourceCartId, key: newKey() }),
    upload: (file: Blob, fileName: string, deliveryId: DeliveryId, source?: AddSource) =>
      queue({ kind: 'upload', file, fileName, deliveryId, key: newKey(), ...(source ? { source } : {}) }),
    /** One delivery's requested date, or every delivery's (`deliveryId` null: rectification). */
    setDeliveryDate: (deliveryId: string | null, date: string) =>
      queue({ kind: 'deliveryDate', deliveryId, date }),
    /** Sends what failed again, with the same idempotency keys. */
    retry() {
      const snapshot = actor.getSnapshot();
      if (!snapshot.matches('error')) return;
      for (const update of snapshot.context.inFlight) {
        const promise = new Promise<WriteOutcome>((resolve, reject) =>
          waiters.set(update.id, { resolve, reject }),
        );
        promise.catch(() => undefined);
        actor.send({ type: 'UPDATE', update });
      }
    },
    /**
     * Sends what waits for the debounce now: before a step that needs it
     * saved, and on `pagehide` (`leaving`: with `keepalive`, so the request
     * outlives the page).
     */
    flush({ leaving: pageGone = false }: { leaving?: boolean } = {}) {
      leaving = pageGone;
      actor.send({ type: 'FLUSH' });
    },
    /** The page is back (bfcache): requests need no keepalive any more. */
    resume() {
      leaving = false;
    },
    /** The lines as a file (`artikelnummer;antal`); a read, so it does not pass the machine. */
    async export(itemIds?: string[]) {
      return client.cart.export(await cartId(), itemIds);
    },
    /**
     * Places the order: one order per included delivery (§4 order placing). With an idempotency
     * key (the 'Skicka order' form's), the service places it once however often it is sent.
     */
    async checkout(orderDetails: OrderDetails, options: { idempotencyKey?: string } = {}) {
      const orders = await client.cart.checkout(await cartId(), orderDetails, options);
      // The cart is ORDERED (or partly): the next read gets the new active cart and its id.
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      return orders;
    },
    /** The cart was read (§4: it is loaded after sign-in; see `cartRead`). */
    loaded() {
      cartRead(null);
    },
    /** A read of the cart failed: the status is `error` unless writes settle it (see `cartRead`). */
    loadFailed(error: unknown) {
      cartRead(new CartLoadError(error));
    },
    logout() {
      actor.send({ type: 'LOGOUT' });
      for (const waiter of waiters.values()) waiter.reject(new Error('Signed out'));
      waiters.clear();
    },
  };
}

export type CartDoor = ReturnType<typeof createCartDoor>;
