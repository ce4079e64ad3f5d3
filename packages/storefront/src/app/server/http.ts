import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/**
 * 413 for a body past its limit, before more of it is read. The connection is closed with the
 * answer: kept open, Node would read the rest of the body (100 MB, say) only to throw it away.
 */
export const tooLarge = (limit: number): MiddlewareHandler =>
  bodyLimit({
    maxSize: limit,
    onError: (c) => c.json({ messageKey: 'errors.payload_too_large' }, 413, { connection: 'close' }),
  });

/** A cookie of ours: httpOnly, SameSite=Lax, the whole shop, Secure behind TLS. */
export function cookie(name: string, value: string, maxAge: number, tls: boolean): string {
  return `${name}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${tls ? '; Secure' : ''}`;
}

/**
 * One-time notes from the server to the next page (the `shop_flash` cookie), by value: 'please
 * login' after a 401, and why a punch-out hand-over was refused.
 */
export const FLASH_MESSAGES = {
  please_login: 'start.please_login',
  punchout_missing_callback: 'errors.punchout.missing_callback_url',
  punchout_invalid_callback: 'errors.punchout.invalid_callback_url',
  punchout_host_not_allowed: 'errors.punchout.callback_host_not_allowed',
  punchout_login_failed: 'errors.punchout.login_failed',
  punchout_unavailable: 'errors.internal_server_error',
  punchout_kept_session: 'punchout.keptSession',
  // A cart write posted as a form, before or without the page's scripts (cart-form-app).
  cart_added: 'cart.addedWithoutScript',
  cart_refused: 'cart.refusedWithoutScript',
  cart_failed: 'errors.cart_service_not_available',
  cart_no_order_right: 'checkout.noOrderRight',
  cart_choose_delivery: 'cart.chooseDelivery',
  cart_wrong_quantity: 'cart.wrongQuantity',
  cart_wrong_article: 'cart.wrongArticleNumber',
  cart_unknown_article: 'cart.unknownArticleWithoutScript',
  cart_line_updated: 'cart.lineUpdatedWithoutScript',
  cart_line_removed: 'cart.lineRemovedWithoutScript',
  // The favourite toggle posted as a form (favourite-form-app).
  favourite_added: 'favourites.addedWithoutScript',
  favourite_removed: 'favourites.removedWithoutScript',
  favourites_full: 'favorites.info_modal.body',
  favourite_failed: 'errors.try_again_later_or_contact',
  cart_missing_added: 'deliveries.missingAddedWithoutScript',
  cart_nothing_missing: 'deliveries.nothingMissing',
  // The customer and project switch posted as a form (session-app).
  context_switched: 'header.contextSwitched',
  context_failed: 'header.contextFailed',
  // The checkout steps posted as forms (checkout-form-app).
  checkout_failed: 'errors.invalid_order',
  checkout_no_details: 'checkout.noDetails',
  checkout_too_long: 'checkout.detailsTooLong',
  reference_required: 'errors.reference_required',
  reference_invalid: 'errors.reference_invalid',
} as const;
export type FlashNote = keyof typeof FLASH_MESSAGES;

/** The message key of a `shop_flash` cookie's value; undefined for anything not ours (`constructor` included). */
export function flashMessage(value: string | undefined): (typeof FLASH_MESSAGES)[FlashNote] | undefined {
  return value !== undefined && Object.hasOwn(FLASH_MESSAGES, value)
    ? FLASH_MESSAGES[value as FlashNote]
    : undefined;
}

/**
 * What this server may believe about where a request came from. Behind a load balancer or a
 * TLS-terminating proxy the request's own URL is not the shop's: the public origin is
 * configured (`PUBLIC_ORIGIN`, e.g. `https://www.bygghandeln.se`), or read from the proxy's
 * `X-Forwarded-Proto` and `X-Forwarded-Host` when `TRUST_PROXY` says a proxy is there. The
 * client's address (what sign-in and report limits count by) is then the last entry of
 * `X-Forwarded-For`, the one the trusted proxy added. Without `TRUST_PROXY` those headers are
 * ignored: anyone could send them.
 */
export interface ProxySettings {
  publicOrigin?: string;
  trustProxy?: boolean;
}

const HOST_HEADER = /^[A-Za-z0-9.-]+(?::\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](?::\d{1,5})?$/;

/** The origin, TLS and client address of requests, as `settings` allow them to be read. */
export function requestFacts(settings: ProxySettings = {}) {
  let configured: string | null = null;
  if (settings.publicOrigin) {
    const url = new URL(settings.publicOrigin);
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      throw new Error('PUBLIC_ORIGIN must be an http(s) origin');
    configured = url.origin;
  }
  const forwarded = (c: Context, name: string) =>
    settings.trustProxy ? c.req.header(name)?.split(',')[0]?.trim() || undefined : undefined;
  const origin = (c: Context): string => {
    if (configured) return configured;
    const url = new URL(c.req.url);
    const proto = forwarded(c, 'x-forwarded-proto');
    const host = forwarded(c, 'x-forwarded-host');
    const scheme = proto === 'https' || proto === 'http' ? proto : url.protocol.slice(0, -1);
    return `${scheme}://${host && HOST_HEADER.test(host) ? host : url.host}`;
  };
  return {
    /** The shop's origin as the browser sees it. */
    origin,
    /** The browser reached the shop over TLS (cookies get `Secure`, HSTS is sent). */
    isTls: (c: Context) => origin(c).startsWith('https:'),
    /**
     * A write from another site carries our cookie only if SameSite failed; refuse it anyway. The
     * browser's `Origin` is compared with the shop's public origin (behind a TLS proxy that is
     * `https://…`, not the `http://` this server is reached on).
     */
    isForeign(c: Context): boolean {
      const from = c.req.header('origin');
      return from !== undefined && from !== origin(c);
    },
    /** The client's address, for limits; 'unknown' where there is no socket (tests). */
    clientAddress(c: Context): string {
      if (settings.trustProxy) {
        const last = c.req
          .header('x-forwarded-for')
          ?.split(',')
          .map((part) => part.trim())
          .filter(Boolean)
          .pop();
        if (last) return last;
      }
      try {
        return getConnInfo(c).remote.address ?? 'unknown';
      } catch {
        return 'unknown';
      }
    },
  };
}

export type RequestFacts = ReturnType<typeof requestFacts>;
