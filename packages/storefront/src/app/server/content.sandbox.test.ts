// @vitest-environment node
import { type RunningSandbox, startSandbox } from '@shop/sandbox';
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTENT_PATH } from '../../core';
import { createServerContent } from './content';
import { createContentApp } from './content-app';

// The server's content memory against the sandbox's content service: what it keeps, for how
// long, what it does when the service fails, and what a visitor may read.
let sandbox: RunningSandbox;
let clock = 0;
let cmsRequests = 0;
const reports: Record<string, unknown>[] = [];

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, db: ':memory:' });
});
afterAll(() => sandbox.stop());
beforeEach(async () => {
  clock = 0;
  cmsRequests = 0;
  reports.length = 0;
  await fetch(`${sandbox.url}/__sandbox/faults`, { method: 'DELETE' });
});

const lever = (id: string, body: unknown) =>
  fetch(`${sandbox.url}/__sandbox/cms/entries/${id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const fault = (path: string, more: Record<string, unknown> = { status: 503 }) =>
  fetch(`${sandbox.url}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path, ...more }),
  });

// No retries here: a failing read fails at once (the retries are @shop/cms's, tested there).
function content(options: { cacheSeconds: number; stage?: boolean; renderTimeoutMs?: number }) {
  return createServerContent({
    service: {
      url: `${sandbox.url}/cms`,
      space: 'shop-sandbox',
      accessToken: 'sandbox-cda-token',
      previewAccessToken: 'sandbox-cpa-token',
    },
    stage: options.stage ?? false,
    cacheSeconds: options.cacheSeconds,
    retryLimit: 0,
    renderTimeoutMs: options.renderTimeoutMs,
    now: () => clock,
    report: (_error, context) => reports.push(context),
    fetch: (input, init) => {
      cmsRequests++;
      return fetch(input, init);
    },
  });
}

