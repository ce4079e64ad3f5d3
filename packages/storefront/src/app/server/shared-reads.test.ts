import { describe, expect, it } from 'vitest';
import { createSharedReads, isSharedRead } from './shared-reads';

const ORIGIN = 'http://services.test';

/** A stand-in for the services: answers each call with who asked and how many calls it has had. */
function services() {
  const calls: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    // A Request-like object of another class is read by its fields, as undici reads it.
    const request =
      typeof input === 'object' && !(input instanceof Request) && 'url' in input
        ? new Request(String(input.url), { method: (input as unknown as Request).method, ...init })
        : new Request(input, init);
    const url = new URL(request.url);
    calls.push(`${request.method} ${url.pathname}${url.search}`);
    const who = request.headers.get('authorization') ?? 'visitor';
    if (url.pathname === '/missing') return new Response('{"error":"no"}', { status: 404 });
    return Response.json({ path: url.pathname + url.search, who, call: calls.length });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

const asCustomer = (token: string): RequestInit => ({ headers: { authorization: `Bearer ${token}` } });

describe('shared reads', () => {
  it('answers a read every customer gets alike from one call, for every customer', async () => {
    const upstream = services();
    const lookups: string[] = [];
    const shared = createSharedReads({ fetch: upstream.fetch, onLookup: (r) => lookups.push(r) });
    const first = await (await shared(`${ORIGIN}/menu?assortment=bygg`, asCustomer('anna'))).json();
    const second = await (
      await shared(new Request(`${ORIGIN}/menu?assortment=bygg`, asCustomer('bertil')))
    ).json();
    expect(second).toEqual(first);
    expect(upstream.calls).toEqual(['GET /menu?assortment=bygg']);
    expect(lookups).toEqual(['miss', 'hit']);
    // Another assortment is another answer.
    await shared(`${ORIGIN}/menu?assortment=el`, asCustomer('anna'));
    expect(upstream.calls).toHaveLength(2);
  });

  it('never keeps what is personal: a second customer gets their own answer, never the first one’s', async () => {
    const upstream = services();
    const shared = createSharedReads({ fetch: upstream.fetch });
    for (const path of [
      '/cart',
      '/v2/customers',
      '/users/u1',
      '/prices/1000001/brackets',
      '/campaigns/active-campaigns/customer',
      '/customers/10001/assortment',
    ]) {
      const anna = await (await shared(`${ORIGIN}${path}`, asCustomer('anna'))).json();
      const bertil = await (await shared(`${ORIGIN}${path}`, asCustomer('bertil'))).json();
      expect(anna.who).toBe('Bearer anna');
      expect(bertil.who).toBe('Bearer bertil');
    }
    // A POST (search, stock, the variant's prices) is never kept either, shared path or not.
    const post = { method: 'POST', body: '{}', headers: { authorization: 'Bearer anna' } };
    await shared(`${ORIGIN}/search`, post);
    await shared(`${ORIGIN}/search`, post);
    expect(upstream.calls.filter((call) => call === 'POST /search')).toHaveLength(2);
    expect(shared.size()).toBe(0);
    expect(isSharedRead('POST', new URL(`${ORIGIN}/menu`))).toBe(false);
  });

  it('shares an article’s product documents, but never a project’s documentation pack', async () => {
    const upstream = services();
    const shared = createSharedReads({ fetch: upstream.fetch });
    const anna = await (await shared(`${ORIGIN}/v2/articles/1000250/documents`, asCustomer('anna'))).json();
    const visitor = await (await shared(`${ORIGIN}/v2/articles/1000250/documents`)).json();
    expect(visitor).toEqual(anna);
    expect(upstream.calls).toEqual(['GET /v2/articles/1000250/documents']);
    // A project's pack is the customer's own (their orders): asked for by each, every time.
    await shared(`${ORIGIN}/v2/projects/P1/documents`, asCustomer('anna'));
    const bertil = await (await shared(`${ORIGIN}/v2/projects/P1/documents`, asCustomer('bertil'))).json();
    expect(bertil.who).toBe('Bearer bertil');
    expect(isSharedRead('GET', new URL(`${ORIGIN}/v2/articles/1000250/documents/extra`))).toBe(false);
  });

  it('keeps an answer for its time only, and only a 200', async () => {
    const upstream = services();
    const shared = createSharedReads({ fetch: upstream.fetch, ttlMs: 30 });
    await shared(`${ORIGIN}/locations`);
    await shared(`${ORIGIN}/locations`);
    expect(upstream.calls).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 60));
    const later = await (await shared(`${ORIGIN}/locations`)).json();
    expect(later.call).toBe(2);
    const refused = createSharedReads({ fetch: upstream.fetch });
    expect((await refused(`${ORIGIN}/missing`)).status).toBe(404);
    expect(refused.size()).toBe(0);
  });

  it('is bounded: the least recently used answer goes first', async () => {
    const upstream = services();
    const shared = createSharedReads({ fetch: upstream.fetch, maxEntries: 2 });
    for (const id of ['a', 'b', 'c']) await shared(`${ORIGIN}/breadcrumbs/${id}`);
    expect(shared.size()).toBe(2);
    await shared(`${ORIGIN}/breadcrumbs/a`);
    expect(upstream.calls).toHaveLength(4);
  });

  it('makes one call for renders that ask at once', async () => {
    const upstream = services();
    const lookups: string[] = [];
    const shared = createSharedReads({ fetch: upstream.fetch, onLookup: (r) => lookups.push(r) });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => shared(`${ORIGIN}/attribute-sequence/skruv/1`).then((r) => r.json())),
    );
    expect(upstream.calls).toHaveLength(1);
    expect(new Set(answers.map((a) => a.call))).toEqual(new Set([1]));
    expect(lookups).toEqual(['miss', 'shared', 'shared', 'shared', 'shared']);
  });

  it('takes a request of another Request class (Hono’s global one on the server, a retry’s clone)', async () => {
    const upstream = services();
    const shared = createSharedReads({ fetch: upstream.fetch });
    // Request-like, but not `instanceof Request` here: what ky's retry hands over on the server.
    const foreign = (url: string, method = 'GET') =>
      ({ url, method, headers: new Headers(), signal: undefined }) as unknown as Request;
    await shared(foreign(`${ORIGIN}/menu`));
    await shared(foreign(`${ORIGIN}/menu`));
    expect(upstream.calls).toEqual(['GET /menu']);
  });

  it('keeps only the services’ own origin when told it', async () => {
    const upstream = services();
    const shared = createSharedReads({ fetch: upstream.fetch, origin: ORIGIN });
    await shared('http://elsewhere.test/menu');
    await shared('http://elsewhere.test/menu');
    expect(upstream.calls).toHaveLength(2);
  });
});
