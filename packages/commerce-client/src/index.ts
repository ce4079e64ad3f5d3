export type { Calls } from './calls';
export { createCalls } from './calls';
export type { CartCallOptions } from './cart-calls';
export { createCartCalls, createFavouriteListCalls } from './cart-calls';
export type { CommerceClient, CommerceClientOptions } from './client';
export { createCommerceClient } from './client';
export type { FormFieldError, FormSubmission, FormValues } from './contract/forms';
export type { CartFailureDetail, ErrorMessageKey, Service } from './errors';
export { CommerceError, messageKeyFor } from './errors';
export { formFieldErrors } from './form-errors';
export { createGatewayCalls, type VariantsOptions } from './gateway';
export type { RequestOptions, Transport, TransportOptions } from './http';
export {
  createTransport,
  DEFAULT_SEARCH_API_VERSION,
  isSearchApiVersion,
  RETRY_METHODS,
  RETRY_STATUSES,
} from './http';
export type {
  AssortmentState,
  CheckoutOutcome,
  ClearStep,
  CustomerContextStorage,
  LoginOutcome,
  SessionData,
  SessionHooks,
  SessionOptions,
} from './session';
export { checkoutOutcome, createSession, LOGOUT_CLEAR_ORDER, NO_STORES_MESSAGE } from './session';
export type { StoredSession, TokenStore } from './tokens';
export { isLegacyToken, isTokenValid, memoryTokenStore } from './tokens';
