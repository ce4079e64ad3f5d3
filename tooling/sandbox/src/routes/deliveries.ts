import { BackOrderSummaryQuery } from '@shop/commerce-client/contract';
import type { Context, Hono } from 'hono';
import { type AuthEnv, requireAllowed, requireAuth } from '../auth.ts';
import type { SandboxContext } from '../context.ts';
import { deliveriesOf } from '../deliveries.ts';
import { notFound, validate } from '../http.ts';
import { deliveryNotePdf } from '../pdf.ts';

interface OrderRow {
  id: string;
  customer_id: string;
  reference: string | null;
}

/**
 * Deliveries of an order (issue 38): consignments with their delivery notes, and per line what
 * was delivered, what remains, what is back-ordered until when and what the supplier cancelled.
 * Like every order route: the session's customer's orders only (another's is 404, as an order
 * that does not exist), refused to EJ_ORDERHISTORIK (403).
 */
export function registerDeliveryRoutes(app: Hono<AuthEnv>, ctx: SandboxContext): void {
  const { db } = ctx;
  const auth = requireAuth(ctx.auth);
  const orderRow = db.prepare(`SELECT id, customer_id, reference FROM orders WHERE id = ?`);

  function ownOrder(c: Context<AuthEnv>): OrderRow {
    const claims = c.get('auth');
    requireAllowed(claims, 'EJ_ORDERHISTORIK');
    const row = orderRow.get(c.req.param('id') ?? '') as OrderRow | undefined;
    if (!row || row.customer_id !== claims.customerId) throw notFound('Ordern');
    return row;
  }

  // Registered before `/orders/:id`, which would otherwise take 'back-orders' for an order id.
  app.get('/orders/back-orders', auth, (c) => {
    const claims = c.get('auth');
    requireAllowed(claims, 'EJ_ORDERHISTORIK');
    const query = validate(BackOrderSummaryQuery, c.req.query());
    const projectId = query.projectId ?? claims.projectId ?? null;
    const project = projectId
      ? (db.prepare(`SELECT id, name, customer_id FROM projects WHERE id = ?`).get(projectId) as
          | { id: string; name: string; customer_id: string }
          | undefined)
      : undefined;
    if (projectId && (!project || project.customer_id !== claims.customerId)) throw notFound('Projektet');
    const sums = db
      .prepare(
        `SELECT coalesce(SUM(d.back_ordered_lines), 0) AS lines, COUNT(*) AS orders, MIN(d.next_expected) AS next
           FROM order_delivery d JOIN orders o ON o.id = d.order_id
          WHERE o.customer_id = ? AND o.project_id IS ? AND d.back_ordered_lines > 0`,
      )
      .get(claims.customerId, projectId) as { lines: number; orders: number; next: string | null };
    return c.json({
      customerId: claims.customerId,
      projectId,
      projectName: project?.name ?? null,
      lines: sums.lines,
      orders: sums.orders,
      nextDelivery: sums.next,
    });
  });

  app.get('/orders/:id/deliveries', auth, (c) => c.json(deliveriesOf(db, ownOrder(c).id)));

  app.get('/orders/:id/consignments/:consignmentId/delivery-note', auth, async (c) => {
    const order = ownOrder(c);
    const view = deliveriesOf(db, order.id);
    const consignment = view.consignments.find((k) => k.consignmentId === c.req.param('consignmentId'));
    if (!consignment) throw notFound('Följesedeln');
    const customer = db.prepare(`SELECT name FROM customers WHERE id = ?`).get(order.customer_id) as {
      name: string;
    };
    const bytes = await deliveryNotePdf({
      orderId: order.id,
      consignmentId: consignment.consignmentId,
      shippedAt: consignment.shippedAt,
      carrier: consignment.carrier,
      trackingNumber: consignment.trackingNumber,
      customerName: customer.name,
      reference: order.reference,
      lines: view.lines.map((line) => ({
        articleNumber: line.articleNumber,
        name: line.name,
        unit: line.unit,
        ordered: line.ordered,
        inConsignment: consignment.lines.find((l) => l.position === line.position)?.quantity ?? 0,
        remaining: line.remaining,
        expectedDate: line.expectedDate,
      })),
    });
    return c.body(bytes.buffer as ArrayBuffer, 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="foljesedel-${consignment.consignmentId}.pdf"`,
    });
  });
}
