// @vitest-environment happy-dom
import { isDeliverableDate, nextDeliverableDate } from '@shop/delivery-rules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { createStore, Provider } from 'jotai';
import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLazyCartDoor } from '../cart';
import * as doorModule from '../cart/door';
import { createShopIntl, IntlProvider, type Services, ServicesProvider } from '../core';
import { InTestRouter } from '../test/test-router';
import { formatDeliveryDate } from './checkout-parts';
import { deliveryDraftAtom } from './checkout-state';
import { DeliveryPage } from './delivery-page';

vi.mock('@tanstack/react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@tanstack/react-router')>()),
  useNavigate: () => vi.fn(),
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const address = (addressId: string, postalCode: string, extra: Record<string, unknown> = {}) => ({
  addressId,
  label: `Adress ${addressId}`,
  name: 'Nordbygg Entreprenad AB',
  recipientName: 'Mottagning',
  address1: 'Gatan 1',
  address2: 'Port 1',
  address3: null,
  postalCode,
  postalAddress: 'Ort',
  countryCode: 'SE',
  readOnly: false,
  preselected: false,
  validForDelivery: true,
  customerId: '10001',
  phone: null,
  ...extra,
});

function cartWith(dates: Record<string, string | null>) {
  const ids = Object.keys(dates);
  return {
    cartId: 'c1',
    status: 'ACTIVE',
    orderPrice: null,
    deliveryIdsInOrder: ids,
    deliveries: ids.map((deliveryId) => ({
      deliveryId,
      requestedDeliveryDate: dates[deliveryId] ?? null,
      isIncludedInOrder: true,
    })),
    cartItems: ids.map((deliveryId, i) => ({
      cartItemId: `i${i}`,
      cartId: 'c1',
      articleNumber: '1000001',
      quantity: 1,
      deliveryId,
      label: null,
      requestedDeliveryDate: dates[deliveryId] ?? null,
      variant: null,
    })),
  };
}

