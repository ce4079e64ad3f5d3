import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { CATEGORY, cartButton, clearFaults, quickAdd, signIn } from './helpers.ts';

/** Only this file signs in as this user: the cart's lines are this file's own. */
const USER = 'ej.andra.sortiment';

test.beforeEach(async ({ page }) => {
  await clearFaults(page);
});

/** The header's cart button; its name says how many lines the cart has. */

/** Removes every line on /cart, so a rerun against the same sandbox starts from an empty cart. */
async function emptyCart(page: Page) {
  await page.goto('/cart');
  const remove = page.getByRole('listitem').getByRole('button', { name: /^Ta bort/ });
  await expect(page.getByText('Varukorgen är tom.').or(remove.first())).toBeVisible();
  for (let left = await remove.count(); left > 0; left--) {
    await remove.first().click();
    await expect(remove).toHaveCount(left - 1);
  }
  await expect(page.getByText('Varukorgen är tom.')).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName('Varukorg, tom');
}

/** Signed in with an empty cart, on the cable listing: articles sold per metre (issue 33). */
async function openCablesWithEmptyCart(page: Page) {
  await page.goto('/');
  await signIn(page, USER);
  await emptyCart(page);
  await page.goto('/kategorier/el/kabel');
}

/** The article number a product card shows ('Art.nr 1000009'). */
async function articleOf(card: Locator) {
  // The element that holds just 'Art.nr …': the card's whole text runs into the next number.
  const text = (await card.getByText(/^Art\.nr\s*\d+$/).textContent()) ?? '';
  const article = /Art\.nr\s*(\d+)/.exec(text)?.[1];
  expect(article).toBeTruthy();
  return article as string;
}

/** Types a quantity in a card and leaves the field: it shows the quantity rounded to the order multiple. */
async function typeQuantity(card: Locator, quantity: string) {
  const name = ((await card.getByRole('heading').textContent()) ?? '').trim();
  const field = card.getByRole('textbox', { name: `Antal av ${name}` });
  await field.fill(quantity);
  await field.press('Tab');
  const shown = await field.inputValue();
  expect(shown).toMatch(/^\d+(,\d+)?$/);
  return shown;
}

test('a customer adds from a category listing, one card and then several at once, and sees them in the cart', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, USER);
  await emptyCart(page);

  await page.goto(CATEGORY);
  await expect(page.getByRole('heading', { level: 1, name: 'Skruv' })).toBeVisible();
  // One delivery method for the whole listing, above the results (this user has more than one option).
  const delivery = page.getByRole('radiogroup', { name: 'Leveranssätt' });
  await expect(delivery).toHaveCount(1);
  // Preselected: this user's preferred method, which is also the default DBI ('Utkörning').
  await expect(delivery.getByRole('radio', { name: 'Utkörning', exact: true })).toBeChecked();
  await delivery.getByText('Utkörning', { exact: true }).click();

  const cards = page.getByRole('list', { name: 'Produkter' }).getByRole('listitem');
  const first = cards.nth(0);
  // Prices (and with them the order multiples) have loaded.
  await expect(first).toContainText(/\d+,\d{2}\s*kr/);
  const article = await articleOf(first);
  const quantity = await typeQuantity(first, '3');
  await first.getByRole('button', { name: 'Lägg i varukorg', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /lagda? i varukorgen/ })).toHaveText(
    '1 rad lagd i varukorgen.',
  );
  await expect(cartButton(page)).toHaveAccessibleName('Varukorg, 1 artikel');

  // Batch add: every card with a typed quantity goes in with one press.
  await typeQuantity(cards.nth(1), '2');
  await typeQuantity(cards.nth(2), '1');
  await page.getByRole('button', { name: 'Lägg alla i varukorg' }).click();
  await expect(page.getByRole('status').filter({ hasText: /lagda? i varukorgen/ })).toHaveText(
    '2 rader lagda i varukorgen.',
  );
  await expect(cartButton(page)).toHaveAccessibleName('Varukorg, 3 artiklar');

  await page.goto('/cart');
  const line = page
    .getByRole('region', { name: 'Utkörning' })
    .getByRole('listitem')
    .filter({ hasText: article });
  await expect(line).toHaveCount(1);
  await expect(line.getByRole('textbox', { name: /^Antal av/ })).toHaveValue(quantity);
});

