import { SANDBOX_URL } from '../brands.ts';
import { expect, test } from './fixtures.ts';
import { BRACKET_PRODUCT, signIn, uploadCartFile } from './helpers.ts';

// Issue 40: spec routes and behaviours no test walked before (storefront-core §2).

const mainNav = (page: import('@playwright/test').Page) =>
  page.getByRole('banner').getByRole('navigation', { name: 'Huvudmeny' });

test('/kampanjer lists the campaigns, and /kampanjer/:slug lists the products of one', async ({ page }) => {
  await page.goto('/kampanjer');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kampanjer');
  const campaign = page.getByRole('main').locator('a[href^="/kampanjer/"]').first();
  await expect(campaign).toBeVisible();
  const href = (await campaign.getAttribute('href')) ?? '';
  const text = ((await campaign.textContent()) ?? '').trim();
  await campaign.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  // The card's text begins with the campaign's name, the listing's heading.
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).not.toHaveText('Kampanjer');
  await expect.poll(async () => text.startsWith(((await heading.textContent()) ?? '-').trim())).toBe(true);
  await expect(page.getByRole('list', { name: 'Produkter' }).getByRole('listitem').first()).toBeVisible();
});

test('/sortiment lists the assortments, and /sortiment/:slug lists the products of one', async ({ page }) => {
  await page.goto('/sortiment');
  const assortment = page.getByRole('main').locator('a[href^="/sortiment/"]').first();
  await expect(assortment).toBeVisible();
  const href = (await assortment.getAttribute('href')) ?? '';
  await assortment.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Produkter' }).getByRole('listitem').first()).toBeVisible();
});

test('a product prints: Skriv ut opens the print dialog, and paper shows the product without the chrome', async ({
  page,
}) => {
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed++;
    };
  });
  await page.goto('/');
  await signIn(page, 'anna.user');
  await page.goto(BRACKET_PRODUCT);
  await page.getByRole('button', { name: 'Skriv ut' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Mängdpriser' })).toBeVisible();
  for (const hidden of [
    page.getByRole('banner'),
    page.getByRole('contentinfo'),
    page.getByRole('button', { name: 'Skriv ut' }),
    page.getByRole('button', { name: 'Lägg i inköpslista' }),
    page.getByRole('main').getByRole('button', { name: 'Favorit', exact: true }),
  ])
    await expect(hidden).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
});

test('a discontinued product with a replacement says so and leads to the replacement', async ({ page }) => {
  const { articleNumbers } = (await (
    await page.request.get(`${SANDBOX_URL}/__sandbox/articles?kind=replaced`)
  ).json()) as {
    articleNumbers: string[];
  };
  expect(articleNumbers.length).toBeGreaterThan(0);
  const answer = await page.request.post(`${SANDBOX_URL}/graphql`, {
    data: {
      query: `{ getVariants(articleNumbers: ["${articleNumbers[0]}"]) { variantSlug relations { type articles { name variantSlug } } } }`,
    },
  });
  const [variant] = (
    (await answer.json()) as {
      data: {
        getVariants: {
          variantSlug: string;
          relations: { type: string; articles: { name: string; variantSlug: string }[] }[];
        }[];
      };
    }
  ).data.getVariants;
  const replacement = variant?.relations.find((r) => r.type === 'ersattningsartikel')?.articles[0];
  expect(replacement).toBeDefined();
  await page.goto(`/produkt/${variant?.variantSlug}`);
  const alert = page
    .getByRole('main')
    .getByRole('alert')
    .or(page.getByRole('main').getByRole('status'))
    .filter({
      hasText: replacement?.name ?? '',
    });
  await expect(alert).toBeVisible();
  await alert.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/produkt/${replacement?.variantSlug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(replacement?.name ?? '');
});

test("one menu open at a time: 'Våra tjänster' and 'Sortiment' close each other, and Escape and focus leaving close them", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await signIn(page, 'anna.user');
  const services = mainNav(page).getByText('Våra tjänster', { exact: true });
  const offert = mainNav(page).getByRole('link', { name: 'Offertservice' });
  const assortment = mainNav(page).getByRole('button', { name: 'Sortiment' });
  const productMenu = page.getByRole('dialog', { name: 'Sortiment' });

  await services.click();
  await expect(offert).toBeVisible();
  await assortment.click();
  await expect(productMenu).toBeVisible();
  await expect(offert).toBeHidden();

  // The product menu is modal: Escape closes it, and the services menu opens alone.
  await page.keyboard.press('Escape');
  await expect(productMenu).toBeHidden();
  await services.click();
  await expect(offert).toBeVisible();
  await expect(productMenu).toBeHidden();

  // Escape closes it and gives focus back to its button.
  await offert.focus();
  await page.keyboard.press('Escape');
  await expect(offert).toBeHidden();
  await expect(services).toBeFocused();

  // Focus leaving it (Tab past its last link) closes it.
  await services.click();
  await expect(offert).toBeVisible();
  const links = mainNav(page).locator('.shop-services-menu a');
  await links.last().focus();
  await page.keyboard.press('Tab');
  await expect(offert).toBeHidden();

  // A click outside closes it too.
  await services.click();
  await expect(offert).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(offert).toBeHidden();
});

test("a file past the cart service's limit is refused whole with CART_LIMIT's message, and the cart is as it was", async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, 'erik.flerkund');
  await page.goto('/cart');
  const before = ((await (await page.request.get('/api/v2/cart')).json()) as { cartItems: unknown[] })
    .cartItems.length;
  // One line more than a file may hold (CART_FILE_MAX_LINES, 500).
  const csv = Array.from({ length: 501 }, (_, i) => `${1000001 + i};1`).join('\n');
  const modal = await uploadCartFile(page, csv);
  await expect(modal.getByText('Varukorgen får inte plats med fler rader.')).toBeVisible();
  const after = ((await (await page.request.get('/api/v2/cart')).json()) as { cartItems: unknown[] })
    .cartItems.length;
  expect(after).toBe(before);
});
