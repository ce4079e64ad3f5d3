import {
  CART_BATCH_MAX_ITEMS,
  Cart,
  CartMutationResponse,
  CheckoutResponse,
} from '@shop/commerce-client/contract';
import { nextDeliverableDate } from '@shop/delivery-rules';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CART_MAX_LINES } from '../cart-store.ts';
import type { RunningSandbox } from '../index.ts';
import { call, expectContract, login, privateSandbox } from '../test-utils.ts';

let sandbox: RunningSandbox;
let token: string;
let cartId: string;
const date = nextDeliverableDate(new Date());

async function upload(name: string, content: string | Uint8Array<ArrayBuffer>, deliveryId = 'DBI') {
  const form = new FormData();
  form.set('file', new File([content], name));
  form.set('deliveryId', deliveryId);
  const res = await fetch(`${sandbox.url}/v2/cart/${cartId}/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  // biome-ignore lint/suspicious/noExplicitAny: checked field by field below
  return { status: res.status, body: (await res.json()) as any };
}
const add = (items: unknown[], t = token) =>
  call(sandbox, 'POST', `/v2/cart/${cartId}/variants/batch/add`, { token: t, body: { items } });

beforeAll(async () => {
  sandbox = await privateSandbox();
  token = (await login(sandbox, 'anna.user')).token;
  cartId = expectContract(Cart, (await call(sandbox, 'GET', '/v2/cart', { token })).body).cartId;
});
beforeEach(async () => {
  await call(sandbox, 'DELETE', `/v2/cart/${cartId}/variants`, { token });
});
afterAll(() => sandbox.stop());

describe('GET /v2/cart', () => {
  it('answers the same active cart every time, empty at first', async () => {
    const again = expectContract(Cart, (await call(sandbox, 'GET', '/v2/cart', { token })).body);
    expect(again).toMatchObject({ cartId, status: 'ACTIVE', cartItems: [] });
  });

  it("hides another user's cart", async () => {
    const other = (await login(sandbox, 'erik.flerkund')).token;
    expect((await call(sandbox, 'GET', `/v2/cart/${cartId}`, { token: other })).status).toBe(404);
    expect((await add([{ articleNumber: '1000001', quantity: 1, deliveryId: 'DBI' }], other)).status).toBe(
      404,
    );
  });
});

describe('batch add, update, delete', () => {
  it('adds lines, merges the same article on the same delivery, reports refused lines by id', async () => {
    const res = await add([
      { articleNumber: '1000001', quantity: 2, deliveryId: 'DBI' },
      { articleNumber: '1000001', quantity: 3, deliveryId: 'DBI' },
      { articleNumber: '1000002', quantity: 1, deliveryId: 'EXH', label: 'Bod 3' },
      { articleNumber: '9999999', quantity: 1, deliveryId: 'DBI' },
    ]);
    const body = expectContract(CartMutationResponse, res.body);
    expect(body.cartItems.map((i) => [i.articleNumber, i.quantity, i.deliveryId])).toEqual([
      ['1000001', 5, 'DBI'],
      ['1000002', 1, 'EXH'],
    ]);
    expect(body.errors).toEqual([expect.objectContaining({ id: '9999999', error: 'UNKNOWN_ARTICLE' })]);
  });

  it('refuses a discontinued article without stock and a quantity off the order multiple', async () => {
    const res = await add([{ articleNumber: await special('unorderable'), quantity: 1, deliveryId: 'DBI' }]);
    expect(res.body.errors[0]).toMatchObject({ error: 'NOT_ORDERABLE' });
    const multiple = await add([
      { articleNumber: await withOrderMultiple(), quantity: 1, deliveryId: 'DBI' },
    ]);
    expect(multiple.body.errors[0]).toMatchObject({ error: 'ORDER_MULTIPLE' });
  });

  it('lets a user with limited deliveries use only home delivery', async () => {
    const limited = (await login(sandbox, 'ej.alla.leveranssatt')).token;
    const theirCart = (await call(sandbox, 'GET', '/v2/cart', { token: limited })).body.cartId;
    const url = `/v2/cart/${theirCart}/variants/batch/add`;
    expect(
      (
        await call(sandbox, 'POST', url, {
          token: limited,
          body: { items: [{ articleNumber: '1000001', quantity: 1, deliveryId: 'XXX' }] },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(sandbox, 'POST', url, {
          token: limited,
          body: { items: [{ articleNumber: '1000001', quantity: 1, deliveryId: 'DBI' }] },
        })
      ).status,
    ).toBe(200);
  });

  it('refuses bad input with 400 and leaves the cart as it was', async () => {
    await add([{ articleNumber: '1000001', quantity: 1, deliveryId: 'DBI' }]);
    for (const items of [
      [{ articleNumber: '1000001', quantity: 0, deliveryId: 'DBI' }],
      [{ articleNumber: '1000001', quantity: 1, deliveryId: 'XYZ' }],
      [],
    ]) {
      expect((await add(items)).status).toBe(400);
    }
    expect((await call(sandbox, 'GET', `/v2/cart/${cartId}`, { token })).body.cartItems).toHaveLength(1);
  });

  it('updates one line, a batch, deletes one and a batch', async () => {
    const { cartItems } = (
      await add([
        { articleNumber: '1000001', quantity: 1, deliveryId: 'DBI' },
        { articleNumber: '1000002', quantity: 1, deliveryId: 'DBI' },
        { articleNumber: '1000003', quantity: 1, deliveryId: 'DBI' },
      ])
    ).body;
    const [a, b, c] = cartItems.map((i: { cartItemId: string }) => i.cartItemId);
    await call(sandbox, 'PUT', `/v2/cart/${cartId}/variants/${a}`, {
      token,
      body: { quantity: 4, label: 'Plan 2' },
    });
    await call(sandbox, 'PUT', `/v2/cart/${cartId}/variants/batch/update`, {
      token,
      body: { items: [{ itemId: b, quantity: 7, deliveryId: 'EXH' }] },
    });
    let items = (await call(sandbox, 'GET', `/v2/cart/${cartId}`, { token })).body.cartItems;
    expect(items.map((i: { quantity: number; label: string | null }) => [i.quantity, i.label])).toEqual([
      [4, 'Plan 2'],
      [7, null],
      [1, null],
    ]);
    await call(sandbox, 'DELETE', `/v2/cart/${cartId}/variants/${c}`, { token });
    await call(sandbox, 'PUT', `/v2/cart/${cartId}/variants/batch/delete`, { token, body: { itemIds: [a] } });
    items = (await call(sandbox, 'GET', `/v2/cart/${cartId}`, { token })).body.cartItems;
    expect(items.map((i: { cartItemId: string }) => i.cartItemId)).toEqual([b]);
    expect((await call(sandbox, 'DELETE', `/v2/cart/${cartId}/variants/nope`, { token })).status).toBe(404);
  });

  it('holds 1,500 lines (CART_LIMIT) and refuses the lines past it, adding those before them', async () => {
    expect(CART_MAX_LINES).toBe(1500);
    const articles = (await call(sandbox, 'GET', '/__sandbox/articles?kind=orderable')).body
      .articleNumbers as string[];
    expect(articles.length).toBeGreaterThan(CART_MAX_LINES);
    const line = (articleNumber: string) => ({ articleNumber, quantity: 1, deliveryId: 'DBI' });
    // A cart of 1,000 lines, filled in batches of the batch limit.
    for (let start = 0; start < 1000; start += CART_BATCH_MAX_ITEMS) {
      const res = await add(articles.slice(start, start + CART_BATCH_MAX_ITEMS).map(line));
      expect(res.body.errors).toEqual([]);
    }
    let items = (await call(sandbox, 'GET', `/v2/cart/${cartId}`, { token })).body.cartItems;
    expect(items).toHaveLength(1000);
    expect((await add(articles.slice(1000, 1498).map(line))).body.errors).toEqual([]);
    // A batch that crosses the limit: the lines up to 1,500 go in, the two past it are refused.
    const crossing = await add(articles.slice(1498, 1502).map(line));
    expect(crossing.status).toBe(200);
    expect(crossing.body.cartItems).toHaveLength(1500);
    expect(crossing.body.errors).toEqual(
      [articles[1500], articles[1501]].map((articleNumber) => ({
        id: 'CART_LIMIT',
        articleNumber,
        error: 'CART_LIMIT',
        message: 'Varukorgen rymmer högst 1500 rader',
      })),
    );
    // A full cart still takes more of an article it has: no new line.
    const more = await add([{ articleNumber: articles[0] as string, quantity: 2, deliveryId: 'DBI' }]);
    expect(more.body.errors).toEqual([]);
    items = more.body.cartItems;
    expect(items).toHaveLength(1500);
    expect(items.find((i: { articleNumber: string }) => i.articleNumber === articles[0]).quantity).toBe(3);
    // A batch over the batch limit is bad input, whatever room the cart has.
    await call(sandbox, 'DELETE', `/v2/cart/${cartId}/variants`, { token });
    expect((await add(articles.slice(0, CART_BATCH_MAX_ITEMS + 1).map(line))).status).toBe(400);
  });

  it('loses no line when 20 tabs add at once', async () => {
    const articles = Array.from({ length: 20 }, (_, i) => String(1000001 + i));
    await Promise.all(
      articles.map((articleNumber) => add([{ articleNumber, quantity: 1, deliveryId: 'DBI' }])),
    );
    const items = (await call(sandbox, 'GET', `/v2/cart/${cartId}`, { token })).body.cartItems;
    expect(items.map((i: { articleNumber: string }) => i.articleNumber).sort()).toEqual(articles);
  });
});

describe('files', () => {
  it('uploads a CSV with and without a header, decimal comma allowed, reporting unknown articles', async () => {
    const metre = await byMetre();
    const withHeader = await upload(
      'lista.csv',
      `artikelnummer;antal\n1000001;2\n${metre};1,5\n9999999;1\n1000002;1,5\n`,
    );
    expect(withHeader.status).toBe(200);
    expect(withHeader.body.errors.map((e: { id: string; error: string }) => [e.id, e.error])).toEqual([
      ['9999999', 'UNKNOWN_ARTICLE'],
      ['1000002', 'INVALID_QUANTITY'],
    ]);
    const without = await upload('lista.csv', '1000003;4\n');
    expect(
      without.body.cartItems.map((i: { articleNumber: string; quantity: number }) => [
        i.articleNumber,
        i.quantity,
      ]),
    ).toEqual([
      ['1000001', 2],
      [metre, 1.5],
      ['1000003', 4],
    ]);
  });

  it('uploads an .xlsx', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Varukorg');
    sheet.addRow(['artikelnummer', 'antal']);
    sheet.addRow(['1000004', 3]);
    const res = await upload(
      'lista.xlsx',
      new Uint8Array((await workbook.xlsx.writeBuffer()) as ArrayBuffer),
      'EXH',
    );
    expect(res.body.cartItems).toEqual([
      expect.objectContaining({ articleNumber: '1000004', quantity: 3, deliveryId: 'EXH' }),
    ]);
  });

  it('refuses a file of more than 500 lines (CART_FILE_MAX_LINES) with CART_LIMIT and adds nothing', async () => {
    const csv = Array.from({ length: 501 }, (_, i) => `${1000001 + (i % 300)};1`).join('\n');
    const res = await upload('stor.csv', csv);
    expect(res.body.errors).toEqual([expect.objectContaining({ id: 'CART_LIMIT' })]);
    expect(res.body.cartItems).toEqual([]);
  });

  it('refuses an unreadable file with 400', async () => {
    expect((await upload('lista.csv', 'bara;skräp;här\nx;y\n')).status).toBe(400);
    expect((await upload('bild.png', 'x')).status).toBe(400);
  });

  it('exports the cart as artikelnummer;antal', async () => {
    const metre = await byMetre();
    await add([{ articleNumber: metre, quantity: 2.5, deliveryId: 'DBI' }]);
    const res = await fetch(`${sandbox.url}/v2/cart/${cartId}/export`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="varukorg-/);
    expect(await res.text()).toBe(`artikelnummer;antal\r\n${metre};2,5\r\n`);
  });
});

describe('deliveries', () => {
  it('sets a deliverable date, refuses today and weekends, and includes or excludes a delivery', async () => {
    await add([
      { articleNumber: '1000001', quantity: 1, deliveryId: 'DBI' },
      { articleNumber: '1000002', quantity: 1, deliveryId: 'EXH' },
    ]);
    const ok = await call(sandbox, 'PUT', `/v2/cart/${cartId}/delivery/DBI`, {
      token,
      body: { requestedDeliveryDate: date },
    });
    expect(
      expectContract(Cart, ok.body).deliveries.find((d) => d.deliveryId === 'DBI')?.requestedDeliveryDate,
    ).toBe(date);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Stockholm' }).format(new Date());
    expect(
      (
        await call(sandbox, 'PUT', `/v2/cart/${cartId}/delivery/DBI`, {
          token,
          body: { requestedDeliveryDate: today },
        })
      ).body.field,
    ).toBe('requestedDeliveryDate');
    expect(
      (
        await call(sandbox, 'PUT', `/v2/cart/${cartId}/delivery/DBI`, {
          token,
          body: { requestedDeliveryDate: '2030-01-05' },
        })
      ).status,
    ).toBe(400);
    const all = await call(sandbox, 'PUT', `/v2/cart/${cartId}/delivery`, {
      token,
      body: { requestedDeliveryDate: date },
    });
    expect(
      all.body.deliveries.every((d: { requestedDeliveryDate: string }) => d.requestedDeliveryDate === date),
    ).toBe(true);
    const excluded = await call(sandbox, 'PUT', `/v2/cart/${cartId}/delivery/EXH/includeInOrder`, {
      token,
      body: { isIncludedInOrder: false },
    });
    expect(excluded.body.deliveryIdsInOrder).toEqual(['DBI']);
  });
});

describe('bad input answers 400, never 500', () => {
  it('refuses an impossible or far date on the delivery-date routes and at checkout, and keeps the cart as it was', async () => {
    await add([{ articleNumber: '1000001', quantity: 1, deliveryId: 'DBI' }]);
    const before = (await call(sandbox, 'GET', `/v2/cart/${cartId}`, { token })).body;
    for (const bad of ['2027-02-31', '2027-13-45', '9999-12-31']) {
      for (const path of [`/v2/cart/${cartId}/delivery/DBI`, `/v2/cart/${cartId}/delivery`]) {
        const res = await call(sandbox, 'PUT', path, { token, body: { requestedDeliveryDate: bad } });
        expect({ bad, path, status: res.status, field: res.body.field }).toEqual({
          bad,
          path,
          status: 400,
          field: 'requestedDeliveryDate',
        });
      }
      const checkout = await call(sandbox, 'POST', `/v2/cart/${cartId}/checkout`, {
        token,
        body: { orderDetails: { DBI: { requestedDeliveryDate: bad, reference: 'Bod 3' } } },
      });
      expect({ bad, status: checkout.status }).toEqual({ bad, status: 400 });
    }
    expect((await call(sandbox, 'GET', `/v2/cart/${cartId}`, { token })).body).toEqual(before);
  });

  it('refuses a malformed JSON body on the cart export', async () => {
    const res = await call(sandbox, 'POST', `/v2/cart/${cartId}/export`, {
      token,
      body: '{"itemIds": [',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
  });
});

describe('checkout', () => {
  const details = (ids: string[]) =>
    Object.fromEntries(ids.map((id) => [id, { requestedDeliveryDate: date, reference: 'Bod 3' }]));

  it('creates one order per included delivery and empties those lines', async () => {
    await add([
      { articleNumber: '1000001', quantity: 1, deliveryId: 'DBI' },
      { articleNumber: '1000002', quantity: 1, deliveryId: 'EXH' },
    ]);
    const res = await call(sandbox, 'POST', `/v2/cart/${cartId}/checkout`, {
      token,
      body: { orderDetails: details(['DBI', 'EXH']) },
    });
    const orders = expectContract(CheckoutResponse, res.body);
    expect(orders.map((o) => [o.deliveryId, o.success])).toEqual([
      ['DBI', true],
      ['EXH', true],
    ]);
    expect((await call(sandbox, 'GET', `/v2/cart/${cartId}`, { token })).body.cartItems).toEqual([]);
    const search = await call(sandbox, 'GET', `/orders/getOrderId/${orders[0]?.tempOrderId}`, { token });
    expect([200, 404]).toContain(search.status);
  });

  it('gives each order line its unit, and the order its sum excluding VAT and the VAT, as the order page reads them', async () => {
    const metre = await byMetre();
    await add([{ articleNumber: metre, quantity: 0.1, deliveryId: 'DBI' }]);
    const res = await call(sandbox, 'POST', `/v2/cart/${cartId}/checkout`, {
      token,
      body: { orderDetails: details(['DBI']) },
    });
    const [order] = expectContract(CheckoutResponse, res.body);
    expect(order?.orderItems).toEqual([
      { articleNumber: metre, quantity: 0.1, unit: 'm', netPrice: expect.any(Number) },
    ]);
    const net = order?.orderItems[0]?.netPrice ?? 0;
    const total = Math.round(Math.round(net * 100) * 0.1) / 100;
    expect(order?.orderDetails).toMatchObject({ total, vat: Math.round(total * 25) / 100 });
    const detail = await call(sandbox, 'GET', `/orders/${order?.tempOrderId}`, { token });
    expect(detail.body).toMatchObject({
      total,
      vat: order?.orderDetails.vat,
      lines: [{ articleNumber: metre, quantity: 0.1, unit: 'm' }],
    });
  });

  it('fails only the delivery with an article that cannot be delivered, keeping its lines', async () => {
    // A discontinued article still in stock goes into the cart; it sells out before the order is placed.
    const discontinued = await special('discontinued-in-stock');
    await add([
      { articleNumber: '1000001', quantity: 1, deliveryId: 'DBI' },
      { articleNumber: discontinued, quantity: 1, deliveryId: 'EXH' },
    ]);
    expect(
      (await call(sandbox, 'PUT', `/__sandbox/stock/${discontinued}`, { body: { quantity: 0 } })).status,
    ).toBe(200);
    const res = await call(sandbox, 'POST', `/v2/cart/${cartId}/checkout`, {
      token,
      body: { orderDetails: details(['DBI', 'EXH']) },
    });
    const orders = expectContract(CheckoutResponse, res.body);
    expect(orders.map((o) => [o.deliveryId, o.success])).toEqual([
      ['DBI', true],
      ['EXH', false],
    ]);
    expect(
      (await call(sandbox, 'GET', `/v2/cart/${cartId}`, { token })).body.cartItems.map(
        (i: { deliveryId: string }) => i.deliveryId,
      ),
    ).toEqual(['EXH']);
  });

  it('answers 403 to a user who may not order, and 400 without order details', async () => {
    const noOrder = (await login(sandbox, 'ej.order')).token;
    const theirCart = (await call(sandbox, 'GET', '/v2/cart', { token: noOrder })).body.cartId;
    expect(
      (
        await call(sandbox, 'POST', `/v2/cart/${theirCart}/checkout`, {
          token: noOrder,
          body: { orderDetails: {} },
        })
      ).status,
    ).toBe(403);
    await add([{ articleNumber: '1000001', quantity: 1, deliveryId: 'DBI' }]);
    const res = await call(sandbox, 'POST', `/v2/cart/${cartId}/checkout`, {
      token,
      body: { orderDetails: {} },
    });
    expect(res).toMatchObject({ status: 400, body: { field: 'orderDetails.DBI' } });
    expect((await call(sandbox, 'GET', `/v2/cart/${cartId}`, { token })).body.cartItems).toHaveLength(1);
  });
});

describe('transfer and status', () => {
  it('moves lines from another own cart and deletes a cart', async () => {
    const erik = (await login(sandbox, 'erik.flerkund')).token;
    const first = (await call(sandbox, 'GET', '/v2/cart', { token: erik })).body.cartId;
    await call(sandbox, 'POST', `/v2/cart/${first}/variants/batch/add`, {
      token: erik,
      body: { items: [{ articleNumber: '1000005', quantity: 2, deliveryId: 'DBI' }] },
    });
    expect(
      (await call(sandbox, 'PUT', `/v2/cart/${first}/status`, { token: erik, body: { status: 'DELETED' } }))
        .status,
    ).toBe(200);
    const second = (await call(sandbox, 'GET', '/v2/cart', { token: erik })).body.cartId;
    expect(second).not.toBe(first);
    const moved = await call(sandbox, 'PUT', `/v2/cart/${second}/transfer/${first}`, { token: erik });
    expect(moved.body.cartItems.map((i: { articleNumber: string }) => i.articleNumber)).toEqual(['1000005']);
    expect(
      (await call(sandbox, 'PUT', `/v2/cart/${second}/transfer/${cartId}`, { token: erik })).status,
    ).toBe(404);
  });
});

/** A cable sold by the metre with an order multiple of 1. */
async function byMetre(): Promise<string> {
  const hits = (
    await call(sandbox, 'POST', '/search', {
      headers: { 'api-version': '1', 'user-id': 't' },
      body: { categorySlug: 'el/kabel', pageSize: 50 },
    })
  ).body.hits;
  const res = await call(sandbox, 'POST', '/stock', {
    body: { articles: hits.map((h: { articleNumber: string }) => h.articleNumber), locationIds: ['9000'] },
  });
  const found = res.body.stock.find(
    (s: { locations: { orderMultiple: number; quantity: number }[] }) =>
      s.locations[0]?.orderMultiple === 1 && (s.locations[0]?.quantity ?? 0) > 0,
  );
  return found.articleNumber;
}

async function special(kind: string): Promise<string> {
  const res = await call(sandbox, 'GET', `/__sandbox/articles?kind=${kind}`);
  expect(res.body.articleNumbers.length).toBeGreaterThan(0);
  return res.body.articleNumbers[0];
}

async function withOrderMultiple(): Promise<string> {
  const res = await call(sandbox, 'POST', '/stock', {
    body: { articles: Array.from({ length: 300 }, (_, i) => String(1000001 + i)), locationIds: ['9000'] },
  });
  const found = res.body.stock.find(
    (s: { locations: { orderMultiple: number }[] }) => (s.locations[0]?.orderMultiple ?? 1) > 1,
  );
  expect(found).toBeDefined();
  return found.articleNumber;
}
