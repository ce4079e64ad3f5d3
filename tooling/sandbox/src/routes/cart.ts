import {
  BatchAddRequest,
  BatchUpdateRequest,
  CART_FILE_MAX_LINES,
  CartStatusRequest,
  type CheckoutOrder,
  CheckoutRequest,
  DeliveryDateRequest,
  DeliveryType,
  IncludeInOrderRequest,
  ItemIdsRequest,
  ORDER_REFERENCE_ERRORS,
  orderReferenceProblem,
  UpdateItem,
} from '@shop/commerce-client/contract';
import { addDays, DELIVERY_TYPE_NAMES, isClosedDay, nextDeliverableDate } from '@shop/delivery-rules';
import type { Context, Hono } from 'hono';
import * as z from 'zod/mini';
import { type AuthEnv, isDenied, requireAllowed, requireAuth } from '../auth.ts';
import { readCartFile } from '../cart-file.ts';
import { type CartStore, createCartStore } from '../cart-store.ts';
import type { SandboxContext } from '../context.ts';
import { badRequest, HttpError, jsonBody, notFound, validate } from '../http.ts';
import { vatOre } from '../views.ts';
import { orderReferenceSettings } from './order-reference.ts';

/** How far ahead a delivery can be asked for (a year): a date beyond is refused with 400. */
const DELIVERY_HORIZON_DAYS = 365;

