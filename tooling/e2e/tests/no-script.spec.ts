import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousViolations, PASSWORD } from './helpers';

// Issue 36: the primary actions work before the page's scripts have taken over, and without them.
const PRODUCT = { path: '/produkt/datakabel-cat6-prysmian-417-1703824', articleNumber: '1703824' };

/** The quantity of an article in the signed-in customer's cart, as the service holds it. */
async function quantityInCart(request: APIRequestContext, articleNumber: string): Promise<number> {
  const cart = await (await request.get('/api/v2/cart')).json();
  return (cart.cartItems as { articleNumber: string; quantity: number }[])
    .filter((line) => line.articleNumber === articleNumber)
    .reduce((sum, line) => sum + line.quantity, 0);
}

/** A page of a browser with JavaScript off. */
async function pageWithoutScripts(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  return { context, page: await context.newPage() };
}

/** Signs in on /logga-in's form (no scripts): a posted form, answered with a redirect. */
async function postSignIn(page: Page, password: string) {
  await page.getByRole('main').getByLabel('Användarnamn').fill('anna.user');
  await page.getByRole('main').getByLabel('Lösenord').fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Logga in' }).click();
}

test('without JavaScript a customer signs in, and a wrong password keeps the user name and says why', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await pageWithoutScripts(browser, baseURL);
  await page.goto(PRODUCT.path);
  // The header's 'Logga in' opens its panel (the browser's popover), the form posted to the server.
  await page.getByRole('banner').getByRole('button', { name: 'Logga in' }).click();
  const panel = page.getByRole('dialog', { name: 'Logga in' });
  await panel.getByLabel('Användarnamn').fill('anna.user');
  await panel.getByLabel('Lösenord').fill('inte-rätt');
  await panel.getByRole('button', { name: 'Logga in' }).click();
  // A failed sign-in comes back on the sign-in page, with the message and the user name.
  await expect(page).toHaveURL(/\/logga-in\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Logga in' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Fel användarnamn eller lösenord.');
  await expect(page.getByRole('main').getByLabel('Användarnamn')).toHaveValue('anna.user');
  await postSignIn(page, PASSWORD);
  // Back on the page the customer came from, signed in.
  await expect(page).toHaveURL(PRODUCT.path);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Mitt konto' })).toBeVisible();
  await context.close();
});

