import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousViolations, PASSWORD } from './helpers';

// Issue 36: the checkout steps work as plain HTML forms, before and without the page's scripts.
const PRODUCT = { path: '/produkt/datakabel-cat6-prysmian-417-1703824', articleNumber: '1703824' };

interface CartAnswer {
  cartId: string;
  cartItems: { articleNumber: string; quantity: number; deliveryId: string }[];
  deliveries: { deliveryId: string; requestedDeliveryDate: string | null }[];
  deliveryIdsInOrder: string[];
}

/** The signed-in customer's cart as the service holds it (through the shop's own `/api`). */
async function cartOf(request: APIRequestContext): Promise<CartAnswer> {
  return (await request.get('/api/v2/cart')).json();
}

/** The customer's orders with this reference, as the order service holds them. */
async function ordersWith(request: APIRequestContext, reference: string) {
  const answer = await request.get(
    `/api/orders/search?${new URLSearchParams({ q: reference, limit: '100' })}`,
  );
  const { orders } = (await answer.json()) as { orders: { orderId: string; reference: string | null }[] };
  return orders.filter((order) => order.reference === reference);
}

/**
 * Anna, signed in on /logga-in's form (no scripts), with an empty cart and then 3 of the cable
 * for home delivery, put there by the product page's form.
 */
async function annaWithOneLine(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`/logga-in?tillbaka=${encodeURIComponent(PRODUCT.path)}`);
  await page.getByLabel('Användarnamn').fill('anna.user');
  await page.getByLabel('Lösenord').fill(PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Logga in' }).click();
  await expect(page).toHaveURL(PRODUCT.path);
  const { cartId } = await cartOf(context.request);
  expect((await context.request.delete(`/api/v2/cart/${cartId}/variants`)).ok()).toBe(true);
  const buy = page.getByRole('region', { name: 'Lägg i varukorg' });
  await buy
    .getByRole('radiogroup', { name: 'Leveranssätt' })
    .getByRole('radio', { name: 'Utkörning', exact: true })
    .check();
  await buy.getByRole('textbox', { name: 'Antal' }).fill('3');
  await buy.getByRole('button', { name: 'Lägg i varukorg' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Varan ligger nu i varukorgen.' })).toBeVisible();
  const cart = await cartOf(context.request);
  expect(
    cart.cartItems.map(({ articleNumber, quantity, deliveryId }) => ({
      articleNumber,
      quantity,
      deliveryId,
    })),
  ).toEqual([{ articleNumber: PRODUCT.articleNumber, quantity: 3, deliveryId: 'DBI' }]);
  return page;
}

test('without JavaScript a customer goes through /delivery and /summary and places one order', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await annaWithOneLine(context);
  const name = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  const reference = `Utan skript ${Date.now()}`;

  await page.goto('/cart');
  await expect(page.getByRole('region', { name: 'Utkörning' }).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('link', { name: 'Till kassan' }).click();
  await expect(page).toHaveURL('/delivery');
  await expect(page.getByRole('heading', { level: 1, name: 'Leverans' })).toBeVisible();
  const delivery = page.getByRole('region', { name: 'Utkörning' });
  const address = delivery.getByRole('combobox', { name: 'Välj adress' });
  const date = delivery.getByRole('combobox', { name: 'Leveransdatum, Utkörning' });
  const referenceField = delivery.getByRole('textbox', { name: 'Er referens' });
  const note = delivery.getByRole('textbox', { name: 'Meddelande till leveransen' });
  // Only deliverable dates are offered: the third of them, not the first the page starts on.
  const chosenDate = (await date.getByRole('option').nth(2).getAttribute('value')) ?? '';
  await date.selectOption(chosenDate);
  const hamnen =
    (await address.getByRole('option').filter({ hasText: 'Hamnen' }).first().getAttribute('value')) ?? '';
  await address.selectOption(hamnen);
  await note.fill('Lämna vid grinden.');

  // A reference one character too long: back with the message, and what was typed is kept.
  await referenceField.fill('R'.repeat(41));
  await page.getByRole('button', { name: 'Fortsätt' }).click();
  await expect(page).toHaveURL('/delivery');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Leveransuppgifterna kunde inte sparas.' }),
  ).toBeVisible();
  await expect(delivery.getByText('Högst 40 tecken.')).toBeVisible();
  await expect(referenceField).toHaveValue('R'.repeat(41));
  await expect(note).toHaveValue('Lämna vid grinden.');
  await expect(date).toHaveValue(chosenDate);
  await expect(address).toHaveValue(hamnen);
  expect(
    (await cartOf(context.request)).deliveries.find((d) => d.deliveryId === 'DBI')?.requestedDeliveryDate,
  ).not.toBe(chosenDate);

  await referenceField.fill(reference);
  await page.getByRole('button', { name: 'Fortsätt' }).click();
  await expect(page).toHaveURL('/summary');
  await expect(page.getByRole('heading', { level: 1, name: 'Granska och skicka' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Utkörning' });
  await expect(summary.getByText(`Referens: ${reference}`)).toBeVisible();
  await expect(summary.getByText('Meddelande: Lämna vid grinden.')).toBeVisible();
  await expect(summary).toContainText('Hamnen');
  const shownDate = new Intl.DateTimeFormat('sv-SE', {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(`${chosenDate}T12:00:00`));
  await expect(summary).toContainText(shownDate);
  await expect(summary.getByRole('listitem')).toHaveCount(1);
  await expect(summary.getByRole('listitem')).toContainText(name);
  await expect(summary.getByRole('listitem')).toContainText('3');
  // The service holds what the page says: the line, and the date chosen.
  const cart = await cartOf(context.request);
  expect(cart.cartItems.map(({ articleNumber, quantity }) => ({ articleNumber, quantity }))).toEqual([
    { articleNumber: PRODUCT.articleNumber, quantity: 3 },
  ]);
  expect(cart.deliveries.find((d) => d.deliveryId === 'DBI')?.requestedDeliveryDate).toBe(chosenDate);

  // A double tap on 'Skicka order': one order.
  await page.getByRole('button', { name: 'Skicka order' }).dblclick();
  await expect(page).toHaveURL('/checkout-success-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Tack för din order!' })).toBeVisible();
  const orders = await ordersWith(context.request, reference);
  expect(orders).toHaveLength(1);
  await expect(page.getByText(/^Ordernummer \d+$/)).toHaveText(`Ordernummer ${orders[0]?.orderId}`);
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: name })).toHaveCount(1);
  // The ordered line left the cart; the success page is not shown again without a new order.
  expect((await cartOf(context.request)).cartItems).toEqual([]);
  await page.goto('/checkout-success-page');
  await expect(page).toHaveURL('/');
  expect(await ordersWith(context.request, reference)).toHaveLength(1);
  await context.close();
});

