import { Variant } from '@shop/commerce-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../index.ts';
import { call, expectContract, login, privateSandbox } from '../test-utils.ts';

let sandbox: RunningSandbox;
let anna: string;
const gql = (query: string, variables: Record<string, unknown> = {}, token = anna) =>
  call(sandbox, 'POST', '/graphql', { token, body: { query, variables } });

const VARIANT_FIELDS = `articleNumber name filterTags variantSlug discontinued stockedAt
  purchaseConstraints { onlyStore mustBeInStockedAt } webSalesUnit { unit conversionFactor conversionUnit } ean
  product { id name slug breadcrumb { parents { name slug } } categoryPaths } brands { name }
  images { assetLabel assetMimeType assetType assetUrl } attributes { attributeName attributeValue }
  warnings { code description signalWord assetUrl detailedDescription } relations { type label articles { articleNumber name variantSlug } }
  price { articleNumber netPrice alloyingPrice discountAmount discounts { amount name percentage type } salesPriceUnit salesPriceIncludingVat vatPercentage salesPrice priceType preCampaignPrice discountPercentage askForPrice hasBracketPrices }
  stock { stockType articleNumber locations { locationId availability availabilityDate availabilityDateISO availableFromDays availableToDays quantity orderMultiple stocked status subAvailabilities { date quantity } } }`;

beforeAll(async () => {
  sandbox = await privateSandbox();
  anna = (await login(sandbox, 'anna.user')).token;
});
afterAll(() => sandbox.stop());

