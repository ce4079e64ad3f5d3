import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { SANDBOX_URL } from '../brands.ts';
import { expect, test } from './fixtures';
import { clearFaults, emptyCart, expectNoSeriousViolations, PASSWORD, signIn } from './helpers';

// Issue 38, part A: what was delivered, what is back-ordered and when it comes, delivery notes.

const HISTORY = '/mina-sidor/orderhistorik';

interface DeliveryLine {
  position: number;
  articleNumber: string;
  name: string;
  unit: string;
  ordered: number;
  delivered: number;
  cancelled: number;
  remaining: number;
  backOrdered: number;
  expectedDate: string | null;
  state: string;
}
interface Deliveries {
  orderId: string;
  deliveryState: string;
  lines: DeliveryLine[];
  consignments: {
    consignmentId: string;
    carrier: string;
    trackingUrl: string | null;
    lines: { position: number; quantity: number }[];
  }[];
}

/** A session of `username` straight at the sandbox: what the service itself holds, not what the page says. */
async function sandboxAs(request: APIRequestContext, username: string) {
  const answer = await request.post(`${SANDBOX_URL}/v2/sessions/`, {
    data: { username, password: PASSWORD },
  });
  expect(answer.status()).toBe(200);
  const { token } = (await answer.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const get = async <T>(path: string): Promise<T> => {
    const response = await request.get(`${SANDBOX_URL}${path}`, { headers });
    expect(response.status(), path).toBe(200);
    return (await response.json()) as T;
  };
  return { headers, get };
}

type Sandbox = Awaited<ReturnType<typeof sandboxAs>>;

/** Anna's project's back-ordered orders, as the sandbox answers them. */
async function backOrderedOrders(sandbox: Sandbox, projectId: string) {
  const { orders } = await sandbox.get<{ orders: { orderId: string }[] }>(
    `/orders/search?backOrdered=true&projectId=${projectId}&limit=100`,
  );
  return orders.map((o) => o.orderId);
}

/** The order of the project with a partial delivery in two consignments and a line delivered in part, the rest back-ordered. */
async function partlyDeliveredOrder(sandbox: Sandbox, projectId: string): Promise<Deliveries> {
  for (const orderId of await backOrderedOrders(sandbox, projectId)) {
    const view = await sandbox.get<Deliveries>(`/orders/${orderId}/deliveries`);
    if (view.consignments.length === 2 && view.lines.some((l) => l.delivered > 0 && l.backOrdered > 0))
      return view;
  }
  throw new Error('the seed has no partly delivered order with a back-order');
}

/** A quantity as the page writes it: a decimal comma, then the unit. */
const shown = (quantity: number) => new RegExp(`^${String(quantity).replace('.', ',')}\\s`);
/** `2026-12-08` as the page writes it: '8 december 2026'. */
const day = (iso: string) =>
  new Intl.DateTimeFormat('sv-SE', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T12:00:00Z`),
  );

/** The cell of `column` in the row of the lines table that names `articleNumber`. */
async function cellOf(page: Page, articleNumber: string, column: string) {
  const table = page.getByRole('region', { name: /^\d+ rad(er)?$/ }).getByRole('table');
  const headers = (await table.getByRole('columnheader').allTextContents()).map((h) => h.trim());
  const index = headers.indexOf(column);
  expect(index, `column ${column} in ${headers.join(' | ')}`).toBeGreaterThanOrEqual(0);
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: articleNumber, exact: true }) });
  return row.locator('th, td').nth(index);
}

test('a partly delivered order shows per line what came and what remains, its delivery notes, tracking and what is missing', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await signIn(page, 'anna.user');
  await emptyCart(page);
  const sandbox = await sandboxAs(page.request, 'anna.user');
  const projectId = (await sandbox.get<{ projectId: string }>('/orders/back-orders')).projectId;
  const view = await partlyDeliveredOrder(sandbox, projectId);

  await page.goto(`${HISTORY}/${view.orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${view.orderId}` })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^Restnoterad/ })).toBeVisible();

  // Per line: delivered, remaining, and the expected date of the rest.
  for (const line of view.lines) {
    await expect(await cellOf(page, line.articleNumber, 'Levererat')).toHaveText(shown(line.delivered));
    await expect(await cellOf(page, line.articleNumber, 'Återstår')).toHaveText(shown(line.remaining));
    const state = await cellOf(page, line.articleNumber, 'Leverans');
    if (line.expectedDate) await expect(state).toContainText(`Beräknas ${day(line.expectedDate)}`);
    if (line.state === 'BACK_ORDERED') await expect(state).toContainText('Restnoterad');
    if (line.delivered > 0 && line.remaining > 0 && line.state !== 'BACK_ORDERED')
      await expect(state).toContainText('Delvis levererad');
  }
  const partly = view.lines.find((l) => l.delivered > 0 && l.backOrdered > 0);
  expect(partly?.expectedDate).toBeTruthy();
  await expectNoSeriousViolations(page);

  // Each consignment: its date, carrier and delivery note, a real PDF through the shop's /api.
  const deliveries = page.getByRole('region', { name: 'Leveranser' });
  for (const consignment of view.consignments) {
    const section = deliveries.getByRole('region', { name: `Sändning ${consignment.consignmentId}` });
    await expect(section).toContainText(consignment.carrier);
    const downloading = page.waitForEvent('download');
    await section.getByRole('link', { name: 'Ladda ner följesedeln (PDF)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`foljesedel-${consignment.consignmentId}.pdf`);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe(`Följesedel ${consignment.consignmentId}`);
  }

  // 'Spåra leverans': the carrier's page in a new tab, which cannot reach back to the shop.
  const tracked = view.consignments.find((k) => k.trackingUrl);
  expect(tracked).toBeDefined();
  const trackingUrl = tracked?.trackingUrl ?? '';
  await context.route('https://tracking.example.com/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Spårning</title><h1>Spårning</h1>',
    }),
  );
  const track = deliveries
    .getByRole('region', { name: `Sändning ${tracked?.consignmentId}` })
    .getByRole('link', { name: /^Spåra leverans/ });
  await expect(track).toHaveAttribute('target', '_blank');
  await expect(track).toHaveAttribute('rel', /\bnoopener\b/);
  await expect(track).toHaveAttribute('href', trackingUrl);
  const opening = page.waitForEvent('popup');
  await track.click();
  const popup = await opening;
  await popup.waitForLoadState();
  expect(popup.url()).toBe(trackingUrl);
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  await popup.close();

  // 'Beställ det som saknas': exactly the back-ordered and cancelled quantities, in the sandbox's cart.
  const missing = new Map<string, number>();
  for (const line of view.lines) {
    const quantity = line.backOrdered + line.cancelled;
    if (quantity > 0) missing.set(line.articleNumber, (missing.get(line.articleNumber) ?? 0) + quantity);
  }
  expect(missing.size).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Beställ det som saknas' }).click();
  await expect(page.getByRole('link', { name: 'Till varukorgen' })).toBeVisible();
  await expect
    .poll(async () => {
      const cart = await sandbox.get<{ cartItems: { articleNumber: string; quantity: number }[] }>(
        '/v2/cart',
      );
      return Object.fromEntries(cart.cartItems.map((item) => [item.articleNumber, item.quantity]));
    })
    .toEqual(Object.fromEntries(missing));
  await emptyCart(page);
});

test("'Har restorder' shows exactly the sandbox's back-ordered orders of the project, with its summary, kept in the URL", async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, 'anna.user');
  const sandbox = await sandboxAs(page.request, 'anna.user');
  const summary = await sandbox.get<{ projectId: string; lines: number; nextDelivery: string }>(
    '/orders/back-orders',
  );
  const expected = await backOrderedOrders(sandbox, summary.projectId);
  expect(expected.length).toBeGreaterThan(0);
  // The customer has back-orders in another project too: the filter must leave them out.
  const everywhere = await sandbox.get<{ total: number }>('/orders/search?backOrdered=true&limit=1');
  expect(everywhere.total).toBeGreaterThan(expected.length);

  await page.goto(HISTORY);
  const backOrders = page.getByRole('region', { name: /^Restorder i / });
  await expect(backOrders).toContainText(
    `${summary.lines} rader restnoterade, nästa leverans ${day(summary.nextDelivery)}`,
  );
  const filters = page.getByRole('form', { name: 'Filtrera ordrar' });
  await filters.getByRole('checkbox', { name: 'Har restorder' }).check();
  await filters.getByRole('button', { name: 'Visa ordrar' }).click();
  await expect(page).toHaveURL(/[?&]backOrdered=true/);
  const orders = page.getByRole('region', { name: 'Ordrar' });
  const links = orders.getByRole('link', { name: /^Order \d+$/ });
  await expect(links).toHaveCount(expected.length);
  expect((await links.allTextContents()).map((name) => name.replace('Order ', '')).sort()).toEqual(
    [...expected].sort(),
  );
  await expect(orders.getByRole('cell', { name: 'Restnoterad' })).toHaveCount(expected.length);
  await page.reload();
  await expect(links).toHaveCount(expected.length);
  await expect(filters.getByRole('checkbox', { name: 'Har restorder' })).toBeChecked();
  await expectNoSeriousViolations(page);

  // The delivery state, also from the URL.
  await filters.getByRole('checkbox', { name: 'Har restorder' }).uncheck();
  await filters.getByLabel('Leveransstatus').selectOption({ label: 'Delvis levererad' });
  await filters.getByRole('button', { name: 'Visa ordrar' }).click();
  await expect(page).toHaveURL(/[?&]delivery=PARTIAL/);
  const partial = await sandbox.get<{ total: number }>('/orders/search?deliveryState=PARTIAL&limit=1');
  await expect(orders.getByRole('cell', { name: 'Delvis levererad' })).toHaveCount(
    Math.min(partial.total, 20),
  );
});

test("another customer's user gets 404 for the delivery note and the deliveries, at the shop's /api and at the sandbox", async ({
  page,
  browser,
  baseURL,
}) => {
  const anna = await sandboxAs(page.request, 'anna.user');
  const view = await partlyDeliveredOrder(anna, '10001-P1');
  const consignmentId = view.consignments[0]?.consignmentId ?? '';
  const notePath = `/orders/${view.orderId}/consignments/${consignmentId}/delivery-note`;

  // Anna herself gets it, at both.
  expect((await page.request.get(`${SANDBOX_URL}${notePath}`, { headers: anna.headers })).status()).toBe(200);

  const context = await browser.newContext({ baseURL });
  const other = await context.newPage();
  await other.goto('/');
  await signIn(other, 'punchout.user');
  for (const path of [notePath, `/orders/${view.orderId}/deliveries`]) {
    const viaShop = await other.request.get(`/api${path}`);
    expect([403, 404], `/api${path}`).toContain(viaShop.status());
    expect(viaShop.headers()['content-type'] ?? '').not.toContain('application/pdf');
  }
  const stranger = await sandboxAs(other.request, 'punchout.user');
  for (const path of [notePath, `/orders/${view.orderId}/deliveries`]) {
    const direct = await other.request.get(`${SANDBOX_URL}${path}`, { headers: stranger.headers });
    expect([403, 404], path).toContain(direct.status());
  }
  // Without a session: no note either.
  expect((await other.request.get(`${SANDBOX_URL}${notePath}`)).status()).toBe(401);
  await context.close();
});

test('without JavaScript the order page shows its deliveries, and a failing delivery service says so and leaves the page', async ({
  browser,
  baseURL,
  page,
}) => {
  const anna = await sandboxAs(page.request, 'anna.user');
  const view = await partlyDeliveredOrder(anna, '10001-P1');
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const bare = await context.newPage();
  await bare.goto(`/logga-in?tillbaka=${encodeURIComponent(`${HISTORY}/${view.orderId}`)}`);
  await bare.getByRole('main').getByLabel('Användarnamn').fill('anna.user');
  await bare.getByRole('main').getByLabel('Lösenord').fill(PASSWORD);
  await bare.getByRole('main').getByRole('button', { name: 'Logga in' }).click();
  await expect(bare).toHaveURL(`${HISTORY}/${view.orderId}`);
  const deliveries = bare.getByRole('region', { name: 'Leveranser' });
  for (const consignment of view.consignments)
    await expect(
      deliveries.getByRole('region', { name: `Sändning ${consignment.consignmentId}` }),
    ).toBeVisible();
  const partly = view.lines.find((l) => l.delivered > 0 && l.backOrdered > 0);
  await expect(await cellOf(bare, partly?.articleNumber ?? '', 'Återstår')).toHaveText(
    shown(partly?.remaining ?? 0),
  );

  // 'Beställ det som saknas' is a form the server handles: the same lines in the sandbox's cart.
  const cart = () =>
    anna.get<{ cartId: string; cartItems: { articleNumber: string; quantity: number }[] }>('/v2/cart');
  const emptySandboxCart = async () => {
    const { cartId } = await cart();
    await bare.request.delete(`${SANDBOX_URL}/v2/cart/${cartId}/variants`, { headers: anna.headers });
  };
  await emptySandboxCart();
  await bare.getByRole('button', { name: 'Beställ det som saknas' }).click();
  await expect(bare).toHaveURL(`${HISTORY}/${view.orderId}`);
  await expect(
    bare.getByRole('status').filter({ hasText: 'Det som saknas i ordern ligger nu i varukorgen.' }),
  ).toBeVisible();
  const missing: Record<string, number> = {};
  for (const line of view.lines)
    if (line.backOrdered + line.cancelled > 0)
      missing[line.articleNumber] = (missing[line.articleNumber] ?? 0) + line.backOrdered + line.cancelled;
  expect(Object.fromEntries((await cart()).cartItems.map((l) => [l.articleNumber, l.quantity]))).toEqual(
    missing,
  );
  await emptySandboxCart();

  // The delivery service fails: the catalogue's message where the deliveries would be; the order still shows.
  await bare.request.post(`${SANDBOX_URL}/__sandbox/faults`, {
    data: { method: 'GET', path: '/orders/*/deliveries', status: 500 },
  });
  try {
    await bare.reload();
    await expect(bare.getByRole('heading', { level: 1, name: `Order ${view.orderId}` })).toBeVisible();
    await expect(deliveries.getByRole('alert')).toHaveText(
      'Något gick fel hos oss. Försök igen om en stund.',
    );
    await expect(bare.getByRole('link', { name: 'Ladda ner orderbekräftelsen (PDF)' })).toBeVisible();
  } finally {
    await clearFaults(bare);
  }
  await context.close();
});

test("a failing delivery service shows the catalogue's message on the rendered page, and 'Försök igen' asks again", async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, 'anna.user');
  const anna = await sandboxAs(page.request, 'anna.user');
  const view = await partlyDeliveredOrder(anna, '10001-P1');
  await page.request.post(`${SANDBOX_URL}/__sandbox/faults`, {
    data: { method: 'GET', path: '/orders/*/deliveries', status: 503 },
  });
  try {
    await page.goto(`${HISTORY}/${view.orderId}`);
    const deliveries = page.getByRole('region', { name: 'Leveranser' });
    await expect(deliveries.getByRole('alert')).toHaveText(
      'Något gick fel hos oss. Försök igen om en stund.',
    );
    // The order itself, its lines and its documents are all there.
    await expect(page.getByRole('link', { name: 'Ladda ner orderbekräftelsen (PDF)' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Beställ det som saknas' })).toHaveCount(0);
    await expectNoSeriousViolations(page);
  } finally {
    await clearFaults(page);
  }
  await page.getByRole('region', { name: 'Leveranser' }).getByRole('button', { name: 'Försök igen' }).click();
  const first = view.consignments[0]?.consignmentId ?? '';
  await expect(page.getByRole('region', { name: `Sändning ${first}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Beställ det som saknas' })).toBeVisible();
});
