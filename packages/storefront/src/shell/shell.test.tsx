// @vitest-environment happy-dom

import type { AlertBanner, Footer as FooterModel, NavigationLink, StorePage } from '@shop/cms';
import type { Customer } from '@shop/commerce-client/contract';
import { waitFor, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteChrome, Tracker } from '../core';
import {
  CategoryGlyph,
  CLOSED_BANNERS_COOKIE,
  closedBannersAtom,
  closedBannersCookie,
  closedBannersFromCookie,
} from '../core';
import { messageAtom, overlayAtom, sessionAtom } from '../session';
import { cleanup, renderInShop, settle, signedInSession, testServices } from '../test/render';
import { ConsentBanner } from './consent-banner';
import { ContentLink, headerNavLinks, SiteBanners } from './content-frame';
import { Footer } from './footer';
import { Header } from './header';
import { MessageBar } from './message-bar';

const link = (id: string, title: string, url: string): NavigationLink => ({ id, title, url, icon: null });

function chrome(parts: Partial<SiteChrome> = {}): SiteChrome {
  return {
    logo: null,
    header: null,
    footer: null,
    ourServices: null,
    alertBanner: null,
    informationBanner: null,
    ...parts,
  };
}

/** The services the header calls: the cart (its line count), the menu and the search. */
function setup(options: { lines?: number; chrome?: SiteChrome; tracker?: Partial<Tracker> } = {}) {
  const client = {
    cart: {
      get: vi.fn(async () => ({
        cartId: 'c1',
        cartItems: Array.from({ length: options.lines ?? 0 }, (_, i) => ({ cartItemId: `i${i}` })),
      })),
    },
    catalogue: { menu: vi.fn(async () => ({ entries: [] })) },
    search: { search: vi.fn(async () => ({ hits: [], total: 0 })) },
    favourites: { list: vi.fn(async () => ({ favourites: [] })) },
  };
  return testServices({
    client,
    content: { chrome: async () => options.chrome ?? chrome() },
    extra: options.tracker
      ? {
          tracking: {
            track: () => {},
            behaviour: () => {},
            report: () => {},
            reportsErrors: false,
            asksConsent: false,
            ...options.tracker,
          },
        }
      : {},
  });
}

