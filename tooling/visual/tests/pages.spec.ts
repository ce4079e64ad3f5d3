import { expect, type Page, test } from '@playwright/test';
import { FIXED_NOW, PAGE_BRANDS, PAGES_SANDBOX_URL } from '../playwright.config.ts';

/**
 * The storefront's own pages, pictured in the four brands at 375 and 1440 px against the
 * sandbox's fixed seed, and compared with the baselines in `__screenshots__/pages/`. These guard
 * the app's CSS (shell, listing, cart, checkout, my pages) as the story pictures guard
 * `@shop/ui`'s. Dates and clocks are fixed: the servers run from `FIXED_NOW` (fixed-world.ts)
 * and the browser's clock stands at it.
 */

const WIDTHS = [
  { name: 'phone', width: 375, height: 667 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

const VISITOR_PAGES = [
  { name: 'start', path: '/' },
  { name: 'category', path: '/kategorier/infastning/skruv' },
  { name: 'product', path: '/produkt/traskruv-gunnebo-2-1000009' },
] as const;

/** Two lines of different units, so the cart shows both 'st' and metres. */
const CART_LINES = [
  { articleNumber: '1000009', quantity: '3' },
  { articleNumber: '1200852', quantity: '25' },
] as const;

/**
 * Waits until the app has taken over and the page is complete: what it fetches after hydration
 * (listings of popular articles, stock) has come, fonts are in, and every image (lazy ones too,
 * which a full-page picture would not scroll into view) is loaded and decoded.
 */
async function hydrated(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 20_000 });
}

async function settled(page: Page) {
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  });
  await page.waitForLoadState('networkidle');
}

async function picture(page: Page, brand: string, name: string) {
  for (const { name: widthName, width, height } of WIDTHS) {
    await page.setViewportSize({ width, height });
    await settled(page);
    // Nothing wider than the screen: a page that scrolls sideways on a phone is broken, whatever
    // its picture says (a baseline was once accepted 528 px wide at 375).
    expect
      .soft(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${name} in ${brand} at ${width} px: the page's width`,
      )
      .toBeLessThanOrEqual(width);
    await expect
      .soft(page, `${name} in ${brand} at ${width} px`)
      .toHaveScreenshot(['pages', `${name}--${brand}--${widthName}.png`], { fullPage: true });
  }
}

test.beforeEach(async ({ page, context }) => {
  await page.clock.setFixedTime(new Date(FIXED_NOW));
  for (const { port } of PAGE_BRANDS)
    await context.addCookies([{ name: 'shop_consent', value: 'denied', url: `http://127.0.0.1:${port}` }]);
});

for (const brand of PAGE_BRANDS) {
  const origin = `http://127.0.0.1:${brand.port}`;
  for (const { name, path } of VISITOR_PAGES) {
    test(`${name} page in ${brand.id}`, async ({ page }) => {
      await page.goto(`${origin}${path}`);
      await picture(page, brand.id, name);
    });
  }
}

// One customer's cart in one sandbox: each brand's signed-in pictures start from the seed again.
test.describe('signed in', () => {
  for (const brand of PAGE_BRANDS) {
    const origin = `http://127.0.0.1:${brand.port}`;
    test(`cart, delivery and my page in ${brand.id}`, async ({ page }) => {
      test.setTimeout(90_000);
      expect((await page.request.post(`${PAGES_SANDBOX_URL}/__sandbox/reset`)).ok()).toBe(true);
      await page.goto(`${origin}/`);
      await hydrated(page);
      await page.getByRole('banner').getByRole('button', { name: 'Logga in' }).click();
      const dialog = page.getByRole('dialog', { name: 'Logga in' });
      await dialog.getByLabel('Användarnamn').fill('anna.user');
      await dialog.getByLabel('Lösenord').fill('Sandbox-2026');
      await dialog.getByRole('button', { name: 'Logga in' }).click();
      await expect(page.getByRole('button', { name: 'Mitt konto' })).toBeVisible();

      await page.goto(`${origin}/cart`);
      await hydrated(page);
      const quick = page.getByRole('form', { name: 'Snabbköp' });
      for (const { articleNumber, quantity } of CART_LINES) {
        await quick
          .getByRole('radiogroup', { name: 'Leveranssätt' })
          .getByText('Utkörning', { exact: true })
          .click();
        await quick.getByRole('textbox', { name: 'Artikelnummer' }).fill(articleNumber);
        await quick.getByRole('textbox', { name: 'Antal' }).fill(quantity);
        await quick.getByRole('button', { name: 'Lägg till' }).click();
        await expect(page.getByRole('main').getByText(articleNumber).first()).toBeVisible();
      }
      // A fresh page: no added notice, no focus ring left on the form.
      await page.goto(`${origin}/cart`);
      await picture(page, brand.id, 'cart');
      await page.goto(`${origin}/delivery`);
      await picture(page, brand.id, 'delivery');
      await page.goto(`${origin}/mina-sidor`);
      await picture(page, brand.id, 'my-page');
    });
  }
});
