import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { CustomerPermission, PermissionDeny, Role, TokenClaims } from '@shop/commerce-client/contract';
import type { MiddlewareHandler } from 'hono';
import { jwtVerify, SignJWT } from 'jose';
import { forbidden, HttpError } from './http.ts';

export const ROLE_RANK: Record<Role, number> = { USER: 0, BUYER_ADMIN: 1, SELLER_ADMIN: 2, SITE_ADMIN: 3 };
export const ADMIN_ROLES: Role[] = ['BUYER_ADMIN', 'SELLER_ADMIN', 'SITE_ADMIN'];

export interface AuthSettings {
  secret: Uint8Array;
  /** Access-token lifetime in seconds. */
  ttl: number;
  /** Refresh-token lifetime in seconds. */
  refreshTtl: number;
}

export function authSettings(env: NodeJS.ProcessEnv = process.env): AuthSettings {
  const ttl = Number(env.SANDBOX_TOKEN_TTL ?? 900);
  return {
    secret: new TextEncoder().encode(
      env.SANDBOX_JWT_SECRET ?? 'sandbox-secret-not-for-production-use-0123456789',
    ),
    ttl: Number.isFinite(ttl) && ttl > 0 ? ttl : 900,
    refreshTtl: 7 * 24 * 3600,
  };
}

export interface UserRow {
  id: string;
  username: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  email: string;
  mobile_number: string | null;
  role: Role;
  active: number;
  token_version: number;
  needs_activation: number;
  default_customer_id: string | null;
  default_project_id: string | null;
  preferred_store: string | null;
  preferred_delivery_method: string | null;
  email_verified: number;
}

export function customerPermissionsOf(db: DatabaseSync, userId: string): CustomerPermission[] {
  const rows = db
    .prepare(
      `SELECT customer_id, project_id, role, permission_denies FROM user_customers WHERE user_id = ? ORDER BY customer_id`,
    )
    .all(userId) as {
    customer_id: string;
    project_id: string | null;
    role: Role;
    permission_denies: string;
  }[];
  return rows.map((row) => ({
    customerId: row.customer_id,
    projectId: row.project_id,
    role: row.role,
    permissionDenies: JSON.parse(row.permission_denies) as PermissionDeny[],
  }));
}

/** The current token format; a refresh always answers it (a version-1 token forces that refresh). */
export const CURRENT_TOKEN_VERSION = 2;

/** Signs an access token for a user acting for one customer (and project). */
export async function signAccessToken(
  settings: AuthSettings,
  user: UserRow,
  permissions: CustomerPermission[],
  customerId: string,
  projectId: string | null,
  oci = false,
): Promise<string> {
  const claims = {
    role: user.role,
    customerPermissions: permissions,
    customerId,
    projectId,
    ver: user.token_version,
    ...(oci ? { oci: true } : {}),
  };
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + settings.ttl)
    .setJti(randomUUID())
    .sign(settings.secret);
}

export const invalidToken = () => new HttpError(401, 'invalid_token', 'Invalid token');

/** Tokens already verified, until they expire: a signature is checked once, not on every call. */
const verified = new Map<string, TokenClaims>();
const VERIFIED_MAX = 2000;

export async function verifyAccessToken(settings: AuthSettings, token: string): Promise<TokenClaims> {
  const known = verified.get(token);
  if (known && known.exp > Date.now() / 1000) return known;
  try {
    const { payload } = await jwtVerify(token, settings.secret, { algorithms: ['HS256'] });
    if (verified.size >= VERIFIED_MAX) verified.clear();
    verified.set(token, payload as unknown as TokenClaims);
    return payload as unknown as TokenClaims;
  } catch {
    verified.delete(token);
    throw invalidToken();
  }
}

export type AuthEnv = { Variables: { auth: TokenClaims; token: string } };

/** Requires a valid bearer token; answers 401 with the body `Invalid token` otherwise. */
export function requireAuth(settings: AuthSettings): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) return c.text('Invalid token', 401);
    let claims: TokenClaims;
    try {
      claims = await verifyAccessToken(settings, match[1]);
    } catch {
      return c.text('Invalid token', 401);
    }
    c.set('auth', claims);
    c.set('token', match[1]);
    await next();
  };
}

/** Reads a bearer token when there is one (visitors pass); a bad one is still a 401. */
export function optionalAuth(settings: AuthSettings): MiddlewareHandler<AuthEnv> {
  const strict = requireAuth(settings);
  return async (c, next) => {
    if (!c.req.header('authorization')) return next();
    return strict(c, next);
  };
}

/** The deny codes of the customer the session acts for. */
function deniesOf(claims: TokenClaims): PermissionDeny[] {
  return claims.customerPermissions.find((p) => p.customerId === claims.customerId)?.permissionDenies ?? [];
}

export function isDenied(claims: TokenClaims, code: PermissionDeny): boolean {
  return deniesOf(claims).includes(code);
}

export function requireAllowed(claims: TokenClaims, code: PermissionDeny): void {
  if (isDenied(claims, code)) throw forbidden();
}

export function requireRole(claims: TokenClaims, role: Role): void {
  if (ROLE_RANK[claims.role] < ROLE_RANK[role])
    throw forbidden('Du saknar rättigheter för att se denna sida');
}

/**
 * Whether a user may act for a project (issue 38): a project with members (`project_members`)
 * is its members' and the customer's admins'; a project without members is every user's of the
 * customer. The project switch, the customer list's projects and a project's documentation
 * pack all ask this.
 */
export function mayUseProject(db: DatabaseSync, userId: string, role: Role, projectId: string): boolean {
  if (ADMIN_ROLES.includes(role)) return true;
  const closed = db.prepare(`SELECT 1 AS x FROM project_members WHERE project_id = ? LIMIT 1`).get(projectId);
  if (!closed) return true;
  return !!db
    .prepare(`SELECT 1 AS x FROM project_members WHERE project_id = ? AND user_id = ?`)
    .get(projectId, userId);
}
