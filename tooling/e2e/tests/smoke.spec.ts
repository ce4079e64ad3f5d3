import AxeBuilder from '@axe-core/playwright';
import { brands, EVERY_BRAND, SANDBOX_URL } from '../brands.ts';
import { expect, test } from './fixtures.ts';

/** What each brand must visibly be: its name, its header colour and its typeface. */
const expected = {
  bygg: { header: 'rgb(11, 37, 64)', font: 'Inter Variable' },
  konr: { header: 'rgb(255, 255, 255)', font: 'Source Sans 3 Variable' },
  kasp: { header: 'rgb(43, 47, 54)', font: 'IBM Plex Sans Variable' },
  opti: { header: 'rgb(42, 29, 82)', font: 'Figtree Variable' },
} as const;

test('the sandbox answers /health', async ({ request }) => {
  const res = await request.get(`${SANDBOX_URL}/health`);
  expect(res.ok()).toBe(true);
  expect(await res.json()).toMatchObject({ status: 'ok', database: 'ok' });
});

test(
  'the start page shows the brand by name, colour and typeface',
  { tag: EVERY_BRAND },
  async ({ page }, testInfo) => {
    const brand = brands.find((b) => b.id === testInfo.project.name);
    if (!brand) throw new Error(`No brand for project ${testInfo.project.name}`);
    await page.goto('/');

    await expect(page).toHaveTitle(brand.name);
    // The front page's heading is the content service's hero (one sandbox space serves every brand).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Byggmaterial för proffs');
    const home = page.getByRole('link', { name: `${brand.name}, till startsidan` });
    await expect(home).toBeVisible();

    const banner = page.getByRole('banner');
    await expect(banner).toHaveCSS('background-color', expected[brand.id].header);
    // The first paint is in the brand face's metric twin; the brand face follows it.
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).fontFamily))
      .toContain(expected[brand.id].font);
    // The self-hosted brand font really loaded (no font CDN, no fallback).
    await expect
      .poll(() =>
        page.evaluate(
          (family) =>
            [...document.fonts].some((f) => f.family.replace(/"/g, '') === family && f.status === 'loaded'),
          expected[brand.id].font,
        ),
      )
      .toBe(true);
  },
);

test('the start page has no serious or critical accessibility violation', { tag: EVERY_BRAND }, async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test('the skip link takes a keyboard user to the content', { tag: EVERY_BRAND }, async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Hoppa till innehållet' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});
