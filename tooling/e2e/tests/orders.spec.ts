import { SANDBOX_URL } from '../brands.ts';
import { expect, test } from './fixtures';
import { clearFaults, emptyCart, expectNoSeriousViolations, quickAdd, signIn } from './helpers';

// Order history and the order page (issue 17): a trade customer finds an order by date, downloads
// its confirmation and orders it again.

const HISTORY = '/mina-sidor/orderhistorik';

/** The customer's newest order, as the service answers it through the shop's /api. */
async function newestOrder(page: import('@playwright/test').Page) {
  const answer = await page.request.get('/api/orders/search?limit=1');
  expect(answer.status()).toBe(200);
  const { orders, total } = (await answer.json()) as {
    orders: { orderId: string; createdAt: string; lineCount: number }[];
    total: number;
  };
  expect(total).toBeGreaterThan(20);
  return orders[0] as { orderId: string; createdAt: string; lineCount: number };
}

test('a customer finds an order by date, downloads its confirmation as a PDF and orders it again', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, 'anna.user');
  await emptyCart(page);
  const newest = await newestOrder(page);
  // The day in Stockholm, as the page shows and filters it.
  const day = new Date(newest.createdAt).toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' });

  await page.getByRole('banner').getByRole('button', { name: 'Mitt konto' }).click();
  await page.getByRole('dialog', { name: 'Mitt konto' }).getByRole('link', { name: 'Orderhistorik' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orderhistorik' })).toBeVisible();
  const orders = page.getByRole('region', { name: 'Ordrar' });
  await expect(orders.getByRole('row')).toHaveCount(21);
  await expect(page.getByRole('navigation', { name: 'Sidor' })).toBeVisible();
  await expectNoSeriousViolations(page);

  // Filter by date: the range is kept in the URL, so a reload shows the same list.
  const filters = page.getByRole('form', { name: 'Filtrera ordrar' });
  await filters.getByLabel('Från datum').fill(day);
  await filters.getByLabel('Till datum').fill(day);
  await filters.getByRole('button', { name: 'Visa ordrar' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${day}&to=${day}`));
  const link = orders.getByRole('link', { name: `Order ${newest.orderId}` });
  await expect(link).toBeVisible();
  const shown = await orders.getByRole('row').count();
  await page.reload();
  await expect(orders.getByRole('row')).toHaveCount(shown);
  await expect(page.getByRole('form', { name: 'Filtrera ordrar' }).getByLabel('Från datum')).toHaveValue(day);

  // The order page.
  await orders.getByRole('link', { name: `Order ${newest.orderId}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${newest.orderId}` })).toBeVisible();
  const lines = page.getByRole('region', { name: /^\d+ rad(er)?$/ }).getByRole('row');
  await expect(lines).toHaveCount(newest.lineCount + 1);
  await expect(page.getByRole('region', { name: 'Leveransadress' })).toBeVisible();
  await expectNoSeriousViolations(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Ladda ner orderbekräftelsen (PDF)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`orderbekraftelse-${newest.orderId}.pdf`);
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  expect((await readFile(path)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The order to one's own e-mail with a message, and a question about it (refused empty first).
  const mail = page.getByRole('form', { name: 'Skicka ordern med e-post' });
  await mail.getByLabel('Meddelande (valfritt)').fill('Till ekonomi, projekt Hamnen.');
  await mail.getByRole('button', { name: 'Skicka e-post' }).click();
  await expect(mail.getByRole('status')).toHaveText(/^Ordern skickades till \S+@\S+\.$/);
  const question = page.getByRole('form', { name: 'Frågor om ordern' });
  await question.getByRole('button', { name: 'Skicka fråga' }).click();
  await expect(question.getByText('Fyll i fältet.')).toHaveCount(2);
  await question.getByRole('textbox', { name: 'Ämne' }).fill('Restnoterad rad');
  await question.getByRole('textbox', { name: 'Meddelande' }).fill('När kommer resten av leveransen?');
  await question.getByRole('button', { name: 'Skicka fråga' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Vi har fått din fråga' })).toBeVisible();

  // Ordered again, through the cart's one door.
  await page.getByRole('button', { name: 'Beställ allt igen' }).click();
  // The cart's status says how many lines went in (an order's lines are all still orderable here).
  const lineCount = `${newest.lineCount} ${newest.lineCount === 1 ? 'rad' : 'rader'}`;
  await expect(page.getByRole('status').filter({ hasText: `${lineCount} lagd` })).toBeVisible();
  await page.getByRole('link', { name: 'Till varukorgen' }).click();
  await expect(page.getByText(lineCount, { exact: true })).toBeVisible();

  // A quote on the cart's lines: the message lists them, and can be edited before it is sent.
  await page.getByRole('button', { name: 'Begär offert' }).click();
  const quote = page.getByRole('form', { name: 'Begär offert' });
  await expect(quote.getByRole('textbox', { name: 'Meddelande' })).toHaveValue(
    /^Vi önskar offert på följande artiklar:\n\d{7} .+: \d/,
  );
  await quote.getByRole('button', { name: 'Skicka offertförfrågan' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'din offertförfrågan' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await emptyCart(page);
});

test("another customer's order is not found, and EJ_ORDERHISTORIK hides the history the service refuses", async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, 'anna.user');
  const hers = await newestOrder(page);
  await page.request.post('/session/logout');

  await page.goto('/');
  await signIn(page, 'punchout.user');
  const missing = await page.goto(`${HISTORY}/${hers.orderId}`);
  expect(missing?.status()).toBe(404);
  await page.request.post('/session/logout');

  await page.goto('/');
  await signIn(page, 'ej.orderhistorik');
  await page.getByRole('banner').getByRole('button', { name: 'Mitt konto' }).click();
  const account = page.getByRole('dialog', { name: 'Mitt konto' });
  await expect(account.getByRole('link', { name: 'Mina sidor' })).toBeVisible();
  await expect(account.getByRole('link', { name: 'Orderhistorik' })).toHaveCount(0);
  await page.goto(HISTORY);
  await expect(
    page.getByRole('heading', { name: 'Du saknar rättigheter för att se denna sida' }),
  ).toBeVisible();
  expect((await page.request.get('/api/orders/search?limit=1')).status()).toBe(403);
});

test('EJ_SKAPA_OFFERT offers no quote, on the cart or an order, and the service refuses one', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, 'ej.skapa.offert');
  await emptyCart(page);
  await quickAdd(page, '1000009', '2');
  await expect(page.getByText('1 rad', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Begär offert' })).toHaveCount(0);
  const order = await newestOrder(page);
  await page.goto(`${HISTORY}/${order.orderId}`);
  const question = page.getByRole('form', { name: 'Frågor om ordern' });
  await expect(question.getByRole('textbox', { name: 'Ämne' })).toBeVisible();
  await expect(question.getByRole('checkbox', { name: 'Jag vill ha en offert' })).toHaveCount(0);
  const refused = await page.request.post('/api/orders/inquiry', {
    data: { quote: true, subject: 'Offertförfrågan', message: '1000009: 2' },
  });
  expect(refused.status()).toBe(403);
  await emptyCart(page);
});

test('my page says who shops for which customer and project, lists the latest orders and leads on', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, 'anna.user');
  const newest = await newestOrder(page);
  await page.getByRole('banner').getByRole('button', { name: 'Mitt konto' }).click();
  await page.getByRole('dialog', { name: 'Mitt konto' }).getByRole('link', { name: 'Mina sidor' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mina sidor' })).toBeVisible();
  await expect(
    page.getByText('Inloggad som Anna Andersson, handlar för Nordbygg Entreprenad AB / Kv. Hamnen etapp 2.'),
  ).toBeVisible();
  const latest = page.getByRole('region', { name: 'Senaste ordrar' });
  await expect(latest.getByRole('link', { name: /^Order \d+$/ })).toHaveCount(5);
  await expect(latest.getByRole('link', { name: /^Order \d+$/ }).first()).toHaveText(
    `Order ${newest.orderId}`,
  );
  const shortcuts = page.getByRole('navigation', { name: 'Genvägar' });
  await expect(shortcuts.getByRole('link', { name: 'Orderhistorik' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await shortcuts.getByRole('link', { name: 'Mina adresser' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mina adresser' })).toBeVisible();
});

test('an order page says in the words of §8 what failed: not found, a service error, no answer', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, 'anna.user');
  const newest = await newestOrder(page);
  const path = `/orders/${newest.orderId}/invoices`;
  const documents = page.getByRole('region', { name: 'Dokument' });
  const open = async () => {
    await page.goto(`/mina-sidor/orderhistorik/${newest.orderId}`);
    await expect(page.getByRole('heading', { level: 1, name: `Order ${newest.orderId}` })).toBeVisible();
  };
  // The service answers 404 or 503: the shop says so where the invoices would be, and the rest
  // of the order stays readable.
  for (const { status, message } of [
    { status: 404, message: 'Det du letade efter finns inte.' },
    { status: 503, message: 'Något gick fel hos oss. Försök igen om en stund.' },
  ]) {
    await clearFaults(page);
    const made = await page.request.post(`${SANDBOX_URL}/__sandbox/faults`, {
      data: { method: 'GET', path, status },
    });
    expect(made.status()).toBe(201);
    await open();
    await expect(documents.getByRole('alert')).toHaveText(message, { timeout: 20_000 });
    await expect(page.getByRole('region', { name: 'Leveransadress' })).toBeVisible();
  }
  await clearFaults(page);
  // No answer reaches the browser (its connection drops): the §8 words for that.
  await page.route(`**/api${path}`, (route) => route.abort('internetdisconnected'));
  await open();
  await expect(documents.getByRole('alert')).toHaveText(
    'Ett okänt fel inträffade. Kontrollera din uppkoppling och försök igen.',
    { timeout: 20_000 },
  );
});
