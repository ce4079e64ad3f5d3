import { describe, expect, it } from 'vitest';
import { createCommerceClient } from '../client';
import { memoryTokenStore } from '../tokens';
import { fakeServer, send } from './fake-server';

const STORE = {
  id: '1001',
  name: 'Butik Malmö',
  address: 'Stortorget 1',
  postalCode: '211 22',
  city: 'Malmö',
  phone: '010-200 00 00',
  email: 'malmo@butik.sandbox.test',
  lat: 55.6,
  lon: 13.0,
  openingHours: [{ weekday: 1, opens: '06:30', closes: '17:00' }],
  services: ['standard-pickup', 'express-pickup'],
  deliveryMethods: ['EXH', 'EXB'],
  isCentralStorage: false,
};

describe('locations.list', () => {
  it('asks GET /locations?services=standard-pickup for the pickup stores (§7) and answers the parsed list', async () => {
    const server = await fakeServer((_req, res) => send(res, 200, { locations: [STORE] }));
    const client = createCommerceClient({ commerceUrl: server.url, tokenStore: memoryTokenStore() });
    expect(await client.locations.list({ services: 'standard-pickup' })).toEqual({ locations: [STORE] });
    expect(server.requests[0]).toMatchObject({ method: 'GET', url: '/locations?services=standard-pickup' });
    await server.close();
  });

  it('sends the method and zip code beside the services, and nothing for an empty query', async () => {
    const server = await fakeServer((_req, res) => send(res, 200, { locations: [] }));
    const client = createCommerceClient({ commerceUrl: server.url, tokenStore: memoryTokenStore() });
    await client.locations.list({ services: 'standard-pickup', deliveryMethod: 'EXB', zipCode: '211 22' });
    await client.locations.list();
    const [first, second] = server.requests.map((r) => new URL(r.url, server.url));
    expect(Object.fromEntries(first?.searchParams ?? [])).toEqual({
      services: 'standard-pickup',
      deliveryMethod: 'EXB',
      zipCode: '211 22',
    });
    expect(second?.search).toBe('');
    await server.close();
  });

  it('refuses an answer outside the contract (a store without its services)', async () => {
    const { services: _dropped, ...withoutServices } = STORE;
    const server = await fakeServer((_req, res) => send(res, 200, { locations: [withoutServices] }));
    const client = createCommerceClient({ commerceUrl: server.url, tokenStore: memoryTokenStore() });
    await expect(client.locations.list({ services: 'standard-pickup' })).rejects.toThrow(
      /Unexpected response/,
    );
    await server.close();
  });
});
