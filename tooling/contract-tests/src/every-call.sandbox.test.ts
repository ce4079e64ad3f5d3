import { type CommerceClient, createCommerceClient, memoryTokenStore } from '@shop/commerce-client';
import { matchServiceRoute } from '@shop/commerce-client/contract';
import { type RunningSandbox, SEEDED_TEMPORARY_PASSWORD, startSandbox } from '@shop/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Every call of the client against the sandbox: the request the client
 * builds is accepted and the answer passes the call's contract schema (the
 * client parses it; a mismatch would reject).
 */
let sandbox: RunningSandbox;
let anna: CommerceClient;
let admin: CommerceClient;

/** Every request the clients sent: method and path. */
const sent: string[] = [];
const recording: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  sent.push(`${request.method} ${new URL(request.url).pathname}`);
  return fetch(request);
};

async function signIn(username: string) {
  const store = memoryTokenStore();
  const client = createCommerceClient({ commerceUrl: sandbox.url, tokenStore: store, fetch: recording });
  const tokens = await client.auth.login({ username, password: 'Sandbox-2026' });
  if (!('token' in tokens)) throw new Error('expected tokens');
  store.set(tokens);
  return client;
}

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, db: ':memory:' });
  anna = await signIn('anna.user');
  admin = await signIn('david.siteadmin');
});
afterAll(() => sandbox.stop());

