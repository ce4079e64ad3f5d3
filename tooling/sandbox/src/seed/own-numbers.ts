import type { DatabaseSync } from 'node:sqlite';

/** The customer whose own numbers the seed fills in: anna.user's Nordbygg Entreprenad AB. */
const OWN_NUMBERS_CUSTOMER = '10001';

/**
 * Own article numbers as a contractor's ERP writes them: Nordbygg keeps a running 'NB-' series
 * with a few older numbers of other shapes; Rörlaget (10002) a few 'RL' numbers of its own, none
 * of whose texts is one of Nordbygg's. Fixed, so tests and the paste pad's journey can name them.
 */
const NORDBYGG_NUMBERS = [
  ...Array.from({ length: 25 }, (_, i) => `NB-${1001 + i}`),
  'NB-EL-0042',
  'NB/VVS/118',
  'NB 7731.2',
  'BOD-04',
  'KV.HAMNEN-17',
];
const RORLAGET_NUMBERS = ['RL 5501', 'RL 5502', 'RL-VENT/12', 'RL 5510'];

/** Fills `customer_article_numbers` for 10001 (30 numbers) and 10002 (4), and records that it did. */
export function seedOwnNumbers(db: DatabaseSync): void {
  const articles = (
    db
      .prepare(
        `SELECT article_number FROM variants WHERE variant_slug IS NOT NULL AND discontinued = 0 ORDER BY article_number`,
      )
      .all() as { article_number: string }[]
  ).map((r) => r.article_number);
  const insert = db.prepare(
    `INSERT INTO customer_article_numbers (id, customer_id, own_number, own_key, article_number, note, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const add = (customerId: string, numbers: string[], stride: number, offset: number) => {
    numbers.forEach((ownNumber, i) => {
      const articleNumber = articles[(offset + i * stride) % articles.length];
      if (!articleNumber) return;
      const at = new Date(Date.UTC(2026, 9, 1, 7, i)).toISOString();
      insert.run(
        `own-${customerId}-${String(i + 1).padStart(3, '0')}`,
        customerId,
        ownNumber,
        ownNumber.toLocaleLowerCase('sv'),
        articleNumber,
        i % 7 === 3 ? 'Lagervara i bodarna' : null,
        at,
        at,
      );
    });
  };
  add(OWN_NUMBERS_CUSTOMER, NORDBYGG_NUMBERS, 97, 11);
  add('10002', RORLAGET_NUMBERS, 131, 400);
  db.prepare(`INSERT OR REPLACE INTO meta (key, value) VALUES ('own-numbers', '1')`).run();
}
