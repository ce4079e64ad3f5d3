import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cmsSandbox } from './__tests__/sandbox';
import { CmsError } from './errors';
import { type CmsClient, listingFor } from './index';
import type { PageSection } from './view-models';

let env: Awaited<ReturnType<typeof cmsSandbox>>;
let cms: CmsClient;

beforeAll(async () => {
  env = await cmsSandbox();
  cms = env.client();
});
afterAll(() => env.stop());
afterEach(async () => {
  await env.clearFaults();
});

const rejection = async (promise: Promise<unknown>): Promise<CmsError> => {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(CmsError);
    return error as CmsError;
  }
  throw new Error('expected a rejection');
};

describe('GraphQL queries', () => {
  it('getFrontPage answers the hero and 20 sections of every front-page kind', async () => {
    const front = await cms.getFrontPage();
    expect(front.name).toBe('Startsida');
    expect(front.hero?.title).toBe('Byggmaterial för proffs');
    expect(front.hero?.desktopImage?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/cms\/images\//);
    expect(front.sections).toHaveLength(20);
    expect(new Set(front.sections.map((s) => s.kind))).toEqual(
      new Set([
        'LargeSection',
        'SubBanners',
        'RandomBanners',
        'MarketingBanners',
        'ContentBanners',
        'SelectedProducts',
        'AssortmentIcons',
        'ServiceCards',
      ]),
    );
    const large = front.sections.find((s) => s.kind === 'LargeSection');
    expect(large?.kind === 'LargeSection' && large.subHero?.buttonLink).toBe('/bli-kund');
  });

  it('getContentPage maps every field, and the 16 page section kinds appear across the pages', async () => {
    const page = await cms.getContentPage({ slug: 'isolera-vinden' });
    expect(page).toMatchObject({
      title: 'Så isolerar du vinden rätt',
      preTitle: 'Guide',
      slug: 'isolera-vinden',
      excludeFromSearch: false,
      authenticatedOnly: false,
      listingPages: [{ slug: 'inspiration', title: 'Inspiration & guider' }],
    });
    expect(page.bodyTextPrimary?.document.nodeType).toBe('document');
    expect(page.bodyTextPrimary?.entries['button-bli-kund']).toMatchObject({
      kind: 'button',
      url: '/bli-kund',
    });
    expect(page.thumbnail?.width).toBe(480);
    const entries = await cms.getEntries({
      content_type: 'contentPage',
      select: ['fields.slug'],
      limit: 100,
    });
    const kinds = new Set<PageSection['kind']>();
    for (const entry of entries.items) {
      const p = await cms.getContentPage({ slug: String(entry.fields.slug) });
      for (const s of p.sections) kinds.add(s.kind);
    }
    expect(kinds.size).toBe(16);
  });

  it('getContentPage drops UNRESOLVABLE_LINK errors and keeps the rest of the page', async () => {
    const page = await cms.getContentPage({ slug: 'kampanjvillkor' });
    expect(page.sections.map((s) => s.kind)).toHaveLength(2);
    expect(page.excludeFromSearch).toBe(true);
  });

  it('getContentListingPage answers the items with tags and thumbnails', async () => {
    const listing = await cms.getContentListingPage({ slug: 'inspiration' });
    expect(listing.title).toBe('Inspiration & guider');
    expect(listing.total).toBe(10);
    expect(listing.items[0]).toMatchObject({
      slug: 'isolera-vinden',
      tags: expect.arrayContaining([{ id: 'guide', name: 'Guide' }]),
    });
    expect(listing.items[0]?.thumbnail).toMatchObject({ width: 480, height: 320 });
    expect(listing.tagOrder[0]).toBe('guide');
    // the published listing links to draft-only pages: they are left out
    const news = await cms.getContentListingPage({ slug: 'nyheter' });
    expect(news.items.map((i) => i.slug)).not.toContain('kommande-kampanj');
  });

  it('getContentListingPage marks the pages for signed-in customers, and listingFor leaves them out for a visitor', async () => {
    const listing = await cms.getContentListingPage({ slug: 'inspiration' });
    const marked = listing.items.filter((item) => item.authenticatedOnly).map((item) => item.slug);
    expect(marked).toEqual(['projektpriser']);
    const forVisitor = listingFor(listing, { signedIn: false });
    expect(forVisitor.items.map((item) => item.slug)).not.toContain('projektpriser');
    expect(forVisitor.items).toHaveLength(listing.items.length - 1);
    expect(forVisitor.total).toBe(listing.total - 1);
    expect(listingFor(listing, { signedIn: true })).toBe(listing);
    // The SDK's listing pages (the search's parents) carry the mark too.
    const entries = await cms.getContentListingPages();
    const tips = entries.find((l) => l.slug === 'inspiration');
    expect(tips?.items.find((item) => item.slug === 'projektpriser')?.authenticatedOnly).toBe(true);
  });

  it("getContentListingPage pages through every item past the first request's 200", async () => {
    const counting = env.countingFetch();
    const archive = await env.client({ fetch: counting.fetch }).getContentListingPage({ slug: 'pressarkiv' });
    expect(archive.total).toBe(230);
    expect(archive.items).toHaveLength(230);
    expect(new Set(archive.items.map((i) => i.slug)).size).toBe(230);
    expect(archive.items[0]?.slug).toBe('pressmeddelande-001');
    expect(archive.items.at(-1)?.slug).toBe('pressmeddelande-230');
    expect(archive.items[229]?.tags).toEqual([{ id: 'press', name: 'Press' }]);
    // one request for the page and its first 200, one more for the rest
    expect(counting.calls.filter((body) => body.includes('getContentListingPage'))).toHaveLength(2);
  });

  it('getHero, getInfoBlock, getTextAndMedia, getTextBlock and getDynamicForm answer by slug or id', async () => {
    expect((await cms.getHero({ slug: 'startsida' })).title).toBe('Byggmaterial för proffs');
    const infoId = (await cms.getEntries({ content_type: 'infoBlock', limit: 1 })).items[0]?.sys.id ?? '';
    const block = await cms.getInfoBlock({ id: infoId });
    expect(block.kind).toBe('InfoBlock');
    expect(block.text?.entries['button-kontakt']).toMatchObject({ kind: 'button', inline: true });
    const tm = (await cms.getEntries({ content_type: 'textAndMedia', limit: 1 })).items[0]?.sys.id ?? '';
    expect((await cms.getTextAndMedia({ id: tm })).title).toBe('Så jobbar vi');
    const tb = (await cms.getEntries({ content_type: 'textBlock', limit: 1 })).items[0]?.sys.id ?? '';
    expect((await cms.getTextBlock({ id: tb })).title).toBe('Mer information');
    const form = await cms.getDynamicForm({ id: 'formular-bli-kund' });
    expect(form.formTitle).toBe('Ansök om kundkonto');
    expect(form.inputs.find((i) => i.id === 'bransch')).toMatchObject({
      type: 'select',
      requiredField: true,
    });
    expect(form.inputs.find((i) => i.id === 'bransch')?.inputList).toContain('VVS');
  });

  it('getStorePage and getStoreDetails answer a store with hours, contacts, services and activities', async () => {
    const page = await cms.getStorePage({ storeId: '1001' });
    expect(page.title).toBe('Butik Stockholm Syd');
    expect(page.details?.openingHours.monday).toBe('06:30–17:00');
    expect(page.details?.openingHours.sunday).toBe('Stängt');
    expect(page.sections.map((s) => s.kind)).toEqual(['AssortmentIcons', 'MarketingBanners', 'Video']);
    const details = await cms.getStoreDetails({ storeId: '1002' });
    expect(details.specialOpeningHoursWeekdays[1]).toEqual({
      date: '2026-12-24',
      label: 'Julafton',
      hours: 'Stängt',
    });
    expect(details.contacts).toHaveLength(2);
    expect(details.phoneNumbers[0]?.role).toBe('Växel');
    expect(details.services.length).toBeGreaterThan(0);
    expect(details.storeActivities.length).toBeGreaterThan(0);
    expect(details.location?.lat).toBeCloseTo(59.35, 1);
  });

  it('getAllStoreDetails answers every store', async () => {
    const all = await cms.getAllStoreDetails();
    expect(all).toHaveLength(27);
    expect(all.map((s) => s.storeId)).toEqual([...all.map((s) => s.storeId)].sort());
  });

  it('getAllRetailers pages 100 at a time; getRetailers answers one page', async () => {
    const { calls, fetch } = env.countingFetch();
    const client = env.client({ fetch });
    const all = await client.getAllRetailers();
    expect(all).toHaveLength(160);
    expect(calls).toHaveLength(2);
    expect(calls.every((body) => body.includes('getAllRetailers'))).toBe(true);
    expect(new Set(all.map((r) => r.id)).size).toBe(160);
    const second = await client.getRetailers({ skip: 100 });
    expect(second.total).toBe(160);
    expect(second.items).toHaveLength(60);
    expect(second.items[0]?.offerings.length).toBeGreaterThan(0);
  });
});

describe('preview', () => {
  const previewClient = () =>
    env.client({ preview: true, previewAccessToken: 'sandbox-cpa-token', cache: false });

  it('shows drafts only when the client allows preview and the query asks for it', async () => {
    const draft = previewClient();
    expect((await draft.getContentPage({ slug: 'kommande-kampanj', preview: true })).title).toBe(
      'Kommande kampanj: Sommarbygge',
    );
    expect((await draft.getContentPage({ slug: 'om-oss', preview: true })).title).toBe('Om oss (utkast)');
    expect((await draft.getContentPage({ slug: 'om-oss' })).title).toBe('Om oss');
    // a client outside the stage environment ignores preview: true
    const published = env.client({ cache: false });
    expect((await published.getContentPage({ slug: 'om-oss', preview: true })).title).toBe('Om oss');
    const missing = await rejection(published.getContentPage({ slug: 'kommande-kampanj', preview: true }));
    expect(missing.message).toBe('No content page found for slug: kommande-kampanj');
  });

  it('reads draft entries through the SDK with the preview token', async () => {
    const draft = previewClient();
    const listing = await draft.getContentListingPageEntry({ slug: 'nyheter', preview: true });
    expect(listing.items.map((i) => i.slug)).toContain('kommande-kampanj');
    const published = await env.client({ cache: false }).getContentListingPageEntry({ slug: 'nyheter' });
    expect(published.items.map((i) => i.slug)).not.toContain('kommande-kampanj');
  });
});

describe('caching', () => {
  it('keeps content pages, listing pages, stores and retailers after the first load', async () => {
    const { calls, fetch } = env.countingFetch();
    const client = env.client({ fetch });
    const first = await client.getContentPage({ slug: 'om-oss' });
    expect(await client.getContentPage({ slug: 'om-oss' })).toBe(first);
    await client.getContentListingPage({ slug: 'nyheter' });
    await client.getContentListingPage({ slug: 'nyheter' });
    await client.getStorePage({ storeId: '1003' });
    await client.getStorePage({ storeId: '1003' });
    await client.getStoreDetails({ storeId: '1003' });
    await client.getStoreDetails({ storeId: '1003' });
    await client.getAllStoreDetails();
    await client.getAllStoreDetails();
    await client.getRetailers();
    await client.getRetailers();
    expect(calls).toHaveLength(6);
    // the front page is not cached
    await client.getFrontPage();
    await client.getFrontPage();
    expect(calls).toHaveLength(8);
    client.clearCache();
    await client.getContentPage({ slug: 'om-oss' });
    expect(calls).toHaveLength(9);
  });

  it('keeps SDK-fetched listing pages, and caches nothing when asked not to', async () => {
    const client = env.client();
    expect(await client.getContentListingPages()).toBe(await client.getContentListingPages());
    const { calls, fetch } = env.countingFetch();
    const uncached = env.client({ fetch, cache: false });
    await uncached.getContentPage({ slug: 'om-oss' });
    await uncached.getContentPage({ slug: 'om-oss' });
    expect(calls).toHaveLength(2);
  });

  it('does not keep a failure', async () => {
    const { calls, fetch } = env.countingFetch();
    const client = env.client({ fetch });
    await rejection(client.getContentPage({ slug: 'finns-inte' }));
    await rejection(client.getContentPage({ slug: 'finns-inte' }));
    expect(calls).toHaveLength(2);
  });
});

describe('the error catalogue (content-layer §8)', () => {
  it.each([
    [
      'getContentPage',
      'No content page found for slug: finns-inte',
      () => cms.getContentPage({ slug: 'finns-inte' }),
    ],
    ['getStorePage', 'No store page found for id: 0000', () => cms.getStorePage({ storeId: '0000' })],
    ['getStoreDetails', 'No store details was found', () => cms.getStoreDetails({ storeId: '0000' })],
    ['getHero', 'Content not found', () => cms.getHero({ slug: 'finns-inte' })],
    ['getDynamicForm', 'Content not found', () => cms.getDynamicForm({ id: 'finns-inte' })],
    ['getContentListingPage', 'Content not found', () => cms.getContentListingPage({ slug: 'finns-inte' })],
    ['getInfoBlock', 'Content not found', () => cms.getInfoBlock({ id: 'finns-inte' })],
    [
      'getContentListingPageEntry',
      'Content not found',
      () => cms.getContentListingPageEntry({ slug: 'finns-inte' }),
    ],
  ])('%s rejects with %s and status 404', async (_name, message, call) => {
    const error = await rejection(call());
    expect(error.message).toBe(message);
    expect(error.status).toBe(404);
  });

  it("answers 'No retailers found' when there are none", async () => {
    const empty: typeof fetch = async () =>
      new Response(
        JSON.stringify({ data: { retailerCollection: { total: 0, skip: 0, limit: 100, items: [] } } }),
        {
          headers: { 'content-type': 'application/json' },
        },
      );
    const client = env.client({ fetch: empty });
    expect((await rejection(client.getRetailers())).message).toBe('No retailers found');
    expect((await rejection(client.getAllRetailers())).message).toBe('No retailers found');
  });

  it('reports unresolvable links tagged cms outside development and still returns the data', async () => {
    const report = vi.fn();
    const listing = await env
      .client({ report, cache: false })
      .getContentListingPageEntry({ slug: 'nyheter' });
    expect(listing.items.length).toBeGreaterThan(0);
    expect(report).toHaveBeenCalledTimes(1);
    const [error, context] = report.mock.calls[0] ?? [];
    expect(error.message).toMatch(/^Unresolvable CMS content - ids: .*page-kommande-kampanj/);
    expect(context.tags).toEqual({ source: 'cms' });
    const quiet = vi.fn();
    await env
      .client({ report: quiet, development: true, cache: false })
      .getContentListingPageEntry({ slug: 'nyheter' });
    expect(quiet).not.toHaveBeenCalled();
  });

  it('returns an error array, or a single error, as the error', async () => {
    await env.fault({
      path: '/cms/content/v1/*',
      status: 400,
      body: '{"errors":[{"message":"Första felet"},{"message":"Andra"}]}',
      times: 1,
    });
    const many = await rejection(env.client({ cache: false }).getFrontPage());
    expect(many.message).toBe('Första felet');
    expect(many.errors).toHaveLength(2);
    await env.fault({ path: '/cms/content/v1/*', status: 400, body: '{"message":"Ett enda fel"}', times: 1 });
    const single = await rejection(env.client({ cache: false, retryLimit: 0 }).getFrontPage());
    expect(single.errors).toHaveLength(1);
    expect(single.status).toBe(400);
  });

  it('retries 429, 5xx and dropped connections with backoff, up to retryLimit', async () => {
    await env.fault({ path: '/cms/content/v1/*', status: 503, times: 2 });
    expect((await env.client({ cache: false }).getHero({ slug: 'startsida' })).title).toBe(
      'Byggmaterial för proffs',
    );
    await env.fault({ path: '/cms/content/v1/*', status: 429, times: 1 });
    await env.fault({ path: '/cms/content/v1/*', dropConnection: true, times: 1 });
    expect((await env.client({ cache: false }).getHero({ slug: 'startsida' })).slug).toBe('startsida');
    await env.fault({ path: '/cms/content/v1/*', status: 500, times: 3 });
    const error = await rejection(env.client({ cache: false, retryLimit: 2 }).getHero({ slug: 'startsida' }));
    expect(error.status).toBe(500);
    await env.fault({ path: '/cms/content/v1/*', status: 503, times: 5 });
    // Five attempts in all by default (content §8), so five failures are the answer.
    const fifth = await rejection(
      env.client({ cache: false, retryBaseDelayMs: 1 }).getHero({ slug: 'startsida' }),
    );
    expect(fifth.status).toBe(503);
    await env.fault({ path: '/cms/content/v1/*', status: 503, times: 4 });
    expect(
      (await env.client({ cache: false, retryBaseDelayMs: 1 }).getHero({ slug: 'startsida' })).slug,
    ).toBe('startsida');
  });

  it('gives up after the timeout', async () => {
    await env.fault({ path: '/cms/content/v1/*', delayMs: 400, times: 1 });
    const error = await rejection(env.client({ cache: false, timeout: 100, retryLimit: 0 }).getFrontPage());
    expect(error.status).toBe(0);
  });

  it('answers a tag-fetch failure with 404, reported unless disabled', async () => {
    const report = vi.fn();
    const client = env.client({ report });
    expect((await client.getTags()).map((t) => t.id)).toContain('el');
    expect(await client.getTag('el')).toEqual({ id: 'el', name: 'El' });
    const error = await rejection(client.getTag('finns-inte'));
    expect(error.status).toBe(404);
    expect(report).toHaveBeenCalledTimes(1);
    await rejection(client.getTag('finns-inte', { report: false }));
    expect(report).toHaveBeenCalledTimes(1);
    await env.fault({ path: '/cms/spaces/*/tags', status: 500 });
    const listFailure = await rejection(env.client({ report, retryLimit: 0 }).getTags());
    expect(listFailure.status).toBe(404);
    expect(report).toHaveBeenCalledTimes(2);
  });
});

describe('entry fetches through the SDK', () => {
  it('answers logo, banners, header, footer, our services menu and listing pages', async () => {
    const logo = await cms.getLogo();
    expect(logo.logo).toMatchObject({
      width: 240,
      height: 60,
      url: expect.stringMatching(/^http:\/\/127\.0\.0\.1/),
    });
    expect(logo.favicon?.width).toBe(32);
    expect(await cms.getAlertBanner()).toMatchObject({
      active: true,
      type: 'warning',
      title: 'Störning i leveranser',
    });
    expect(await cms.getInformationBanner()).toMatchObject({ active: true, linkIcon: 'truck' });
    expect((await cms.getHeader()).links.map((l) => l.url)).toContain('/hitta-butik');
    const footer = await cms.getFooter();
    expect(footer.columns.map((c) => c.title)).toEqual(['Kundservice', 'Företaget']);
    expect(footer.columns[0]?.links.length).toBe(3);
    expect((await cms.getOurServicesMenu()).items).toHaveLength(3);
    const listings = await cms.getContentListingPages();
    expect(listings.map((l) => l.slug)).toEqual(['nyheter', 'inspiration', 'kundservice', 'pressarkiv']);
    expect(listings[1]?.items[0]?.tags).toContainEqual({ id: 'guide', name: 'Guide' });
  });

  it('syncs, validating the query first', async () => {
    const sync = await cms.sync({ initial: true, content_type: 'retailer' });
    expect(sync.entries).toHaveLength(160);
    await expect(cms.sync({})).rejects.toThrow(TypeError);
    await expect(cms.sync({ initial: true, content_type: 'retailer', type: 'Asset' })).rejects.toThrow(
      TypeError,
    );
  });

  it('creates an asset key within 48 hours', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect((await cms.createAssetKey(now + 3600)).secret).toBeTruthy();
    await expect(cms.createAssetKey(now - 60)).rejects.toThrow(TypeError);
    await expect(cms.createAssetKey(now + 48 * 3600 + 60)).rejects.toThrow(TypeError);
  });
});

