import { createHmac, randomUUID } from 'node:crypto';
import { type Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AuthEnv } from '../auth.ts';
import { CONTENT_TYPES } from '../cms/model.ts';
import { applySelect, collectIncludes, InvalidQuery, runQuery } from '../cms/query.ts';
import {
  CMS_ENVIRONMENT,
  CMS_LOCALE,
  type CmsItem,
  type CmsView,
  type ContentStore,
  cmsError,
  createContentStore,
  DELIVERY_TOKEN,
  PREVIEW_TOKEN,
  restContentType,
  restItem,
} from '../cms/store.ts';
import type { SandboxContext } from '../context.ts';
import { CMS_SPACE } from '../seed/content.ts';

/** At most this far ahead may an asset key expire (content-layer §9). */
const ASSET_KEY_MAX_LIFETIME_SECONDS = 48 * 60 * 60;
const SYNC_PAGE_DEFAULT = 100;

class CmsHttpError extends Error {
  readonly status: ContentfulStatusCode;
  readonly body: unknown;
  constructor(status: ContentfulStatusCode, body: { message: string }) {
    super(body.message);
    this.status = status;
    this.body = body;
  }
}

const notFound = (type: string, id: string, env = CMS_ENVIRONMENT) =>
  new CmsHttpError(
    404,
    cmsError('NotFound', 'The resource could not be found.', {
      type,
      id,
      environment: env,
      space: CMS_SPACE,
    }),
  );
const badRequest = (message: string, details?: unknown) =>
  new CmsHttpError(400, cmsError('BadRequest', message, details));

/** The access token of a request: `Authorization: Bearer …` or `?access_token=`. */
export function tokenOf(c: Context): string | undefined {
  const header = c.req.header('authorization');
  const bearer = header?.match(/^Bearer\s+(.+)$/i)?.[1];
  return bearer ?? c.req.query('access_token') ?? undefined;
}

/** Which API a token opens: the delivery API (published only) or the preview API (drafts too). */
export function apiOf(token: string | undefined): 'delivery' | 'preview' | null {
  if (token === DELIVERY_TOKEN) return 'delivery';
  if (token === PREVIEW_TOKEN) return 'preview';
  return null;
}

interface CmsEnv extends AuthEnv {
  Variables: AuthEnv['Variables'] & { cmsView: CmsView; cmsEnv: string };
}

/** The request's origin as the caller sees it (asset and sync urls point back at it). */
export const originOf = (c: Context) => {
  const url = new URL(c.req.url);
  const host = c.req.header('x-forwarded-host') ?? c.req.header('host') ?? url.host;
  return `${url.protocol}//${host}`;
};

interface SyncToken {
  /** changes after this sequence… */
  s: number;
  /** …up to this one (fixed for the pages of one sync round) */
  u: number;
  /** offset within the round */
  o: number;
  t: string;
  c?: string;
  l: number;
  p: boolean;
}
const encodeToken = (token: SyncToken) => Buffer.from(JSON.stringify(token)).toString('base64url');
function decodeToken(raw: string): SyncToken {
  try {
    const token = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as SyncToken;
    if (typeof token.s !== 'number' || typeof token.o !== 'number') throw new Error('shape');
    return token;
  } catch {
    throw badRequest('Invalid sync token', { errors: [{ name: 'sync_token', value: raw }] });
  }
}
const SYNC_TYPES = ['all', 'Entry', 'Asset', 'Deletion', 'DeletedEntry', 'DeletedAsset'];

