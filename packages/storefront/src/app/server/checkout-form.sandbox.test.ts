// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nextDeliverableDate } from '@shop/delivery-rules';
import { type RunningSandbox, startSandbox } from '@shop/sandbox';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deliverableDates } from '../../checkout/checkout-parts';
import type { RenderPage } from './options';
import { createStorefrontServer } from './server';

const SECRET = 'a-test-secret-of-at-least-32-characters';
const PASSWORD = 'Sandbox-2026';

let sandbox: RunningSandbox;
let app: ReturnType<typeof createStorefrontServer>;
const dir = mkdtempSync(join(tmpdir(), 'storefront-checkout-'));
writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');

/** A page that says what the server told its render: the checkout it kept, and the message. */
const render: RenderPage = async (_request, page) => ({
  response: new Response(JSON.stringify({ checkout: page.checkout ?? null, message: page.message ?? null })),
  personal: page.session !== null,
  session: page.session,
});

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, db: ':memory:' });
  app = createStorefrontServer({
    brandId: 'bygg',
    clientDir: dir,
    commerceUrl: sandbox.url,
    sessionSecret: SECRET,
    htmlCacheSeconds: 0,
    stores: { defaultStoreId: '1001', centralStorageId: '9000' },
    render,
  });
});
afterAll(async () => {
  await sandbox.stop();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await fetch(`${sandbox.url}/__sandbox/faults`, { method: 'DELETE' });
});

/** A browser's cookies: what the answers set, sent with the next requests. */
class Browser {
  readonly cookies = new Map<string, string>();
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  take(response: Response): Response {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      if (attributes.some((a) => a.trim() === 'Max-Age=0')) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(at + 1));
    }
    return response;
  }
  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set('cookie', this.header());
    return this.take(await app.request(path, { ...init, headers }));
  }
  post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
    return this.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields).toString(),
    });
  }
  async json<T>(path: string, init: RequestInit = {}): Promise<T> {
    const response = await this.request(path, init);
    expect(response.status, path).toBeLessThan(300);
    return (await response.json()) as T;
  }
  /** What the page at `path` was rendered with. */
  async page(path: string): Promise<{ checkout: RenderedCheckout; message: string | null }> {
    return this.json(path);
  }
}

interface RenderedCheckout {
  details: Record<string, Record<string, string>> | null;
  draft: { details: Record<string, Record<string, string>>; errors: Record<string, string> } | null;
  placed: { orders: { deliveryId: string; tempOrderId: string | null }[]; failedDeliveries: string[] } | null;
}

async function signedIn(username = 'anna.user'): Promise<Browser> {
  const browser = new Browser();
  const response = await browser.post('/session/login', { username, password: PASSWORD, return: '/' });
  expect(response.status).toBe(303);
  expect(browser.cookies.has('shop_session')).toBe(true);
  return browser;
}

interface CartAnswer {
  cartId: string;
  cartItems: { articleNumber: string; quantity: number; deliveryId: string }[];
  deliveries: { deliveryId: string; requestedDeliveryDate: string | null }[];
  deliveryIdsInOrder: string[];
}

