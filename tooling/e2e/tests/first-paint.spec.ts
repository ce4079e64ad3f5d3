import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { addOnProductPage, cartButton, expectNoSeriousViolations, PASSWORD, signIn } from './helpers';

// Issue 36: a painted page answers before its scripts have taken over. Each test here holds the
// app's scripts back for five seconds (request interception), as a phone on a slow network does.
const HOLD_MS = 5_000;
// An article no other journey puts in anna.user's cart.
const PRODUCT = { path: '/produkt/datakabel-cat6-nexans-416-1703814', articleNumber: '1703814' };

/** A browser context whose app scripts arrive five seconds late; signed in as anna.user if asked. */
async function heldBack(browser: Browser, baseURL: string | undefined, signIn: boolean) {
  const context = await browser.newContext({ baseURL });
  if (signIn) {
    const answer = await context.request.post('/session/login', {
      data: { username: 'anna.user', password: PASSWORD },
    });
    expect(answer.ok()).toBe(true);
  }
  const page = await context.newPage();
  await page.route('**/assets/**/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
    await route.continue().catch(() => undefined);
  });
  return { context, page };
}

/** Opens `path` and waits for its first contentful paint (not for the app). */
async function painted(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
}

const notHydrated = async (page: Page) =>
  expect(await page.locator('html[data-hydrated]').count(), 'the app has not taken over yet').toBe(0);

test("with the scripts held back, 'Lägg i varukorg' a second after the first paint adds once, and a double click adds once", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const { context, page } = await heldBack(browser, baseURL, true);
  const quantity = async () => {
    const cart = await (await context.request.get('/api/v2/cart')).json();
    const lines = (cart.cartItems as { articleNumber: string; quantity: number }[]).filter(
      (line) => line.articleNumber === PRODUCT.articleNumber,
    );
    return { lines: lines.length, quantity: lines.reduce((sum, line) => sum + line.quantity, 0) };
  };
  const start = await quantity();
  await painted(page, PRODUCT.path);
  await page.waitForTimeout(1_000);
  await notHydrated(page);
  const buy = page.getByRole('region', { name: 'Lägg i varukorg' });
  await buy.getByRole('button', { name: 'Lägg i varukorg' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Varan ligger nu i varukorgen.' })).toBeVisible();
  const once = await quantity();
  expect(once.quantity).toBe(start.quantity + 1);
  expect(once.lines).toBe(Math.max(start.lines, 1));
  // Two quick taps on the page that came back (its scripts held back again): one add, never two or three.
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  await notHydrated(page);
  await buy.getByRole('button', { name: 'Lägg i varukorg' }).dblclick();
  await expect(page.getByRole('status').filter({ hasText: 'Varan ligger nu i varukorgen.' })).toBeVisible();
  // Let both posts land before counting.
  await page.waitForLoadState('load');
  const twice = await quantity();
  expect(twice.quantity).toBe(once.quantity + 1);
  expect(twice.lines).toBe(once.lines);
  await context.close();
});

test('with the scripts held back, the menu and the sign-in panel open, and have no serious accessibility findings', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const { context, page } = await heldBack(browser, baseURL, false);
  await painted(page, '/');
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Sortiment' }).click();
  const menu = page.getByRole('dialog', { name: 'Sortiment' });
  await expect(menu.getByRole('link').first()).toBeVisible();
  await notHydrated(page);
  await expectNoSeriousViolations(page);
  await menu.getByRole('button', { name: 'Stäng' }).click();
  await expect(menu).toBeHidden();
  await banner.getByRole('button', { name: 'Logga in' }).click();
  const signIn = page.getByRole('dialog', { name: 'Logga in' });
  await expect(signIn.getByLabel('Användarnamn')).toBeVisible();
  await expect(signIn.getByLabel('Lösenord')).toBeVisible();
  await notHydrated(page);
  await expectNoSeriousViolations(page);
  await context.close();
});

test('with the scripts running, the header opens the app’s overlays, and an add and a cart line change load no page', async ({
  page,
}) => {
  await page.goto(PRODUCT.path);
  await signIn(page, 'anna.user');
  await page.evaluate(() => {
    (window as unknown as { samePage: boolean }).samePage = true;
  });
  const samePage = () => page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage === true);
  await page.getByRole('banner').getByRole('button', { name: 'Sortiment' }).click();
  // The app's menu, not the panel before the scripts.
  await expect(page.getByRole('dialog', { name: 'Sortiment' })).toBeVisible();
  await expect(page.locator('#shop-panel-menu')).toBeHidden();
  await page.keyboard.press('Escape');
  await addOnProductPage(page, 'Utkörning', '2');
  expect(await samePage()).toBe(true);
  await cartButton(page).click();
  await page.getByRole('dialog', { name: 'Varukorg' }).getByRole('link', { name: 'Till varukorgen' }).click();
  await expect(page).toHaveURL('/cart');
  const field = page
    .getByRole('main')
    .getByRole('textbox', { name: /^Antal av/ })
    .first();
  await field.fill('4');
  await field.press('Enter');
  await expect(field).toHaveValue('4');
  expect(await samePage()).toBe(true);
});
