import { inflateSync } from 'node:zlib';
import {
  Cart,
  CheckoutResponse,
  OrderReferenceSetting,
  OrderSearchResponse,
} from '@shop/commerce-client/contract';
import { nextDeliverableDate } from '@shop/delivery-rules';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../index.ts';
import {
  REFERENCE_REQUIRED_CUSTOMER,
  SEEDED_REFERENCE_HELP,
  SEEDED_REFERENCE_PATTERN,
} from '../seed/order-reference.ts';
import { call, expectContract, login, privateSandbox } from '../test-utils.ts';

const CUSTOMER = REFERENCE_REQUIRED_CUSTOMER;
const SETTING = `/customers/${CUSTOMER}/order-reference`;
const SEEDED = {
  customerId: CUSTOMER,
  referenceRequired: true,
  referencePattern: SEEDED_REFERENCE_PATTERN,
  referenceHelp: SEEDED_REFERENCE_HELP,
};

let sandbox: RunningSandbox;
/** punchout.user, signed in as usual: a USER of 10004. */
let buyer: string;
/** bertil.buyeradmin acting for 10001; he administers 10004 too. */
let admin: string;
let anna: string;

const settingOf = async (token: string, path = SETTING) =>
  expectContract(OrderReferenceSetting, (await call(sandbox, 'GET', path, { token })).body);
const put = (body: unknown, token = admin, path = SETTING) => call(sandbox, 'PUT', path, { token, body });

beforeAll(async () => {
  sandbox = await privateSandbox();
  buyer = (await login(sandbox, 'punchout.user')).token;
  admin = (await login(sandbox, 'bertil.buyeradmin')).token;
  anna = (await login(sandbox, 'anna.user')).token;
});
beforeEach(async () => {
  await call(sandbox, 'DELETE', '/__sandbox/faults');
  await put(SEEDED);
});
afterAll(() => sandbox.stop());

describe('GET /customers/{id}/order-reference', () => {
  it("answers the customer's setting to every user of the customer", async () => {
    expect(await settingOf(buyer)).toMatchObject(SEEDED);
    expect(await settingOf(admin)).toMatchObject(SEEDED);
    // A customer that never set it does not require a reference.
    expect(await settingOf(anna, '/customers/10001/order-reference')).toEqual({
      customerId: '10001',
      referenceRequired: false,
      referencePattern: null,
      referenceHelp: null,
      updatedAt: null,
    });
  });

  it("hides another customer's setting, and an unknown customer", async () => {
    expect((await call(sandbox, 'GET', SETTING, { token: anna })).status).toBe(404);
    expect((await call(sandbox, 'GET', '/customers/nope/order-reference', { token: anna })).status).toBe(404);
    expect((await call(sandbox, 'GET', SETTING)).status).toBe(401);
  });

  it('answers what a fault lever says', async () => {
    await call(sandbox, 'POST', '/__sandbox/faults', {
      body: { method: 'GET', path: '/customers/*/order-reference', status: 503, times: 1 },
    });
    expect((await call(sandbox, 'GET', SETTING, { token: buyer })).status).toBe(503);
    expect((await call(sandbox, 'GET', SETTING, { token: buyer })).status).toBe(200);
  });
});

