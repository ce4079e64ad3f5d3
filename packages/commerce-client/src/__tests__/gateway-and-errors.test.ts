import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { createCommerceClient } from '../client';
import { CommerceError, messageKeyFor } from '../errors';
import { createSession } from '../session';
import { memoryTokenStore } from '../tokens';
import { fakeJwt, fakeServer, send } from './fake-server';

const token = fakeJwt({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 900, ver: 2 });
const signedIn = () => memoryTokenStore({ token, refreshToken: 'r', customerId: 'c1' });

describe('gateway', () => {
  it('turns GraphQL errors into a CommerceError and reports it', async () => {
    const onError = vi.fn();
    const server = await fakeServer((_req, res) =>
      send(res, 200, { errors: [{ message: 'boom' }], data: null }),
    );
    const client = createCommerceClient({ commerceUrl: server.url, tokenStore: signedIn(), onError });
    await expect(client.gateway.activeDeliveryIdsInOrder()).rejects.toMatchObject({
      service: 'gateway',
      messageKey: 'errors.internal_server_error',
    });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(server.requests[0]?.headers.authorization).toBe(`Bearer ${token}`);
    await server.close();
  });

  it('refuses a cart answer without cart data (§5) with a message naming the field', async () => {
    const server = await fakeServer((_req, res) =>
      send(res, 200, { data: { getCartWithVariants: { cartId: 'c' } } }),
    );
    const client = createCommerceClient({ commerceUrl: server.url, tokenStore: signedIn() });
    await expect(client.gateway.cartWithVariants()).rejects.toThrow(
      /Unexpected response from gateway \(getCartWithVariants\)/,
    );
    await server.close();
  });

  it('handles a 401 from the gateway like any call', async () => {
    const onUnauthorized = vi.fn();
    const server = await fakeServer((_req, res) => send(res, 401, 'Invalid token'));
    const store = signedIn();
    const client = createCommerceClient({ commerceUrl: server.url, tokenStore: store, onUnauthorized });
    await expect(client.gateway.variants(['1'])).rejects.toBeInstanceOf(CommerceError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(store.get()).toBeNull();
    await server.close();
  });

  it('sends useCache and completeOrderPrice as asked, and getCart with its defaults (§7)', async () => {
    const server = await fakeServer((req, res) => {
      const body = JSON.parse(req.body) as { query: string };
      if (body.query.includes('getCart('))
        return send(res, 200, {
          data: {
            getCart: { cartId: 'c', status: 'ACTIVE', deliveryIdsInOrder: [], deliveries: [], cartItems: [] },
          },
        });
      return send(res, 200, { data: { getVariants: [] } });
    });
    const client = createCommerceClient({ commerceUrl: server.url, tokenStore: signedIn() });
    await client.gateway.variants(['1000001'], { useCache: true, completeOrderPrice: true });
    await client.gateway.cart();
    const [variants, cart] = server.requests.map(
      (r) => JSON.parse(r.body) as { query: string; variables: Record<string, unknown> },
    );
    expect(variants?.query).toContain('useCache: $useCache');
    expect(variants?.query).toContain('completeOrderPrice: $completeOrderPrice');
    expect(variants?.variables).toMatchObject({ useCache: true, completeOrderPrice: true });
    expect(cart?.variables).toMatchObject({ useCache: false, completeOrderPrice: false });
    await server.close();
  });

  it('posts any document through the generic gateway POST and checks its answer', async () => {
    const server = await fakeServer((_req, res) =>
      send(res, 200, { data: { activeDeliveryIdsInCart: ['DBI', 7] } }),
    );
    const client = createCommerceClient({ commerceUrl: server.url, tokenStore: signedIn() });
    const document = 'query ids { activeDeliveryIdsInCart }';
    await expect(
      client.gateway.post(document, {}, z.array(z.string()), 'activeDeliveryIdsInCart'),
    ).rejects.toThrow(/Unexpected response from gateway \(activeDeliveryIdsInCart\): 1 /);
    const sent = JSON.parse(server.requests[0]?.body ?? '{}') as { operationName: string; query: string };
    expect(sent.operationName).toBe('ids');
    expect(sent.query).toContain('activeDeliveryIdsInCart');
    expect(server.requests[0]?.headers.authorization).toBe(`Bearer ${token}`);
    await server.close();
  });

  it('reports an unreachable gateway as Network Error', async () => {
    const server = await fakeServer((_req, res) => send(res, 200, {}));
    await server.close();
    const client = createCommerceClient({ commerceUrl: server.url, tokenStore: signedIn() });
    await expect(client.gateway.variants(['1'], { locationIds: ['1001'] })).rejects.toMatchObject({
      message: 'Network Error',
    });
  });
});

describe('failure details', () => {
  it('names the failed articles of a refused batch', async () => {
    const server = await fakeServer((_req, res) =>
      send(res, 400, {
        error: 'x',
        message: 'x',
        errors: [{ id: 'A1', articleNumber: '1000001' }, { id: 'B2' }],
      }),
    );
    const client = createCommerceClient({ commerceUrl: server.url, tokenStore: signedIn() });
    const error = (await client.cart
      .add('c', [
        { articleNumber: '1000001', quantity: 1, deliveryId: 'DBI' },
        { articleNumber: '1000002', quantity: 1, deliveryId: 'DBI' },
      ])
      .catch((e) => e)) as CommerceError;
    expect(error).toMatchObject({
      detail: 'cart_add_products',
      failedIds: ['1000001', 'B2'],
      messageKey: 'errors.cart_service_not_available',
    });
    await server.close();
  });

  it('reports a refresh that cannot reach the service', async () => {
    const server = await fakeServer((_req, res) => send(res, 200, {}));
    await server.close();
    const stale = fakeJwt({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 5, ver: 2 });
    const client = createCommerceClient({
      commerceUrl: server.url,
      tokenStore: memoryTokenStore({ token: stale, refreshToken: 'r', customerId: 'c' }),
    });
    await expect(client.users.get('u1')).rejects.toMatchObject({ message: 'Network Error', service: 'auth' });
  });

  it('sends a visitor gateway call without a token', async () => {
    const server = await fakeServer((_req, res) =>
      send(res, 200, { data: { getActiveDeliveryIdsInOrder: [] } }),
    );
    const client = createCommerceClient({ commerceUrl: server.url, tokenStore: memoryTokenStore() });
    expect(await client.gateway.activeDeliveryIdsInOrder()).toEqual([]);
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
    await server.close();
  });
});

describe('messageKeyFor', () => {
  it.each([
    [401, 'auth', '', 'errors.invalid_token'],
    [0, 'cart', '', 'errors.unknown_error_occurred'],
    [400, 'order', '', 'errors.order_service_not_available'],
    [400, 'auth', '', 'errors.auth_service_not_available'],
    [400, 'favourites', '', 'errors.try_again_later_or_contact'],
    [400, 'search', '', 'errors.unknown_error_occurred'],
    [400, 'order', '{"error":"reference_required","message":"x"}', 'errors.reference_required'],
    [400, 'order', '{"error":"reference_invalid","message":"x"}', 'errors.reference_invalid'],
    [400, 'order', '{"error":"bad_request","message":"x"}', 'errors.order_service_not_available'],
    [400, 'order', '{"error":"constructor"}', 'errors.order_service_not_available'],
    [400, 'order', '{"error":', 'errors.order_service_not_available'],
    [409, 'order', '{"error":"reference_required"}', 'errors.order_service_not_available'],
  ] as const)('%i from %s → %s', (status, service, body, key) => {
    expect(messageKeyFor(status, service, body)).toBe(key);
  });
});

describe('session without a session', () => {
  it('refuses to start or switch customer without tokens', async () => {
    const client = createCommerceClient({
      commerceUrl: 'http://127.0.0.1:9',
      tokenStore: memoryTokenStore(),
    });
    await expect(client.session.startSession()).rejects.toMatchObject({ status: 401 });
    await expect(client.session.customerContext.set('c', null)).rejects.toMatchObject({ status: 401 });
    expect(client.session.customerContext.fetch()).toBeNull();
    expect(client.session.assortment).toEqual({ name: null, menu: null });
  });

  it('clears the assortment when the service errors', async () => {
    const server = await fakeServer((_req, res) => send(res, 500, { error: 'x', message: 'x' }));
    const client = createCommerceClient({
      commerceUrl: server.url,
      tokenStore: signedIn(),
      assortmentService: 'https://a',
      retry: { limit: 0 },
    });
    expect(await client.session.refreshAssortment('c1')).toEqual({ name: null, menu: null });
    await server.close();
  });

  it('logs out without a server call when there is no session', async () => {
    const logout = vi.fn();
    const session = createSession({ calls: { auth: { logout } } as never, tokenStore: memoryTokenStore() });
    await session.logout();
    expect(logout).not.toHaveBeenCalled();
  });
});
