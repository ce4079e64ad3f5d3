import { SANDBOX_URL } from '../brands.ts';
import { expect, test } from './fixtures.ts';
import {
  BRACKET_PRODUCT,
  CATEGORY,
  clearFaults,
  expectNoSeriousViolations,
  PASSWORD,
  signIn,
} from './helpers.ts';

test.beforeEach(async ({ page }) => {
  await clearFaults(page);
});

test('a customer signs in, browses a category with a filter, opens a product, changes variant and sees price, brackets and store stock', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, 'anna.user');

  await page.goto(CATEGORY);
  await expect(page.getByRole('heading', { level: 1, name: 'Skruv' })).toBeVisible();
  const count = page.getByRole('status').filter({ hasText: /produkter/ });
  const before = await count.textContent();
  const filters = page.getByRole('complementary', { name: 'Filtrera' });
  await filters.getByText('Essve', { exact: true }).click();
  await expect(page).toHaveURL(/f\[Varum%C3%A4rke\]=Essve/);
  await expect(count).not.toHaveText(before ?? '');
  // The filter is in the URL: a reload (or a shared link) reproduces the view.
  await page.reload();
  await expect(filters.getByRole('checkbox', { name: /^Essve/ })).toBeChecked();
  const products = page.getByRole('list', { name: 'Produkter' });
  await expect(products.getByRole('listitem').first()).toContainText(/essve/i);

  await page.goto(BRACKET_PRODUCT);
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText(/Träskruv/);
  await expect(page.getByText('Ditt pris')).toBeVisible();
  await expect(page.locator('.shop-product__price')).toContainText(/\d+,\d{2}\s*kr/);
  const brackets = page.getByRole('table', { name: 'Mängdpriser' });
  await expect(brackets).toBeVisible();
  await expect(brackets.getByRole('row')).toHaveCount(4);

  const stock = page.getByRole('region', { name: 'Lagersaldo' });
  await expect(stock).toContainText('Centrallager');
  await page.getByRole('button', { name: 'Lagersaldo i alla butiker' }).click();
  const modal = page.getByRole('dialog', { name: 'Lagersaldo i butikerna' });
  await expect(modal.getByRole('row').nth(3)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  const firstTitle = await title.textContent();
  const url = page.url();
  // 13 variants: the selector is a select (a radio group of chips up to 12).
  await page.getByRole('button', { name: /Variant/ }).click();
  await page.getByRole('option', { name: '4,0x40 Elförzinkad' }).click();
  await expect(page).not.toHaveURL(url);
  await expect(page).toHaveURL(/\/produkt\/traskruv-gunnebo-2-\d+$/);
  await expect(title).not.toHaveText(firstTitle ?? '');
});

test('search from the header gives results', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('searchbox', { name: 'Sök' });
  await search.fill('skruv');
  await expect(page.getByRole('region', { name: 'Sökförslag' }).getByRole('link').first()).toBeVisible();
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=skruv/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sökresultat för ”skruv”');
  await expect(page.getByRole('list', { name: 'Produkter' }).getByRole('listitem').first()).toBeVisible();
});

test('links stay in the app: header, product card and breadcrumb links navigate without a page load, and hover preloads', async ({
  page,
}) => {
  await page.goto('/');
  // A page load would drop this marker: it survives only client-side navigation.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  const sameDocument = () =>
    page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true);

  await page.getByRole('banner').getByRole('link', { name: 'Kampanjer' }).click();
  await expect(page).toHaveURL(/\/kampanjer$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await sameDocument()).toBe(true);

  await page.goto(CATEGORY);
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  const card = page.getByRole('list', { name: 'Produkter' }).getByRole('link').first();
  // Hover is the intent that preloads the product page's code before the click (§2).
  const chunk = page.waitForRequest(/\/product-page-[\w-]+\.js$/);
  await card.hover();
  await chunk;
  const name = (await card.textContent()) ?? '';
  await card.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  expect(await sameDocument()).toBe(true);

  await page.getByRole('navigation', { name: 'Du är här' }).getByRole('link', { name: 'Skruv' }).click();
  await expect(page).toHaveURL(new RegExp(`${CATEGORY}$`));
  expect(await sameDocument()).toBe(true);
});

