import { type ContentfulClientApi, createClient } from 'contentful';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../index.ts';
import { privateSandbox } from '../test-utils.ts';

// The official SDK must not be able to tell the sandbox from Contentful.
let sandbox: RunningSandbox;
let client: ContentfulClientApi<undefined>;

beforeAll(async () => {
  sandbox = await privateSandbox();
  client = createClient({
    space: 'shop-sandbox',
    accessToken: 'sandbox-cda-token',
    host: `localhost:${sandbox.port}`,
    basePath: '/cms',
    insecure: true,
    retryOnError: false,
  });
});
afterAll(() => sandbox.stop());

describe('the contentful SDK against the sandbox', () => {
  it('reads entries with include 2 and resolves their links', async () => {
    const entries = await client.getEntries({ content_type: 'frontPage', include: 2 });
    expect(entries.total).toBe(1);
    const front = entries.items[0];
    const hero = front?.fields.hero as {
      fields: { title: string; heroDesktop: { fields: { file: { url: string } } } };
    };
    expect(hero.fields.title).toBe('Byggmaterial för proffs');
    expect(hero.fields.heroDesktop.fields.file.url).toMatch(/\/cms\/images\/shop-sandbox\//);
    const sections = front?.fields.sections as {
      sys: { contentType: { sys: { id: string } } };
      fields: Record<string, unknown>;
    }[];
    expect(sections).toHaveLength(20);
    expect(sections[0]?.sys.contentType.sys.id).toBe('largeSection');
    // level 2: the sub hero inside the large section is resolved too
    const first = sections[0] as unknown as { fields: { subHero: { fields: { title: string } } } };
    expect(first.fields.subHero.fields.title).toBe('Proffspriser från första beställningen');
  });

  it('reads one entry and one asset', async () => {
    const entry = await client.getEntry('varningsbanner');
    expect(entry.fields.title).toBe('Störning i leveranser');
    const asset = await client.getAsset('logo');
    expect(asset.fields.file?.details).toMatchObject({ image: { width: 240, height: 60 } });
    await expect(client.getEntry('nope')).rejects.toThrow();
  });

  it('runs an initial sync across pages', async () => {
    const sync = await client.sync({ initial: true, type: 'Entry', content_type: 'retailer' });
    expect(sync.entries).toHaveLength(160);
    expect(sync.nextSyncToken).toBeTruthy();
    const delta = await client.sync({ nextSyncToken: sync.nextSyncToken });
    expect(delta.entries).toHaveLength(0);
  });

  it('reads content types, tags, locales and the space', async () => {
    expect((await client.getContentType('retailer')).fields.map((f) => f.id)).toContain('offerings');
    expect((await client.getTags()).items.length).toBeGreaterThan(0);
    expect((await client.getLocales()).items[0]?.code).toBe('sv-SE');
    expect((await client.getSpace()).sys.id).toBe('shop-sandbox');
    const key = await client.createAssetKey(Math.floor(Date.now() / 1000) + 600);
    expect(key.secret).toBeTruthy();
  });
});