describe('createServerContent', () => {
  it('keeps a read for the cache time, then answers it once more while reading it again', async () => {
    const server = content({ cacheSeconds: 60 });
    const published = server.source(false);
    expect((await published.page('jobba-hos-oss')).title).toBe('Jobba hos oss');
    const after = cmsRequests;
    await published.page('jobba-hos-oss');
    expect(cmsRequests).toBe(after);

    await lever('page-jobba-hos-oss', { fields: { title: 'Jobba hos oss nu' }, publish: true });
    clock = 59_000;
    expect((await published.page('jobba-hos-oss')).title).toBe('Jobba hos oss');
    clock = 61_000;
    // Expired: the kept page still answers, and the new one is read behind it.
    expect((await published.page('jobba-hos-oss')).title).toBe('Jobba hos oss');
    await expect.poll(async () => (await published.page('jobba-hos-oss')).title).toBe('Jobba hos oss nu');
    await lever('page-jobba-hos-oss', { fields: { title: 'Jobba hos oss' }, publish: true });
  });

  it('keeps the last good frame part when reading it again fails', async () => {
    const server = content({ cacheSeconds: 60 });
    const published = server.source(false);
    expect((await published.chrome()).header?.links.length).toBeGreaterThan(0);
    clock = 61_000;
    await fault('/cms/*');
    // Expired and failing: the good header is still answered, also after the new read failed.
    expect((await published.chrome()).header?.links.length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await published.chrome()).header?.links.length).toBeGreaterThan(0);
  });

  it('shows the built-in frame when a part never came, and reads it again once the service is back', async () => {
    const server = content({ cacheSeconds: 60 });
    const published = server.source(false);
    await fault('/cms/*');
    const down = await published.chrome();
    expect(down.header).toBeNull();
    expect(reports.some((r) => (r.tags as { source?: string })?.source === 'cms')).toBe(true);
    // The failure is remembered a few seconds (no page waits for the retries again), not a minute.
    const during = cmsRequests;
    await published.chrome();
    expect(cmsRequests).toBe(during);
    await fetch(`${sandbox.url}/__sandbox/faults`, { method: 'DELETE' });
    clock = 11_000;
    expect((await published.chrome()).header?.links.length).toBeGreaterThan(0);
  });

  it('does not hold a page longer than the render timeout; the late answer is kept for the next page', async () => {
    const server = content({ cacheSeconds: 60, renderTimeoutMs: 300 });
    const published = server.source(false);
    await fault('/cms/*', { delayMs: 1_000 });
    const started = Date.now();
    expect((await published.chrome()).header).toBeNull();
    expect(Date.now() - started).toBeLessThan(900);
    await expect(published.page('jobba-hos-oss')).rejects.toMatchObject({ status: 504 });
    await fetch(`${sandbox.url}/__sandbox/faults`, { method: 'DELETE' });
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect((await published.chrome()).header?.links.length).toBeGreaterThan(0);
  });

  it('answers a page for signed-in customers only to a session, and previews only on stage', async () => {
    const production = content({ cacheSeconds: 0 });
    const app = new Hono();
    let signedIn = false;
    app.route(
      CONTENT_PATH,
      createContentApp(production, async () => signedIn),
    );
    expect((await app.request('/_content/page?slug=projektpriser')).status).toBe(401);
    signedIn = true;
    expect((await app.request('/_content/page?slug=projektpriser')).status).toBe(200);
    expect((await app.request('/_content/page?slug=finns-inte')).status).toBe(404);
    expect((await app.request('/_content/nothing')).status).toBe(404);

    // Production ignores ?preview=1; stage shows the draft.
    const draft = await app.request('/_content/page?slug=om-oss&preview=1');
    expect(((await draft.json()) as { title: string }).title).toBe('Om oss');
    const stage = content({ cacheSeconds: 0, stage: true });
    const stageApp = new Hono();
    stageApp.route(
      CONTENT_PATH,
      createContentApp(stage, async () => false),
    );
    const preview = await stageApp.request('/_content/page?slug=om-oss&preview=1');
    expect(((await preview.json()) as { title: string }).title).toBe('Om oss (utkast)');
    expect(preview.headers.get('cache-control')).toBe('no-store');
  });

  it("leaves a page for signed-in customers out of a visitor's listing and page search, not a session's", async () => {
    // One memory for both: the visitor's read must not hide the page from the session, or the reverse.
    const server = content({ cacheSeconds: 60 });
    const app = new Hono();
    let signedIn = false;
    app.route(
      CONTENT_PATH,
      createContentApp(server, async () => signedIn),
    );
    type Listing = { items: { slug: string }[]; total: number };
    const listing = async () =>
      (await (await app.request('/_content/listing?slug=inspiration')).json()) as Listing;
    const search = async () =>
      ((await (await app.request('/_content/search?q=projektpriser')).json()) as { slug: string }[]).map(
        (r) => r.slug,
      );
    const visitor = await listing();
    expect(visitor.items.map((i) => i.slug)).not.toContain('projektpriser');
    // The browser must not answer a signed-in reader from a visitor's answer, or the reverse.
    const answer = await app.request('/_content/search?q=projektpriser');
    expect(answer.headers.get('cache-control')).toBe('private, no-cache');
    expect(answer.headers.get('vary')).toBe('Cookie');
    expect(await search()).toEqual([]);
    signedIn = true;
    const customer = await listing();
    expect(customer.items.map((i) => i.slug)).toContain('projektpriser');
    expect(customer.total).toBe(visitor.total + 1);
    expect(await search()).toEqual(['projektpriser']);
    // The server's own render reads the same way.
    expect((await server.source(false).listing('inspiration')).items.map((i) => i.slug)).not.toContain(
      'projektpriser',
    );
    expect((await server.source(false, true).listing('inspiration')).items.map((i) => i.slug)).toContain(
      'projektpriser',
    );
  });
});
