import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRONT_PAGE_SECTION_TYPES, PAGE_SECTION_TYPES } from '../cms/model.ts';
import type { RunningSandbox } from '../index.ts';
import { MISSING_ENTRY_ID } from '../seed/content.ts';
import { call, privateSandbox } from '../test-utils.ts';

let sandbox: RunningSandbox;
const CDA = 'sandbox-cda-token';
const CPA = 'sandbox-cpa-token';
const ENV = '/cms/spaces/shop-sandbox/environments/master';
const get = (path: string, token = CDA) => call(sandbox, 'GET', `${ENV}${path}`, { token });

beforeAll(async () => {
  sandbox = await privateSandbox();
});
afterAll(() => sandbox.stop());

describe('access', () => {
  it('needs a known token, as a bearer header or as access_token', async () => {
    const none = await call(sandbox, 'GET', `${ENV}/entries`);
    expect(none.status).toBe(401);
    expect(none.body.sys).toEqual({ type: 'Error', id: 'AccessTokenInvalid' });
    expect((await get('/entries', 'wrong')).status).toBe(401);
    const query = await call(sandbox, 'GET', `${ENV}/entries?limit=1&access_token=${CDA}`);
    expect(query.status).toBe(200);
  });

  it('answers 404 for another space or environment', async () => {
    const space = await call(sandbox, 'GET', '/cms/spaces/other/environments/master/entries', { token: CDA });
    expect(space.status).toBe(404);
    expect(space.body.details).toMatchObject({ type: 'Space', id: 'other' });
    const env = await call(sandbox, 'GET', '/cms/spaces/shop-sandbox/environments/staging/entries', {
      token: CDA,
    });
    expect(env.status).toBe(404);
    expect(env.body).toMatchObject({
      sys: { id: 'NotFound' },
      details: { type: 'Environment', id: 'staging' },
    });
  });

  it('answers the space root and the paths without an environment from master', async () => {
    const root = await call(sandbox, 'GET', '/cms/spaces/shop-sandbox', { token: CDA });
    expect(root.body).toMatchObject({
      sys: { type: 'Space', id: 'shop-sandbox' },
      locales: [{ code: 'sv-SE', default: true }],
    });
    const legacy = await call(sandbox, 'GET', '/cms/spaces/shop-sandbox/entries?content_type=frontPage', {
      token: CDA,
    });
    expect(legacy.body.items[0].sys.id).toBe('startsida');
  });

  it('shows drafts to the preview token only', async () => {
    const published = await get('/entries?content_type=contentPage&fields.slug=kommande-kampanj');
    expect(published.body.total).toBe(0);
    const preview = await get('/entries?content_type=contentPage&fields.slug=kommande-kampanj', CPA);
    expect(preview.body.total).toBe(1);
    expect((await get('/entries/page-om-oss')).body.fields.title).toBe('Om oss');
    expect((await get('/entries/page-om-oss', CPA)).body.fields.title).toBe('Om oss (utkast)');
  });
});

