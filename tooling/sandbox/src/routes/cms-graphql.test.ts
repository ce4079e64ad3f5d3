import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../index.ts';
import { MISSING_ENTRY_ID } from '../seed/content.ts';
import { call, privateSandbox } from '../test-utils.ts';

let sandbox: RunningSandbox;
const ENDPOINT = '/cms/content/v1/spaces/shop-sandbox/environments/master';
const gql = (
  query: string,
  variables: Record<string, unknown> = {},
  token = 'sandbox-cda-token',
  path = ENDPOINT,
) => call(sandbox, 'POST', path, { token, body: { query, variables } });

beforeAll(async () => {
  sandbox = await privateSandbox();
});
afterAll(() => sandbox.stop());

describe('POST /cms/content/v1/spaces/{space}/environments/{env}', () => {
  it('answers a collection with items, total and sys', async () => {
    const res =
      await gql(`{ frontPageCollection(limit: 1) { total limit skip items { sys { id publishedVersion } name
      hero { title heroDesktop { url width height } } sectionsCollection(limit: 20) { total items { __typename } } } } }`);
    expect(res.status).toBe(200);
    const front = res.body.data.frontPageCollection;
    expect(front.total).toBe(1);
    expect(front.items[0].sys.id).toBe('startsida');
    expect(front.items[0].hero.heroDesktop).toMatchObject({ width: 1920, height: 640 });
    expect(front.items[0].hero.heroDesktop.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/cms\/images\//);
    expect(front.items[0].sectionsCollection.items).toHaveLength(20);
    expect(
      new Set(front.items[0].sectionsCollection.items.map((s: { __typename: string }) => s.__typename)).size,
    ).toBe(8);
  });

  it('filters with where, orders and pages', async () => {
    const res = await gql(
      `query($slugs: [String]) {
      contentPageCollection(where: { slug_in: $slugs, excludeFromSearch: false }, order: [title_DESC]) { total items { slug title } }
    }`,
      { slugs: ['om-oss', 'cookies', 'dranering'] },
    );
    expect(res.body.data.contentPageCollection.items.map((p: { slug: string }) => p.slug)).toEqual([
      'om-oss',
      'dranering',
    ]);
    const retailers = await gql(
      '{ retailerCollection(limit: 100, skip: 100, order: [name_ASC]) { total items { name location { lat lon } } } }',
    );
    expect(retailers.body.data.retailerCollection.total).toBe(160);
    expect(retailers.body.data.retailerCollection.items).toHaveLength(60);
    const or = await gql(
      '{ storeDetailsCollection(where: { OR: [{ storeId: "1001" }, { storeId: "1002" }] }) { total } }',
    );
    expect(or.body.data.storeDetailsCollection.total).toBe(2);
    const nested = await gql(
      '{ storePageCollection(where: { storeDetails: { storeId: "1003" } }) { items { storeId } } }',
    );
    expect(nested.body.data.storePageCollection.items).toEqual([{ storeId: '1003' }]);
    const tagged = await gql(
      '{ contentPageCollection(where: { contentfulMetadata: { tags: { id_contains_some: ["el"] } } }) { items { contentfulMetadata { tags { id name } } } } }',
    );
    expect(tagged.body.data.contentPageCollection.items.length).toBeGreaterThan(0);
    const tooMany = await gql('{ retailerCollection(limit: 1001) { total } }');
    expect(tooMany.body.errors[0].extensions.contentful.code).toBe('COLLECTION_LIMIT');
  });

  it('answers rich text as json with its links resolved', async () => {
    const res = await gql(`{ contentPageCollection(where: { slug: "om-oss" }, limit: 1) { items {
      bodyTextPrimary { json links { entries { inline { __typename sys { id } ... on Button { text url } } block { sys { id } } hyperlink { sys { id } } } assets { block { url } hyperlink { sys { id } } } } }
    } } }`);
    const body = res.body.data.contentPageCollection.items[0].bodyTextPrimary;
    expect(body.json.nodeType).toBe('document');
    expect(body.links.entries.inline.map((e: { sys: { id: string } }) => e.sys.id)).toEqual([
      'button-kontakt',
      'button-farlig',
    ]);
    expect(body.links.entries.block[0].sys.id).toBe('button-bli-kund');
    expect(body.links.entries.hyperlink).toHaveLength(1);
    expect(body.links.assets.hyperlink[0].sys.id).toBe('ikon-info');
    expect(JSON.stringify(body.json)).toContain('javascript:alert');
  });

  it('answers linkedFrom with the listing pages that hold a page', async () => {
    const res = await gql(
      `{ contentPage(id: "page-vatrumsregler") { slug linkedFrom { contentListingPageCollection { items { slug title } } } } }`,
    );
    expect(res.body.data.contentPage.linkedFrom.contentListingPageCollection.items).toEqual([
      { slug: 'inspiration', title: 'Inspiration & guider' },
    ]);
  });

  it('reports a link to a missing entry as UNRESOLVABLE_LINK and still answers the rest', async () => {
    const res = await gql(
      '{ contentPageCollection(where: { slug: "kampanjvillkor" }) { items { title sectionsCollection { items { __typename } } } } }',
    );
    const page = res.body.data.contentPageCollection.items[0];
    expect(page.title).toBe('Villkor för vårens kampanjer');
    expect(page.sectionsCollection.items.at(-1)).toBeNull();
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors[0].extensions.contentful).toMatchObject({
      code: 'UNRESOLVABLE_LINK',
      details: { linkId: MISSING_ENTRY_ID, field: 'sections' },
    });
  });

  it('shows drafts only with preview: true and the preview token', async () => {
    const q =
      'query($preview: Boolean) { contentPageCollection(preview: $preview, where: { slug: "kommande-kampanj" }) { total items { title sys { publishedVersion } } } }';
    expect((await gql(q, { preview: false })).body.data.contentPageCollection.total).toBe(0);
    const denied = await gql(q, { preview: true });
    expect(denied.body.errors[0].extensions.contentful.code).toBe('ACCESS_TOKEN_INVALID');
    const draft = await gql(q, { preview: true }, 'sandbox-cpa-token');
    expect(draft.body.data.contentPageCollection.items[0]).toEqual({
      title: 'Kommande kampanj: Sommarbygge',
      sys: { publishedVersion: null },
    });
    const changed = await gql(
      '{ contentPage(id: "page-om-oss", preview: true) { title } }',
      {},
      'sandbox-cpa-token',
    );
    expect(changed.body.data.contentPage.title).toBe('Om oss (utkast)');
  });

  it('checks token, space and environment', async () => {
    const denied = await gql('{ frontPageCollection { total } }', {}, 'wrong');
    expect(denied.status).toBe(401);
    expect(denied.body.errors[0].extensions.contentful.code).toBe('ACCESS_TOKEN_INVALID');
    const env = await gql(
      '{ frontPageCollection { total } }',
      {},
      'sandbox-cda-token',
      '/cms/content/v1/spaces/shop-sandbox/environments/dev',
    );
    expect(env.status).toBe(404);
    expect(env.body.errors[0].extensions.contentful.code).toBe('UNKNOWN_ENVIRONMENT');
    const space = await gql(
      '{ frontPageCollection { total } }',
      {},
      'sandbox-cda-token',
      '/cms/content/v1/spaces/nope',
    );
    expect(space.body.errors[0].extensions.contentful.code).toBe('UNKNOWN_SPACE');
    const query = await call(
      sandbox,
      'GET',
      `${ENDPOINT}?access_token=sandbox-cda-token&query=${encodeURIComponent('{ logoCollection { total } }')}`,
    );
    expect(query.body.data.logoCollection.total).toBe(1);
  });
});
