import type { DatabaseSync } from 'node:sqlite';
import { refreshDeliveryState } from '../deliveries.ts';

/** The seed's "today" for deliveries: the orders' origin (2026-11-01); expected dates lie after it. */
const ORIGIN = Date.UTC(2026, 10, 1);
const day = (offset: number, from = ORIGIN) =>
  new Date(from + offset * 86_400_000).toISOString().slice(0, 10);

const CARRIERS = [
  { name: 'PostNord', prefix: 'PN', url: 'https://tracking.example.com/postnord?id=' },
  { name: 'DB Schenker', prefix: 'DBS', url: 'https://tracking.example.com/schenker?id=' },
  { name: 'DHL Freight', prefix: 'DHL', url: 'https://tracking.example.com/dhl?id=' },
  // The branch's own lorry: no tracking number, no page.
  { name: 'Egen bil', prefix: null, url: null },
] as const;

/** What one seeded order's lines get: a line index → its fate. */
type Fate =
  | { kind: 'delivered'; consignment?: number }
  | { kind: 'part'; consignment?: number; rest: 'back-order' | 'cancel' | 'planned' }
  | { kind: 'back-order' }
  | { kind: 'cancel' }
  | { kind: 'planned' };

interface Scenario {
  /** What the scenario shows; the README's table says the same. */
  name: string;
  minLines: number;
  /** What the order's quantities must allow (a line split in two needs two units). */
  needs?: (quantities: number[]) => boolean;
  fate: (index: number, count: number) => Fate;
  /** Move the order to another of the customer's projects. */
  project?: string;
  status: 'CONFIRMED' | 'DELIVERED';
}

const CANCEL_REASONS = [
  'Utgått hos leverantören',
  'Leverantören har slutat tillverka artikeln',
  'Slut hos leverantören, ingen ny leverans planerad',
];

/**
 * Orders of Nordbygg (10001, anna.user) in every delivery state, newest first among its
 * received or confirmed orders (see the README's table). Project 10001-P1 gets three
 * back-ordered orders; one more waits in 10001-P2, so a filter by project has something to drop.
 */
const NORDBYGG_SCENARIOS: readonly Scenario[] = [
  {
    name: 'partly delivered in two consignments, a line back-ordered, the rest planned',
    minLines: 4,
    needs: (q) => (q[1] ?? 0) >= 2,
    status: 'CONFIRMED',
    fate: (i) =>
      i === 0
        ? { kind: 'delivered', consignment: 0 }
        : i === 1
          ? { kind: 'part', consignment: 0, rest: 'back-order' }
          : i === 2
            ? { kind: 'delivered', consignment: 1 }
            : { kind: 'planned' },
  },
  {
    name: 'partly delivered, the rest planned (no back-order)',
    minLines: 2,
    status: 'CONFIRMED',
    fate: (i, n) => (i < Math.ceil(n / 2) ? { kind: 'delivered', consignment: 0 } : { kind: 'planned' }),
  },
  {
    name: 'nothing shipped, the first line back-ordered (project 10001-P2)',
    minLines: 1,
    status: 'CONFIRMED',
    project: '10001-P2',
    fate: (i) => (i === 0 ? { kind: 'back-order' } : { kind: 'planned' }),
  },
  {
    name: 'delivered but for a line the supplier cancelled',
    minLines: 2,
    status: 'DELIVERED',
    fate: (i, n) => (i === n - 1 ? { kind: 'cancel' } : { kind: 'delivered', consignment: 0 }),
  },
  {
    name: 'a line delivered, one back-ordered, one cancelled',
    minLines: 3,
    status: 'CONFIRMED',
    fate: (i) =>
      i === 1 ? { kind: 'back-order' } : i === 2 ? { kind: 'cancel' } : { kind: 'delivered', consignment: 0 },
  },
  {
    name: 'a line half delivered and its rest cancelled, the others delivered',
    minLines: 1,
    needs: (q) => (q[0] ?? 0) >= 2,
    status: 'DELIVERED',
    fate: (i) =>
      i === 0 ? { kind: 'part', consignment: 0, rest: 'cancel' } : { kind: 'delivered', consignment: 0 },
  },
  {
    name: 'nothing shipped, every line back-ordered',
    minLines: 1,
    status: 'CONFIRMED',
    fate: () => ({ kind: 'back-order' }),
  },
];

/** One back-ordered and one partly delivered order for two other customers, to test rights against. */
const OTHER_CUSTOMERS: readonly [customerId: string, scenario: number][] = [
  ['10004', 0],
  ['10002', 1],
];

/**
 * Consignments and supply for the seeded orders, deterministically: every DELIVERED or INVOICED
 * order shipped in full (in two consignments when it has more than four lines), and the
 * scenarios above. Records that it did (meta 'deliveries').
 */
