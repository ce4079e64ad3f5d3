import { describe, expect, it } from 'vitest';
import { createCommerceClient } from '../client';
import type { Variant } from '../contract';
import { memoryTokenStore } from '../tokens';
import { fakeJwt, fakeServer, send } from './fake-server';

const token = fakeJwt({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 900, ver: 2 });
const signedIn = () => memoryTokenStore({ token, refreshToken: 'r', customerId: 'c1' });

const price = (articleNumber: string, netPrice: number) => ({
  articleNumber,
  netPrice,
  alloyingPrice: 0,
  discountAmount: 0,
  discounts: [],
  salesPriceUnit: 'st',
  salesPriceIncludingVat: netPrice * 1.25,
  vatPercentage: 25,
  salesPrice: netPrice,
  priceType: 'NET',
  preCampaignPrice: null,
  discountPercentage: 0,
  askForPrice: false,
  hasBracketPrices: false,
});
const stock = (articleNumber: string, quantity: number) => ({
  stockType: 'LAG',
  articleNumber,
  locations: [
    {
      locationId: '1001',
      availability: quantity > 0 ? 'IN_STOCK' : 'OUT_OF_STOCK',
      availabilityDate: null,
      availabilityDateISO: null,
      availableFromDays: 1,
      availableToDays: 2,
      quantity,
      orderMultiple: 1,
      stocked: true,
      status: 'ok',
      subAvailabilities: [],
    },
  ],
});
const parents = [
  { name: 'Fästelement', slug: 'fastelement' },
  { name: 'Skruv', slug: 'fastelement/skruv' },
];
const VARIANT: Variant = {
  articleNumber: '1000001',
  name: 'Träskruv 4,0x40',
  filterTags: [],
  variantSlug: 'traskruv-4-0x40',
  discontinued: false,
  stockedAt: ['1001'],
  purchaseConstraints: { onlyStore: false, mustBeInStockedAt: null },
  webSalesUnit: { unit: 'st', conversionFactor: 1, conversionUnit: 'st' },
  ean: '7310000000017',
  product: {
    id: 'p1',
    name: 'Träskruv',
    slug: 'traskruv',
    breadcrumb: { parents },
    categoryPaths: ['Fästelement/Skruv'],
  },
  brands: [{ name: 'Essve' }],
  images: [],
  attributes: [],
  warnings: [],
  relations: [
    {
      type: 'ersattningsartikel',
      label: 'Ersättningsartikel',
      categories: null,
      categoryBreadcrumbs: null,
      articles: [
        {
          articleNumber: '1000009',
          name: 'Träskruv ny',
          variantSlug: 'traskruv-ny',
          price: null,
          stock: null,
        },
      ],
    },
    {
      type: 'variant',
      label: 'Andra varianter',
      categories: ['c1-1'],
      categoryBreadcrumbs: [
        {
          name: 'Skruv',
          slug: 'fastelement/skruv',
          image: '/images/categories/fastelement.svg',
          parents: parents.slice(0, 1),
        },
      ],
      articles: [
        {
          articleNumber: '1000002',
          name: 'Träskruv 4,0x50',
          variantSlug: 'traskruv-4-0x50',
          price: price('1000002', 1.5),
          stock: stock('1000002', 200),
        },
      ],
    },
  ],
  price: price('1000001', 1.25),
  stock: stock('1000001', 500),
} as Variant;

describe('gateway.variants: the variant relation (§3)', () => {
  it("asks for the relations' categories and breadcrumbs and the related articles' price and stock, and keeps them", async () => {
    const server = await fakeServer((_req, res) => send(res, 200, { data: { getVariants: [VARIANT] } }));
    const client = createCommerceClient({ commerceUrl: server.url, tokenStore: signedIn() });
    const [variant] = await client.gateway.variants(['1000001'], { locationIds: ['1001'] });
    expect(variant).toEqual(VARIANT);
    const query = (JSON.parse(server.requests[0]?.body ?? '{}') as { query: string }).query.replace(
      /\s+/g,
      ' ',
    );
    const relations = query.slice(query.indexOf('relations {'));
    expect(relations).toMatch(
      /relations \{ type label categories categoryBreadcrumbs \{ name slug image parents \{ name slug \} \}/,
    );
    expect(relations).toMatch(/articles \{ articleNumber name variantSlug price \{ articleNumber netPrice/);
    expect(relations.slice(relations.indexOf('articles {'))).toMatch(
      /stock \{ stockType articleNumber locations/,
    );
    await server.close();
  });

  it('refuses a variant relation whose related article has a malformed price', async () => {
    const broken = structuredClone(VARIANT) as unknown as { relations: { articles: { price: unknown }[] }[] };
    const article = broken.relations[1]?.articles[0];
    if (article) article.price = { netPrice: 'gratis' };
    const server = await fakeServer((_req, res) => send(res, 200, { data: { getVariants: [broken] } }));
    const client = createCommerceClient({ commerceUrl: server.url, tokenStore: signedIn() });
    await expect(client.gateway.variants(['1000001'])).rejects.toThrow(/Unexpected response from gateway/);
    await server.close();
  });

  it('gateway.listingVariants asks for no relations, and the same options as variants', async () => {
    const { relations: _relations, ...card } = VARIANT;
    const server = await fakeServer((_req, res) => send(res, 200, { data: { getVariants: [card] } }));
    const client = createCommerceClient({ commerceUrl: server.url, tokenStore: signedIn() });
    const [variant] = await client.gateway.listingVariants(['1000001'], {
      locationIds: ['1001'],
      useCache: true,
    });
    expect(variant).toEqual(card);
    const body = JSON.parse(server.requests[0]?.body ?? '{}') as { query: string; variables: object };
    const query = body.query.replace(/\s+/g, ' ');
    expect(query).toMatch(/getVariants\(/);
    expect(query).not.toMatch(/relations/);
    expect(query).toMatch(/stock \{ stockType/);
    expect(body.variables).toMatchObject({
      articleNumbers: ['1000001'],
      stockInput: { locationIds: ['1001'] },
      useCache: true,
    });
    await server.close();
  });

  it("leaves the cart lines' relations without them (a cart of 200 lines stays small)", async () => {
    const server = await fakeServer((_req, res) =>
      send(res, 200, {
        data: {
          getCartWithVariants: {
            cartId: 'c',
            status: 'ACTIVE',
            orderPrice: null,
            deliveryIdsInOrder: [],
            deliveries: [],
            cartItems: [],
          },
        },
      }),
    );
    const client = createCommerceClient({ commerceUrl: server.url, tokenStore: signedIn() });
    await client.gateway.cartWithVariants();
    const query = (JSON.parse(server.requests[0]?.body ?? '{}') as { query: string }).query.replace(
      /\s+/g,
      ' ',
    );
    expect(query).toContain('relations { type label articles { articleNumber name variantSlug } }');
    expect(query).not.toContain('categoryBreadcrumbs');
    await server.close();
  });
});
