import {
  Address,
  AddressList,
  AddressSearchResponse,
  CustomerAssortment,
  CustomerDeliveryDates,
  CustomerList,
  CustomerTeam,
  FavoriteListItems,
  FavoriteListSummary,
  FavoriteLists,
  FavouriteList,
  PermissionsResponse,
  User,
  UserList,
} from '@shop/commerce-client/contract';
import { isClosedDay } from '@shop/delivery-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../index.ts';
import { call, expectContract, login, privateSandbox } from '../test-utils.ts';

let sandbox: RunningSandbox;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  sandbox = await privateSandbox();
  for (const name of ['anna.user', 'bertil.buyeradmin', 'david.siteadmin', 'erik.flerkund'])
    tokens[name] = (await login(sandbox, name)).token;
});
afterAll(() => sandbox.stop());

describe('users', () => {
  it('answers a user their own profile and 404 for someone they may not see', async () => {
    const me = expectContract(
      User,
      (await call(sandbox, 'GET', '/v2/users/u0001', { token: tokens['anna.user'] })).body,
    );
    expect(me).toMatchObject({ userId: 'u0001', firstName: 'Anna', defaultCustomerId: '10001' });
    expect((await call(sandbox, 'GET', '/v2/users/u0004', { token: tokens['anna.user'] })).status).toBe(404);
    expect((await call(sandbox, 'GET', '/v2/users/u0001')).body).toBe('Invalid token');
  });

  it('lists users for admins only, a buyer admin seeing only their own customers', async () => {
    expect((await call(sandbox, 'GET', '/v2/users', { token: tokens['anna.user'] })).status).toBe(403);
    const buyer = expectContract(
      UserList,
      (await call(sandbox, 'GET', '/v2/users?limit=100', { token: tokens['bertil.buyeradmin'] })).body,
    );
    const site = expectContract(
      UserList,
      (await call(sandbox, 'GET', '/v2/users?limit=100', { token: tokens['david.siteadmin'] })).body,
    );
    expect(buyer.totalNumberOfUsers).toBeLessThan(site.totalNumberOfUsers);
    expect(buyer.users.every((u) => u.customers.some((c) => ['10001', '10004'].includes(c.customerId)))).toBe(
      true,
    );
    expect(buyer.users.map((u) => u.username)).not.toContain('version1.user');
  });

  it('pages 15 users by first name by default, and searches', async () => {
    const page = expectContract(
      UserList,
      (await call(sandbox, 'GET', '/v2/users', { token: tokens['david.siteadmin'] })).body,
    );
    expect(page.users).toHaveLength(15);
    const names = page.users.map((u) => u.firstName);
    expect(names).toEqual([...names].sort());
    const found = expectContract(
      UserList,
      (await call(sandbox, 'GET', '/v2/users?search=bertil', { token: tokens['david.siteadmin'] })).body,
    );
    expect(found.users.map((u) => u.username)).toEqual(['bertil.buyeradmin']);
    expect(
      (await call(sandbox, 'GET', '/v2/users?limit=0', { token: tokens['david.siteadmin'] })).body.field,
    ).toBe('limit');
  });

  it('updates a profile, validating customer, project and store', async () => {
    const token = tokens['erik.flerkund'];
    const ok = await call(sandbox, 'PUT', '/v2/users/u0005', {
      token,
      body: { firstName: 'Erika', defaultCustomerId: '10002', defaultProjectId: '10002-P2' },
    });
    expect(expectContract(User, ok.body)).toMatchObject({
      firstName: 'Erika',
      defaultCustomerId: '10002',
      defaultProjectId: '10002-P2',
    });
    const bad = await call(sandbox, 'PUT', '/v2/users/u0005', {
      token,
      body: { defaultProjectId: '10001-P1' },
    });
    expect(bad).toMatchObject({ status: 400, body: { field: 'defaultProjectId' } });
    expect(
      (await call(sandbox, 'PUT', '/v2/users/u0005', { token, body: { preferredStore: '0000' } })).body.field,
    ).toBe('preferredStore');
    expect((await call(sandbox, 'GET', '/v2/users/u0005', { token })).body.firstName).toBe('Erika');
  });

  it('takes a new e-mail as unverified and a chosen delivery method as the default; refuses a bad address', async () => {
    const token = tokens['erik.flerkund'];
    const changed = await call(sandbox, 'PUT', '/v2/users/u0005', {
      token,
      body: { email: 'erik.ek@rorlaget.example', preferredDeliveryMethod: 'EXH' },
    });
    expect(expectContract(User, changed.body)).toMatchObject({
      email: 'erik.ek@rorlaget.example',
      isEmailVerified: false,
      preferredDeliveryMethod: 'EXH',
      defaultDeliveryMethod: 'EXH',
    });
    const back = await call(sandbox, 'PUT', '/v2/users/u0005', {
      token,
      body: { preferredDeliveryMethod: null },
    });
    expect(back.body.defaultDeliveryMethod).toBe('DBI');
    const bad = await call(sandbox, 'PUT', '/v2/users/u0005', { token, body: { email: 'erik@rorlaget' } });
    expect(bad).toMatchObject({ status: 400, body: { field: 'email' } });
    expect((await call(sandbox, 'GET', '/v2/users/u0005', { token })).body.email).toBe(
      'erik.ek@rorlaget.example',
    );
  });

  it('lets a buyer admin create a user for their own customer only, at most their own rank; the user is challenged at first sign-in', async () => {
    const admin = tokens['bertil.buyeradmin'];
    const user = {
      username: 'kalle.ny',
      firstName: 'Kalle',
      lastName: 'Ny',
      email: 'kalle@nordbygg.example',
      role: 'USER',
      customerId: '10001',
      permissionDenies: ['EJ_SE_PRISER'],
      temporaryPassword: 'Tillfalligt-1',
    };
    const created = await call(sandbox, 'POST', '/v2/users', { token: admin, body: user });
    expect(created.status).toBe(201);
    expect(expectContract(User, created.body).customerPermissions).toEqual([
      expect.objectContaining({ customerId: '10001', role: 'USER', permissionDenies: ['EJ_SE_PRISER'] }),
    ]);
    expect((await call(sandbox, 'POST', '/v2/users', { token: admin, body: user })).status).toBe(409);
    const elsewhere = { ...user, username: 'kalle.annan', customerId: '10002' };
    expect((await call(sandbox, 'POST', '/v2/users', { token: admin, body: elsewhere })).status).toBe(403);
    const higher = { ...user, username: 'kalle.chef', role: 'SITE_ADMIN' };
    expect((await call(sandbox, 'POST', '/v2/users', { token: admin, body: higher })).status).toBe(403);
    expect(
      (
        await call(sandbox, 'POST', '/v2/users', {
          token: tokens['anna.user'],
          body: { ...user, username: 'x.y' },
        })
      ).status,
    ).toBe(403);
    // The temporary password is checked, then a new one is asked for.
    expect(
      (
        await call(sandbox, 'POST', '/v2/sessions/', {
          body: { username: 'kalle.ny', password: 'fel-losen-1' },
        })
      ).status,
    ).toBe(401);
    const first = await call(sandbox, 'POST', '/v2/sessions/', {
      body: { username: 'kalle.ny', password: 'Tillfalligt-1' },
    });
    expect(first.body.challenge).toBe('NEW_PASSWORD_REQUIRED');
  });

  it('refuses an admin changing a user of higher rank, and deactivates one of their own', async () => {
    const admin = tokens['bertil.buyeradmin'];
    const site = await call(sandbox, 'PUT', '/v2/users/u0004', {
      token: admin,
      body: { firstName: 'Hackad' },
    });
    expect(site.status).toBe(403);
    expect(
      (await call(sandbox, 'GET', '/v2/users/u0004', { token: tokens['david.siteadmin'] })).body.firstName,
    ).toBe('David');
    const off = await call(sandbox, 'PUT', '/v2/users/u0001', { token: admin, body: { active: false } });
    expect(off.body.active).toBe(false);
    // A deactivated user cannot sign in.
    expect(
      (
        await call(sandbox, 'POST', '/v2/sessions/', {
          body: { username: 'anna.user', password: 'Sandbox-2026' },
        })
      ).status,
    ).toBe(403);
    expect(
      (await call(sandbox, 'PUT', '/v2/users/u0001', { token: admin, body: { active: true } })).body.active,
    ).toBe(true);
    const self = await call(sandbox, 'PUT', '/v2/users/u0002', {
      token: admin,
      body: { role: 'SITE_ADMIN' },
    });
    expect(self.status).toBe(403);
  });

  it('answers permissions, and role and permission names to admins', async () => {
    expectContract(
      PermissionsResponse,
      (await call(sandbox, 'GET', '/v2/permissions/u0001', { token: tokens['anna.user'] })).body,
    );
    expect(
      (await call(sandbox, 'GET', '/role-names', { token: tokens['bertil.buyeradmin'] })).body,
    ).toContain('SITE_ADMIN');
    expect(
      (await call(sandbox, 'GET', '/permission-names', { token: tokens['bertil.buyeradmin'] })).body,
    ).toHaveLength(8);
    expect((await call(sandbox, 'GET', '/role-names', { token: tokens['anna.user'] })).status).toBe(403);
  });
});

