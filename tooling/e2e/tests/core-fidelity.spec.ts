import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { onlyDefaultBrand, signIn } from './helpers.ts';

// Issue 40, storefront-core items: EJ_ANDRA_SORTIMENT (§6), variant relations and the history of
// viewed products on the product page (§2, §3).

test.beforeEach(({ browserName: _browser }, testInfo) => onlyDefaultBrand(testInfo));

const assortmentButton = (page: Page) =>
  page.getByRole('banner').getByRole('navigation', { name: 'Huvudmeny' }).getByRole('button', { name: 'Sortiment' });
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

  test("a user with the deny code sees the customer's menu without 'Visa hela sortimentet'", async ({ page }) => {
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
