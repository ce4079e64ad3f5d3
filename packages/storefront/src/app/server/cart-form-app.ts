import { isDeliveryType } from '@shop/delivery-rules';
import { orderMultipleFor, quantityRule } from '@shop/stock-rules';
import { type Context, Hono } from 'hono';
import { missingLines } from '../../account';
import { deliveryChoice, guardAdd } from '../../cart';
import { safeReturnPath } from '../../core';
import { claimsOf, isAllowed, orderLocationOf } from '../../session';
import type { ServerContext } from './context';
import { cookie, type FlashNote, tooLarge } from './http';
import { FLASH_COOKIE } from './session-seal';

/** A posted add is five short fields. */
const MAX_ADD_BODY = 4 * 1024;

/** What the customer reads on the page the add goes back to, by the add guard's refusals and the service's answer. */
const REFUSAL_NOTES = {
  order: 'cart_no_order_right',
  delivery: 'cart_choose_delivery',
  quantity: 'cart_wrong_quantity',
} as const satisfies Record<string, FlashNote>;

/**
 * `/varukorg/…`: the cart's writes as plain form posts, for a page whose scripts have not taken
 * over yet (or never will). Once they have, the app takes the same forms over and writes through
 * its cart door; these routes apply the same add guard (§5, §6) with the same commerce client,
 * then send the browser back (303) with a one-time note that says what happened.
 */
export function createCartFormApp(ctx: ServerContext) {
  const app = new Hono();
  app.use('*', async (c, next) => {
    if (ctx.facts.isForeign(c)) return c.text('Förfrågan kom från en annan webbplats.', 403);
    return next();
  });
  app.post('/lagg-till', tooLarge(MAX_ADD_BODY), (c) => addLine(ctx, c));
  app.post('/rad', tooLarge(MAX_ADD_BODY), (c) => changeLine(ctx, c));
  app.post('/bestall-saknade', tooLarge(MAX_ADD_BODY), (c) => addMissing(ctx, c));
  return app;
}

/**
 * A posted form's fields, the session's commerce client, and the 303 back to its page with a
 * one-time note. The session cookie goes out with the answer: with the tokens the client holds
 * by then, should it have refreshed them during the form's calls.
 */
export async function postedForm({ facts, sessions }: ServerContext, c: Context) {
  const fields = new URLSearchParams(await c.req.text());
  const back = safeReturnPath(fields.get('tillbaka')) ?? '/';
  const tls = facts.isTls(c);
  const headers = new Headers({ 'cache-control': 'no-store', location: back });
  const { session, changed } = await sessions.sessionOf(c);
  if (!session) {
    // As a page that needs sign-in does: the start page, with the way back.
    headers.set('location', `/?${new URLSearchParams({ login: back })}`);
    return { session: null, signIn: new Response(null, { status: 303, headers }) } as const;
  }
  const { client, tokenStore } = sessions.clientFor(session);
  const answer = async (note: FlashNote) => {
    const latest = tokenStore.get();
    if (latest && latest.refreshToken !== session.refreshToken) {
      await sessions.keeper.replaced(session, latest);
      await sessions.setSession(headers, { ...session, ...latest }, tls, session);
    } else if (changed) await sessions.setSession(headers, session, tls, session);
    headers.append('Set-Cookie', cookie(FLASH_COOKIE, note, 60, tls));
    return new Response(null, { status: 303, headers });
  };
  return { session, client, fields, answer } as const;
}

/** What a line form asks for: the quantity typed in its field, or the line's removal. */
const LINE_INTENTS = ['update', 'remove'] as const;

/**
 * A line of /cart without scripts: `rad` (the cart item), `atgard` (`update` with `antal`, the
 * quantity as typed, or `remove`) and `tillbaka`. The quantity is read and rounded up to the
 * order multiple of where the line ships from, as the cart page's field does (§5).
 */
async function changeLine(ctx: ServerContext, c: Context): Promise<Response> {
  const form = await postedForm(ctx, c);
  if (!form.session) return form.signIn;
  const { client, fields, answer } = form;
  const itemId = fields.get('rad') ?? '';
  const intent = LINE_INTENTS.find((value) => value === fields.get('atgard'));
  if (!/^[\w-]{1,80}$/.test(itemId) || !intent) return answer('cart_failed');
  try {
    const cart = await client.cart.get();
    const line = cart.cartItems.find((item) => item.cartItemId === itemId);
    // Gone already (removed in another tab, or a second tap): nothing left to do.
    if (!line) return answer(intent === 'remove' ? 'cart_line_removed' : 'cart_failed');
    if (intent === 'remove') {
      await client.cart.removeItem(cart.cartId, itemId);
      return answer('cart_line_removed');
    }
    const [user, variants] = await Promise.all([
      client.session.startSession().then((data) => data.user),
      client.gateway.variants([line.articleNumber]),
    ]);
    const variant = variants.find((v) => v.articleNumber === line.articleNumber);
    const location =
      ctx.options.stores && orderLocationOf(ctx.options.stores, user.preferredStore, line.deliveryId);
    const rule = quantityRule({
      unit: variant?.webSalesUnit.unit,
      orderMultiple: location ? orderMultipleFor(variant?.stock, location) : 1,
    });
    const typed = rule.parse(fields.get('antal') ?? '');
    if (typed === null || !(typed > 0)) return answer('cart_wrong_quantity');
    const quantity = rule.snap(typed);
    if (quantity !== line.quantity) await client.cart.updateItem(cart.cartId, itemId, { quantity });
    return answer('cart_line_updated');
  } catch {
    return answer('cart_failed');
  }
}

