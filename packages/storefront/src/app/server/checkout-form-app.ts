import { CommerceError, checkoutOutcome } from '@shop/commerce-client';
import type { CheckoutOrder } from '@shop/commerce-client/contract';
import { DELIVERY_TYPES, isHomeDelivery, nextDeliverableDate } from '@shop/delivery-rules';
import { type Context, Hono } from 'hono';
import {
  type DeliveryDetails,
  type DeliveryFieldError,
  deliveryDetailsFromForm,
  deliveryFieldName,
  deliveryFormErrors,
  ORDER_KEY_FIELD,
  orderDetailsOf,
  type PlacedOrders,
  storesFor,
} from '../../checkout';
import { createShopIntl, isMessageKey } from '../../core';
import { claimsOf, isAllowed } from '../../session';
import { PICKUP_SERVICE } from '../../stores';
import type { HeldCheckout } from './checkout-hold';
import type { ServerContext } from './context';
import { cookie, type FlashNote, tooLarge } from './http';
import { FLASH_COOKIE, type HeldSession } from './session-seal';

/**
 * A posted delivery step: five fields for each of at most five deliveries, a note of 500
 * characters percent-encoded at up to 12 bytes each (a four-byte character). Far more is refused.
 */
const MAX_DELIVERY_BODY = 48 * 1024;
/** A posted 'Skicka order' is its idempotency key. */
const MAX_ORDER_BODY = 4 * 1024;
/**
 * How long a posted 'Skicka order' waits for an earlier post of the same order (the service says
 * 409 while that one runs, then answers both alike) or tries again after a lost answer.
 */
const ORDER_WAIT_MS = 30_000;
const ORDER_RETRY_MS = 250;

const DELIVERY_PAGE = '/delivery';
const SUMMARY_PAGE = '/summary';
const SUCCESS_PAGE = '/checkout-success-page';

/** The Swedish names of the delivery methods (§8's partial order names the failed ones), from the page's catalogue. */
const intl = createShopIntl();
const deliveryNames = Object.fromEntries(
  DELIVERY_TYPES.map((id) => {
    const key = `delivery.type.${id}`;
    return [id, isMessageKey(key) ? intl.formatMessage({ id: key }) : id];
  }),
);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `/kassa/…`: the checkout steps as plain form posts, for a page whose scripts have not taken
 * over yet (or never will). Once they have, the app takes the same forms over (its own state and
 * the cart door). The server applies the delivery step's rules (`deliveryFormErrors`, the same
 * the page applies), keeps the details for the next pages in a sealed cookie (`checkout-hold.ts`
 * says why there), and places the order with the same commerce call, once per idempotency key.
 */
export function createCheckoutFormApp(ctx: ServerContext) {
  const app = new Hono();
  app.use('*', async (c, next) => {
    if (ctx.facts.isForeign(c)) return c.text('Förfrågan kom från en annan webbplats.', 403);
    return next();
  });
  app.post('/leverans', tooLarge(MAX_DELIVERY_BODY), (c) => postDelivery(ctx, c));
  app.post('/skicka', tooLarge(MAX_ORDER_BODY), (c) => placeOrder(ctx, c));
  return app;
}

/** A step's answer: 303 to a page, with a one-time note when there is something to say. */
function answerer(tls: boolean) {
  const headers = new Headers({ 'cache-control': 'no-store' });
  const go = (path: string, note?: FlashNote) => {
    headers.set('location', path);
    if (note) headers.append('Set-Cookie', cookie(FLASH_COOKIE, note, 60, tls));
    return new Response(null, { status: 303, headers });
  };
  return { headers, go };
}

/**
 * The signed-in session of a step's post, renewed in the answer when it changed; null after
 * sending a visitor to sign in (and back to `page`), a PUNCHOUT session to its cart (§1: no
 * checkout there).
 */
async function signedIn(
  { sessions }: ServerContext,
  c: Context,
  tls: boolean,
  { headers, go }: ReturnType<typeof answerer>,
  page: string,
): Promise<{ session: HeldSession } | { response: Response }> {
  const { session, changed } = await sessions.sessionOf(c);
  if (!session) return { response: go(`/?${new URLSearchParams({ login: page })}`) };
  if (changed) await sessions.setSession(headers, session, tls, session);
  if (session.punchout) return { response: go('/cart') };
  return { session };
}

/**
 * The customer's order reference setting ('Referens krävs', issue 37), or null when it cannot be
 * read: the step then asks for no reference, and the order service still refuses an order
 * without the one it requires.
 */
function referenceSettingOf(
  client: ReturnType<ServerContext['sessions']['clientFor']>['client'],
  session: HeldSession,
) {
  const customerId = claimsOf(session.token)?.customerId;
  return customerId ? client.customers.orderReference(customerId).catch(() => null) : Promise.resolve(null);
}

