import type { DatabaseSync } from 'node:sqlite';

/**
 * The customer whose orders need a reference in the seed: Fastighetsservice Syd AB, which
 * bertil.buyeradmin administers (beside Nordbygg, 10001) and punchout.user shops for. No order
 * journey of another customer is touched by it.
 */
export const REFERENCE_REQUIRED_CUSTOMER = '10004';
/** Its pattern: a project number, P, a dash and five digits. */
export const SEEDED_REFERENCE_PATTERN = '^P-\\d{5}$';
export const SEEDED_REFERENCE_HELP = 'Ange projektnumret: P, bindestreck och fem siffror, t.ex. P-12345.';

/** 'Referens krävs' with a pattern and help text for 10004, and records that it did. */
export function seedOrderReference(db: DatabaseSync): void {
  db.prepare(
    `INSERT OR REPLACE INTO customer_order_reference (customer_id, reference_required, reference_pattern, reference_help, updated_at, updated_by)
     VALUES (?, 1, ?, ?, ?, NULL)`,
  ).run(
    REFERENCE_REQUIRED_CUSTOMER,
    SEEDED_REFERENCE_PATTERN,
    SEEDED_REFERENCE_HELP,
    '2026-10-01T07:00:00.000Z',
  );
  db.prepare(`INSERT OR REPLACE INTO meta (key, value) VALUES ('order-reference', '1')`).run();
}
