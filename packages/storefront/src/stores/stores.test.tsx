// @vitest-environment happy-dom
import type { StoreDetails, StorePage as StorePageModel } from '@shop/cms';
import type { Location } from '@shop/commerce-client/contract';
import { isNotFound } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContentError } from '../core';
import { sessionAtom } from '../session';
import { cleanup, renderInShop, renderRoutes, signedInSession, testServices } from '../test/render';
import { loadStorePage, storeRoutes } from './routes';
import { LocationStock, useStoreName } from './stock';
import { EmailLink, openNow } from './store-pages';
import { StorePicker } from './store-picker';

/** Weekdays 07–18, Saturday 09–14, Sunday closed. */
const WEEK = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
  weekday,
  opens: weekday <= 5 ? '07:00' : weekday === 6 ? '09:00' : null,
  closes: weekday <= 5 ? '18:00' : weekday === 6 ? '14:00' : null,
}));

const store = (id: string, name: string, postalCode: string, city: string, extra: Partial<Location> = {}) =>
  ({
    id,
    name,
    address: `${name}vägen 1`,
    postalCode,
    city,
    phone: '08-123 45 67',
    email: `${id}@bygghandeln.example`,
    lat: 59.36,
    lon: 17.97,
    openingHours: WEEK,
    services: ['Virkesutlämning'],
    deliveryMethods: [],
    isCentralStorage: false,
    ...extra,
  }) as Location;

const STORES = [
  store('1001', 'Sundbyberg', '172 66', 'Sundbyberg'),
  store('1002', 'Hisingen', '422 46', 'Göteborg'),
  store('1003', 'Mölndal', '431 53', 'Mölndal', {
    openingHours: WEEK.map((day) => (day.weekday <= 5 ? { ...day, opens: '10:00' } : day)),
  }),
];

function details(storeId: string, extra: Partial<StoreDetails> = {}): StoreDetails {
  return {
    id: `d-${storeId}`,
    storeId,
    name: 'Bygghandeln Sundbyberg',
    address: 'Landsvägen 50',
    phone: null,
    email: null,
    label: null,
    location: null,
    openingHours: {
      monday: '07–18',
      tuesday: '07–18',
      wednesday: '07–18',
      thursday: '07–18',
      friday: '07–18',
      saturday: null,
      sunday: null,
    },
    specialOpeningHoursWeekdays: [],
    specialOpeningHoursWeekends: [],
    infobox: null,
    assortments: [],
    services: [],
    storeActivities: [],
    contactsSectionTitle: null,
    contacts: [],
    phoneNumbers: [],
    ...extra,
  };
}

const pageOf = (d: StoreDetails): StorePageModel => ({
  id: `p-${d.storeId}`,
  storeId: d.storeId,
  title: d.name,
  ingress: null,
  bodyTextPrimary: null,
  desktopHero: null,
  mobileHero: null,
  details: d,
  sections: [],
});

const missing = () => Promise.reject(new ContentError('not found', 404));

function setup(options: { locations?: Location[] | Error; pages?: Record<string, StorePageModel> } = {}) {
  const client = {
    locations: {
      list: vi.fn(async () => {
        if (options.locations instanceof Error) throw options.locations;
        return { locations: options.locations ?? STORES };
      }),
    },
  };
  return testServices({
    client,
    content: {
      storePage: vi.fn(async (id: string) => options.pages?.[id] ?? missing()),
      allStoreDetails: async () => [],
    },
  });
}

/** Wednesday 2026-11-25, the given Stockholm time (UTC+1 in winter). */
const wednesday = (time: string) => new Date(`2026-11-25T${time}:00+01:00`);

