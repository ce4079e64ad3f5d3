import { CONTENT_TYPE_BY_ID } from './model.ts';
import { type CmsItem, type CmsView, type LinkRef, linksOf, searchableText } from './store.ts';

/** A query the Content Delivery API would answer 400 `InvalidQuery` to. */
export class InvalidQuery extends Error {
  readonly details: { errors: { name: string; value?: unknown; details?: string }[] };
  constructor(name: string, value: unknown, details?: string) {
    super(details ?? name);
    this.details = { errors: [{ name, value, ...(details ? { details } : {}) }] };
  }
}

const MAX_LIMIT = 1000;
const DEFAULT_LIMIT = 100;
const MAX_INCLUDE = 10;

/** Lower case and without diacritics, so 'ror' finds 'rör'. */
export const fold = (text: string) =>
  text
    .toLocaleLowerCase('sv-SE')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

const RESERVED = new Set([
  'content_type',
  'limit',
  'skip',
  'order',
  'select',
  'include',
  'locale',
  'query',
  'access_token',
  'links_to_entry',
  'links_to_asset',
]);

/** The value at a dotted path: `fields.slug`, `sys.id`, `sys.contentType.sys.id`, `fields.hero.sys.id`, `metadata.tags.sys.id`. */
function valueAt(item: CmsItem, path: string): unknown {
  if (path === 'sys.id') return item.id;
  if (path === 'sys.type') return item.kind;
  if (path === 'sys.createdAt') return item.createdAt;
  if (path === 'sys.updatedAt') return item.updatedAt;
  if (path === 'sys.publishedAt') return item.publishedAt;
  if (path === 'sys.firstPublishedAt') return item.firstPublishedAt;
  if (path === 'sys.contentType.sys.id') return item.contentType;
  if (path === 'sys.revision' || path === 'sys.publishedVersion') return item.publishedVersion;
  if (path === 'metadata.tags.sys.id') return item.tags;
  if (!path.startsWith('fields.')) throw new InvalidQuery('unknownField', path);
  const [field, ...rest] = path.slice('fields.'.length).split('.');
  let value: unknown = item.fields[field ?? ''];
  // fields.hero.sys.id, fields.file.contentType, fields.location…
  for (const key of rest) {
    if (Array.isArray(value)) value = value.map((v) => (v as Record<string, unknown> | null)?.[key]);
    else value = (value as Record<string, unknown> | null | undefined)?.[key];
  }
  return value;
}

const typed = (sample: unknown, raw: string): unknown => {
  if (typeof sample === 'number') return Number(raw);
  if (typeof sample === 'boolean') return raw === 'true';
  return raw;
};
const flat = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);
const equals = (value: unknown, raw: string) =>
  flat(value).some((v) => v !== undefined && v !== null && (v === typed(v, raw) || String(v) === raw));
const compare = (value: unknown, raw: string): number | null => {
  if (typeof value === 'number') return value - Number(raw);
  if (typeof value === 'string') return value < raw ? -1 : value > raw ? 1 : 0;
  return null;
};
const list = (raw: string) =>
  raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

function checkFieldPath(path: string, contentType: string | undefined, kind: 'Entry' | 'Asset') {
  if (!path.startsWith('fields.')) return;
  const field = path.slice(7).split('.')[0] ?? '';
  if (kind === 'Asset') {
    if (!['title', 'description', 'file'].includes(field)) throw new InvalidQuery('unknownField', path);
    return;
  }
  if (!contentType) {
    throw new InvalidQuery(
      'unknownContentType',
      path,
      'A content_type is required to filter or order on fields',
    );
  }
  const type = CONTENT_TYPE_BY_ID.get(contentType);
  if (!type?.fields.some((f) => f.id === field)) throw new InvalidQuery('unknownField', field);
}

type Predicate = (item: CmsItem) => boolean;

