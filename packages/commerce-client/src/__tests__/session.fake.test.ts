import { describe, expect, it, vi } from 'vitest';
import { createCommerceClient } from '../client';
import { checkoutOutcome } from '../session';
import { memoryTokenStore } from '../tokens';
import { fakeJwt, fakeServer, send } from './fake-server';

const token = fakeJwt({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 900, ver: 2 });
const user = {
  userId: 'u1',
  username: 'a',
  isEmailVerified: true,
  firstName: 'A',
  lastName: 'B',
  mobileNumber: null,
  isPhoneNumberVerified: false,
  email: 'a@b.se',
  customers: [],
  customerPermissions: [],
  preferredStore: null,
  preferredDeliveryMethod: null,
  roles: ['USER'],
  active: true,
  defaultDeliveryMethod: 'DBI',
  defaultCustomerId: null,
  defaultProjectId: null,
};

const location = {
  id: '1001',
  name: 'Butik',
  address: 'Gatan 1',
  postalCode: '111 22',
  city: 'Stockholm',
  phone: '08-1',
  email: 'b@b.se',
  lat: 59.3,
  lon: 18.1,
  openingHours: [],
  services: [],
  deliveryMethods: ['DBI'],
  isCentralStorage: false,
};

/** The calls of a login and session start, answered; `other` may answer the rest first. */
function sessionStartServer(locations: unknown[], other: (req: FakeRequest, res: FakeResponse) => boolean) {
  return fakeServer((req, res) => {
    if (other(req, res)) return;
    answerSessionStart(locations, req, res);
  });
}

type FakeRequest = Parameters<Parameters<typeof fakeServer>[0]>[0];
type FakeResponse = Parameters<Parameters<typeof fakeServer>[0]>[1];

function answerSessionStart(locations: unknown[], req: FakeRequest, res: FakeResponse) {
  if (req.url === '/v2/sessions/') return send(res, 200, { token, refreshToken: 'r', customerId: 'c1' });
  if (req.url?.startsWith('/v2/users/')) return send(res, 200, user);
  if (req.url?.startsWith('/locations')) return send(res, 200, { locations });
  if (req.url?.startsWith('/v3/customers')) return send(res, 200, { customers: [], total: 0 });
  send(res, 404, { error: 'not_found', message: 'x' });
}