/**
 * 'Lägg i varukorg' without scripts: `artikel`, `antal` (as typed: decimal comma), `leverans`,
 * `nyckel` (the idempotency key the page rendered into the form, so a double tap adds once)
 * and `tillbaka` (the page to go back to).
 */
async function addLine(ctx: ServerContext, c: Context): Promise<Response> {
  const form = await postedForm(ctx, c);
  if (!form.session) return form.signIn;
  const { session, client, fields, answer } = form;
  const { options, now } = ctx;
  // Typed in quick add, or rendered into the form of a product page or a listing card.
  const articleNumber = (fields.get('artikel') ?? '').replace(/\s/g, '');
  const posted = fields.get('leverans');
  const key = fields.get('nyckel') ?? '';
  if (!/^[\w-]{8,80}$/.test(key)) return answer('cart_failed');
  if (!/^\d{5,10}$/.test(articleNumber)) return answer('cart_wrong_article');
  const claims = claimsOf(session.token);
  try {
    const [user, variants, config] = await Promise.all([
      client.session.startSession().then((data) => data.user),
      client.gateway.variants([articleNumber]),
      // A listing card posts no method: the one its page would have chosen (§5), by the same rule.
      isDeliveryType(posted) ? null : Promise.all([client.catalogue.brandConfig(), client.addresses.list()]),
    ]);
    const delivery = isDeliveryType(posted)
      ? posted
      : deliveryChoice({
          brandId: options.brandId,
          brandConfig: config?.[0],
          addresses: config?.[1].deliveryAddresses,
          chosenZip: null,
          now: new Date(now()),
          mode: session.punchout ? 'PUNCHOUT' : 'NORMAL',
          claims,
          defaultMethod: user.defaultDeliveryMethod,
          picked: isDeliveryType(user.preferredDeliveryMethod) ? user.preferredDeliveryMethod : null,
        }).chosen;
    const variant = variants.find((v) => v.articleNumber === articleNumber);
    if (!variant) return answer('cart_unknown_article');
    const location = options.stores && orderLocationOf(options.stores, user.preferredStore, delivery);
    const rule = quantityRule({
      unit: variant.webSalesUnit.unit,
      orderMultiple: location ? orderMultipleFor(variant.stock, location) : 1,
    });
    const decision = guardAdd({
      signedIn: true,
      mayOrder: isAllowed(claims, 'EJ_ORDER'),
      deliveryId: delivery,
      quantity: fields.get('antal') ?? '',
      rule,
    });
    if (!decision.ok)
      return answer(decision.refusal === 'sign-in' ? 'please_login' : REFUSAL_NOTES[decision.refusal]);
    const cart = await client.cart.get();
    const result = await client.cart.add(
      cart.cartId,
      [{ articleNumber, quantity: decision.quantity, deliveryId: decision.deliveryId }],
      { idempotencyKey: key },
    );
    return answer(result.errors.length > 0 ? 'cart_refused' : 'cart_added');
  } catch {
    return answer('cart_failed');
  }
}

/**
 * 'Beställ det som saknas' without scripts: `order` (the order's number), `nyckel` and
 * `tillbaka`. The order's deliveries are read again here with the session's client (the service
 * decides whose order it is), and what is missing (the back-ordered and the cancelled quantities)
 * goes into the cart with the order's delivery method in one add, as the page's button does.
 */
async function addMissing(ctx: ServerContext, c: Context): Promise<Response> {
  const form = await postedForm(ctx, c);
  if (!form.session) return form.signIn;
  const { session, client, fields, answer } = form;
  const orderId = fields.get('order') ?? '';
  const key = fields.get('nyckel') ?? '';
  if (!/^[\w-]{8,80}$/.test(key) || !/^[\w-]{1,40}$/.test(orderId)) return answer('cart_failed');
  if (!isAllowed(claimsOf(session.token), 'EJ_ORDER')) return answer('cart_no_order_right');
  try {
    const [order, view] = await Promise.all([client.orders.get(orderId), client.orders.deliveries(orderId)]);
    const missing = missingLines(view);
    if (missing.length === 0) return answer('cart_nothing_missing');
    const cart = await client.cart.get();
    const result = await client.cart.add(
      cart.cartId,
      missing.map((line) => ({
        articleNumber: line.articleNumber,
        quantity: line.quantity,
        deliveryId: order.deliveryId,
      })),
      { idempotencyKey: key },
    );
    return answer(result.errors.length > 0 ? 'cart_refused' : 'cart_missing_added');
  } catch {
    return answer('cart_failed');
  }
}
