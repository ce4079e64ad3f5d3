import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { start } from '@shop/config/process';
import { describe, expect, it } from 'vitest';

describe('the sandbox command', () => {
  it('runs several processes on one database file that share every write', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-cli-'));
    // Ended after 30 s whatever happens, so a test that times out cannot leave it running.
    const server = start(process.execPath, ['src/cli.ts'], {
      cwd: new URL('..', import.meta.url).pathname,
      env: { ...process.env, SANDBOX_PORT: '0', SANDBOX_DB: join(dir, 'db.sqlite'), SANDBOX_WORKERS: '2' },
      timeoutMs: 30_000,
    });
    try {
      await expect
        .poll(() => server.output(), { timeout: 15_000, message: 'the sandbox says where it listens' })
        .toMatch(/http:\/\/[\d.]+:\d+/);
      const line = server.output();
      expect(line).toContain('2 processes');
      const url = /http:\/\/[\d.]+:\d+/.exec(line)?.[0] ?? '';
      const login = await (
        await fetch(`${url}/v2/sessions/`, {
          method: 'POST',
          body: JSON.stringify({ username: 'anna.user', password: 'Sandbox-2026' }),
        })
      ).json();
      const auth = { authorization: `Bearer ${login.token}`, 'content-type': 'application/json' };
      const cart = await (await fetch(`${url}/v2/cart`, { headers: auth })).json();
      // Enough concurrent writes that both processes take some; none may be lost.
      const articles = Array.from({ length: 12 }, (_, i) => String(1000001 + i));
      await Promise.all(
        articles.map((articleNumber) =>
          fetch(`${url}/v2/cart/${cart.cartId}/variants/batch/add`, {
            method: 'POST',
            headers: auth,
            body: JSON.stringify({ items: [{ articleNumber, quantity: 1, deliveryId: 'DBI' }] }),
          }),
        ),
      );
      const reads = await Promise.all(
        Array.from(
          { length: 4 },
          async () =>
            (await (await fetch(`${url}/v2/cart/${cart.cartId}`, { headers: auth })).json()).cartItems.length,
        ),
      );
      expect(reads).toEqual([12, 12, 12, 12]);
    } finally {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