describe('session start against a scripted service', () => {
  it('ends in technical issues and a logout when the service has no stores', async () => {
    const onSessionFailure = vi.fn();
    const server = await sessionStartServer([], (req, res) => {
      if (req.method !== 'DELETE') return false;
      res.writeHead(204).end();
      return true;
    });
    const store = memoryTokenStore();
    const client = createCommerceClient({
      commerceUrl: server.url,
      tokenStore: store,
      hooks: { onSessionFailure },
    });
    const outcome = await client.session.login({ username: 'a', password: 'b' });
    expect(outcome.outcome).toBe('technical_issues');
    expect(store.get()).toBeNull();
    expect(onSessionFailure).toHaveBeenCalledTimes(1);
    expect(server.requests.some((r) => r.method === 'DELETE' && r.url === '/v2/sessions/u1')).toBe(true);
    await server.close();
  });

  it('starts the session when campaigns and the cart fail with a persistent 500, with both null, and keeps the tokens', async () => {
    const onSessionPartFailed = vi.fn();
    const server = await sessionStartServer([location], (req, res) => {
      if (!req.url?.startsWith('/campaigns') && !req.url?.startsWith('/v2/cart')) return false;
      send(res, 500, { error: 'x', message: 'x' });
      return true;
    });
    const store = memoryTokenStore();
    const client = createCommerceClient({
      commerceUrl: server.url,
      tokenStore: store,
      hooks: { onSessionPartFailed },
      retry: { limit: 0 },
    });
    const outcome = await client.session.login({ username: 'a', password: 'b' });
    expect(outcome.outcome).toBe('success');
    expect(outcome.outcome === 'success' && outcome.session.campaigns).toBeNull();
    expect(outcome.outcome === 'success' && outcome.session.cart).toBeNull();
    expect(store.get()?.refreshToken).toBe('r');
    expect(onSessionPartFailed).toHaveBeenCalledTimes(2);
    expect(server.requests.some((r) => r.method === 'DELETE')).toBe(false);
    await server.close();
  });

  it('asks for the whole session at once: no call waits for another’s answer', async () => {
    // Each call is held until all six have arrived: asked one after another, it never starts.
    const parts = [
      '/v2/users/',
      '/locations',
      '/v3/customers',
      '/customers/c1/assortment',
      '/campaigns/',
      '/v2/cart',
    ];
    const held: (() => void)[] = [];
    const server = await sessionStartServer([location], (req, res) => {
      if (!parts.some((path) => req.url?.startsWith(path)) || held.length === parts.length) return false;
      held.push(() => answerSessionStart([location], req, res));
      if (held.length === parts.length) for (const answer of held) answer();
      return true;
    });
    const client = createCommerceClient({
      commerceUrl: server.url,
      assortmentService: server.url,
      tokenStore: memoryTokenStore({ token, refreshToken: 'r', customerId: 'c1' }),
      retry: { limit: 0 },
      timeoutMs: 2_000,
    });
    const session = await client.session.startSession();
    expect(session.user.userId).toBe('u1');
    expect(held).toHaveLength(parts.length);
    await server.close();
  });

  it('still fails the session start when campaigns answer 401: that one ends a session', async () => {
    const onSessionPartFailed = vi.fn();
    const server = await sessionStartServer([location], (req, res) => {
      if (req.method === 'DELETE') {
        res.writeHead(204).end();
        return true;
      }
      if (!req.url?.startsWith('/campaigns')) return false;
      send(res, 401, { error: 'invalid_token', message: 'Invalid token' });
      return true;
    });
    const client = createCommerceClient({
      commerceUrl: server.url,
      tokenStore: memoryTokenStore(),
      hooks: { onSessionPartFailed },
      retry: { limit: 0 },
    });
    const outcome = await client.session.login({ username: 'a', password: 'b' });
    expect(outcome.outcome).not.toBe('success');
    expect(onSessionPartFailed).not.toHaveBeenCalled();
    await server.close();
  });

  it('reports a login the service cannot answer as failed', async () => {
    const server = await fakeServer((_req, res) => send(res, 500, { error: 'x', message: 'x' }));
    const client = createCommerceClient({ commerceUrl: server.url, tokenStore: memoryTokenStore() });
    const outcome = await client.session.login({ username: 'a', password: 'b' });
    expect(outcome).toMatchObject({
      outcome: 'failed',
      error: { messageKey: 'errors.internal_server_error' },
    });
    await server.close();
  });
});

describe('checkoutOutcome', () => {
  it.each([
    [[{ success: true, deliveryId: 'DBI', tempOrderId: '1' }], 'success', []],
    [
      [
        { success: true, deliveryId: 'DBI', tempOrderId: '1' },
        { success: false, deliveryId: 'XXX', tempOrderId: null },
      ],
      'partial',
      ['Expressutkörning'],
    ],
    [[{ success: false, deliveryId: 'DBI', tempOrderId: null }], 'failed', ['Utkörning']],
    [[], 'failed', []],
  ])('classifies %j as %s', (orders, outcome, failed) => {
    const result = checkoutOutcome(orders, { DBI: 'Utkörning', XXX: 'Expressutkörning' });
    expect(result.outcome).toBe(outcome);
    if (result.outcome !== 'success') expect(result.failedDeliveries).toEqual(failed);
  });

  it('names a delivery without a display name by its id', () => {
    expect(
      checkoutOutcome([
        { success: false, deliveryId: 'EXB', tempOrderId: null },
        { success: true, deliveryId: 'DBI', tempOrderId: '2' },
      ]),
    ).toMatchObject({
      failedDeliveries: ['EXB'],
    });
  });
});
