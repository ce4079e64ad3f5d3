import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import {
  AddFavouriteRequest,
  type Address,
  AddressInput,
  AddressSearchRequest,
  type Customer,
  FAVOURITES_MAX,
  FavoriteListAddArticles,
  FavoriteListPatch,
  FavoriteListWrite,
  PERMISSION_DENY_CODES,
  type Role,
  type TokenClaims,
  type User,
  UserCreate,
  UserListQuery,
  UserUpdate,
} from '@shop/commerce-client/contract';
import { countryCodeForPostalCode, nextDeliverableDate } from '@shop/delivery-rules';
import type { Context, Hono } from 'hono';
import * as z from 'zod/mini';
import {
  ADMIN_ROLES,
  type AuthEnv,
  customerPermissionsOf,
  mayUseProject,
  ROLE_RANK,
  requireAuth,
  requireRole,
  type UserRow,
} from '../auth.ts';
import type { SandboxContext } from '../context.ts';
import { transaction } from '../db.ts';
import { badRequest, forbidden, HttpError, jsonBody, notFound, validate } from '../http.ts';
import { hashPassword } from '../seed/accounts.ts';

interface AddressRow {
  id: string;
  customer_id: string;
  label: string;
  name: string;
  recipient_name: string | null;
  address1: string;
  address2: string | null;
  address3: string | null;
  postal_code: string;
  postal_address: string;
  country_code: 'SE' | 'AX';
  read_only: number;
  preselected: number;
  valid_for_delivery: number;
  phone: string | null;
}

export function toAddress(row: AddressRow): Address {
  return {
    addressId: row.id,
    label: row.label,
    name: row.name,
    recipientName: row.recipient_name,
    address1: row.address1,
    address2: row.address2,
    address3: row.address3,
    postalCode: row.postal_code,
    postalAddress: row.postal_address,
    countryCode: row.country_code,
    readOnly: row.read_only === 1,
    preselected: row.preselected === 1,
    validForDelivery: row.valid_for_delivery === 1,
    customerId: row.customer_id,
    phone: row.phone,
  };
}

function toUser(db: DatabaseSync, row: UserRow): User {
  const permissions = customerPermissionsOf(db, row.id);
  const customers = db
    .prepare(
      `SELECT c.id, c.name FROM user_customers uc JOIN customers c ON c.id = uc.customer_id WHERE uc.user_id = ? ORDER BY c.id`,
    )
    .all(row.id) as { id: string; name: string }[];
  return {
    userId: row.id,
    username: row.username,
    isEmailVerified: row.email_verified === 1,
    firstName: row.first_name,
    lastName: row.last_name,
    mobileNumber: row.mobile_number,
    isPhoneNumberVerified: row.mobile_number !== null,
    email: row.email,
    customers: customers.map((c) => ({ customerId: c.id, customerName: c.name })),
    customerPermissions: permissions,
    preferredStore: row.preferred_store,
    preferredDeliveryMethod: (row.preferred_delivery_method as User['preferredDeliveryMethod']) ?? null,
    roles: [row.role],
    active: row.active === 1,
    defaultDeliveryMethod: (row.preferred_delivery_method as User['defaultDeliveryMethod'] | null) ?? 'DBI',
    defaultCustomerId: row.default_customer_id,
    defaultProjectId: row.default_project_id,
  };
}

/** The customers an admin administers: for a BUYER_ADMIN their own; SELLER_ADMIN and SITE_ADMIN every customer. */
export function administeredCustomers(claims: TokenClaims): Set<string> | 'all' {
  if (ROLE_RANK[claims.role] >= ROLE_RANK.SELLER_ADMIN) return 'all';
  return new Set(
    claims.customerPermissions.filter((p) => ADMIN_ROLES.includes(p.role)).map((p) => p.customerId),
  );
}