test('before the scripts have taken over, /delivery (with a refused field) and /summary have no serious accessibility findings', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL });
  // The app's scripts held back (axe itself needs the page's JavaScript on): the forms post as they are.
  await context.route('**/assets/**/*.js', (route) => route.abort());
  const page = await annaWithOneLine(context);
  await page.goto('/delivery');
  const delivery = page.getByRole('region', { name: 'Utkörning' });
  await delivery.getByRole('textbox', { name: 'Er referens' }).fill('R'.repeat(41));
  await page.getByRole('button', { name: 'Fortsätt' }).click();
  await expect(delivery.getByText('Högst 40 tecken.')).toBeVisible();
  await expectNoSeriousViolations(page);
  await delivery.getByRole('textbox', { name: 'Er referens' }).fill('Axe');
  await page.getByRole('button', { name: 'Fortsätt' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Granska och skicka' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await context.close();
});

test('pages the server rendered from the posted steps are taken over by the app without a mismatch: a refused step, the summary, the success page', async ({
  page,
  context,
}) => {
  // The forms posted before the scripts (here straight from the browser's cookies), the pages
  // that follow opened with the scripts on: the suite's guard fails the test on a hydration error.
  await page.goto(`/logga-in?tillbaka=${encodeURIComponent(PRODUCT.path)}`);
  await page.getByLabel('Användarnamn').fill('anna.user');
  await page.getByLabel('Lösenord').fill(PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Logga in' }).click();
  await expect(page).toHaveURL(PRODUCT.path);
  const { cartId } = await cartOf(context.request);
  await context.request.delete(`/api/v2/cart/${cartId}/variants`);
  await context.request.post(`/api/v2/cart/${cartId}/variants/batch/add`, {
    data: { items: [{ articleNumber: PRODUCT.articleNumber, quantity: 2, deliveryId: 'DBI' }] },
  });
  await page.goto('/delivery');
  const delivery = page.getByRole('region', { name: 'Utkörning' });
  // The app's own fields once it has taken over: the flyout's button and the calendar.
  await expect(delivery.getByRole('button', { name: 'Välj adress' })).toBeVisible();
  const addressId = await delivery.locator('select[name="adress.DBI"]').count();
  expect(addressId).toBe(0);
  const { deliveryAddresses } = (await (await context.request.get('/api/address')).json()) as {
    deliveryAddresses: { addressId: string; validForDelivery: boolean }[];
  };
  const address = deliveryAddresses.find((a) => a.validForDelivery)?.addressId ?? '';
  // The first date the step offers, as the server's HTML lists it.
  const html = await (await context.request.get('/delivery')).text();
  const date = /name="datum\.DBI"[^>]*><option[^>]*value="(\d{4}-\d{2}-\d{2})"/.exec(html)?.[1] ?? '';
  expect(date).not.toBe('');

  const refused = await context.request.post('/kassa/leverans', {
    form: {
      'adress.DBI': address,
      'datum.DBI': date,
      'referens.DBI': 'R'.repeat(41),
      'meddelande.DBI': 'Port 3',
    },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(303);
  await page.goto('/delivery');
  await expect(delivery.getByText('Högst 40 tecken.')).toBeVisible();
  await expect(delivery.getByRole('textbox', { name: 'Er referens' })).toHaveValue('R'.repeat(41));
  await expect(delivery.getByRole('textbox', { name: 'Meddelande till leveransen' })).toHaveValue('Port 3');

  const reference = `Tas över ${Date.now()}`;
  const kept = await context.request.post('/kassa/leverans', {
    form: { 'adress.DBI': address, 'datum.DBI': date, 'referens.DBI': reference },
    maxRedirects: 0,
  });
  expect(kept.headers().location).toBe('/summary');
  await page.goto('/summary');
  await expect(page.getByText(`Referens: ${reference}`)).toBeVisible();
  const key = await page.locator('input[name="nyckel"]').inputValue();

  const placed = await context.request.post('/kassa/skicka', { form: { nyckel: key }, maxRedirects: 0 });
  expect(placed.headers().location).toBe('/checkout-success-page');
  await page.goto('/checkout-success-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Tack för din order!' })).toBeVisible();
  const orders = await ordersWith(context.request, reference);
  expect(orders).toHaveLength(1);
  await expect(page.getByText(/^Ordernummer \d+$/)).toHaveText(`Ordernummer ${orders[0]?.orderId}`);
});