describe('every call answers within its contract', () => {
  it('users and customers', async () => {
    expect((await anna.users.get('u0001')).userId).toBe('u0001');
    expect(await anna.users.name('u0001')).toMatchObject({ fullName: 'Anna Andersson' });
    expect((await admin.users.list({ search: 'anna' })).users.map((u) => u.username)).toContain('anna.user');
    expect((await anna.users.update('u0001', { lastName: 'Andersson' })).lastName).toBe('Andersson');
    expect((await anna.users.permissions('u0001')).userId).toBe('u0001');
    expect(await admin.users.roleNames()).toContain('USER');
    expect(await admin.users.permissionNames()).toContain('EJ_ORDER');
    expect((await anna.users.customerTeam()).members.length).toBeGreaterThan(0);
    expect(
      (await anna.customers.list({ active: true, search: 'nord', virtualContext: false })).customers,
    ).toHaveLength(1);
    expect((await anna.customers.list()).customers).toHaveLength(1);
    expect((await anna.customers.assortment('10001')).name).toBe('default');
    const orderId = (await anna.orders.search({ limit: 1 })).orders[0]?.orderId ?? '';
    expect((await anna.customers.validateOrder(orderId)).orderId).toBe(orderId);
  });

  it('addresses and favourites', async () => {
    const created = await anna.addresses.create({
      label: 'Bod',
      name: 'Nordbygg',
      address1: 'Gatan 1',
      postalCode: '11122',
      postalAddress: 'Stockholm',
    });
    expect(
      (
        await anna.addresses.update(created.addressId, {
          label: 'Bod 2',
          name: 'Nordbygg',
          address1: 'Gatan 1',
          postalCode: '11122',
          postalAddress: 'Stockholm',
        })
      ).label,
    ).toBe('Bod 2');
    await anna.addresses.remove(created.addressId);
    expect((await anna.addresses.search('stortorget')).addresses.length).toBeGreaterThan(0);
    const favourites = (await anna.favourites.list()).favourites;
    await anna.favourites.remove([favourites[0]?.favouriteId ?? '']);
    expect(await anna.favourites.add('1000300')).toMatchObject({ articleNumber: '1000300' });
  });

  it('favourite lists', async () => {
    const list = await anna.favouriteLists.create({
      name: 'Test',
      access: 'PRIVATE',
      items: [{ articleNumber: '1000001', quantity: 1 }],
    });
    expect((await anna.favouriteLists.get(list.favoriteId)).favoriteName).toBe('Test');
    await anna.favouriteLists.update(list.favoriteId, { access: 'CUSTOMER' });
    await anna.favouriteLists.addArticles(list.favoriteId, [{ articleNumber: '1000002', quantity: 2 }]);
    const items = await anna.favouriteLists.items(list.favoriteId);
    await anna.favouriteLists.setQuantity(list.favoriteId, items.items[0]?.favoriteItemId ?? '', 5);
    expect(
      (await anna.favouriteLists.removeItems(list.favoriteId, [items.items[1]?.favoriteItemId ?? '']))
        .totalRows,
    ).toBe(1);
    await anna.favouriteLists.remove(list.favoriteId);
  });

  it('campaigns, catalogue, stock, prices, locations and search', async () => {
    expect((await anna.campaigns.active(false)).campaigns.length).toBeGreaterThan(0);
    expect(
      (await anna.campaigns.selectedProductGroup('vinterkampanj-verktyg')).articleNumbers.length,
    ).toBeGreaterThan(0);
    expect((await anna.catalogue.breadcrumb('c1', { images: true })).name).toBe('Infästning');
    expect((await anna.catalogue.searchBreadcrumbs({ breadcrumbs: ['c1'] })).result).toHaveLength(1);
    expect((await anna.catalogue.menu()).entries).toHaveLength(8);
    expect((await anna.catalogue.languageConfig()).currency).toBe('SEK');
    expect((await anna.catalogue.attributeSequence('c1-1')).sequence.length).toBeGreaterThan(0);
    expect((await anna.stock.get(['1000001'], ['9000'])).stock).toHaveLength(1);
    expect((await anna.prices.brackets('1000001')).articleNumber).toBe('1000001');
    expect((await anna.locations.list({ deliveryMethod: 'EXH' })).locations.length).toBeGreaterThan(0);
    expect(
      (await anna.search.entitiesByAttribute({ attributeName: 'SSG', attributeValues: ['SSG-1000001'] }))
        .entities,
    ).toHaveLength(1);
    await anna.search.createEvents({
      trackingId: 'abc',
      events: [{ type: 'click', entity: { type: 'Variant', id: '1000001' } }],
    });
  });

  it('orders', async () => {
    const orderId =
      (await anna.orders.search({ orderStatus: 'INVOICED', limit: 1 })).orders[0]?.orderId ?? '';
    expect((await anna.orders.download(orderId)).type).toBe('application/pdf');
    expect((await anna.orders.confirmation(orderId)).size).toBeGreaterThan(1000);
    expect((await anna.orders.invoices(orderId)).invoices).toHaveLength(1);
    expect(await anna.orders.addresses(orderId)).toHaveProperty('invoice');
    expect(await anna.orders.email(orderId, 'Till ekonomi')).toMatchObject({ accepted: true });
    expect(await anna.orders.inquiry({ subject: 'Fråga', message: 'Hej' })).toMatchObject({ accepted: true });
    expect(await anna.orders.orderId(orderId)).toEqual({ orderId });
  });

  it('deliveries, delivery notes and back-orders', async () => {
    const [waiting] = (await anna.orders.search({ backOrdered: 'true', projectId: '10001-P1', limit: 1 }))
      .orders;
    expect(waiting?.backOrderedLines).toBeGreaterThan(0);
    const view = await anna.orders.deliveries(waiting?.orderId ?? '');
    expect(view.lines.some((l) => l.state === 'BACK_ORDERED')).toBe(true);
    const [consignment] = view.consignments;
    const note = await anna.orders.deliveryNote(view.orderId, consignment?.consignmentId ?? '');
    expect(note.type).toBe('application/pdf');
    expect(new TextDecoder().decode((await note.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    const summary = await anna.orders.backOrders();
    expect(summary).toMatchObject({ projectId: '10001-P1', orders: 3 });
    expect(await anna.orders.backOrders({ projectId: '10001-P2' })).toMatchObject({ orders: 1 });
    // Another customer's user: the same order and note are not found.
    const other = await signIn('punchout.user');
    await expect(other.orders.deliveries(view.orderId)).rejects.toMatchObject({ status: 404 });
    await expect(
      other.orders.deliveryNote(view.orderId, consignment?.consignmentId ?? ''),
    ).rejects.toMatchObject({
      status: 404,
    });
  });

  it("the customer's own article numbers and the batch resolve", async () => {
    const buyerAdmin = await signIn('bertil.buyeradmin');
    const page = await anna.ownNumbers.list({ q: 'NB-100', limit: 5, offset: 0 });
    expect(page).toMatchObject({ total: 9, limit: 5, offset: 0 });
    const first = page.ownNumbers[0];
    expect((await anna.ownNumbers.get(first?.id ?? '')).ownNumber).toBe('NB-1001');
    const created = await buyerAdmin.ownNumbers.create({ ownNumber: 'KT-1', articleNumber: '1000-001' });
    expect(created.articleNumber).toBe('1000001');
    expect(
      (
        await buyerAdmin.ownNumbers.update(created.id, {
          ownNumber: 'KT-1',
          articleNumber: '1000002',
          note: 'x',
        })
      ).note,
    ).toBe('x');
    await buyerAdmin.ownNumbers.remove(created.id);
    const file = await anna.ownNumbers.exportCsv();
    // A UTF-8 byte-order mark first (Blob.text() drops it), then the header.
    expect([...new Uint8Array(await file.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect((await file.text()).split('\r\n')[0]).toBe('Eget artikelnummer;Artikelnummer;Benämning;Notering');
    const imported = await buyerAdmin.ownNumbers.importCsv(new Blob(['KT-2;1000003\nKT-3;9999999\n']));
    expect(imported).toMatchObject({
      saved: 1,
      created: 1,
      refused: [{ line: 2, reason: 'ARTICLE_UNKNOWN' }],
    });
    const resolved = await anna.articles.resolve(['1000-001', 'nb-1001', 'KT-2', 'okänt-nr'], {
      locationIds: ['1001'],
    });
    expect(resolved.results.map((r) => r.matchedBy)).toEqual(['article', 'own', 'own', null]);
    expect(resolved.variants.every((v) => v.stock?.locations.length === 1)).toBe(true);
    // A USER reads but does not write: the service's 403 is the client's forbidden_action.
    await expect(
      anna.ownNumbers.create({ ownNumber: 'KT-4', articleNumber: '1000001' }),
    ).rejects.toMatchObject({
      status: 403,
      messageKey: 'errors.forbidden_action',
    });
  });

  it("the order reference setting, checkout's refusal with its message keys, and orders by reference", async () => {
    // punchout.user signed in as usual: a USER of 10004, whose orders need a project number.
    const buyer = await signIn('punchout.user');
    const buyerAdmin = await signIn('bertil.buyeradmin');
    const seeded = await buyer.customers.orderReference('10004');
    expect(seeded).toMatchObject({ referenceRequired: true, referencePattern: '^P-\\d{5}$' });
    const changed = await buyerAdmin.customers.updateOrderReference('10004', {
      referenceRequired: true,
      referencePattern: 'P-\\d{3}',
      referenceHelp: 'Tre siffror',
    });
    expect(changed).toMatchObject({ referencePattern: 'P-\\d{3}', referenceHelp: 'Tre siffror' });
    await expect(
      buyerAdmin.customers.updateOrderReference('10004', {
        referenceRequired: true,
        referencePattern: '(a+)+',
      }),
    ).rejects.toMatchObject({ status: 400, body: { field: 'referencePattern' } });
    // A USER reads it but does not change it.
    await expect(
      buyer.customers.updateOrderReference('10004', { referenceRequired: false }),
    ).rejects.toMatchObject({ status: 403, messageKey: 'errors.forbidden_action' });

    const cart = await buyer.cart.get();
    await buyer.cart.empty(cart.cartId);
    await buyer.cart.add(cart.cartId, [{ articleNumber: '1000001', quantity: 1, deliveryId: 'DBI' }]);
    const date = (await buyer.customers.deliveryDates('10004'))?.dates[0] ?? '';
    const addressId = (await buyer.addresses.list()).deliveryAddresses[0]?.addressId ?? '';
    const order = (reference?: string) =>
      buyer.cart.checkout(cart.cartId, { DBI: { requestedDeliveryDate: date, addressId, reference } });
    await expect(order()).rejects.toMatchObject({ status: 400, messageKey: 'errors.reference_required' });
    await expect(order('P-12')).rejects.toMatchObject({
      status: 400,
      messageKey: 'errors.reference_invalid',
    });
    const [placed] = await order('P-271');
    expect(placed?.success).toBe(true);
    const found = await buyer.orders.search({ reference: 'p-27' });
    expect(found.orders.map((o) => o.orderId)).toEqual([placed?.tempOrderId]);
    await buyerAdmin.customers.updateOrderReference('10004', {
      referenceRequired: seeded.referenceRequired,
      referencePattern: seeded.referencePattern,
      referenceHelp: seeded.referenceHelp,
    });
  });

  it('product documents and a project documentation pack', async () => {
    const pack = await anna.documents.forProject('10001-P4', {
      fromDate: '2025-01-01',
      toDate: '2025-06-30',
    });
    expect(pack.articles).toHaveLength(5);
    expect(pack.documents).toHaveLength(9);
    const article = pack.articles.find((a) => a.documentIds.length === 4)?.articleNumber ?? '';
    const { documents } = await anna.documents.forArticle(article);
    expect(documents.map((d) => d.documentId)).toEqual(
      pack.articles.find((a) => a.articleNumber === article)?.documentIds,
    );
    // Another customer's project: the client rejects with the catalogue's key for a 404.
    const rorlaget = await signIn('version1.user');
    await expect(rorlaget.documents.forProject('10001-P4')).rejects.toMatchObject({ status: 404 });
  });

  it('forms', async () => {
    const values = { projekt: 'Kv. Eken', antal: '12' };
    expect(await anna.forms.submit('formular-offert', values)).toMatchObject({ formId: 'formular-offert' });
  });

  it('the cart calls', async () => {
    const cart = await anna.cart.get();
    const { cartItems } = await anna.cart.add(cart.cartId, [
      { articleNumber: '1000001', quantity: 1, deliveryId: 'DBI' },
      { articleNumber: '1000002', quantity: 1, deliveryId: 'DBI' },
      { articleNumber: '1000003', quantity: 1, deliveryId: 'EXH' },
    ]);
    await anna.cart.updateItems(cart.cartId, [{ itemId: cartItems[0]?.cartItemId ?? '', quantity: 2 }]);
    expect(await (await anna.cart.export(cart.cartId, [cartItems[0]?.cartItemId ?? ''])).text()).toBe(
      'artikelnummer;antal\r\n1000001;2\r\n',
    );
    await anna.cart.removeItem(cart.cartId, cartItems[1]?.cartItemId ?? '');
    await anna.cart.removeItems(cart.cartId, [cartItems[2]?.cartItemId ?? '']);
    const date = (await anna.customers.deliveryDates('10001'))?.dates[0] ?? '';
    expect(
      (await anna.cart.setDeliveryDate(cart.cartId, 'DBI', date)).deliveries[0]?.requestedDeliveryDate,
    ).toBe(date);
    expect((await anna.cart.includeInOrder(cart.cartId, 'DBI', false)).deliveryIdsInOrder).toEqual([]);
    const uploaded = await anna.cart.upload(cart.cartId, new Blob(['1000004;2\n']), 'lista.csv', 'DBI');
    expect(uploaded.cartItems.map((i) => i.articleNumber)).toContain('1000004');
    expect((await anna.cart.empty(cart.cartId)).cartItems).toEqual([]);
    const other = await anna.cart.setStatus(cart.cartId, 'DELETED');
    expect(other.status).toBe('DELETED');
    const next = await anna.cart.get();
    await expect(anna.cart.transfer(next.cartId, cart.cartId)).resolves.toMatchObject({ cartItems: [] });
  });

  it('auth extras', async () => {
    const visitor = createCommerceClient({ commerceUrl: sandbox.url, tokenStore: memoryTokenStore() });
    await expect(visitor.auth.requestCredentials('anna.user')).resolves.toMatchObject({ accepted: true });
    expect(
      await visitor.auth.ociLogin({
        username: 'punchout.user',
        password: 'Sandbox-2026',
        hookUrl: 'https://sap.example.test/oci',
      }),
    ).toHaveProperty('token');
    const challenge = await visitor.auth.login({
      username: 'ny.anvandare',
      password: SEEDED_TEMPORARY_PASSWORD,
    });
    if (!('challenge' in challenge)) throw new Error('expected a challenge');
    expect(
      await visitor.auth.activateUser({
        username: 'ny.anvandare',
        session: challenge.session,
        newPassword: 'Bygget2026',
      }),
    ).toHaveProperty('token');
    await expect(visitor.users.get('u0001')).rejects.toMatchObject({
      status: 401,
      messageKey: 'errors.invalid_token',
    });
  });
});

describe("the storefront server's /api allow-list (PAGE_SERVICE_ROUTES)", () => {
  // Runs after the calls above: each request they sent must be one the brand server forwards,
  // or a session call it makes itself (never forwarded from a page).
  it('holds every request the client sent above, so a new call cannot be forgotten in it', () => {
    const serverOnly = /^(POST \/v2\/sessions\/|POST \/v2\/oci\/sessions|DELETE \/v2\/sessions\/[^/]+)$/;
    expect(sent.length).toBeGreaterThan(50);
    const missing = [...new Set(sent)].filter((line) => {
      if (serverOnly.test(line)) return false;
      const [method = '', path = ''] = line.split(' ');
      return matchServiceRoute(method, path) === null;
    });
    expect(missing).toEqual([]);
  });
});