function setup(
  dates: Record<string, string | null>,
  cartCalls: { setAllDeliveryDates?: () => Promise<unknown>; setDeliveryDate?: () => Promise<unknown> } = {},
) {
  const answer = async (_: string, ...rest: string[]) => {
    const iso = rest[rest.length - 1] ?? '';
    return { ...cartWith(Object.fromEntries(Object.keys(dates).map((id) => [id, iso]))), cartItems: [] };
  };
  const client = {
    gateway: { cartWithVariants: vi.fn(async () => cartWith(dates)) },
    addresses: {
      list: vi.fn(async () => ({
        deliveryAddresses: [
          address('a1', '171 48', { preselected: true }),
          address('a2', '115 41'),
          address('a5', '22100', { label: 'Filial M', postalAddress: 'Mariehamn' }),
        ],
      })),
    },
    catalogue: { brandConfig: vi.fn(async () => ({ brands: [] })) },
    locations: { list: vi.fn(async () => ({ locations: [] })) },
    cart: {
      get: vi.fn(async () => cartWith(dates)),
      setAllDeliveryDates: vi.fn(cartCalls.setAllDeliveryDates ?? answer),
      setDeliveryDate: vi.fn(cartCalls.setDeliveryDate ?? answer),
    },
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const store = createStore();
  const services = {
    brand: {
      id: 'bygg',
      defaultStoreId: '1001',
      centralStorageId: '9000',
      settings: { extraClosedDays: [] },
    },
    client,
    queryClient,
    store,
    cart: createLazyCartDoor(client as unknown as Services['client'], queryClient, {
      importDoor: async () => doorModule,
    }),
  } as unknown as Services;
  return { client, services, queryClient, store };
}

let container: HTMLElement;
let root: Root;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

async function render(env: ReturnType<typeof setup>) {
  await act(async () => {
    root.render(
      <IntlProvider intl={createShopIntl()}>
        <Provider store={env.store}>
          <QueryClientProvider client={env.queryClient}>
            <ServicesProvider services={env.services}>
              <InTestRouter path="/delivery">
                <DeliveryPage />
              </InTestRouter>
            </ServicesProvider>
          </QueryClientProvider>
        </Provider>
      </IntlProvider>,
    );
  });
  // Let the queries and the rectification call settle.
  for (let i = 0; i < 5; i++) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
}

const statuses = () => [...container.querySelectorAll('[role="status"]')].map((el) => el.textContent ?? '');
const alerts = () => [...container.querySelectorAll('[role="alert"]')].map((el) => el.textContent ?? '');
const region = (name: string) =>
  [...container.querySelectorAll('section[aria-labelledby]')].find(
    (el) => document.getElementById(el.getAttribute('aria-labelledby') ?? '')?.textContent === name,
  ) as HTMLElement;

describe('DeliveryPage', () => {
  const first = nextDeliverableDate(new Date());

  it('moves every delivery to the first deliverable date when a stored date is stale, and says so politely', async () => {
    const env = setup({ DBI: '2020-01-02', EXH: null });
    await render(env);
    expect(env.client.cart.setAllDeliveryDates).toHaveBeenCalledTimes(1);
    expect(env.client.cart.setAllDeliveryDates).toHaveBeenCalledWith('c1', first, { keepalive: false });
    expect(statuses()).toContain(
      `Leveransdatumet har uppdaterats till ${formatDeliveryDate(first)} eftersom det tidigare datumet inte längre går att leverera.`,
    );
    expect(alerts()).toEqual([]);
  });

  it('keeps the rectified date and tells the user when the cart service fails', async () => {
    const env = setup(
      { DBI: '2020-01-02' },
      {
        setAllDeliveryDates: async () => {
          throw new Error('down');
        },
      },
    );
    await render(env);
    expect(statuses().some((s) => s.startsWith('Leveransdatumet har uppdaterats'))).toBe(true);
    expect(alerts()).toContain('Ett fel uppstod: leveransdatumet kunde inte ändras. Försök igen senare.');
  });

  it('leaves a deliverable stored date alone', async () => {
    const env = setup({ DBI: first });
    await render(env);
    expect(env.client.cart.setAllDeliveryDates).not.toHaveBeenCalled();
    expect(statuses().some((s) => s.startsWith('Leveransdatumet'))).toBe(false);
  });

  it('announces the new zip code when another address is chosen, and notes Åland', async () => {
    const env = setup({ DBI: null });
    await render(env);
    const delivery = region('Utkörning');
    expect(delivery).toBeTruthy();
    expect(delivery.textContent).not.toContain('Postnumret');
    expect(delivery.textContent).not.toContain('Leverans till Åland');
    // The flyout is react-aria's: choose through its radio, as a person would.
    const choose = async (label: string) => {
      const open = [...delivery.querySelectorAll('button')].find((b) => b.textContent === 'Välj adress');
      await act(async () => open?.click());
      const radio = [...document.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find((r) =>
        r.closest('label')?.textContent?.includes(label),
      );
      expect(radio).toBeTruthy();
      await act(async () => radio?.click());
    };
    await choose('Adress a2');
    expect(delivery.querySelector('[role="status"]')?.textContent).toBe(
      'Postnumret har uppdaterats till 115 41.',
    );
    await choose('Filial M');
    expect(delivery.querySelector('[role="status"]')?.textContent).toBe(
      'Postnumret har uppdaterats till 22100.',
    );
    expect(delivery.textContent).toContain('Leverans till Åland');
    expect(delivery.textContent).toContain('utanför EU:s momsområde');
    // The address card names the country (found by the postal code alone: the service said SE).
    expect(delivery.querySelector('.shop-address-picker')?.textContent).toContain('MariehamnÅland');
  });

  /**
   * Picks the next deliverable date after `from` by keyboard, as a customer would: the year and
   * the month segments up when it is in a later one (the day segment wraps within its month, so
   * when `from` is a month's last deliverable day no day of that month is later), then the day.
   */
  async function stepDayToDeliverable(delivery: HTMLElement, from: string) {
    const segments = [...delivery.querySelectorAll<HTMLElement>('[role="spinbutton"]')];
    const segment = (name: RegExp) => {
      const found = segments.find((el) => name.test(el.getAttribute('aria-label') ?? ''));
      expect(found).toBeTruthy();
      return found as HTMLElement;
    };
    const press = async (el: HTMLElement, times: number) => {
      for (let i = 0; i < times; i++)
        await act(async () => {
          el.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp', bubbles: true }));
        });
    };
    const iso = (date: Date) => date.toISOString().slice(0, 10);
    const target = new Date(`${from}T12:00:00Z`);
    do target.setUTCDate(target.getUTCDate() + 1);
    while (!isDeliverableDate(iso(target), first));
    const [y, m] = from.split('-').map(Number) as [number, number, number];
    const months = (target.getUTCFullYear() - y) * 12 + (target.getUTCMonth() + 1 - m);
    await press(segment(/år/i), target.getUTCFullYear() - y);
    await press(segment(/månad/i), (months + 12) % 12);
    const day = segment(/dag/i);
    const shown = Number(day.getAttribute('aria-valuenow'));
    const daysInMonth = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
    await press(day, (target.getUTCDate() - shown + daysInMonth) % daysInMonth);
    expect(Number(day.getAttribute('aria-valuenow'))).toBe(target.getUTCDate());
    return iso(target);
  }

  it('saves a chosen date to the cart service once the typing stops', async () => {
    const env = setup({ DBI: first });
    await render(env);
    const chosen = await stepDayToDeliverable(region('Utkörning'), first);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(env.client.cart.setDeliveryDate).toHaveBeenCalledTimes(1);
    expect(env.client.cart.setDeliveryDate).toHaveBeenCalledWith('c1', 'DBI', chosen, { keepalive: false });
    expect(alerts()).toEqual([]);
  });

  it('keeps the chosen date and shows an error line when saving it fails', async () => {
    const env = setup(
      { DBI: first },
      {
        setDeliveryDate: async () => {
          throw new Error('down');
        },
      },
    );
    await render(env);
    const delivery = region('Utkörning');
    const chosen = await stepDayToDeliverable(delivery, first);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(env.client.cart.setDeliveryDate).toHaveBeenCalledWith('c1', 'DBI', chosen, { keepalive: false });
    expect(alerts()).toContain('Ett fel uppstod: leveransdatumet kunde inte ändras. Försök igen senare.');
    const [, month, dayOfMonth] = chosen.split('-').map(Number);
    const segments = [...delivery.querySelectorAll('[role="spinbutton"]')].map((el) =>
      Number(el.getAttribute('aria-valuenow')),
    );
    expect(segments).toContain(dayOfMonth);
    expect(segments).toContain(month);
  });
});

describe('DeliveryPage before and after the scripts', () => {
  const first = nextDeliverableDate(new Date());

  /** The page in the app's providers, under a router already at /delivery (as the server has it). */
  async function page(env: ReturnType<typeof setup>) {
    const router = createRouter({
      routeTree: createRootRoute({ component: DeliveryPage }),
      history: createMemoryHistory({ initialEntries: ['/delivery'] }),
    });
    await router.load();
    return (
      <IntlProvider intl={createShopIntl()}>
        <Provider store={env.store}>
          <QueryClientProvider client={env.queryClient}>
            <ServicesProvider services={env.services}>
              <RouterProvider router={router} />
            </ServicesProvider>
          </QueryClientProvider>
        </Provider>
      </IntlProvider>
    );
  }

  /** Renders the page once in the browser so its queries are in the cache, as the route's loader leaves them. */
  async function loaded(env: ReturnType<typeof setup>) {
    await render(env);
    await act(async () => root.unmount());
    container.remove();
    container = document.createElement('div');
    document.body.append(container);
    // Never rendered: the test hydrates `container` itself (afterEach unmounts whichever is last).
    root = createRoot(document.createElement('div'));
  }

  it('is a form posted to the server, with native fields named for it, until the app takes over', async () => {
    const env = setup({ DBI: first, EXH: first });
    await loaded(env);
    const holder = document.createElement('div');
    holder.innerHTML = renderToString(await page(env));
    const form = holder.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/kassa/leverans');
    const date = holder.querySelector<HTMLSelectElement>('select[name="datum.DBI"]');
    expect(date?.value).toBe(first);
    expect([...(date?.options ?? [])].every((o) => isDeliverableDate(o.value, first))).toBe(true);
    expect(holder.querySelector<HTMLSelectElement>('select[name="adress.DBI"]')?.value).toBe('a1');
    expect(holder.querySelector('select[name="butik.EXH"]')).toBeTruthy();
    expect(holder.querySelector('input[name="referens.DBI"]')).toBeTruthy();
    expect(holder.querySelector('textarea[name="meddelande.EXH"]')).toBeTruthy();
    // No flyout button and no calendar without the scripts.
    expect(holder.textContent).not.toContain('Öppna kalendern');
  });

  it('renders a refused step on the server with what was typed and why, whatever the post held', async () => {
    const env = setup({ DBI: first });
    await loaded(env);
    env.store.set(deliveryDraftAtom, {
      details: {
        DBI: {
          addressId: 'a2',
          requestedDeliveryDate: 'null',
          reference: 'R'.repeat(41),
          deliveryNote: 'Port 3',
        },
      },
      errors: { 'DBI.date': 'date', 'DBI.reference': 'reference' },
    });
    const holder = document.createElement('div');
    holder.innerHTML = renderToString(await page(env));
    expect(holder.querySelector<HTMLSelectElement>('select[name="adress.DBI"]')?.value).toBe('a2');
    expect(holder.querySelector<HTMLSelectElement>('select[name="datum.DBI"]')?.value).toBe(first);
    expect(holder.querySelector<HTMLInputElement>('input[name="referens.DBI"]')?.value).toBe('R'.repeat(41));
    expect(holder.querySelector('textarea[name="meddelande.DBI"]')?.textContent).toBe('Port 3');
    const alerts = [...holder.querySelectorAll('[role="alert"]')].map((el) => el.textContent);
    expect(alerts).toContain('Vi levererar inte det datumet. Välj ett annat datum i kalendern.');
    expect(alerts).toContain(
      'Leveransuppgifterna kunde inte sparas. Rätta det som står vid fälten och försök igen.',
    );
    expect(holder.textContent).toContain('Högst 40 tecken.');
  });

  it("carries what was chosen and typed in the server's form over when the app takes the page over", async () => {
    const env = setup({ DBI: first });
    await loaded(env);
    container.innerHTML = renderToString(await page(env));
    const date = container.querySelector<HTMLSelectElement>('select[name="datum.DBI"]');
    const chosen = date?.options[2]?.value ?? '';
    if (date) date.value = chosen;
    const address = container.querySelector<HTMLSelectElement>('select[name="adress.DBI"]');
    if (address) address.value = 'a2';
    const reference = container.querySelector<HTMLInputElement>('input[name="referens.DBI"]');
    if (reference) reference.value = 'Kv. Hamnen';
    const tree = await page(env);
    await act(async () => {
      root = hydrateRoot(container, tree);
    });
    for (let i = 0; i < 3; i++) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    const delivery = region('Utkörning');
    // The app's own fields now, holding what was chosen before.
    expect(container.querySelector('select[name="datum.DBI"]')).toBeNull();
    const segments = [...delivery.querySelectorAll('[role="spinbutton"]')].map((el) =>
      Number(el.getAttribute('aria-valuenow')),
    );
    const [, month, day] = chosen.split('-').map(Number);
    expect(segments).toContain(day);
    expect(segments).toContain(month);
    expect(delivery.querySelector('.shop-address-picker')?.textContent).toContain('Adress a2');
    expect(container.querySelector<HTMLInputElement>('input[name="referens.DBI"]')?.value).toBe('Kv. Hamnen');
  });
});
