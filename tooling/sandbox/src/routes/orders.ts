import type { OrderDeliveryState, TokenClaims } from '@shop/commerce-client/contract';
import {
  OrderEmailRequest,
  OrderInquiryRequest,
  OrderSearchQuery,
  SpendQuery,
} from '@shop/commerce-client/contract';
import { DELIVERY_TYPE_NAMES, type DeliveryType, isValidEmail } from '@shop/delivery-rules';
import type { Context, Hono } from 'hono';
import { type AuthEnv, isDenied, requireAllowed, requireAuth } from '../auth.ts';
import type { SandboxContext } from '../context.ts';
import { badRequest, jsonBody, notFound, validate } from '../http.ts';
import { orderPdf } from '../pdf.ts';
import { stockholmDayEnd, stockholmDayStart } from '../stockholm-day.ts';
import { vatOre } from '../views.ts';
import { toAddress } from './accounts.ts';

interface OrderRow {
  id: string;
  user_id: string;
  customer_id: string;
  project_id: string | null;
  created_at: string;
  status: 'RECEIVED';
  delivery_id: DeliveryType;
  reference: string | null;
  address_id: string | null;
  total: string;
}

interface InvoiceRow {
  id: string;
  order_id: string;
  issued_at: string;
  due_at: string;
  amount: string;
}

/** An invoice as the contract shapes it; no amount for sessions that may not see prices. */
const toInvoice = (row: InvoiceRow, hidePrices: boolean) => ({
  invoiceId: row.id,
  orderId: row.order_id,
  issuedAt: row.issued_at,
  dueAt: row.due_at,
  amount: hidePrices ? null : Number(row.amount),
});