test('a card takes a quantity and Enter from the keyboard', async ({ page }) => {
  await page.goto('/');
  await signIn(page, USER);
  await emptyCart(page);
  await page.goto(CATEGORY);
  await page
    .getByRole('radiogroup', { name: 'Leveranssätt' })
    .getByText('Utkörning', { exact: true })
    .click();
  const card = page.getByRole('list', { name: 'Produkter' }).getByRole('listitem').first();
  await expect(card).toContainText(/\d+,\d{2}\s*kr/);
  const field = card.getByRole('textbox', { name: /^Antal av / });
  await field.focus();
  await page.keyboard.type('1');
  await page.keyboard.press('Enter');
  await expect(cartButton(page)).toHaveAccessibleName('Varukorg, 1 artikel');
  // Ready for the next add: the field shows what it would send.
  await expect(field).toHaveValue('1');
});

test('a per-metre article added from a listing card without touching the field goes in with the quantity the field shows, in metres (issue 33)', async ({
  page,
}) => {
  await openCablesWithEmptyCart(page);
  await page
    .getByRole('radiogroup', { name: 'Leveranssätt' })
    .getByText('Utkörning', { exact: true })
    .click();
  const card = page.getByRole('list', { name: 'Produkter' }).getByRole('listitem').first();
  // Sold per metre: its price is per metre.
  await expect(card).toContainText(/kr\s*\/\s*m(?![a-zåäö])/);
  const article = await articleOf(card);
  const field = card.getByRole('textbox', { name: /^Antal av / });
  // A real value, not a placeholder that looks like one.
  await expect(field).toHaveValue('1');
  await expect(field).not.toHaveAttribute('placeholder');
  await card.getByRole('button', { name: 'Lägg i varukorg', exact: true }).click();
  await expect(cartButton(page)).toHaveAccessibleName('Varukorg, 1 artikel');
  const cart = (await (await page.request.get('/api/v2/cart')).json()) as {
    cartItems: { articleNumber: string; quantity: number }[];
  };
  expect(cart.cartItems.map((line) => [line.articleNumber, line.quantity])).toEqual([[article, 1]]);
});

/** The cart's lines as the cart service holds them. */
async function cartLines(page: Page) {
  const cart = (await (await page.request.get('/api/v2/cart')).json()) as {
    cartItems: { articleNumber: string; quantity: number }[];
  };
  return cart.cartItems.map((line) => [line.articleNumber, line.quantity]);
}

test('a per-metre article goes in with the quantity its field shows, in metres, from the product page and from quick add (issue 33)', async ({
  page,
}) => {
  await openCablesWithEmptyCart(page);
  const card = page.getByRole('list', { name: 'Produkter' }).getByRole('listitem').first();
  const article = await articleOf(card);
  await card.getByRole('heading').getByRole('link').click();

  // The product page: its field holds a real quantity, and that quantity is what is added.
  const add = page.getByRole('region', { name: 'Lägg i varukorg' });
  await add.getByRole('radiogroup', { name: 'Leveranssätt' }).getByText('Utkörning', { exact: true }).click();
  const field = add.getByRole('textbox', { name: 'Antal' });
  await expect(field).not.toHaveAttribute('placeholder');
  const shown = await field.inputValue();
  expect(shown).toMatch(/^\d+(,\d+)?$/);
  await expect(add.getByText('m', { exact: true })).toBeVisible();
  await add.getByRole('button', { name: 'Lägg i varukorg' }).click();
  await expect(cartButton(page)).toHaveAccessibleName('Varukorg, 1 artikel');
  expect(await cartLines(page)).toEqual([[article, Number(shown.replace(',', '.'))]]);

  // Quick add, the quantity field left as it is: what it shows is added, to the same line.
  await page.goto('/cart');
  const quick = page.getByRole('form', { name: 'Snabbköp' });
  await quick
    .getByRole('radiogroup', { name: 'Leveranssätt' })
    .getByText('Utkörning', { exact: true })
    .click();
  await quick.getByRole('textbox', { name: 'Artikelnummer' }).fill(article);
  const quickShown = await quick.getByRole('textbox', { name: 'Antal' }).inputValue();
  expect(quickShown).toBe('1');
  await quick.getByRole('button', { name: 'Lägg till' }).click();
  const expected = Number(shown.replace(',', '.')) + 1;
  await expect.poll(() => cartLines(page)).toEqual([[article, expected]]);
  // The cart line says it in metres, with its price per metre.
  const line = page.getByRole('listitem').filter({ hasText: article });
  await expect(line.getByRole('textbox', { name: /^Antal av/ })).toHaveValue(
    String(expected).replace('.', ','),
  );
  await expect(line).toContainText(/\d,\d\d\skr\/m/);
  await emptyCart(page);
});

