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

/** Formats a message by key: `t('start.title', { brand })`. */
export function useMessages() {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error('useMessages() needs an <IntlProvider> above it');
  return (key: MessageKey, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: key }, values);
}
