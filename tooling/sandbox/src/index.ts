import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { openDatabase } from './db.ts';

export interface SandboxOptions {
  /** 0 picks a free port. */
  port?: number;
  /** A file path, or `:memory:` for a private database. */
  db?: string;
  hostname?: string;
}

export interface RunningSandbox {
  url: string;
  port: number;
  stop(): Promise<void>;
}

export const DEFAULT_SANDBOX_PORT = 4000;
export const DEFAULT_SANDBOX_DB = '.data/sandbox.sqlite';

/**
 * Starts a sandbox and resolves once it answers.
 *
 * @example
 * const sandbox = await startSandbox({ port: 0, db: ':memory:' });
 * await fetch(`${sandbox.url}/health`);
 * await sandbox.stop();
 */
export function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const db = openDatabase(options.db ?? DEFAULT_SANDBOX_DB);
  const app = createApp(db);
  const hostname = options.hostname ?? '127.0.0.1';
  return new Promise((resolve, reject) => {
    const server = serve(
      { fetch: app.fetch, port: options.port ?? DEFAULT_SANDBOX_PORT, hostname },
      (info: AddressInfo) => {
        resolve({
          url: `http://${hostname === '0.0.0.0' ? '127.0.0.1' : hostname}:${info.port}`,
          port: info.port,
          stop: () =>
            new Promise<void>((done, fail) => {
              server.close((err) => {
                db.close();
                if (err) fail(err);
                else done();
              });
            }),
        });
      },
    );
    server.once('error', (err) => {
      db.close();
      reject(err);
    });
  });
}

export { createApp } from './app.ts';
export { SEEDED_PASSWORD, SEEDED_TEMPORARY_PASSWORD } from './seed/accounts.ts';
