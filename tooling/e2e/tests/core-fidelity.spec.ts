import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { BRACKET_PRODUCT, expectNoSeriousViolations, signIn } from './helpers.ts';

// Issue 40, storefront-core items: EJ_ANDRA_SORTIMENT (§6), variant relations and the history of
// viewed products on the product page (§2, §3).

const assortmentButton = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('navigation', { name: 'Huvudmeny' })
    .getByRole('button', { name: 'Sortiment' });
const productMenu = (page: Page) => page.getByRole('dialog', { name: 'Sortiment' });

/** How many links the product menu lists now (it is opened and closed again). */
async function menuLinkCount(page: Page): Promise<number> {
  await assortmentButton(page).click();
  await expect(productMenu(page).getByRole('link').first()).toBeVisible();
  const count = await productMenu(page).getByRole('link').count();
  await page.keyboard.press('Escape');
  await expect(productMenu(page)).toBeHidden();
  return count;
}

test.describe('EJ_ANDRA_SORTIMENT (§6): a customer with an assortment of its own', () => {
  test("a user without the deny code sees the customer's menu and 'Visa hela sortimentet', which shows the whole range", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    const whole = await menuLinkCount(page);
    await signIn(page, 'eget.sortiment');
    const own = await menuLinkCount(page);
    expect(own).toBeLessThan(whole);

    await assortmentButton(page).click();
    const toWhole = productMenu(page).getByRole('button', { name: 'Visa hela sortimentet' });
    await expect(toWhole).toBeVisible();
    await toWhole.click();
    await expect.poll(() => productMenu(page).getByRole('link').count()).toBe(whole);
  });

  test("a user with the deny code sees the customer's menu without 'Visa hela sortimentet'", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    const whole = await menuLinkCount(page);
    await signIn(page, 'eget.sortiment.last');
    // The customer's own menu is in effect (so the switch would have been offered without the code).
    await expect.poll(() => menuLinkCount(page)).toBeLessThan(whole);
    await assortmentButton(page).click();
    await expect(productMenu(page).getByRole('link').first()).toBeVisible();
    await expect(productMenu(page).getByRole('button', { name: 'Visa hela sortimentet' })).toHaveCount(0);
  });
});

test.describe('the product page (§2, §3)', () => {
  test("shows the variant relation in the server's HTML: its category and its articles with price and stock", async ({
    browser,
    baseURL,
  }) => {
    // Without scripts: what is there came from the server.
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(BRACKET_PRODUCT);
    const table = page.getByRole('table', { name: 'Andra varianter' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText(['Artikel', 'Art.nr', 'Pris', 'Lagersaldo']);
    const rows = table.getByRole('row').filter({ has: page.getByRole('rowheader') });
    expect(await rows.count()).toBeGreaterThan(0);
    const first = rows.first();
    await expect(first.getByRole('rowheader').getByRole('link')).toHaveAttribute('href', /^\/produkt\//);
    await expect(first.getByRole('cell').nth(1)).toContainText(/\d,\d{2}\s*kr/);
    await expect(first.getByRole('cell').nth(2)).toContainText(/Centrallager: /);
    const categories = page.getByRole('navigation', { name: 'Kategorier för Andra varianter' });
    await expect(categories.getByRole('link').first()).toHaveAttribute('href', /^\/kategorier\//);
    await context.close();
  });

  test('a signed-in customer with EJ_SE_PRISER sees the related articles without prices', async ({
    page,
  }) => {
    await page.goto('/');
    await signIn(page, 'ej.se.priser');
    await page.goto(BRACKET_PRODUCT);
    const table = page.getByRole('table', { name: 'Andra varianter' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText(['Artikel', 'Art.nr', 'Lagersaldo']);
    // No amount anywhere ('Träskruv' holds the letters kr, an amount is '1,25 kr').
    await expect(table).not.toContainText(/\d,\d{2}\s*kr/);
  });

  test('lists the products viewed before, without the one on screen, as links reached by keyboard', async ({
    page,
  }) => {
    await page.goto(BRACKET_PRODUCT);
    const firstName = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
    const history = page.getByRole('region', { name: 'Senast visade produkter' });
    // A first visit has no history to show.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(history).toHaveCount(0);

    // Another variant, from the relation's table.
    const next = page
      .getByRole('table', { name: 'Andra varianter' })
      .getByRole('rowheader')
      .getByRole('link')
      .first();
    const nextName = ((await next.textContent()) ?? '').trim();
    await next.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nextName);
    await expect(history.getByRole('link')).toHaveCount(1);
    const back = history.getByRole('link', { name: firstName });
    await expect(back).toHaveAttribute('href', BRACKET_PRODUCT);
    await expectNoSeriousViolations(page);

    // By keyboard: the link takes focus and Enter opens the product; its history now names the other one.
    await back.focus();
    await expect(back).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${BRACKET_PRODUCT}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstName);
    await expect(history.getByRole('link')).toHaveCount(1);
    await expect(history.getByRole('link')).toContainText(nextName);
  });
});