test('an empty search goes to the start page', async ({ page }) => {
  await page.goto('/search?q=');
  await expect(page).toHaveURL(/\/$/);
});

test('a visitor sent from /cart to sign in comes back to the cart', async ({ page }) => {
  await page.goto('/cart');
  await expect(page).toHaveURL(/\/\?login=%2Fcart/);
  const dialog = page.getByRole('dialog', { name: 'Logga in' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Användarnamn').fill('anna.user');
  await dialog.getByLabel('Lösenord').fill('Sandbox-2026');
  await dialog.getByRole('button', { name: 'Logga in' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Varukorg' })).toBeVisible();
});

// Issue 18: after a real sign-in, `?login=` sent the customer to any site it named.
for (const target of [
  'https://evil.example/phish',
  'HTTPS://evil.example/phish',
  '//evil.example/phish',
  '/\\evil.example/phish',
  '/\t/evil.example/phish',
]) {
  test(`signing in from ?login=${JSON.stringify(target)} stays in the shop`, async ({ page, baseURL }) => {
    // Any request to the other site is the redirect this guards against.
    const phished: string[] = [];
    await page.route('**://evil.example/**', (route) => {
      phished.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<h1>Phished</h1>' });
    });
    await page.goto(`/?login=${encodeURIComponent(target)}`);
    // A way back that is not a path of this shop is dropped: no sign-in is asked for.
    await page.getByRole('banner').getByRole('button', { name: 'Logga in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Logga in' });
    await dialog.getByLabel('Användarnamn').fill('anna.user');
    await dialog.getByLabel('Lösenord').fill('Sandbox-2026');
    await dialog.getByRole('button', { name: 'Logga in' }).click();
    await expect(page.getByRole('button', { name: 'Mitt konto' })).toBeVisible();
    // The way back is taken right after sign-in: give a redirect the time it would need.
    await page.waitForTimeout(1000);
    expect(phished).toEqual([]);
    expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? '').origin);
  });
}

test("a wrong password keeps what was typed and says so; the service's 'Invalid token' is errors.invalid_token (§8, also on login)", async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Logga in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Logga in' });
  await dialog.getByLabel('Användarnamn').fill('anna.user');
  await dialog.getByLabel('Lösenord').fill('fel-lösenord');
  await dialog.getByRole('button', { name: 'Logga in' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Fel användarnamn eller lösenord.');
  await expect(dialog.getByLabel('Användarnamn')).toHaveValue('anna.user');
  // A token failure on sign-in is another message.
  await page.request.post(`${SANDBOX_URL}/__sandbox/faults`, {
    data: { method: 'POST', path: '/v2/sessions/', status: 401, body: 'Invalid token', times: 1 },
  });
  await dialog.getByLabel('Lösenord').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Logga in' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Din inloggning är inte giltig. Logga in igen.');
});

test('a non-admin on an admin route is told they lack the rights', async ({ page }) => {
  await page.goto('/');
  await signIn(page, 'anna.user');
  await page.goto('/mina-sidor/anvandare/lista');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Du saknar rättigheter för att se denna sida',
  );
});

test('a 401 in the middle of a session ends on the start page with the please-login message', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, 'anna.user');
  await page.request.post(`${SANDBOX_URL}/__sandbox/faults`, {
    data: { method: 'POST', path: '/search', status: 401, body: 'Invalid token', times: 1 },
  });
  await page.getByRole('searchbox', { name: 'Sök' }).fill('rör');
  await page.getByRole('searchbox', { name: 'Sök' }).press('Enter');
  await expect(page.getByText('Din inloggning har gått ut. Logga in igen för att fortsätta.')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logga in' })).toBeVisible();
});

