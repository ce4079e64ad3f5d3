export { createCalls } from './calls';
export type { Calls } from './calls';
export { createCommerceClient } from './client';
export type { CommerceClient, CommerceClientOptions } from './client';
export { CommerceError, messageKeyFor } from './errors';
export type { CartFailureDetail, ErrorMessageKey, Service } from './errors';
export { createTransport, RETRY_METHODS, RETRY_STATUSES } from './http';
export type { RequestOptions, Transport, TransportOptions } from './http';
export { checkoutOutcome, createSession, LOGOUT_CLEAR_ORDER } from './session';
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
export { isLegacyToken, isTokenValid, memoryTokenStore } from './tokens';
export type { StoredSession, TokenStore } from './tokens';