describe('customers', () => {
  it("lists the session user's customers with projects, searchable", async () => {
    const all = expectContract(
      CustomerList,
      (await call(sandbox, 'GET', '/v3/customers?active=1', { token: tokens['erik.flerkund'] })).body,
    );
    expect(all.customers.map((c) => c.customerId).sort()).toEqual(['10001', '10002', '10006']);
    const found = expectContract(
      CustomerList,
      (await call(sandbox, 'GET', '/v3/customers?search=rörlaget', { token: tokens['erik.flerkund'] })).body,
    );
    expect(found.customers.map((c) => c.customerId)).toEqual(['10002']);
    expect(
      (await call(sandbox, 'GET', '/v3/customers?active=2', { token: tokens['erik.flerkund'] })).body.field,
    ).toBe('active');
  });

  it('answers deliverable dates, the assortment and the customer team, 404 for another customer', async () => {
    const dates = expectContract(
      CustomerDeliveryDates,
      (await call(sandbox, 'GET', '/customers/10001/delivery-dates', { token: tokens['anna.user'] })).body,
    );
    expect(dates.dates.every((d) => !isClosedDay(d))).toBe(true);
    expect(
      (await call(sandbox, 'GET', '/customers/10002/delivery-dates', { token: tokens['anna.user'] })).status,
    ).toBe(404);
    const assortment = expectContract(
      CustomerAssortment,
      (await call(sandbox, 'GET', '/customers/10002/assortment', { token: tokens['erik.flerkund'] })).body,
    );
    expect(assortment.name).toBe('vvs');
    expectContract(
      CustomerTeam,
      (await call(sandbox, 'GET', '/crm/customerteam', { token: tokens['anna.user'] })).body,
    );
  });

  it('seeds a user with the deny code EJ_ANDRA_SORTIMENT whose customer has an assortment of its own, and one without it', async () => {
    const accounts = (await call(sandbox, 'GET', '/__sandbox/accounts')).body.accounts as {
      username: string;
      permissionDenies: string[];
      customers: string[];
    }[];
    const byName = new Map(accounts.map((a) => [a.username, a]));
    expect(byName.get('eget.sortiment')).toMatchObject({ permissionDenies: [], customers: ['10003'] });
    expect(byName.get('eget.sortiment.last')).toMatchObject({
      permissionDenies: ['EJ_ANDRA_SORTIMENT'],
      customers: ['10003'],
    });
    for (const username of ['eget.sortiment', 'eget.sortiment.last']) {
      const session = await login(sandbox, username);
      expect(session.customerId).toBe('10003');
      const own = expectContract(
        CustomerAssortment,
        (await call(sandbox, 'GET', '/customers/10003/assortment', { token: session.token })).body,
      );
      expect(own.name).toBe('el');
    }
  });

  it('validates an order of the session customer', async () => {
    const search = await call(sandbox, 'GET', '/orders/search?limit=1', { token: tokens['anna.user'] });
    const orderId = search.body.orders?.[0]?.orderId ?? '5000000';
    const res = await call(sandbox, 'GET', `/v4/customers/orders/${orderId}/validate`, {
      token: tokens['anna.user'],
    });
    expect([200, 404]).toContain(res.status);
    expect(
      (await call(sandbox, 'GET', '/v4/customers/orders/nope/validate', { token: tokens['anna.user'] }))
        .status,
    ).toBe(404);
  });
});