export function registerCartRoutes(app: Hono<AuthEnv>, ctx: SandboxContext): void {
  const { db, views } = ctx;
  const auth = requireAuth(ctx.auth);
  const preferredStore = db.prepare(
    `SELECT coalesce(preferred_store, '1001') AS store FROM users WHERE id = ?`,
  );
  const storeIdOf = (userId: string) =>
    (preferredStore.get(userId) as { store: string } | undefined)?.store ?? '1001';
  const store: CartStore = createCartStore(db, storeIdOf);
  const cartOwner = db.prepare(`SELECT id, user_id, customer_id, status FROM carts WHERE id = ?`);
  const itemOf = db.prepare(`SELECT * FROM cart_items WHERE id = ? AND cart_id = ?`);
  const variantName = db.prepare(
    `SELECT name, unit, discontinued, stock_type FROM variants WHERE article_number = ?`,
  );
  const referenceSettingOf = orderReferenceSettings(db);

  /** Users with EJ_ALLA_LEVERANSSATT may only use the brand's fixed option (home delivery). */
  function limitedDeliveries(
    claims: Parameters<typeof isDenied>[0],
    items: readonly { deliveryId?: string }[],
  ) {
    if (
      isDenied(claims, 'EJ_ALLA_LEVERANSSATT') &&
      items.some((i) => i.deliveryId && i.deliveryId !== 'DBI')
    ) {
      throw new HttpError(403, 'forbidden_action', 'Ditt konto får bara använda leveranssättet Utkörning', {
        field: 'deliveryId',
      });
    }
  }

  /** The session's own, active cart named in the path; others' carts do not exist for it. */
  function ownCart(c: Context<AuthEnv>, param = 'cartId'): string {
    const claims = c.get('auth');
    const row = cartOwner.get(c.req.param(param) ?? '') as
      | { id: string; user_id: string; customer_id: string; status: string }
      | undefined;
    if (
      !row ||
      row.user_id !== claims.sub ||
      row.customer_id !== claims.customerId ||
      row.status !== 'ACTIVE'
    )
      throw notFound('Varukorgen');
    return row.id;
  }
  const mutation = (cartId: string, errors: unknown[] = []) => ({ cartItems: store.items(cartId), errors });

  app.get('/v2/cart', auth, async (c) => {
    const claims = c.get('auth');
    const cartId = await store.ensureActiveCart(claims.sub, claims.customerId);
    return c.json(store.cart(cartId));
  });
  app.get('/v2/cart/:cartId', auth, (c) => c.json(store.cart(ownCart(c))));

  app.post('/v2/cart/:cartId/variants/batch/add', auth, async (c) => {
    const input = validate(BatchAddRequest, await jsonBody(c));
    const cartId = ownCart(c);
    limitedDeliveries(c.get('auth'), input.items);
    const errors = await store.transaction(() => store.addLines(c.get('auth').sub, cartId, input.items));
    return c.json(mutation(cartId, errors));
  });

  app.post('/v2/cart/:cartId/upload', auth, async (c) => {
    const cartId = ownCart(c);
    const form = await c.req.parseBody({ all: false }).catch(() => {
      throw badRequest('Begäran ska vara multipart/form-data med en fil', 'file');
    });
    const file = form.file;
    if (!(file instanceof File)) throw badRequest('Filen saknas', 'file');
    const deliveryId = validate(DeliveryType, form.deliveryId ?? 'DBI');
    limitedDeliveries(c.get('auth'), [{ deliveryId }]);
    const parsed = await readCartFile(file);
    if (parsed.error) throw badRequest(parsed.error, 'file');
    // One file is at most one batch; the cart's own limit (CART_MAX_LINES) then applies line by line.
    if (parsed.lines.length > CART_FILE_MAX_LINES) {
      return c.json(
        mutation(cartId, [
          {
            id: 'CART_LIMIT',
            error: 'CART_LIMIT',
            message: `Filen har fler än ${CART_FILE_MAX_LINES} rader`,
          },
        ]),
      );
    }
    const errors = await store.transaction(() =>
      store.addLines(
        c.get('auth').sub,
        cartId,
        parsed.lines.map((l) => ({ ...l, deliveryId })),
      ),
    );
    return c.json(mutation(cartId, errors));
  });

  app.post('/v2/cart/:cartId/export', auth, async (c) => {
    const cartId = ownCart(c);
    const text = await c.req.text();
    let body: unknown = {};
    if (text.trim()) {
      try {
        body = JSON.parse(text);
      } catch {
        throw badRequest('Begäran är inte giltig JSON', 'body');
      }
    }
    const input = validate(
      z.object({ itemIds: z.optional(z.array(z.string()).check(z.maxLength(500))) }),
      body,
    );
    const wanted = input.itemIds && input.itemIds.length > 0 ? new Set(input.itemIds) : null;
    const lines = store.items(cartId).filter((i) => !wanted || wanted.has(i.cartItemId));
    const csv = [
      'artikelnummer;antal',
      ...lines.map((l) => `${l.articleNumber};${String(l.quantity).replace('.', ',')}`),
    ].join('\r\n');
    return c.body(`${csv}\r\n`, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="varukorg-${new Date().toISOString().slice(0, 10)}.csv"`,
    });
  });

  function updateItem(userId: string, cartId: string, itemId: string, change: z.infer<typeof UpdateItem>) {
    const row = itemOf.get(itemId, cartId) as
      | { id: string; article_number: string; quantity: number; delivery_id: string; label: string | null }
      | undefined;
    if (!row) throw notFound(`Raden ${itemId}`);
    const quantity = change.quantity ?? row.quantity;
    const deliveryId = change.deliveryId ?? row.delivery_id;
    const error = store.lineError(userId, itemId, row.article_number, quantity, deliveryId);
    if (error)
      throw new HttpError(400, error.error.toLowerCase(), error.message, {
        field: 'quantity',
        articleNumber: row.article_number,
      });
    db.prepare(`UPDATE cart_items SET quantity = ?, delivery_id = ?, label = ? WHERE id = ?`).run(
      quantity,
      deliveryId,
      change.label === undefined ? row.label : change.label,
      row.id,
    );
    store.ensureDelivery.run(cartId, deliveryId);
  }

  app.put('/v2/cart/:cartId/variants/batch/update', auth, async (c) => {
    const input = validate(BatchUpdateRequest, await jsonBody(c));
    const cartId = ownCart(c);
    limitedDeliveries(c.get('auth'), input.items);
    await store.transaction(() => {
      for (const item of input.items) updateItem(c.get('auth').sub, cartId, item.itemId, item);
      store.touch.run(new Date().toISOString(), cartId);
    });
    return c.json(mutation(cartId));
  });
  app.put('/v2/cart/:cartId/variants/batch/delete', auth, async (c) => {
    const input = validate(ItemIdsRequest, await jsonBody(c));
    const cartId = ownCart(c);
    const remove = db.prepare(`DELETE FROM cart_items WHERE id = ? AND cart_id = ?`);
    await store.transaction(() => {
      for (const id of input.itemIds) remove.run(id, cartId);
    });
    return c.json(mutation(cartId));
  });
  app.put('/v2/cart/:cartId/variants/:itemId', auth, async (c) => {
    const input = validate(UpdateItem, await jsonBody(c));
    const cartId = ownCart(c);
    limitedDeliveries(c.get('auth'), [input]);
    await store.transaction(() => updateItem(c.get('auth').sub, cartId, c.req.param('itemId'), input));
    return c.json(mutation(cartId));
  });
  app.delete('/v2/cart/:cartId/variants/:itemId', auth, (c) => {
    const cartId = ownCart(c);
    const result = db
      .prepare(`DELETE FROM cart_items WHERE id = ? AND cart_id = ?`)
      .run(c.req.param('itemId'), cartId);
    if (result.changes === 0) throw notFound('Raden');
    return c.json(mutation(cartId));
  });
  app.delete('/v2/cart/:cartId/variants', auth, async (c) => {
    const cartId = ownCart(c);
    await store.transaction(() => {
      db.prepare(`DELETE FROM cart_items WHERE cart_id = ?`).run(cartId);
      db.prepare(`DELETE FROM cart_deliveries WHERE cart_id = ?`).run(cartId);
    });
    return c.json(mutation(cartId));
  });

  /**
   * A requested date must be a calendar date (YYYY-MM-DD), a day with deliveries, not today, not
   * in the past (Stockholm) and at most a year ahead.
   */
  function checkDeliverable(date: string) {
    const first = nextDeliverableDate(new Date());
    let closed: boolean;
    try {
      closed = isClosedDay(date);
    } catch {
      throw badRequest(`${date} är inget datum; ange ÅÅÅÅ-MM-DD`, 'requestedDeliveryDate');
    }
    const last = addDays(first, DELIVERY_HORIZON_DAYS);
    if (date > last) {
      throw badRequest(`Datumet ${date} ligger för långt fram; senast ${last}`, 'requestedDeliveryDate');
    }
    if (date < first || closed) {
      throw badRequest(
        `Datumet ${date} går inte att leverera; första möjliga är ${first}`,
        'requestedDeliveryDate',
      );
    }
  }
  const setDate = db.prepare(
    `INSERT INTO cart_deliveries (cart_id, delivery_id, requested_delivery_date, is_included_in_order) VALUES (?, ?, ?, 1)
     ON CONFLICT (cart_id, delivery_id) DO UPDATE SET requested_delivery_date = excluded.requested_delivery_date`,
  );
  app.put('/v2/cart/:cartId/delivery/:deliveryId/includeInOrder', auth, async (c) => {
    const input = validate(IncludeInOrderRequest, await jsonBody(c));
    const deliveryId = validate(DeliveryType, c.req.param('deliveryId'));
    const cartId = ownCart(c);
    db.prepare(
      `INSERT INTO cart_deliveries (cart_id, delivery_id, requested_delivery_date, is_included_in_order) VALUES (?, ?, NULL, ?)
       ON CONFLICT (cart_id, delivery_id) DO UPDATE SET is_included_in_order = excluded.is_included_in_order`,
    ).run(cartId, deliveryId, input.isIncludedInOrder ? 1 : 0);
    return c.json(store.cart(cartId));
  });
  app.put('/v2/cart/:cartId/delivery/:deliveryId', auth, async (c) => {
    const input = validate(DeliveryDateRequest, await jsonBody(c));
    const deliveryId = validate(DeliveryType, c.req.param('deliveryId'));
    const cartId = ownCart(c);
    checkDeliverable(input.requestedDeliveryDate);
    setDate.run(cartId, deliveryId, input.requestedDeliveryDate);
    return c.json(store.cart(cartId));
  });
  app.put('/v2/cart/:cartId/delivery', auth, async (c) => {
    const input = validate(DeliveryDateRequest, await jsonBody(c));
    const cartId = ownCart(c);
    checkDeliverable(input.requestedDeliveryDate);
    await store.transaction(() => {
      for (const deliveryId of new Set(store.items(cartId).map((i) => i.deliveryId)))
        setDate.run(cartId, deliveryId, input.requestedDeliveryDate);
    });
    return c.json(store.cart(cartId));
  });

  app.put('/v2/cart/:destId/transfer/:sourceId', auth, async (c) => {
    const dest = ownCart(c, 'destId');
    const claims = c.get('auth');
    const source = cartOwner.get(c.req.param('sourceId')) as
      | { id: string; user_id: string; status: string }
      | undefined;
    if (!source || source.user_id !== claims.sub || source.id === dest) throw notFound('Källvarukorgen');
    const lines = store.items(source.id);
    const errors = await store.transaction(() => {
      const refused = store.addLines(claims.sub, dest, lines);
      db.prepare(`DELETE FROM cart_items WHERE cart_id = ?`).run(source.id);
      return refused;
    });
    return c.json(mutation(dest, errors));
  });

  app.put('/v2/cart/:cartId/status', auth, async (c) => {
    const input = validate(CartStatusRequest, await jsonBody(c));
    const cartId = ownCart(c);
    db.prepare(`UPDATE carts SET status = ? WHERE id = ?`).run(input.status, cartId);
    return c.json({ cartId, status: input.status });
  });

  app.post('/v2/cart/:cartId/checkout', auth, async (c) => {
    const claims = c.get('auth');
    requireAllowed(claims, 'EJ_ORDER');
    const input = validate(CheckoutRequest, await jsonBody(c));
    const cartId = ownCart(c);
    const cart = store.cart(cartId);
    if (cart.deliveryIdsInOrder.length === 0)
      throw badRequest('Varukorgen har inga leveranser att beställa', 'orderDetails');
    // The customer's 'Referens krävs' (issue 37): every delivery of the order needs its reference.
    const referenceSetting = referenceSettingOf(claims.customerId);
    for (const deliveryId of cart.deliveryIdsInOrder) {
      const details = input.orderDetails[deliveryId];
      if (!details) throw badRequest(`Orderuppgifter saknas för ${deliveryId}`, `orderDetails.${deliveryId}`);
      checkDeliverable(details.requestedDeliveryDate);
      const referenceProblem = orderReferenceProblem(details.reference, referenceSetting);
      if (referenceProblem) {
        const delivery = DELIVERY_TYPE_NAMES[deliveryId];
        const help = referenceSetting.referenceHelp ? ` ${referenceSetting.referenceHelp}` : '';
        throw new HttpError(
          400,
          ORDER_REFERENCE_ERRORS[referenceProblem],
          referenceProblem === 'required'
            ? `Er referens krävs för leveransen ${delivery}.${help}`
            : `Er referens för leveransen ${delivery} har inte rätt form.${help}`,
          { field: `orderDetails.${deliveryId}.reference`, deliveryId },
        );
      }
      if (
        details.addressId &&
        !db
          .prepare(`SELECT 1 AS x FROM addresses WHERE id = ? AND customer_id = ? AND valid_for_delivery = 1`)
          .get(details.addressId, claims.customerId)
      ) {
        throw badRequest('Adressen kan inte användas för leverans', `orderDetails.${deliveryId}.addressId`);
      }
    }
    const insertOrder = db.prepare(
      `INSERT INTO orders (id, user_id, customer_id, project_id, created_at, status, delivery_id, reference, address_id, warehouse_id,
         requested_delivery_date, delivery_note, total) VALUES (?, ?, ?, ?, ?, 'RECEIVED', ?, ?, ?, ?, ?, ?, ?)`,
    );
    const insertLine = db.prepare(
      `INSERT INTO order_lines (order_id, position, article_number, name, quantity, net_price) VALUES (?, ?, ?, ?, ?, ?)`,
    );
    const removeLine = db.prepare(`DELETE FROM cart_items WHERE id = ?`);
    const nextOrderId = db.prepare(
      `SELECT coalesce(max(CAST(id AS INTEGER)), 5000000) + 1 AS id FROM orders`,
    );
    const orders: CheckoutOrder[] = await store.transaction(() =>
      cart.deliveryIdsInOrder.map((deliveryId) => {
        const details = input.orderDetails[deliveryId] as NonNullable<
          (typeof input.orderDetails)[typeof deliveryId]
        >;
        const lines = cart.cartItems.filter((i) => i.deliveryId === deliveryId);
        const failed = lines.filter((line) => {
          const v = variantName.get(line.articleNumber) as
            | { discontinued: number; stock_type: 'LAG' }
            | undefined;
          return (
            !v ||
            (v.discontinued === 1 &&
              !views
                .stock(line.articleNumber, v.stock_type)
                .locations.some((l) => l.quantity >= line.quantity))
          );
        });
        const prices = lines.map((line) => views.price(line.articleNumber, claims));
        const empty = {
          warehouseId: null,
          requestedDeliveryDate: details.requestedDeliveryDate,
          addressId: details.addressId ?? null,
          total: null,
          vat: null,
        };
        const orderItems = lines.map((line, i) => ({
          articleNumber: line.articleNumber,
          quantity: line.quantity,
          unit: (variantName.get(line.articleNumber) as { unit: string } | undefined)?.unit ?? 'st',
          netPrice: prices[i]?.netPrice ?? null,
        }));
        if (failed.length > 0) {
          return {
            success: false,
            deliveryId,
            tempOrderId: null,
            orderItems,
            orderDetails: empty,
            error: `Artiklar kan inte levereras: ${failed.map((f) => f.articleNumber).join(', ')}`,
          };
        }
        const orderId = String((nextOrderId.get() as { id: number }).id);
        const warehouseId =
          deliveryId === 'EXH' || deliveryId === 'EXB' ? (details.storeId ?? storeIdOf(claims.sub)) : '9000';
        const totalOre = lines.reduce(
          (sum, line, i) => sum + Math.round((prices[i]?.netPrice ?? 0) * 100) * line.quantity,
          0,
        );
        insertOrder.run(
          orderId,
          claims.sub,
          claims.customerId,
          claims.projectId,
          new Date().toISOString(),
          deliveryId,
          details.reference ?? null,
          details.addressId ?? null,
          warehouseId,
          details.requestedDeliveryDate,
          details.deliveryNote ?? null,
          (Math.round(totalOre) / 100).toFixed(2),
        );
        lines.forEach((line, i) => {
          const name = (variantName.get(line.articleNumber) as { name: string }).name;
          insertLine.run(
            orderId,
            i + 1,
            line.articleNumber,
            name,
            line.quantity,
            (prices[i]?.netPrice ?? 0).toFixed(2),
          );
          removeLine.run(line.cartItemId);
        });
        return {
          success: true,
          deliveryId,
          tempOrderId: orderId,
          orderItems,
          orderDetails: {
            warehouseId,
            requestedDeliveryDate: details.requestedDeliveryDate,
            addressId: details.addressId ?? null,
            total: prices.some((p) => !p) ? null : Math.round(totalOre) / 100,
            vat: prices.some((p) => !p) ? null : vatOre(Math.round(totalOre)) / 100,
          },
        };
      }),
    );
    return c.json(orders);
  });
}
