import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  ActivateUserRequest,
  CredentialsRequest,
  CredentialsResetRequest,
  type LoginChallenge,
  OciLoginRequest,
  RefreshRequest,
  type SessionTokens,
} from '@shop/commerce-client/contract';
import type { Hono } from 'hono';
import {
  type AuthEnv,
  CURRENT_TOKEN_VERSION,
  customerPermissionsOf,
  invalidToken,
  mayUseProject,
  requireAuth,
  signAccessToken,
  type UserRow,
} from '../auth.ts';
import type { SandboxContext } from '../context.ts';
import { badRequest, forbidden, HttpError, jsonBody, validate } from '../http.ts';
import { hashPassword } from '../seed/accounts.ts';

const PASSWORD_RULES = { minLength: 8, requireDigit: true, requireLetter: true };

function passwordMatches(hash: string | null, password: string): boolean {
  if (!hash) return false;
  const [salt] = hash.split(':');
  const expected = Buffer.from(hash);
  const actual = Buffer.from(hashPassword(password, salt ?? ''));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export function registerAuthRoutes(app: Hono<AuthEnv>, ctx: SandboxContext): void {
  const { db, auth } = ctx;
  const userByName = db.prepare(`SELECT * FROM users WHERE username = ?`);
  const userById = db.prepare(`SELECT * FROM users WHERE id = ?`);
  const insertRefresh = db.prepare(
    `INSERT INTO refresh_tokens (id, family, user_id, customer_id, expires_at) VALUES (?, ?, ?, ?, ?)`,
  );
  const refreshRow = db.prepare(`SELECT * FROM refresh_tokens WHERE id = ?`);
  const markUsed = db.prepare(`UPDATE refresh_tokens SET used = 1 WHERE id = ? AND used = 0`);
  const revokeFamily = db.prepare(`UPDATE refresh_tokens SET revoked = 1 WHERE family = ?`);
  const revokeUser = db.prepare(`UPDATE refresh_tokens SET revoked = 1 WHERE user_id = ?`);
  const insertActivation = db.prepare(
    `INSERT INTO activation_sessions (id, user_id, expires_at) VALUES (?, ?, ?)`,
  );
  const activation = db.prepare(`SELECT * FROM activation_sessions WHERE id = ?`);
  const deleteActivation = db.prepare(`DELETE FROM activation_sessions WHERE id = ?`);
  const activate = db.prepare(
    `UPDATE users SET password_hash = ?, needs_activation = 0, email_verified = 1 WHERE id = ?`,
  );
  const storesExist = db.prepare(`SELECT COUNT(*) AS n FROM stores`);
  const openCodes = db.prepare(
    `SELECT * FROM credential_codes WHERE user_id = ? AND used = 0 AND expires_at > ? ORDER BY expires_at DESC`,
  );
  const useCode = db.prepare(`UPDATE credential_codes SET used = 1 WHERE id = ?`);

  /** The new-password challenge of §4, with an activation session of an hour. */
  function challengeFor(user: UserRow): LoginChallenge {
    const session = randomUUID();
    insertActivation.run(session, user.id, Math.floor(Date.now() / 1000) + 3600);
    return {
      challenge: 'NEW_PASSWORD_REQUIRED',
      session,
      username: user.username,
      passwordRules: PASSWORD_RULES,
    };
  }

  /** A temporary password sent for a forgotten one: good once, for an hour, and only for a new password. */
  function usedTemporaryPassword(user: UserRow, password: string): boolean {
    const codes = openCodes.all(user.id, Math.floor(Date.now() / 1000)) as {
      id: string;
      code_hash: string;
    }[];
    const code = codes.find((c) => passwordMatches(c.code_hash, password));
    if (!code) return false;
    useCode.run(code.id);
    return true;
  }

  /**
   * The customer and project a login or refresh asks for, checked against the user's rights:
   * 403 for a customer they lack, 400 for a project not of that customer. Checked before
   * anything is issued or a refresh token is used, as a token service does.
   */
  function contextFor(
    user: UserRow,
    wantedCustomer: string | undefined,
    wantedProject: string | null | undefined,
  ) {
    const permissions = customerPermissionsOf(db, user.id);
    const fallback = permissions.find((p) => p.customerId === user.default_customer_id) ?? permissions[0];
    const chosen = wantedCustomer ? permissions.find((p) => p.customerId === wantedCustomer) : fallback;
    if (!chosen) throw forbidden('Användaren har ingen behörighet för kunden');
    const projectId =
      wantedProject !== undefined
        ? wantedProject
        : wantedCustomer
          ? chosen.projectId
          : (user.default_project_id ?? chosen.projectId);
    if (projectId) {
      const project = db
        .prepare(`SELECT 1 AS x FROM projects WHERE id = ? AND customer_id = ?`)
        .get(projectId, chosen.customerId);
      if (!project) throw badRequest('Projektet hör inte till kunden', 'projectId');
      if (!mayUseProject(db, user.id, chosen.role, projectId))
        throw forbidden('Användaren har ingen behörighet för projektet');
    }
    return { permissions, chosen, projectId };
  }

  async function issue(
    user: UserRow,
    wantedCustomer: string | undefined,
    wantedProject: string | null | undefined,
    family: string,
    oci = false,
  ) {
    const { permissions, chosen, projectId } = contextFor(user, wantedCustomer, wantedProject);
    const token = await signAccessToken(auth, user, permissions, chosen.customerId, projectId, oci);
    const refreshToken = `${randomUUID()}.${randomUUID()}`;
    insertRefresh.run(
      tokenHash(refreshToken),
      family,
      user.id,
      chosen.customerId,
      Math.floor(Date.now() / 1000) + auth.refreshTtl,
    );
    const tokens: SessionTokens = { token, refreshToken, customerId: chosen.customerId };
    return tokens;
  }

  /**
   * A wrong user name or password: 401, told apart from a token failure ('Invalid token') by
   * its body, as the service's identity provider does (§8: the shop says 'wrong user name or
   * password' for this one, errors.invalid_token for the other).
   */
  function wrongCredentials() {
    return new HttpError(401, 'invalid_credentials', 'Fel användarnamn eller lösenord');
  }

  function checkUsable(user: UserRow | undefined): asserts user is UserRow {
    if (!user) throw invalidToken();
    if (!user.active) throw new HttpError(403, 'user_inactive', 'Användaren är inaktiverad');
  }

  const hookHostAllowed = db.prepare(
    `SELECT 1 AS x FROM punchout_hook_hosts WHERE customer_id = ? AND host = ?`,
  );

  async function loginWithPassword(username: string, password: string, oci: boolean, hookUrl?: string) {
    const user = userByName.get(username) as UserRow | undefined;
    // A user an admin created signs in with the temporary password first (seeded ones have none).
    if (user?.needs_activation && !passwordMatches(user.password_hash, password)) throw wrongCredentials();
    if (user?.needs_activation && !oci) return challengeFor(user);
    if (
      user &&
      !oci &&
      user.active &&
      !passwordMatches(user.password_hash, password) &&
      usedTemporaryPassword(user, password)
    )
      return challengeFor(user);
    if (!user || !passwordMatches(user.password_hash, password)) throw wrongCredentials();
    checkUsable(user);
    if ((storesExist.get() as { n: number }).n === 0)
      throw new HttpError(503, 'no_stores', 'Inga butiker tillgängliga');
    if (hookUrl !== undefined) {
      // The basket may only go to a procurement system the session's customer has registered:
      // checked before any token or refresh token exists, so a refusal starts no session.
      const permissions = customerPermissionsOf(db, user.id);
      const customer = (permissions.find((p) => p.customerId === user.default_customer_id) ?? permissions[0])
        ?.customerId;
      if (!customer || !hookHostAllowed.get(customer, new URL(hookUrl).host.toLowerCase()))
        throw new HttpError(403, 'callback_host_not_allowed', 'HOOK_URL:s värd är inte godkänd för kunden');
    }
    return issue(user, undefined, undefined, randomUUID(), oci);
  }

  app.post('/v2/sessions/', async (c) => {
    const body = await jsonBody(c);
    if (body && typeof body === 'object' && 'refreshToken' in body) {
      const input = validate(RefreshRequest, body);
      const row = refreshRow.get(tokenHash(input.refreshToken)) as
        | { id: string; family: string; user_id: string; used: number; revoked: number; expires_at: number }
        | undefined;
      if (!row || row.revoked || row.expires_at < Date.now() / 1000) throw invalidToken();
      // The context asked for is checked first: a refused switch leaves the refresh token unused.
      const owner = userById.get(row.user_id) as UserRow | undefined;
      if (owner && !row.used) contextFor(owner, input.customerId, input.projectId);
      if (markUsed.run(row.id).changes === 0) {
        // A replayed refresh token: someone else has it. Revoke the whole family.
        revokeFamily.run(row.family);
        throw invalidToken();
      }
      const user = userById.get(row.user_id) as UserRow | undefined;
      checkUsable(user);
      // A refresh-token login answers the current token format (spec §4: version 1 forces one).
      return c.json(
        await issue(
          { ...user, token_version: CURRENT_TOKEN_VERSION },
          input.customerId,
          input.projectId,
          row.family,
        ),
      );
    }
    const input = validate(CredentialsRequest, body);
    return c.json(await loginWithPassword(input.username, input.password, false));
  });

  app.post('/v2/oci/sessions', async (c) => {
    const input = validate(OciLoginRequest, await jsonBody(c));
    if (input.hookUrl !== undefined) {
      let url: URL;
      try {
        url = new URL(input.hookUrl);
      } catch {
        throw badRequest('HOOK_URL måste vara en absolut http(s)-adress', 'hookUrl');
      }
      if (!['http:', 'https:'].includes(url.protocol) || url.username || url.password) {
        throw badRequest('HOOK_URL måste vara en absolut http(s)-adress', 'hookUrl');
      }
    }
    const tokens = await loginWithPassword(input.username, input.password, true, input.hookUrl);
    return c.json(tokens);
  });

  app.post('/activate-user', async (c) => {
    const input = validate(ActivateUserRequest, await jsonBody(c));
    const row = activation.get(input.session) as
      | { id: string; user_id: string; expires_at: number }
      | undefined;
    const user = row ? (userById.get(row.user_id) as UserRow | undefined) : undefined;
    if (
      !row ||
      !user ||
      user.username.toLowerCase() !== input.username.toLowerCase() ||
      row.expires_at < Date.now() / 1000
    ) {
      throw invalidToken();
    }
    if (!/\d/.test(input.newPassword) || !/[a-zåäö]/i.test(input.newPassword)) {
      throw badRequest('Lösenordet måste innehålla minst en bokstav och en siffra', 'newPassword');
    }
    activate.run(hashPassword(input.newPassword, `salt-${user.id}-${Date.now()}`), user.id);
    deleteActivation.run(row.id);
    return c.json(await issue({ ...user, needs_activation: 0 }, undefined, undefined, randomUUID()));
  });

  app.post('/users/credentials/request', async (c) => {
    const input = validate(CredentialsResetRequest, await jsonBody(c));
    // Same answer whether the user exists or not: no account enumeration.
    const now = new Date();
    db.prepare(`INSERT INTO credential_requests (id, username, created_at) VALUES (?, ?, ?)`).run(
      randomUUID(),
      input.username,
      now.toISOString(),
    );
    const user = userByName.get(input.username) as UserRow | undefined;
    if (user?.active) {
      // The old password keeps working until the user chooses a new one (no lock-out by a stranger's request).
      const id = randomUUID();
      const temporary = `Tmp${randomUUID().replace(/-/g, '').slice(0, 9)}7`;
      db.prepare(`INSERT INTO credential_codes (id, user_id, code_hash, expires_at) VALUES (?, ?, ?, ?)`).run(
        id,
        user.id,
        hashPassword(temporary, `code-${id}`),
        Math.floor(now.getTime() / 1000) + 3600,
      );
      db.prepare(`INSERT INTO outbox (id, username, subject, body, created_at) VALUES (?, ?, ?, ?, ?)`).run(
        randomUUID(),
        user.username,
        'Tillfälligt lösenord',
        `Ditt tillfälliga lösenord är ${temporary}. Det gäller i en timme. Logga in med det och välj ett nytt lösenord.`,
        now.toISOString(),
      );
    }
    return c.json({ accepted: true, id: 'credentials-request' }, 202);
  });

  app.delete('/v2/sessions/:id', requireAuth(auth), (c) => {
    const claims = c.get('auth');
    if (c.req.param('id') !== claims.sub) throw forbidden();
    revokeUser.run(claims.sub);
    return c.body(null, 204);
  });
}