test('without JavaScript a customer adds from the product page, and the service holds what the page said', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await pageWithoutScripts(browser, baseURL);
  await page.goto(`/logga-in?tillbaka=${encodeURIComponent(PRODUCT.path)}`);
  await postSignIn(page, PASSWORD);
  await expect(page).toHaveURL(PRODUCT.path);
  const before = await quantityInCart(context.request, PRODUCT.articleNumber);
  const buy = page.getByRole('region', { name: 'Lägg i varukorg' });
  await buy.getByRole('radiogroup', { name: 'Leveranssätt' }).getByRole('radio').first().check();
  await buy.getByRole('textbox', { name: 'Antal' }).fill('3');
  await buy.getByRole('button', { name: 'Lägg i varukorg' }).click();
  await expect(page).toHaveURL(PRODUCT.path);
  await expect(page.getByRole('status').filter({ hasText: 'Varan ligger nu i varukorgen.' })).toBeVisible();
  expect(await quantityInCart(context.request, PRODUCT.articleNumber)).toBe(before + 3);
  // A wrong quantity changes nothing and says so.
  await buy.getByRole('textbox', { name: 'Antal' }).fill('0');
  await buy.getByRole('button', { name: 'Lägg i varukorg' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Ange ett antal större än noll.' })).toBeVisible();
  expect(await quantityInCart(context.request, PRODUCT.articleNumber)).toBe(before + 3);
  // From a listing card: no delivery method on the card, the one the page would choose.
  await page.goto('/kategorier/el/kabel');
  const card = page.locator(`[data-article-number="${PRODUCT.articleNumber}"]`);
  await card.getByRole('textbox', { name: /^Antal/ }).fill('2');
  await card.getByRole('button', { name: 'Lägg i varukorg' }).click();
  await expect(page).toHaveURL('/kategorier/el/kabel');
  await expect(page.getByRole('status').filter({ hasText: 'Varan ligger nu i varukorgen.' })).toBeVisible();
  expect(await quantityInCart(context.request, PRODUCT.articleNumber)).toBe(before + 5);
  await context.close();
});

test('before the scripts have taken over, the sign-in page and the product page have no serious accessibility findings', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  // The app's scripts held back (axe itself needs the page's JavaScript on).
  await page.route('**/assets/**/*.js', (route) => route.abort());
  await page.goto(`/logga-in?fel=signIn.failed&anvandare=anna.user`);
  await expect(page.getByRole('alert')).toHaveText('Fel användarnamn eller lösenord.');
  await expectNoSeriousViolations(page);
  await page.goto(PRODUCT.path);
  await expect(page.getByRole('region', { name: 'Lägg i varukorg' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await context.close();
});

test('without JavaScript a customer searches, changes and removes cart lines, and switches project', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await pageWithoutScripts(browser, baseURL);
  await page.goto(`/logga-in?tillbaka=${encodeURIComponent('/')}`);
  await postSignIn(page, PASSWORD);
  await expect(page).toHaveURL('/');
  // Search: the header's field is a GET form.
  const search = page.getByRole('searchbox', { name: 'Sök' });
  await search.fill('datakabel');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=datakabel/);
  await page.locator(`[data-article-number="${PRODUCT.articleNumber}"]`).getByRole('link').first().click();
  await expect(page).toHaveURL(PRODUCT.path);
  // Two lines in the cart: one from the product page, one more article from a listing card.
  const buy = page.getByRole('region', { name: 'Lägg i varukorg' });
  await buy.getByRole('radiogroup', { name: 'Leveranssätt' }).getByRole('radio').first().check();
  await buy.getByRole('button', { name: 'Lägg i varukorg' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Varan ligger nu i varukorgen.' })).toBeVisible();
  await page.goto('/cart');
  const lines = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('textbox', { name: /^Antal av/ }) });
  await expect(lines.first()).toBeVisible();
  const cart = async () =>
    (await (await context.request.get('/api/v2/cart')).json()).cartItems as {
      cartItemId: string;
      articleNumber: string;
      quantity: number;
    }[];
  const before = await cart();
  expect(await lines.count()).toBe(before.length);
  // Change a quantity: type it and press Enter (the line's form).
  const line = lines.filter({ hasText: PRODUCT.articleNumber });
  const field = line.getByRole('textbox', { name: /^Antal av/ });
  await field.fill('12');
  await field.press('Enter');
  await expect(page).toHaveURL('/cart');
  await expect(page.getByRole('status').filter({ hasText: 'Antalet är ändrat.' })).toBeVisible();
  const changed = (await cart()).find((item) => item.articleNumber === PRODUCT.articleNumber);
  expect(changed?.quantity).toBeGreaterThanOrEqual(12);
  // The page shows what the service holds (rounded up to the order multiple, if any).
  await expect(line.getByRole('textbox', { name: /^Antal av/ })).toHaveValue(
    String(changed?.quantity).replace('.', ','),
  );
  // Remove it.
  await line.getByRole('button', { name: /^Ta bort/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Raden är borttagen.' })).toBeVisible();
  expect((await cart()).some((item) => item.articleNumber === PRODUCT.articleNumber)).toBe(false);
  await expect(lines.filter({ hasText: PRODUCT.articleNumber })).toHaveCount(0);
  expect(await lines.count()).toBe(before.length - 1);
  // Quick add: a form too; a number no article has is told, and changes nothing.
  const quick = page.getByRole('form', { name: 'Snabbköp' });
  await quick.getByRole('textbox', { name: 'Artikelnummer' }).fill('99999');
  await quick.getByRole('button', { name: 'Lägg till' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Det finns ingen artikel med det artikelnumret.' }),
  ).toBeVisible();
  await quick.getByRole('textbox', { name: 'Artikelnummer' }).fill(PRODUCT.articleNumber);
  await quick.getByRole('textbox', { name: 'Antal' }).fill('2');
  await quick.getByRole('button', { name: 'Lägg till' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Varan ligger nu i varukorgen.' })).toBeVisible();
  expect((await cart()).find((item) => item.articleNumber === PRODUCT.articleNumber)?.quantity).toBe(2);
  await expect(lines.filter({ hasText: PRODUCT.articleNumber })).toHaveCount(1);
  // Switch project: the customer button's panel is a form.
  const switcher = page.getByRole('banner').getByRole('button', { name: /^Kund och projekt:/ });
  const was = await switcher.getAttribute('aria-label');
  await switcher.click();
  const panel = page.getByRole('dialog', { name: 'Byt kund eller projekt' });
  await panel.getByRole('radio', { checked: false }).first().check();
  await panel.getByRole('button', { name: 'Byt' }).click();
  await expect(page).toHaveURL('/cart');
  await expect(page.getByRole('status').filter({ hasText: 'Kund och projekt är bytta.' })).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('button', { name: /^Kund och projekt:/ }),
  ).not.toHaveAttribute('aria-label', was ?? '');
  await context.close();
});

test('without JavaScript the consent question is answered, and the page comes back without it', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await pageWithoutScripts(browser, baseURL);
  await page.goto(PRODUCT.path);
  const question = page.getByRole('region', { name: 'Kakor för statistik och marknadsföring' });
  await question.getByRole('button', { name: 'Endast nödvändiga' }).click();
  await expect(page).toHaveURL(PRODUCT.path);
  await expect(question).toHaveCount(0);
  expect((await context.cookies()).find((cookie) => cookie.name === 'shop_consent')?.value).toBe('denied');
  await context.close();
});