describe('PUT /customers/{id}/order-reference', () => {
  it('lets a BUYER_ADMIN of the customer change it, trimmed, and an empty pattern or help is none', async () => {
    const saved = await put({
      referenceRequired: true,
      referencePattern: ' AO-\\d{4} ',
      referenceHelp: '  ',
    });
    expect(saved.status).toBe(200);
    expect(expectContract(OrderReferenceSetting, saved.body)).toMatchObject({
      referenceRequired: true,
      referencePattern: 'AO-\\d{4}',
      referenceHelp: null,
    });
    expect(await settingOf(buyer)).toMatchObject({ referencePattern: 'AO-\\d{4}', referenceHelp: null });
    const off = await put({ referenceRequired: false, referencePattern: '', referenceHelp: null });
    expect(off.body).toMatchObject({ referenceRequired: false, referencePattern: null });
  });

  it('refuses a USER, an admin of other customers and a customer the admin is not in', async () => {
    const before = await settingOf(buyer);
    expect((await put({ referenceRequired: false }, buyer)).status).toBe(403);
    // cecilia.selleradmin administers every customer, but is not a user of 10004: not found for her.
    const cecilia = (await login(sandbox, 'cecilia.selleradmin')).token;
    expect((await put({ referenceRequired: false }, cecilia)).status).toBe(404);
    // bertil is not a user of 10002.
    expect((await put({ referenceRequired: true }, admin, '/customers/10002/order-reference')).status).toBe(
      404,
    );
    expect(await settingOf(buyer)).toEqual(before);
  });

  it.each([
    ['a pattern that is no regular expression', { referencePattern: 'P-(\\d' }, 'referencePattern'],
    ['a nested quantifier', { referencePattern: '(a+)+$' }, 'referencePattern'],
    ['an alternation in a repeated group', { referencePattern: '(P|P-)+\\d' }, 'referencePattern'],
    ['a backreference', { referencePattern: '(P)\\1' }, 'referencePattern'],
    ['a pattern over 100 characters', { referencePattern: 'P'.repeat(101) }, 'referencePattern'],
    ['a help text over 200 characters', { referenceHelp: 'x'.repeat(201) }, 'referenceHelp'],
    ['no yes or no', { referenceRequired: 'ja' }, 'referenceRequired'],
  ])('refuses %s with a 400 naming the field, and changes nothing', async (_name, change, field) => {
    const before = await settingOf(buyer);
    const res = await put({ ...SEEDED, ...change });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'bad_request', field });
    expect(typeof res.body.message).toBe('string');
    expect(await settingOf(buyer)).toEqual(before);
  });
});

describe('checkout with a required reference', () => {
  const date = nextDeliverableDate(new Date());
  let cartId: string;
  let addressId: string;

  beforeAll(async () => {
    cartId = expectContract(Cart, (await call(sandbox, 'GET', '/v2/cart', { token: buyer })).body).cartId;
    const { body } = await call(sandbox, 'GET', '/address', { token: buyer });
    addressId = body.deliveryAddresses[0].addressId;
  });
  beforeEach(async () => {
    await call(sandbox, 'DELETE', `/v2/cart/${cartId}/variants`, { token: buyer });
    await call(sandbox, 'POST', `/v2/cart/${cartId}/variants/batch/add`, {
      token: buyer,
      body: { items: [{ articleNumber: '1000001', quantity: 2, deliveryId: 'DBI' }] },
    });
  });
  const checkout = (reference?: string) =>
    call(sandbox, 'POST', `/v2/cart/${cartId}/checkout`, {
      token: buyer,
      body: {
        orderDetails: {
          DBI: { requestedDeliveryDate: date, addressId, ...(reference ? { reference } : {}) },
        },
      },
    });
  const ordersWith = async (reference: string) =>
    expectContract(
      OrderSearchResponse,
      (
        await call(sandbox, 'GET', `/orders/search?${new URLSearchParams({ reference, limit: '100' })}`, {
          token: buyer,
        })
      ).body,
    );

  it.each([
    ['without a reference', undefined, 'reference_required'],
    ['with only spaces', '   ', 'reference_required'],
    ['with a reference not of the pattern', 'P-123', 'reference_invalid'],
    ['with the pattern inside a longer text', 'Projekt P-12345', 'reference_invalid'],
  ])('refuses an order %s with a 400 and its code, and places nothing', async (_name, reference, code) => {
    const before = (await ordersWith('')).total;
    const res = await checkout(reference);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: code, field: 'orderDetails.DBI.reference', deliveryId: 'DBI' });
    expect(res.body.message).toContain(SEEDED_REFERENCE_HELP);
    expect((await ordersWith('')).total).toBe(before);
    const cart = expectContract(Cart, (await call(sandbox, 'GET', '/v2/cart', { token: buyer })).body);
    expect(cart.cartItems).toHaveLength(1);
  });

  it('places an order with a reference of the pattern, found by its reference in any case, and in its PDF', async () => {
    const res = await checkout(' P-40711 ');
    expect(res.status).toBe(200);
    const [order] = expectContract(CheckoutResponse, res.body);
    expect(order?.success).toBe(true);
    const found = await ordersWith('p-4071');
    expect(found.orders.map((o) => o.orderId)).toEqual([order?.tempOrderId]);
    const pdf = await fetch(`${sandbox.url}/orders/${order?.tempOrderId}/documents/order-confirmation`, {
      headers: { authorization: `Bearer ${buyer}` },
    });
    expect(pdfText(new Uint8Array(await pdf.arrayBuffer()))).toContain('P-40711');
  });

  it('takes any reference, or none, once the setting is off', async () => {
    await put({ referenceRequired: false, referencePattern: SEEDED_REFERENCE_PATTERN });
    expect((await checkout()).status).toBe(200);
  });
});

