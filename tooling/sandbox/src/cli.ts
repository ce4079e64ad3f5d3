import { parseArgs } from 'node:util';
import { DEFAULT_SANDBOX_DB, DEFAULT_SANDBOX_PORT, startSandbox } from './index.ts';

const { values } = parseArgs({ options: { reset: { type: 'boolean', default: false } } });
const port = Number(process.env.SANDBOX_PORT ?? DEFAULT_SANDBOX_PORT);
const db = process.env.SANDBOX_DB ?? DEFAULT_SANDBOX_DB;

if (values.reset && db !== ':memory:') {
  const { rmSync } = await import('node:fs');
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${db}${suffix}`, { force: true });
}

const started = performance.now();
const sandbox = await startSandbox({ port, db });
console.log(
  `[sandbox] ${sandbox.url} (database ${db}) ready in ${Math.round(performance.now() - started)} ms`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    setTimeout(() => process.exit(0), 2000).unref();
    void sandbox.stop().finally(() => process.exit(0));
  });
}