test('a visitor pressing Lägg i varukorg on a listing is asked to log in', async ({ page }) => {
  await page.goto(CATEGORY);
  await expect(page.getByRole('heading', { level: 1, name: 'Skruv' })).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Leveranssätt' })).toHaveCount(0);
  const card = page.getByRole('list', { name: 'Produkter' }).getByRole('listitem').first();
  await card.getByRole('button', { name: 'Lägg i varukorg', exact: true }).click();
  // As on the product page: the sign-in flyout opens, and the card says why.
  const dialog = page.getByRole('dialog', { name: 'Logga in' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('alert')).toHaveText('Vänligen logga in');
});

test('quick add takes the next line by Enter while the cart is still adding the last one', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, USER);
  await emptyCart(page);
  const quick = page.getByRole('form', { name: 'Snabbköp' });
  await quick
    .getByRole('radiogroup', { name: 'Leveranssätt' })
    .getByText('Utkörning', { exact: true })
    .click();
  const article = quick.getByRole('textbox', { name: 'Artikelnummer' });
  const quantity = quick.getByRole('textbox', { name: 'Antal' });
  await article.fill('1000001');
  await quantity.fill('2');
  await quantity.press('Enter');
  // The first add waits out the 500 ms debounce: the second is typed and sent meanwhile, by keyboard.
  await expect(page.getByRole('status').filter({ hasText: 'Lägger i varukorgen …' })).toBeVisible();
  await article.fill('1000003');
  await quantity.fill('1');
  await quantity.press('Enter');
  await expect(article).toHaveValue('');
  const lines = page.getByRole('region', { name: 'Utkörning' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  await expect(cartButton(page)).toHaveAccessibleName('Varukorg, 2 artiklar');
});

test('quick add says no article has an unknown number and offers to search for it', async ({ page }) => {
  await page.goto('/');
  await signIn(page, USER);
  await emptyCart(page);
  await quickAdd(page, '9999999', '1');
  const quick = page.getByRole('form', { name: 'Snabbköp' });
  await expect(quick.getByRole('alert')).toContainText('Det finns ingen artikel med artikelnummer 9999999.');
  await expect(quick.getByRole('alert')).not.toContainText('Försök igen senare');
  await expect(cartButton(page)).toHaveAccessibleName('Varukorg, tom');
  await quick.getByRole('link', { name: 'Sök efter ”9999999”' }).click();
  await expect(page).toHaveURL(/\/search\?q=9999999/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('9999999');
});

test('in the cart flyout a customer adds by article number, changes a quantity and finds it on /cart', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, USER);
  await emptyCart(page);

  await cartButton(page).click();
  const flyout = page.getByRole('dialog', { name: 'Varukorg' });
  await expect(flyout.getByText('Varukorgen är tom.')).toBeVisible();
  await quickAdd(flyout, '1000001', '2');
  const lines = flyout.getByRole('list', { name: 'Rader i varukorgen' }).getByRole('listitem');
  await expect(lines).toHaveCount(1);
  await expect(cartButton(page)).toHaveAccessibleName('Varukorg, 1 artikel');

  // One step up by keyboard: the next order multiple, sent after the debounce as the cart door's one batch update.
  const quantity = lines.first().getByRole('textbox', { name: /^Antal av/ });
  const before = await quantity.inputValue();
  const updated = page.waitForResponse(
    (r) =>
      r.request().method() === 'PUT' &&
      /\/v2\/cart\/[^/]+\/variants\/batch\/update$/.test(new URL(r.url()).pathname) &&
      r.ok(),
  );
  await quantity.focus();
  await page.keyboard.press('ArrowUp');
  await expect(quantity).not.toHaveValue(before);
  const after = await quantity.inputValue();
  await updated;

  await flyout.getByRole('button', { name: 'Stäng' }).click();
  await expect(flyout).toBeHidden();
  await page.goto('/cart');
  const line = page
    .getByRole('region', { name: 'Utkörning' })
    .getByRole('listitem')
    .filter({ hasText: '1000001' });
  await expect(line.getByRole('textbox', { name: /^Antal av/ })).toHaveValue(after);
});

