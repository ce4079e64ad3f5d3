// @vitest-environment happy-dom
import type {
  ContentListingItem,
  ContentListingPage,
  ContentPage,
  FrontPage,
  RandomBanners,
  Retailer,
  RichText,
  Section,
} from '@shop/cms';
import { waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContentError, type ContentSource } from '../core';
import { afterSignInAtom, overlayAtom, sessionAtom } from '../session';
import { cleanup, renderRoutes, signedInSession, testServices } from '../test/render';
import { promotionsOf } from './promotions';
import { contentRoutes } from './routes';

const text = (value: string) => ({ nodeType: 'text', value, marks: [], data: {} });

/** Rich text of one paragraph: plain words, then a link. */
function paragraph(words: string, link?: { uri: string; text: string }): RichText {
  const content: unknown[] = [text(words)];
  if (link) content.push({ nodeType: 'hyperlink', data: { uri: link.uri }, content: [text(link.text)] });
  return {
    document: {
      nodeType: 'document',
      data: {},
      content: [{ nodeType: 'paragraph', data: {}, content }],
    } as unknown as RichText['document'],
    entries: {},
    assets: {},
  };
}

const textBlock = (id: string, title: string, body: RichText) =>
  ({ kind: 'TextBlock', id, title, text: body, backgroundColor: null }) as const;

const randomBanners: RandomBanners = {
  kind: 'RandomBanners',
  id: 'slump',
  title: null,
  icon: null,
  backgroundColor: null,
  items: ['Vårkampanj', 'Takpannor', 'Verktygsvecka'].map((title, i) => ({
    id: `r${i}`,
    title,
    preTitle: null,
    text: null,
    contentImage: null,
    buttonText: 'Till erbjudandet',
    linkUrl: `/kampanjer/${i}`,
    isExternalLink: false,
    template: null,
    marketingId: `m${i}`,
    creative: null,
  })),
};

function page(slug: string, extra: Partial<ContentPage> = {}): ContentPage {
  return {
    id: `page-${slug}`,
    title: 'Om oss',
    preTitle: null,
    slug,
    showSidebar: false,
    ingress: null,
    metaDescription: 'Bygghandeln sedan 1952.',
    canonicalLink: null,
    bodyTextPrimary: null,
    displayContacts: false,
    excludeFromSearch: false,
    authenticatedOnly: false,
    categorySectionTitle: null,
    categorySectionIcon: null,
    categories: [],
    hero: null,
    thumbnail: null,
    listingPages: [],
    sections: [],
    banner: null,
    ...extra,
  };
}

const listingItem = (i: number, tags: { id: string; name: string }[] = []): ContentListingItem => ({
  id: `n${i}`,
  slug: `nyhet-${i}`,
  title: `Nyhet ${i}`,
  preTitle: null,
  thumbnail: null,
  ingress: null,
  banner: null,
  tags,
  authenticatedOnly: false,
});

function listing(items: ContentListingItem[]): ContentListingPage {
  return {
    id: 'l1',
    slug: 'nyheter',
    title: 'Nyheter',
    desktopHero: null,
    mobileHero: null,
    overlay: false,
    icon: null,
    ingress: null,
    metaDescription: null,
    tagOrder: ['tag-bygg'],
    tags: [],
    items,
    total: items.length,
  };
}

const notFound = () => Promise.reject(new ContentError('not found', 404));

function setup(content: Partial<ContentSource>) {
  const client = {
    catalogue: { menu: vi.fn(async () => ({ entries: [] })) },
    campaigns: { active: vi.fn(async () => ({ campaigns: [] })) },
  };
  return testServices({
    client,
    content: { page: notFound, listing: notFound, frontPage: notFound, ...content },
    session: { ready: Promise.resolve() },
  });
}

const routes = (root: Parameters<typeof contentRoutes>[0]) => {
  const content = contentRoutes(root);
  return [content.index, ...content.pages];
};

afterEach(async () => {
  await cleanup();
  vi.restoreAllMocks();
});