function filterPredicate(
  key: string,
  raw: string,
  contentType: string | undefined,
  kind: 'Entry' | 'Asset',
): Predicate {
  const match = /^(.+?)(?:\[(ne|in|nin|exists|all|match|lt|lte|gt|gte|near|within)\])?$/.exec(key);
  const path = match?.[1] ?? key;
  const op = match?.[2];
  if (path === 'sys.contentType.sys.id' || path.startsWith('sys.') || path.startsWith('metadata.')) {
    // known sys paths only
    valueAt({ id: '', kind, contentType: null, fields: {}, tags: [] } as unknown as CmsItem, path);
  }
  checkFieldPath(path, contentType, kind);
  const get = (item: CmsItem) => valueAt(item, path);
  switch (op) {
    case undefined:
      return (item) => equals(get(item), raw);
    case 'ne':
      return (item) => !equals(get(item), raw);
    case 'in': {
      const values = list(raw);
      return (item) => values.some((v) => equals(get(item), v));
    }
    case 'nin': {
      const values = list(raw);
      return (item) => !values.some((v) => equals(get(item), v));
    }
    case 'all': {
      const values = list(raw);
      return (item) => values.every((v) => equals(get(item), v));
    }
    case 'exists': {
      const want = raw === 'true';
      return (item) => {
        const v = get(item);
        const has = v !== undefined && v !== null && !(Array.isArray(v) && v.every((x) => x === undefined));
        return has === want;
      };
    }
    case 'match': {
      const terms = fold(raw).split(/\s+/).filter(Boolean);
      return (item) => {
        const v = get(item);
        const text = fold(
          flat(v)
            .filter((x) => typeof x === 'string')
            .join(' '),
        );
        return terms.every((term) => text.includes(term));
      };
    }
    case 'lt':
    case 'lte':
    case 'gt':
    case 'gte':
      return (item) => {
        const c = compare(get(item), raw);
        if (c === null) return false;
        return op === 'lt' ? c < 0 : op === 'lte' ? c <= 0 : op === 'gt' ? c > 0 : c >= 0;
      };
    default:
      throw new InvalidQuery('unsupportedOperator', op, `The sandbox does not implement [${op}]`);
  }
}

const intParam = (raw: string | undefined, name: string, fallback: number, max: number) => {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > max)
    throw new InvalidQuery(name, raw, `${name} must be an integer from 0 to ${max}`);
  return n;
};

/**
 * Sorts items by the keys in turn (Swedish collation for strings), ties by
 * their position; the order both the REST and the GraphQL API answer in.
 */
export function sortByKeys(
  items: CmsItem[],
  keys: { path: string; desc: boolean }[],
  value: (item: CmsItem, path: string) => unknown,
): CmsItem[] {
  return [...items].sort((x, y) => {
    for (const { path, desc } of keys) {
      const a = value(x, path);
      const b = value(y, path);
      if (a === b) continue;
      // missing values sort last, as Contentful does
      if (a === undefined || a === null) return 1;
      if (b === undefined || b === null) return -1;
      const c =
        typeof a === 'string' && typeof b === 'string'
          ? a.localeCompare(b, 'sv-SE')
          : (a as number) < (b as number)
            ? -1
            : 1;
      if (c !== 0) return desc ? -c : c;
    }
    return x.position - y.position;
  });
}

export interface CollectionQuery {
  items: CmsItem[];
  total: number;
  skip: number;
  limit: number;
  include: number;
  select: string[] | null;
}