afterEach(async () => {
  await cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Header', () => {
  it('offers a visitor the sign-in button, the search box and an empty cart that leads to /cart', async () => {
    const services = setup();
    const { getByRole, queryByRole } = await renderInShop(<Header />, { services });
    expect(getByRole('link', { name: 'Bygghandeln, till startsidan' }).getAttribute('href')).toBe('/');
    expect(getByRole('searchbox', { name: 'Sök' })).toBeTruthy();
    expect(getByRole('button', { name: 'Logga in' }).getAttribute('aria-expanded')).toBe('false');
    expect(getByRole('link', { name: 'Varukorg, tom' }).getAttribute('href')).toBe('/cart');
    expect(queryByRole('button', { name: 'Mitt konto' })).toBeNull();
    // Without the content service's links: the brand's own two.
    const nav = getByRole('navigation', { name: 'Huvudmeny' });
    expect(nav.querySelector('a[href="/kampanjer"]')?.textContent).toBe('Kampanjer');
    expect(nav.querySelector('a[href="/hitta-butik"]')?.textContent).toBe('Hitta butik');
  });

  it.each([
    [1, 'Varukorg, 1 artikel'],
    [3, 'Varukorg, 3 artiklar'],
  ])('names the cart button by its %i line(s) for a signed-in customer', async (lines, name) => {
    const services = setup({ lines });
    services.store.set(sessionAtom, signedInSession());
    const { getByRole, queryByRole } = await renderInShop(<Header />, { services });
    const cart = await waitFor(() => getByRole('button', { name }));
    expect(cart.getAttribute('aria-haspopup')).toBe('dialog');
    expect(getByRole('button', { name: 'Mitt konto' })).toBeTruthy();
    expect(getByRole('button', { name: 'Favoriter' })).toBeTruthy();
    expect(queryByRole('button', { name: 'Logga in' })).toBeNull();
  });

  it('shows the signed-in customer and project, and opens the switch from there', async () => {
    const services = setup();
    services.store.set(sessionAtom, signedInSession());
    const { getByRole, user } = await renderInShop(<Header />, { services });
    const context = getByRole('button', { name: 'Kund och projekt: Nordbygg Entreprenad AB / Kv. Linden' });
    expect(context.textContent).toBe('Kund och projekt Nordbygg Entreprenad AB / Kv. Linden');
    await user.click(context);
    expect(services.store.get(overlayAtom)).toBe('project');
    expect(context.getAttribute('aria-expanded')).toBe('true');
  });

  it('names the customer alone when the session has no project', async () => {
    const services = setup();
    services.store.set(sessionAtom, signedInSession({ projectId: null }));
    const { getByRole } = await renderInShop(<Header />, { services });
    expect(getByRole('button', { name: 'Kund och projekt: Nordbygg Entreprenad AB' })).toBeTruthy();
  });

  it("uses the content service's header links, without the one the menu button already is", async () => {
    const services = setup({
      chrome: chrome({
        header: {
          id: 'h',
          name: 'Header',
          usps: ['Fri frakt över 5 000 kr'],
          links: [
            link('1', 'Sortiment', '/kategorier'),
            link('2', 'Erbjudanden', '/erbjudanden'),
            link('3', 'Karriär', 'https://jobb.example.com'),
            link('4', 'Lura', 'javascript:alert(1)'),
          ],
        },
      }),
    });
    const { getByRole, getByText } = await renderInShop(<Header />, { services });
    const nav = getByRole('navigation', { name: 'Huvudmeny' });
    await waitFor(() => expect(nav.querySelector('a[href="/erbjudanden"]')).toBeTruthy());
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
      'Erbjudanden',
      'Karriär (öppnas i ny flik)',
    ]);
    expect(nav.querySelector('a[href^="javascript"]')).toBeNull();
    expect(within(nav).getByText('Lura').tagName).toBe('SPAN');
    expect(getByText('Fri frakt över 5 000 kr')).toBeTruthy();
  });

  it('opens the menu drawer from its button and closes it with Escape', async () => {
    const services = setup();
    const { getByRole, findByRole, queryByRole, user } = await renderInShop(<Header />, { services });
    const button = getByRole('button', { name: 'Meny' });
    await user.click(button);
    const drawer = await findByRole('dialog', { name: 'Meny' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(drawer.querySelector('a[href="/hitta-butik"]')?.textContent).toBe('Hitta butik');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(queryByRole('dialog', { name: 'Meny' })).toBeNull());
    expect(services.store.get(overlayAtom)).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the account flyout for a signed-in user and closes it with its close button', async () => {
    const services = setup();
    services.store.set(sessionAtom, signedInSession());
    const { getByRole, findByRole, queryByRole, user } = await renderInShop(<Header />, { services });
    await user.click(getByRole('button', { name: 'Mitt konto' }));
    const flyout = await findByRole('dialog', { name: 'Mitt konto' });
    expect(flyout.textContent).toContain('Inloggad som Anna Berg');
    await user.click(getByRole('button', { name: 'Stäng' }));
    await waitFor(() => expect(queryByRole('dialog', { name: 'Mitt konto' })).toBeNull());
  });
});