describe('addresses', () => {
  it('lists the customer addresses, preselected first, with the Åland one as AX', async () => {
    const { deliveryAddresses } = expectContract(
      AddressList,
      (await call(sandbox, 'GET', '/address', { token: tokens['anna.user'] })).body,
    );
    expect(deliveryAddresses[0]?.preselected).toBe(true);
    expect(deliveryAddresses.find((a) => a.postalCode === '22100')?.countryCode).toBe('AX');
    expect(deliveryAddresses.some((a) => !a.validForDelivery)).toBe(true);
    expect(deliveryAddresses.some((a) => a.recipientName === null)).toBe(true);
  });

  it('creates, updates and deletes an address; a read-only one cannot change', async () => {
    const token = tokens['anna.user'];
    const body = {
      label: 'Bod 7',
      name: 'Nordbygg AB',
      address1: 'Bryggvägen 1',
      postalCode: '117 43',
      postalAddress: 'Stockholm',
    };
    const created = expectContract(Address, (await call(sandbox, 'POST', '/address', { token, body })).body);
    expect(created.postalCode).toBe('11743');
    const updated = await call(sandbox, 'PUT', `/address/${created.addressId}`, {
      token,
      body: { ...body, label: 'Bod 8' },
    });
    expect(updated.body.label).toBe('Bod 8');
    expect((await call(sandbox, 'DELETE', `/address/${created.addressId}`, { token })).status).toBe(204);
    const list = (await call(sandbox, 'GET', '/address', { token })).body.deliveryAddresses;
    const readOnly = list.find((a: { readOnly: boolean }) => a.readOnly);
    expect((await call(sandbox, 'DELETE', `/address/${readOnly.addressId}`, { token })).status).toBe(403);
  });

  it('refuses a bad postal code and changes nothing', async () => {
    const token = tokens['anna.user'];
    const before = (await call(sandbox, 'GET', '/address', { token })).body.deliveryAddresses.length;
    const res = await call(sandbox, 'POST', '/address', {
      token,
      body: { label: 'x', name: 'y', address1: 'z', postalCode: '12', postalAddress: 'Ort' },
    });
    expect(res).toMatchObject({ status: 400, body: { field: 'postalCode' } });
    expect((await call(sandbox, 'GET', '/address', { token })).body.deliveryAddresses.length).toBe(before);
  });

  it('searches addresses by every word', async () => {
    const res = await call(sandbox, 'POST', '/locations/addresses/search', {
      body: { query: 'stortorget malmö' },
    });
    expect(expectContract(AddressSearchResponse, res.body).addresses[0]).toMatchObject({
      address1: 'Stortorget 2',
      postalAddress: 'Malmö',
    });
  });
});