afterEach(async () => {
  await cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('openNow', () => {
  const sundbyberg = STORES[0] ?? null;

  it.each([
    ['06:59', false],
    ['07:00', true],
    ['17:59', true],
    ['18:00', false],
  ])('reads the week’s hours in Stockholm time (Wednesday %s: %s)', (time, open) => {
    expect(openNow(sundbyberg, null, wednesday(time))).toBe(open);
  });

  it('uses Stockholm’s summer time, whatever the machine’s zone', () => {
    // 05:30 UTC on a June Wednesday is 07:30 in Stockholm.
    expect(openNow(sundbyberg, null, new Date('2026-06-17T05:30:00Z'))).toBe(true);
    expect(openNow(sundbyberg, null, new Date('2026-06-17T04:30:00Z'))).toBe(false);
  });

  it("lets a special day's hours win over the week's", () => {
    const christmasEve = details('1001', {
      specialOpeningHoursWeekdays: [{ date: '2026-12-24', label: 'Julafton', hours: '07.00–12.00' }],
      specialOpeningHoursWeekends: [{ date: '2026-11-25', label: 'Inventering', hours: 'Stängt' }],
    });
    expect(openNow(sundbyberg, christmasEve, wednesday('10:00'))).toBe(false);
    expect(openNow(sundbyberg, christmasEve, new Date('2026-12-24T11:59:00+01:00'))).toBe(true);
    expect(openNow(sundbyberg, christmasEve, new Date('2026-12-24T12:00:00+01:00'))).toBe(false);
  });

  it('knows nothing without the commerce store or a special day', () => {
    expect(openNow(null, details('9'), wednesday('10:00'))).toBeNull();
  });
});

describe('loadStorePage', () => {
  it('loads a store the commerce service knows, even without a content page', async () => {
    await expect(loadStorePage(setup(), '1002')).resolves.toBeUndefined();
  });

  it('loads a store only the content service knows', async () => {
    const services = setup({ pages: { '2001': pageOf(details('2001')) } });
    await expect(loadStorePage(services, '2001')).resolves.toBeUndefined();
  });

  it('answers 404 for a store neither service knows', async () => {
    const error = await loadStorePage(setup(), '9999').catch((e: unknown) => e);
    expect(isNotFound(error)).toBe(true);
  });

  it('passes a failing commerce service on, rather than calling the store missing', async () => {
    const down = new Error('locations down');
    await expect(loadStorePage(setup({ locations: down }), '9999')).rejects.toBe(down);
  });
});

describe('store finder', () => {
  it('lists every store with its opening hours, and narrows by name or city', async () => {
    const services = setup();
    const { findByRole, getByRole, getAllByRole, user } = await renderRoutes(storeRoutes, {
      services,
      path: '/hitta-butik',
    });
    expect((await findByRole('status')).textContent).toBe('3 butiker');
    expect(getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Sundbyberg',
      'Hisingen',
      'Mölndal',
    ]);
    expect(getByRole('link', { name: 'Hisingen' }).getAttribute('href')).toBe('/butiker/1002');
    await user.type(getByRole('searchbox', { name: 'Sök butik' }), 'göteborg');
    expect(getByRole('status').textContent).toBe('1 butik');
    expect(getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Hisingen']);
  });

  it("has the content service's stores in its first render, however late they answer", async () => {
    // Streamed after the HTML, they would reach the browser before the page hydrated (React #418).
    const services = setup();
    services.content.allStoreDetails = () =>
      new Promise((resolve) =>
        setTimeout(() => resolve([details('1009', { name: 'Bygghandeln Kista' })]), 200),
      );
    const { findByRole, getAllByRole } = await renderRoutes(storeRoutes, { services, path: '/hitta-butik' });
    await findByRole('status');
    expect(getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toContain('Bygghandeln Kista');
  });

  it('ranks the stores near a postal code first', async () => {
    const services = setup();
    const { findByRole, getByRole, getAllByRole, user } = await renderRoutes(storeRoutes, {
      services,
      path: '/hitta-butik',
    });
    await findByRole('status');
    await user.type(getByRole('searchbox', { name: 'Sök butik' }), '431 00');
    expect(getByRole('status').textContent).toBe('2 butiker nära postnummer 431 00, närmast först');
    expect(getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Mölndal', 'Hisingen']);
  });

  it('shows only the stores open now when asked, by a fixed clock', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(wednesday('08:30'));
    const services = setup();
    const { findByRole, getByRole, getAllByRole, user } = await renderRoutes(storeRoutes, {
      services,
      path: '/hitta-butik',
    });
    await findByRole('status');
    await user.click(getByRole('switch', { name: 'Visa bara butiker som har öppet nu' }));
    // Mölndal opens at 10 on weekdays.
    expect(getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Sundbyberg',
      'Hisingen',
    ]);
    expect(getByRole('status').textContent).toBe('2 butiker');
  });
});

describe('store page', () => {
  it("shows the store's address, dialable phone, hours and whether it is open now", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-29T12:00:00+01:00')); // a Sunday
    const services = setup();
    const { findByRole, getByRole, getByText } = await renderRoutes(storeRoutes, {
      services,
      path: '/butiker/1001',
    });
    expect((await findByRole('heading', { level: 1 })).textContent).toBe('Sundbyberg');
    expect(getByRole('heading', { name: 'Sundbybergvägen 1' })).toBeTruthy();
    expect(getByRole('link', { name: '08-123 45 67' }).getAttribute('href')).toBe('tel:081234567');
    const hours = getByRole('region', { name: 'Öppettider' });
    const rows = [...hours.querySelectorAll('dl > div')].map(
      (row) => `${row.querySelector('dt')?.textContent} ${row.querySelector('dd')?.textContent}`,
    );
    expect(rows).toEqual([
      'Mån 07:00–18:00',
      'Tis 07:00–18:00',
      'Ons 07:00–18:00',
      'Tor 07:00–18:00',
      'Fre 07:00–18:00',
      'Lör 09:00–14:00',
      'Sön Stängt',
    ]);
    expect(getByText('Stängt nu')).toBeTruthy();
  });

  it("lists the content service's special days with Swedish dates, and says open on one", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-24T09:00:00+01:00'));
    const services = setup({
      pages: {
        '1001': pageOf(
          details('1001', {
            specialOpeningHoursWeekdays: [{ date: '2026-12-24', label: 'Julafton', hours: '07.00–12.00' }],
            contacts: [
              { id: 'c1', name: 'Växel', role: 'växel', phone: '08-700 00 00', email: null, image: null },
            ],
          }),
        ),
      },
    });
    const { findByText, getByRole } = await renderRoutes(storeRoutes, { services, path: '/butiker/1001' });
    expect(await findByText('Öppet nu')).toBeTruthy();
    const special = getByRole('heading', { name: 'Avvikande öppettider' }).nextElementSibling;
    expect(special?.textContent).toBe('Julaftontorsdag 24 december07.00–12.00');
    // A role that only repeats the name is said once.
    const contacts = getByRole('region', { name: 'Kontaktpersoner' });
    expect(contacts.querySelector('li')?.textContent).toBe('Växel08-700 00 00');
  });

  it("shows the store's label and its assortment areas from the content service, linked where safe", async () => {
    const icon = {
      id: 'i',
      url: 'https://cdn.example.se/el.svg',
      title: 'El',
      description: '',
      width: 64,
      height: 64,
    };
    const services = setup({
      pages: {
        '1001': pageOf(
          details('1001', {
            label: 'Proffscenter',
            assortments: [
              { id: 'a1', title: 'El', icon, linkUrl: '/kategorier/el' },
              {
                id: 'a2',
                title: 'VVS',
                icon: { ...icon, url: 'javascript:alert(1)' },
                linkUrl: 'javascript:alert(1)',
              },
            ],
          }),
        ),
      },
    });
    const { findByText, getByRole, queryByRole } = await renderRoutes(storeRoutes, {
      services,
      path: '/butiker/1001',
    });
    expect(await findByText('Proffscenter')).toBeTruthy();
    const areas = getByRole('heading', { level: 2, name: 'Sortiment i butiken' }).closest('section');
    expect(areas?.textContent).toContain('VVS');
    expect(getByRole('link', { name: 'El' }).getAttribute('href')).toBe('/kategorier/el');
    // A hostile URL is neither a link nor a picture: the area's name stays.
    expect(queryByRole('link', { name: 'VVS' })).toBeNull();
    expect(areas?.innerHTML).not.toContain('javascript:');
  });

  it('answers an unknown store with the not-found page', async () => {
    const services = setup();
    const { findByRole } = await renderRoutes(storeRoutes, { services, path: '/butiker/9999' });
    expect((await findByRole('heading', { level: 1 })).textContent).toBe('Sidan finns inte');
  });
});

