import { EntitiesByAttributeResponse, SearchResponse } from '@shop/commerce-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../index.ts';
import { call, expectContract, login, privateSandbox } from '../test-utils.ts';

let sandbox: RunningSandbox;
const headers = { 'api-version': '1', 'user-id': 'server' };
const search = async (body: unknown, token?: string) => {
  const res = await call(sandbox, 'POST', '/search', { headers, body, token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return expectContract(SearchResponse, res.body);
};

beforeAll(async () => {
  sandbox = await privateSandbox();
});
afterAll(() => sandbox.stop());

describe('POST /search', () => {
  it("finds Träskruv for 'skruv' (a compound) and rör for 'ror' (no diacritics)", async () => {
    const names: string[] = [];
    for (let page = 1; page <= 5; page++)
      names.push(...(await search({ query: 'skruv', page, pageSize: 100 })).hits.map((h) => h.name));
    expect(names.some((name) => name.startsWith('Träskruv'))).toBe(true);
    expect((await search({ query: 'skruv' })).hits.every((h) => h.categoryPath === 'Infästning/Skruv')).toBe(
      true,
    );
    expect((await search({ query: 'ror' })).hits.some((h) => /rör/i.test(h.name))).toBe(true);
  });

  it('finds an article by EAN and by article number', async () => {
    expect((await search({ query: '7300010000018' })).hits.map((h) => h.articleNumber)).toEqual(['1000001']);
    expect((await search({ query: '1000001' })).hits[0]?.articleNumber).toBe('1000001');
  });

  it('matches every word', async () => {
    const { hits, total } = await search({ query: 'led panel 3000', pageSize: 100 });
    expect(total).toBeGreaterThan(0);
    expect(hits.every((h) => /LED-panel/.test(h.name) && h.name.includes('3000'))).toBe(true);
  });

  it('pages with a stable total', async () => {
    const first = await search({ categorySlug: 'el', page: 1, pageSize: 10 });
    const second = await search({ categorySlug: 'el', page: 2, pageSize: 10 });
    expect(first.total).toBe(second.total);
    expect(first.hits).toHaveLength(10);
    expect(new Set([...first.hits, ...second.hits].map((h) => h.articleNumber)).size).toBe(20);
  });

  it('filters a category by facets, counting each facet over the other filters', async () => {
    const base = await search({ categorySlug: 'infastning/skruv' });
    const brand = base.facets.find((f) => f.name === 'Varumärke');
    expect(base.facets.map((f) => f.name)).toContain('Dimension');
    const essve = brand?.values.find((v) => v.value === 'Essve');
    const filtered = await search({
      categorySlug: 'infastning/skruv',
      filters: { Varumärke: ['Essve'] },
      pageSize: 100,
    });
    expect(filtered.total).toBe(essve?.count);
    expect(filtered.hits.every((h) => h.brand === 'Essve')).toBe(true);
    const brandFacet = filtered.facets.find((f) => f.name === 'Varumärke');
    expect(brandFacet?.values.find((v) => v.value === 'Essve')?.selected).toBe(true);
    expect(brandFacet?.values.length).toBe(brand?.values.length);
  });

  it('sorts by price', async () => {
    const { hits } = await search({ categorySlug: 'verktyg', sort: 'price_asc', pageSize: 50 });
    const prices = hits.map((h) => h.listPrice ?? 0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('sends no prices to a user who may not see them', async () => {
    const token = (await login(sandbox, 'ej.se.priser')).token;
    expect((await search({ query: 'skruv' }, token)).hits.every((h) => h.listPrice === null)).toBe(true);
  });

  it.each(['"', '(', 'AND OR', '*', 'NEAR(', "'; DROP TABLE variants; --", 'ö'.repeat(200)])(
    'never fails on the hostile query %s',
    async (query) => {
      const res = await call(sandbox, 'POST', '/search', { headers, body: { query } });
      expect([200, 400]).toContain(res.status);
    },
  );

  it('requires the api-version and user-id headers', async () => {
    const res = await call(sandbox, 'POST', '/search', {
      headers: { 'api-version': '1' },
      body: { query: 'x' },
    });
    expect(res).toMatchObject({ status: 400, body: { field: 'user-id' } });
  });

  it('refuses a page size over 100', async () => {
    expect((await call(sandbox, 'POST', '/search', { headers, body: { pageSize: 500 } })).body.field).toBe(
      'pageSize',
    );
  });
});

describe('POST /getEntitiesByAttribute', () => {
  it('finds variants by an attribute value', async () => {
    const res = await call(sandbox, 'POST', '/getEntitiesByAttribute', {
      headers,
      body: { attributeName: 'SSG', attributeValues: ['SSG-1000001', 'SSG-1000002'] },
    });
    expect(
      expectContract(EntitiesByAttributeResponse, res.body).entities.map((e) => e.articleNumber),
    ).toEqual(['1000001', '1000002']);
  });

  it('finds a variant by its slug, the way a product page does', async () => {
    const all = await call(sandbox, 'POST', '/getEntitiesByAttribute', {
      headers,
      body: { attributeName: 'SSG', attributeValues: ['SSG-1000001'] },
    });
    const slug = all.body.entities[0].variantSlug;
    const res = await call(sandbox, 'POST', '/getEntitiesByAttribute', {
      headers,
      body: { attributeName: 'variantSlug', attributeValues: [slug, 'finns-inte'] },
    });
    expect(res.body.entities.map((e: { articleNumber: string }) => e.articleNumber)).toEqual(['1000001']);
  });

  it('refuses an empty value list', async () => {
    const res = await call(sandbox, 'POST', '/getEntitiesByAttribute', {
      headers,
      body: { attributeName: 'SSG', attributeValues: [] },
    });
    expect(res.body.field).toBe('attributeValues');
  });
});

describe('POST /createEvents', () => {
  it('stores behaviour events and lists them back, newest first', async () => {
    const body = {
      trackingId: 'V1StGXR8_Z5jdHi6B-myT',
      events: [
        { type: 'click', entity: { type: 'Variant', id: '1000001' } },
        { type: 'addtocart', entity: { type: 'Variant', id: '1000002' }, quantity: 3 },
      ],
    };
    expect((await call(sandbox, 'POST', '/createEvents', { headers, body })).status).toBe(202);
    const { events } = (await call(sandbox, 'GET', '/__sandbox/events')).body;
    expect(events.slice(0, 2).map((e: { type: string; quantity?: number }) => [e.type, e.quantity])).toEqual([
      ['addtocart', 3],
      ['click', undefined],
    ]);
    expect(events[0]).toMatchObject({
      trackingId: 'V1StGXR8_Z5jdHi6B-myT',
      userId: 'server',
      apiVersion: '1',
    });
  });

  it('refuses events without headers or with a bad entity, storing nothing', async () => {
    const before = (await call(sandbox, 'GET', '/__sandbox/events')).body.events.length;
    expect(
      (await call(sandbox, 'POST', '/createEvents', { body: { trackingId: 'x', events: [] } })).status,
    ).toBe(400);
    const bad = await call(sandbox, 'POST', '/createEvents', {
      headers,
      body: { trackingId: 'x', events: [{ type: 'click', entity: { type: 'Product', id: '1' } }] },
    });
    expect(bad.status).toBe(400);
    expect((await call(sandbox, 'GET', '/__sandbox/events')).body.events.length).toBe(before);
  });

  it('refuses a quantity that is not positive and an id or order id longer than 64 characters', async () => {
    const before = (await call(sandbox, 'GET', '/__sandbox/events')).body.events.length;
    const long = 'x'.repeat(200_000);
    for (const event of [
      { type: 'addtocart', entity: { type: 'Variant', id: '1000001' }, quantity: -1 },
      { type: 'addtocart', entity: { type: 'Variant', id: '1000001' }, quantity: 0 },
      { type: 'click', entity: { type: 'Variant', id: long } },
      { type: 'purchase', entity: { type: 'Variant', id: '1000001' }, quantity: 1, orderId: long },
    ]) {
      const res = await call(sandbox, 'POST', '/createEvents', {
        headers,
        body: { trackingId: 'V1StGXR8_Z5jdHi6B-myT', events: [event] },
      });
      expect(res.status).toBe(400);
    }
    expect((await call(sandbox, 'GET', '/__sandbox/events')).body.events.length).toBe(before);
  });
});