/** Empties the customer's cart and puts `lines` in it, through the page's own `/api`. */
async function cartOf(
  browser: Browser,
  lines: { articleNumber: string; quantity: number; deliveryId: string }[],
) {
  const { cartId } = await browser.json<CartAnswer>('/api/v2/cart');
  await browser.request(`/api/v2/cart/${cartId}/variants`, { method: 'DELETE' });
  await browser.json(`/api/v2/cart/${cartId}/variants/batch/add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ items: lines }),
  });
  return browser.json<CartAnswer>('/api/v2/cart');
}

async function addressesOf(browser: Browser) {
  const { deliveryAddresses } = await browser.json<{
    deliveryAddresses: { addressId: string; validForDelivery: boolean }[];
  }>('/api/address');
  return deliveryAddresses;
}

/** Orders of the customer with `reference`, as the order service holds them. */
async function ordersWith(browser: Browser, reference: string) {
  const { orders } = await browser.json<{ orders: { orderId: string; reference: string | null }[] }>(
    `/api/orders/search?${new URLSearchParams({ q: reference, limit: '100' })}`,
  );
  return orders.filter((order) => order.reference === reference);
}

const first = () => nextDeliverableDate(new Date());

/** `length` CJK characters in no order: three bytes each, which deflate hardly shortens. */
function scrambled(length: number): string {
  let seed = 7;
  return Array.from({ length }, () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return String.fromCodePoint(0x4e00 + ((seed >>> 12) % 0x5000));
  }).join('');
}
/** A deliverable date after the first one: not what the cart starts with. */
const later = () => deliverableDates(new Date(), [])[3] as string;

describe('the delivery step posted as a form (/kassa/leverans)', () => {
  it('sends a visitor to sign in, with the way back, and refuses a post from another site', async () => {
    const visitor = new Browser();
    const response = await visitor.post('/kassa/leverans', { 'datum.DBI': first() });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/?login=%2Fdelivery');
    const browser = await signedIn();
    const foreign = await browser.post('/kassa/leverans', {}, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(browser.cookies.has('shop_checkout')).toBe(false);
  });

  it('keeps valid details for /summary and saves the chosen date to the cart', async () => {
    const browser = await signedIn();
    await cartOf(browser, [
      { articleNumber: '1000001', quantity: 2, deliveryId: 'DBI' },
      { articleNumber: '1000002', quantity: 1, deliveryId: 'EXH' },
    ]);
    const [address] = (await addressesOf(browser)).filter((a) => a.validForDelivery);
    const date = later();
    const response = await browser.post('/kassa/leverans', {
      'adress.DBI': address?.addressId ?? '',
      'datum.DBI': date,
      'referens.DBI': 'Kv. Hamnen',
      'meddelande.DBI': 'Lämna vid grinden, ring 070-1234567.',
      'butik.EXH': '1002',
      'datum.EXH': first(),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/summary');
    const summary = await browser.page('/summary');
    expect(summary.checkout.details).toEqual({
      DBI: {
        addressId: address?.addressId,
        requestedDeliveryDate: date,
        reference: 'Kv. Hamnen',
        deliveryNote: 'Lämna vid grinden, ring 070-1234567.',
      },
      EXH: { storeId: '1002', requestedDeliveryDate: first(), reference: '', deliveryNote: '' },
    });
    expect(summary.checkout.draft).toBeNull();
    const cart = await browser.json<CartAnswer>('/api/v2/cart');
    expect(cart.deliveries.find((d) => d.deliveryId === 'DBI')?.requestedDeliveryDate).toBe(date);
    // The details stay for the next pages (until the order or their time is up).
    expect((await browser.page('/summary')).checkout.details?.DBI?.reference).toBe('Kv. Hamnen');
  });

  it('sends bad fields back to /delivery once, with what was typed and why, and changes nothing', async () => {
    const browser = await signedIn();
    const before = await cartOf(browser, [{ articleNumber: '1000001', quantity: 1, deliveryId: 'DBI' }]);
    const typed = {
      'adress.DBI': 'not-an-address-of-ours',
      'datum.DBI': '2026-12-24',
      'referens.DBI': 'R'.repeat(41),
      'meddelande.DBI': 'Ring först',
    };
    const response = await browser.post('/kassa/leverans', typed);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/delivery');
    const delivery = await browser.page('/delivery');
    expect(delivery.checkout.draft).toEqual({
      details: {
        DBI: {
          addressId: 'not-an-address-of-ours',
          requestedDeliveryDate: '2026-12-24',
          reference: 'R'.repeat(41),
          deliveryNote: 'Ring först',
        },
      },
      errors: { 'DBI.address': 'address', 'DBI.date': 'date', 'DBI.reference': 'reference' },
    });
    expect(delivery.checkout.details).toBeNull();
    // Nothing was kept for the summary, nothing changed on the cart.
    expect((await browser.page('/summary')).checkout).toEqual({ details: null, draft: null, placed: null });
    const after = await browser.json<CartAnswer>('/api/v2/cart');
    expect(after.deliveries).toEqual(before.deliveries);
  });

  it('keeps what was typed when the cart service is down, and says so', async () => {
    const browser = await signedIn();
    await cartOf(browser, [{ articleNumber: '1000001', quantity: 1, deliveryId: 'DBI' }]);
    await fetch(`${sandbox.url}/__sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'GET', path: '/v2/cart', status: 503, times: 3 }),
    });
    const response = await browser.post('/kassa/leverans', { 'datum.DBI': first(), 'referens.DBI': 'P 7' });
    expect(response.headers.get('location')).toBe('/delivery');
    const delivery = await browser.page('/delivery');
    expect(delivery.message).toBe('errors.cart_service_not_available');
    expect(delivery.checkout.draft?.details.DBI?.reference).toBe('P 7');
    expect(delivery.checkout.draft?.errors).toEqual({});
  });

  it('keeps a long draft over several cookies and reads it back whole', async () => {
    const browser = await signedIn();
    await cartOf(browser, [{ articleNumber: '1000001', quantity: 1, deliveryId: 'DBI' }]);
    const note = scrambled(2_500);
    await browser.post('/kassa/leverans', { 'datum.DBI': first(), 'meddelande.DBI': note });
    expect(browser.cookies.has('shop_checkout')).toBe(true);
    expect(browser.cookies.has('shop_checkout.1')).toBe(true);
    for (const [name, value] of browser.cookies) expect(`${name}=${value}`.length, name).toBeLessThan(4_000);
    const delivery = await browser.page('/delivery');
    expect(delivery.checkout.draft?.details.DBI?.deliveryNote).toBe(note);
    expect(delivery.checkout.draft?.errors).toEqual({ 'DBI.address': 'address', 'DBI.note': 'note' });
    // Read once: the cookies go with the page that showed the draft.
    expect([...browser.cookies.keys()].filter((name) => name.startsWith('shop_checkout'))).toEqual([]);
  });

  it('says so when what was typed is more than the cookies can keep', async () => {
    const browser = await signedIn();
    await cartOf(browser, [{ articleNumber: '1000001', quantity: 1, deliveryId: 'DBI' }]);
    // 5,000 CJK characters in no order (a pasted document, say): the post stays under its body limit.
    const note = scrambled(5_000);
    const response = await browser.post('/kassa/leverans', { 'datum.DBI': first(), 'meddelande.DBI': note });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/delivery');
    expect(browser.cookies.has('shop_checkout')).toBe(false);
    expect((await browser.page('/delivery')).message).toBe('checkout.detailsTooLong');
  });

  it('refuses a body past its limit', async () => {
    const browser = await signedIn();
    const response = await browser.post('/kassa/leverans', { 'meddelande.DBI': 'x'.repeat(60 * 1024) });
    expect(response.status).toBe(413);
  });
});