/** A StorePicker that keeps its choice, as its pages do. */
function Picker({ initial, onChange }: { initial?: string; onChange?: (id: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <StorePicker
      label="Butik"
      stores={STORES}
      value={value}
      empty="Ingen butik"
      chosenName="Nedlagd butik"
      onChange={(id) => {
        setValue(id);
        onChange?.(id);
      }}
    />
  );
}

describe('StorePicker', () => {
  const optionsOf = (select: HTMLElement) => [...select.querySelectorAll('option')].map((o) => o.textContent);

  it('narrows the choice as the customer searches, announces how many are left, and keeps the chosen store', async () => {
    const { getByRole, user } = await renderInShop(<Picker initial="1001" />, { services: setup() });
    const select = getByRole('combobox', { name: 'Butik' });
    expect(optionsOf(select)).toEqual(['Ingen butik', 'Sundbyberg', 'Hisingen', 'Mölndal']);
    expect(getByRole('status').textContent).toBe('');
    await user.type(getByRole('searchbox', { name: 'Sök butik' }), 'mölndal');
    expect(optionsOf(select)).toEqual(['Ingen butik', 'Sundbyberg', 'Mölndal']);
    expect(getByRole('status').textContent).toBe('2 butiker att välja bland');
  });

  it('hands the chosen store id on', async () => {
    const onChange = vi.fn();
    const { getByRole, user } = await renderInShop(<Picker onChange={onChange} />, { services: setup() });
    await user.selectOptions(getByRole('combobox', { name: 'Butik' }), 'Hisingen');
    expect(onChange).toHaveBeenCalledWith('1002');
  });

  it('names a chosen store the list no longer has', async () => {
    const { getByRole } = await renderInShop(<Picker initial="7777" />, { services: setup() });
    const select = getByRole('combobox', { name: 'Butik' }) as HTMLSelectElement;
    expect(optionsOf(select)).toContain('Nedlagd butik');
    expect(select.value).toBe('7777');
  });
});

describe('EmailLink', () => {
  it('links the whole address and reads as it is written', () => {
    const { getByRole } = render(<EmailLink email="kund.service@bygg.handeln.example" />);
    const link = getByRole('link');
    expect(link.getAttribute('href')).toBe('mailto:kund.service@bygg.handeln.example');
    expect(link.textContent).toBe('kund.service@bygg.handeln.example');
    expect(link.querySelectorAll('wbr')).toHaveLength(4);
  });
});

describe('LocationStock', () => {
  const stockOf = (quantity: number, extra: Record<string, unknown> = {}) => ({
    locationId: '1001',
    quantity,
    stocked: true,
    availableFromDays: 2,
    availableToDays: 4,
    ...extra,
  });

  it.each([
    [stockOf(12.5), 'm', 'Sundbyberg: 12,5\u00a0m i lager'],
    [stockOf(3), undefined, 'Sundbyberg: 3\u00a0st i lager'],
    [stockOf(0), 'm', 'Sundbyberg: Slut i lager – leverans om 2–4 dagar'],
    [stockOf(0, { stocked: false }), 'm', 'Sundbyberg: Beställningsvara – finns inte i lager'],
    [stockOf(-1), 'm', 'Sundbyberg: Saldo okänt – fråga butiken'],
  ])('reads a store’s stock in the article’s unit (%j, %s)', async (location, unit, text) => {
    const { container } = await renderInShop(
      <LocationStock
        location={location as never}
        variant={{ discontinued: false, stock: null, webSalesUnit: unit ? { unit } : undefined }}
        place="Sundbyberg"
      />,
      { services: setup() },
    );
    expect(container.textContent).toBe(text);
  });

  it('lists what comes on later dates from the requested date, the first delivery less what is there now', async () => {
    const { getByRole } = await renderInShop(
      <LocationStock
        location={
          stockOf(4, {
            subAvailabilities: [
              { date: '2026-12-01', quantity: 10 },
              { date: '2026-12-15', quantity: 20 },
            ],
          }) as never
        }
        variant={{ discontinued: false, stock: null }}
        requestedDate="2026-11-26"
      />,
      { services: setup() },
    );
    const list = getByRole('list', { name: 'Tillgängligt per datum' });
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '2026-11-26: 4\u00a0st',
      '2026-12-01: 6\u00a0st',
      '2026-12-15: 20\u00a0st',
    ]);
  });

  it.each([
    [
      'nothing comes after the requested date',
      stockOf(12, { subAvailabilities: [{ date: '2026-12-01', quantity: 10 }] }),
      '2026-11-26',
    ],
    [
      'no date is asked for',
      stockOf(4, { subAvailabilities: [{ date: '2026-12-01', quantity: 10 }] }),
      undefined,
    ],
    ['the location expects nothing', stockOf(4), '2026-11-26'],
  ])('lists no dates when %s', async (_, location, requestedDate) => {
    const { container } = await renderInShop(
      <LocationStock
        location={location as never}
        variant={{ discontinued: false, stock: null }}
        {...(requestedDate ? { requestedDate } : {})}
      />,
      { services: setup() },
    );
    expect(container.querySelector('ul')).toBeNull();
    expect(container.textContent).toMatch(/i lager$/);
  });

  it('says an empty central storage by its stock type', async () => {
    const { container } = await renderInShop(
      <LocationStock
        location={{ locationId: '9000', quantity: 0, stocked: true } as never}
        variant={{ discontinued: false, stock: { stockType: 'TRA' } as never }}
      />,
      { services: setup() },
    );
    expect(container.textContent).toBe('Slut i centrallagret – påfyllning på väg');
  });
});

function StoreNames({ ids }: { ids: string[] }) {
  const nameOf = useStoreName();
  return <p>{ids.map(nameOf).join(' | ')}</p>;
}

describe('useStoreName', () => {
  it('names a store from the store list, the central storage in words, and an unknown one by its id', async () => {
    const { findByText } = await renderInShop(<StoreNames ids={['1002', '9000', '4242']} />, {
      services: setup(),
    });
    expect(await findByText('Hisingen | Centrallager | 4242')).toBeTruthy();
  });

  it("names a signed-in customer's stores from the session at once, without asking for the list", async () => {
    const services = setup();
    services.store.set(sessionAtom, {
      ...signedInSession(),
      stores: new Map(STORES.map((s) => [s.id, s])),
    });
    const { getByText } = await renderInShop(<StoreNames ids={['1002', '9000']} />, { services });
    // In the first render (the server's HTML), not after a fetch: the stock table keeps its height.
    expect(getByText('Hisingen | Centrallager')).toBeTruthy();
    expect(services.client.locations.list).not.toHaveBeenCalled();
  });
});