describe('GET entries', () => {
  it('has the seeded content the issue lists', async () => {
    const count = async (type: string) => (await get(`/entries?content_type=${type}&limit=0`)).body.total;
    expect(await count('frontPage')).toBe(1);
    expect(await count('contentPage')).toBeGreaterThanOrEqual(30);
    expect(await count('contentListingPage')).toBeGreaterThanOrEqual(3);
    expect(await count('retailer')).toBeGreaterThanOrEqual(150);
    expect(await count('storeDetails')).toBe(27);
    expect(await count('storePage')).toBe(27);
    expect(await count('dynamicForm')).toBeGreaterThanOrEqual(2);
    for (const type of ['alertBanner', 'informationBanner', 'logo', 'header', 'footer', 'ourServicesMenu']) {
      expect(await count(type), type).toBeGreaterThanOrEqual(1);
    }
    const front = await get('/entries?content_type=frontPage&include=1');
    expect(front.body.items[0].fields.sections).toHaveLength(20);
    const kinds = new Set(
      front.body.includes.Entry.map(
        (e: { sys: { contentType: { sys: { id: string } } } }) => e.sys.contentType.sys.id,
      ),
    );
    for (const kind of FRONT_PAGE_SECTION_TYPES) expect(kinds, kind).toContain(kind);
    const pages = await get('/entries?content_type=contentPage&include=1&limit=1000', CPA);
    const pageKinds = new Set(
      pages.body.includes.Entry.map(
        (e: { sys: { contentType: { sys: { id: string } } } }) => e.sys.contentType.sys.id,
      ),
    );
    for (const kind of PAGE_SECTION_TYPES) expect(pageKinds, kind).toContain(kind);
  });

  it('filters by field equality, [in], [ne], [exists] and sys.id[in]', async () => {
    const bySlug = await get('/entries?content_type=contentPage&fields.slug=om-oss');
    expect(bySlug.body.items.map((i: { sys: { id: string } }) => i.sys.id)).toEqual(['page-om-oss']);
    const inList = await get('/entries?content_type=contentPage&fields.slug[in]=om-oss,cookies');
    expect(inList.body.total).toBe(2);
    const excluded = await get('/entries?content_type=contentPage&fields.excludeFromSearch=true&limit=0');
    const notExcluded = await get(
      '/entries?content_type=contentPage&fields.excludeFromSearch[ne]=true&limit=0',
    );
    const all = await get('/entries?content_type=contentPage&limit=0');
    expect(excluded.body.total).toBeGreaterThan(0);
    expect(excluded.body.total + notExcluded.body.total).toBe(all.body.total);
    const withHero = await get('/entries?content_type=contentPage&fields.hero[exists]=true&limit=0');
    const withoutHero = await get('/entries?content_type=contentPage&fields.hero[exists]=false&limit=0');
    expect(withHero.body.total + withoutHero.body.total).toBe(all.body.total);
    const ids = await get('/entries?sys.id[in]=page-om-oss,startsida,nope');
    expect(ids.body.items.map((i: { sys: { id: string } }) => i.sys.id).sort()).toEqual([
      'page-om-oss',
      'startsida',
    ]);
  });

  it('searches full text without regard to case or diacritics', async () => {
    const res = await get('/entries?content_type=contentPage&query=VATRUMSREGLER');
    expect(res.body.items.map((i: { fields: { slug: string } }) => i.fields.slug)).toContain('vatrumsregler');
    expect((await get('/entries?query=snöoväder')).body.items[0].sys.id).toBe('varningsbanner');
  });

  it('orders, pages and selects', async () => {
    const first = await get('/entries?content_type=retailer&order=fields.name&limit=100');
    const second = await get('/entries?content_type=retailer&order=fields.name&limit=100&skip=100');
    expect(first.body.items).toHaveLength(100);
    expect(first.body.total).toBe(160);
    expect(second.body.items).toHaveLength(60);
    const names = [...first.body.items, ...second.body.items].map(
      (i: { fields: { name: string } }) => i.fields.name,
    );
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'sv-SE')));
    const desc = await get('/entries?content_type=retailer&order=-fields.name&limit=1');
    expect(desc.body.items[0].fields.name).toBe(names.at(-1));
    const selected = await get('/entries?content_type=contentPage&select=fields.title,sys.id&limit=1');
    expect(Object.keys(selected.body.items[0].fields)).toEqual(['title']);
    expect(selected.body.items[0].sys.id).toBeDefined();
  });

  it('includes linked entries and assets up to include levels, and reports unresolvable links', async () => {
    const none = await get('/entries?content_type=contentPage&fields.slug=kampanjvillkor&include=0');
    expect(none.body.includes).toBeUndefined();
    const two = await get('/entries?content_type=contentPage&fields.slug=kampanjvillkor&include=2');
    expect(two.body.includes.Entry.length).toBeGreaterThan(0);
    expect(two.body.includes.Asset.length).toBeGreaterThan(0);
    expect(two.body.errors).toContainEqual({
      sys: { id: 'notResolvable', type: 'error' },
      details: { type: 'Link', linkType: 'Entry', id: MISSING_ENTRY_ID },
    });
    // a published listing page links to draft-only pages: unresolvable for the delivery API only
    const listing = await get('/entries?content_type=contentListingPage&fields.slug=nyheter');
    expect(listing.body.errors.map((e: { details: { id: string } }) => e.details.id)).toContain(
      'page-kommande-kampanj',
    );
    const preview = await get('/entries?content_type=contentListingPage&fields.slug=nyheter', CPA);
    expect(preview.body.errors).toBeUndefined();
  });

  it('answers 400 InvalidQuery for a bad query', async () => {
    const unknownType = await get('/entries?content_type=nope');
    expect(unknownType.status).toBe(400);
    expect(unknownType.body.sys.id).toBe('InvalidQuery');
    expect((await get('/entries?fields.slug=om-oss')).status).toBe(400);
    expect((await get('/entries?content_type=contentPage&fields.nope=1')).status).toBe(400);
    expect((await get('/entries?include=11')).status).toBe(400);
    expect((await get('/entries?limit=1001')).status).toBe(400);
  });

  it('answers one entry, or a NotFound error', async () => {
    const entry = await get('/entries/startsida');
    expect(entry.body.sys).toMatchObject({
      id: 'startsida',
      type: 'Entry',
      contentType: { sys: { id: 'frontPage' } },
    });
    const missing = await get('/entries/nope');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({
      sys: { type: 'Error', id: 'NotFound' },
      details: { type: 'Entry', id: 'nope' },
    });
    const localized = await get('/entries/startsida?locale=*');
    expect(localized.body.fields.name).toEqual({ 'sv-SE': 'Startsida' });
  });
});

