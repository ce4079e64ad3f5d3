import {
  Accepted,
  InvoiceList,
  OrderAddresses,
  OrderDetail,
  OrderSearchResponse,
  SpendResponse,
} from '@shop/commerce-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../index.ts';
import { call, expectContract, login, privateSandbox } from '../test-utils.ts';

let sandbox: RunningSandbox;
let anna: string;
const search = async (query: string, token = anna) =>
  expectContract(
    OrderSearchResponse,
    (await call(sandbox, 'GET', `/orders/search?${query}`, { token })).body,
  );

beforeAll(async () => {
  sandbox = await privateSandbox();
  anna = (await login(sandbox, 'anna.user')).token;
});
afterAll(() => sandbox.stop());

describe('GET /orders/{id}', () => {
  it('answers the order with its lines, for the customer it belongs to only', async () => {
    const some = (await search('limit=1')).orders[0];
    const order = expectContract(
      OrderDetail,
      (await call(sandbox, 'GET', `/orders/${some?.orderId}`, { token: anna })).body,
    );
    expect(order.orderId).toBe(some?.orderId);
    expect(order.lines.length).toBe(some?.lineCount);
    expect(order.lines[0]?.netPrice).toEqual(expect.any(Number));
    const other = (await login(sandbox, 'punchout.user')).token;
    expect((await call(sandbox, 'GET', `/orders/${some?.orderId}`, { token: other })).status).toBe(404);
    expect((await call(sandbox, 'GET', '/orders/nope', { token: anna })).status).toBe(404);
  });
});

describe('POST /orders/inquiry as a quote request', () => {
  it('takes a quote from the cart or an order, and refuses it to EJ_SKAPA_OFFERT', async () => {
    const quote = { quote: true, subject: 'Offertförfrågan', message: '1000009 × 40 st' };
    expect((await call(sandbox, 'POST', '/orders/inquiry', { token: anna, body: quote })).status).toBe(202);
    const denied = (await login(sandbox, 'ej.skapa.offert')).token;
    const refused = await call(sandbox, 'POST', '/orders/inquiry', { token: denied, body: quote });
    expect(refused.status).toBe(403);
    // A question is not a quote: the same user may still ask one.
    const question = { subject: 'Fråga', message: 'Har ni lagerstatus för Lund?' };
    expect((await call(sandbox, 'POST', '/orders/inquiry', { token: denied, body: question })).status).toBe(
      202,
    );
  });
});