export function registerCmsRoutes(
  app: Hono<AuthEnv>,
  ctx: SandboxContext,
  store: ContentStore = createContentStore(ctx.db),
): void {
  const cms = new Hono<CmsEnv>();

  cms.onError((err, c) => {
    if (err instanceof CmsHttpError) return c.json(err.body as object, err.status);
    if (err instanceof InvalidQuery) {
      return c.json(
        cmsError(
          'InvalidQuery',
          'The query you sent was invalid. Probably a filter or ordering specification is not applicable to the type of a field.',
          err.details,
        ),
        400,
      );
    }
    console.error('[sandbox cms]', err);
    return c.json(cmsError('ServerError', 'Internal server error'), 500);
  });

  // Images are public, like Contentful's asset CDN.
  cms.get('/images/:space/:id/:file', (c) => {
    const file = c.req.param('space') === CMS_SPACE ? store.file(c.req.param('id')) : null;
    if (!file) throw notFound('Asset', c.req.param('id'));
    return c.body(file.body, 200, {
      'content-type': file.contentType,
      'cache-control': 'public, max-age=86400',
    });
  });

  const space = (c: Context) => {
    const token = tokenOf(c);
    const api = apiOf(token);
    if (!api) {
      throw new CmsHttpError(
        401,
        cmsError('AccessTokenInvalid', 'The access token you sent could not be found or is invalid.'),
      );
    }
    if (c.req.param('space') !== CMS_SPACE) throw notFound('Space', c.req.param('space') ?? '');
    return api;
  };
  const gate = (c: Context<CmsEnv>, env: string) => {
    const api = space(c);
    if (env !== CMS_ENVIRONMENT) throw notFound('Environment', env, env);
    c.set('cmsView', store.view(api === 'preview'));
    c.set('cmsEnv', env);
  };

  const spaceRoot = (c: Context) => {
    space(c);
    return c.json({
      sys: { type: 'Space', id: CMS_SPACE },
      name: 'Shop sandbox',
      locales: [{ code: CMS_LOCALE, default: true, name: 'Swedish (Sweden)', fallbackCode: null }],
    });
  };
  cms.get('/spaces/:space', spaceRoot);
  // The SDK asks for the space root with a trailing slash.
  cms.get('/spaces/:space/', spaceRoot);

  const localeOf = (c: Context) => {
    const locale = c.req.query('locale');
    if (locale && locale !== '*' && locale !== CMS_LOCALE) throw badRequest(`Unknown locale: ${locale}`);
    return locale === '*';
  };
  const render = (c: Context<CmsEnv>, item: CmsItem) =>
    restItem(item, {
      env: c.get('cmsEnv'),
      preview: c.get('cmsView').preview,
      origin: originOf(c),
      localized: localeOf(c),
    });

  function collection(c: Context<CmsEnv>, kind: 'Entry' | 'Asset') {
    const view = c.get('cmsView');
    const result = runQuery(view, kind, c.req.query());
    const body: Record<string, unknown> = {
      sys: { type: 'Array' },
      total: result.total,
      skip: result.skip,
      limit: result.limit,
      items: result.items.map((item) => applySelect(render(c, item), result.select)),
    };
    if (kind === 'Entry' && result.include > 0) {
      const included = collectIncludes(view, result.items, result.include);
      if (included.entries.length + included.assets.length > 0) {
        body.includes = {
          ...(included.entries.length ? { Entry: included.entries.map((i) => render(c, i)) } : {}),
          ...(included.assets.length ? { Asset: included.assets.map((i) => render(c, i)) } : {}),
        };
      }
      if (included.unresolved.length > 0) {
        body.errors = included.unresolved.map((link) => ({
          sys: { id: 'notResolvable', type: 'error' },
          details: { type: 'Link', linkType: link.linkType, id: link.id },
        }));
      }
    }
    return c.json(body);
  }

  const one = (c: Context<CmsEnv>, kind: 'Entry' | 'Asset') => {
    const item = c.get('cmsView').byId.get(c.req.param('id') ?? '');
    if (!item || item.kind !== kind) throw notFound(kind, c.req.param('id') ?? '', c.get('cmsEnv'));
    return c.json(render(c, item));
  };

  const page = <T>(c: Context, items: T[]) => {
    // As the collection queries read them: an integer in range, or 400 (a negative limit was read as 100).
    const int = (name: string, fallback: number, max: number) => {
      const raw = c.req.query(name);
      if (raw === undefined || raw === '') return fallback;
      const n = Number(raw);
      if (!Number.isInteger(n) || n < 0 || n > max)
        throw badRequest(`${name} must be an integer from 0 to ${max}`, { errors: [{ name, value: raw }] });
      return n;
    };
    const limit = int('limit', 100, 1000);
    const skip = int('skip', 0, Number.MAX_SAFE_INTEGER);
    return {
      sys: { type: 'Array' },
      total: items.length,
      skip,
      limit,
      items: items.slice(skip, skip + limit),
    };
  };

  function sync(c: Context<CmsEnv>) {
    const view = c.get('cmsView');
    const q = c.req.query();
    let token: SyncToken;
    if (q.sync_token) {
      token = decodeToken(q.sync_token);
      if (token.p !== view.preview)
        throw badRequest('This sync token belongs to the other API (delivery/preview)');
      if (token.u < 0) token = { ...token, u: view.seq };
    } else if (q.initial === 'true') {
      const type = q.type ?? 'all';
      if (!SYNC_TYPES.includes(type)) throw badRequest(`Unknown sync type: ${type}`);
      if (q.content_type && type !== 'Entry') {
        throw badRequest(
          'When using the `content_type` filter your `type` parameter cannot be different from `Entry`.',
        );
      }
      const limit = Number(q.limit ?? SYNC_PAGE_DEFAULT);
      if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
        throw badRequest('limit must be from 1 to 1000');
      token = {
        s: 0,
        u: view.seq,
        o: 0,
        t: type,
        l: limit,
        p: view.preview,
        ...(q.content_type ? { c: q.content_type } : {}),
      };
    } else {
      throw badRequest('Please provide one of `initial` or `sync_token` parameters for syncing');
    }
    type Change = { seq: number; render: () => unknown };
    const inRound = (seq: number) => seq > token.s && seq <= token.u;
    const entities: Change[] = view.items
      .filter((item) => inRound(item.seq))
      .filter((item) => token.t === 'all' || item.kind === token.t)
      .filter((item) => !token.c || item.contentType === token.c)
      .map((item) => ({
        seq: item.seq,
        render: () =>
          restItem(item, {
            env: c.get('cmsEnv'),
            preview: view.preview,
            origin: originOf(c),
            localized: true,
          }),
      }));
    // An initial sync answers what exists; deletions belong to later rounds.
    const deletions: Change[] =
      token.s === 0 || token.c
        ? []
        : view.deletions
            .filter((d) => inRound(d.seq) && !view.items.some((i) => i.id === d.id && i.seq > d.seq))
            .filter(
              (d) =>
                token.t === 'all' ||
                token.t === 'Deletion' ||
                token.t === (d.kind === 'Entry' ? 'DeletedEntry' : 'DeletedAsset'),
            )
            .map((d) => ({
              seq: d.seq,
              render: () => ({
                sys: {
                  type: d.kind === 'Entry' ? 'DeletedEntry' : 'DeletedAsset',
                  id: d.id,
                  space: { sys: { type: 'Link', linkType: 'Space', id: CMS_SPACE } },
                  environment: { sys: { type: 'Link', linkType: 'Environment', id: c.get('cmsEnv') } },
                  createdAt: d.deletedAt,
                  updatedAt: d.deletedAt,
                  deletedAt: d.deletedAt,
                  revision: 1,
                },
              }),
            }));
    const wanted = [...entities, ...deletions].sort((x, y) => x.seq - y.seq);
    const slice = wanted.slice(token.o, token.o + token.l);
    const base = `${originOf(c)}/cms/spaces/${CMS_SPACE}/environments/${c.get('cmsEnv')}/sync`;
    const more = token.o + token.l < wanted.length;
    const next = more ? { ...token, o: token.o + token.l } : { ...token, s: token.u, u: -1, o: 0 };
    return c.json({
      sys: { type: 'Array' },
      items: slice.map((change) => change.render()),
      ...(more
        ? { nextPageUrl: `${base}?sync_token=${encodeToken(next)}` }
        : { nextSyncUrl: `${base}?sync_token=${encodeToken(next)}` }),
    });
  }

  const envRoutes = (prefix: string, envOf: (c: Context) => string | null) => {
    cms.use(`${prefix}/*`, async (c, next) => {
      const env = envOf(c);
      if (env !== null) gate(c, env);
      await next();
    });
    cms.get(`${prefix}/entries`, (c) => collection(c, 'Entry'));
    cms.get(`${prefix}/entries/:id`, (c) => one(c, 'Entry'));
    cms.get(`${prefix}/assets`, (c) => collection(c, 'Asset'));
    cms.get(`${prefix}/assets/:id`, (c) => one(c, 'Asset'));
    cms.get(`${prefix}/content_types`, (c) =>
      c.json(
        page(
          c,
          CONTENT_TYPES.map((t) => restContentType(t.id, c.get('cmsEnv'))),
        ),
      ),
    );
    cms.get(`${prefix}/content_types/:id`, (c) => {
      const type = restContentType(c.req.param('id') ?? '', c.get('cmsEnv'));
      if (!type) throw notFound('ContentType', c.req.param('id') ?? '', c.get('cmsEnv'));
      return c.json(type);
    });
    const tag = (t: CmsView['tags'][number], env: string) => ({
      sys: {
        id: t.id,
        type: 'Tag',
        visibility: 'public',
        createdAt: t.createdAt,
        updatedAt: t.createdAt,
        version: 1,
        space: { sys: { type: 'Link', linkType: 'Space', id: CMS_SPACE } },
        environment: { sys: { type: 'Link', linkType: 'Environment', id: env } },
      },
      name: t.name,
    });
    cms.get(`${prefix}/tags`, (c) =>
      c.json(
        page(
          c,
          c.get('cmsView').tags.map((t) => tag(t, c.get('cmsEnv'))),
        ),
      ),
    );
    cms.get(`${prefix}/tags/:id`, (c) => {
      const found = c.get('cmsView').tags.find((t) => t.id === c.req.param('id'));
      if (!found) throw notFound('Tag', c.req.param('id') ?? '', c.get('cmsEnv'));
      return c.json(tag(found, c.get('cmsEnv')));
    });
    cms.get(`${prefix}/locales`, (c) =>
      c.json(
        page(c, [
          {
            code: CMS_LOCALE,
            name: 'Swedish (Sweden)',
            default: true,
            fallbackCode: null,
            sys: { id: 'sv-se', type: 'Locale', version: 1 },
          },
        ]),
      ),
    );
    cms.get(`${prefix}/sync`, sync);
    cms.post(`${prefix}/asset_keys`, async (c) => {
      let body: { expiresAt?: unknown };
      try {
        body = (await c.req.json()) as { expiresAt?: unknown };
      } catch {
        throw badRequest('The body must be JSON: { "expiresAt": <unix seconds> }');
      }
      const now = Math.floor(Date.now() / 1000);
      const expiresAt = body?.expiresAt;
      if (
        typeof expiresAt !== 'number' ||
        !Number.isInteger(expiresAt) ||
        expiresAt <= now ||
        expiresAt > now + ASSET_KEY_MAX_LIFETIME_SECONDS
      ) {
        return c.json(
          cmsError(
            'ValidationFailed',
            'expiresAt must be a unix time in seconds, in the future and at most 48 hours ahead',
            {
              errors: [{ name: 'expiresAt', value: expiresAt }],
            },
          ),
          422,
        );
      }
      const secret = randomUUID().replaceAll('-', '');
      const policy = Buffer.from(JSON.stringify({ exp: expiresAt, space: CMS_SPACE })).toString('base64url');
      const signature = createHmac('sha256', secret).update(policy).digest('base64url');
      return c.json({ sys: { type: 'AssetKey', expiresAt }, policy: `${policy}.${signature}`, secret }, 201);
    });
  };
  envRoutes('/spaces/:space/environments/:env', (c) => c.req.param('env') ?? '');
  // Without an environment in the path, Contentful answers from master.
  envRoutes('/spaces/:space', (c) => (c.req.path.includes('/environments/') ? null : CMS_ENVIRONMENT));

  cms.all('*', (c) => c.json(cmsError('NotFound', 'The resource could not be found.'), 404));

  // Test lever: change content as an editor would, so previews, publishing and delta syncs can be exercised.
  const { db } = ctx;
  const row = db.prepare(
    `SELECT kind, content_type, draft, published, version, published_version FROM cms_items WHERE id = ?`,
  );
  const nextSeq = () =>
    (
      db
        .prepare(
          `SELECT max(coalesce((SELECT max(seq) FROM cms_items), 0), coalesce((SELECT max(seq) FROM cms_deletions), 0)) + 1 AS seq`,
        )
        .get() as { seq: number }
    ).seq;
  app.put('/__sandbox/cms/entries/:id', async (c) => {
    const id = c.req.param('id');
    const current = row.get(id) as
      | {
          kind: string;
          content_type: string | null;
          draft: string;
          published: string | null;
          version: number;
          published_version: number | null;
        }
      | undefined;
    if (!current) return c.json({ error: 'not_found', message: `No entry or asset ${id}` }, 404);
    let input: { fields?: Record<string, unknown>; publish?: boolean; unpublish?: boolean; delete?: boolean };
    try {
      input = (await c.req.json()) as typeof input;
    } catch {
      return c.json({ error: 'malformed_json', message: 'Begäran är inte giltig JSON' }, 400);
    }
    const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);
    if (
      !isObject(input) ||
      (input.fields !== undefined && !isObject(input.fields)) ||
      (['publish', 'unpublish', 'delete'] as const).some(
        (flag) => input[flag] !== undefined && typeof input[flag] !== 'boolean',
      )
    ) {
      return c.json(
        {
          error: 'bad_request',
          message: 'Ange ett objekt: fields (objekt), publish, unpublish, delete (sant eller falskt)',
        },
        400,
      );
    }
    const type = current.content_type ? CONTENT_TYPES.find((t) => t.id === current.content_type) : null;
    for (const key of Object.keys(input.fields ?? {})) {
      if (type && !type.fields.some((f) => f.id === key)) {
        return c.json(
          { error: 'bad_request', message: `${current.content_type} has no field ${key}`, field: key },
          400,
        );
      }
    }
    const now = new Date().toISOString();
    if (input.delete) {
      db.prepare('DELETE FROM cms_items WHERE id = ?').run(id);
      db.prepare('INSERT INTO cms_deletions (id, kind, preview, deleted_at, seq) VALUES (?, ?, 1, ?, ?)').run(
        id,
        current.kind,
        now,
        nextSeq(),
      );
      return c.json({ id, deleted: true });
    }
    const draft = { ...(JSON.parse(current.draft) as Record<string, unknown>), ...(input.fields ?? {}) };
    const version = current.version + 1;
    let published = current.published;
    let publishedVersion = current.published_version;
    if (input.publish) {
      published = JSON.stringify(draft);
      publishedVersion = (publishedVersion ?? 0) + 1;
    }
    if (input.unpublish && published !== null) {
      published = null;
      db.prepare('INSERT INTO cms_deletions (id, kind, preview, deleted_at, seq) VALUES (?, ?, 0, ?, ?)').run(
        id,
        current.kind,
        now,
        nextSeq(),
      );
    }
    const update = db.prepare(
      `UPDATE cms_items SET draft = ?, published = ?, version = ?, published_version = ?, updated_at = ?,
         published_at = CASE WHEN ? THEN ? ELSE published_at END, first_published_at = coalesce(first_published_at, CASE WHEN ? THEN ? END), seq = ?,
         published_seq = CASE WHEN ? THEN ? ELSE published_seq END
       WHERE id = ?`,
    );
    const seq = nextSeq();
    const publish = input.publish ? 1 : 0;
    update.run(
      JSON.stringify(draft),
      published,
      version,
      publishedVersion,
      now,
      publish,
      now,
      publish,
      now,
      seq,
      publish,
      seq,
      id,
    );
    return c.json({ id, version, published: published !== null });
  });
  app.route('/cms', cms);
}
