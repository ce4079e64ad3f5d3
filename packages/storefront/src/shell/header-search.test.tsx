// @vitest-environment happy-dom
import { waitFor } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { overlayAtom } from '../session';
import { cleanup, renderInShop, testServices } from '../test/render';
import { MemoryStorage } from '../test/test-utils';
import { HeaderSearch } from './header-search';

const navigate = vi.fn();
vi.mock('@tanstack/react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@tanstack/react-router')>()),
  useNavigate: () => navigate,
}));

const hit = (articleNumber: string, name: string, listPrice: number | null = null) => ({
  articleNumber,
  name,
  variantSlug: `${name.toLowerCase().replace(/\W+/g, '-')}-${articleNumber}`,
  listPrice,
});

function setup(hits: ReturnType<typeof hit>[] = [], total = hits.length) {
  const behaviour = vi.fn();
  const track = vi.fn();
  const client = { search: { search: vi.fn(async () => ({ hits, total })) } };
  const services = testServices({
    client,
    content: {
      searchPages: vi.fn(async (query: string) =>
        query === 'leverans'
          ? [
              {
                id: 'p1',
                title: 'Leveranser och frakt',
                preTitle: 'Kundservice',
                slug: 'leverans',
                href: '/kundservice/leverans',
              },
            ]
          : [],
      ),
    },
    extra: {
      tracking: { track, behaviour, report: () => {}, reportsErrors: false, asksConsent: false },
    },
  });
  return { services, client, behaviour, track };
}

let storage: MemoryStorage;
beforeEach(() => {
  navigate.mockReset();
  storage = new MemoryStorage();
  vi.spyOn(window, 'localStorage', 'get').mockReturnValue(storage);
});
afterEach(async () => {
  await cleanup();
  vi.restoreAllMocks();
});

describe('HeaderSearch', () => {
  it('suggests products as the customer types, each a link to its page, and all hits behind one more', async () => {
    const env = setup(
      [hit('1000001', 'Träskruv 4,0x40', 189.5), hit('1000002', 'Träskruv 5,0x60', null)],
      14,
    );
    const { getByRole, findByRole, user } = await renderInShop(<HeaderSearch />, { services: env.services });
    await user.type(getByRole('searchbox', { name: 'Sök' }), 'träskruv');
    const suggestions = await findByRole('region', { name: 'Sökförslag' });
    await waitFor(() => expect(suggestions.querySelectorAll('a').length).toBe(3));
    expect(env.client.search.search).toHaveBeenLastCalledWith({ query: 'träskruv', pageSize: 6 });
    const first = getByRole('link', { name: /Träskruv 4,0x40/ });
    expect(first.getAttribute('href')).toBe('/produkt/tr-skruv-4-0x40-1000001');
    expect(first.textContent).toContain('1000001 · 189,50');
    expect(getByRole('link', { name: /Träskruv 5,0x60/ }).textContent).toBe('Träskruv 5,0x601000002');
    expect(getByRole('link', { name: 'Visa alla 14 träffar för ”träskruv”' }).getAttribute('href')).toBe(
      '/search?q=tr%C3%A4skruv',
    );
  });

  it('tracks the suggestion chosen as select_item of the sticky header, tells the search service, and closes the panel', async () => {
    const env = setup([hit('1000001', 'Träskruv'), hit('1000002', 'Träskruv lång', 12.5)]);
    const { getByRole, findByRole, user } = await renderInShop(<HeaderSearch />, { services: env.services });
    await user.type(getByRole('searchbox', { name: 'Sök' }), 'trä');
    await user.click(await findByRole('link', { name: /Träskruv lång/ }));
    expect(env.behaviour).toHaveBeenCalledWith({ type: 'click', articleNumber: '1000002' });
    expect(env.track).toHaveBeenCalledWith({
      type: 'select_item',
      line: expect.objectContaining({
        articleNumber: '1000002',
        name: 'Träskruv lång',
        price: { netPrice: 12.5 },
      }),
      listName: 'sticky_header',
      index: 2,
    });
    expect(env.services.store.get(overlayAtom)).toBeNull();
  });

  it('says so when nothing matches', async () => {
    const env = setup([]);
    const { getByRole, findByText, user } = await renderInShop(<HeaderSearch />, { services: env.services });
    await user.type(getByRole('searchbox', { name: 'Sök' }), 'xyzzy');
    expect(await findByText('Inga förslag för ”xyzzy”')).toBeTruthy();
  });

  it('lists content pages beside the products', async () => {
    const env = setup([]);
    const { getByRole, findByRole, user } = await renderInShop(<HeaderSearch />, { services: env.services });
    await user.type(getByRole('searchbox', { name: 'Sök' }), 'leverans');
    const pages = await findByRole('list', { name: 'Sidor' });
    expect(pages.querySelector('a')?.getAttribute('href')).toBe('/kundservice/leverans');
    expect(pages.textContent).toBe('Leveranser och fraktKundservice');
  });

  it('goes to the search page with the trimmed words on Enter, and not for an empty box', async () => {
    const env = setup([]);
    const { getByRole, user } = await renderInShop(<HeaderSearch />, { services: env.services });
    const box = getByRole('searchbox', { name: 'Sök' });
    await user.type(box, '   {Enter}');
    expect(navigate).not.toHaveBeenCalled();
    await user.type(box, ' spik 75 {Enter}');
    expect(navigate).toHaveBeenCalledWith({ to: '/search', search: { q: 'spik 75', f: {} } });
  });

  it('shows the viewed products in an empty focused box and closes them with Escape', async () => {
    storage.setItem(
      'shop.viewed-products',
      JSON.stringify([{ slug: 'hammare-1000009', name: 'Snickarhammare', articleNumber: '1000009' }]),
    );
    const env = setup([]);
    const { getByRole, findByRole, queryByRole, user } = await renderInShop(<HeaderSearch />, {
      services: env.services,
    });
    await user.click(getByRole('searchbox', { name: 'Sök' }));
    const history = await findByRole('region', { name: 'Senast visade produkter' });
    expect(history.querySelector('a')?.getAttribute('href')).toBe('/produkt/hammare-1000009');
    expect(getByRole('searchbox', { name: 'Sök' }).getAttribute('aria-controls')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(queryByRole('region', { name: 'Senast visade produkter' })).toBeNull();
    expect(env.services.store.get(overlayAtom)).toBeNull();
  });

  it('tells a first-time visitor there is no history yet', async () => {
    const env = setup([]);
    const { getByRole, findByText, user } = await renderInShop(<HeaderSearch />, { services: env.services });
    await user.click(getByRole('searchbox', { name: 'Sök' }));
    expect(await findByText('Du har inte tittat på några produkter än.')).toBeTruthy();
  });
});
