import {
  ActiveCampaigns,
  AttributeSequence,
  BrandConfigResponse,
  Breadcrumb,
  BreadcrumbSearchResponse,
  LanguageConfig,
  LocationList,
  Menu,
  PriceBrackets,
  SelectedProductGroup,
  StockResponse,
} from '@shop/commerce-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../index.ts';
import { call, expectContract, login, privateSandbox } from '../test-utils.ts';

let sandbox: RunningSandbox;
let anna: string;
let noPrices: string;
beforeAll(async () => {
  sandbox = await privateSandbox();
  anna = (await login(sandbox, 'anna.user')).token;
  noPrices = (await login(sandbox, 'ej.se.priser')).token;
});
afterAll(() => sandbox.stop());

describe('campaigns', () => {
  it('lists active campaigns with a timestamp that stays the same while the set does', async () => {
    const a = expectContract(
      ActiveCampaigns,
      (await call(sandbox, 'GET', '/campaigns/active-campaigns')).body,
    );
    const b = expectContract(
      ActiveCampaigns,
      (await call(sandbox, 'GET', '/campaigns/active-campaigns/customer', { token: anna })).body,
    );
    expect(a.campaigns.length).toBeGreaterThan(0);
    expect(b.timestamp).toBe(a.timestamp);
  });

  it('needs a token for the customer campaigns', async () => {
    expect((await call(sandbox, 'GET', '/campaigns/active-campaigns/customer')).status).toBe(401);
  });

  it('answers a selected product group by id or slug, and 404 for an unknown one', async () => {
    const group = expectContract(
      SelectedProductGroup,
      (await call(sandbox, 'GET', '/selected-product-groups/vinterkampanj-verktyg')).body,
    );
    expect(group.articleNumbers.length).toBeGreaterThan(0);
    expect((await call(sandbox, 'GET', '/selected-product-groups/nope')).status).toBe(404);
  });
});

describe('breadcrumbs, menu, language, attribute sequence', () => {
  it('answers a category breadcrumb with its parents', async () => {
    const crumb = expectContract(
      Breadcrumb,
      (await call(sandbox, 'GET', '/breadcrumbs/infastning/skruv')).body,
    );
    expect(crumb).toMatchObject({ name: 'Skruv', parents: [{ name: 'Infästning', slug: 'infastning' }] });
    expect((await call(sandbox, 'GET', '/breadcrumbs/finns-inte')).status).toBe(404);
  });

  it('searches breadcrumbs and reports the unknown ids', async () => {
    const res = await call(sandbox, 'POST', '/breadcrumbs/search', { body: { breadcrumbs: ['c1', 'x9'] } });
    expect(expectContract(BreadcrumbSearchResponse, res.body)).toMatchObject({
      errors: ['x9'],
      result: [{ id: 'c1' }],
    });
    expect((await call(sandbox, 'POST', '/breadcrumbs/search', { body: { breadcrumbs: 'c1' } })).status).toBe(
      400,
    );
  });

  it('answers the full menu with the eight custom icons, or an assortment menu', async () => {
    const full = expectContract(Menu, (await call(sandbox, 'GET', '/menu')).body);
    expect(full.entries.map((e) => e.icon)).toEqual([
      'fastenings',
      'sprinkler',
      'vvs-industri',
      'verktyg',
      'mark-va',
      'fastighet',
      'kyla',
      'el',
    ]);
    const vvs = expectContract(Menu, (await call(sandbox, 'GET', '/menu?assortment=vvs')).body);
    expect(vvs.entries.map((e) => e.slug)).toEqual(['infastning', 'sprinkler', 'vvs-industri']);
    expect((await call(sandbox, 'GET', '/menu?assortment=okand')).status).toBe(404);
  });

  it('answers the language config and a category attribute sequence', async () => {
    expect(
      expectContract(LanguageConfig, (await call(sandbox, 'GET', '/language-config')).body).defaultLocale,
    ).toBe('sv-SE');
    const sequence = expectContract(
      AttributeSequence,
      (await call(sandbox, 'GET', '/attribute-sequence/infastning/skruv/1')).body,
    );
    expect(sequence.sequence[0]).toBe('Dimension');
  });
});