describe('assets', () => {
  it('answers assets with a file the sandbox serves', async () => {
    const asset = await get('/assets/logo');
    expect(asset.body.fields.file).toMatchObject({
      contentType: 'image/svg+xml',
      details: { image: { width: 240, height: 60 } },
    });
    expect(asset.body.fields.file.url).toMatch(
      /^\/\/127\.0\.0\.1:\d+\/cms\/images\/shop-sandbox\/logo\/logo\.svg$/,
    );
    const image = await fetch(`http:${asset.body.fields.file.url}`);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(await image.text()).toContain('<svg');
    expect((await get('/assets?limit=0')).body.total).toBeGreaterThan(100);
    expect((await get('/assets/nope')).status).toBe(404);
  });
});

describe('content types, tags, locales', () => {
  it('refuses a limit or skip that is not an integer in range, as the collections do', async () => {
    for (const query of ['limit=-1', 'limit=1001', 'limit=abc', 'skip=-3']) {
      expect({ query, status: (await get(`/content_types?${query}`)).status }).toEqual({
        query,
        status: 400,
      });
    }
    expect((await get('/content_types?limit=2&skip=1')).body).toMatchObject({ limit: 2, skip: 1 });
  });

  it('answers the content model', async () => {
    const types = await get('/content_types?limit=1000');
    const ids = types.body.items.map((t: { sys: { id: string } }) => t.sys.id);
    for (const id of [
      'frontPage',
      'contentPage',
      'contentListingPage',
      'hero',
      'storePage',
      'storeDetails',
      'retailer',
      'dynamicForm',
      'alertBanner',
      'informationBanner',
      'logo',
      'header',
      'footer',
      'ourServicesMenu',
      ...PAGE_SECTION_TYPES,
    ]) {
      expect(ids).toContain(id);
    }
    const page = await get('/content_types/contentPage');
    expect(page.body.fields.find((f: { id: string }) => f.id === 'sections').validations).toEqual([
      { size: { max: 50 } },
    ]);
    expect((await get('/content_types/nope')).status).toBe(404);
  });

  it('answers tags and locales', async () => {
    const tags = await get('/tags');
    expect(tags.body.items.map((t: { name: string }) => t.name)).toContain('Hållbarhet');
    expect((await get('/tags/el')).body).toMatchObject({ sys: { id: 'el', type: 'Tag' }, name: 'El' });
    expect((await get('/tags/nope')).status).toBe(404);
    expect((await get('/locales')).body.items[0]).toMatchObject({ code: 'sv-SE', default: true });
  });
});

describe('sync', () => {
  it('pages an initial sync and then answers an empty delta', async () => {
    let res = await get('/sync?initial=true&type=Entry&content_type=retailer&limit=70');
    const seen: string[] = [];
    for (;;) {
      seen.push(...res.body.items.map((i: { sys: { id: string } }) => i.sys.id));
      expect(
        res.body.items.every((i: { fields: { name: Record<string, string> } }) => i.fields.name['sv-SE']),
      ).toBe(true);
      if (!res.body.nextPageUrl) break;
      res = await call(
        sandbox,
        'GET',
        new URL(res.body.nextPageUrl).pathname + new URL(res.body.nextPageUrl).search,
        { token: CDA },
      );
    }
    expect(seen).toHaveLength(160);
    expect(res.body.nextSyncUrl).toMatch(/sync_token=/);
    const delta = await call(
      sandbox,
      'GET',
      new URL(res.body.nextSyncUrl).pathname + new URL(res.body.nextSyncUrl).search,
      { token: CDA },
    );
    expect(delta.body.items).toEqual([]);
    expect(delta.body.nextSyncUrl).toBeDefined();
  });

  it('needs initial or a token, and a content type only with type Entry', async () => {
    expect((await get('/sync')).status).toBe(400);
    expect((await get('/sync?initial=true&type=Asset&content_type=retailer')).status).toBe(400);
    expect((await get('/sync?sync_token=garbage')).status).toBe(400);
  });
});