describe('GET /orders/spend', () => {
  it("sums the customer's orders per month and project, every month of the period, cancelled ones left out", async () => {
    const all = await search('fromDate=2026-01-01&toDate=2026-12-31&limit=100');
    const spend = expectContract(
      SpendResponse,
      (await call(sandbox, 'GET', '/orders/spend?from=2026-01&to=2026-12', { token: anna })).body,
    );
    expect(spend.months.map((m) => m.month)).toEqual(
      Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`),
    );
    const kept = all.orders.filter((o) => o.status !== 'CANCELLED');
    const expected = kept.reduce((sum, o) => sum + (o.total ?? 0), 0);
    const total = spend.months.reduce((sum, m) => sum + m.total, 0);
    expect(total).toBeCloseTo(expected, 0);
    expect(spend.months.reduce((n, m) => n + m.orders, 0)).toBe(kept.length);
    for (const month of spend.months)
      expect(month.projects.reduce((sum, p) => sum + p.total, 0)).toBeCloseTo(month.total, 1);
  });

  it('refuses EJ_SE_EKONOMISK_UPPFÖLJNING and a month that is none', async () => {
    const denied = (await login(sandbox, 'ej.se.ekonomisk.uppfoljning')).token;
    expect((await call(sandbox, 'GET', '/orders/spend', { token: denied })).status).toBe(403);
    expect((await call(sandbox, 'GET', '/orders/spend?from=2026-13', { token: anna })).status).toBe(400);
  });
});

describe('GET /orders/search', () => {
  it("pages the session customer's orders, newest first", async () => {
    const first = await search('limit=10&offset=0');
    const second = await search('limit=10&offset=10');
    expect(first.total).toBeGreaterThan(20);
    expect(first.orders.every((o) => o.customerId === '10001')).toBe(true);
    const dates = [...first.orders, ...second.orders].map((o) => o.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('filters by status, date range and text, and sorts by total', async () => {
    const invoiced = await search('orderStatus=INVOICED&limit=100');
    expect(invoiced.orders.every((o) => o.status === 'INVOICED')).toBe(true);
    const range = await search('fromDate=2026-01-01&toDate=2026-06-30&limit=100');
    expect(
      range.orders.every((o) => o.createdAt >= '2026-01-01' && o.createdAt <= '2026-06-30T23:59:59'),
    ).toBe(true);
    const some = (await search('limit=1')).orders[0];
    expect((await search(`q=${some?.orderId}`)).orders.map((o) => o.orderId)).toEqual([some?.orderId]);
    const byTotal = (await search('sort=total_desc&limit=20')).orders.map((o) => o.total ?? 0);
    expect(byTotal).toEqual([...byTotal].sort((a, b) => b - a));
  });

  it('answers 403 to EJ_ORDERHISTORIK, hides totals for EJ_SE_PRISER, 400 for a bad date', async () => {
    expect(
      (
        await call(sandbox, 'GET', '/orders/search', {
          token: (await login(sandbox, 'ej.orderhistorik')).token,
        })
      ).status,
    ).toBe(403);
    const hidden = await search('limit=5', (await login(sandbox, 'ej.se.priser')).token);
    expect(hidden.orders.every((o) => o.total === null)).toBe(true);
    expect((await call(sandbox, 'GET', '/orders/search?fromDate=igår', { token: anna })).body.field).toBe(
      'fromDate',
    );
  });
});

describe('order documents', () => {
  it('serves the order and its confirmation as real PDF files', async () => {
    const orderId = (await search('limit=1')).orders[0]?.orderId;
    for (const path of [`/orders/${orderId}/download`, `/orders/${orderId}/documents/order-confirmation`]) {
      const res = await fetch(`${sandbox.url}${path}`, { headers: { authorization: `Bearer ${anna}` } });
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toContain(`${orderId}.pdf`);
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
      expect(bytes.length).toBeGreaterThan(1000);
    }
  });

  it('answers invoices, addresses, e-mail and inquiry; 404 for another customer', async () => {
    const invoicedId = (await search('orderStatus=INVOICED&limit=1')).orders[0]?.orderId;
    expect(
      expectContract(
        InvoiceList,
        (await call(sandbox, 'GET', `/orders/${invoicedId}/invoices`, { token: anna })).body,
      ).invoices,
    ).toHaveLength(1);
    expectContract(
      OrderAddresses,
      (await call(sandbox, 'GET', `/orders/${invoicedId}/addresses`, { token: anna })).body,
    );
    const mail = await call(sandbox, 'POST', `/orders/${invoicedId}/documents/email`, {
      token: anna,
      body: { message: 'Skicka till ekonomi' },
    });
    expect(mail.status).toBe(202);
    expectContract(Accepted, mail.body);
    // A recipient that is not an e-mail address is refused: the order would go nowhere.
    for (const to of ['', 'ekonomi', 'a@b', 'a b@c.se']) {
      const refused = await call(sandbox, 'POST', `/orders/${invoicedId}/documents/email`, {
        token: anna,
        body: { message: 'Till ekonomi', to },
      });
      expect({ to, status: refused.status, field: refused.body.field }).toEqual({
        to,
        status: 400,
        field: 'to',
      });
    }
    expect(
      (
        await call(sandbox, 'POST', `/orders/${invoicedId}/documents/email`, {
          token: anna,
          body: { message: 'Till ekonomi', to: 'ekonomi@nordbygg.se' },
        })
      ).status,
    ).toBe(202);
    const inquiry = await call(sandbox, 'POST', '/orders/inquiry', {
      token: anna,
      body: { orderId: invoicedId, subject: 'Fråga', message: 'När kommer leveransen?' },
    });
    expect(inquiry.status).toBe(202);
    expect(
      (await call(sandbox, 'POST', '/orders/inquiry', { token: anna, body: { subject: '', message: 'x' } }))
        .body.field,
    ).toBe('subject');
    const erik = (await login(sandbox, 'erik.flerkund')).token;
    const refresh = await call(sandbox, 'POST', '/v2/sessions/', {
      body: { refreshToken: (await login(sandbox, 'erik.flerkund')).refreshToken, customerId: '10002' },
    });
    expect(
      (await call(sandbox, 'GET', `/orders/${invoicedId}/invoices`, { token: refresh.body.token })).status,
    ).toBe(404);
    expect(erik).toBeTruthy();
  });

  it('resolves an order id', async () => {
    const orderId = (await search('limit=1')).orders[0]?.orderId;
    expect((await call(sandbox, 'GET', `/orders/getOrderId/${orderId}`, { token: anna })).body).toEqual({
      orderId,
    });
    expect((await call(sandbox, 'GET', '/orders/getOrderId/0', { token: anna })).status).toBe(404);
  });
});