test('switching customer and project shows the new context in the header', async ({ page }) => {
  await page.goto('/');
  await signIn(page, 'erik.flerkund');
  const context = page.getByRole('button', { name: /^Kund och projekt:/ });
  await expect(context).toContainText('Nordbygg Entreprenad AB');
  await context.click();
  const dialog = page.getByRole('dialog', { name: 'Byt kund eller projekt' });
  await dialog.getByText('Rörlaget i Göteborg AB / Frölunda torg').click();
  await expect(dialog).toBeHidden();
  await expect(context).toHaveAccessibleName('Kund och projekt: Rörlaget i Göteborg AB / Frölunda torg');
  await expect(context).toContainText('Rörlaget i Göteborg AB / Frölunda torg');
  await page.reload();
  await expect(page.getByRole('button', { name: /^Kund och projekt:/ })).toHaveAccessibleName(
    'Kund och projekt: Rörlaget i Göteborg AB / Frölunda torg',
  );
});

test('an unknown product shows the not-found error page', async ({ page }) => {
  await page.goto('/produkt/finns-inte-123');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sidan finns inte');
  await expect(page.getByText('Vi hittar ingen sida på adressen /produkt/finns-inte-123.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Till startsidan', exact: true })).toBeVisible();
});

test('a user without prices (EJ_SE_PRISER) sees no price anywhere', async ({ page }) => {
  await page.goto('/');
  await signIn(page, 'ej.se.priser');
  await page.goto(CATEGORY);
  await expect(page.getByRole('list', { name: 'Produkter' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(/\d+,\d{2}\s*kr/);
  await page.goto(BRACKET_PRODUCT);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(/\d+,\d{2}\s*kr/);
  await expect(page.getByRole('table', { name: 'Mängdpriser' })).toHaveCount(0);
});

test('a user without discounts (EJ_SE_RABATTER) sees the price but no discount or quantity prices', async ({
  page,
}) => {
  // The same product shows both to a customer with discounts (anna.user, customer 10001: 12 %).
  await page.goto('/');
  await signIn(page, 'anna.user');
  await page.goto(BRACKET_PRODUCT);
  await expect(page.getByRole('table', { name: 'Mängdpriser' })).toBeVisible();
  await expect(page.getByRole('main').getByText(/^Rabatt \d+ %$/)).toBeVisible();
  await page.getByRole('button', { name: 'Mitt konto' }).click();
  await page.getByRole('dialog', { name: 'Mitt konto' }).getByRole('button', { name: 'Logga ut' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logga in' })).toBeVisible();

  await signIn(page, 'ej.se.rabatter');
  await page.goto(BRACKET_PRODUCT);
  await expect(page.getByRole('main')).toContainText(/\d+,\d{2}\s*kr/);
  await expect(page.getByRole('table', { name: 'Mängdpriser' })).toHaveCount(0);
  await expect(page.getByRole('main').getByText(/^Rabatt \d+ %$/)).toHaveCount(0);
  await page.goto(CATEGORY);
  await expect(page.getByRole('list', { name: 'Produkter' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(/Rabatt/);
});

test('the store finder filters stores and opens a store page', async ({ page }) => {
  await page.goto('/hitta-butik');
  await expect(page.getByRole('heading', { level: 1, name: 'Hitta butik' })).toBeVisible();
  const all = await page.getByRole('article').count();
  expect(all).toBeGreaterThan(1);
  const first = page.getByRole('article').first().getByRole('heading');
  const name = (await first.textContent()) ?? '';
  await page.getByRole('searchbox', { name: 'Sök butik' }).fill(name);
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.getByRole('article').getByRole('link', { name }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('heading', { name: 'Öppettider', exact: true })).toBeVisible();
});

test('a search without hits suggests other words, and names filters only when some are chosen', async ({
  page,
}) => {
  await page.goto('/search?q=qxzqxzqxz');
  const main = page.getByRole('main');
  await expect(
    main.getByText('Vi hittade inga produkter för ”qxzqxzqxz”. Kontrollera stavningen'),
  ).toBeVisible();
  await expect(main).not.toContainText('ta bort ett filter');
});

test('the store finder finds the stores near a postal code, with or without its space', async ({ page }) => {
  await page.goto('/hitta-butik');
  const search = page.getByRole('searchbox', { name: 'Sök butik' });
  for (const postalCode of ['411 05', '41105']) {
    await search.fill(postalCode);
    // No store has 411 05; the Göteborg stores (422 46 Hisingen, 431 53 Mölndal) share its zone.
    await expect(page.getByRole('status').filter({ hasText: 'nära postnummer' })).toHaveText(
      `2 butiker nära postnummer ${postalCode}, närmast först`,
    );
    await expect(page.getByRole('article')).toHaveCount(2);
    await expect(page.getByRole('article').first().getByRole('heading')).toContainText('Hisingen');
    await expect(page.getByRole('article').nth(1).getByRole('heading')).toContainText('Mölndal');
  }
  await search.fill('Göteborg');
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('/kategorier/el leads to its subcategories by name, and one of them lists its products', async ({
  page,
}) => {
  await page.goto('/kategorier/el');
  await expect(page.getByRole('heading', { level: 1, name: 'El' })).toBeVisible();
  const children = page.getByRole('navigation', { name: 'Kategorier i El' });
  for (const name of ['Kabel', 'Installationsmaterial', 'Belysning', 'Säkringar och centraler'])
    await expect(children.getByRole('link', { name, exact: true })).toBeVisible();
  await children.getByRole('link', { name: 'Kabel', exact: true }).click();
  await expect(page).toHaveURL(/\/kategorier\/el\/kabel$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kabel' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Du är här' }).getByRole('link', { name: 'El' }),
  ).toBeVisible();
  // The cable filter says what an electrician reads: the conductors' area, in Swedish.
  const filters = page.getByRole('complementary', { name: 'Filtrera' });
  await expect(filters.getByText('Ledararea', { exact: true })).toBeAttached();
  await expect(filters.getByText('Area', { exact: true })).toHaveCount(0);
});

test('a category has one name: Infästning in the URL, the heading and the breadcrumbs; the old English URL moves for good', async ({
  page,
  request,
}) => {
  const old = await request.get('/kategorier/fastenings/skruv?sort=name_asc', { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toMatch(/\/kategorier\/infastning\/skruv\?sort=name_asc$/);
  await page.goto('/kategorier/fastenings');
  await expect(page).toHaveURL(/\/kategorier\/infastning$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Infästning' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Kategorier i Infästning' })
    .getByRole('link', { name: 'Skruv' })
    .click();
  await expect(
    page.getByRole('navigation', { name: 'Du är här' }).getByRole('link', { name: 'Infästning' }),
  ).toHaveAttribute('href', '/kategorier/infastning');
});

test("a product's stock says, per place, whether it is there: a number in stock, or what being without it means", async ({
  page,
  request,
}) => {
  const articleNumber = BRACKET_PRODUCT.split('-').at(-1) ?? '';
  const answer = await request.post(`${SANDBOX_URL}/stock`, {
    data: { articles: [articleNumber], locationIds: ['1001', '9000'] },
  });
  const [stock] = (await answer.json()).stock as {
    stockType: string;
    locations: { locationId: string; quantity: number; stocked: boolean }[];
  }[];
  const quantityOf = (id: string) => stock?.locations.find((l) => l.locationId === id)?.quantity ?? -1;
  await page.goto(BRACKET_PRODUCT);
  const region = page.getByRole('region', { name: 'Lagersaldo' });
  const central = region.getByRole('definition').nth(1);
  const store = region.getByRole('definition').nth(0);
  await expect(region.getByRole('term').nth(1)).toHaveText('Centrallager');
  // In the article's unit: 1000009 is sold in packs ('förp').
  const number = (n: number) =>
    new RegExp(`^${new Intl.NumberFormat('sv-SE').format(n).replace(/\s/g, '\\s')}\\sförp i lager$`);
  const centralQuantity = quantityOf('9000');
  if (centralQuantity > 0) await expect(central).toHaveText(number(centralQuantity));
  else await expect(central).toHaveText(/^(Slut i centrallagret|Saldo okänt)/);
  const storeQuantity = quantityOf('1001');
  if (storeQuantity > 0) await expect(store).toHaveText(number(storeQuantity));
  else if (storeQuantity === -1) await expect(store).toHaveText('Saldo okänt – fråga butiken');
  else await expect(store).toHaveText(/^(Slut i lager|Beställningsvara – finns inte i lager|Utgående)/);
  // The old text, which read as 'out of stock' to some and 'unknown' to others, is gone.
  await expect(region).not.toContainText('Lagersaldo saknas');
});

// One test per page: axe takes seconds on a busy 2-core runner, and eight runs in one
// test exceeded its timeout there.
for (const path of [
  '/',
  '/kategorier/el',
  CATEGORY,
  BRACKET_PRODUCT,
  '/search?q=skruv',
  '/hitta-butik',
  '/kampanjer',
  '/produkt/finns-inte',
]) {
  test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}

test('the sign-in dialog has no serious or critical accessibility violation', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Logga in' }).click();
  await expect(page.getByRole('dialog', { name: 'Logga in' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('the journey works by keyboard alone: sign in, search, open a product', async ({ page }) => {
  await page.goto('/');
  const signInButton = page.getByRole('banner').getByRole('button', { name: 'Logga in' });
  await signInButton.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Logga in' });
  await expect(dialog.getByLabel('Användarnamn')).toBeFocused();
  await page.keyboard.type('anna.user');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Sandbox-2026');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();

  await page.getByRole('searchbox', { name: 'Sök' }).focus();
  await page.keyboard.type('träskruv');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sökresultat för ”träskruv”');
  // Tab to the first product link and open it.
  const firstProduct = page.getByRole('list', { name: 'Produkter' }).getByRole('link').first();
  const name = await firstProduct.textContent();
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    if (await firstProduct.evaluate((el) => el === document.activeElement)) break;
  }
  await expect(firstProduct).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name ?? '');
});

test('the cart, favourites and mobile menu open as flyouts and give focus back when closed', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, 'anna.user');
  const cartButton = page.getByRole('banner').getByRole('button', { name: /^Varukorg/ });
  await cartButton.click();
  const cart = page.getByRole('dialog', { name: 'Varukorg' });
  await expect(cart.getByRole('link', { name: 'Till varukorgen' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(cart).toBeHidden();
  await expect(cartButton).toBeFocused();

  await page.getByRole('button', { name: 'Favoriter' }).click();
  const favourites = page.getByRole('dialog', { name: 'Favoriter' });
  // anna.user has 50 favourites in the seed.
  await expect(favourites.getByRole('list', { name: 'Favoriter' }).getByRole('listitem')).toHaveCount(50);
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('button', { name: 'Meny' }).click();
  const menu = page.getByRole('dialog', { name: 'Meny' });
  await menu.getByRole('link', { name: 'Infästning' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Infästning');
  await expect(menu).toBeHidden();
});

test('a customer adds an article from the product page and finds it in the cart under its delivery', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, 'bertil.buyeradmin');
  await page.goto(BRACKET_PRODUCT);
  const add = page.getByRole('region', { name: 'Lägg i varukorg' });
  const delivery = add.getByRole('radiogroup', { name: 'Leveranssätt' });
  await delivery.getByText('Leverans till butik', { exact: true }).click();
  const quantity = add.getByRole('textbox', { name: 'Antal' });
  await quantity.fill('3');
  await quantity.press('Tab');
  await add.getByRole('button', { name: 'Lägg i varukorg' }).click();
  await expect(add.getByRole('status')).toHaveText('1 rad lagd i varukorgen.');
  await expectNoSeriousViolations(page);
  const cartButton = page.getByRole('banner').getByRole('button', { name: /^Varukorg/ });
  await expect(cartButton).toHaveAccessibleName(/^Varukorg, [1-9]\d* artik/);

  await page.goto('/cart');
  const group = page.getByRole('region', { name: 'Leverans till butik' });
  const line = group.getByRole('listitem').filter({ hasText: 'Träskruv 3,5x30 Varmförzinkad' });
  await expect(line.getByRole('textbox', { name: /^Antal av/ })).toHaveValue('3');
  await expect(page.getByRole('link', { name: 'Till kassan' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await line.getByRole('button', { name: /^Ta bort/ }).click();
  await expect(group).toBeHidden();
});

test('a visitor who presses Lägg i varukorg is asked to sign in', async ({ page }) => {
  await page.goto(BRACKET_PRODUCT);
  await page.getByRole('button', { name: 'Lägg i varukorg' }).click();
  await expect(page.getByRole('alert')).toHaveText('Vänligen logga in');
  await expect(page.getByRole('dialog', { name: 'Logga in' })).toBeVisible();
});