describe('customer and project switch', () => {
  const customers = [
    {
      customerId: '10001',
      customerName: 'Nordbygg Entreprenad AB',
      active: true,
      projects: [
        { projectId: 'P1', projectName: 'Kv. Linden' },
        { projectId: 'P2', projectName: 'Kv. Eken' },
      ],
    },
    { customerId: '10002', customerName: 'Bygg & Måleri i Väst AB', active: true, projects: [] },
    { customerId: '10003', customerName: 'Vilande AB', active: false, projects: [] },
  ] as unknown as Customer[];

  async function openSwitch(switchContext: () => Promise<void>) {
    const services = setup();
    Object.assign(services.session, { switchContext: vi.fn(switchContext) });
    services.store.set(sessionAtom, signedInSession({ customers }));
    const view = await renderInShop(<Header />, { services });
    await view.user.click(
      view.getByRole('button', { name: 'Kund och projekt: Nordbygg Entreprenad AB / Kv. Linden' }),
    );
    const dialog = await view.findByRole('dialog', { name: 'Byt kund eller projekt' });
    return { ...view, services, dialog };
  }

  it('offers every active customer and project, the current one chosen, and switches to another', async () => {
    const { dialog, getByRole, queryByRole, services, user } = await openSwitch(async () => {});
    const radios = [...dialog.querySelectorAll('input[type="radio"]')].map(
      (r) => r.closest('label')?.textContent,
    );
    expect(radios).toEqual([
      'Nordbygg Entreprenad AB / Kv. Linden',
      'Nordbygg Entreprenad AB / Kv. Eken',
      'Bygg & Måleri i Väst AB',
    ]);
    expect(
      (getByRole('radio', { name: 'Nordbygg Entreprenad AB / Kv. Linden' }) as HTMLInputElement).checked,
    ).toBe(true);
    await user.click(getByRole('radio', { name: 'Bygg & Måleri i Väst AB' }));
    expect(services.session.switchContext).toHaveBeenCalledWith('10002', null);
    await waitFor(() => expect(queryByRole('dialog', { name: 'Byt kund eller projekt' })).toBeNull());
  });

  it('stays open and says so when the switch fails', async () => {
    const { getByRole, findByRole, services, user } = await openSwitch(async () => {
      throw new Error('down');
    });
    await user.click(getByRole('radio', { name: 'Nordbygg Entreprenad AB / Kv. Eken' }));
    expect(services.session.switchContext).toHaveBeenCalledWith('10001', 'P2');
    expect((await findByRole('alert')).textContent).toBe('Det gick inte att byta kund. Försök igen.');
    expect(getByRole('dialog', { name: 'Byt kund eller projekt' })).toBeTruthy();
  });
});

describe('MessageBar', () => {
  it('shows a danger message as an alert and closes it with its button', async () => {
    const services = setup();
    services.store.set(messageAtom, { key: 'errors.technical_issues', severity: 'danger' });
    const { getByRole, queryByRole, user } = await renderInShop(<MessageBar />, { services });
    expect(getByRole('alert').textContent).toContain(
      'Vi har tekniska problem just nu och kunde inte logga in dig.',
    );
    await user.click(getByRole('button', { name: 'Stäng meddelandet' }));
    expect(queryByRole('alert')).toBeNull();
    expect(services.store.get(messageAtom)).toBeNull();
  });

  it('shows an information message politely, as a status', async () => {
    const services = setup();
    services.store.set(messageAtom, { key: 'start.please_login', severity: 'info' });
    const { getByRole, queryByRole } = await renderInShop(<MessageBar />, { services });
    expect(getByRole('status').textContent).toContain('Din inloggning har gått ut.');
    expect(queryByRole('alert')).toBeNull();
  });
});

