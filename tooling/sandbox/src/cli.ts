import cluster from 'node:cluster';
import { parseArgs } from 'node:util';
import { openDatabase } from './db.ts';
import { DEFAULT_SANDBOX_DB, DEFAULT_SANDBOX_PORT, startSandbox } from './index.ts';

const { values } = parseArgs({ options: { reset: { type: 'boolean', default: false } } });
const port = Number(process.env.SANDBOX_PORT ?? DEFAULT_SANDBOX_PORT);
const db = process.env.SANDBOX_DB ?? DEFAULT_SANDBOX_DB;
// Several processes share one database file (SQLite WAL) and one port, like
// instances of a real service behind a balancer. A private :memory: database
// cannot be shared, so it always runs in one process.
const workers = db === ':memory:' ? 1 : Math.max(1, Number(process.env.SANDBOX_WORKERS ?? 1) || 1);
const started = performance.now();

if (cluster.isPrimary) {
  if (values.reset && db !== ':memory:') {
    const { rmSync } = await import('node:fs');
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${db}${suffix}`, { force: true });
  }
}

if (workers > 1 && cluster.isPrimary) {
  // Create and seed the database once, before the workers open it.
  openDatabase(db).close();
  let ready = 0;
  cluster.on('message', (_worker, message: { url?: string }) => {
    if (message.url && ++ready === workers) {
      console.log(
        `[sandbox] ${message.url} (database ${db}, ${workers} processes) ready in ${Math.round(performance.now() - started)} ms`,
      );
    }
  });
  for (let i = 0; i < workers; i++) cluster.fork();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
      setTimeout(() => process.exit(0), 2500).unref();
    });
  }
  cluster.on('exit', () => {
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  });
} else {
  const sandbox = await startSandbox({ port, db });
  if (cluster.isWorker) process.send?.({ url: sandbox.url });
  else
    console.log(
      `[sandbox] ${sandbox.url} (database ${db}) ready in ${Math.round(performance.now() - started)} ms`,
    );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      setTimeout(() => process.exit(0), 2000).unref();
      void sandbox.stop().finally(() => process.exit(0));
    });
  }
}