describe('favourites', () => {
  it('stops at 50 favourites with favourites_limit and adds nothing', async () => {
    const token = tokens['anna.user'];
    const before = expectContract(
      FavouriteList,
      (await call(sandbox, 'GET', '/users/favourites', { token })).body,
    ).favourites;
    expect(before).toHaveLength(50);
    const res = await call(sandbox, 'POST', '/users/favourites', {
      token,
      body: { articleNumber: '1000300' },
    });
    expect(res).toMatchObject({ status: 409, body: { error: 'favourites_limit' } });
    expect((await call(sandbox, 'GET', '/users/favourites', { token })).body.favourites).toHaveLength(50);
  });

  it('refuses a limit that is not a whole number from 1 to 50', async () => {
    const token = tokens['anna.user'];
    for (const limit of ['-5', '0', '51', '2.5', 'x']) {
      const res = await call(sandbox, 'GET', `/users/favourites?limit=${limit}`, { token });
      expect({ limit, status: res.status }).toEqual({ limit, status: 400 });
    }
    expect((await call(sandbox, 'GET', '/users/favourites?limit=3', { token })).body.favourites).toHaveLength(
      3,
    );
  });

  it('adds and removes a favourite below the cap; refuses an unknown article', async () => {
    const token = tokens['erik.flerkund'];
    const added = await call(sandbox, 'POST', '/users/favourites', {
      token,
      body: { articleNumber: '1000300' },
    });
    expect(added.status).toBe(201);
    expect(
      (await call(sandbox, 'DELETE', `/users/favourites?favouriteIds=${added.body.favouriteId}`, { token }))
        .status,
    ).toBe(204);
    expect(
      (await call(sandbox, 'POST', '/users/favourites', { token, body: { articleNumber: '9999999' } })).body
        .field,
    ).toBe('articleNumber');
  });
});

