import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { SCHEMA } from './schema.ts';
import { seedDatabase } from './seed/index.ts';

/**
 * Opens (and creates) the sandbox database, seeding it on first use.
 * `:memory:` gives a private, throw-away database for a test.
 */
export function openDatabase(file: string): DatabaseSync {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new DatabaseSync(file);
  db.exec(
    'PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000; PRAGMA synchronous = NORMAL;',
  );
  db.exec(SCHEMA);
  const seeded = db.prepare(`SELECT value FROM meta WHERE key = 'seed'`).get();
  if (!seeded) seedDatabase(db);
  return db;
}

/** Runs `fn` in one write transaction: all of it happens, or none. */
export function transaction<T>(db: DatabaseSync, fn: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = fn();
    db.exec('COMMIT');
    return result;
  } catch (err) {
    db.exec('ROLLBACK');
    throw err;
  }
}
