import type { DatabaseSync } from 'node:sqlite';
import { seedDatabase } from './index.ts';

/** Empties every table and seeds again: the database is as on first start. */
export function resetDatabase(db: DatabaseSync): void {
  const tables = db
    .prepare(
      `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
       AND name NOT LIKE 'search_words_%' AND name NOT LIKE 'search_trigrams_%'`,
    )
    .all() as { name: string }[];
  db.exec('PRAGMA foreign_keys = OFF');
  db.exec('BEGIN');
  try {
    for (const { name } of tables) db.exec(`DELETE FROM "${name}"`);
    db.exec('COMMIT');
  } catch (err) {
    db.exec('ROLLBACK');
    throw err;
  } finally {
    db.exec('PRAGMA foreign_keys = ON');
  }
  seedDatabase(db);
}
