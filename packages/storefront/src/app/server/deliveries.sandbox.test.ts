import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OrderDeliveries } from '@shop/commerce-client/contract';
import { type RunningSandbox, startSandbox } from '@shop/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RenderPage } from './options';
import { createStorefrontServer } from './server';
import { SESSION_COOKIE } from './session-seal';

// Issue 38: the delivery notes through the shop's /api, and 'Beställ det som saknas' posted as a
// form (/varukorg/bestall-saknade), against a private sandbox.

let sandbox: RunningSandbox;
let app: ReturnType<typeof createStorefrontServer>;
const dir = mkdtempSync(join(tmpdir(), 'storefront-deliveries-'));
writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');

const render: RenderPage = async (_request, page) => ({
  response: new Response('<html><head></head><body></body></html>'),
  personal: page.session !== null,
  session: page.session,
});

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, db: ':memory:' });
  app = createStorefrontServer({
    brandId: 'bygg',
    clientDir: dir,
    commerceUrl: sandbox.url,
    sessionSecret: 'a-test-secret-of-at-least-32-characters',
    render,
  });
});
afterAll(async () => {
  await sandbox.stop();
  rmSync(dir, { recursive: true, force: true });
});

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${SESSION_COOKIE}=`))
    ?.split(';')[0];
const flashOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((line) => line.startsWith('shop_flash='))
    ?.split(';')[0];

/** A browser of `username`: its session cookie, kept as each answer renews it. */
async function browser(username: string) {
  const login = await app.request('/session/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Sandbox-2026' }),
  });
  let cookie = cookieOf(login);
  if (!cookie) throw new Error(`no session for ${username}`);
  const keep = (response: Response) => {
    cookie = cookieOf(response) ?? cookie;
    return response;
  };
  return {
    get: async (path: string) => keep(await app.request(path, { headers: { cookie: cookie ?? '' } })),
    post: async (path: string, fields: Record<string, string>) =>
      keep(
        await app.request(path, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookie ?? '' },
          body: new URLSearchParams(fields).toString(),
        }),
      ),
  };
}
type Browser = Awaited<ReturnType<typeof browser>>;

/** The cart's lines as article → quantity, as the service holds them. */
async function cartOf(customer: Browser) {
  const cart = (await (await customer.get('/api/v2/cart')).json()) as {
    cartId: string;
    cartItems: { cartItemId: string; articleNumber: string; quantity: number }[];
  };
  return cart;
}
/** Removes every line of the cart, as the cart page's forms do. */
async function emptied(customer: Browser) {
  for (const line of (await cartOf(customer)).cartItems)
    await customer.post('/varukorg/rad', { rad: line.cartItemId, atgard: 'remove', tillbaka: '/cart' });
  expect((await cartOf(customer)).cartItems).toEqual([]);
}

async function backOrdered(customer: Browser) {
  const search = (await (await customer.get('/api/orders/search?backOrdered=true&limit=100')).json()) as {
    orders: { orderId: string }[];
  };
  return Promise.all(
    search.orders.map(
      async (o) =>
        (await (await customer.get(`/api/orders/${o.orderId}/deliveries`)).json()) as OrderDeliveries,
    ),
  );
}

describe('the delivery note through /api', () => {
  it("is the customer's own: a PDF for them, 404 for another customer's user", async () => {
    const anna = await browser('anna.user');
    const [view] = (await backOrdered(anna)).filter((v) => v.consignments.length > 0);
    const path = `/api/orders/${view?.orderId}/consignments/${view?.consignments[0]?.consignmentId}/delivery-note`;
    const note = await anna.get(path);
    expect(note.status).toBe(200);
    expect(note.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await note.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    const other = await browser('punchout.user');
    expect((await other.get(path)).status).toBe(404);
    // Without a session, nothing.
    expect([401, 404]).toContain((await app.request(path)).status);
  });
});

describe("'Beställ det som saknas' posted as a form (/varukorg/bestall-saknade)", () => {
  it('adds exactly the back-ordered and cancelled quantities, once per key, and comes back', async () => {
    const anna = await browser('anna.user');
    await emptied(anna);
    const view = (await backOrdered(anna)).find((v) => v.lines.some((l) => l.cancelled > 0));
    if (!view) throw new Error('no back-ordered order with a cancelled line in the seed');
    const expected: Record<string, number> = {};
    for (const line of view.lines) {
      const quantity = line.backOrdered + line.cancelled;
      if (quantity > 0) expected[line.articleNumber] = (expected[line.articleNumber] ?? 0) + quantity;
    }
    const fields = {
      order: view.orderId,
      nyckel: 'a-key-of-this-page-1',
      tillbaka: `/mina-sidor/orderhistorik/${view.orderId}`,
    };
    const added = await anna.post('/varukorg/bestall-saknade', fields);
    expect(added.status).toBe(303);
    expect(added.headers.get('location')).toBe(fields.tillbaka);
    expect(flashOf(added)).toBe('shop_flash=cart_missing_added');
    const lines = async () =>
      Object.fromEntries((await cartOf(anna)).cartItems.map((l) => [l.articleNumber, l.quantity]));
    expect(await lines()).toEqual(expected);
    // A second tap with the page's same key adds nothing more.
    expect(flashOf(await anna.post('/varukorg/bestall-saknade', fields))).toBe(
      'shop_flash=cart_missing_added',
    );
    expect(await lines()).toEqual(expected);
    await emptied(anna);
  });

  it("refuses an order with nothing missing, another customer's order and a bad post, and changes nothing", async () => {
    const anna = await browser('anna.user');
    await emptied(anna);
    const delivered = (await (
      await anna.get('/api/orders/search?deliveryState=DELIVERED&limit=1')
    ).json()) as {
      orders: { orderId: string }[];
    };
    let taps = 0;
    const post = (order: string, key = `key-${order.replace(/\W/g, '')}-${++taps}`) =>
      anna.post('/varukorg/bestall-saknade', { order, nyckel: key, tillbaka: '/mina-sidor' });
    expect(flashOf(await post(delivered.orders[0]?.orderId ?? ''))).toBe('shop_flash=cart_nothing_missing');
    const other = await browser('punchout.user');
    const [theirs] = await backOrdered(other);
    expect(flashOf(await post(theirs?.orderId ?? ''))).toBe('shop_flash=cart_failed');
    expect(flashOf(await post('../../v2/cart'))).toBe('shop_flash=cart_failed');
    expect(flashOf(await post(theirs?.orderId ?? '', 'short'))).toBe('shop_flash=cart_failed');
    expect((await cartOf(anna)).cartItems).toEqual([]);
    // A visitor is sent to sign in, with the way back.
    const visitor = await app.request('/varukorg/bestall-saknade', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        order: theirs?.orderId ?? '',
        nyckel: 'a-key-of-this-page-9',
        tillbaka: '/mina-sidor',
      }).toString(),
    });
    expect(visitor.status).toBe(303);
    expect(visitor.headers.get('location')).toBe('/?login=%2Fmina-sidor');
  });

  it('refuses a user who may not order (EJ_ORDER)', async () => {
    const denied = await browser('ej.order');
    const anna = await browser('anna.user');
    const [view] = await backOrdered(anna);
    const answer = await denied.post('/varukorg/bestall-saknade', {
      order: view?.orderId ?? '',
      nyckel: 'a-key-of-this-page-3',
      tillbaka: '/mina-sidor',
    });
    expect(flashOf(answer)).toBe('shop_flash=cart_no_order_right');
  });
});
