import type { DatabaseSync } from 'node:sqlite';
import { CMS_SPACE } from '../seed/content.ts';
import { CONTENT_TYPE_BY_ID } from './model.ts';
import { isRichText, type RichNode, richTextLinks, richTextPlain } from './rich-text.ts';

export const CMS_ENVIRONMENT = 'master';
export const CMS_LOCALE = 'sv-SE';
export const DELIVERY_TOKEN = 'sandbox-cda-token';
export const PREVIEW_TOKEN = 'sandbox-cpa-token';

export type Fields = Record<string, unknown>;

/** One entry or asset as one API (delivery or preview) sees it. */
export interface CmsItem {
  id: string;
  kind: 'Entry' | 'Asset';
  contentType: string | null;
  fields: Fields;
  tags: string[];
  version: number;
  publishedVersion: number | null;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  firstPublishedAt: string | null;
  seq: number;
  /** Position in the seed: the default order. */
  position: number;
}

export interface CmsView {
  preview: boolean;
  items: CmsItem[];
  byId: Map<string, CmsItem>;
  tags: { id: string; name: string; createdAt: string }[];
  /** Entries and assets this API no longer answers, for sync. */
  deletions: { id: string; kind: 'Entry' | 'Asset'; deletedAt: string; seq: number }[];
  /** The highest change sequence: what a sync token remembers. */
  seq: number;
}

interface Row {
  id: string;
  kind: 'Entry' | 'Asset';
  content_type: string | null;
  draft: string;
  published: string | null;
  tags: string;
  version: number;
  published_version: number | null;
  created_at: string;
  updated_at: string;
  published_at: string | null;
  first_published_at: string | null;
  seq: number;
  published_seq: number | null;
}

/** Reads the content tables, parsed once per change (the seq of the newest change). */
export function createContentStore(db: DatabaseSync) {
  const maxSeq = db.prepare(
    `SELECT max(coalesce((SELECT max(seq) FROM cms_items), 0), coalesce((SELECT max(seq) FROM cms_deletions), 0)) AS seq,
       (SELECT count(*) FROM cms_items) + (SELECT count(*) FROM cms_deletions) AS n`,
  );
  const allDeletions = db.prepare(
    'SELECT id, kind, preview, deleted_at AS deletedAt, seq FROM cms_deletions ORDER BY seq',
  );
  const all = db.prepare(
    `SELECT id, kind, content_type, draft, published, tags, version, published_version, created_at, updated_at,
       published_at, first_published_at, seq, published_seq FROM cms_items ORDER BY rowid`,
  );
  const allTags = db.prepare('SELECT id, name, created_at AS createdAt FROM cms_tags ORDER BY id');
  const file = db.prepare(`SELECT file, draft, published FROM cms_items WHERE id = ? AND kind = 'Asset'`);
  let cached: { key: string; views: [CmsView, CmsView] } | null = null;

  function load(): [CmsView, CmsView] {
    const { seq, n } = maxSeq.get() as { seq: number; n: number };
    const key = `${seq}:${n}`;
    if (cached?.key === key) return cached.views;
    const rows = all.all() as unknown as Row[];
    const tags = allTags.all() as unknown as CmsView['tags'];
    const deletions = allDeletions.all() as unknown as (CmsView['deletions'][number] & { preview: number })[];
    const make = (preview: boolean): CmsView => {
      const items: CmsItem[] = [];
      rows.forEach((row, position) => {
        const source = preview ? row.draft : row.published;
        if (source === null) return;
        items.push({
          id: row.id,
          kind: row.kind,
          contentType: row.content_type,
          fields: JSON.parse(source) as Fields,
          tags: JSON.parse(row.tags) as string[],
          version: row.version,
          publishedVersion: row.published_version,
          createdAt: row.created_at,
          updatedAt: row.updated_at,
          publishedAt: row.published_at,
          firstPublishedAt: row.first_published_at,
          // the delivery API changes only when something is published
          seq: preview ? row.seq : (row.published_seq ?? row.seq),
          position,
        });
      });
      const gone = deletions
        .filter((d) => (preview ? d.preview === 1 : true))
        .map(({ id, kind, deletedAt, seq: at }) => ({ id, kind, deletedAt, seq: at }));
      return { preview, items, byId: new Map(items.map((i) => [i.id, i])), tags, deletions: gone, seq };
    };
    cached = { key, views: [make(false), make(true)] };
    return cached.views;
  }

  return {
    view: (preview: boolean): CmsView => load()[preview ? 1 : 0],
    /** The stored file of an asset (published or draft), for the image route. */
    file(id: string): { body: string; contentType: string } | null {
      const row = file.get(id) as { file: string | null; draft: string } | undefined;
      if (!row?.file) return null;
      const fields = JSON.parse(row.draft) as { file?: { contentType?: string } };
      return { body: row.file, contentType: fields.file?.contentType ?? 'application/octet-stream' };
    },
  };
}
export type ContentStore = ReturnType<typeof createContentStore>;