/** The brand's own closed days: the service's brand config, else the brand's settings. */
async function closedDaysOf(
  { options }: ServerContext,
  client: ReturnType<ServerContext['sessions']['clientFor']>['client'],
) {
  const config = await client.catalogue.brandConfig().catch(() => null);
  return (
    config?.brands.find((brand) => brand.id === options.brandId)?.extraClosedDays ??
    options.extraClosedDays ??
    []
  );
}

/**
 * The delivery step posted as a form: for each delivery in the cart's order, an address (home
 * delivery) or a store, a date, a reference and a note, named as `deliveryFieldName` names them.
 * Checked by the page's rules against the customer's addresses, the brand's stores and today's
 * deliverable dates: then kept, the dates saved to the cart as the page saves them, and on to
 * /summary; or back to /delivery with what was typed and why.
 */
async function postDelivery(ctx: ServerContext, c: Context): Promise<Response> {
  const fields = new URLSearchParams(await c.req.text());
  const tls = ctx.facts.isTls(c);
  const answer = answerer(tls);
  const { go, headers } = answer;
  const who = await signedIn(ctx, c, tls, answer, DELIVERY_PAGE);
  if ('response' in who) return who.response;
  const { session } = who;
  const { client } = ctx.sessions.clientFor(session);
  const keep = async (held: HeldCheckout, page: string, note?: FlashNote) =>
    (await ctx.checkout.setCheckout(c, headers, session, held, tls))
      ? go(page, note)
      : go(DELIVERY_PAGE, 'checkout_too_long');

  let cart: Awaited<ReturnType<typeof client.cart.get>>;
  try {
    cart = await client.cart.get();
  } catch {
    // What was typed stays: every delivery the form holds a date for.
    const posted = DELIVERY_TYPES.filter((id) => fields.has(deliveryFieldName('date', id)));
    return keep(
      { kind: 'draft', draft: { details: deliveryDetailsFromForm(fields, posted), errors: {} } },
      DELIVERY_PAGE,
      'cart_failed',
    );
  }
  const ids = cart.deliveryIdsInOrder;
  // Nothing to order: the page says so.
  if (ids.length === 0) return go(DELIVERY_PAGE);
  const details = deliveryDetailsFromForm(fields, ids);
  const needs = { addresses: ids.some(isHomeDelivery), stores: !ids.every(isHomeDelivery) };
  let addressIds: Set<string> | undefined;
  let storeIds: Map<string, Set<string>> | undefined;
  let extraClosedDays: readonly string[];
  let reference: Awaited<ReturnType<typeof referenceSettingOf>>;
  try {
    const [addresses, locations, closedDays, referenceSetting] = await Promise.all([
      needs.addresses ? client.addresses.list() : null,
      // The stores the page offered: pickup stores (§7), each delivery's method narrowing them.
      needs.stores ? client.locations.list({ services: PICKUP_SERVICE }) : null,
      closedDaysOf(ctx, client),
      referenceSettingOf(client, session),
    ]);
    reference = referenceSetting;
    addressIds = addresses
      ? new Set(addresses.deliveryAddresses.filter((a) => a.validForDelivery).map((a) => a.addressId))
      : undefined;
    storeIds = locations
      ? new Map(
          ids.map((id) => [
            id,
            new Set(
              storesFor(locations.locations, id, ctx.options.stores?.centralStorageId).map((l) => l.id),
            ),
          ]),
        )
      : undefined;
    extraClosedDays = closedDays;
  } catch {
    return keep({ kind: 'draft', draft: { details, errors: {} } }, DELIVERY_PAGE, 'cart_failed');
  }
  const firstDate = nextDeliverableDate(new Date(ctx.now()), { extraClosedDays });
  const errors = deliveryFormErrors(ids, details, {
    firstDate,
    extraClosedDays,
    addressIds,
    storeIds,
    reference,
  });
  if (Object.keys(errors).length > 0)
    return keep({ kind: 'draft', draft: { details, errors } }, DELIVERY_PAGE);
  // As the page does when a date is chosen: the cart holds it (a failure leaves the order's own date).
  await Promise.allSettled(
    ids
      .filter(
        (id) =>
          cart.deliveries.find((d) => d.deliveryId === id)?.requestedDeliveryDate !==
          details[id]?.requestedDeliveryDate,
      )
      .map((id) =>
        client.cart.setDeliveryDate(cart.cartId, id, (details[id] as DeliveryDetails).requestedDeliveryDate),
      ),
  );
  return keep({ kind: 'details', cartId: cart.cartId, details }, SUMMARY_PAGE);
}

/**
 * 'Skicka order' posted as a form: the details the delivery step kept, checked again against
 * today's dates, sent with the idempotency key the page was rendered with (`nyckel`). A second
 * post of the same page (a double tap, a reload of the answer) is the same request to the
 * service, which places the order once and answers both alike; one that arrives while the first
 * still runs waits for it. Placed (all or some): 303 to the success page, which reads the orders;
 * none placed: back to /summary with §8's message, the details kept for another try.
 */
