import type { DatabaseSync } from 'node:sqlite';
import type {
  Consignment,
  DeliveryLine,
  LineDeliveryState,
  OrderDeliveries,
  OrderDeliveryState,
} from '@shop/commerce-client/contract';

/** Quantities are REAL (metres of cable): sums are rounded to what a unit can hold. */
const round = (n: number) => Math.round(n * 1000) / 1000;

interface LineRow {
  position: number;
  article_number: string;
  name: string;
  quantity: number;
  unit: string;
  delivered: number;
  back_ordered: number | null;
  expected_date: string | null;
  cancelled: number | null;
  cancel_reason: string | null;
}

function lineState(line: Pick<DeliveryLine, 'delivered' | 'cancelled' | 'remaining' | 'backOrdered'>) {
  let state: LineDeliveryState;
  if (line.remaining === 0) state = line.cancelled > 0 ? 'CANCELLED' : 'DELIVERED';
  else if (line.backOrdered > 0) state = 'BACK_ORDERED';
  else state = line.delivered > 0 ? 'PARTIAL' : 'NOT_SHIPPED';
  return state;
}

/**
 * The order's state from its lines: a back-order outweighs everything (the site waits for it),
 * then what is still to come, then a cancelled line, then delivered in full.
 */
function orderDeliveryState(lines: readonly DeliveryLine[]): OrderDeliveryState {
  if (lines.some((l) => l.state === 'BACK_ORDERED')) return 'BACK_ORDERED';
  if (lines.some((l) => l.remaining > 0))
    return lines.some((l) => l.delivered > 0) ? 'PARTIAL' : 'NOT_SHIPPED';
  if (lines.some((l) => l.cancelled > 0)) return 'CANCELLED_LINE';
  return lines.length > 0 ? 'DELIVERED' : 'NOT_SHIPPED';
}

/** Reads an order's deliveries from the consignment and supply tables (the order must exist). */
export function deliveriesOf(db: DatabaseSync, orderId: string): OrderDeliveries {
  const rows = db
    .prepare(
      `SELECT l.position, l.article_number, l.name, l.quantity, coalesce(v.unit, 'st') AS unit,
              coalesce((SELECT SUM(cl.quantity) FROM consignment_lines cl JOIN consignments c ON c.id = cl.consignment_id
                         WHERE c.order_id = l.order_id AND cl.position = l.position), 0) AS delivered,
              s.back_ordered, s.expected_date, s.cancelled, s.cancel_reason
         FROM order_lines l
         LEFT JOIN variants v ON v.article_number = l.article_number
         LEFT JOIN order_line_supply s ON s.order_id = l.order_id AND s.position = l.position
        WHERE l.order_id = ? ORDER BY l.position`,
    )
    .all(orderId) as unknown as LineRow[];
  const lines: DeliveryLine[] = rows.map((row) => {
    const delivered = round(Math.min(row.delivered, row.quantity));
    const cancelled = round(Math.min(row.cancelled ?? 0, row.quantity - delivered));
    const remaining = round(Math.max(0, row.quantity - delivered - cancelled));
    const backOrdered = round(Math.min(row.back_ordered ?? 0, remaining));
    const counts = { delivered, cancelled, remaining, backOrdered };
    return {
      position: row.position,
      articleNumber: row.article_number,
      name: row.name,
      unit: row.unit,
      ordered: row.quantity,
      ...counts,
      expectedDate: remaining > 0 ? row.expected_date : null,
      cancelReason: cancelled > 0 ? (row.cancel_reason ?? null) : null,
      state: lineState(counts),
    };
  });
  const articleAt = new Map(lines.map((l) => [l.position, l.articleNumber]));
  const consignmentRows = db
    .prepare(`SELECT * FROM consignments WHERE order_id = ? ORDER BY shipped_at, id`)
    .all(orderId) as unknown as {
    id: string;
    shipped_at: string;
    carrier: string;
    tracking_number: string | null;
    tracking_url: string | null;
  }[];
  const linesOf = db.prepare(
    `SELECT position, quantity FROM consignment_lines WHERE consignment_id = ? ORDER BY position`,
  );
  const consignments: Consignment[] = consignmentRows.map((c) => ({
    consignmentId: c.id,
    shippedAt: c.shipped_at,
    carrier: c.carrier,
    trackingNumber: c.tracking_number,
    trackingUrl: c.tracking_url,
    lines: (linesOf.all(c.id) as { position: number; quantity: number }[]).map((l) => ({
      position: l.position,
      articleNumber: articleAt.get(l.position) ?? '',
      quantity: l.quantity,
    })),
  }));
  return { orderId, deliveryState: orderDeliveryState(lines), lines, consignments };
}

/** Stores the order's derived state, which the order search filters on; run after any change to its deliveries. */
export function refreshDeliveryState(db: DatabaseSync, orderId: string): void {
  const view = deliveriesOf(db, orderId);
  const waiting = view.lines.filter((l) => l.state === 'BACK_ORDERED');
  const next = waiting
    .map((l) => l.expectedDate)
    .filter((d): d is string => d !== null)
    .sort()[0];
  db.prepare(
    `INSERT OR REPLACE INTO order_delivery (order_id, state, back_ordered_lines, next_expected) VALUES (?, ?, ?, ?)`,
  ).run(orderId, view.deliveryState, waiting.length, next ?? null);
}