describe("'Skicka order' posted as a form (/kassa/skicka)", () => {
  /** A signed-in customer whose delivery step is posted: one home delivery with `reference`. */
  async function readyToOrder(reference: string, username = 'anna.user') {
    const browser = await signedIn(username);
    await cartOf(browser, [{ articleNumber: '1000001', quantity: 3, deliveryId: 'DBI' }]);
    const [address] = (await addressesOf(browser)).filter((a) => a.validForDelivery);
    const posted = await browser.post('/kassa/leverans', {
      'adress.DBI': address?.addressId ?? '',
      'datum.DBI': first(),
      'referens.DBI': reference,
    });
    expect(posted.headers.get('location')).toBe('/summary');
    return browser;
  }

  it('places the order once for a double submit of the same page, and the success page shows it once', async () => {
    const reference = `Dubbel ${Date.now()}`;
    const browser = await readyToOrder(reference);
    // The first post is slow at the service: the second arrives while it still runs.
    await fetch(`${sandbox.url}/__sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'POST', path: '/v2/cart/*/checkout', delayMs: 800, times: 1 }),
    });
    const key = 'a-key-of-the-summary-page-1';
    const [one, two] = await Promise.all([
      browser.post('/kassa/skicka', { nyckel: key }),
      new Promise((resolve) => setTimeout(resolve, 200)).then(() =>
        browser.post('/kassa/skicka', { nyckel: key }),
      ),
    ]);
    expect([one.status, two.status]).toEqual([303, 303]);
    expect(one.headers.get('location')).toBe('/checkout-success-page');
    expect(two.headers.get('location')).toBe('/checkout-success-page');
    const orders = await ordersWith(browser, reference);
    expect(orders).toHaveLength(1);
    // The success page gets the order placed, once; the details are gone with the order.
    const success = await browser.page('/checkout-success-page');
    expect(success.checkout.placed).toEqual({
      orders: [expect.objectContaining({ deliveryId: 'DBI', tempOrderId: orders[0]?.orderId })],
      failedDeliveries: [],
    });
    expect(success.checkout.details).toBeNull();
    expect((await browser.page('/checkout-success-page')).checkout.placed).toBeNull();
    // The same page posted again later (back, then 'Skicka order'): no second order.
    const again = await browser.post('/kassa/skicka', { nyckel: key });
    expect(again.headers.get('location')).toBe('/delivery');
    expect(await ordersWith(browser, reference)).toHaveLength(1);
  });

  it('goes back to /summary with the message when the order fails, keeping the details for another try', async () => {
    const reference = `Fel ${Date.now()}`;
    const browser = await readyToOrder(reference);
    await fetch(`${sandbox.url}/__sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'POST', path: '/v2/cart/*/checkout', status: 500, times: 1 }),
    });
    const failed = await browser.post('/kassa/skicka', { nyckel: 'a-key-of-the-summary-page-2' });
    expect(failed.headers.get('location')).toBe('/summary');
    const summary = await browser.page('/summary');
    expect(summary.message).toBe('errors.invalid_order');
    expect(summary.checkout.details?.DBI?.reference).toBe(reference);
    expect(await ordersWith(browser, reference)).toHaveLength(0);
    const placed = await browser.post('/kassa/skicka', { nyckel: 'a-key-of-the-summary-page-3' });
    expect(placed.headers.get('location')).toBe('/checkout-success-page');
    expect(await ordersWith(browser, reference)).toHaveLength(1);
  });

  it('sends a customer without details to the delivery step, and places nothing', async () => {
    const browser = await signedIn();
    await cartOf(browser, [{ articleNumber: '1000001', quantity: 1, deliveryId: 'DBI' }]);
    const response = await browser.post('/kassa/skicka', { nyckel: 'a-key-of-the-summary-page-4' });
    expect(response.headers.get('location')).toBe('/delivery');
    expect((await browser.page('/delivery')).message).toBe('checkout.noDetails');
  });

  it('says why to a user who may not order (EJ_ORDER), and places nothing', async () => {
    const browser = await signedIn('ej.order');
    const response = await browser.post('/kassa/skicka', { nyckel: 'a-key-of-the-summary-page-5' });
    expect(response.headers.get('location')).toBe('/summary');
    expect((await browser.page('/summary')).message).toBe('checkout.noOrderRight');
  });

  it("reads no other session's details: a second sign-in starts without them", async () => {
    const reference = `Annan ${Date.now()}`;
    const browser = await readyToOrder(reference);
    const copied = new Map(browser.cookies);
    const other = await signedIn();
    // The first session's checkout cookie, sent with the second session's cookie.
    for (const [name, value] of copied) if (name.startsWith('shop_checkout')) other.cookies.set(name, value);
    expect((await other.page('/summary')).checkout.details).toBeNull();
    const response = await other.post('/kassa/skicka', { nyckel: 'a-key-of-the-summary-page-6' });
    expect(response.headers.get('location')).toBe('/delivery');
    expect(await ordersWith(other, reference)).toHaveLength(0);
  });
});