async function placeOrder(ctx: ServerContext, c: Context): Promise<Response> {
  const fields = new URLSearchParams(await c.req.text());
  const tls = ctx.facts.isTls(c);
  const answer = answerer(tls);
  const { go, headers } = answer;
  const who = await signedIn(ctx, c, tls, answer, SUMMARY_PAGE);
  if ('response' in who) return who.response;
  const { session } = who;
  const claims = claimsOf(session.token);
  if (!isAllowed(claims, 'EJ_ORDER')) return go(SUMMARY_PAGE, 'cart_no_order_right');
  const key = fields.get(ORDER_KEY_FIELD) ?? '';
  if (!/^[\w-]{8,80}$/.test(key)) return go(SUMMARY_PAGE, 'checkout_failed');
  const held = await ctx.checkout.checkout(c, session);
  if (held?.kind !== 'details') return go(DELIVERY_PAGE, 'checkout_no_details');
  const { client } = ctx.sessions.clientFor(session);
  const ids = Object.keys(held.details);
  // A summary left open overnight: the dates must still be deliverable today, and the
  // references still what the customer's setting asks for (an admin may have changed it).
  const [extraClosedDays, reference] = await Promise.all([
    closedDaysOf(ctx, client),
    referenceSettingOf(client, session),
  ]);
  const firstDate = nextDeliverableDate(new Date(ctx.now()), { extraClosedDays });
  const errors = deliveryFormErrors(ids, held.details, { firstDate, extraClosedDays, reference });
  const backToDelivery = async (draftErrors: typeof errors, note?: FlashNote) => {
    await ctx.checkout.setCheckout(
      c,
      headers,
      session,
      { kind: 'draft', draft: { details: held.details, errors: draftErrors } },
      tls,
    );
    return go(DELIVERY_PAGE, note);
  };
  if (Object.keys(errors).length > 0) return backToDelivery(errors);
  const orderDetails = orderDetailsOf(ids, held.details);
  const deadline = ctx.now() + ORDER_WAIT_MS;
  let orders: CheckoutOrder[];
  try {
    for (;;) {
      try {
        orders = await client.cart.checkout(held.cartId, orderDetails, { idempotencyKey: key });
        break;
      } catch (error) {
        // The same order still being placed (409), or an answer lost on the way: ask again with
        // the same key, which the service answers as it answered (or will answer) the first.
        const again = error instanceof CommerceError && (error.status === 409 || error.noResponse);
        if (!again || ctx.now() >= deadline) throw error;
        await sleep(ORDER_RETRY_MS);
      }
    }
  } catch (error) {
    const status = error instanceof CommerceError ? error.status : 0;
    if (status === 401) {
      await ctx.sessions.endSession(headers, tls);
      return go('/');
    }
    // The service refused a delivery's reference ('Referens krävs' read stale, or not at all):
    // nothing was placed; back to the delivery step with the field marked and its message.
    const refused = referenceRefusalOf(error);
    if (refused) return backToDelivery(refused.errors, refused.note);
    return go(SUMMARY_PAGE, status === 403 ? 'cart_no_order_right' : 'checkout_failed');
  }
  const outcome = checkoutOutcome(orders, deliveryNames);
  if (outcome.outcome === 'failed') return go(SUMMARY_PAGE, 'checkout_failed');
  const showPrices = isAllowed(claims, 'EJ_SE_PRISER');
  const placed: PlacedOrders = {
    orders: outcome.orders.map(({ deliveryId, tempOrderId }) => {
      const answered = orders.find((o) => o.success && o.deliveryId === deliveryId);
      return {
        deliveryId,
        tempOrderId,
        total: showPrices ? (answered?.orderDetails.total ?? null) : null,
        vat: showPrices ? (answered?.orderDetails.vat ?? null) : null,
      };
    }),
    failedDeliveries: outcome.outcome === 'partial' ? outcome.failedDeliveries : [],
  };
  ctx.checkout.clearCheckout(c, headers, tls);
  await ctx.checkout.setPlaced(c, headers, session, placed, tls);
  return go(SUCCESS_PAGE);
}

/**
 * A checkout the order service refused for a delivery's reference (400 `reference_required` /
 * `reference_invalid`, naming the delivery): the field's error for the delivery step, and the
 * one-time note that says why. Null for any other failure.
 */
function referenceRefusalOf(
  error: unknown,
): { errors: Record<string, DeliveryFieldError>; note: FlashNote } | null {
  if (!(error instanceof CommerceError) || error.status !== 400) return null;
  const required = error.messageKey === 'errors.reference_required';
  if (!required && error.messageKey !== 'errors.reference_invalid') return null;
  const deliveryId = (error.body as { deliveryId?: unknown } | null)?.deliveryId;
  const errors: Record<string, DeliveryFieldError> =
    typeof deliveryId === 'string' && (DELIVERY_TYPES as readonly string[]).includes(deliveryId)
      ? { [`${deliveryId}.reference`]: required ? 'referenceRequired' : 'referenceInvalid' }
      : {};
  return { errors, note: required ? 'reference_required' : 'reference_invalid' };
}
