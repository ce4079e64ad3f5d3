import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from './app.ts';
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

  it('gives no other site CORS access, with or without credentials', async () => {
    for (const origin of ['https://evil.example', 'http://localhost:4174', 'null']) {
      const res = await fetch(`${sandbox.url}/health`, { headers: { Origin: origin } });
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      const preflight = await fetch(`${sandbox.url}/v2/sessions/`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  it('closes the connection after a 413, so the next request on a kept-alive connection works', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, path: string, body?: Buffer) =>
      new Promise<number>((resolve, reject) => {
        const req = request(`${sandbox.url}${path}`, { method, agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        });
        req.on('error', reject);
        req.end(body);
      });
    try {
      expect(await send('POST', '/v2/sessions/', Buffer.alloc(MAX_BODY_BYTES + 64 * 1024, 'a'))).toBe(413);
      expect(await send('GET', '/health')).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  it('lets the storefront send Idempotency-Key and read Idempotent-Replayed', async () => {
    const preflight = await fetch(`${sandbox.url}/v2/cart/c-1/variants/batch/add`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:4173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type,idempotency-key',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')?.split(',')).toContain('idempotency-key');
    expect(preflight.headers.get('access-control-allow-methods')?.split(',')).toContain('POST');
    const res = await fetch(`${sandbox.url}/health`, { headers: { Origin: 'http://localhost:4173' } });
    expect(res.headers.get('access-control-expose-headers')).toContain('Idempotent-Replayed');
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
