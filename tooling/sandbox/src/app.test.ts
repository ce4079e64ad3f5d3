import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSandbox, startSandbox } from './index.ts';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, db: ':memory:' });
});

afterAll(async () => {
  await sandbox.stop();
});

describe('GET /health', () => {
  it('answers ok with a working database', async () => {
    const res = await fetch(`${sandbox.url}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', service: 'sandbox', database: 'ok' });
  });

  it('allows the storefront origin to call it from a browser', async () => {
    const res = await fetch(`${sandbox.url}/health`, { headers: { Origin: 'http://localhost:4173' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:4173');
  });
});

describe('unknown routes', () => {
  it('answer 404 with a JSON body naming the route', async () => {
    const res = await fetch(`${sandbox.url}/no/such/route`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'not_found', message: 'No route for GET /no/such/route' });
  });
});

describe('startSandbox', () => {
  it('gives each instance its own port and database', async () => {
    const other = await startSandbox({ port: 0, db: ':memory:' });
    try {
      expect(other.port).not.toBe(sandbox.port);
      expect((await fetch(`${other.url}/health`)).ok).toBe(true);
    } finally {
      await other.stop();
    }
  });
});