describe('SiteBanners', () => {
  const alert: AlertBanner = {
    id: 'a1',
    active: true,
    type: 'warning',
    title: 'Driftstörning',
    message: 'Leveranser till Norrland är försenade.',
    linkUrl: 'javascript:alert(1)',
    linkText: 'Läs mer',
    secondLinkUrl: null,
    secondLinkText: null,
  };
  afterEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test clears the cookie it made
    document.cookie = `${CLOSED_BANNERS_COOKIE}=; Path=/; Max-Age=0`;
  });

  it('closes the alert banner, and keeps it closed for the browser session in a cookie the server reads', async () => {
    const services = setup({ chrome: chrome({ alertBanner: alert }) });
    const first = await renderInShop(<SiteBanners />, { services });
    const region = await first.findByRole('region', { name: 'Viktigt meddelande' });
    expect(region.textContent).toContain('Leveranser till Norrland är försenade.');
    // A hostile link from the content service is not a link.
    expect(region.querySelector('a[href^="javascript"]')).toBeNull();
    await first.user.click(first.getByRole('button', { name: 'Stäng meddelandet' }));
    expect(first.queryByRole('region', { name: 'Viktigt meddelande' })).toBeNull();
    expect(closedBannersFromCookie(document.cookie)).toEqual(['a1']);
    await cleanup();
    // The next page's services read the cookie (as the server does for its HTML).
    const next = setup({ chrome: chrome({ alertBanner: alert }) });
    next.store.set(closedBannersAtom, closedBannersFromCookie(document.cookie));
    const again = await renderInShop(<SiteBanners />, { services: next });
    await settle();
    expect(again.queryByRole('region', { name: 'Viktigt meddelande' })).toBeNull();
  });

  it('shows neither an inactive banner nor one closed before, from the first render on', async () => {
    const services = setup({
      chrome: chrome({
        alertBanner: { ...alert, active: false },
        informationBanner: {
          id: 'i1',
          active: true,
          message: 'Nytt sortiment',
          linkUrl: null,
          linkText: null,
          linkIcon: null,
        },
      }),
    });
    services.store.set(closedBannersAtom, ['i1']);
    const { queryByRole } = await renderInShop(<SiteBanners />, { services });
    expect(queryByRole('region', { name: 'Viktigt meddelande' })).toBeNull();
    expect(queryByRole('region', { name: 'Information' })).toBeNull();
  });
});

describe('closedBannersFromCookie', () => {
  it.each([
    ['shop_closed_banners=a1|i1', ['a1', 'i1']],
    ['x=1; shop_closed_banners=a1; y=2', ['a1']],
    ['shop_closed_banners=a1|<script>|a1|', ['a1']],
    ['other_closed_banners=a1', []],
    ['', []],
  ])('reads %j as %j', (cookie, ids) => {
    expect(closedBannersFromCookie(cookie)).toEqual(ids);
  });

  it('writes a session cookie (no expiry) of valid ids only, Secure over https', () => {
    expect(closedBannersCookie(['a1', 'bad id', 'i1'], true)).toBe(
      'shop_closed_banners=a1|i1; Path=/; SameSite=Lax; Secure',
    );
  });
});