describe('favourite lists', () => {
  it('refuses a quantity the cart would refuse (a part of a whole unit, 1e-309), and changes nothing', async () => {
    const token = tokens['anna.user'];
    const created = (
      await call(sandbox, 'POST', '/v2/favorites', {
        token,
        body: { name: 'Antal', access: 'PRIVATE', items: [{ articleNumber: '1000001', quantity: 2 }] },
      })
    ).body;
    for (const quantity of [1e-309, 1.5]) {
      const add = await call(sandbox, 'PUT', `/v2/favorites/${created.favoriteId}/articles`, {
        token,
        body: { items: [{ articleNumber: '1000002', quantity }] },
      });
      expect({ quantity, status: add.status }).toEqual({ quantity, status: 400 });
      const create = await call(sandbox, 'POST', '/v2/favorites', {
        token,
        body: { name: 'Fel', access: 'PRIVATE', items: [{ articleNumber: '1000002', quantity }] },
      });
      expect({ quantity, status: create.status }).toEqual({ quantity, status: 400 });
    }
    const items = (await call(sandbox, 'GET', `/v3/favorites/${created.favoriteId}/items`, { token })).body
      .items;
    const change = await call(
      sandbox,
      'PUT',
      `/v2/favorites/${created.favoriteId}/articles/${items[0].favoriteItemId}`,
      {
        token,
        body: { quantity: 2.5 },
      },
    );
    expect(change.status).toBe(400);
    const after = (await call(sandbox, 'GET', `/v3/favorites/${created.favoriteId}/items`, { token })).body
      .items;
    expect(
      after.map((i: { articleNumber: string; quantity: number }) => [i.articleNumber, i.quantity]),
    ).toEqual([['1000001', 2]]);
  });

  it('lists own and shared lists, creates one, adds, changes and removes items', async () => {
    const token = tokens['anna.user'];
    const lists = expectContract(
      FavoriteLists,
      (await call(sandbox, 'GET', '/v2/favorites', { token })).body,
    ).lists;
    expect(lists.map((l) => l.favoriteName)).toContain('Standardbeställning byggbod');
    const created = expectContract(
      FavoriteListSummary,
      (
        await call(sandbox, 'POST', '/v2/favorites', {
          token,
          body: { name: 'Ny lista', access: 'PRIVATE', items: [{ articleNumber: '1000001', quantity: 2 }] },
        })
      ).body,
    );
    expect(created.totalRows).toBe(1);
    await call(sandbox, 'PUT', `/v2/favorites/${created.favoriteId}/articles`, {
      token,
      body: { items: [{ articleNumber: '1000002', quantity: 5 }] },
    });
    const items = expectContract(
      FavoriteListItems,
      (await call(sandbox, 'GET', `/v3/favorites/${created.favoriteId}/items?offset=0&limit=10`, { token }))
        .body,
    );
    expect(items.items.map((i) => i.articleNumber)).toEqual(['1000001', '1000002']);
    const first = items.items[0]?.favoriteItemId;
    await call(sandbox, 'PUT', `/v2/favorites/${created.favoriteId}/articles/${first}`, {
      token,
      body: { quantity: 9 },
    });
    await call(sandbox, 'PUT', `/v2/favorites/${created.favoriteId}/articles/batch/delete`, {
      token,
      body: { itemIds: [items.items[1]?.favoriteItemId] },
    });
    const after = (await call(sandbox, 'GET', `/v3/favorites/${created.favoriteId}/items`, { token })).body;
    expect(after.items).toEqual([expect.objectContaining({ articleNumber: '1000001', quantity: 9 })]);
    expect(
      (await call(sandbox, 'PUT', `/v2/favorites/${created.favoriteId}`, { token, body: { name: 'Omdöpt' } }))
        .body.favoriteName,
    ).toBe('Omdöpt');
    expect((await call(sandbox, 'DELETE', `/v2/favorites/${created.favoriteId}`, { token })).status).toBe(
      204,
    );
  });

  it("hides another user's private list and refuses unknown articles atomically", async () => {
    expect((await call(sandbox, 'GET', '/v2/favorites/l2', { token: tokens['erik.flerkund'] })).status).toBe(
      404,
    );
    const token = tokens['anna.user'];
    const res = await call(sandbox, 'PUT', '/v2/favorites/l2/articles', {
      token,
      body: {
        items: [
          { articleNumber: '1000001', quantity: 1 },
          { articleNumber: '9999999', quantity: 1 },
        ],
      },
    });
    expect(res.status).toBe(400);
    expect((await call(sandbox, 'GET', '/v2/favorites/l2', { token })).body.totalRows).toBe(12);
  });

  it('lets a colleague rename a shared list but not change who sees it; only the owner may', async () => {
    const colleague = tokens['bertil.buyeradmin'];
    const hide = await call(sandbox, 'PUT', '/v2/favorites/l1', {
      token: colleague,
      body: { access: 'PRIVATE' },
    });
    expect(hide.status).toBe(403);
    const renamed = await call(sandbox, 'PUT', '/v2/favorites/l1', {
      token: colleague,
      body: { name: 'Byggbod, standard' },
    });
    expect(renamed.body).toMatchObject({ favoriteName: 'Byggbod, standard', access: 'CUSTOMER' });
    const owner = tokens['anna.user'];
    expect(
      (
        await call(sandbox, 'PUT', '/v2/favorites/l1', {
          token: owner,
          body: { name: 'Standardbeställning byggbod' },
        })
      ).body.access,
    ).toBe('CUSTOMER');
  });

  it('refuses a 51st list and changes nothing', async () => {
    const token = (await login(sandbox, 'ej.se.rabatter')).token;
    const count = async () =>
      ((await call(sandbox, 'GET', '/v2/favorites', { token })).body.lists as { userId: string }[]).filter(
        (l) => l.userId !== 'u0001',
      ).length;
    const before = await count();
    for (let i = before; i < 50; i++)
      expect(
        (
          await call(sandbox, 'POST', '/v2/favorites', {
            token,
            body: { name: `Lista ${i + 1}`, access: 'PRIVATE' },
          })
        ).status,
      ).toBe(201);
    const refused = await call(sandbox, 'POST', '/v2/favorites', {
      token,
      body: { name: 'Lista 51', access: 'PRIVATE' },
    });
    expect(refused).toMatchObject({ status: 409, body: { error: 'favorites_limit' } });
    expect(await count()).toBe(50);
  });
});