describe('POST /stock and GET /prices/{id}/brackets', () => {
  it('answers stock per location, -1 where a location has no data', async () => {
    const res = await call(sandbox, 'POST', '/stock', {
      body: { articles: ['1000001', 'OKAND1'], locationIds: ['9000', '1001'] },
    });
    const { stock } = expectContract(StockResponse, res.body);
    expect(stock).toHaveLength(1);
    expect(stock[0]?.locations.map((l) => l.locationId)).toEqual(['9000', '1001']);
    expect(stock[0]?.locations.every((l) => l.quantity >= -1)).toBe(true);
  });

  it('refuses bad stock input', async () => {
    expect((await call(sandbox, 'POST', '/stock', { body: { articles: [] } })).body.field).toBe('articles');
  });

  it('answers bracket prices, and none to a user who may not see prices or discounts', async () => {
    const noDiscounts = (await login(sandbox, 'ej.se.rabatter')).token;
    const withBrackets = await call(sandbox, 'POST', '/search', {
      headers: { 'api-version': '1', 'user-id': 'server' },
      body: { pageSize: 100 },
    });
    expect(withBrackets.status).toBe(200);
    let found = false;
    for (const hit of withBrackets.body.hits) {
      const res = expectContract(
        PriceBrackets,
        (await call(sandbox, 'GET', `/prices/${hit.articleNumber}/brackets`, { token: anna })).body,
      );
      if (res.brackets.length > 0) {
        found = true;
        const hidden = expectContract(
          PriceBrackets,
          (await call(sandbox, 'GET', `/prices/${hit.articleNumber}/brackets`, { token: noPrices })).body,
        );
        expect(hidden.brackets).toEqual([]);
        // Quantity prices are discounts (EJ_SE_RABATTER): none, and the price says there are none.
        const undiscounted = expectContract(
          PriceBrackets,
          (await call(sandbox, 'GET', `/prices/${hit.articleNumber}/brackets`, { token: noDiscounts })).body,
        );
        expect(undiscounted.brackets).toEqual([]);
        const variant = await call(sandbox, 'POST', '/graphql', {
          token: noDiscounts,
          body: {
            query: `{ getVariants(articleNumbers: ["${hit.articleNumber}"]) { price { hasBracketPrices } } }`,
          },
        });
        expect(variant.body.data.getVariants[0].price.hasBracketPrices).toBe(false);
        break;
      }
    }
    expect(found).toBe(true);
    expect((await call(sandbox, 'GET', '/prices/okand/brackets')).status).toBe(404);
  });
});

describe('GET /locations and /api/brand-config', () => {
  it('lists the stores sorted by name, filtered by method and service', async () => {
    const all = expectContract(LocationList, (await call(sandbox, 'GET', '/locations')).body).locations;
    expect(all.length).toBeGreaterThanOrEqual(25);
    expect(all.map((l) => l.name)).toEqual(
      [...all.map((l) => l.name)].sort((a, b) => a.localeCompare(b, 'sv')),
    );
    const express = expectContract(
      LocationList,
      (await call(sandbox, 'GET', '/locations?deliveryMethod=EXB')).body,
    ).locations;
    expect(express.length).toBeLessThan(all.length);
    expect(express.every((l) => l.deliveryMethods.includes('EXB'))).toBe(true);
  });

  it('lists only the stores offering every asked service (§7 services=standard-pickup)', async () => {
    const all = expectContract(LocationList, (await call(sandbox, 'GET', '/locations')).body).locations;
    const ask = async (query: string) =>
      expectContract(LocationList, (await call(sandbox, 'GET', `/locations?${query}`)).body).locations;
    const pickup = await ask('services=standard-pickup');
    expect(pickup.length).toBeGreaterThan(0);
    expect(pickup.every((l) => l.services.includes('standard-pickup') && !l.isCentralStorage)).toBe(true);
    expect(pickup.map((l) => l.id)).toEqual(
      all.filter((l) => l.services.includes('standard-pickup')).map((l) => l.id),
    );
    const both = await ask('services=standard-pickup,express-pickup');
    expect(both.length).toBeGreaterThan(0);
    expect(both.length).toBeLessThan(pickup.length);
    expect(both.every((l) => l.services.includes('express-pickup'))).toBe(true);
    expect(await ask('services=no-such-service')).toEqual([]);
    expect((await call(sandbox, 'GET', `/locations?services=${'x'.repeat(61)}`)).body.field).toBe('services');
  });

  it('puts the nearest store first for a zip code and refuses a malformed one', async () => {
    const near = expectContract(
      LocationList,
      (await call(sandbox, 'GET', '/locations?zipCode=21122')).body,
    ).locations;
    expect(near[0]?.city).toBe('Malmö');
    expect((await call(sandbox, 'GET', '/locations?zipCode=abc')).body.field).toBe('zipCode');
  });

  it('answers one config per brand', async () => {
    const { brands } = expectContract(
      BrandConfigResponse,
      (await call(sandbox, 'GET', '/api/brand-config')).body,
    );
    expect(brands.map((b) => b.id)).toEqual(['bygg', 'kasp', 'konr', 'opti']);
    expect(brands[0]).toMatchObject({
      centralStorageId: '9000',
      extraClosedDays: ['2024-12-23', '2024-12-27'],
    });
  });
});

describe('generated images', () => {
  it('serves a product SVG and 404 for an unknown article', async () => {
    const res = await fetch(`${sandbox.url}/images/variants/1000001.svg`);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(await res.text()).toContain('1000001');
    expect((await fetch(`${sandbox.url}/images/variants/okand.svg`)).status).toBe(404);
  });
});
