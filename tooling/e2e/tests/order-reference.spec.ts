import type { Page } from '@playwright/test';
import { SANDBOX_URL } from '../brands.ts';
import { expect, test } from './fixtures.ts';
import { clearFaults, emptyCart, expectNoSeriousViolations, PASSWORD, quickAdd, signIn } from './helpers.ts';

// A required order reference (issue 37): Fastighetsservice Syd AB (10004) requires a project
// number, P and five digits, with a help text ('Referens krävs' in the sandbox's seed).
// punchout.user, signed in as usual, shops for it; bertil.buyeradmin administers it. No other
// journey orders for 10004.

const CUSTOMER = 'Fastighetsservice Syd AB';
const PATTERN = '^P-\\d{5}$';
const HELP = 'Ange projektnumret: P, bindestreck och fem siffror, t.ex. P-12345.';
const SETTING = '/customers/10004/order-reference';
const HISTORY = '/mina-sidor/orderhistorik';

test.beforeEach(async ({ page }) => {
  await clearFaults(page);
});

/** A reference of the pattern that no earlier run has used: the last five digits of the clock. */
const freshReference = () => `P-${String(Date.now()).slice(-5)}`;

/** punchout.user's cart for 10004, emptied, with one line of home delivery. */
async function buyerWithOneLine(page: Page) {
  await page.goto('/');
  await signIn(page, 'punchout.user');
  await expect(page.getByRole('button', { name: /^Kund och projekt:/ })).toContainText(CUSTOMER);
  await emptyCart(page);
  await quickAdd(page, '1000001', '2');
  await expect(page.getByRole('region', { name: 'Utkörning' }).getByRole('listitem')).toHaveCount(1);
}

