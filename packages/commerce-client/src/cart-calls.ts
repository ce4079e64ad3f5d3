import type * as z from 'zod/mini';
import * as C from './contract';
import { caller, type RequestOptions, type Transport } from './http';

const enc = encodeURIComponent;
type AddItem = z.infer<typeof C.AddItem>;

/** Per-call options of every cart call (the last, optional argument). */
export interface CartCallOptions {
  /**
   * Sent as the `Idempotency-Key` header: the service runs a write with a
   * given key once and answers a retry with the first answer, so a write
   * that timed out (`CommerceError.noResponse`) can be sent again with the
   * same key without doing it twice. One key per intended write; a new key
   * for a new write.
   */
  idempotencyKey?: string;
  /**
   * fetch's `keepalive`: the request outlives the page, for a write started
   * on `pagehide`. Browsers cap the bodies of all keepalive requests in
   * flight at 64 KiB together (an upload rarely fits).
   */
  keepalive?: boolean;
  /** Aborts the call (it rejects with 'Request aborted', never reported). */
  signal?: AbortSignal;
}

/** The transport fields a call's options become. */
function requestOptions({ idempotencyKey, keepalive, signal }: CartCallOptions = {}) {
  return {
    headers: idempotencyKey === undefined ? undefined : { 'Idempotency-Key': idempotencyKey },
    keepalive,
    signal,
  };
}

/**
 * The cart service v2 (storefront-core §7); each call names its failure
 * detail of §8 and takes {@link CartCallOptions} as its last argument.
 *
 * @example
 * const cart = createCartCalls(transport);
 * const key = crypto.randomUUID();
 * const add = () => cart.add(cartId, [{ articleNumber: '1000001', quantity: 5, deliveryId: 'DBI' }], { idempotencyKey: key });
 * await add().catch((error) => (error instanceof CommerceError && error.noResponse ? add() : Promise.reject(error)));
 */
export function createCartCalls(t: Transport) {
  const call = caller(t);
  /** A cart-service call; the caller's options become its idempotency key, keepalive and signal. */
  const cartCall = <S extends z.core.$ZodType>(
    options: CartCallOptions | undefined,
    method: RequestOptions<S>['method'],
    path: string,
    request: Pick<RequestOptions<S>, 'json' | 'body' | 'schema' | 'detail'>,
  ) => call('cart', method, path, { ...request, ...requestOptions(options) });
  const base = (cartId: string) => `/v2/cart/${enc(cartId)}`;
  return {
    /** GET /v2/cart — the active cart (created on first use). */
    get: (options?: CartCallOptions) =>
      cartCall(options, 'get', '/v2/cart', { schema: C.Cart, detail: 'cart_service_not_available' }),
    /** POST /v2/cart/{id}/variants/batch/add */
    add: (cartId: string, items: AddItem[], options?: CartCallOptions) =>
      cartCall(options, 'post', `${base(cartId)}/variants/batch/add`, {
        json: { items },
        schema: C.CartMutationResponse,
        detail: items.length === 1 ? 'cart_add_product' : 'cart_add_products',
      }),
    /** POST /v2/cart/{id}/upload — a CSV or XLSX file of `artikelnummer;antal`. */
    upload: (cartId: string, file: Blob, fileName: string, deliveryId: string, options?: CartCallOptions) => {
      const form = new FormData();
      form.set('file', file, fileName);
      form.set('deliveryId', deliveryId);
      return cartCall(options, 'post', `${base(cartId)}/upload`, {
        body: form,
        schema: C.CartMutationResponse,
        detail: 'cart_uploads_products',
      });
    },
    /** POST /v2/cart/{id}/export — the lines as a CSV file. */
    export: (cartId: string, itemIds?: string[], options?: CartCallOptions) =>
      t.blob({
        service: 'cart',
        method: 'post',
        path: `${base(cartId)}/export`,
        json: itemIds ? { itemIds } : {},
        detail: 'cart_generate_file',
        ...requestOptions(options),
      }),
    /** PUT /v2/cart/{id}/variants/{itemId} */
    updateItem: (
      cartId: string,
      itemId: string,
      change: z.infer<typeof C.UpdateItem>,
      options?: CartCallOptions,
    ) =>
      cartCall(options, 'put', `${base(cartId)}/variants/${enc(itemId)}`, {
        json: change,
        schema: C.CartMutationResponse,
        detail: 'cart_update_product',
      }),
    /** PUT /v2/cart/{id}/variants/batch/update */
    updateItems: (
      cartId: string,
      items: z.infer<typeof C.BatchUpdateRequest>['items'],
      options?: CartCallOptions,
    ) =>
      cartCall(options, 'put', `${base(cartId)}/variants/batch/update`, {
        json: { items },
        schema: C.CartMutationResponse,
        detail: 'cart_update_products',
      }),
    /** DELETE /v2/cart/{id}/variants/{itemId} */
    removeItem: (cartId: string, itemId: string, options?: CartCallOptions) =>
      cartCall(options, 'delete', `${base(cartId)}/variants/${enc(itemId)}`, {
        schema: C.CartMutationResponse,
        detail: 'cart_remove_products',
      }),
    /** PUT /v2/cart/{id}/variants/batch/delete */
    removeItems: (cartId: string, itemIds: string[], options?: CartCallOptions) =>
      cartCall(options, 'put', `${base(cartId)}/variants/batch/delete`, {
        json: { itemIds },
        schema: C.CartMutationResponse,
        detail: 'cart_remove_products',
      }),
    /** DELETE /v2/cart/{id}/variants — empty the cart. */
    empty: (cartId: string, options?: CartCallOptions) =>
      cartCall(options, 'delete', `${base(cartId)}/variants`, {
        schema: C.CartMutationResponse,
        detail: 'cart_remove_products',
      }),
    /** PUT /v2/cart/{id}/delivery/{deliveryId} */
    setDeliveryDate: (
      cartId: string,
      deliveryId: string,
      requestedDeliveryDate: string,
      options?: CartCallOptions,
    ) =>
      cartCall(options, 'put', `${base(cartId)}/delivery/${enc(deliveryId)}`, {
        json: { requestedDeliveryDate },
        schema: C.Cart,
        detail: 'update_delivery_date',
      }),
    /** PUT /v2/cart/{id}/delivery — every delivery. */
    setAllDeliveryDates: (cartId: string, requestedDeliveryDate: string, options?: CartCallOptions) =>
      cartCall(options, 'put', `${base(cartId)}/delivery`, {
        json: { requestedDeliveryDate },
        schema: C.Cart,
        detail: 'update_delivery_date',
      }),
    /** PUT /v2/cart/{id}/delivery/{deliveryId}/includeInOrder */
    includeInOrder: (
      cartId: string,
      deliveryId: string,
      isIncludedInOrder: boolean,
      options?: CartCallOptions,
    ) =>
      cartCall(options, 'put', `${base(cartId)}/delivery/${enc(deliveryId)}/includeInOrder`, {
        json: { isIncludedInOrder },
        schema: C.Cart,
        detail: 'cart_update_products',
      }),
    /** PUT /v2/cart/{destId}/transfer/{sourceId} */
    transfer: (destId: string, sourceId: string, options?: CartCallOptions) =>
      cartCall(options, 'put', `/v2/cart/${enc(destId)}/transfer/${enc(sourceId)}`, {
        schema: C.CartMutationResponse,
        detail: 'transfer_cart',
      }),
    /** PUT /v2/cart/{id}/status */
    setStatus: (cartId: string, status: 'ACTIVE' | 'DELETED', options?: CartCallOptions) =>
      cartCall(options, 'put', `${base(cartId)}/status`, { json: { status }, schema: C.CartStatusAnswer }),
    /**
     * POST /v2/cart/{id}/checkout — one order per included delivery. Never
     * retried by the client; with an idempotency key a retry by the caller
     * cannot place the orders twice.
     */
    checkout: (
      cartId: string,
      orderDetails: z.infer<typeof C.CheckoutRequest>['orderDetails'],
      options?: CartCallOptions,
    ) =>
      call('order', 'post', `${base(cartId)}/checkout`, {
        json: { orderDetails },
        schema: C.CheckoutResponse,
        ...requestOptions(options),
      }),
  };
}