describe('order history by reference', () => {
  it('finds references containing the text in any case, å, ä and ö too, and nothing else', async () => {
    const { cartId } = expectContract(Cart, (await call(sandbox, 'GET', '/v2/cart', { token: anna })).body);
    const { body } = await call(sandbox, 'GET', '/address', { token: anna });
    const addressId = body.deliveryAddresses.find(
      (a: { validForDelivery: boolean }) => a.validForDelivery,
    ).addressId;
    await call(sandbox, 'DELETE', `/v2/cart/${cartId}/variants`, { token: anna });
    await call(sandbox, 'POST', `/v2/cart/${cartId}/variants/batch/add`, {
      token: anna,
      body: { items: [{ articleNumber: '1000001', quantity: 1, deliveryId: 'DBI' }] },
    });
    const placed = await call(sandbox, 'POST', `/v2/cart/${cartId}/checkout`, {
      token: anna,
      body: {
        orderDetails: {
          DBI: {
            requestedDeliveryDate: nextDeliverableDate(new Date()),
            addressId,
            reference: 'Kv. ÅRE Öst ✓',
          },
        },
      },
    });
    const orderId = placed.body[0].tempOrderId;
    const search = async (query: Record<string, string>) =>
      expectContract(
        OrderSearchResponse,
        (await call(sandbox, 'GET', `/orders/search?${new URLSearchParams(query)}`, { token: anna })).body,
      );
    for (const reference of ['åre', 'kv. åre ÖST', 'Öst ✓'])
      expect(
        (await search({ reference })).orders.map((o) => o.orderId),
        reference,
      ).toEqual([orderId]);
    // Only the reference: the order number and the article do not count, as they do for q.
    expect((await search({ reference: orderId })).total).toBe(0);
    expect((await search({ q: orderId })).total).toBe(1);
    expect((await search({ reference: '1000001', q: '' })).total).toBe(0);
    // It combines with the other filters.
    expect((await search({ reference: 'åre', orderStatus: 'CANCELLED' })).total).toBe(0);
    // A reference the PDF's font cannot print ('✓') still makes a PDF.
    const pdf = await fetch(`${sandbox.url}/orders/${orderId}/download`, {
      headers: { authorization: `Bearer ${anna}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdfText(new Uint8Array(await pdf.arrayBuffer()))).toContain('Kv. ÅRE Öst ?');
  });

  it('refuses a reference filter over 100 characters', async () => {
    const res = await call(sandbox, 'GET', `/orders/search?reference=${'x'.repeat(101)}`, { token: anna });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('reference');
  });
});

/**
 * The text a PDF shows, roughly: every deflated stream inflated, and the hex strings pdf-lib
 * writes for Helvetica (WinAnsi, one byte a character) read back as Latin-1.
 */
function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1');
  const parts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = raw.indexOf('endstream', start);
    try {
      parts.push(inflateSync(Buffer.from(raw.slice(start, end), 'latin1')).toString('latin1'));
    } catch {
      // not a deflated stream
    }
  }
  return [...parts.join('\n').matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)]
    .map((m) => Buffer.from(m[1] ?? '', 'hex').toString('latin1'))
    .join('\n');
}