describe("the customer's 'Referens krävs' in the posted steps (10004: P-12345 and a help text)", () => {
  const SETTING = '/customers/10004/order-reference';

  /** The sandbox's own call with bertil.buyeradmin, who administers 10004. */
  async function setSetting(body: Record<string, unknown>) {
    const login = await fetch(`${sandbox.url}/v2/sessions/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'bertil.buyeradmin', password: PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const response = await fetch(`${sandbox.url}${SETTING}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
  }
  const seeded = {
    referenceRequired: true,
    referencePattern: '^P-\\d{5}$',
    referenceHelp: 'Ange projektnumret: P, bindestreck och fem siffror, t.ex. P-12345.',
  };
  afterAll(() => setSetting(seeded));

  /** punchout.user, signed in as usual, with one home delivery in the cart; its address. */
  async function buyer() {
    const browser = await signedIn('punchout.user');
    await cartOf(browser, [{ articleNumber: '1000001', quantity: 1, deliveryId: 'DBI' }]);
    const [address] = (await addressesOf(browser)).filter((a) => a.validForDelivery);
    return { browser, address: address?.addressId ?? '' };
  }

  it.each([
    ['no reference', '', 'referenceRequired'],
    ['a reference not of the pattern', 'P-123', 'referenceInvalid'],
  ])(
    'sends %s back to /delivery, with what was typed, and keeps nothing for /summary',
    async (_, reference, error) => {
      const { browser, address } = await buyer();
      const response = await browser.post('/kassa/leverans', {
        'adress.DBI': address,
        'datum.DBI': first(),
        'referens.DBI': reference,
      });
      expect(response.headers.get('location')).toBe('/delivery');
      const delivery = await browser.page('/delivery');
      expect(delivery.checkout.draft?.errors).toEqual({ 'DBI.reference': error });
      expect(delivery.checkout.draft?.details.DBI?.reference).toBe(reference);
      expect((await browser.page('/summary')).checkout.details).toBeNull();
    },
  );

  it('takes a reference of the pattern on to /summary, and anna (10001) needs none', async () => {
    const { browser, address } = await buyer();
    const response = await browser.post('/kassa/leverans', {
      'adress.DBI': address,
      'datum.DBI': first(),
      'referens.DBI': 'P-12345',
    });
    expect(response.headers.get('location')).toBe('/summary');
    const anna = await signedIn();
    await cartOf(anna, [{ articleNumber: '1000001', quantity: 1, deliveryId: 'DBI' }]);
    const [annas] = (await addressesOf(anna)).filter((a) => a.validForDelivery);
    const hers = await anna.post('/kassa/leverans', {
      'adress.DBI': annas?.addressId ?? '',
      'datum.DBI': first(),
    });
    expect(hers.headers.get('location')).toBe('/summary');
  });

  it("sends 'Skicka order' back to /delivery when the setting changed after the step, and places nothing", async () => {
    const reference = 'P-24680';
    const { browser, address } = await buyer();
    const posted = await browser.post('/kassa/leverans', {
      'adress.DBI': address,
      'datum.DBI': first(),
      'referens.DBI': reference,
    });
    expect(posted.headers.get('location')).toBe('/summary');
    await setSetting({ ...seeded, referencePattern: '^AO-\\d{4}$' });
    try {
      const response = await browser.post('/kassa/skicka', { nyckel: 'a-key-of-the-summary-page-7' });
      expect(response.headers.get('location')).toBe('/delivery');
      const delivery = await browser.page('/delivery');
      expect(delivery.checkout.draft?.errors).toEqual({ 'DBI.reference': 'referenceInvalid' });
      expect(delivery.checkout.draft?.details.DBI?.reference).toBe(reference);
      expect(await ordersWith(browser, reference)).toHaveLength(0);
    } finally {
      await setSetting(seeded);
    }
  });

  it("says the service's refusal when the setting could not be read, and places nothing", async () => {
    const { browser, address } = await buyer();
    // The shop cannot read the setting (the service answers 404 for it), so it asks for nothing...
    await fetch(`${sandbox.url}/__sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'GET', path: `${SETTING}`, status: 404 }),
    });
    const posted = await browser.post('/kassa/leverans', { 'adress.DBI': address, 'datum.DBI': first() });
    expect(posted.headers.get('location')).toBe('/summary');
    // ...and the order service refuses the order: back to the step, with the field and the §8-style message.
    const response = await browser.post('/kassa/skicka', { nyckel: 'a-key-of-the-summary-page-8' });
    expect(response.headers.get('location')).toBe('/delivery');
    const delivery = await browser.page('/delivery');
    expect(delivery.message).toBe('errors.reference_required');
    expect(delivery.checkout.draft?.errors).toEqual({ 'DBI.reference': 'referenceRequired' });
  });
});