export function registerOrderRoutes(app: Hono<AuthEnv>, ctx: SandboxContext): void {
  const { db } = ctx;
  const auth = requireAuth(ctx.auth);
  const orderRow = db.prepare(`SELECT * FROM orders WHERE id = ?`);
  // The unit is the article's sales unit: what the line's quantity counts (an order line of cable is in metres).
  const lineRows = db.prepare(
    `SELECT l.*, coalesce(v.unit, 'st') AS unit FROM order_lines l
       LEFT JOIN variants v ON v.article_number = l.article_number WHERE l.order_id = ? ORDER BY l.position`,
  );
  const lineCount = db.prepare(`SELECT COUNT(*) AS n FROM order_lines WHERE order_id = ?`);
  // An order placed since the seed has no delivery yet (no row).
  const deliveryRow = db.prepare(`SELECT state, back_ordered_lines FROM order_delivery WHERE order_id = ?`);
  const deliveryOf = (orderId: string) =>
    (deliveryRow.get(orderId) as { state: OrderDeliveryState; back_ordered_lines: number } | undefined) ?? {
      state: 'NOT_SHIPPED' as const,
      back_ordered_lines: 0,
    };
  const insertMessage = db.prepare(
    `INSERT INTO order_messages (id, order_id, kind, user_id, body, created_at) VALUES (?, ?, ?, ?, ?, ?)`,
  );

  /** Orders of the customer the session acts for; EJ_ORDERHISTORIK may not read them. */
  function ownOrder(c: Context<AuthEnv>): { row: OrderRow; claims: TokenClaims } {
    const claims = c.get('auth');
    requireAllowed(claims, 'EJ_ORDERHISTORIK');
    const row = orderRow.get(c.req.param('id') ?? '') as OrderRow | undefined;
    if (!row || row.customer_id !== claims.customerId) throw notFound('Ordern');
    return { row, claims };
  }
  const linesOf = (orderId: string, hidePrices: boolean) =>
    (
      lineRows.all(orderId) as {
        article_number: string;
        name: string;
        quantity: number;
        unit: string;
        net_price: string;
      }[]
    ).map((l) => ({
      articleNumber: l.article_number,
      name: l.name,
      quantity: l.quantity,
      unit: l.unit,
      netPrice: hidePrices ? null : Number(l.net_price),
    }));
  const summary = (row: OrderRow, hidePrices: boolean) => ({
    orderId: row.id,
    createdAt: row.created_at,
    status: row.status,
    deliveryId: row.delivery_id,
    reference: row.reference,
    customerId: row.customer_id,
    projectId: row.project_id,
    total: hidePrices ? null : Number(row.total),
    vat: hidePrices ? null : vatOre(Math.round(Number(row.total) * 100)) / 100,
    lineCount: (lineCount.get(row.id) as { n: number }).n,
    deliveryState: deliveryOf(row.id).state,
    backOrderedLines: deliveryOf(row.id).back_ordered_lines,
  });

  app.get('/orders/search', auth, (c) => {
    const claims = c.get('auth');
    requireAllowed(claims, 'EJ_ORDERHISTORIK');
    const query = validate(OrderSearchQuery, c.req.query());
    const order = {
      date_asc: 'created_at ASC',
      date_desc: 'created_at DESC',
      total_asc: 'CAST(total AS REAL) ASC',
      total_desc: 'CAST(total AS REAL) DESC',
    }[query.sort ?? 'date_desc'];
    const where = ['customer_id = ?'];
    const params: (string | number)[] = [claims.customerId];
    if (query.projectId) {
      where.push('project_id = ?');
      params.push(query.projectId);
    }
    if (query.backOrdered === 'true') {
      where.push(
        'EXISTS (SELECT 1 FROM order_delivery d WHERE d.order_id = orders.id AND d.back_ordered_lines > 0)',
      );
    }
    if (query.deliveryState) {
      where.push(
        `coalesce((SELECT d.state FROM order_delivery d WHERE d.order_id = orders.id), 'NOT_SHIPPED') = ?`,
      );
      params.push(query.deliveryState);
    }
    if (query.orderStatus) {
      where.push('status = ?');
      params.push(query.orderStatus);
    }
    // The dates are Swedish days (an order at 00:30 in Stockholm is that day's, not the UTC day before).
    if (query.fromDate) {
      where.push('julianday(created_at) >= julianday(?)');
      params.push(stockholmDayStart(query.fromDate, 'fromDate'));
    }
    if (query.toDate) {
      where.push('julianday(created_at) < julianday(?)');
      params.push(stockholmDayEnd(query.toDate, 'toDate'));
    }
    if (query.q) {
      where.push(
        `(id LIKE ? OR coalesce(reference, '') LIKE ? OR EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = orders.id AND (l.article_number LIKE ? OR l.name LIKE ?)))`,
      );
      const like = `%${query.q.replace(/[%_]/g, '')}%`;
      params.push(like, like, like, like);
    }
    // The reference alone, contained in any case ('p-12' finds 'P-12345', 'hamnen' 'Kv. HAMNEN').
    if (query.reference?.trim()) {
      where.push(`instr(shop_fold(coalesce(reference, '')), shop_fold(?)) > 0`);
      params.push(query.reference.trim());
    }
    const limit = query.limit ?? 20;
    const offset = query.offset ?? 0;
    const total = (
      db.prepare(`SELECT COUNT(*) AS n FROM orders WHERE ${where.join(' AND ')}`).get(...params) as {
        n: number;
      }
    ).n;
    const rows = db
      .prepare(`SELECT * FROM orders WHERE ${where.join(' AND ')} ORDER BY ${order}, id LIMIT ? OFFSET ?`)
      .all(...params, limit, offset) as unknown as OrderRow[];
    const hidePrices = isDenied(claims, 'EJ_SE_PRISER');
    return c.json({ orders: rows.map((r) => summary(r, hidePrices)), total, limit, offset });
  });

  async function pdfResponse(c: Context<AuthEnv>, title: string, filePrefix: string) {
    const { row, claims } = ownOrder(c);
    const hidePrices = isDenied(claims, 'EJ_SE_PRISER');
    const customer = db.prepare(`SELECT name FROM customers WHERE id = ?`).get(row.customer_id) as {
      name: string;
    };
    const lines = linesOf(row.id, hidePrices);
    const bytes = await orderPdf({
      title,
      orderId: row.id,
      createdAt: row.created_at,
      customerName: customer.name,
      reference: row.reference,
      deliveryName: DELIVERY_TYPE_NAMES[row.delivery_id],
      lines,
      total: hidePrices ? null : Number(row.total),
      vat: hidePrices ? null : vatOre(Math.round(Number(row.total) * 100)) / 100,
    });
    return c.body(bytes.buffer as ArrayBuffer, 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${filePrefix}-${row.id}.pdf"`,
    });
  }
  /**
   * Financial follow-up: the customer's order value per month and project, cancelled orders
   * left out, twelve months up to this one unless asked. Refused to EJ_SE_EKONOMISK_UPPFÖLJNING,
   * and to EJ_SE_PRISER (the figures are prices).
   */
  app.get('/orders/spend', auth, (c) => {
    const claims = c.get('auth');
    requireAllowed(claims, 'EJ_SE_EKONOMISK_UPPFÖLJNING');
    requireAllowed(claims, 'EJ_SE_PRISER');
    const query = validate(SpendQuery, c.req.query());
    const now = new Date();
    const monthOf = (d: Date) => `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
    let to = query.to ?? monthOf(now);
    let from = query.from ?? monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1)));
    if (from > to) [from, to] = [to, from];
    const rows = db
      .prepare(
        `SELECT substr(o.created_at, 1, 7) AS month, o.project_id, p.name AS project_name,
                SUM(CAST(o.total AS REAL)) AS total, COUNT(*) AS orders
           FROM orders o LEFT JOIN projects p ON p.id = o.project_id
          WHERE o.customer_id = ? AND o.status != 'CANCELLED' AND substr(o.created_at, 1, 7) BETWEEN ? AND ?
          GROUP BY month, o.project_id ORDER BY month, project_name`,
      )
      .all(claims.customerId, from, to) as {
      month: string;
      project_id: string | null;
      project_name: string | null;
      total: number;
      orders: number;
    }[];
    const months: {
      month: string;
      total: number;
      orders: number;
      projects: { projectId: string | null; projectName: string | null; total: number }[];
    }[] = [];
    // Every month of the period, an empty one too, so a chart's axis has no gaps.
    const [fromYear = 0, fromMonth = 1] = from.split('-').map(Number);
    for (let i = 0; ; i++) {
      const date = new Date(Date.UTC(fromYear, fromMonth - 1 + i, 1));
      const month = monthOf(date);
      if (month > to) break;
      const here = rows.filter((r) => r.month === month);
      const round = (n: number) => Math.round(n * 100) / 100;
      months.push({
        month,
        total: round(here.reduce((sum, r) => sum + r.total, 0)),
        orders: here.reduce((sum, r) => sum + r.orders, 0),
        projects: here.map((r) => ({
          projectId: r.project_id,
          projectName: r.project_name,
          total: round(r.total),
        })),
      });
      if (months.length > 120) throw badRequest('Perioden får vara högst tio år', 'from');
    }
    return c.json({ customerId: claims.customerId, from, to, months });
  });

  // The order with its lines (the order page; the spec shows no call for it, the PDFs carry the same lines).
  app.get('/orders/:id', auth, (c) => {
    const { row, claims } = ownOrder(c);
    const hidePrices = isDenied(claims, 'EJ_SE_PRISER');
    const lines = linesOf(row.id, hidePrices);
    return c.json({ ...summary(row, hidePrices), lines });
  });

  app.get('/orders/:id/download', auth, (c) => pdfResponse(c, 'Order', 'order'));
  app.get('/orders/:id/documents/order-confirmation', auth, (c) =>
    pdfResponse(c, 'Orderbekräftelse', 'orderbekraftelse'),
  );

  app.get('/orders/:id/invoices', auth, (c) => {
    const { row, claims } = ownOrder(c);
    const hidePrices = isDenied(claims, 'EJ_SE_PRISER');
    const invoices = db
      .prepare(`SELECT * FROM invoices WHERE order_id = ? ORDER BY issued_at`)
      .all(row.id) as unknown as InvoiceRow[];
    return c.json({ invoices: invoices.map((i) => toInvoice(i, hidePrices)) });
  });

  app.get('/orders/:id/addresses', auth, (c) => {
    const { row } = ownOrder(c);
    const delivery = row.address_id
      ? db.prepare(`SELECT * FROM addresses WHERE id = ?`).get(row.address_id)
      : undefined;
    const invoice = db
      .prepare(`SELECT * FROM addresses WHERE customer_id = ? AND read_only = 1 ORDER BY id LIMIT 1`)
      .get(row.customer_id);
    return c.json({
      delivery: delivery ? toAddress(delivery as never) : null,
      invoice: invoice ? toAddress(invoice as never) : null,
    });
  });

  app.post('/orders/:id/documents/email', auth, async (c) => {
    const input = validate(OrderEmailRequest, await jsonBody(c));
    // Without `to` the order goes to the user's own address; a `to` must be an address.
    if (input.to !== undefined && !isValidEmail(input.to))
      throw badRequest('Mottagaren är ingen giltig e-postadress', 'to');
    const { row, claims } = ownOrder(c);
    const id = `m-${crypto.randomUUID()}`;
    insertMessage.run(id, row.id, 'email', claims.sub, JSON.stringify(input), new Date().toISOString());
    return c.json({ accepted: true as const, id }, 202);
  });

  app.post('/orders/inquiry', auth, async (c) => {
    const input = validate(OrderInquiryRequest, await jsonBody(c));
    const claims = c.get('auth');
    if (input.quote) requireAllowed(claims, 'EJ_SKAPA_OFFERT');
    if (input.orderId) {
      const row = orderRow.get(input.orderId) as OrderRow | undefined;
      if (!row || row.customer_id !== claims.customerId) throw notFound('Ordern');
    }
    const id = `m-${crypto.randomUUID()}`;
    insertMessage.run(
      id,
      input.orderId ?? null,
      'inquiry',
      claims.sub,
      JSON.stringify(input),
      new Date().toISOString(),
    );
    return c.json({ accepted: true as const, id }, 202);
  });

  // x is an order id or the tempOrderId checkout answered (the sandbox uses the same number for both).
  app.get('/orders/getOrderId/:x', auth, (c) => {
    const claims = c.get('auth');
    const row = orderRow.get(c.req.param('x')) as OrderRow | undefined;
    if (!row || row.customer_id !== claims.customerId) throw notFound('Ordern');
    return c.json({ orderId: row.id });
  });
}