/** Answers `entries` / `assets` query parameters over one view: filter, full text, order, page. */
export function runQuery(
  view: CmsView,
  kind: 'Entry' | 'Asset',
  params: Record<string, string>,
): CollectionQuery {
  const contentType = params.content_type ?? params['sys.contentType.sys.id'];
  if (contentType !== undefined && kind === 'Entry' && !CONTENT_TYPE_BY_ID.has(contentType)) {
    throw new InvalidQuery('unknownContentType', contentType, `Content type '${contentType}' does not exist`);
  }
  const limit = intParam(params.limit, 'limit', DEFAULT_LIMIT, MAX_LIMIT);
  const skip = intParam(params.skip, 'skip', 0, Number.MAX_SAFE_INTEGER);
  const include = intParam(params.include, 'include', 1, MAX_INCLUDE);
  const predicates: Predicate[] = [(item) => item.kind === kind];
  if (contentType && kind === 'Entry') predicates.push((item) => item.contentType === contentType);
  for (const [key, raw] of Object.entries(params)) {
    if (RESERVED.has(key) || key === 'sys.contentType.sys.id') continue;
    predicates.push(filterPredicate(key, raw, contentType, kind));
  }
  if (params.query) {
    const terms = fold(params.query).split(/\s+/).filter(Boolean);
    predicates.push((item) => {
      const text = fold(searchableText(item));
      return terms.every((term) => text.includes(term));
    });
  }
  if (params.links_to_entry) {
    const id = params.links_to_entry;
    predicates.push((item) => linksOf(item).some((l) => l.linkType === 'Entry' && l.id === id));
  }
  if (params.links_to_asset) {
    const id = params.links_to_asset;
    predicates.push((item) => linksOf(item).some((l) => l.linkType === 'Asset' && l.id === id));
  }
  let items = view.items.filter((item) => predicates.every((p) => p(item)));
  if (params.order) {
    const keys = list(params.order).map((key) => {
      const desc = key.startsWith('-');
      const path = desc ? key.slice(1) : key;
      checkFieldPath(path, contentType, kind);
      return { path, desc };
    });
    items = sortByKeys(items, keys, valueAt);
  }
  let select: string[] | null = null;
  if (params.select) {
    select = list(params.select);
    if (select.length > 100)
      throw new InvalidQuery('select', params.select, 'At most 100 properties may be selected');
    for (const path of select) {
      if (!/^(sys|fields|metadata)(\.[\w]+)?$/.test(path)) {
        throw new InvalidQuery('select', path, 'Select paths are sys, fields, metadata or one level below');
      }
      if (path.startsWith('fields.')) checkFieldPath(path, contentType, kind);
    }
  }
  return { items: items.slice(skip, skip + limit), total: items.length, skip, limit, include, select };
}

/** Applies `select` to a rendered item: sys is always kept (link resolution needs it). */
export function applySelect<T extends { sys: unknown; fields: Record<string, unknown>; metadata?: unknown }>(
  item: T,
  select: string[] | null,
): Partial<T> {
  if (!select) return item;
  const out: Record<string, unknown> = { sys: item.sys };
  if (select.includes('metadata') || select.some((s) => s.startsWith('metadata.')))
    out.metadata = item.metadata;
  if (select.includes('fields')) out.fields = item.fields;
  else {
    const fields = select.filter((s) => s.startsWith('fields.')).map((s) => s.slice(7));
    if (fields.length > 0) {
      out.fields = Object.fromEntries(fields.filter((f) => f in item.fields).map((f) => [f, item.fields[f]]));
    }
  }
  return out as Partial<T>;
}

/**
 * The linked items `include` levels deep, and the links nothing answers
 * (missing, unpublished for the delivery API).
 */
export function collectIncludes(view: CmsView, roots: CmsItem[], depth: number) {
  const seen = new Set(roots.map((r) => r.id));
  const entries: CmsItem[] = [];
  const assets: CmsItem[] = [];
  const unresolved = new Map<string, LinkRef>();
  let frontier = roots;
  for (let level = 0; level < depth && frontier.length > 0; level++) {
    const next: CmsItem[] = [];
    for (const item of frontier) {
      for (const link of linksOf(item)) {
        const target = view.byId.get(link.id);
        if (!target || target.kind !== link.linkType) {
          unresolved.set(`${link.linkType}:${link.id}`, link);
          continue;
        }
        if (seen.has(target.id)) continue;
        seen.add(target.id);
        (target.kind === 'Entry' ? entries : assets).push(target);
        next.push(target);
      }
    }
    frontier = next;
  }
  return { entries, assets, unresolved: [...unresolved.values()] };
}
