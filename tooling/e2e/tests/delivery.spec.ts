import type { Page } from '@playwright/test';
import { SANDBOX_URL } from '../brands.ts';
import { expect, test } from './fixtures.ts';
import {
  addOnProductPage,
  clearFaults,
  emptyCart,
  expectNoSeriousViolations,
  quickAdd,
  signIn,
} from './helpers.ts';

test.beforeEach(async ({ page }) => {
  await clearFaults(page);
});

/** The cart service's call that sets every delivery's date at once: PUT /v2/cart/{id}/delivery. */
const isSetAllDates = (method: string, url: string) =>
  method === 'PUT' && /\/v2\/cart\/[^/]+\/delivery$/.test(new URL(url).pathname);

/** A stale date: a Thursday long gone. */
const STALE = '2020-01-02';

/** One line with home delivery (Utkörning) through the cart page's quick add. */
async function addHomeDeliveryLine(page: Page) {
  await page.goto('/cart');
  await quickAdd(page, '1000003', '4');
  await expect(
    page.getByRole('region', { name: 'Utkörning' }).getByRole('listitem').filter({ hasText: '1000003' }),
  ).toBeVisible();
}

/** Opens the address flyout of a delivery, searches and chooses the one address found, by keyboard. */
async function chooseAddress(page: Page, delivery: ReturnType<Page['getByRole']>, search: string) {
  await delivery.getByRole('button', { name: 'Välj adress' }).click();
  const flyout = page.getByRole('dialog', { name: 'Välj adress' });
  await flyout.getByRole('searchbox', { name: 'Sök adress' }).fill(search);
  await expect(flyout.getByRole('radio')).toHaveCount(1);
  await flyout.getByRole('radio').focus();
  await page.keyboard.press('Space');
  await expect(flyout).toBeHidden();
}