export function seedDeliveries(db: DatabaseSync): void {
  const insertConsignment = db.prepare(
    `INSERT INTO consignments (id, order_id, shipped_at, carrier, tracking_number, tracking_url) VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const insertLine = db.prepare(
    `INSERT INTO consignment_lines (consignment_id, position, quantity) VALUES (?, ?, ?)`,
  );
  const insertSupply = db.prepare(
    `INSERT OR REPLACE INTO order_line_supply (order_id, position, back_ordered, expected_date, cancelled, cancel_reason)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const linesOf = db.prepare(
    `SELECT position, quantity FROM order_lines WHERE order_id = ? ORDER BY position`,
  );
  type Order = { id: string; created_at: string; customer_id: string; lines: number };
  const orders = db
    .prepare(
      `SELECT o.id, o.created_at, o.customer_id, o.status, (SELECT COUNT(*) FROM order_lines l WHERE l.order_id = o.id) AS lines
         FROM orders o ORDER BY o.created_at DESC, o.id`,
    )
    .all() as unknown as (Order & { status: string })[];

  const consignment = (order: Order, n: number, seq: number) => {
    const carrier = CARRIERS[(Number(order.id) + n) % CARRIERS.length] ?? CARRIERS[0];
    const id = `K${order.id}-${n + 1}`;
    const number = carrier.prefix ? `${carrier.prefix}${order.id}${n + 1}SE` : null;
    insertConsignment.run(
      id,
      order.id,
      day(1 + n * 2 + (seq % 2), Date.parse(order.created_at)),
      carrier.name,
      number,
      carrier.url && number ? `${carrier.url}${number}` : null,
    );
    return id;
  };

  // Every delivered or invoiced order: shipped in full.
  orders.forEach((order, seq) => {
    if (order.status !== 'DELIVERED' && order.status !== 'INVOICED') return;
    const lines = linesOf.all(order.id) as { position: number; quantity: number }[];
    const split = lines.length > 4 ? Math.ceil(lines.length / 2) : lines.length;
    const ids = [consignment(order, 0, seq)];
    if (split < lines.length) ids.push(consignment(order, 1, seq));
    lines.forEach((line, i) => {
      insertLine.run(ids[i < split ? 0 : 1] ?? '', line.position, line.quantity);
    });
  });

  const used = new Set<string>();
  const apply = (order: Order, scenario: Scenario, seq: number) => {
    used.add(order.id);
    db.prepare(`UPDATE orders SET status = ? WHERE id = ?`).run(scenario.status, order.id);
    if (scenario.project)
      db.prepare(`UPDATE orders SET project_id = ? WHERE id = ?`).run(scenario.project, order.id);
    const lines = linesOf.all(order.id) as { position: number; quantity: number }[];
    const ids = new Map<number, string>();
    const shipIn = (n: number) => {
      let id = ids.get(n);
      if (!id) {
        id = consignment(order, n, seq);
        ids.set(n, id);
      }
      return id;
    };
    lines.forEach((line, i) => {
      const fate = scenario.fate(i, lines.length);
      const expected = day(30 + ((seq + i) % 4) * 7);
      const reason = CANCEL_REASONS[(seq + i) % CANCEL_REASONS.length] ?? null;
      if (fate.kind === 'delivered')
        insertLine.run(shipIn(fate.consignment ?? 0), line.position, line.quantity);
      if (fate.kind === 'part') {
        // Half (at least one unit when there are two); a single unit cannot be split, so it waits whole.
        const part = Math.floor(line.quantity / 2);
        if (part > 0) insertLine.run(shipIn(fate.consignment ?? 0), line.position, part);
        const rest = line.quantity - part;
        if (fate.rest === 'back-order') insertSupply.run(order.id, line.position, rest, expected, 0, null);
        if (fate.rest === 'cancel') insertSupply.run(order.id, line.position, 0, null, rest, reason);
        if (fate.rest === 'planned') insertSupply.run(order.id, line.position, 0, day(20), 0, null);
      }
      if (fate.kind === 'back-order')
        insertSupply.run(order.id, line.position, line.quantity, expected, 0, null);
      if (fate.kind === 'cancel') insertSupply.run(order.id, line.position, 0, null, line.quantity, reason);
      if (fate.kind === 'planned') insertSupply.run(order.id, line.position, 0, day(20), 0, null);
    });
  };
  const open = (customerId: string, scenario: Scenario) =>
    orders.find(
      (o) =>
        o.customer_id === customerId &&
        (o.status === 'RECEIVED' || o.status === 'CONFIRMED') &&
        o.lines >= scenario.minLines &&
        !used.has(o.id) &&
        (!scenario.needs ||
          scenario.needs((linesOf.all(o.id) as { quantity: number }[]).map((l) => l.quantity))),
    );
  NORDBYGG_SCENARIOS.forEach((scenario, seq) => {
    const order = open('10001', scenario);
    if (!order) throw new Error(`no order of 10001 for the scenario '${scenario.name}'`);
    apply(order, scenario, seq);
  });
  for (const [customerId, index] of OTHER_CUSTOMERS) {
    const found = NORDBYGG_SCENARIOS[index];
    if (!found) throw new Error(`no delivery scenario ${index}`);
    // Another customer's orders stay in their own project.
    const { project: _project, ...scenario } = found;
    const order = open(customerId, scenario);
    if (!order) throw new Error(`no order of ${customerId} for a delivery scenario`);
    apply(order, scenario, index);
  }
  for (const order of orders) refreshDeliveryState(db, order.id);
  db.prepare(`INSERT OR REPLACE INTO meta (key, value) VALUES ('deliveries', '1')`).run();
}
