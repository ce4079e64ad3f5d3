// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { RenderPage } from './options';
import { createStorefrontServer } from './server';
import { builtClient, SECRET } from './test-server';

const dir = builtClient();

/** A render that waits until `open()` is called for its path, then streams a small page. */
function heldRenders() {
  const gates = new Map<string, () => void>();
  let started = 0;
  const render: RenderPage = async (request) => {
    started++;
    const path = new URL(request.url).pathname;
    await new Promise<void>((resolve) => gates.set(path, resolve));
    return {
      response: new Response(`<!doctype html><html><head></head><body>${path}</body></html>`),
      personal: true,
      session: null,
    };
  };
  return { render, open: (path: string) => gates.get(path)?.(), started: () => started };
}

const tick = (ms = 10) => new Promise((resolve) => setTimeout(resolve, ms));

describe('overload: the render queue and deadline', () => {
  it('runs as many renders as allowed, queues a few, and answers 503 with Retry-After past the queue', async () => {
    const held = heldRenders();
    const app = createStorefrontServer({
      brandId: 'bygg',
      clientDir: dir,
      commerceUrl: 'https://commerce.example.com',
      sessionSecret: SECRET,
      htmlCacheSeconds: 0,
      render: held.render,
      overload: { concurrency: 1, queue: 1, deadlineMs: 5_000, retryAfterSeconds: 3 },
      log: () => {},
    });
    const first = app.request('/a');
    await tick();
    const second = app.request('/b');
    await tick();
    const third = await app.request('/c');
    expect(third.status).toBe(503);
    expect(third.headers.get('retry-after')).toBe('3');
    expect(third.headers.get('cache-control')).toBe('no-store');
    expect(await third.text()).toContain('Försök igen om en stund');
    // Only the first is rendering; the second waits for its slot.
    expect(held.started()).toBe(1);
    held.open('/a');
    expect(await (await first).text()).toContain('/a');
    await tick();
    expect(held.started()).toBe(2);
    held.open('/b');
    expect((await second).status).toBe(200);
    const metrics = await (await app.request('/metrics')).text();
    expect(metrics).toMatch(/shop_page_refused_total\{reason="queue-full",brand="bygg"\} 1/);
  });

  it('answers 503 for a page that misses its deadline, and frees the slot when that render ends', async () => {
    const held = heldRenders();
    const app = createStorefrontServer({
      brandId: 'bygg',
      clientDir: dir,
      commerceUrl: 'https://commerce.example.com',
      sessionSecret: SECRET,
      htmlCacheSeconds: 0,
      render: held.render,
      overload: { concurrency: 1, queue: 4, deadlineMs: 100 },
      log: () => {},
    });
    const slow = await app.request('/slow');
    expect(slow.status).toBe(503);
    expect(slow.headers.get('retry-after')).toBe('2');
    // Waiting behind the late render counts against the deadline too.
    const waiting = await app.request('/waiting');
    expect(waiting.status).toBe(503);
    held.open('/slow');
    await tick();
    const next = app.request('/next');
    await tick();
    held.open('/next');
    expect((await next).status).toBe(200);
  });
});
