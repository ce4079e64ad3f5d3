/** The message of the error a session start fails with when the user has no stores (§1). */
export const NO_STORES_MESSAGE = 'No stores at session start';

/** The services this client talks to; errors name theirs. */
export type Service =
  | 'auth'
  | 'users'
  | 'customers'
  | 'catalogue'
  | 'cart'
  | 'order'
  | 'favourites'
  | 'locations'
  | 'search'
  | 'gateway'
  | 'forms';

/** Message keys of the spec's error catalogue (storefront-core §8) this client produces. */
export type ErrorMessageKey =
  | 'errors.invalid_token'
  | 'errors.internal_server_error'
  | 'errors.forbidden_action'
  | 'errors.not_found'
  | 'errors.unknown_error_occurred'
  | 'errors.cart_service_not_available'
  | 'errors.order_service_not_available'
  | 'errors.auth_service_not_available'
  | 'errors.try_again_later_or_contact'
  | 'errors.reference_required'
  | 'errors.reference_invalid';

/** The cart failure details of §8, shown as 'errors.occured {detail} errors.try_again_later'. */
export type CartFailureDetail =
  | 'cart_service_not_available'
  | 'cart_add_product'
  | 'cart_add_products'
  | 'cart_uploads_products'
  | 'cart_generate_file'
  | 'cart_remove_products'
  | 'cart_update_product'
  | 'cart_update_products'
  | 'update_delivery_date'
  | 'transfer_cart';

const SERVICE_DEFAULT_KEY: Partial<Record<Service, ErrorMessageKey>> = {
  cart: 'errors.cart_service_not_available',
  order: 'errors.order_service_not_available',
  auth: 'errors.auth_service_not_available',
  favourites: 'errors.try_again_later_or_contact',
};

/** The one error type of the client: status, service, the catalogue's message key and what to do with it. */
export class CommerceError extends Error {
  override readonly name = 'CommerceError';
  /** HTTP status, or 0 when no response arrived. */
  readonly status: number;
  readonly service: Service;
  readonly messageKey: ErrorMessageKey;
  /** The cart failure detail, for cart calls. */
  readonly detail: CartFailureDetail | undefined;
  /** Article numbers or line ids that failed (cart_add_products, uploads). */
  readonly failedIds: readonly string[];
  /** The parsed error body the service answered, if any. */
  readonly body: unknown;
  /** False for errors that must never reach error reporting ('request aborted…'). */
  readonly report: boolean;
  /**
   * True when no answer arrived: a timeout, a network error or an abort
   * (`status` is then 0). The service may still have received and applied
   * a write, so its outcome is unknown: retry it with the same idempotency
   * key. False when the service answered (`status` is its status) or the
   * answer could not be read.
   */
  readonly noResponse: boolean;

  constructor(init: {
    message: string;
    status: number;
    service: Service;
    messageKey: ErrorMessageKey;
    detail?: CartFailureDetail;
    failedIds?: readonly string[];
    body?: unknown;
    cause?: unknown;
  }) {
    super(init.message, { cause: init.cause });
    this.status = init.status;
    this.service = init.service;
    this.messageKey = init.messageKey;
    this.detail = init.detail;
    this.failedIds = init.failedIds ?? [];
    this.body = init.body;
    this.report = !init.message.toLowerCase().startsWith('request aborted');
    this.noResponse = init.status === 0;
  }
}

/** 400 answers whose `error` has a key of its own (not in §8's table: the order reference of issue 37). */
const BAD_REQUEST_KEYS: Record<string, ErrorMessageKey> = {
  reference_required: 'errors.reference_required',
  reference_invalid: 'errors.reference_invalid',
};

/** The `error` of a JSON error body, or undefined. */
function errorCodeOf(bodyText: string): string | undefined {
  if (!bodyText.startsWith('{')) return undefined;
  try {
    const code = (JSON.parse(bodyText) as { error?: unknown }).error;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The catalogue key for an answer: 'Invalid token' wins (also on login),
 * then ≥ 500, 403, 404, a 400 of its own (`errors.reference_required`,
 * `errors.reference_invalid`), then the service's default key.
 *
 * @example
 * messageKeyFor(503, 'cart', '') // 'errors.internal_server_error'
 * messageKeyFor(400, 'order', '{"error":"reference_required"}') // 'errors.reference_required'
 */
export function messageKeyFor(status: number, service: Service, bodyText: string): ErrorMessageKey {
  if (bodyText.trim() === 'Invalid token') return 'errors.invalid_token';
  if (status === 0) return 'errors.unknown_error_occurred';
  if (status >= 500) return 'errors.internal_server_error';
  if (status === 403) return 'errors.forbidden_action';
  if (status === 404) return 'errors.not_found';
  if (status === 401) return 'errors.invalid_token';
  const code = status === 400 ? errorCodeOf(bodyText) : undefined;
  if (code !== undefined && Object.hasOwn(BAD_REQUEST_KEYS, code))
    return BAD_REQUEST_KEYS[code] as ErrorMessageKey;
  return SERVICE_DEFAULT_KEY[service] ?? 'errors.unknown_error_occurred';
}