// ——— links ———

export interface LinkRef {
  linkType: 'Entry' | 'Asset';
  id: string;
}

const asLink = (value: unknown): LinkRef | null => {
  const sys = (value as { sys?: { type?: string; linkType?: string; id?: string } } | null)?.sys;
  return sys?.type === 'Link' && (sys.linkType === 'Entry' || sys.linkType === 'Asset') && sys.id
    ? { linkType: sys.linkType, id: sys.id }
    : null;
};

/** Every link an item holds: link fields, arrays of links, and rich-text embeds. */
export function linksOf(item: CmsItem): LinkRef[] {
  const out: LinkRef[] = [];
  for (const value of Object.values(item.fields)) {
    const single = asLink(value);
    if (single) out.push(single);
    else if (Array.isArray(value)) {
      for (const v of value) {
        const l = asLink(v);
        if (l) out.push(l);
      }
    } else if (isRichText(value)) {
      const links = richTextLinks(value);
      for (const id of [...links.entries.block, ...links.entries.inline, ...links.entries.hyperlink]) {
        out.push({ linkType: 'Entry', id });
      }
      for (const id of [...links.assets.block, ...links.assets.hyperlink])
        out.push({ linkType: 'Asset', id });
    }
  }
  return out;
}

/** The text full-text search looks in: every text, symbol and rich-text field. */
export function searchableText(item: CmsItem): string {
  const parts: string[] = [];
  for (const value of Object.values(item.fields)) {
    if (typeof value === 'string') parts.push(value);
    else if (isRichText(value)) parts.push(richTextPlain(value as RichNode));
    else if (Array.isArray(value)) for (const v of value) if (typeof v === 'string') parts.push(v);
  }
  return parts.join(' ');
}

// ——— JSON shapes of the Content Delivery API ———

const sysLink = (linkType: string, id: string) => ({ sys: { type: 'Link', linkType, id } });

/** Protocol-relative file url on the host the caller used (as Contentful answers `//images.ctfassets.net/…`). */
function assetFields(fields: Fields, origin: string): Fields {
  const file = fields.file as { url?: string } | undefined;
  if (!file?.url) return fields;
  return { ...fields, file: { ...file, url: `${origin.replace(/^https?:/, '')}${file.url}` } };
}

function restSys(item: CmsItem, env: string, preview: boolean) {
  return {
    space: sysLink('Space', CMS_SPACE),
    id: item.id,
    type: item.kind,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
    environment: sysLink('Environment', env),
    ...(preview ? {} : { publishedVersion: item.publishedVersion ?? undefined }),
    revision: item.publishedVersion ?? 0,
    ...(item.contentType ? { contentType: sysLink('ContentType', item.contentType) } : {}),
    locale: CMS_LOCALE,
  };
}

export function restItem(
  item: CmsItem,
  options: { env: string; preview: boolean; origin: string; localized?: boolean },
) {
  const fields = item.kind === 'Asset' ? assetFields(item.fields, options.origin) : item.fields;
  const sys = restSys(item, options.env, options.preview);
  if (options.localized) delete (sys as { locale?: string }).locale;
  return {
    metadata: { tags: item.tags.map((id) => sysLink('Tag', id)), concepts: [] },
    sys,
    fields: options.localized
      ? Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, { [CMS_LOCALE]: v }]))
      : fields,
  };
}

export function restContentType(id: string, env: string) {
  const type = CONTENT_TYPE_BY_ID.get(id);
  if (!type) return null;
  return {
    sys: {
      space: sysLink('Space', CMS_SPACE),
      id: type.id,
      type: 'ContentType',
      createdAt: '2026-01-05T06:00:00.000Z',
      updatedAt: '2026-01-05T06:00:00.000Z',
      environment: sysLink('Environment', env),
      revision: 1,
    },
    displayField: type.displayField,
    name: type.name,
    description: type.description,
    fields: type.fields.map((f) => ({
      id: f.id,
      name: f.name,
      type: f.type,
      localized: false,
      required: f.required ?? false,
      disabled: false,
      omitted: false,
      validations: [
        ...(f.linkContentType?.length ? [{ linkContentType: f.linkContentType }] : []),
        ...(f.max ? [{ size: { max: f.max } }] : []),
      ],
      ...(f.linkType ? { linkType: f.linkType } : {}),
      ...(f.items
        ? {
            items: {
              type: f.items.type,
              ...(f.items.linkType ? { linkType: f.items.linkType } : {}),
              validations: f.items.linkContentType?.length
                ? [{ linkContentType: f.items.linkContentType }]
                : [],
            },
          }
        : {}),
    })),
  };
}

/** Contentful's error body: `{ sys: { type: 'Error', id }, message, details?, requestId }`. */
export function cmsError(id: string, message: string, details?: unknown) {
  return {
    sys: { type: 'Error', id },
    message,
    ...(details === undefined ? {} : { details }),
    requestId: `sandbox-${id.toLowerCase()}`,
  };
}
