import {
  type OrderReferenceSetting,
  OrderReferenceSettingInput,
  type TokenClaims,
} from '@shop/commerce-client/contract';
import type { Context, Hono } from 'hono';
import { type AuthEnv, requireAuth, requireRole } from '../auth.ts';
import type { SandboxContext } from '../context.ts';
import { forbidden, HttpError, jsonBody, notFound, validate } from '../http.ts';
import { administeredCustomers } from './accounts.ts';

interface SettingRow {
  customer_id: string;
  reference_required: number;
  reference_pattern: string | null;
  reference_help: string | null;
  updated_at: string;
}

/**
 * The customer's order reference setting as the contract shapes it; a customer without a row
 * has never had one (not required).
 */
export function orderReferenceSettings(db: SandboxContext['db']) {
  const byCustomer = db.prepare(`SELECT * FROM customer_order_reference WHERE customer_id = ?`);
  return (customerId: string): OrderReferenceSetting => {
    const row = byCustomer.get(customerId) as SettingRow | undefined;
    return {
      customerId,
      referenceRequired: row?.reference_required === 1,
      referencePattern: row?.reference_pattern ?? null,
      referenceHelp: row?.reference_help ?? null,
      updatedAt: row?.updated_at ?? null,
    };
  };
}

/**
 * A customer's order reference setting (issue 37): `GET` for every user of the customer, `PUT`
 * for a BUYER_ADMIN and above who administers it (never from a punch-out session). The checkout
 * (routes/cart.ts) refuses an order whose deliveries lack the reference it asks for.
 */
export function registerOrderReferenceRoutes(app: Hono<AuthEnv>, ctx: SandboxContext): void {
  const { db } = ctx;
  const auth = requireAuth(ctx.auth);
  const settingOf = orderReferenceSettings(db);
  const customerExists = db.prepare(`SELECT 1 AS x FROM customers WHERE id = ?`);
  const save = db.prepare(
    `INSERT INTO customer_order_reference (customer_id, reference_required, reference_pattern, reference_help, updated_at, updated_by)
     VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (customer_id) DO UPDATE SET reference_required = excluded.reference_required,
       reference_pattern = excluded.reference_pattern, reference_help = excluded.reference_help,
       updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
  );

  /** The customer in the path, when the session's user has it; another customer does not exist for them. */
  function customerOf(c: Context<AuthEnv>): { claims: TokenClaims; customerId: string } {
    const claims = c.get('auth');
    const customerId = c.req.param('customerId') ?? '';
    if (
      !claims.customerPermissions.some((p) => p.customerId === customerId) ||
      !customerExists.get(customerId)
    )
      throw notFound('Kunden');
    return { claims, customerId };
  }

  app.get('/customers/:customerId/order-reference', auth, (c) => c.json(settingOf(customerOf(c).customerId)));

  app.put('/customers/:customerId/order-reference', auth, async (c) => {
    const { claims, customerId } = customerOf(c);
    if (claims.oci)
      throw new HttpError(403, 'forbidden_action', 'Inställningen ändras inte i en punch-out-session');
    requireRole(claims, 'BUYER_ADMIN');
    const scope = administeredCustomers(claims);
    if (scope !== 'all' && !scope.has(customerId)) throw forbidden('Kunden administreras inte av dig');
    const input = validate(OrderReferenceSettingInput, await jsonBody(c));
    save.run(
      customerId,
      input.referenceRequired ? 1 : 0,
      input.referencePattern || null,
      input.referenceHelp || null,
      new Date().toISOString(),
      claims.sub,
    );
    return c.json(settingOf(customerId));
  });
}
