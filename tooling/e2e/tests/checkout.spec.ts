import { expect, type Page, test } from '@playwright/test';
import { SANDBOX_URL } from '../brands.ts';
import {
  BRACKET_PRODUCT,
  clearFaults,
  expectNoSeriousViolations,
  onlyDefaultBrand,
  signIn,
} from './helpers.ts';

test.beforeEach(async ({ page }, testInfo) => {
  onlyDefaultBrand(testInfo);
  await clearFaults(page);
});

/** Adds the bracket product with home delivery (Utkörning) from its product page. */
async function addFromProductPage(page: Page, quantity: string) {
  await page.goto(BRACKET_PRODUCT);
  const add = page.getByRole('region', { name: 'Lägg i varukorg' });
  await add.getByRole('radiogroup', { name: 'Leveranssätt' }).getByText('Utkörning', { exact: true }).click();
  const field = add.getByRole('textbox', { name: 'Antal' });
  await field.fill(quantity);
  await field.press('Tab');
  await add.getByRole('button', { name: 'Lägg i varukorg' }).click();
  await expect(add.getByRole('status')).toHaveText('1 rad lagd i varukorgen.');
}

/** From the cart through the delivery step to the summary. */
async function toSummary(page: Page) {
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Till kassan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leverans' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Steg i kassan' })).toContainText('Leverans');
  await page.getByRole('button', { name: 'Fortsätt' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Granska och skicka' })).toBeVisible();
}

test('a customer orders: cart, delivery with address search and date, summary, success page', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, 'cecilia.selleradmin');
  await addFromProductPage(page, '2');

  await page.goto('/cart');
  await page.getByRole('link', { name: 'Till kassan' }).click();
  const delivery = page.getByRole('region', { name: 'Utkörning' });
  await expect(delivery).toBeVisible();
  // Address search: every word must match.
  await delivery.getByRole('button', { name: 'Välj adress' }).click();
  const flyout = page.getByRole('dialog', { name: 'Välj adress' });
  const options = flyout.getByRole('radio');
  const all = await options.count();
  expect(all).toBeGreaterThan(1);
  await flyout.getByRole('searchbox', { name: 'Sök adress' }).fill('zzz-finns-inte');
  await expect(options).toHaveCount(0);
  await flyout.getByRole('searchbox', { name: 'Sök adress' }).fill('');
  await expect(options).toHaveCount(all);
  // By keyboard, as a person would: focus the first deliverable address and choose it.
  await flyout.getByRole('radio', { disabled: false, checked: false }).first().focus();
  await page.keyboard.press('Space');
  await expect(flyout).toBeHidden();
  // The date field starts on the next deliverable day and offers no weekend.
  const date = delivery.getByRole('group', { name: /^Leveransdatum, Utkörning/ });
  await expect(date).toBeVisible();
  await delivery.getByRole('button', { name: 'Öppna kalendern' }).click();
  const calendar = page.getByRole('grid');
  await expect(calendar).toBeVisible();
  await page.keyboard.press('Escape');
  await expectNoSeriousViolations(page);
  await delivery.getByRole('textbox', { name: 'Er referens' }).fill('Kv. Hamnen');
  await page.getByRole('button', { name: 'Fortsätt' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Granska och skicka' })).toBeVisible();
  await expect(page.getByText('Referens: Kv. Hamnen')).toBeVisible();
  await expectNoSeriousViolations(page);
  const place = page.getByRole('button', { name: 'Skicka order' });
  await place.dblclick();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Tack för din order');
  await expect(page.getByText(/Ordernummer \d+/)).toHaveCount(1);
  await expectNoSeriousViolations(page);

  // The cart was refetched: the ordered lines are gone.
  await page.goto('/cart');
  await expect(page.getByText('Varukorgen är tom.')).toBeVisible();
  // The success page cannot be opened again without a new order.
  await page.goto('/checkout-success-page');
  await expect(page).toHaveURL(/\/$/);
});

test('a failed order goes back to the start page with the message, and the lines stay in the cart', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, 'david.siteadmin');
  await addFromProductPage(page, '1');
  await toSummary(page);
  await page.request.post(`${SANDBOX_URL}/__sandbox/faults`, {
    data: { method: 'POST', path: '/v2/cart/*/checkout', status: 500, times: 1 },
  });
  await page.getByRole('button', { name: 'Skicka order' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByText('Ordern kunde inte skickas. Försök igen eller kontakta kundservice.'),
  ).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByRole('region', { name: 'Utkörning' }).getByRole('listitem')).not.toHaveCount(0);
});