describe('POST /graphql', () => {
  it('answers getVariants with price and stock that match the contract', async () => {
    const res = await gql(
      `query($a: [String!]!) { getVariants(articleNumbers: $a, stockInput: { locationIds: ["9000", "1001"] }) { ${VARIANT_FIELDS} } }`,
      {
        a: ['1000001', '1000002'],
      },
    );
    expect(res.status).toBe(200);
    const variants = res.body.data.getVariants.map((v: unknown) => expectContract(Variant, v));
    expect(variants.map((v: { articleNumber: string }) => v.articleNumber)).toEqual(['1000001', '1000002']);
    expect(variants[0].price.netPrice).toBeGreaterThan(0);
    expect(variants[0].stock.locations.map((l: { locationId: string }) => l.locationId)).toEqual([
      '9000',
      '1001',
    ]);
  });

  it('answers the variant relation with its categories, their breadcrumbs, and its articles with price and stock (§3)', async () => {
    const PRICE =
      'price { articleNumber netPrice alloyingPrice discountAmount discounts { amount name percentage type } salesPriceUnit salesPriceIncludingVat vatPercentage salesPrice priceType preCampaignPrice discountPercentage askForPrice hasBracketPrices }';
    const STOCK =
      'stock { stockType articleNumber locations { locationId availability availabilityDate availabilityDateISO availableFromDays availableToDays quantity orderMultiple stocked status subAvailabilities { date quantity } } }';
    const fields = VARIANT_FIELDS.replace(
      'relations { type label articles { articleNumber name variantSlug } }',
      `relations { type label categories categoryBreadcrumbs { name slug image parents { name slug } } articles { articleNumber name variantSlug ${PRICE} ${STOCK} } }`,
    );
    const ask = async (options: string, token = anna) => {
      const res = await gql(
        `query($a: [String!]!) { getVariants(articleNumbers: $a, stockInput: { locationIds: ["1001"] }${options}) { ${fields} } }`,
        { a: ['1000001'] },
        token,
      );
      expect(res.status).toBe(200);
      const [variant] = res.body.data.getVariants.map((v: unknown) =>
        expectContract(Variant, v),
      ) as Variant[];
      const relation = variant?.relations.find((r) => r.type === 'variant');
      if (!variant || !relation) throw new Error('no variant relation');
      return { variant, relation };
    };
    const { variant, relation } = await ask('');
    expect(relation.articles.length).toBeGreaterThan(0);
    const category = variant.product.breadcrumb.parents.at(-1);
    expect(relation.categoryBreadcrumbs).toEqual([
      {
        name: category?.name,
        slug: category?.slug,
        image: expect.stringMatching(/^\/images\/categories\//),
        parents: variant.product.breadcrumb.parents.slice(0, -1),
      },
    ]);
    expect(relation.categories).toHaveLength(1);
    for (const article of relation.articles) {
      expect(article.price?.articleNumber).toBe(article.articleNumber);
      expect(article.price?.netPrice).toBeGreaterThanOrEqual(0);
      expect(article.stock?.locations.map((l) => l.locationId)).toEqual(['1001']);
    }
    expect(relation.articles.some((a) => (a.price?.netPrice ?? 0) > 0)).toBe(true);
    // skipPrice and skipStock hold for the related articles too.
    const skipped = await ask(', skipPrice: true, skipStock: true');
    expect(skipped.relation.articles.every((a) => a.price === null && a.stock === null)).toBe(true);
    const noPrices = await ask('', (await login(sandbox, 'ej.se.priser')).token);
    expect(noPrices.relation.articles.every((a) => a.price === null && a.stock !== null)).toBe(true);
  });

  it("takes getVariants' useCache and completeOrderPrice, and getCart's, as §7 lists them", async () => {
    const variants = await gql(
      'query v($a: [String!]!, $c: Boolean, $o: Boolean) { getVariants(articleNumbers: $a, useCache: $c, completeOrderPrice: $o) { articleNumber } }',
      { a: ['1000001'], c: true, o: true },
      anna,
    );
    expect(variants.status).toBe(200);
    expect(variants.body.data.getVariants).toEqual([{ articleNumber: '1000001' }]);
    const cart = await gql(
      '{ getCart(stockInput: { locationIds: [] }, useCache: false, completeOrderPrice: false) { cartId } }',
      {},
      anna,
    );
    expect(cart.status).toBe(200);
    expect(typeof cart.body.data.getCart.cartId).toBe('string');
  });

  it('sends no price at all to a user with EJ_SE_PRISER, and no discounts with EJ_SE_RABATTER', async () => {
    const noPrices = (await login(sandbox, 'ej.se.priser')).token;
    const res = await gql(
      '{ getVariants(articleNumbers: ["1000001"]) { articleNumber price { netPrice } } }',
      {},
      noPrices,
    );
    expect(res.body.data.getVariants[0].price).toBeNull();
    const noDiscounts = (await login(sandbox, 'ej.se.rabatter')).token;
    const d = await gql(
      '{ getVariants(articleNumbers: ["1000001"]) { price { discountAmount discounts { amount } } } }',
      {},
      noDiscounts,
    );
    expect(d.body.data.getVariants[0].price).toEqual({ discountAmount: 0, discounts: [] });
    const full = await gql('{ getVariants(articleNumbers: ["1000001"]) { price { discountAmount } } }');
    expect(full.body.data.getVariants[0].price.discountAmount).toBeGreaterThan(0);
  });

  it('answers the cart with variants, the order price and the deliveries in the order', async () => {
    const cart = (await call(sandbox, 'GET', '/v2/cart', { token: anna })).body;
    await call(sandbox, 'POST', `/v2/cart/${cart.cartId}/variants/batch/add`, {
      token: anna,
      body: {
        items: [
          { articleNumber: '1000001', quantity: 2, deliveryId: 'DBI' },
          { articleNumber: '1000002', quantity: 1, deliveryId: 'EXH' },
        ],
      },
    });
    const res = await gql(`{
      getCartWithVariants(completeOrderPrice: true) { cartId orderPrice deliveryIdsInOrder cartItems { articleNumber quantity variant { name price { netPrice } } } }
      getCart(stockInput: { locationIds: ["1001"] }) { cartId }
      activeDeliveryIdsInCart
      getActiveDeliveryIdsInOrder
    }`);
    const data = res.body.data;
    expect(data.getCartWithVariants.cartId).toBe(cart.cartId);
    expect(data.getCart.cartId).toBe(cart.cartId);
    const expected = data.getCartWithVariants.cartItems.reduce(
      (sum: number, i: { quantity: number; variant: { price: { netPrice: number } } }) =>
        sum + Math.round(i.variant.price.netPrice * 100) * i.quantity,
      0,
    );
    expect(data.getCartWithVariants.orderPrice).toBe(expected / 100);
    expect(data.activeDeliveryIdsInCart).toEqual(['DBI', 'EXH']);
    expect(data.getActiveDeliveryIdsInOrder).toEqual(['DBI', 'EXH']);
  });

  it('answers the favourite lists the user may see, paged', async () => {
    const res = await gql(
      '{ getFavoriteLists(limit: 1) { lists { favoriteName totalRows user { fullName } } next } }',
    );
    expect(res.body.data.getFavoriteLists.lists).toHaveLength(1);
    expect(res.body.data.getFavoriteLists.next).toBe(1);
  });

  it('lets a visitor read variants at list price, and nothing else', async () => {
    const open = await call(sandbox, 'POST', '/graphql', {
      body: {
        query:
          'query($a: [String!]!) { getVariants(articleNumbers: $a) { articleNumber price { netPrice discountPercentage } } }',
        variables: { a: ['1000001'] },
      },
    });
    expect(open.status).toBe(200);
    expect(open.body.data.getVariants[0].price.discountPercentage).toBe(0);
    const mixed = await call(sandbox, 'POST', '/graphql', {
      body: { query: '{ getVariants(articleNumbers: ["1000001"]) { name } activeDeliveryIdsInCart }' },
    });
    expect(mixed.status).toBe(401);
  });

  it('needs a token, and reports a bad query as a GraphQL error', async () => {
    expect(
      (await call(sandbox, 'POST', '/graphql', { body: { query: '{ activeDeliveryIdsInCart }' } })).body,
    ).toBe('Invalid token');
    const res = await gql('{ nope }');
    expect(res.body.errors[0].message).toMatch(/nope/);
    const tooMany = await gql('query($a: [String!]!) { getVariants(articleNumbers: $a) { name } }', {
      a: Array.from({ length: 501 }, (_, i) => String(i)),
    });
    expect(tooMany.body.errors).toBeDefined();
  });
});

describe('the gateway cost limit', () => {
  const articles = (n: number) => Array.from({ length: n }, (_, i) => String(1_000_001 + (i % 300)));

  it('refuses 50 aliases of getVariants with 500 articles each at once, with or without a token', async () => {
    const aliases = Array.from(
      { length: 50 },
      (_, i) => `a${i}: getVariants(articleNumbers: $a) { articleNumber name }`,
    ).join(' ');
    const body = { query: `query($a: [String!]!) { ${aliases} }`, variables: { a: articles(500) } };
    for (const token of [anna, undefined]) {
      const started = Date.now();
      const res = await call(sandbox, 'POST', '/graphql', { token, body });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].extensions.code).toBe('QUERY_TOO_COSTLY');
      expect(Date.now() - started).toBeLessThan(1000);
    }
  });

  it('counts the articles of every getVariants in the request, and the nesting of introspection', async () => {
    const two = await gql(
      `query($a: [String!]!) { x: getVariants(articleNumbers: $a) { articleNumber } y: getVariants(articleNumbers: $a) { articleNumber } }`,
      { a: articles(300) },
    );
    expect(two.status).toBe(400);
    const deep = `{ __schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } } } }`;
    expect((await gql(deep)).status).toBe(400);
    const one = await gql('query($a: [String!]!) { getVariants(articleNumbers: $a) { articleNumber } }', {
      a: articles(500),
    });
    expect(one.status).toBe(200);
    expect(one.body.data.getVariants.length).toBeGreaterThan(0);
  });
});