export function registerAccountRoutes(app: Hono<AuthEnv>, ctx: SandboxContext): void {
  const { db } = ctx;
  const auth = requireAuth(ctx.auth);
  const userById = db.prepare(`SELECT * FROM users WHERE id = ?`);
  const customersOfUser = db.prepare(`SELECT customer_id FROM user_customers WHERE user_id = ?`);

  function canSeeUser(claims: TokenClaims, userId: string): boolean {
    if (claims.sub === userId) return true;
    if (ROLE_RANK[claims.role] < ROLE_RANK.BUYER_ADMIN) return false;
    const scope = administeredCustomers(claims);
    if (scope === 'all') return true;
    return (customersOfUser.all(userId) as { customer_id: string }[]).some((r) => scope.has(r.customer_id));
  }

  function loadVisibleUser(c: Context<AuthEnv>): UserRow {
    const claims = c.get('auth');
    const id = c.req.param('id') ?? '';
    const row = userById.get(id) as UserRow | undefined;
    if (!row || !canSeeUser(claims, id)) throw notFound('Användaren');
    return row;
  }

  app.get('/v2/users/:id', auth, (c) => c.json(toUser(db, loadVisibleUser(c))));
  app.get('/users/name/:id', auth, (c) => {
    const row = loadVisibleUser(c);
    return c.json({
      userId: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      fullName: `${row.first_name} ${row.last_name}`,
    });
  });

  app.get('/v2/users', auth, (c) => {
    const claims = c.get('auth');
    requireRole(claims, 'BUYER_ADMIN');
    const query = validate(UserListQuery, c.req.query());
    const scope = administeredCustomers(claims);
    const orderBy = { firstName: 'first_name', lastName: 'last_name', email: 'email', username: 'username' }[
      query.orderBy ?? 'firstName'
    ];
    const desc = query.desc === '1' || query.desc === 'true';
    const rows = db
      .prepare(`SELECT * FROM users ORDER BY ${orderBy} ${desc ? 'DESC' : 'ASC'}, id`)
      .all() as unknown as UserRow[];
    const search = query.search?.toLowerCase();
    const visible = rows.filter((row) => {
      if (query.active !== undefined && row.active !== Number(query.active)) return false;
      if (
        search &&
        ![row.first_name, row.last_name, row.email, row.username].some((v) =>
          v.toLowerCase().includes(search),
        )
      )
        return false;
      if (scope === 'all') return true;
      return (customersOfUser.all(row.id) as { customer_id: string }[]).some((r) => scope.has(r.customer_id));
    });
    const offset = query.offset ?? 0;
    const limit = query.limit ?? 15;
    return c.json({
      users: visible.slice(offset, offset + limit).map((row) => toUser(db, row)),
      totalNumberOfUsers: visible.length,
    });
  });

  /**
   * An admin changes another user only within their customers and never one of higher rank
   * (a BUYER_ADMIN may not touch a SITE_ADMIN), and gives no role above their own.
   */
  function requireRank(claims: TokenClaims, target: UserRow, role?: Role) {
    if (claims.sub === target.id && role === undefined) return;
    requireRole(claims, 'BUYER_ADMIN');
    if (ROLE_RANK[target.role] > ROLE_RANK[claims.role] || (role && ROLE_RANK[role] > ROLE_RANK[claims.role]))
      throw forbidden('Du kan inte ändra en användare med högre behörighet');
  }
  function requireAdministered(claims: TokenClaims, customerId: string) {
    const scope = administeredCustomers(claims);
    if (scope !== 'all' && !scope.has(customerId)) throw forbidden('Kunden administreras inte av dig');
  }

  app.post('/v2/users', auth, async (c) => {
    const claims = c.get('auth');
    requireRole(claims, 'BUYER_ADMIN');
    const input = validate(UserCreate, await jsonBody(c));
    requireAdministered(claims, input.customerId);
    if (ROLE_RANK[input.role] > ROLE_RANK[claims.role])
      throw forbidden('Du kan inte ge en högre behörighet än din egen');
    if (db.prepare(`SELECT 1 AS x FROM users WHERE username = ?`).get(input.username))
      throw new HttpError(409, 'username_taken', 'Användarnamnet är upptaget', { field: 'username' });
    const n = (db.prepare(`SELECT COUNT(*) AS n FROM users`).get() as { n: number }).n;
    const id = `u${String(n + 1).padStart(4, '0')}-${randomUUID().slice(0, 8)}`;
    transaction(db, () => {
      db.prepare(
        `INSERT INTO users (id, username, password_hash, first_name, last_name, email, mobile_number, role, active, token_version,
           needs_activation, default_customer_id, default_project_id, preferred_store, preferred_delivery_method, email_verified, note)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1, 2, 1, ?, NULL, NULL, NULL, 0, ?)`,
      ).run(
        id,
        input.username,
        hashPassword(input.temporaryPassword, `salt-${id}`),
        input.firstName,
        input.lastName,
        input.email,
        input.mobileNumber ?? null,
        input.role,
        input.customerId,
        `Skapad av ${claims.sub}`,
      );
      db.prepare(
        `INSERT INTO user_customers (user_id, customer_id, project_id, role, permission_denies) VALUES (?, ?, NULL, ?, ?)`,
      ).run(id, input.customerId, input.role, JSON.stringify(input.permissionDenies));
    });
    return c.json(toUser(db, userById.get(id) as unknown as UserRow), 201);
  });

  app.put('/v2/users/:id', auth, async (c) => {
    const row = loadVisibleUser(c);
    const input = validate(UserUpdate, await jsonBody(c));
    const claims = c.get('auth');
    const adminChange =
      input.active !== undefined || input.role !== undefined || input.permissionDenies !== undefined;
    requireRank(claims, row, input.role);
    if (adminChange) {
      if (claims.sub === row.id) throw forbidden('Du kan inte ändra din egen behörighet');
      const customerId = input.customerId ?? row.default_customer_id ?? '';
      requireAdministered(claims, customerId);
      transaction(db, () => {
        if (input.active !== undefined)
          db.prepare(`UPDATE users SET active = ? WHERE id = ?`).run(input.active ? 1 : 0, row.id);
        if (input.role !== undefined) {
          db.prepare(`UPDATE users SET role = ? WHERE id = ?`).run(input.role, row.id);
          db.prepare(`UPDATE user_customers SET role = ? WHERE user_id = ? AND customer_id = ?`).run(
            input.role,
            row.id,
            customerId,
          );
        }
        if (input.permissionDenies !== undefined)
          db.prepare(
            `UPDATE user_customers SET permission_denies = ? WHERE user_id = ? AND customer_id = ?`,
          ).run(JSON.stringify(input.permissionDenies), row.id, customerId);
      });
    }
    const permissions = customerPermissionsOf(db, row.id);
    const customerId =
      input.defaultCustomerId === undefined ? row.default_customer_id : input.defaultCustomerId;
    if (input.defaultCustomerId && !permissions.some((p) => p.customerId === input.defaultCustomerId)) {
      throw badRequest('Användaren har inte den kunden', 'defaultCustomerId');
    }
    if (
      input.defaultProjectId &&
      !db
        .prepare(`SELECT 1 AS x FROM projects WHERE id = ? AND customer_id = ?`)
        .get(input.defaultProjectId, customerId)
    ) {
      throw badRequest('Projektet hör inte till kunden', 'defaultProjectId');
    }
    if (
      input.preferredStore &&
      !db.prepare(`SELECT 1 AS x FROM stores WHERE id = ?`).get(input.preferredStore)
    ) {
      throw badRequest('Butiken finns inte', 'preferredStore');
    }
    db.prepare(
      `UPDATE users SET first_name = ?, last_name = ?, mobile_number = ?, email = ?, email_verified = ?, preferred_delivery_method = ?, preferred_store = ?, default_customer_id = ?, default_project_id = ? WHERE id = ?`,
    ).run(
      input.firstName ?? row.first_name,
      input.lastName ?? row.last_name,
      input.mobileNumber === undefined ? row.mobile_number : input.mobileNumber,
      input.email ?? row.email,
      input.email !== undefined && input.email !== row.email ? 0 : row.email_verified,
      input.preferredDeliveryMethod === undefined
        ? row.preferred_delivery_method
        : input.preferredDeliveryMethod,
      input.preferredStore === undefined ? row.preferred_store : input.preferredStore,
      customerId,
      input.defaultProjectId === undefined ? row.default_project_id : input.defaultProjectId,
      row.id,
    );
    return c.json(toUser(db, userById.get(row.id) as unknown as UserRow));
  });

  app.get('/v2/permissions/:id', auth, (c) => {
    const row = loadVisibleUser(c);
    return c.json({ userId: row.id, customerPermissions: customerPermissionsOf(db, row.id) });
  });
  app.get('/role-names', auth, (c) => {
    requireRole(c.get('auth'), 'BUYER_ADMIN');
    return c.json(['USER', 'BUYER_ADMIN', 'SELLER_ADMIN', 'SITE_ADMIN']);
  });
  app.get('/permission-names', auth, (c) => {
    requireRole(c.get('auth'), 'BUYER_ADMIN');
    return c.json([...PERMISSION_DENY_CODES]);
  });

  const CustomerQuery = z.object({
    active: z.optional(z.enum(['0', '1'])),
    search: z.optional(z.string().check(z.maxLength(100))),
    virtualContext: z.optional(z.enum(['0', '1'])),
  });
  app.get('/v3/customers', auth, (c) => {
    const claims = c.get('auth');
    const query = validate(CustomerQuery, c.req.query());
    const ids = new Set(claims.customerPermissions.map((p) => p.customerId));
    const rows = db.prepare(`SELECT * FROM customers ORDER BY name`).all() as {
      id: string;
      name: string;
      active: number;
      assortment: string | null;
    }[];
    const projects = db.prepare(`SELECT id, name FROM projects WHERE customer_id = ? ORDER BY name`);
    const search = query.search?.toLowerCase();
    const roleFor = (customerId: string) =>
      claims.customerPermissions.find((p) => p.customerId === customerId)?.role ?? claims.role;
    const customers: Customer[] = rows
      .filter((r) => ids.has(r.id))
      .filter((r) => query.active === undefined || r.active === Number(query.active))
      .filter((r) => !search || r.name.toLowerCase().includes(search) || r.id.includes(search))
      .map((r) => ({
        customerId: r.id,
        customerName: r.name,
        active: r.active === 1,
        assortment: r.assortment,
        projects: (projects.all(r.id) as { id: string; name: string }[])
          // A project open to some users only is not listed to the others (issue 38).
          .filter((p) => mayUseProject(db, claims.sub, roleFor(r.id), p.id))
          .map((p) => ({
            projectId: p.id,
            projectName: p.name,
          })),
      }));
    return c.json({ customers, total: customers.length });
  });

  function requireOwnCustomer(claims: TokenClaims, customerId: string) {
    if (!claims.customerPermissions.some((p) => p.customerId === customerId)) throw notFound('Kunden');
  }

  app.get('/v4/customers/orders/:id/validate', auth, (c) => {
    const claims = c.get('auth');
    const order = db
      .prepare(`SELECT id, customer_id, status FROM orders WHERE id = ?`)
      .get(c.req.param('id')) as { id: string; customer_id: string; status: string } | undefined;
    if (!order || order.customer_id !== claims.customerId) throw notFound('Ordern');
    const reasons = order.status === 'CANCELLED' ? ['Ordern är makulerad'] : [];
    return c.json({ orderId: order.id, valid: reasons.length === 0, reasons });
  });

  app.get('/customers/:id/delivery-dates', auth, (c) => {
    const customerId = c.req.param('id');
    requireOwnCustomer(c.get('auth'), customerId);
    const dates: string[] = [];
    let from = new Date();
    for (let i = 0; i < 20; i++) {
      const next = nextDeliverableDate(from);
      dates.push(next);
      from = new Date(`${next}T12:00:00Z`);
    }
    return c.json({ customerId, dates });
  });

  app.get('/customers/:id/assortment', auth, (c) => {
    const customerId = c.req.param('id');
    requireOwnCustomer(c.get('auth'), customerId);
    const row = db.prepare(`SELECT assortment FROM customers WHERE id = ?`).get(customerId) as
      | { assortment: string | null }
      | undefined;
    return c.json({ customerId, name: row?.assortment ?? 'default' });
  });

  app.get('/crm/customerteam', auth, (c) => {
    const customer = db.prepare(`SELECT name FROM customers WHERE id = ?`).get(c.get('auth').customerId) as
      | { name: string }
      | undefined;
    if (!customer) throw notFound('Kunden');
    return c.json({
      members: [
        {
          name: 'Maria Lind',
          role: 'Kundansvarig säljare',
          email: 'maria.lind@sandbox.test',
          phone: '010-200 10 10',
        },
        { name: 'Johan Berg', role: 'Innesäljare', email: 'johan.berg@sandbox.test', phone: '010-200 10 11' },
        { name: 'Kundtjänst', role: 'Kundtjänst', email: 'kundtjanst@sandbox.test', phone: '010-200 00 00' },
      ],
    });
  });

  // Addresses of the customer the session acts for.
  const addressById = db.prepare(`SELECT * FROM addresses WHERE id = ? AND customer_id = ?`);
  app.get('/address', auth, (c) => {
    const rows = db
      .prepare(`SELECT * FROM addresses WHERE customer_id = ? ORDER BY preselected DESC, label`)
      .all(c.get('auth').customerId);
    return c.json({ deliveryAddresses: (rows as unknown as AddressRow[]).map(toAddress) });
  });
  const insertAddress = db.prepare(
    `INSERT INTO addresses (id, customer_id, label, name, recipient_name, address1, address2, address3, postal_code, postal_address,
       country_code, read_only, preselected, valid_for_delivery, phone) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0, 1, ?)`,
  );
  /** An address's own columns, in the order both the INSERT and the UPDATE name them. */
  const addressColumns = (input: z.infer<typeof AddressInput>) => {
    const postal = input.postalCode.replace(/\s/g, '');
    return [
      input.label,
      input.name,
      input.recipientName ?? null,
      input.address1,
      input.address2 ?? null,
      input.address3 ?? null,
      postal,
      input.postalAddress,
      countryCodeForPostalCode(postal),
      input.phone ?? null,
    ];
  };
  app.post('/address', auth, async (c) => {
    const input = validate(AddressInput, await jsonBody(c));
    const id = `a-${randomUUID()}`;
    insertAddress.run(id, c.get('auth').customerId, ...addressColumns(input));
    return c.json(toAddress(addressById.get(id, c.get('auth').customerId) as unknown as AddressRow), 201);
  });
  function ownAddress(c: Context<AuthEnv>): AddressRow {
    const row = addressById.get(c.req.param('id') ?? '', c.get('auth').customerId) as AddressRow | undefined;
    if (!row) throw notFound('Adressen');
    if (row.read_only) throw forbidden('Adressen kan inte ändras');
    return row;
  }
  app.put('/address/:id', auth, async (c) => {
    const input = validate(AddressInput, await jsonBody(c));
    const row = ownAddress(c);
    db.prepare(
      `UPDATE addresses SET label = ?, name = ?, recipient_name = ?, address1 = ?, address2 = ?, address3 = ?, postal_code = ?, postal_address = ?, country_code = ?, phone = ? WHERE id = ?`,
    ).run(...addressColumns(input), row.id);
    return c.json(toAddress(addressById.get(row.id, row.customer_id) as unknown as AddressRow));
  });
  app.delete('/address/:id', auth, (c) => {
    const row = ownAddress(c);
    db.prepare(`DELETE FROM addresses WHERE id = ?`).run(row.id);
    return c.body(null, 204);
  });

  app.post('/locations/addresses/search', async (c) => {
    const input = validate(AddressSearchRequest, await jsonBody(c));
    const words = input.query.toLowerCase().split(/\s+/).filter(Boolean);
    const rows = db
      .prepare(
        `SELECT DISTINCT address1, postal_code, postal_address, country_code FROM addresses UNION SELECT address, replace(postal_code, ' ', ''), city, 'SE' FROM stores`,
      )
      .all() as {
      address1: string;
      postal_code: string;
      postal_address: string;
      country_code: 'SE' | 'AX';
    }[];
    const addresses = rows
      .filter((r) =>
        words.every((w) => `${r.address1} ${r.postal_code} ${r.postal_address}`.toLowerCase().includes(w)),
      )
      .slice(0, 10)
      .map((r) => ({
        address1: r.address1,
        postalCode: r.postal_code.replace(/\s/g, ''),
        postalAddress: r.postal_address,
        countryCode: r.country_code,
      }));
    return c.json({ addresses });
  });

  // Favourites (the simple list, capped at 50).
  const favourites = db.prepare(
    `SELECT id, article_number FROM favourites WHERE user_id = ? ORDER BY created_at, id`,
  );
  const articleExists = db.prepare(`SELECT 1 AS x FROM variants WHERE article_number = ?`);
  app.get('/users/favourites', auth, (c) => {
    const raw = c.req.query('limit');
    const limit = raw === undefined || raw === '' ? FAVOURITES_MAX : Number(raw);
    if (!Number.isInteger(limit) || limit < 1 || limit > FAVOURITES_MAX)
      throw badRequest(`limit ska vara ett heltal från 1 till ${FAVOURITES_MAX}`, 'limit');
    const rows = (favourites.all(c.get('auth').sub) as { id: string; article_number: string }[]).slice(
      0,
      limit,
    );
    return c.json({ favourites: rows.map((r) => ({ favouriteId: r.id, articleNumber: r.article_number })) });
  });
  app.post('/users/favourites', auth, async (c) => {
    const input = validate(AddFavouriteRequest, await jsonBody(c));
    const userId = c.get('auth').sub;
    if (!articleExists.get(input.articleNumber)) throw badRequest('Artikeln finns inte', 'articleNumber');
    const existing = favourites.all(userId) as { id: string; article_number: string }[];
    const found = existing.find((r) => r.article_number === input.articleNumber);
    if (found) return c.json({ favouriteId: found.id, articleNumber: input.articleNumber });
    if (existing.length >= FAVOURITES_MAX) {
      throw new HttpError(409, 'favourites_limit', `Du kan ha högst ${FAVOURITES_MAX} favoriter`);
    }
    const id = `f-${randomUUID()}`;
    db.prepare(`INSERT INTO favourites (id, user_id, article_number, created_at) VALUES (?, ?, ?, ?)`).run(
      id,
      userId,
      input.articleNumber,
      new Date().toISOString(),
    );
    return c.json({ favouriteId: id, articleNumber: input.articleNumber }, 201);
  });
  app.delete('/users/favourites', auth, (c) => {
    const ids = (c.req.query('favouriteIds') ?? '').split(',').filter(Boolean);
    if (ids.length === 0) throw badRequest('favouriteIds saknas', 'favouriteIds');
    const remove = db.prepare(`DELETE FROM favourites WHERE id = ? AND user_id = ?`);
    for (const id of ids) remove.run(id, c.get('auth').sub);
    return c.body(null, 204);
  });

  registerFavoriteLists(app, ctx, auth);
}

