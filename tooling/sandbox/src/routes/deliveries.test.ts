import {
  BackOrderSummary,
  OrderDeliveries,
  OrderDetail,
  OrderSearchResponse,
} from '@shop/commerce-client/contract';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../index.ts';
import { call, expectContract, login, privateSandbox } from '../test-utils.ts';

let sandbox: RunningSandbox;
let anna: string;
let other: string;

const search = async (query: string, token = anna) =>
  expectContract(
    OrderSearchResponse,
    (await call(sandbox, 'GET', `/orders/search?${query}`, { token })).body,
  );
const deliveries = async (orderId: string, token = anna) =>
  expectContract(
    OrderDeliveries,
    (await call(sandbox, 'GET', `/orders/${orderId}/deliveries`, { token })).body,
  );
const pdf = (path: string, token = anna) =>
  fetch(`${sandbox.url}${path}`, { headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  sandbox = await privateSandbox();
  anna = (await login(sandbox, 'anna.user')).token;
  // Fastighetsservice Syd (10004): another customer with a back-order of its own.
  other = (await login(sandbox, 'punchout.user')).token;
});
afterAll(() => sandbox.stop());

describe('GET /orders/{id}/deliveries', () => {
  it('answers per line ordered = delivered + cancelled + remaining, and the state from the lines', async () => {
    const { orders } = await search('limit=100');
    for (const summary of orders) {
      const view = await deliveries(summary.orderId);
      expect(view.deliveryState).toBe(summary.deliveryState);
      for (const line of view.lines) {
        expect(line.delivered + line.cancelled + line.remaining).toBeCloseTo(line.ordered, 3);
        expect(line.backOrdered).toBeLessThanOrEqual(line.remaining);
        if (line.state === 'BACK_ORDERED') expect(line.expectedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        if (line.cancelled > 0) expect(line.cancelReason).toBeTruthy();
      }
      const shipped = view.consignments.flatMap((k) => k.lines);
      for (const line of view.lines) {
        const sum = shipped.filter((l) => l.position === line.position).reduce((s, l) => s + l.quantity, 0);
        expect(sum).toBeCloseTo(line.delivered, 3);
      }
      expect(view.lines.filter((l) => l.state === 'BACK_ORDERED').length).toBe(summary.backOrderedLines);
    }
  });

  it('seeds an order in every state for the customer', async () => {
    for (const state of ['NOT_SHIPPED', 'PARTIAL', 'BACK_ORDERED', 'CANCELLED_LINE', 'DELIVERED']) {
      const found = await search(`deliveryState=${state}&limit=100`);
      expect(found.total, state).toBeGreaterThan(0);
      expect(found.orders.every((o) => o.deliveryState === state)).toBe(true);
    }
    const partial = (await search('backOrdered=true&limit=100')).orders;
    const views = await Promise.all(partial.map((o) => deliveries(o.orderId)));
    // A line delivered in part with its rest back-ordered, in an order shipped in two consignments.
    const split = views.find(
      (v) => v.consignments.length === 2 && v.lines.some((l) => l.delivered > 0 && l.backOrdered > 0),
    );
    expect(split).toBeDefined();
    // Only http(s) tracking pages, or none (the branch's own lorry).
    for (const k of views.flatMap((v) => v.consignments))
      expect(k.trackingUrl === null || /^https?:\/\//.test(k.trackingUrl)).toBe(true);
  });

  it("is the customer's own: another customer's user gets 404, EJ_ORDERHISTORIK 403", async () => {
    const [order] = (await search('backOrdered=true&limit=1')).orders;
    expect(
      (await call(sandbox, 'GET', `/orders/${order?.orderId}/deliveries`, { token: other })).status,
    ).toBe(404);
    const denied = (await login(sandbox, 'ej.orderhistorik')).token;
    expect(
      (await call(sandbox, 'GET', `/orders/${order?.orderId}/deliveries`, { token: denied })).status,
    ).toBe(403);
    expect((await call(sandbox, 'GET', `/orders/${order?.orderId}/deliveries`)).status).toBe(401);
    expect((await call(sandbox, 'GET', '/orders/nope/deliveries', { token: anna })).status).toBe(404);
  });
});

describe('GET /orders/{id}/consignments/{consignmentId}/delivery-note', () => {
  it('answers a real PDF for the consignment, and 404 to anyone else or for another order', async () => {
    const [order] = (await search('deliveryState=BACK_ORDERED&limit=1')).orders;
    const view = await deliveries(order?.orderId ?? '');
    const consignment = view.consignments[0];
    expect(consignment).toBeDefined();
    const path = `/orders/${view.orderId}/consignments/${consignment?.consignmentId}/delivery-note`;
    const res = await pdf(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(doc.getTitle()).toBe(`Följesedel ${consignment?.consignmentId}`);

    expect((await pdf(path, other)).status).toBe(404);
    expect((await pdf(`/orders/${view.orderId}/consignments/K-nope/delivery-note`)).status).toBe(404);
    // A consignment of another order, asked for under this one.
    const delivered = (await search('deliveryState=DELIVERED&limit=1')).orders[0];
    const foreign = (await deliveries(delivered?.orderId ?? '')).consignments[0];
    expect(
      (await pdf(`/orders/${view.orderId}/consignments/${foreign?.consignmentId}/delivery-note`)).status,
    ).toBe(404);
  });
});

describe('GET /orders/back-orders and the search filters', () => {
  it("sums the back-ordered lines of the session's project, and the next expected date", async () => {
    const summary = expectContract(
      BackOrderSummary,
      (await call(sandbox, 'GET', '/orders/back-orders', { token: anna })).body,
    );
    expect(summary.projectId).toBe('10001-P1');
    const inProject = (await search('backOrdered=true&projectId=10001-P1&limit=100')).orders;
    expect(summary.orders).toBe(inProject.length);
    expect(summary.orders).toBe(3);
    expect(summary.lines).toBe(inProject.reduce((sum, o) => sum + o.backOrderedLines, 0));
    const views = await Promise.all(inProject.map((o) => deliveries(o.orderId)));
    const dates = views
      .flatMap((v) => v.lines)
      .filter((l) => l.state === 'BACK_ORDERED')
      .map((l) => l.expectedDate ?? '')
      .sort();
    expect(summary.nextDelivery).toBe(dates[0]);
    // Another project of the customer has one; another customer's project is not found.
    const p2 = (await call(sandbox, 'GET', '/orders/back-orders?projectId=10001-P2', { token: anna })).body;
    expect(p2.orders).toBe(1);
    expect(
      (await call(sandbox, 'GET', '/orders/back-orders?projectId=10002-P1', { token: anna })).status,
    ).toBe(404);
  });

  it('filters by back-order, delivery state and project, and refuses values it does not know', async () => {
    const all = (await search('backOrdered=true&limit=100')).orders;
    expect(all.length).toBe(4);
    expect(all.every((o) => o.backOrderedLines > 0)).toBe(true);
    expect((await search('backOrdered=true&projectId=10001-P2')).orders.map((o) => o.projectId)).toEqual([
      '10001-P2',
    ]);
    for (const query of ['deliveryState=SOON', 'backOrdered=yes', `projectId=${'x'.repeat(65)}`]) {
      expect((await call(sandbox, 'GET', `/orders/search?${query}`, { token: anna })).status, query).toBe(
        400,
      );
    }
    // The other customer's back-orders are theirs alone.
    const theirs = (await search('backOrdered=true', other)).orders;
    expect(theirs.length).toBe(1);
    expect(theirs.every((o) => o.customerId === '10004')).toBe(true);
  });

  it('gives the order detail its delivery state too', async () => {
    const [order] = (await search('deliveryState=PARTIAL&limit=1')).orders;
    const detail = expectContract(
      OrderDetail,
      (await call(sandbox, 'GET', `/orders/${order?.orderId}`, { token: anna })).body,
    );
    expect(detail.deliveryState).toBe('PARTIAL');
  });
});

describe('fault levers', () => {
  it('make the delivery routes slow or failing like any other', async () => {
    await call(sandbox, 'POST', '/__sandbox/faults', {
      body: { method: 'GET', path: '/orders/*/deliveries', status: 503, times: 1 },
    });
    const [order] = (await search('limit=1')).orders;
    expect((await call(sandbox, 'GET', `/orders/${order?.orderId}/deliveries`, { token: anna })).status).toBe(
      503,
    );
    expect((await call(sandbox, 'GET', `/orders/${order?.orderId}/deliveries`, { token: anna })).status).toBe(
      200,
    );
  });
});
