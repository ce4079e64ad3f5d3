import { createHash, randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { verifyAccessToken } from './auth.ts';
import type { SandboxContext } from './context.ts';

/** The request header naming a write that may be sent more than once. */
const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Set on an answer replayed from an earlier request with the same key. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';
/** A completed key answers the same for this long. */
const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000;
/**
 * A key still in progress after this long belongs to a request that never
 * finished (a process that died mid-request): the next request takes it over.
 * Longer than the longest fault delay (60 s) with room to spare.
 */
const IDEMPOTENCY_LOCK_MS = 2 * 60 * 1000;

/** 1–255 visible ASCII characters (0x21–0x7E). */
const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * Answers that are not kept: a retry must run again. 5xx (checked apart),
 * 401 (the client refreshes its token and retries), the "try later" statuses
 * the client itself retries, and 499, the fault middleware's dropped connection.
 */
const NOT_STORED = new Set([401, 408, 409, 425, 429, 499]);

/** The cart writes under /v2/cart; export is a read that answers a file. */
function honoursKey(method: string, path: string): boolean {
  return WRITE_METHODS.has(method) && path.startsWith('/v2/cart/') && !path.endsWith('/export');
}

interface KeyRow {
  fingerprint: string;
  status: number | null;
  content_type: string | null;
  body: string | null;
}

/**
 * What identifies "the same request" besides its key: the body's bytes, or,
 * for multipart uploads, the fields and file contents (a browser picks a new
 * boundary each time it builds the same form again).
 */
async function fingerprintOf(req: {
  header(name: string): string | undefined;
  arrayBuffer(): Promise<ArrayBuffer>;
  formData(): Promise<FormData>;
}): Promise<string> {
  const hash = createHash('sha256');
  const bytes = new Uint8Array(await req.arrayBuffer());
  if ((req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
    try {
      for (const [name, value] of await req.formData()) {
        hash.update(`${JSON.stringify(name)}=`);
        if (typeof value === 'string') hash.update(`${JSON.stringify(value)};`);
        else
          hash
            .update(`file ${JSON.stringify(value.name)} `)
            .update(new Uint8Array(await value.arrayBuffer()));
      }
      return hash.digest('hex');
    } catch {
      // Not parseable as a form: the route answers 400; the raw bytes identify it.
    }
  }
  return hash.update(bytes).digest('hex');
}

/**
 * Honours an `Idempotency-Key` on the cart writes (Stripe's semantics and the
 * IETF httpapi idempotency-key draft's). Mounted before the fault middleware,
 * so a key is taken when the request arrives, not after an injected delay.
 *
 * - the first request with a key runs; its status and body are kept 24 h
 *   (2xx and 4xx, except the statuses in NOT_STORED, which free the key);
 * - the same key again while it runs: 409 `idempotency_in_progress`;
 * - after it: the kept answer, with `Idempotent-Replayed: true`;
 * - the same key with another body: 422 `idempotency_key_reused`;
 * - a key that is not 1–255 visible ASCII characters: 400.
 *
 * Keys are scoped to the token's subject (the user), the method and the path.
 * Requests without a valid token pass through (the route answers 401).
 */
export function idempotencyMiddleware({ db, auth }: SandboxContext): MiddlewareHandler {
  const take = db.prepare(
    `INSERT INTO idempotency_keys (user_id, method, path, key, fingerprint, created_at, locked_at, owner)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (user_id, method, path, key) DO UPDATE SET
       fingerprint = excluded.fingerprint, created_at = excluded.created_at, locked_at = excluded.locked_at,
       owner = excluded.owner, status = NULL, content_type = NULL, body = NULL
     WHERE idempotency_keys.created_at < ?
        OR (idempotency_keys.status IS NULL AND idempotency_keys.locked_at < ?)`,
  );
  const existing = db.prepare(
    `SELECT fingerprint, status, content_type, body FROM idempotency_keys
     WHERE user_id = ? AND method = ? AND path = ? AND key = ?`,
  );
  const complete = db.prepare(
    `UPDATE idempotency_keys SET status = ?, content_type = ?, body = ?, owner = NULL
     WHERE user_id = ? AND method = ? AND path = ? AND key = ? AND owner = ?`,
  );
  const release = db.prepare(
    `DELETE FROM idempotency_keys WHERE user_id = ? AND method = ? AND path = ? AND key = ? AND owner = ?`,
  );
  const purge = db.prepare(`DELETE FROM idempotency_keys WHERE created_at < ?`);
  let purgedAt = 0;

  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    const { method, path } = c.req;
    if (key === undefined || !honoursKey(method, path)) return next();
    const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    const userId = bearer
      ? await verifyAccessToken(auth, bearer).then(
          (claims) => claims.sub,
          () => null,
        )
      : null;
    if (!userId) return next();
    if (!KEY_FORMAT.test(key)) {
      return c.json(
        {
          error: 'bad_request',
          message: `${IDEMPOTENCY_HEADER} ska vara 1–255 synliga ASCII-tecken`,
          field: IDEMPOTENCY_HEADER,
        },
        400,
      );
    }

    const fingerprint = await fingerprintOf(c.req);
    const now = Date.now();
    if (now - purgedAt > 60_000) {
      purgedAt = now;
      purge.run(now - IDEMPOTENCY_TTL_MS);
    }
    const scope = [userId, method, path, key] as const;
    const owner = randomUUID();
    const taken =
      take.run(...scope, fingerprint, now, now, owner, now - IDEMPOTENCY_TTL_MS, now - IDEMPOTENCY_LOCK_MS)
        .changes === 1;

    if (!taken) {
      const row = existing.get(...scope) as KeyRow | undefined;
      if (row && row.fingerprint !== fingerprint) {
        return c.json(
          {
            error: 'idempotency_key_reused',
            message: `${IDEMPOTENCY_HEADER} har redan använts för en annan begäran`,
          },
          422,
        );
      }
      if (row?.status == null) {
        return c.json(
          {
            error: 'idempotency_in_progress',
            message: `En begäran med samma ${IDEMPOTENCY_HEADER} behandlas fortfarande; försök igen strax`,
          },
          409,
        );
      }
      return c.body(row.body ?? '', row.status as 200, {
        ...(row.content_type ? { 'content-type': row.content_type } : {}),
        [REPLAYED_HEADER]: 'true',
      });
    }

    try {
      await next();
    } catch (error) {
      release.run(...scope, owner);
      throw error;
    }
    const status = c.res.status;
    if (status >= 500 || status < 200 || (status >= 300 && status < 400) || NOT_STORED.has(status)) {
      release.run(...scope, owner);
      return;
    }
    const body = await c.res.clone().text();
    complete.run(status, c.res.headers.get('content-type'), body, ...scope, owner);
  };
}