/** Money as a Swedish page writes it, whitespace made plain: '1 234,50 kr'. */
const kr = (amount: number) =>
  new Intl.NumberFormat('sv-SE', { style: 'currency', currency: 'SEK' }).format(amount).replace(/\s/g, ' ');

/** The three sums at the foot of a page (its last three terms and amounts), whitespace made plain. */
async function sums(page: Page) {
  const plain = (texts: string[]) => texts.slice(-3).map((text) => text.replace(/\s/g, ' ').trim());
  const main = page.getByRole('main');
  return {
    terms: plain(await main.getByRole('term').allTextContents()),
    amounts: plain(await main.getByRole('definition').allTextContents()),
  };
}

test('/summary, the confirmation and the order page show a per-metre line in metres, and the sums the service charged (issue 33)', async ({
  page,
}) => {
  await openCablesWithEmptyCart(page);
  const card = page.getByRole('list', { name: 'Produkter' }).getByRole('listitem').first();
  const article = await articleOf(card);
  await page.goto('/cart');
  await quickAdd(page, article, '1,5');
  await expect(cartButton(page)).toHaveAccessibleName('Varukorg, 1 artikel');
  await page.getByRole('link', { name: 'Till kassan' }).click();
  const delivery = page.getByRole('region', { name: 'Utkörning' });
  await expect(delivery).toBeVisible();
  await delivery.getByRole('button', { name: 'Välj adress' }).click();
  const flyout = page.getByRole('dialog', { name: 'Välj adress' });
  await flyout.getByRole('radio', { disabled: false, checked: false }).first().focus();
  await page.keyboard.press('Space');
  await expect(flyout).toBeHidden();
  await page.getByRole('button', { name: 'Fortsätt' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Granska och skicka' })).toBeVisible();
  const line = page.getByRole('listitem').filter({ hasText: '1,5 m' });
  await expect(line).toHaveCount(1);
  await expect(page.getByText(/\b1\.5\b|\bst\b/)).toHaveCount(0);
  const terms = ['Summa exkl. moms', 'Moms', 'Att betala inkl. moms'];
  const atSummary = await sums(page);
  expect(atSummary.terms).toEqual(terms);

  await page.getByRole('button', { name: 'Skicka order' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Tack för din order');
  const orderLink = page.getByRole('link', { name: /^Ordernummer \d+$/ });
  const orderId = /\d+/.exec((await orderLink.textContent()) ?? '')?.[0];
  // The order as the service holds it: its sum excluding VAT, its VAT, its line in metres.
  const order = (await (await page.request.get(`/api/orders/${orderId}`)).json()) as {
    total: number;
    vat: number;
    lines: { articleNumber: string; quantity: number; unit: string }[];
  };
  expect(order.lines).toEqual([
    expect.objectContaining({ articleNumber: article, quantity: 1.5, unit: 'm' }),
  ]);
  const charged = [kr(order.total), kr(order.vat), kr(Math.round((order.total + order.vat) * 100) / 100)];
  expect(atSummary.amounts).toEqual(charged);
  await expect(page.getByRole('listitem').filter({ hasText: '1,5 m' })).toHaveCount(1);
  expect(await sums(page)).toEqual({ terms, amounts: charged });

  await orderLink.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(orderId ?? '');
  await expect(page.getByRole('row').filter({ hasText: article })).toContainText('1,5 m');
  expect(await sums(page)).toEqual({ terms, amounts: charged });
});