test("'Referens krävs': /delivery and the sandbox refuse a missing or wrong reference; a right one is ordered and found in order history", async ({
  page,
}) => {
  await buyerWithOneLine(page);

  // Straight to the sandbox, past the shop: an order without the reference is refused, and nothing is placed.
  const login = await page.request.post(`${SANDBOX_URL}/v2/sessions/`, {
    data: { username: 'punchout.user', password: PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const cart = await (await page.request.get(`${SANDBOX_URL}/v2/cart`, { headers })).json();
  const { deliveryAddresses } = await (await page.request.get(`${SANDBOX_URL}/address`, { headers })).json();
  const { dates } = await (
    await page.request.get(`${SANDBOX_URL}/customers/10004/delivery-dates`, { headers })
  ).json();
  const direct = (reference?: string) =>
    page.request.post(`${SANDBOX_URL}/v2/cart/${cart.cartId}/checkout`, {
      headers,
      data: {
        orderDetails: {
          DBI: {
            requestedDeliveryDate: dates[0],
            addressId: deliveryAddresses[0].addressId,
            ...(reference === undefined ? {} : { reference }),
          },
        },
      },
    });
  const missing = await direct();
  expect(missing.status()).toBe(400);
  expect(await missing.json()).toMatchObject({
    error: 'reference_required',
    field: 'orderDetails.DBI.reference',
  });
  const wrong = await direct('Projekt 7');
  expect(wrong.status()).toBe(400);
  expect((await wrong.json()).error).toBe('reference_invalid');
  expect(
    (await (await page.request.get(`${SANDBOX_URL}/v2/cart`, { headers })).json()).cartItems,
  ).toHaveLength(1);

  // The delivery step: the field is required, with the customer's help text under it.
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Till kassan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leverans' })).toBeVisible();
  const delivery = page.getByRole('region', { name: 'Utkörning' });
  const field = delivery.getByRole('textbox', { name: 'Er referens' });
  await expect(field).toHaveAttribute('aria-required', 'true');
  await expect(field).toHaveAccessibleDescription(HELP);
  await expect(delivery.getByText(HELP)).toBeVisible();
  await expectNoSeriousViolations(page);

  // Missing: refused with the help text.
  await page.getByRole('button', { name: 'Fortsätt' }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(`Fyll i er referens. ${HELP}`);
  await expect(page).toHaveURL(/\/delivery$/);
  // Wrong: the help text is the message.
  await field.fill('P-123');
  await page.getByRole('button', { name: 'Fortsätt' }).click();
  await expect(field).toHaveAccessibleDescription(HELP);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/delivery$/);

  // Right: on to the summary, which shows it, and the order is placed.
  const reference = freshReference();
  await field.fill(reference);
  await page.getByRole('button', { name: 'Fortsätt' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Granska och skicka' })).toBeVisible();
  await expect(page.getByText(`Referens: ${reference}`)).toBeVisible();
  await page.getByRole('button', { name: 'Skicka order' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Tack för din order');
  const orderId =
    (
      await page
        .getByText(/Ordernummer \d+/)
        .first()
        .textContent()
    )?.match(/\d+/)?.[0] ?? '';
  expect(orderId).not.toBe('');

  // Order history: found by its reference, typed in lower case, kept in the URL over a reload.
  await page.goto(HISTORY);
  const filters = page.getByRole('form', { name: 'Filtrera ordrar' });
  await filters.getByRole('searchbox', { name: 'Er referens' }).fill(reference.toLowerCase());
  await filters.getByRole('button', { name: 'Visa ordrar' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]reference=${reference.toLowerCase()}`));
  const orders = page.getByRole('region', { name: 'Ordrar' });
  // A header row and the order's own.
  await expect(orders.getByRole('row')).toHaveCount(2);
  await expect(orders.getByRole('link', { name: `Order ${orderId}` })).toBeVisible();
  await expect(orders.getByRole('cell', { name: reference, exact: true })).toBeVisible();
  await page.reload();
  await expect(orders.getByRole('row')).toHaveCount(2);
  await expect(
    page.getByRole('form', { name: 'Filtrera ordrar' }).getByRole('searchbox', { name: 'Er referens' }),
  ).toHaveValue(reference.toLowerCase());
  await expectNoSeriousViolations(page);
  // The order page shows it.
  await orders.getByRole('link', { name: `Order ${orderId}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderId}` })).toBeVisible();
  const facts = page.locator('.shop-order__facts');
  await expect(facts.getByRole('definition').filter({ hasText: reference })).toBeVisible();

  // A USER of the customer does not change the setting: not on my page, and the page says so.
  await page.goto('/mina-sidor');
  await expect(
    page.getByRole('navigation', { name: 'Genvägar' }).getByRole('link', { name: 'Orderreferens' }),
  ).toHaveCount(0);
  await page.goto('/mina-sidor/orderreferens');
  await expect(
    page.getByRole('heading', { name: 'Du saknar rättigheter för att se denna sida' }),
  ).toBeVisible();
  expect((await page.request.put(`/api${SETTING}`, { data: { referenceRequired: false } })).status()).toBe(
    403,
  );
});

test('without scripts the posted /delivery refuses a missing reference with the help text', async ({
  browser,
  baseURL,
  page,
}) => {
  await buyerWithOneLine(page);
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    const bare = await context.newPage();
    await bare.goto(`/logga-in?tillbaka=${encodeURIComponent('/delivery')}`);
    await bare.getByLabel('Användarnamn').fill('punchout.user');
    await bare.getByLabel('Lösenord').fill(PASSWORD);
    await bare.getByRole('main').getByRole('button', { name: 'Logga in' }).click();
    await expect(bare).toHaveURL('/delivery');
    const delivery = bare.getByRole('region', { name: 'Utkörning' });
    await expect(delivery.getByText(HELP)).toBeVisible();
    await bare.getByRole('button', { name: 'Fortsätt' }).click();
    await expect(bare).toHaveURL('/delivery');
    await expect(delivery.getByText(`Fyll i er referens. ${HELP}`)).toBeVisible();
    await delivery.getByRole('textbox', { name: 'Er referens' }).fill('P-1');
    await bare.getByRole('button', { name: 'Fortsätt' }).click();
    await expect(bare).toHaveURL('/delivery');
    await expect(delivery.getByRole('textbox', { name: 'Er referens' })).toHaveValue('P-1');
    await expect(delivery.getByRole('textbox', { name: 'Er referens' })).toHaveAccessibleDescription(HELP);
  } finally {
    await context.close();
  }
});

test('a BUYER_ADMIN edits the setting under my pages: a bad pattern is named in Swedish and changes nothing; then it is put back', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, 'bertil.buyeradmin');
  // Bertil administers 10001 and 10004: the setting is the one of the customer he acts for.
  await page.getByRole('button', { name: /^Kund och projekt:/ }).click();
  const switcher = page.getByRole('dialog', { name: 'Byt kund eller projekt' });
  await switcher.getByText(CUSTOMER).first().click();
  await expect(switcher).toBeHidden();
  await expect(page.getByRole('button', { name: /^Kund och projekt:/ })).toContainText(CUSTOMER);
  const stored = async () => (await page.request.get(`/api${SETTING}`)).json();
  const before = await stored();
  expect(before).toMatchObject({ referenceRequired: true, referencePattern: PATTERN, referenceHelp: HELP });

  await page.goto('/mina-sidor');
  await page
    .getByRole('navigation', { name: 'Genvägar' })
    .getByRole('link', { name: 'Orderreferens' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orderreferens' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Inställning för orderreferens' });
  const required = form.getByRole('checkbox', { name: 'Referens krävs' });
  const pattern = form.getByRole('textbox', { name: 'Mönster' });
  const help = form.getByRole('textbox', { name: 'Hjälptext' });
  await expect(required).toBeChecked();
  await expect(pattern).toHaveValue(PATTERN);
  await expect(help).toHaveValue(HELP);
  await expectNoSeriousViolations(page);

  // A pattern that could take long to test: told in Swedish, nothing sent, nothing changed.
  await pattern.fill('(P+)+-\\d{5}');
  await form.getByRole('button', { name: 'Spara inställningen' }).click();
  await expect(pattern).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText(/^Mönstret kan ta för lång tid att pröva\./)).toBeVisible();
  // One that is no regular expression.
  await pattern.fill('P-(\\d{5}');
  await form.getByRole('button', { name: 'Spara inställningen' }).click();
  await expect(form.getByText(/^Mönstret är inget giltigt reguljärt uttryck\./)).toBeVisible();
  expect(await stored()).toEqual(before);

  // A good change is saved, and the delivery step of the customer's buyers follows it.
  await pattern.fill('^P-\\d{4,5}$');
  await help.fill('Projektnummer, t.ex. P-1234.');
  await form.getByRole('button', { name: 'Spara inställningen' }).click();
  await expect(form.getByRole('status')).toHaveText('Inställningen är sparad.');
  expect(await stored()).toMatchObject({
    referencePattern: '^P-\\d{4,5}$',
    referenceHelp: 'Projektnummer, t.ex. P-1234.',
  });
  await page.reload();
  await expect(pattern).toHaveValue('^P-\\d{4,5}$');

  // Put back as it was.
  await pattern.fill(PATTERN);
  await help.fill(HELP);
  await form.getByRole('button', { name: 'Spara inställningen' }).click();
  await expect(form.getByRole('status')).toHaveText('Inställningen är sparad.');
  expect(await stored()).toMatchObject({
    referenceRequired: true,
    referencePattern: PATTERN,
    referenceHelp: HELP,
  });
});
