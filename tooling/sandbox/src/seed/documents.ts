import type { DatabaseSync } from 'node:sqlite';
import { productDocuments } from '../documents.ts';
import { oreToText } from './catalogue.ts';

/**
 * The project whose documentation pack the e2e journey downloads: Nordbygg's (10001)
 * 'Vallastaden förskola', open to anna.user only (and the customer's admins), so a colleague
 * such as erik.flerkund neither sees it nor gets its pack. Its orders are fixed: what they
 * bought, and so which documents the pack holds, is known.
 */
export const DOCUMENT_PROJECT = {
  id: '10001-P4',
  customerId: '10001',
  name: 'Vallastaden förskola',
  members: ['anna.user'],
} as const;

/** The date range the journey asks for: the first three orders, not the autumn one. */
export const DOCUMENT_PROJECT_RANGE = { fromDate: '2025-01-01', toDate: '2025-06-30' } as const;

interface Pick {
  articleNumber: string;
  productId: string;
}

/**
 * Articles for the project's orders (on sale, each with a product page), found by what their product's documents are (not by
 * position, so a change of the catalogue's seed still gives the same kinds of case): two
 * variants of a product with all four kinds (one document set, two articles), a product with
 * some kinds, one with an English document, one with none, and two for the orders outside the
 * range or cancelled.
 */
function pickArticles(db: DatabaseSync) {
  const rows = db
    .prepare(
      `SELECT v.article_number, v.product_id, p.name,
              (SELECT COUNT(*) FROM variants w WHERE w.product_id = v.product_id AND w.discontinued = 0
                 AND w.variant_slug IS NOT NULL) AS variants
         FROM variants v JOIN products p ON p.id = v.product_id
        WHERE v.discontinued = 0 AND v.variant_slug IS NOT NULL ORDER BY v.product_id, v.article_number`,
    )
    .all() as { article_number: string; product_id: string; name: string; variants: number }[];
  const used = new Set<string>();
  const find = (test: (docs: ReturnType<typeof productDocuments>, variants: number) => boolean): Pick => {
    const row = rows.find(
      (r) => !used.has(r.product_id) && test(productDocuments(r.product_id, r.name), r.variants),
    );
    if (!row) throw new Error('The catalogue has no article for the document project');
    used.add(row.product_id);
    return { articleNumber: row.article_number, productId: row.product_id };
  };
  const full = find((docs, variants) => docs.length === 4 && variants >= 2);
  const second = rows.find((r) => r.product_id === full.productId && r.article_number !== full.articleNumber);
  if (!second) throw new Error('The document project needs a second variant');
  return {
    full,
    fullSibling: { articleNumber: second.article_number, productId: full.productId },
    some: find((docs) => docs.length === 2),
    english: find((docs) => docs.some((d) => d.language === 'en') && docs.length === 3),
    none: find((docs) => docs.length === 0),
    autumn: find((docs) => docs.length >= 1),
    cancelled: find((docs) => docs.length >= 1),
  };
}

/** Inserts one order of the project with the given lines (quantity 10 each). */
export function insertProjectOrder(
  db: DatabaseSync,
  order: {
    id: string;
    userId: string;
    customerId: string;
    projectId: string;
    createdAt: string;
    status: string;
    reference?: string;
  },
  articleNumbers: string[],
): void {
  const price = db.prepare(
    `SELECT v.name, p.net_price FROM variants v JOIN prices p ON p.article_number = v.article_number WHERE v.article_number = ?`,
  );
  const insertLine = db.prepare(
    `INSERT INTO order_lines (order_id, position, article_number, name, quantity, net_price) VALUES (?, ?, ?, ?, ?, ?)`,
  );
  let totalOre = 0;
  const lines = articleNumbers.map((articleNumber) => {
    const row = price.get(articleNumber) as { name: string; net_price: string };
    const ore = Math.round(Number(row.net_price) * 100);
    totalOre += ore * 10;
    return { articleNumber, name: row.name, ore };
  });
  db.prepare(
    `INSERT INTO orders (id, user_id, customer_id, project_id, created_at, status, delivery_id, reference, address_id, warehouse_id,
       requested_delivery_date, delivery_note, total) VALUES (?, ?, ?, ?, ?, ?, 'DBI', ?, NULL, '9000', ?, NULL, ?)`,
  ).run(
    order.id,
    order.userId,
    order.customerId,
    order.projectId,
    order.createdAt,
    order.status,
    order.reference ?? null,
    order.createdAt.slice(0, 10),
    oreToText(totalOre),
  );
  lines.forEach((line, i) => {
    insertLine.run(order.id, i + 1, line.articleNumber, line.name, 10, oreToText(line.ore));
  });
}

/** The project, its members and its four orders, and records that it did. */
export function seedDocumentProject(db: DatabaseSync): void {
  const p = DOCUMENT_PROJECT;
  db.prepare(`INSERT INTO projects (id, customer_id, name) VALUES (?, ?, ?)`).run(p.id, p.customerId, p.name);
  const userId = db.prepare(`SELECT id FROM users WHERE username = ?`);
  for (const username of p.members) {
    const user = userId.get(username) as { id: string } | undefined;
    if (user)
      db.prepare(`INSERT INTO project_members (project_id, user_id) VALUES (?, ?)`).run(p.id, user.id);
  }
  const anna = (userId.get('anna.user') as { id: string }).id;
  const a = pickArticles(db);
  const order = (id: string, createdAt: string, status: string) => ({
    id,
    userId: anna,
    customerId: p.customerId,
    projectId: p.id,
    createdAt,
    status,
    reference: 'Vallastaden',
  });
  // Below the checkout's numbers (5,000,000 and up), so no placed order meets them.
  insertProjectOrder(db, order('4900001', '2025-03-10T08:15:00.000Z', 'DELIVERED'), [
    a.full.articleNumber,
    a.some.articleNumber,
    a.none.articleNumber,
  ]);
  insertProjectOrder(db, order('4900002', '2025-04-22T12:40:00.000Z', 'DELIVERED'), [
    a.fullSibling.articleNumber,
    a.some.articleNumber,
    a.english.articleNumber,
  ]);
  insertProjectOrder(db, order('4900003', '2025-05-05T09:00:00.000Z', 'CANCELLED'), [
    a.cancelled.articleNumber,
  ]);
  insertProjectOrder(db, order('4900004', '2025-09-15T07:30:00.000Z', 'DELIVERED'), [a.autumn.articleNumber]);
  db.prepare(`INSERT OR REPLACE INTO meta (key, value) VALUES ('document-project', '1')`).run();
}