describe('POST asset_keys', () => {
  it('signs a key that expires within 48 hours', async () => {
    const now = Math.floor(Date.now() / 1000);
    const ok = await call(sandbox, 'POST', `${ENV}/asset_keys`, {
      token: CDA,
      body: { expiresAt: now + 3600 },
    });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({
      sys: { type: 'AssetKey' },
      policy: expect.any(String),
      secret: expect.any(String),
    });
    for (const expiresAt of [now - 10, now + 49 * 3600, 'tomorrow']) {
      const bad = await call(sandbox, 'POST', `${ENV}/asset_keys`, { token: CDA, body: { expiresAt } });
      expect(bad.status, String(expiresAt)).toBe(422);
    }
  });
});

describe('PUT /__sandbox/cms/entries/{id} (test lever)', () => {
  const lever = (id: string, body: unknown) => call(sandbox, 'PUT', `/__sandbox/cms/entries/${id}`, { body });
  const follow = (url: string, token = CDA) =>
    call(sandbox, 'GET', new URL(url).pathname + new URL(url).search, { token });
  async function drain(url: string, token = CDA) {
    let res = await follow(url, token);
    const items = [...res.body.items];
    while (res.body.nextPageUrl) {
      res = await follow(res.body.nextPageUrl, token);
      items.push(...res.body.items);
    }
    return { items, next: res.body.nextSyncUrl as string };
  }

  it('answers 400, never 500, to a body that is not an object of fields and flags, and changes nothing', async () => {
    const before = (await get('/entries/varningsbanner')).body;
    for (const body of [null, [], 'publish', { fields: null }, { fields: [] }, { publish: 'yes' }]) {
      expect((await lever('varningsbanner', body)).status).toBe(400);
    }
    expect((await get('/entries/varningsbanner')).body).toEqual(before);
  });

  it('edits a draft, publishes it, and a delta sync answers the change and then the unpublishing', async () => {
    let round = await drain(`http://x${ENV}/sync?initial=true&limit=1000`);
    expect(round.items.length).toBeGreaterThan(1000);

    expect((await lever('varningsbanner', { fields: { title: 'Inga störningar' } })).status).toBe(200);
    expect((await get('/entries/varningsbanner')).body.fields.title).toBe('Störning i leveranser');
    expect((await get('/entries/varningsbanner', CPA)).body.fields.title).toBe('Inga störningar');
    expect((await drain(round.next)).items).toEqual([]);

    await lever('varningsbanner', { publish: true });
    expect((await get('/entries/varningsbanner')).body.fields.title).toBe('Inga störningar');
    round = await drain(round.next);
    expect(round.items.map((i: { sys: { id: string; type: string } }) => [i.sys.type, i.sys.id])).toEqual([
      ['Entry', 'varningsbanner'],
    ]);

    await lever('varningsbanner', { unpublish: true });
    expect((await get('/entries/varningsbanner')).status).toBe(404);
    round = await drain(round.next);
    expect(round.items.map((i: { sys: { id: string; type: string } }) => [i.sys.type, i.sys.id])).toEqual([
      ['DeletedEntry', 'varningsbanner'],
    ]);
    const entriesOnly = await get('/sync?initial=true&type=Entry&content_type=alertBanner');
    expect(entriesOnly.body.items).toEqual([]);
  });

  it('deletes for both APIs, and refuses unknown entries and fields', async () => {
    await lever('informationsbanner', { delete: true });
    expect((await get('/entries/informationsbanner', CPA)).status).toBe(404);
    expect((await lever('informationsbanner', { publish: true })).status).toBe(404);
    expect((await lever('startsida', { fields: { nope: 1 } })).status).toBe(400);
  });
});
