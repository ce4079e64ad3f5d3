import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { cartButton, clearFaults, quickAdd, signIn, uploadCartFile } from './helpers.ts';

// A user with the deny code EJ_ORDER may not order (core §6): every way into the cart refuses
// with the same message, from the cart's one add, and the cart stays empty (issue 35).

/** The seed's EJ_ORDER user (customer 10001): sees the customer's orders and shared lists. */
const USER = 'ej.order';
const REFUSAL =
  'Du har inte behörighet att lägga order för den här kunden. Kontakta administratören för ert företagskonto.';
/** Customer 10001's shared list in the seed. */
const LIST = 'Standardbeställning byggbod';

/** The cart's lines as the cart service holds them, read through the shop's /api. */
async function cartLines(page: Page) {
  const answer = await page.request.get('/api/v2/cart');
  expect(answer.ok()).toBe(true);
  const cart = (await answer.json()) as { cartItems?: { articleNumber: string }[] };
  return cart.cartItems ?? [];
}

/** The cart is empty, as the page shows it and as the cart service holds it. */
async function expectEmptyCart(page: Page) {
  await page.goto('/cart');
  await expect(page.getByText('Varukorgen är tom.')).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName('Varukorg, tom');
  expect(await cartLines(page)).toEqual([]);
}

/** Any article the catalogue has: the refusal must not depend on which. */
async function anyArticle(page: Page) {
  await page.goto('/kategorier/infastning/skruv');
  const text =
    (await page
      .getByRole('list', { name: 'Produkter' })
      .getByRole('listitem')
      .first()
      .getByText(/^Art\.nr\s*\d+$/)
      .textContent()) ?? '';
  const article = /(\d+)/.exec(text)?.[1];
  expect(article).toBeTruthy();
  return article as string;
}

test.describe('an EJ_ORDER user cannot fill the cart', () => {
  test.beforeEach(async ({ page }) => {
    await clearFaults(page);
    await page.goto('/');
    await signIn(page, USER);
    await expectEmptyCart(page);
  });

  test('from quick add', async ({ page }) => {
    const article = await anyArticle(page);
    await page.goto('/cart');
    await quickAdd(page, article, '2');
    await expect(page.getByRole('form', { name: 'Snabbköp' }).getByRole('alert')).toHaveText(REFUSAL);
    await expectEmptyCart(page);
  });

  test('from a file', async ({ page }) => {
    const article = await anyArticle(page);
    await page.goto('/cart');
    const modal = await uploadCartFile(page, `artikelnummer;antal\n${article};3\n`);
    await expect(modal.getByRole('alert')).toHaveText(REFUSAL);
    await expectEmptyCart(page);
  });

  test('from a shopping list', async ({ page }) => {
    await page.goto('/mina-sidor/inkopslistor');
    await page.getByRole('main').getByRole('link', { name: LIST }).click();
    await expect(page.getByRole('heading', { level: 1, name: LIST })).toBeVisible();
    await page.getByRole('button', { name: 'Lägg hela listan i varukorgen' }).click();
    await expect(page.getByRole('alert').filter({ hasText: REFUSAL })).toBeVisible();
    await expectEmptyCart(page);
  });

  test('by reordering an order', async ({ page }) => {
    await page.goto('/mina-sidor/orderhistorik');
    await page
      .getByRole('region', { name: 'Ordrar' })
      .getByRole('link', { name: /^Order \d+$/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: /^Order \d+$/ })).toBeVisible();
    // Not offered: the reorder's place says why, in the cart's words.
    await expect(page.getByText(REFUSAL)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Beställ allt igen' })).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: /^Välj / })).toHaveCount(0);
    await expectEmptyCart(page);
  });
});
