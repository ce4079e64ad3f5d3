import { EVERY_BRAND } from '../brands.ts';
import { expect, test } from './fixtures.ts';
import { BRACKET_PRODUCT, CATEGORY } from './helpers.ts';

test('home, category and product work in every brand', { tag: EVERY_BRAND }, async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Byggmaterial för proffs');
  await page
    .getByRole('navigation', { name: 'Huvudmeny' })
    .getByRole('button', { name: 'Sortiment' })
    .click();
  await page
    .getByRole('dialog', { name: 'Sortiment' })
    .getByRole('link', { name: 'Skruv', exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`${CATEGORY}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Skruv');
  await page.getByRole('list', { name: 'Produkter' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/produkt\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(BRACKET_PRODUCT);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Träskruv/);
  await expect(page.getByText('Listpris')).toBeVisible();
});
