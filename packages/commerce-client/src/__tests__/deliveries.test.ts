import { describe, expect, it } from 'vitest';
import { createCommerceClient } from '../client';
import { matchServiceRoute } from '../contract';
import { memoryTokenStore } from '../tokens';
import { fakeJwt, fakeServer, send } from './fake-server';

const token = fakeJwt({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 900, ver: 2 });
const signedIn = () => memoryTokenStore({ token, refreshToken: 'r', customerId: 'c1' });

const VIEW = {
  orderId: '5000123',
  deliveryState: 'BACK_ORDERED',
  lines: [
    {
      position: 1,
      articleNumber: '1000001',
      name: 'Träskruv',
      unit: 'st',
      ordered: 10,
      delivered: 5,
      cancelled: 0,
      remaining: 5,
      backOrdered: 5,
      expectedDate: '2026-12-08',
      cancelReason: null,
      state: 'BACK_ORDERED',
    },
  ],
  consignments: [
    {
      consignmentId: 'K5000123-1',
      shippedAt: '2026-10-03',
      carrier: 'PostNord',
      trackingNumber: 'PN50001231SE',
      trackingUrl: 'https://tracking.example.com/postnord?id=PN50001231SE',
      lines: [{ position: 1, articleNumber: '1000001', quantity: 5 }],
    },
  ],
};

describe('orders.deliveries', () => {
  it('asks for the order, with the token, and answers the parsed view', async () => {
    const server = await fakeServer((_req, res) => send(res, 200, VIEW));
    const client = createCommerceClient({ commerceUrl: server.url, tokenStore: signedIn() });
    expect(await client.orders.deliveries('5000 123')).toEqual(VIEW);
    expect(server.requests[0]?.url).toBe('/orders/5000%20123/deliveries');
    expect(server.requests[0]?.headers.authorization).toBe(`Bearer ${token}`);
    await server.close();
  });

  it('refuses an answer outside the contract (a state it does not know)', async () => {
    const server = await fakeServer((_req, res) => send(res, 200, { ...VIEW, deliveryState: 'SOON' }));
    const client = createCommerceClient({ commerceUrl: server.url, tokenStore: signedIn() });
    await expect(client.orders.deliveries('5000123')).rejects.toThrow(/Unexpected response/);
    await server.close();
  });

  it("maps another customer's order (404) to errors.not_found", async () => {
    const server = await fakeServer((_req, res) =>
      send(res, 404, { error: 'not_found', message: 'Ordern hittades inte' }),
    );
    const client = createCommerceClient({ commerceUrl: server.url, tokenStore: signedIn() });
    await expect(client.orders.deliveries('5000123')).rejects.toMatchObject({
      status: 404,
      messageKey: 'errors.not_found',
    });
    await server.close();
  });
});

describe('orders.deliveryNote and orders.backOrders', () => {
  it('fetches the note as a PDF blob and the summary with the project asked for', async () => {
    const server = await fakeServer((req, res) =>
      req.url?.startsWith('/orders/back-orders')
        ? send(res, 200, {
            customerId: '10001',
            projectId: '10001-P2',
            projectName: 'Täby skola',
            lines: 2,
            orders: 1,
            nextDelivery: '2026-12-01',
          })
        : send(res, 200, '%PDF-1.7 …', { 'content-type': 'application/pdf' }),
    );
    const client = createCommerceClient({ commerceUrl: server.url, tokenStore: signedIn() });
    const note = await client.orders.deliveryNote('5000123', 'K5000123-1');
    expect(note.type).toBe('application/pdf');
    expect(server.requests[0]?.url).toBe('/orders/5000123/consignments/K5000123-1/delivery-note');
    expect(await client.orders.backOrders({ projectId: '10001-P2' })).toMatchObject({ lines: 2 });
    expect(server.requests[1]?.url).toBe('/orders/back-orders?projectId=10001-P2');
    await server.close();
  });

  it('are routes a page may call through the shop server, and nothing around them is', () => {
    expect(matchServiceRoute('GET', '/orders/back-orders')?.path).toBe('/orders/back-orders');
    expect(matchServiceRoute('GET', '/orders/5000123/deliveries')?.path).toBe('/orders/:orderId/deliveries');
    expect(matchServiceRoute('GET', '/orders/5000123/consignments/K1/delivery-note')?.path).toBe(
      '/orders/:orderId/consignments/:consignmentId/delivery-note',
    );
    expect(matchServiceRoute('POST', '/orders/5000123/deliveries')).toBeNull();
    expect(matchServiceRoute('GET', '/orders/5000123/consignments/K1')).toBeNull();
  });
});