export interface ListRow {
  id: string;
  name: string;
  access: 'PRIVATE' | 'CUSTOMER';
  user_id: string;
  customer_id: string;
  created_at: string;
  updated_at: string;
}

interface FavoriteItemRow {
  id: string;
  article_number: string;
  quantity: number;
}

const toFavoriteItem = (row: FavoriteItemRow) => ({
  favoriteItemId: row.id,
  articleNumber: row.article_number,
  quantity: row.quantity,
});

/** Favourite-list summaries as the contract shapes them (REST and gateway). */
export function favoriteListSummaries(db: DatabaseSync) {
  const countItems = db.prepare(`SELECT COUNT(*) AS n FROM favorite_list_items WHERE list_id = ?`);
  const userName = db.prepare(`SELECT first_name || ' ' || last_name AS name FROM users WHERE id = ?`);
  return (row: ListRow) => ({
    favoriteId: row.id,
    favoriteName: row.name,
    access: row.access,
    userId: row.user_id,
    customerId: row.customer_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    totalRows: (countItems.get(row.id) as { n: number }).n,
    user: { fullName: (userName.get(row.user_id) as { name: string } | undefined)?.name ?? '' },
  });
}

function registerFavoriteLists(
  app: Hono<AuthEnv>,
  { db }: SandboxContext,
  auth: ReturnType<typeof requireAuth>,
) {
  const listById = db.prepare(`SELECT * FROM favorite_lists WHERE id = ?`);
  const countItems = db.prepare(`SELECT COUNT(*) AS n FROM favorite_list_items WHERE list_id = ?`);
  const articleExists = db.prepare(`SELECT 1 AS x FROM variants WHERE article_number = ?`);
  const insertItem = db.prepare(
    `INSERT INTO favorite_list_items (id, list_id, article_number, quantity, position) VALUES (?, ?, ?, ?, ?)`,
  );
  const touch = db.prepare(`UPDATE favorite_lists SET updated_at = ? WHERE id = ?`);

  const visible = (claims: TokenClaims, row: ListRow) =>
    row.user_id === claims.sub || (row.access === 'CUSTOMER' && row.customer_id === claims.customerId);
  const summary = favoriteListSummaries(db);
  function load(c: Context<AuthEnv>, write = false): ListRow {
    const row = listById.get(c.req.param('id') ?? '') as ListRow | undefined;
    const claims = c.get('auth');
    if (!row || !visible(claims, row)) throw notFound('Inköpslistan');
    if (write && row.user_id !== claims.sub && row.access !== 'CUSTOMER') throw forbidden();
    return row;
  }
  const unitOf = db.prepare(`SELECT unit FROM variants WHERE article_number = ?`);
  /**
   * A list quantity as the cart takes it: whole units for what is sold by the piece, at most three
   * decimals (and at least 0.001) for what is sold by measure (metre, kilo, litre).
   */
  function checkQuantity(articleNumber: string, quantity: number, field: string) {
    const unit = (unitOf.get(articleNumber) as { unit: string } | undefined)?.unit ?? 'st';
    const byMeasure = ['m', 'kg', 'l'].includes(unit);
    const thousandths = quantity * 1000;
    if (
      byMeasure
        ? Math.abs(thousandths - Math.round(thousandths)) > 1e-6 || quantity < 0.001
        : !Number.isInteger(quantity)
    )
      throw badRequest(
        byMeasure
          ? `Artikeln ${articleNumber} anges med högst tre decimaler`
          : `Artikeln ${articleNumber} säljs i hela ${unit}`,
        field,
      );
  }
  function addItems(listId: string, items: readonly { articleNumber: string; quantity: number }[]) {
    for (const [i, item] of items.entries()) {
      if (!articleExists.get(item.articleNumber))
        throw badRequest(`Artikeln ${item.articleNumber} finns inte`, `items.${i}.articleNumber`);
      checkQuantity(item.articleNumber, item.quantity, `items.${i}.quantity`);
    }
    const start = (countItems.get(listId) as { n: number }).n;
    items.forEach((item, i) => {
      insertItem.run(`li-${randomUUID()}`, listId, item.articleNumber, item.quantity, start + i);
    });
  }
  const inTransaction = <T>(fn: () => T): T => transaction(db, fn);

  app.get('/v2/favorites', auth, (c) => {
    const claims = c.get('auth');
    const rows = (
      db.prepare(`SELECT * FROM favorite_lists ORDER BY updated_at DESC, id`).all() as unknown as ListRow[]
    ).filter((r) => visible(claims, r));
    return c.json({ lists: rows.map(summary), next: null });
  });
  app.post('/v2/favorites', auth, async (c) => {
    const input = validate(FavoriteListWrite, await jsonBody(c));
    const claims = c.get('auth');
    // §5/§9: at most 50 lists a user; the 51st is refused and changes nothing.
    const owned = db
      .prepare(`SELECT COUNT(*) AS n FROM favorite_lists WHERE user_id = ?`)
      .get(claims.sub) as {
      n: number;
    };
    if (owned.n >= FAVOURITES_MAX)
      throw new HttpError(409, 'favorites_limit', `Högst ${FAVOURITES_MAX} inköpslistor per användare`);
    const id = `l-${randomUUID()}`;
    const now = new Date().toISOString();
    inTransaction(() => {
      db.prepare(
        `INSERT INTO favorite_lists (id, name, access, user_id, customer_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ).run(id, input.name, input.access, claims.sub, claims.customerId, now, now);
      addItems(id, input.items ?? []);
    });
    return c.json(summary(listById.get(id) as unknown as ListRow), 201);
  });
  app.get('/v2/favorites/:id', auth, (c) => c.json(summary(load(c))));
  app.put('/v2/favorites/:id', auth, async (c) => {
    const input = validate(FavoriteListPatch, await jsonBody(c));
    const row = load(c, true);
    // A colleague may rename a shared list, but only its owner decides who sees it.
    if (input.access !== undefined && input.access !== row.access && row.user_id !== c.get('auth').sub)
      throw forbidden();
    db.prepare(`UPDATE favorite_lists SET name = ?, access = ?, updated_at = ? WHERE id = ?`).run(
      input.name ?? row.name,
      input.access ?? row.access,
      new Date().toISOString(),
      row.id,
    );
    return c.json(summary(listById.get(row.id) as unknown as ListRow));
  });
  app.delete('/v2/favorites/:id', auth, (c) => {
    const row = load(c, true);
    if (row.user_id !== c.get('auth').sub) throw forbidden();
    db.prepare(`DELETE FROM favorite_lists WHERE id = ?`).run(row.id);
    return c.body(null, 204);
  });
  const ItemsQuery = z.object({
    offset: z.optional(z.coerce.number().check(z.int(), z.gte(0))),
    limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(200))),
  });
  app.get('/v3/favorites/:id/items', auth, (c) => {
    const row = load(c);
    const query = validate(ItemsQuery, c.req.query());
    const limit = query.limit ?? 50;
    const offset = query.offset ?? 0;
    const items = db
      .prepare(`SELECT * FROM favorite_list_items WHERE list_id = ? ORDER BY position LIMIT ? OFFSET ?`)
      .all(row.id, limit, offset) as unknown as FavoriteItemRow[];
    return c.json({
      items: items.map(toFavoriteItem),
      total: (countItems.get(row.id) as { n: number }).n,
      limit,
      offset,
    });
  });
  app.put('/v2/favorites/:id/articles/batch/delete', auth, async (c) => {
    const input = validate(
      z.object({ itemIds: z.array(z.string()).check(z.minLength(1), z.maxLength(500)) }),
      await jsonBody(c),
    );
    const row = load(c, true);
    const remove = db.prepare(`DELETE FROM favorite_list_items WHERE id = ? AND list_id = ?`);
    inTransaction(() => {
      for (const id of input.itemIds) remove.run(id, row.id);
      touch.run(new Date().toISOString(), row.id);
    });
    return c.json(summary(listById.get(row.id) as unknown as ListRow));
  });
  app.put('/v2/favorites/:id/articles/:itemId', auth, async (c) => {
    const input = validate(
      z.object({ quantity: z.number().check(z.gt(0), z.lte(100_000)) }),
      await jsonBody(c),
    );
    const row = load(c, true);
    const item = db
      .prepare(`SELECT article_number FROM favorite_list_items WHERE id = ? AND list_id = ?`)
      .get(c.req.param('itemId'), row.id) as { article_number: string } | undefined;
    if (!item) throw notFound('Raden');
    checkQuantity(item.article_number, input.quantity, 'quantity');
    const result = db
      .prepare(`UPDATE favorite_list_items SET quantity = ? WHERE id = ? AND list_id = ?`)
      .run(input.quantity, c.req.param('itemId'), row.id);
    if (result.changes === 0) throw notFound('Raden');
    touch.run(new Date().toISOString(), row.id);
    return c.json(summary(listById.get(row.id) as unknown as ListRow));
  });
  app.put('/v2/favorites/:id/articles', auth, async (c) => {
    const input = validate(FavoriteListAddArticles, await jsonBody(c));
    const row = load(c, true);
    const items = 'items' in input ? input.items : [input];
    inTransaction(() => {
      addItems(row.id, items);
      touch.run(new Date().toISOString(), row.id);
    });
    return c.json(summary(listById.get(row.id) as unknown as ListRow));
  });
}