describe('content page', () => {
  it('renders the page title, its breadcrumbs and every section', async () => {
    const services = setup({
      page: async (slug) =>
        slug === 'om-oss'
          ? page('om-oss', {
              preTitle: 'Företaget',
              ingress: paragraph('Vi har byggt tillsammans med hantverkare i 70 år.'),
              sections: [
                textBlock('t1', 'Vår historia', paragraph('Det började i en lada i Sundbyberg.')),
                textBlock('t2', 'Hållbarhet', paragraph('Vi tar tillbaka spill från byggen.')),
              ],
            })
          : notFound(),
    });
    const { findByRole, getByRole, getByText } = await renderRoutes(routes, { services, path: '/om-oss' });
    expect((await findByRole('heading', { level: 1 })).textContent).toBe('Om oss');
    expect(getByText('Företaget')).toBeTruthy();
    const crumbs = getByRole('navigation', { name: 'Du är här' });
    expect([...crumbs.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Start', 'Om oss']);
    expect(getByRole('heading', { name: 'Vår historia' })).toBeTruthy();
    expect(getByText('Det började i en lada i Sundbyberg.')).toBeTruthy();
    expect(getByRole('heading', { name: 'Hållbarhet' })).toBeTruthy();
    expect(getByText('Vi har byggt tillsammans med hantverkare i 70 år.')).toBeTruthy();
  });

  it("titles its categories with the editor's title and icon (categorySectionIcon)", async () => {
    const icon = {
      id: 'i',
      url: 'https://cdn.example.se/kategori.svg',
      title: 'Kategori',
      description: '',
      width: 64,
      height: 64,
    };
    const services = setup({
      page: async () =>
        page('om-oss', {
          categorySectionTitle: 'Relaterade kategorier',
          categorySectionIcon: icon,
          categories: ['el'],
        }),
    });
    (
      services.client as unknown as { catalogue: { menu: ReturnType<typeof vi.fn> } }
    ).catalogue.menu.mockResolvedValue({
      assortment: null,
      entries: [{ title: 'El', slug: 'el', icon: 'el', children: [] }],
    });
    const { findByRole } = await renderRoutes(routes, { services, path: '/om-oss' });
    const section = await findByRole('region', { name: 'Relaterade kategorier' });
    expect(section.querySelector('h2 img')?.getAttribute('src')).toBe('https://cdn.example.se/kategori.svg');
    expect(section.querySelector('h2 img')?.getAttribute('alt')).toBe('');
  });

  it('keeps a hostile link of the content as plain words, and links a safe one', async () => {
    const services = setup({
      page: async () =>
        page('villkor', {
          title: 'Villkor',
          bodyTextPrimary: paragraph('Läs mer: ', {
            uri: 'javascript:alert(document.cookie)',
            text: 'klicka här',
          }),
          sections: [
            textBlock('t', 'Frakt', paragraph('Se ', { uri: '/kundservice/leverans', text: 'leveranser' })),
          ],
        }),
    });
    const { findByText, getByRole, queryByRole, container } = await renderRoutes(routes, {
      services,
      path: '/villkor',
    });
    const words = await findByText(
      (_, el) => el?.tagName === 'P' && el.textContent === 'Läs mer: klicka här',
    );
    expect(words.querySelector('a')).toBeNull();
    expect(queryByRole('link', { name: 'klicka här' })).toBeNull();
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
    expect(getByRole('link', { name: 'leveranser' }).getAttribute('href')).toBe('/kundservice/leverans');
  });

  it.each([
    [0, 'Vårkampanj'],
    [0.5, 'Takpannor'],
    [0.99, 'Verktygsvecka'],
  ])(
    'shows the random banner drawn when the page loads (chance %d: %s), and only that one',
    async (chance, shown) => {
      vi.spyOn(Math, 'random').mockReturnValue(chance);
      const services = setup({ page: async () => page('erbjudanden', { sections: [randomBanners] }) });
      const { findByRole, queryByRole } = await renderRoutes(routes, { services, path: '/erbjudanden' });
      expect(await findByRole('heading', { name: shown })).toBeTruthy();
      for (const other of ['Vårkampanj', 'Takpannor', 'Verktygsvecka'].filter((t) => t !== shown))
        expect(queryByRole('heading', { name: other })).toBeNull();
    },
  );

  it('answers an unknown slug with the not-found page', async () => {
    const services = setup({});
    const { findByRole, getByText } = await renderRoutes(routes, { services, path: '/finns-inte' });
    expect((await findByRole('heading', { level: 1 })).textContent).toBe('Sidan finns inte');
    expect(getByText('Vi hittar ingen sida på adressen /finns-inte.')).toBeTruthy();
  });

  it('does not call a content service failure "not found"', async () => {
    const services = setup({ page: () => Promise.reject(new ContentError('down', 502)) });
    const { findByRole, queryByText } = await renderRoutes(routes, { services, path: '/om-oss' });
    expect((await findByRole('alert')).textContent).toContain('down');
    expect(queryByText('Sidan finns inte')).toBeNull();
  });

  it('sends a visitor to sign in first for a customers-only page, and back there afterwards', async () => {
    const services = setup({ page: async () => page('kundvillkor', { authenticatedOnly: true }) });
    const { router } = await renderRoutes(routes, { services, path: '/kundvillkor' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toEqual({ login: '/kundvillkor' });
    expect(services.store.get(afterSignInAtom)).toBe('/kundvillkor');
    // The start page opens sign-in once it has rendered (lazily loaded: on a loaded machine that takes a while).
    await waitFor(() => expect(services.store.get(overlayAtom)).toBe('sign-in'));
  });

  it('shows a customers-only page to a signed-in customer', async () => {
    const services = setup({
      page: async () => page('kundvillkor', { title: 'Kundvillkor', authenticatedOnly: true }),
    });
    services.store.set(sessionAtom, signedInSession());
    const { findByRole } = await renderRoutes(routes, { services, path: '/kundvillkor' });
    expect((await findByRole('heading', { level: 1 })).textContent).toBe('Kundvillkor');
  });

  it('puts a safe canonical link in the head, and none for a hostile one', async () => {
    const services = setup({
      page: async (slug) =>
        page(slug, {
          canonicalLink: slug === 'om-oss' ? 'https://www.bygghandeln.se/om-oss' : 'javascript:alert(1)',
        }),
    });
    const head = async (path: string) => {
      const { router, findByRole } = await renderRoutes(routes, { services, path });
      await findByRole('heading', { level: 1 });
      const match = router.state.matches.find((m) => m.routeId === '/$slug');
      await cleanup();
      return { links: match?.links ?? [], meta: match?.meta ?? [] };
    };
    const safe = await head('/om-oss');
    expect(safe.links).toEqual([{ rel: 'canonical', href: 'https://www.bygghandeln.se/om-oss' }]);
    expect(safe.meta).toContainEqual({ title: 'Om oss – Bygghandeln' });
    expect(safe.meta).toContainEqual({ name: 'description', content: 'Bygghandeln sedan 1952.' });
    const hostile = await head('/lura');
    expect(hostile.links).toEqual([]);
    expect(hostile.meta).not.toContainEqual(expect.objectContaining({ property: 'og:url' }));
  });
});

describe('listing page', () => {
  const bygg = { id: 'tag-bygg', name: 'Bygg' };
  const items = Array.from({ length: 12 }, (_, i) => listingItem(i + 1, i % 2 === 0 ? [bygg] : []));

  it('lists its pages nine at a time, each a link under the listing', async () => {
    const services = setup({ listing: async (slug) => (slug === 'nyheter' ? listing(items) : notFound()) });
    const { findByRole, getByRole, getAllByRole } = await renderRoutes(routes, {
      services,
      path: '/nyheter',
    });
    expect((await findByRole('status')).textContent).toBe('12 sidor');
    const links = getAllByRole('link', { name: /^Nyhet \d+$/ });
    expect(links).toHaveLength(9);
    expect(links[0]?.getAttribute('href')).toBe('/nyheter/nyhet-1');
    expect(getByRole('heading', { name: 'Nyheter', level: 1 })).toBeTruthy();
  });

  it("shows each page's banner on its card and the heroes' descriptions, and refuses hostile URLs", async () => {
    const picture = (id: string, description: string, url = `https://cdn.example.se/${id}.jpg`) => ({
      id,
      url,
      title: id,
      description,
      width: 1200,
      height: 400,
    });
    const withBanner: ContentListingItem = {
      ...listingItem(1),
      thumbnail: picture('tumnagel', '', 'javascript:alert(1)'),
      banner: {
        id: 'b1',
        name: 'Vår',
        title: 'Missa inte vårkampanjen',
        icon: null,
        textRow1: 'Upp till 25 % rabatt.',
        textRow2: null,
        contentImage: null,
        image: null,
        template: null,
        linkUrl: '/kampanjer/var',
        isExternalLink: false,
        marketingId: null,
        creative: null,
      },
    };
    const services = setup({
      listing: async () => ({
        ...listing([withBanner, listingItem(2)]),
        desktopHero: picture('hero', 'Det senaste från oss.'),
        mobileHero: picture('hero-mobil', 'Nytt från oss.'),
      }),
    });
    const { findByRole, getByRole, getByText, container } = await renderRoutes(routes, {
      services,
      path: '/nyheter',
    });
    const strip = await findByRole('complementary', { name: 'Missa inte vårkampanjen' });
    expect(strip.textContent).toContain('Upp till 25 % rabatt.');
    expect(getByRole('link', { name: 'Missa inte vårkampanjen' }).getAttribute('href')).toBe(
      '/kampanjer/var',
    );
    expect(getByText('Det senaste från oss.').getAttribute('data-screen')).toBe('wide');
    expect(getByText('Nytt från oss.').getAttribute('data-screen')).toBe('narrow');
    // The card's hostile thumbnail is left out, not rendered broken.
    expect(container.innerHTML).not.toContain('javascript:');
  });

  it('narrows to a tag, marking the chosen filter', async () => {
    const services = setup({ listing: async () => listing(items) });
    const { findByRole, getByRole, getAllByRole } = await renderRoutes(routes, {
      services,
      path: '/nyheter?tag=tag-bygg',
    });
    expect((await findByRole('status')).textContent).toBe('6 sidor');
    expect(getAllByRole('link', { name: /^Nyhet \d+$/ }).map((a) => a.textContent)).toEqual([
      'Nyhet 1',
      'Nyhet 3',
      'Nyhet 5',
      'Nyhet 7',
      'Nyhet 9',
      'Nyhet 11',
    ]);
    const filters = getByRole('navigation', { name: 'Filtrera på ämne' });
    expect(filters.querySelector('[aria-current="page"]')?.textContent).toBe('Bygg');
  });

  it('shows a page of it under the listing, and not under another one', async () => {
    const child = page('nyhet-1', {
      title: 'Nyhet 1',
      listingPages: [{ slug: 'nyheter', title: 'Nyheter' }],
    });
    const services = setup({ page: async (slug) => (slug === 'nyhet-1' ? child : notFound()) });
    const under = await renderRoutes(routes, { services, path: '/nyheter/nyhet-1' });
    expect((await under.findByRole('heading', { level: 1 })).textContent).toBe('Nyhet 1');
    const crumbs = under.getByRole('navigation', { name: 'Du är här' });
    expect([...crumbs.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Start',
      'Nyheter',
      'Nyhet 1',
    ]);
    await cleanup();
    const elsewhere = await renderRoutes(routes, { services, path: '/kampanjer/nyhet-1' });
    expect((await elsewhere.findByRole('heading', { level: 1 })).textContent).toBe('Sidan finns inte');
  });
});

describe('start page', () => {
  it("welcomes with the shop's own words without the content service's front page", async () => {
    const services = setup({});
    const { findByRole, getByText } = await renderRoutes(routes, { services, path: '/' });
    expect((await findByRole('heading', { level: 1 })).textContent).toBe('Välkommen till Bygghandeln');
    expect(getByText('Logga in för att se dina priser, ditt lagersaldo och din varukorg.')).toBeTruthy();
  });

  it("renders the front page's sections", async () => {
    const front = {
      id: 'f',
      hero: null,
      metaDescription: null,
      sections: [textBlock('t', 'Veckans tips', paragraph('Spara på spill.'))],
    } as unknown as FrontPage;
    const services = setup({ frontPage: async () => front });
    const { findByRole, getByText } = await renderRoutes(routes, { services, path: '/' });
    expect(await findByRole('heading', { name: 'Veckans tips' })).toBeTruthy();
    expect(getByText('Spara på spill.')).toBeTruthy();
  });

  it('opens the sign-in for ?login= with a path of the shop, and ignores another site', async () => {
    const services = setup({});
    await renderRoutes(routes, { services, path: '/?login=%2Fmina-sidor' });
    expect(services.store.get(overlayAtom)).toBe('sign-in');
    expect(services.store.get(afterSignInAtom)).toBe('/mina-sidor');
    await cleanup();
    const other = setup({});
    await renderRoutes(routes, { services: other, path: '/?login=%2F%2Fevil.example' });
    expect(other.store.get(overlayAtom)).toBeNull();
    expect(other.store.get(afterSignInAtom)).toBeNull();
  });
});

describe('retailers page', () => {
  const retailer = (name: string, extra: Partial<Retailer> = {}): Retailer => ({
    id: name,
    name,
    address: null,
    offerings: [],
    link: null,
    location: null,
    ...extra,
  });

  it('groups retailers by letter, links only the letters that have some, and leaves hostile sites unlinked', async () => {
    const services = setup({
      retailers: async () => [
        retailer('Alfa Bygg', { link: 'https://alfabygg.example.se' }),
        retailer('Östra Trä', { link: 'javascript:alert(1)' }),
      ],
    });
    const { findByRole, getByRole, queryByRole } = await renderRoutes(routes, {
      services,
      path: '/aterforsaljare',
    });
    const letters = await findByRole('navigation', { name: 'Återförsäljare per bokstav' });
    expect([...letters.querySelectorAll('a')].map((a) => a.getAttribute('aria-label'))).toEqual([
      'Återförsäljare på A',
      'Återförsäljare på Ö',
    ]);
    expect(getByRole('link', { name: 'Återförsäljare på Ö' }).getAttribute('href')).toBe('#bokstav-Ö');
    expect(letters.textContent).toContain('Ingen återförsäljare på B');
    expect(getByRole('link', { name: /alfabygg\.example\.se/ }).getAttribute('target')).toBe('_blank');
    const ostra = getByRole('region', { name: 'Ö' });
    expect(ostra.querySelector('a')).toBeNull();
    expect(queryByRole('region', { name: 'B' })).toBeNull();
  });

  it('narrows the list as the visitor types, keeping the words in the address', async () => {
    const services = setup({
      retailers: async () => [
        retailer('Alfa Bygg', { address: 'Storgatan 1, Örebro' }),
        retailer('Kiruna Järn', { offerings: ['Virke'] }),
      ],
    });
    const { findByRole, getByRole, queryByRole, user, router } = await renderRoutes(routes, {
      services,
      path: '/aterforsaljare',
    });
    expect((await findByRole('status')).textContent).toBe('2 återförsäljare');
    await user.type(getByRole('searchbox', { name: 'Sök återförsäljare' }), 'orebro');
    expect(getByRole('status').textContent).toBe('1 återförsäljare');
    expect(getByRole('heading', { name: 'Alfa Bygg' })).toBeTruthy();
    expect(queryByRole('heading', { name: 'Kiruna Järn' })).toBeNull();
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'orebro' }));
  });
});

describe('promotionsOf', () => {
  const sub = {
    kind: 'SubBanners',
    id: 's',
    name: 'Start',
    items: [
      { title: 'Takpannor', name: 'tak', marketingId: 'm-tak', creative: 'c1', linkUrl: '/tak' },
      { title: null, name: 'utan-id', marketingId: null, creative: null, linkUrl: '/x' },
      { title: 'Utan länk', name: 'n', marketingId: 'm-n', creative: null, linkUrl: null },
    ],
  } as unknown as Section;

  it('tracks the banners with a marketing id and a link, in their slot and position', () => {
    expect(promotionsOf([sub], {})).toEqual([
      {
        banner: { marketingId: 'm-tak', metaTitle: 'Takpannor', creative: 'c1' },
        slot: 'sub_banners:Start',
        index: 1,
        linkUrl: '/tak',
      },
    ]);
  });

  it.each([
    [undefined, 'm0'],
    [2, 'm2'],
    [7, undefined],
  ])('tracks only the random banner drawn (choice %s)', (choice, marketingId) => {
    const found = promotionsOf([randomBanners as Section], choice === undefined ? {} : { slump: choice });
    expect(found.map((p) => p.banner.marketingId)).toEqual(marketingId ? [marketingId] : []);
    if (marketingId) expect(found[0]?.slot).toBe('random_banner:slump');
  });
});
