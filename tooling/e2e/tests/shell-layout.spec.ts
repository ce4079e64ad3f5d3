import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { cartButton, chooseOnProductPage, emptyCart, signIn } from './helpers.ts';

// The shop as a customer reads it (issue 33): the header's menus, the customer and project on a
// phone, the add confirmation where one looks, and My pages' tables on a phone.

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 667 };

/** Whether the element's centre is inside the viewport and nothing covers it there. */
async function isTopmost(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return false;
    const top = document.elementFromPoint(x, y);
    return top !== null && (top === element || element.contains(top));
  });
}

/** The box is inside the viewport, neither cut at the right nor to be scrolled to sideways. */
async function expectWithinViewport(page: Page, locator: Locator) {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  expect(box).not.toBeNull();
  expect(viewport).not.toBeNull();
  if (!box || !viewport) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
}

const mainNav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Huvudmeny' });

for (const [label, viewport] of [
  ['1440 px', DESKTOP],
  ['375 px', PHONE],
] as const) {
  test(`'Våra tjänster' opens on top of the page (${label})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await signIn(page, 'anna.user');
    // The start page has its hero right under the header.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const services = mainNav(page).getByText('Våra tjänster', { exact: true });
    await services.click();
    const link = mainNav(page).getByRole('link', { name: 'Offertservice' });
    await expect(link).toBeVisible();
    // Seen, not only rendered: the link is the topmost element where it is, inside the window.
    expect(await isTopmost(link)).toBe(true);
    await expectWithinViewport(page, link);
    await link.click();
    await expect(page).toHaveURL(/\/kundservice\/kontakta-oss$/);
  });
}

test('on a phone the customer and project are in sight, and the drawer holds every entry of the menu row', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await signIn(page, 'anna.user');

  // The desktop menu row's top-level entries, by role and name.
  const nav = mainNav(page);
  const entries: string[] = [];
  for (const role of ['button', 'link'] as const)
    for (const entry of await nav.getByRole(role).all())
      if (await entry.isVisible())
        entries.push((await entry.getAttribute('aria-label')) ?? ((await entry.textContent()) ?? '').trim());
  entries.push('Våra tjänster');
  expect(entries).toEqual(
    expect.arrayContaining(['Sortiment', 'Kampanjer', 'Hitta butik', 'Inspiration', 'Våra tjänster']),
  );
  const context = entries.find((name) => name.startsWith('Kund och projekt: '));
  expect(context).toBeDefined();

  await page.setViewportSize(PHONE);
  // No sideways scrolling on the page, and the active customer and project in sight.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  const contextButton = page.getByRole('banner').getByRole('button', { name: context ?? '' });
  await expectWithinViewport(page, contextButton);
  await expect(contextButton).toContainText((context ?? '').replace('Kund och projekt: ', ''));
  // It opens the switch.
  await contextButton.click();
  const switcher = page.getByRole('dialog', { name: 'Byt kund eller projekt' });
  await expect(switcher.getByRole('radio').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(switcher).toBeHidden();

  await page.getByRole('banner').getByRole('button', { name: 'Meny' }).click();
  const drawer = page.getByRole('dialog', { name: 'Meny' });
  await expect(drawer).toBeVisible();
  for (const name of entries) {
    const entry = drawer
      .getByRole('link', { name, exact: true })
      .or(drawer.getByRole('button', { name, exact: true }))
      .or(drawer.getByRole('heading', { name, exact: true }))
      .or(drawer.getByText(name, { exact: true }));
    await expect(entry.first(), `the drawer holds '${name}'`).toBeVisible();
  }
  await expect(drawer.getByRole('link', { name: 'Mina sidor' })).toBeVisible();
  // 'Våra tjänster' opens inside the drawer too.
  await drawer.getByText('Våra tjänster', { exact: true }).click();
  await expect(drawer.getByRole('link', { name: 'Offertservice' })).toBeVisible();
});

test('the header stays on scroll, and an add is confirmed under it, naming article, quantity and unit', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await signIn(page, 'anna.user');
  await emptyCart(page);
  await page.goto('/produkt/flexibel-kabel-nexans-412-1703777');
  const name = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();

  const add = await chooseOnProductPage(page, 'Utkörning', '2,5');
  await add.getByRole('button', { name: 'Lägg i varukorg' }).click();
  await expect(add.getByRole('status')).toHaveText('1 rad lagd i varukorgen.');

  // Scrolled down to the add button, the cart is still in sight, counting the new line.
  await expectWithinViewport(page, cartButton(page));
  await expect(cartButton(page)).toHaveAccessibleName('Varukorg, 1 artikel');
  const notice = page.getByRole('region', { name: 'Lagt i varukorgen' });
  await expect(notice).toContainText(`Lagt i varukorgen: 2,5 m ${name}`);
  await expectWithinViewport(page, notice);
  expect(await isTopmost(notice.getByRole('link', { name: 'Till varukorgen' }))).toBe(true);
  await notice.getByRole('link', { name: 'Till varukorgen' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(notice).toBeHidden();
  await expect(
    page.getByRole('region', { name: 'Utkörning' }).getByRole('listitem').filter({ hasText: '1703777' }),
  ).toBeVisible();
  await emptyCart(page);
});

test('on a phone the order history shows each order whole: status and sum in sight', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await signIn(page, 'anna.user');
  await page.goto('/mina-sidor/orderhistorik');
  const orders = page.getByRole('region', { name: 'Ordrar' });
  const first = orders.getByRole('row').nth(1);
  const cells = first.getByRole('cell');
  // Date, status, delivery, reference, lines, sum: scrolled to the order, its status and its sum
  // are on the screen together, neither cut off at the right.
  await first.evaluate((row) => row.scrollIntoView({ block: 'center', behavior: 'instant' }));
  const status = cells.nth(1);
  const sum = cells.nth(5);
  await expectWithinViewport(page, status);
  await expectWithinViewport(page, sum);
  await expect(status).toHaveText(/\S/);
  await expect(sum).toHaveText(/^[\d\s]+,\d{2}\s*kr$/);
  // Each value stands under its column's name.
  const labelOf = (cell: Locator) =>
    cell.evaluate((element) => getComputedStyle(element, '::before').content);
  expect(await labelOf(status)).toBe('"Status"');
  expect(await labelOf(sum)).toBe('"Summa exkl. moms"');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  const region = await orders.evaluate((element) => element.scrollWidth <= element.clientWidth);
  expect(region, 'the table does not scroll sideways').toBe(true);
});