describe('searchPages', () => {
  it('finds pages held by listing pages, with href /<listing>/<page>', async () => {
    const { results, error } = await cms.searchPages({ query: 'isolerar' });
    expect(error).toBe(false);
    expect(results).toEqual([
      {
        id: 'page-isolera-vinden',
        title: 'Så isolerar du vinden rätt',
        preTitle: 'Guide',
        slug: 'isolera-vinden',
        href: '/inspiration/isolera-vinden',
      },
    ]);
  });

  it('leaves out pages marked excludeFromSearch and pages outside the given parents', async () => {
    expect((await cms.searchPages({ query: 'Villkor för vårens kampanjer' })).results).toEqual([]);
    const news = (await cms.getContentListingPages()).filter((l) => l.slug === 'nyheter');
    expect((await cms.searchPages({ query: 'isolerar', parents: news })).results).toEqual([]);
    expect((await cms.searchPages({ query: 'Om oss' })).results.map((r) => r.slug)).not.toContain('om-oss');
  });

  it("leaves pages for signed-in customers out of a visitor's search, and finds them for a signed-in one", async () => {
    const visitor = await cms.searchPages({ query: 'projektpriser' });
    expect(visitor).toEqual({ results: [], error: false });
    const signedIn = await cms.searchPages({ query: 'projektpriser', signedIn: true });
    expect(signedIn.results.map((r) => r.href)).toEqual(['/inspiration/projektpriser']);
  });

  it('finds a page that has no excludeFromSearch value at all', async () => {
    const lever = (fields: Record<string, unknown>) =>
      fetch(`${env.sandbox.url}/__sandbox/cms/entries/page-isolera-vinden`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ fields, publish: true }),
      });
    expect((await lever({ excludeFromSearch: null })).ok).toBe(true);
    try {
      const { results } = await cms.searchPages({ query: 'isolerar' });
      expect(results.map((r) => r.slug)).toEqual(['isolera-vinden']);
    } finally {
      await lever({ excludeFromSearch: false });
    }
  });

  it('answers at most 5 results', async () => {
    const { results } = await cms.searchPages({ query: 'proffs' });
    expect(results.length).toBe(5);
  });

  it('answers an error flag instead of throwing', async () => {
    const broken = env.client({ accessToken: 'wrong', retryLimit: 0 });
    expect(await broken.searchPages({ query: 'isolerar' })).toEqual({ results: [], error: true });
  });
});
