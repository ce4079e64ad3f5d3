import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { SCHEMA } from './schema.ts';
import { seedContent } from './seed/content.ts';
import { seedDeliveries } from './seed/deliveries.ts';
import { seedDocumentProject } from './seed/documents.ts';
import { seedDatabase } from './seed/index.ts';
import { seedOrderReference } from './seed/order-reference.ts';
import { seedOwnNumbers } from './seed/own-numbers.ts';

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
  // Text folded as a Swedish reader compares it, for searches in any case: SQLite's own lower()
  // knows only A-Z, so 'ÅRE' would not find 'åre'.
  db.function('shop_fold', { deterministic: true }, (text) =>
    typeof text === 'string' ? text.toLocaleLowerCase('sv') : text,
  );
  const seeded = db.prepare(`SELECT value FROM meta WHERE key = 'seed'`).get();
  if (!seeded) seedDatabase(db);
  else if (!db.prepare('SELECT 1 FROM cms_items LIMIT 1').get()) {
    // A database seeded before the content service existed gets its content now.
    transaction(db, () => seedContent(db));
  }
  // A database seeded before own article numbers existed gets its seeded ones now.
  if (seeded && !db.prepare(`SELECT 1 FROM meta WHERE key = 'own-numbers'`).get())
    transaction(db, () => seedOwnNumbers(db));
  // And one seeded before the order reference setting existed gets the seeded setting.
  if (seeded && !db.prepare(`SELECT 1 FROM meta WHERE key = 'order-reference'`).get())
    transaction(db, () => seedOrderReference(db));
  // And one seeded before product documents existed gets the documentation project (issue 38).
  if (seeded && !db.prepare(`SELECT 1 FROM meta WHERE key = 'document-project'`).get())
    transaction(db, () => seedDocumentProject(db));
  // And one seeded before deliveries existed gets the seeded consignments and back-orders.
  if (seeded && !db.prepare(`SELECT 1 FROM meta WHERE key = 'deliveries'`).get())
    transaction(db, () => seedDeliveries(db));
  return db;
}

/** Runs `fn` in one write transaction: all of it happens, or none. */
export function transaction<T>(db: DatabaseSync, fn: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  return commitOrRollBack(db, fn);
}

/** Runs `fn` inside the transaction already begun, then commits it, or rolls it back and rethrows. */
function commitOrRollBack<T>(db: DatabaseSync, fn: () => T): T {
  try {
    const result = fn();
    db.exec('COMMIT');
    return result;
  } catch (err) {
    db.exec('ROLLBACK');
    throw err;
  }
}

const isBusy = (error: unknown) =>
  /database is locked|SQLITE_BUSY/i.test(String((error as Error)?.message ?? error));

/**
 * Like `transaction`, but waiting for the write lock without blocking the
 * process: when another process holds it, the attempt yields to the event
 * loop and tries again, so this process keeps serving reads meanwhile.
 * (SQLite's own busy handler would sleep the whole process in 1–100 ms steps.)
 */
export async function transactionAsync<T>(db: DatabaseSync, fn: () => T): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    db.exec('PRAGMA busy_timeout = 0');
    try {
      db.exec('BEGIN IMMEDIATE');
      break;
    } catch (error) {
      if (!isBusy(error) || attempt > 5000) throw error;
      await new Promise((resolve) => (attempt < 20 ? setImmediate(resolve) : setTimeout(resolve, 1)));
    } finally {
      db.exec('PRAGMA busy_timeout = 5000');
    }
  }
  return commitOrRollBack(db, fn);
}