test('a stale delivery date moves to the first deliverable date, and another address updates the zip code (Åland noted)', async ({
  page,
}) => {
  await page.goto('/');
  // A user of customer 10001 (head office, Kv. Hamnen, the Åland branch) whom no other spec signs in as.
  await signIn(page, 'ej.alla.leveranssatt');
  await addHomeDeliveryLine(page);

  // The sandbox refuses to store a past date, so the gateway's answer is aged on the way: every
  // delivery reads 2 Jan 2020 until the page has moved the dates on with the cart service.
  let rectified = false;
  page.on('request', (request) => {
    if (isSetAllDates(request.method(), request.url())) rectified = true;
  });
  await page.route('**/graphql', async (route) => {
    if (rectified || !route.request().postData()?.includes('getCartWithVariants')) return route.fallback();
    const response = await route.fetch();
    const json = await response.json();
    const cart = json.data.getCartWithVariants;
    for (const delivery of cart.deliveries) delivery.requestedDeliveryDate = STALE;
    for (const item of cart.cartItems) item.requestedDeliveryDate = STALE;
    await route.fulfill({ response, json });
  });
  const setAll = page.waitForRequest((request) => isSetAllDates(request.method(), request.url()));
  await page.goto('/delivery');
  await expect(page.getByRole('heading', { level: 1, name: 'Leverans' })).toBeVisible();

  const request = await setAll;
  const { requestedDeliveryDate } = request.postDataJSON() as { requestedDeliveryDate: string };
  expect(requestedDeliveryDate > STALE).toBe(true);
  expect((await request.response())?.ok()).toBe(true);
  const swedish = new Intl.DateTimeFormat('sv-SE', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${requestedDeliveryDate}T00:00:00Z`));
  await expect(page.getByRole('status').filter({ hasText: 'Leveransdatumet har uppdaterats' })).toHaveText(
    `Leveransdatumet har uppdaterats till ${swedish} eftersom det tidigare datumet inte längre går att leverera.`,
  );
  await expect(page.getByText('leveransdatumet kunde inte ändras')).toHaveCount(0);
  const delivery = page.getByRole('region', { name: 'Utkörning' });
  await expect(delivery.getByRole('group', { name: /^Leveransdatum, Utkörning/ })).toBeVisible();

  // The head office (171 48) is preselected; another postal code is announced near the address.
  await expect(delivery).toContainText('171 48');
  await chooseAddress(page, delivery, 'Hamnen');
  const zipCode = delivery.getByRole('status').filter({ hasText: 'Postnumret' });
  await expect(zipCode).toHaveText('Postnumret har uppdaterats till 115 41.');

  // An Åland address: its country is named, and the note says the delivery leaves the EU VAT area.
  await chooseAddress(page, delivery, 'Mariehamn');
  await expect(zipCode).toHaveText('Postnumret har uppdaterats till 22100.');
  await expect(delivery.getByText('Leverans till Åland')).toBeVisible();
  await expect(delivery).toContainText('utanför EU:s momsområde');
  await expect(delivery.getByText('Åland', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);

  // Nothing blocks the order: on to the summary, where the address names its country too.
  await page.getByRole('button', { name: 'Fortsätt' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Granska och skicka' })).toBeVisible();
  await expect(page.getByText('Åland', { exact: true })).toBeVisible();
});

test('store delivery goes to the store the customer chooses, not only their own', async ({ page }) => {
  await page.goto('/');
  await signIn(page, 'anna.user');
  await page.goto('/produkt/traskruv-gunnebo-2-1000009');
  await addOnProductPage(page, 'Leverans till butik');
  await page.goto('/delivery');
  const delivery = page.getByRole('region', { name: 'Leverans till butik' });
  const store = delivery.getByRole('combobox', { name: 'Butik' });
  const own = await store.inputValue();
  expect(own).not.toBe('');
  // Every store of the brand is offered, by name; the customer's own is chosen to begin with.
  const names = await store.getByRole('option').allTextContents();
  expect(names.length).toBeGreaterThan(5);
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'sv')));
  const other = (await store.getByRole('option').nth(0).getAttribute('value')) === own ? 1 : 0;
  const otherName = (await store.getByRole('option').nth(other).textContent()) ?? '';
  // Searchable as the store finder is: typing narrows the list, the chosen store stays in it.
  await delivery.getByRole('searchbox', { name: 'Sök butik' }).fill(otherName);
  await expect(delivery.getByRole('status').filter({ hasText: 'att välja bland' })).toBeVisible();
  const narrowed = await store.getByRole('option').allTextContents();
  expect(narrowed.length).toBeLessThan(names.length);
  expect(narrowed).toContain(otherName);
  expect(await store.inputValue()).toBe(own);
  await store.selectOption({ label: otherName });
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Fortsätt' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Granska och skicka' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Leverans till butik' })).toContainText(otherName);
});

test('on a phone-speed CPU, the delivery method chosen as soon as the product page has taken over is the one the line gets', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, 'anna.user');
  await emptyCart(page);
  // The guide's phone profile: 4x slower. The product has more variants than chips, so their select
  // loads as the page takes over; its box kept the page still under the click (it did not before).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto('/produkt/traskruv-gunnebo-2-1000009');
  await addOnProductPage(page, 'Leverans till butik');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.goto('/cart');
  await expect(page.getByRole('region', { name: 'Leverans till butik' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Utkörning' })).toHaveCount(0);
  await emptyCart(page);
});

test('express to store offers only the stores whose delivery methods include it', async ({ page }) => {
  // Express to store is on offer 06–15 Stockholm time; the browser's clock is set inside it.
  await page.clock.setFixedTime(new Date('2026-11-18T10:00:00+01:00'));
  await page.goto('/');
  await signIn(page, 'anna.user');
  await emptyCart(page);
  await page.goto('/produkt/traskruv-gunnebo-2-1000009');
  await addOnProductPage(page, 'Express till butik');
  await page.goto('/delivery');
  const store = page
    .getByRole('region', { name: 'Express till butik' })
    .getByRole('combobox', { name: 'Butik' });
  // The services' own answer: the stores that offer EXB, by name.
  const offering = (
    (await (await page.request.get(`${SANDBOX_URL}/locations?deliveryMethod=EXB`)).json()) as {
      locations: { name: string }[];
    }
  ).locations
    .map((l) => l.name)
    .sort((a, b) => a.localeCompare(b, 'sv'));
  const all = (
    (await (await page.request.get(`${SANDBOX_URL}/locations`)).json()) as { locations: unknown[] }
  ).locations;
  expect(offering.length).toBeGreaterThan(0);
  expect(offering.length).toBeLessThan(all.length);
  await expect.poll(() => store.getByRole('option').allTextContents()).toEqual(offering);
  expect(offering).toContain(await store.locator('option:checked').textContent());
  await emptyCart(page);
});
