import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { createContext, type ReactNode, useContext } from 'react';
import sv from '../messages/sv.json';

/** Every key of the Swedish catalogue; a missing key is a type error. */
export type MessageKey = keyof typeof sv;

export type ShopIntl = IntlShape<string>;

/** True for a key of the catalogue: a message key that came over the wire may be shown. */
export const isMessageKey = (key: unknown): key is MessageKey =>
  typeof key === 'string' && Object.hasOwn(sv, key);

/**
 * The §8 message a failed call carries (`CommerceError.messageKey`: invalid token, 500 or above,
 * 403, 404, no response), or `fallback` for anything else. Every failing read or write shows its
 * own words this way, not one generic sentence.
 *
 * @example
 * t(errorMessageKey(query.error)) // 'Du har inte behörighet att göra det här.' for a 403
 */
export function errorMessageKey(
  error: unknown,
  fallback: MessageKey = 'errors.unknown_error_occurred',
): MessageKey {
  const key = (error as { messageKey?: unknown } | null)?.messageKey;
  return isMessageKey(key) ? key : fallback;
}

/** The storefront's one locale: Swedish, no URL prefix (spec §9). */
export function createShopIntl(onError?: (error: Error) => void): ShopIntl {
  return createIntl(
    { locale: 'sv-SE', defaultLocale: 'sv-SE', messages: sv, ...(onError ? { onError } : {}) },
    createIntlCache(),
  );
}

const IntlContext = createContext<ShopIntl | null>(null);

export function IntlProvider({ intl, children }: { intl: ShopIntl; children: ReactNode }) {
  return <IntlContext.Provider value={intl}>{children}</IntlContext.Provider>;
}

/** What ICU message syntax is written with: a message without any of these reads as it is written. */
const ICU_SYNTAX = /[{}'#<>]/;

/**
 * `key`'s message of `intl`: formatted with `values`, or, for a message with no ICU syntax and no
 * values (four in five of the catalogue), the message itself. The formatter would give the same
 * text, after a cache lookup keyed by a JSON string of its formats: about a millisecond of every
 * server render of a listing (issue 39's profile).
 */
export function formatShopMessage(
  intl: ShopIntl,
  key: MessageKey,
  values?: Record<string, string | number>,
): string {
  const message = intl.messages[key];
  if (values === undefined && typeof message === 'string' && !ICU_SYNTAX.test(message)) return message;
  return intl.formatMessage({ id: key }, values);
}

/** Formats a message by key: `t('start.title', { brand })`. */
export function useMessages() {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error('useMessages() needs an <IntlProvider> above it');
  return (key: MessageKey, values?: Record<string, string | number>) => formatShopMessage(intl, key, values);
}
