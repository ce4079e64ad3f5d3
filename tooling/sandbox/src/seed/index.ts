import type { DatabaseSync } from 'node:sqlite';
import { type SeededAccount, seedAccounts } from './accounts.ts';
import { CENTRAL_STORAGE_ID, seedCatalogue, seedStores } from './catalogue.ts';
import { seedContent } from './content.ts';
import { seedDeliveries } from './deliveries.ts';
import { seedDocumentProject } from './documents.ts';
import { seedOrderReference } from './order-reference.ts';
import { seedOwnNumbers } from './own-numbers.ts';
import { createRandom } from './random.ts';

const SEED = 20261122;

const BRANDS: [id: string, name: string, defaultStore: string, closed: string[]][] = [
  ['bygg', 'Bygghandeln', '1001', ['2024-12-23', '2024-12-27']],
  ['konr', 'Konrads Rör', '1010', []],
  ['kasp', 'Kaspers El', '1015', []],
  ['opti', 'Optima Fastighet', '1004', []],
];

/** Fills an empty database with the deterministic seed: same seed, same rows. */
export function seedDatabase(db: DatabaseSync, seed = SEED): SeededAccount[] {
  const rng = createRandom(seed);
  db.exec('BEGIN');
  try {
    const insertBrand = db.prepare(
      `INSERT INTO brands (id, name, default_store_id, central_storage_id, limited_delivery_option, punchout_delivery_option, extra_closed_days)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const [id, name, store, closed] of BRANDS) {
      insertBrand.run(id, name, store, CENTRAL_STORAGE_ID, 'DBI', 'DBI', JSON.stringify(closed));
    }
    const storeIds = seedStores(db);
    const catalogue = seedCatalogue(db, rng, storeIds);
    const accounts = seedAccounts(db, rng, catalogue.articleNumbers, storeIds);
    seedContent(db);
    seedOwnNumbers(db);
    seedOrderReference(db);
    seedDocumentProject(db);
    seedDeliveries(db);
    db.prepare(`INSERT OR REPLACE INTO meta (key, value) VALUES ('seed', ?)`).run(String(seed));
    db.prepare(`INSERT OR REPLACE INTO meta (key, value) VALUES ('accounts', ?)`).run(
      JSON.stringify(accounts),
    );
    db.exec('COMMIT');
    return accounts;
  } catch (err) {
    db.exec('ROLLBACK');
    throw err;
  }
}