describe('ContentLink', () => {
  it.each([
    ['/kundservice', '/kundservice', false],
    ['https://www.boverket.se/', 'https://www.boverket.se/', true],
    ['mailto:kundservice@example.se', 'mailto:kundservice@example.se', true],
  ])('links %s', async (url, href, newTab) => {
    const { getByRole } = await renderInShop(<ContentLink link={{ title: 'Kundservice', url }} />, {
      services: setup(),
    });
    const anchor = getByRole('link');
    expect(anchor.getAttribute('href')).toBe(href);
    expect(anchor.getAttribute('target')).toBe(newTab ? '_blank' : null);
    if (newTab) expect(anchor.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it.each([
    'javascript:alert(document.cookie)',
    'JaVaScRiPt:alert(1)',
    ' java\tscript:alert(1)',
    '//evil.example',
  ])('renders the hostile address %j as plain text', async (url) => {
    const { queryByRole, getByText } = await renderInShop(<ContentLink link={{ title: 'Klicka', url }} />, {
      services: setup(),
    });
    expect(queryByRole('link')).toBeNull();
    expect(getByText('Klicka').tagName).toBe('SPAN');
  });
});

describe('headerNavLinks', () => {
  it('drops the link named like the assortment button, whatever its case and spaces', () => {
    const links = [link('1', ' sortiment ', '/s'), link('2', 'Erbjudanden', '/e')];
    expect(headerNavLinks(chrome({ header: { id: 'h', name: 'h', usps: [], links } }), 'Sortiment')).toEqual([
      links[1],
    ]);
    expect(headerNavLinks(undefined, 'Sortiment')).toEqual([]);
  });
});

describe('Footer', () => {
  const storePage = {
    id: 's',
    storeId: '1001',
    title: 'Bygghandeln Sundbyberg',
    details: {
      name: 'Bygghandeln Sundbyberg',
      address: 'Landsvägen 50, Sundbyberg',
      phone: '08-123 45 67',
      email: 'sundbyberg@example.se',
    },
  } as unknown as StorePage;

  it("shows the brand's links, the year and the brand without the content service's footer", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-03-01T10:00:00Z'));
    const { getByRole, getByText } = await renderInShop(<Footer />, { services: setup() });
    const nav = getByRole('navigation', { name: 'Snabblänkar' });
    expect([...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Hitta butik', '/hitta-butik'],
      ['Kampanjer', '/kampanjer'],
    ]);
    expect(getByText('© 2027 Bygghandeln')).toBeTruthy();
  });

  it("shows the content service's columns, each a navigation named by its title, hostile links inert", async () => {
    const footer: FooterModel = {
      id: 'f',
      name: 'Footer',
      columns: [
        {
          id: 'c1',
          title: 'Kundservice',
          links: [link('l1', 'Leveranser', '/kundservice/leverans'), link('l2', 'Lura', 'javascript:x()')],
        },
      ],
      socialLinks: [link('s1', 'Instagram', 'https://instagram.com/bygghandeln')],
      bottomText: 'Bygghandeln AB, org.nr 556000-0000',
    };
    const services = setup({ chrome: chrome({ footer }) });
    const { findByRole, getByText, getByRole } = await renderInShop(<Footer />, { services });
    const column = await findByRole('navigation', { name: 'Kundservice' });
    expect(column.querySelector('a')?.getAttribute('href')).toBe('/kundservice/leverans');
    expect(getByText('Lura').tagName).toBe('SPAN');
    expect(getByRole('link', { name: 'Instagram (öppnas i ny flik)' }).getAttribute('target')).toBe('_blank');
    expect(getByText('Bygghandeln AB, org.nr 556000-0000')).toBeTruthy();
  });

  it("shows the customer's store with a dialable phone number", async () => {
    const services = setup();
    services.content.storePage = vi.fn(async () => storePage);
    const { findByRole, getByRole } = await renderInShop(<Footer />, { services });
    const store = await findByRole('region', { name: 'Din butik' });
    expect(services.content.storePage).toHaveBeenCalledWith('1001');
    expect(getByRole('link', { name: 'Bygghandeln Sundbyberg' }).getAttribute('href')).toBe('/butiker/1001');
    expect(getByRole('link', { name: '08-123 45 67' }).getAttribute('href')).toBe('tel:081234567');
    expect(store.textContent).toContain('Landsvägen 50, Sundbyberg');
    // What the page's HTML carries for it is the details alone, not the whole store page.
    expect(services.queryClient.getQueryData(['content', 'store-details', '1001'])).toEqual(
      storePage.details,
    );
    expect(services.queryClient.getQueryData(['content', 'store-page', '1001'])).toBeUndefined();
  });
});

describe('ConsentBanner', () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: clearing the test document's cookie
    document.cookie = 'shop_consent=; Max-Age=0; Path=/';
  });

  it('asks with two equal answers and keeps a no for a year', async () => {
    const services = setup({ tracker: { asksConsent: true } });
    const { getByRole, queryByRole, user } = await renderInShop(<ConsentBanner />, { services });
    getByRole('region', { name: 'Kakor för statistik och marknadsföring' });
    expect(getByRole('button', { name: 'Godkänn alla' })).toBeTruthy();
    await user.click(getByRole('button', { name: 'Endast nödvändiga' }));
    expect(document.cookie).toContain('shop_consent=denied');
    expect(queryByRole('region', { name: 'Kakor för statistik och marknadsföring' })).toBeNull();
  });

  it('asks nothing when the brand has no tag manager', async () => {
    const { container } = await renderInShop(<ConsentBanner />, { services: setup() });
    expect(container.textContent).toBe('');
  });
});

describe('CategoryGlyph', () => {
  it('draws nothing for a name outside the eight icons', async () => {
    const { container } = await renderInShop(<CategoryGlyph name="no-such-icon" />, { services: setup() });
    expect(container.innerHTML).toBe('');
  });
});