/** Favourite lists (v2/v3). */
export function createFavouriteListCalls(t: Transport) {
  const call = caller(t);
  const base = (id: string) => `/v2/favorites/${enc(id)}`;
  return {
    /** GET /v2/favorites — a failure is errors.try_again_later_or_contact. */
    list: () => call('favourites', 'get', '/v2/favorites', { schema: C.FavoriteLists }),
    /** POST /v2/favorites */
    create: (input: z.infer<typeof C.FavoriteListWrite>) =>
      call('favourites', 'post', '/v2/favorites', { json: input, schema: C.FavoriteListSummary }),
    /** GET /v2/favorites/{id} */
    get: (id: string) => call('favourites', 'get', base(id), { schema: C.FavoriteListSummary }),
    /** PUT /v2/favorites/{id} (name or access) */
    update: (id: string, change: z.infer<typeof C.FavoriteListPatch>) =>
      call('favourites', 'put', base(id), { json: change, schema: C.FavoriteListSummary }),
    /** DELETE /v2/favorites/{id} */
    remove: (id: string) => call('favourites', 'delete', base(id), { responseType: 'none' }),
    /** GET /v3/favorites/{id}/items?offset&limit */
    items: (id: string, offset = 0, limit = 50) =>
      call('favourites', 'get', `/v3/favorites/${enc(id)}/items`, {
        searchParams: { offset, limit },
        schema: C.FavoriteListItems,
      }),
    /** PUT /v2/favorites/{id}/articles — one article or a list. */
    addArticles: (id: string, items: { articleNumber: string; quantity: number }[]) =>
      call('favourites', 'put', `${base(id)}/articles`, { json: { items }, schema: C.FavoriteListSummary }),
    /** PUT /v2/favorites/{id}/articles/{itemId} (quantity) */
    setQuantity: (id: string, itemId: string, quantity: number) =>
      call('favourites', 'put', `${base(id)}/articles/${enc(itemId)}`, {
        json: { quantity },
        schema: C.FavoriteListSummary,
      }),
    /** PUT /v2/favorites/{id}/articles/batch/delete */
    removeItems: (id: string, itemIds: string[]) =>
      call('favourites', 'put', `${base(id)}/articles/batch/delete`, {
        json: { itemIds },
        schema: C.FavoriteListSummary,
      }),
  };
}
