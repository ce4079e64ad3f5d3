import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { Cart, CartItem } from '@shop/commerce-client/contract';
import { isStoreBoundType } from '@shop/delivery-rules';
import { orderMultipleFor } from '@shop/stock-rules';
import { transactionAsync } from './db.ts';

interface ItemRow {
  id: string;
  cart_id: string;
  article_number: string;
  quantity: number;
  delivery_id: CartItem['deliveryId'];
  label: string | null;
  position: number;
}

export interface LineError {
  id: string;
  articleNumber?: string;
  error:
    | 'UNKNOWN_ARTICLE'
    | 'NOT_ORDERABLE'
    | 'ORDER_MULTIPLE'
    | 'INVALID_QUANTITY'
    | 'CART_LIMIT'
    | 'NOT_FOUND';
  message: string;
}

/**
 * CART_LIMIT (§8): at most this many lines in one cart. Above 1,000 (issue 37: trade buyers keep
 * carts of 1,000 lines), with room to spare; a line that would go past it is refused with
 * `CART_LIMIT` while the lines before it are added, and a quantity added to a line the cart
 * already has is never refused by it.
 */
export const CART_MAX_LINES = 1500;

/** Cart persistence and the checks every write goes through. */
export function createCartStore(db: DatabaseSync, storeIdOf: (userId: string) => string) {
  const activeCart = db.prepare(
    `SELECT id FROM carts WHERE user_id = ? AND customer_id = ? AND status = 'ACTIVE' ORDER BY rowid LIMIT 1`,
  );
  const insertCart = db.prepare(
    `INSERT INTO carts (id, user_id, customer_id, status, updated_at) VALUES (?, ?, ?, 'ACTIVE', ?)`,
  );
  const cartRow = db.prepare(`SELECT * FROM carts WHERE id = ?`);
  const itemRows = db.prepare(`SELECT * FROM cart_items WHERE cart_id = ? ORDER BY position, id`);
  const deliveryRows = db.prepare(`SELECT * FROM cart_deliveries WHERE cart_id = ? ORDER BY delivery_id`);
  const insertItem = db.prepare(
    `INSERT INTO cart_items (id, cart_id, article_number, quantity, delivery_id, label, position) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const sameLine = db.prepare(
    `SELECT * FROM cart_items WHERE cart_id = ? AND article_number = ? AND delivery_id = ? AND coalesce(label, '') = coalesce(?, '')`,
  );
  const setQuantity = db.prepare(`UPDATE cart_items SET quantity = ? WHERE id = ?`);
  const maxPosition = db.prepare(
    `SELECT coalesce(max(position), -1) AS p, count(*) AS n FROM cart_items WHERE cart_id = ?`,
  );
  const ensureDelivery = db.prepare(
    `INSERT OR IGNORE INTO cart_deliveries (cart_id, delivery_id, requested_delivery_date, is_included_in_order) VALUES (?, ?, NULL, 1)`,
  );
  const touch = db.prepare(`UPDATE carts SET updated_at = ? WHERE id = ?`);
  const anyStock = db.prepare(`SELECT max(quantity) AS q FROM stock WHERE article_number = ?`);
  const stockAt = db.prepare(
    `SELECT location_id AS locationId, quantity, order_multiple AS orderMultiple FROM stock WHERE article_number = ? AND location_id = ?`,
  );
  const variantRow = db.prepare(
    `SELECT article_number, discontinued, stock_type, unit FROM variants WHERE article_number = ?`,
  );

  const inTransaction = <T>(fn: () => T): Promise<T> => transactionAsync(db, fn);

  /** The active cart id: read first, and only a cart that does not exist yet takes the write lock. */
  async function ensureActiveCart(userId: string, customerId: string): Promise<string> {
    const row = activeCart.get(userId, customerId) as { id: string } | undefined;
    return row ? row.id : inTransaction(() => activeCartId(userId, customerId));
  }

  function activeCartId(userId: string, customerId: string): string {
    const row = activeCart.get(userId, customerId) as { id: string } | undefined;
    if (row) return row.id;
    const id = `c-${randomUUID()}`;
    insertCart.run(id, userId, customerId, new Date().toISOString());
    return id;
  }

  function items(cartId: string): CartItem[] {
    const dates = new Map(
      (deliveryRows.all(cartId) as { delivery_id: string; requested_delivery_date: string | null }[]).map(
        (d) => [d.delivery_id, d.requested_delivery_date],
      ),
    );
    return (itemRows.all(cartId) as unknown as ItemRow[]).map((row) => ({
      cartItemId: row.id,
      cartId: row.cart_id,
      articleNumber: row.article_number,
      quantity: row.quantity,
      deliveryId: row.delivery_id,
      label: row.label,
      requestedDeliveryDate: dates.get(row.delivery_id) ?? null,
    }));
  }

  function cart(cartId: string): Cart {
    const row = cartRow.get(cartId) as { id: string; status: Cart['status'] };
    const cartItems = items(cartId);
    const deliveries = (
      deliveryRows.all(cartId) as {
        delivery_id: CartItem['deliveryId'];
        requested_delivery_date: string | null;
        is_included_in_order: number;
      }[]
    )
      .filter((d) => cartItems.some((i) => i.deliveryId === d.delivery_id))
      .map((d) => ({
        deliveryId: d.delivery_id,
        requestedDeliveryDate: d.requested_delivery_date,
        isIncludedInOrder: d.is_included_in_order === 1,
      }));
    const order = ['DBI', 'EXH', 'XXX', 'EXB', '24-12'];
    const deliveryIdsInOrder = deliveries
      .filter((d) => d.isIncludedInOrder)
      .map((d) => d.deliveryId)
      .sort((a, b) => order.indexOf(a) - order.indexOf(b));
    return { cartId: row.id, status: row.status, cartItems, deliveries, deliveryIdsInOrder };
  }

  /** Why a line cannot be in the cart, or null. */
  function lineError(
    userId: string,
    id: string,
    articleNumber: string,
    quantity: number,
    deliveryId: string,
  ): LineError | null {
    if (!Number.isFinite(quantity) || quantity <= 0)
      return { id, articleNumber, error: 'INVALID_QUANTITY', message: 'Ogiltigt antal' };
    const variant = variantRow.get(articleNumber) as
      | { discontinued: number; stock_type: 'LAG'; unit: string }
      | undefined;
    if (!variant)
      return { id, articleNumber, error: 'UNKNOWN_ARTICLE', message: `Artikeln ${articleNumber} finns inte` };
    // Only what is sold by measure (metre, kilo, litre) may be ordered in parts.
    if (!['m', 'kg', 'l'].includes(variant.unit) && !Number.isInteger(quantity)) {
      return {
        id,
        articleNumber,
        error: 'INVALID_QUANTITY',
        message: `Artikeln ${articleNumber} säljs i hela ${variant.unit}`,
      };
    }
    if (variant.discontinued && ((anyStock.get(articleNumber) as { q: number | null }).q ?? 0) <= 0) {
      return {
        id,
        articleNumber,
        error: 'NOT_ORDERABLE',
        message: `Artikeln ${articleNumber} har utgått och finns inte i lager`,
      };
    }
    const location = isStoreBoundType(deliveryId) ? storeIdOf(userId) : '9000';
    const row = stockAt.get(articleNumber, location) as
      | { locationId: string; quantity: number; orderMultiple: number }
      | undefined;
    const multiple = orderMultipleFor({ locations: row ? [row] : [] }, location);
    // Quantities are compared in thousandths so that decimal units (metres) work.
    if (multiple > 1 && Math.round(quantity * 1000) % Math.round(multiple * 1000) !== 0) {
      return {
        id,
        articleNumber,
        error: 'ORDER_MULTIPLE',
        message: `Antalet måste vara en multipel av ${multiple}`,
      };
    }
    return null;
  }

  /** Adds lines (merging an article already on the same delivery and label); returns the errors of refused lines. */
  function addLines(
    userId: string,
    cartId: string,
    lines: readonly { articleNumber: string; quantity: number; deliveryId: string; label?: string | null }[],
  ): LineError[] {
    const errors: LineError[] = [];
    const { p, n } = maxPosition.get(cartId) as { p: number; n: number };
    let position = p;
    let count = n;
    for (const [index, line] of lines.entries()) {
      const error = lineError(userId, String(index), line.articleNumber, line.quantity, line.deliveryId);
      if (error) {
        errors.push({ ...error, id: line.articleNumber });
        continue;
      }
      const existing = sameLine.get(cartId, line.articleNumber, line.deliveryId, line.label ?? null) as
        | ItemRow
        | undefined;
      if (existing) {
        setQuantity.run(existing.quantity + line.quantity, existing.id);
        continue;
      }
      if (count >= CART_MAX_LINES) {
        errors.push({
          id: 'CART_LIMIT',
          articleNumber: line.articleNumber,
          error: 'CART_LIMIT',
          message: `Varukorgen rymmer högst ${CART_MAX_LINES} rader`,
        });
        continue;
      }
      position += 1;
      count += 1;
      insertItem.run(
        `i-${randomUUID()}`,
        cartId,
        line.articleNumber,
        line.quantity,
        line.deliveryId,
        line.label ?? null,
        position,
      );
      ensureDelivery.run(cartId, line.deliveryId);
    }
    touch.run(new Date().toISOString(), cartId);
    return errors;
  }

  return {
    transaction: inTransaction,
    activeCartId,
    ensureActiveCart,
    cart,
    items,
    lineError,
    addLines,
    ensureDelivery,
    touch,
  };
}

export type CartStore = ReturnType<typeof createCartStore>;
