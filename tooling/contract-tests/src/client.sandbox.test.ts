import {
  type CommerceError,
  checkoutOutcome,
  createCommerceClient,
  memoryTokenStore,
} from '@shop/commerce-client';
import { type RunningSandbox, SEEDED_TEMPORARY_PASSWORD, startSandbox } from '@shop/sandbox';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, db: ':memory:' });
});
afterAll(() => sandbox.stop());

async function signedIn(username = 'anna.user', extra: Record<string, unknown> = {}) {
  const store = memoryTokenStore();
  const client = createCommerceClient({
    commerceUrl: sandbox.url,
    tokenStore: store,
    assortmentService: 'http://assortment',
    ...extra,
  });
  const outcome = await client.session.login({ username, password: 'Sandbox-2026' });
  if (outcome.outcome !== 'success') throw new Error(`login ${username}: ${outcome.outcome}`);
  return { client, store, session: outcome.session };
}

describe('session lifecycle', () => {
  it('logs in and starts the session: user, stores, customers, assortment, campaigns and cart', async () => {
    const onSessionStart = vi.fn();
    const { session } = await signedIn('erik.flerkund', { hooks: { onSessionStart } });
    expect(session.user.userId).toBe('u0005');
    expect(session.stores.size).toBeGreaterThanOrEqual(25);
    expect(session.customers.map((c) => c.customerId).sort()).toEqual(['10001', '10002', '10006']);
    expect(session.campaigns?.campaigns.length).toBeGreaterThan(0);
    expect(session.cart).toMatchObject({ cartItems: [] });
    expect(onSessionStart).toHaveBeenCalledTimes(1);
  });

  it('returns the challenge and the not-authenticated outcome', async () => {
    const client = createCommerceClient({ commerceUrl: sandbox.url, tokenStore: memoryTokenStore() });
    expect(
      (await client.session.login({ username: 'ny.anvandare', password: SEEDED_TEMPORARY_PASSWORD })).outcome,
    ).toBe('challenge');
    expect((await client.session.login({ username: 'anna.user', password: 'fel' })).outcome).toBe(
      'not_authenticated',
    );
  });

  it('fails the session, logs out and fires the failure hook when the session cannot start', async () => {
    const onSessionFailure = vi.fn();
    await fetch(`${sandbox.url}/__sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/locations', status: 503, times: 3 }),
    });
    const store = memoryTokenStore();
    const client = createCommerceClient({
      commerceUrl: sandbox.url,
      tokenStore: store,
      retry: { limit: 0 },
      hooks: { onSessionFailure },
    });
    const outcome = await client.session.login({ username: 'anna.user', password: 'Sandbox-2026' });
    await fetch(`${sandbox.url}/__sandbox/faults`, { method: 'DELETE' });
    expect(outcome.outcome).toBe('failed');
    expect(store.get()).toBeNull();
    expect(onSessionFailure).toHaveBeenCalledTimes(1);
  });

  it('applies the assortment rules: a named assortment loads its menu, the default none', async () => {
    const { client } = await signedIn('erik.flerkund');
    const first = await client.session.refreshAssortment('10002');
    expect(first).toMatchObject({ name: 'vvs', menu: { assortment: 'vvs' } });
    expect((await client.session.refreshAssortment('10002')).menu).toBe(first.menu);
    expect(await client.session.refreshAssortment('10001')).toEqual({ name: null, menu: null });
    const off = createCommerceClient({
      commerceUrl: sandbox.url,
      tokenStore: memoryTokenStore(),
      assortmentService: 'disabled',
    });
    expect(await off.session.refreshAssortment('10002')).toEqual({ name: null, menu: null });
  });

  it('switches customer context and logs out, clearing in the order of the spec', async () => {
    const cleared: string[] = [];
    const saved: unknown[] = [];
    const { client, store } = await signedIn('erik.flerkund', {
      hooks: { onClear: (step: string) => cleared.push(step) },
      customerContextStorage: {
        get: () => null,
        set: (v: unknown) => saved.push(v),
        remove: () => saved.push('removed'),
      },
    });
    await client.session.customerContext.set('10002', '10002-P2');
    expect(store.get()?.customerId).toBe('10002');
    client.session.customerContext.clear();
    expect(saved).toEqual([{ customerId: '10002', projectId: '10002-P2' }, 'removed']);
    await client.session.logout();
    expect(store.get()).toBeNull();
    expect(cleared).toEqual([
      'user',
      'search',
      'customers',
      'delivery',
      'checkout',
      'cart',
      'assortment',
      'modes',
      'addressCache',
    ]);
  });

  it('keeps campaigns by timestamp: an unchanged set is the same object', async () => {
    const { client } = await signedIn();
    expect(await client.session.loadCampaigns(true)).toBe(await client.session.loadCampaigns(true));
  });
});

describe('cart and checkout', () => {
  it('round-trips a cart and places a partial order', async () => {
    const { client } = await signedIn();
    const cart = await client.cart.get();
    const discontinued = (
      await (await fetch(`${sandbox.url}/__sandbox/articles?kind=discontinued-in-stock`)).json()
    ).articleNumbers[0];
    const added = await client.cart.add(cart.cartId, [
      { articleNumber: '1000001', quantity: 2, deliveryId: 'DBI' },
      { articleNumber: discontinued, quantity: 1, deliveryId: 'EXH' },
    ]);
    expect(added.cartItems).toHaveLength(2);
    const line = added.cartItems[0];
    await client.cart.updateItem(cart.cartId, line?.cartItemId ?? '', { quantity: 3 });
    const csv = await (await client.cart.export(cart.cartId)).text();
    expect(csv).toContain('1000001;3');
    const date = (await client.customers.deliveryDates('10001'))?.dates[0] ?? '';
    await client.cart.setAllDeliveryDates(cart.cartId, date);
    const withVariants = await client.gateway.cartWithVariants({ completeOrderPrice: true });
    expect(withVariants.cartItems[0]?.variant?.price?.netPrice).toBeGreaterThan(0);
    expect(await client.gateway.activeDeliveryIdsInOrder()).toEqual(['DBI', 'EXH']);
    // The gateway's other cart and list reads (§7): the same cart, without variants.
    const gatewayCart = await client.gateway.cart({ locationIds: ['1001'] });
    expect(gatewayCart.cartId).toBe(cart.cartId);
    expect(gatewayCart.cartItems.map((i) => i.articleNumber).sort()).toEqual(
      ['1000001', discontinued].sort(),
    );
    expect(await client.gateway.activeDeliveryIdsInCart()).toEqual(['DBI', 'EXH']);
    const lists = await client.gateway.favoriteLists({ limit: 1 });
    expect(lists.lists.length).toBeLessThanOrEqual(1);
    expect(lists.lists[0]?.user.fullName ?? '').toBeTypeOf('string');
    await fetch(`${sandbox.url}/__sandbox/stock/${discontinued}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ quantity: 0 }),
    });
    const orders = await client.cart.checkout(cart.cartId, {
      DBI: { requestedDeliveryDate: date },
      EXH: { requestedDeliveryDate: date },
    });
    expect(checkoutOutcome(orders, { DBI: 'Utkörning', EXH: 'Leverans till butik' })).toMatchObject({
      outcome: 'partial',
      failedDeliveries: ['Leverans till butik'],
    });
    expect((await client.cart.get()).cartItems.map((i) => i.deliveryId)).toEqual(['EXH']);
  });

  it('maps a cart failure to its detail and the service key', async () => {
    const { client } = await signedIn();
    const error = (await client.cart
      .add('c-unknown', [{ articleNumber: '1000001', quantity: 1, deliveryId: 'DBI' }])
      .catch((e) => e)) as CommerceError;
    expect(error).toMatchObject({
      status: 404,
      messageKey: 'errors.not_found',
      detail: 'cart_add_product',
      service: 'cart',
    });
  });
});

describe('the other services', () => {
  it('reads addresses, favourites, lists, orders, search with its headers and the gateway', async () => {
    const { client } = await signedIn();
    expect((await client.addresses.list()).deliveryAddresses.length).toBeGreaterThan(0);
    expect((await client.favourites.list()).favourites).toHaveLength(50);
    const lists = await client.favouriteLists.list();
    expect(
      (await client.favouriteLists.items(lists.lists[0]?.favoriteId ?? '')).items.length,
    ).toBeGreaterThan(0);
    expect((await client.orders.search({ limit: 5 })).orders).toHaveLength(5);
    const search = await client.search.search({ query: 'skruv' });
    expect(search.total).toBeGreaterThan(0);
    expect((await client.gateway.variants(['1000001']))[0]?.articleNumber).toBe('1000001');
    // Names only (a favourites list): GraphQL answers null price and stock, which the contract accepts.
    const [bare] = await client.gateway.variants(['1000001'], { skipPrice: true, skipStock: true });
    expect(bare).toMatchObject({ articleNumber: '1000001', price: null, stock: null });
    // A listing's cards: the same variant, priced, without its relations.
    const [card] = await client.gateway.listingVariants(['1000001'], { locationIds: ['1001'] });
    expect(card).toMatchObject({ articleNumber: '1000001', price: { articleNumber: '1000001' } });
    expect(card).not.toHaveProperty('relations');
    expect((await client.catalogue.brandConfig()).brands).toHaveLength(4);
    expect((await client.customers.deliveryDates('10001'))?.dates.length).toBeGreaterThan(0);
  });

  it('gives EJ_ORDERHISTORIK a forbidden_action', async () => {
    const { client } = await signedIn('ej.orderhistorik');
    await expect(client.orders.search({})).rejects.toMatchObject({
      status: 403,
      messageKey: 'errors.forbidden_action',
    });
  });
});
