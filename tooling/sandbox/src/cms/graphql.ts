import {
  GraphQLBoolean,
  GraphQLEnumType,
  GraphQLError,
  type GraphQLFieldConfig,
  type GraphQLFieldConfigArgumentMap,
  type GraphQLFieldConfigMap,
  GraphQLFloat,
  type GraphQLInputFieldConfigMap,
  GraphQLInputObjectType,
  type GraphQLInputType,
  GraphQLInt,
  GraphQLInterfaceType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  type GraphQLOutputType,
  GraphQLScalarType,
  GraphQLSchema,
  GraphQLString,
  GraphQLUnionType,
} from 'graphql';
import { CMS_SPACE } from '../seed/content.ts';
import { CONTENT_TYPES, type ContentTypeDef, type FieldDef } from './model.ts';
import { fold, sortByKeys } from './query.ts';
import { isRichText, type RichNode, richTextLinks, richTextPlain } from './rich-text.ts';
import { CMS_ENVIRONMENT, type CmsItem, type CmsView, linksOf } from './store.ts';

/**
 * The GraphQL Content API schema, generated from the content model the way
 * Contentful generates it: a type per content type, `<type>Collection`
 * queries with `where`, `order`, `skip`, `limit`, `preview`, reference
 * fields as `<field>Collection`, rich text as `{ json links }`, `linkedFrom`.
 */

export interface GqlContext {
  /** Which API the token opens: the preview token may ask for `preview: true`. */
  api: 'delivery' | 'preview';
  view(preview: boolean): CmsView;
  origin: string;
}
interface Node {
  item: CmsItem;
  preview: boolean;
}
interface Collection {
  total: number;
  skip: number;
  limit: number;
  items: unknown[];
}

export const MAX_COLLECTION_LIMIT = 1000;
const upper = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
export const typeNameOf = (contentType: string) => upper(contentType);

const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  description: 'A date-time string in ISO 8601 format.',
  serialize: (value) => value,
  parseValue: (value) => value,
});
const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'The `JSON` scalar type represents JSON values.',
  serialize: (value) => value,
  parseValue: (value) => value,
});

/** The scalar a field of each plain kind has, as a value and in filters. */
const SCALAR_TYPES: Partial<Record<FieldDef['type'], GraphQLScalarType>> = {
  Symbol: GraphQLString,
  Text: GraphQLString,
  Integer: GraphQLInt,
  Number: GraphQLFloat,
  Boolean: GraphQLBoolean,
  Date: DateTime,
  Object: JSONScalar,
};

/** The filters on a list of strings (an array of symbols, the tags): contains all, some or none. */
const listFilters = (id: string): GraphQLInputFieldConfigMap =>
  Object.fromEntries(
    ['_contains_all', '_contains_some', '_contains_none'].map((op) => [
      `${id}${op}`,
      { type: new GraphQLList(GraphQLString) },
    ]),
  );

const contentfulError = (message: string, code: string, details?: Record<string, unknown>) =>
  new GraphQLError(message, {
    extensions: {
      contentful: { code, requestId: `sandbox-${code.toLowerCase()}`, ...(details ? { details } : {}) },
    },
  });

function resolvePreview(args: { preview?: boolean | null }, inherited: boolean, ctx: GqlContext): boolean {
  const preview = args.preview ?? inherited;
  if (preview && ctx.api !== 'preview') {
    throw contentfulError(
      'Query cannot be executed. Preview content needs a Content Preview API access token.',
      'ACCESS_TOKEN_INVALID',
    );
  }
  return preview;
}

function checkLimit(limit: number, skip: number) {
  if (limit < 0 || limit > MAX_COLLECTION_LIMIT) {
    throw contentfulError(
      `Query cannot be executed. The maximum allowed limit is ${MAX_COLLECTION_LIMIT}.`,
      'COLLECTION_LIMIT',
    );
  }
  if (skip < 0) throw contentfulError('Query cannot be executed. skip must not be negative.', 'BAD_REQUEST');
}

const linkTarget = (value: unknown) =>
  (value as { sys?: { id?: string; linkType?: string } } | null | undefined)?.sys ?? null;

function unresolvable(from: Node, field: string, typeName: string, linkType: string, id: string) {
  return contentfulError(
    `Query execution error. Link from ${from.item.kind === 'Asset' ? 'asset' : 'entry'} '${from.item.id}' to ${linkType.toLowerCase()} '${id}' on field '${field}' within type '${typeName}' cannot be resolved`,
    'UNRESOLVABLE_LINK',
    { type: typeName, field, linkType, linkId: id },
  );
}

// ——— filters ———

type Where = Record<string, unknown>;

function fieldValue(item: CmsItem, field: FieldDef): unknown {
  return item.fields[field.id];
}

function matchScalar(value: unknown, op: string, arg: unknown, field: FieldDef): boolean {
  const present = value !== undefined && value !== null;
  const values = Array.isArray(value) ? value : [value];
  const text = () =>
    fold(
      isRichText(value)
        ? richTextPlain(value as RichNode)
        : values.filter((v) => typeof v === 'string').join(' '),
    );
  switch (op) {
    case '':
      return present && values.includes(arg);
    case '_not':
      return !values.includes(arg);
    case '_exists':
      return present === arg;
    case '_in':
      return present && (arg as unknown[]).some((a) => values.includes(a));
    case '_not_in':
      return !(arg as unknown[]).some((a) => values.includes(a));
    case '_contains':
      return present && text().includes(fold(String(arg)));
    case '_not_contains':
      return !text().includes(fold(String(arg)));
    case '_contains_all':
      return (arg as unknown[]).every((a) => values.includes(a));
    case '_contains_some':
      return (arg as unknown[]).some((a) => values.includes(a));
    case '_contains_none':
      return !(arg as unknown[]).some((a) => values.includes(a));
    case '_gt':
    case '_gte':
    case '_lt':
    case '_lte': {
      if (!present) return false;
      const c = (value as number | string) < (arg as number | string) ? -1 : value === arg ? 0 : 1;
      return op === '_gt' ? c > 0 : op === '_gte' ? c >= 0 : op === '_lt' ? c < 0 : c <= 0;
    }
    default:
      throw new Error(`unsupported filter ${field.id}${op}`);
  }
}

const OPS = [
  '_not_in',
  '_not_contains',
  '_contains_all',
  '_contains_some',
  '_contains_none',
  '_not',
  '_exists',
  '_in',
  '_contains',
  '_gte',
  '_gt',
  '_lte',
  '_lt',
];

function matches(
  item: CmsItem,
  where: Where | null | undefined,
  type: ContentTypeDef | null,
  view: CmsView,
): boolean {
  if (!where) return true;
  for (const [key, arg] of Object.entries(where)) {
    if (arg === undefined) continue;
    if (key === 'AND') {
      if (!(arg as Where[]).every((w) => matches(item, w, type, view))) return false;
      continue;
    }
    if (key === 'OR') {
      if (!(arg as Where[]).some((w) => matches(item, w, type, view))) return false;
      continue;
    }
    if (key === 'sys') {
      const sys = arg as Where;
      const values: Record<string, unknown> = {
        id: item.id,
        publishedAt: item.publishedAt,
        firstPublishedAt: item.firstPublishedAt,
        publishedVersion: item.publishedVersion,
      };
      for (const [sysKey, sysArg] of Object.entries(sys)) {
        const op = OPS.find((o) => sysKey.endsWith(o)) ?? '';
        const name = sysKey.slice(0, sysKey.length - op.length);
        if (!matchScalar(values[name], op, sysArg, { id: name, name, type: 'Symbol' })) return false;
      }
      continue;
    }
    if (key === 'contentfulMetadata') {
      const meta = arg as { tags_exists?: boolean; tags?: Where };
      if (meta.tags_exists !== undefined && meta.tags_exists !== item.tags.length > 0) return false;
      for (const [tagKey, tagArg] of Object.entries(meta.tags ?? {})) {
        const op = tagKey.replace(/^id/, '');
        if (!matchScalar(item.tags, op, tagArg, { id: 'tags', name: 'tags', type: 'Array' })) return false;
      }
      continue;
    }
    if (!type) continue;
    // reference fields: `<field>Collection_exists`, `<field>_exists`, nested `<field>: { … }`
    const collection = /^(\w+)Collection_exists$/.exec(key);
    if (collection) {
      const v = item.fields[collection[1] ?? ''];
      if ((Array.isArray(v) && v.length > 0) !== arg) return false;
      continue;
    }
    const field = type.fields.find(
      (f) => key === f.id || (key.startsWith(f.id) && OPS.includes(key.slice(f.id.length))),
    );
    if (!field) throw contentfulError(`Unknown filter ${key}`, 'BAD_REQUEST');
    const op = key.slice(field.id.length);
    const value = fieldValue(item, field);
    if (field.type === 'Link' && op === '' && field.linkType === 'Entry') {
      const target = view.byId.get(linkTarget(value)?.id ?? '');
      const targetType = CONTENT_TYPES.find((t) => t.id === target?.contentType) ?? null;
      if (!target || !matches(target, arg as Where, targetType, view)) return false;
      continue;
    }
    if (field.type === 'Link' || field.type === 'Location' || field.type === 'Object') {
      if (op !== '_exists') throw contentfulError(`Unsupported filter ${key}`, 'BAD_REQUEST');
    }
    if (!matchScalar(value, op, arg, field)) return false;
  }
  return true;
}

function sortItems(items: CmsItem[], order: string[] | null | undefined): CmsItem[] {
  if (!order?.length) return items;
  const keys = order.map((o) => {
    const desc = o.endsWith('_DESC');
    const path = o.replace(/_(ASC|DESC)$/, '');
    return { path, desc };
  });
  const value = (item: CmsItem, path: string): unknown => {
    if (path === 'sys_id') return item.id;
    if (path === 'sys_publishedAt') return item.publishedAt;
    if (path === 'sys_firstPublishedAt') return item.firstPublishedAt;
    if (path === 'sys_publishedVersion') return item.publishedVersion;
    return item.fields[path];
  };
  return sortByKeys(items, keys, value);
}

// ——— schema ———

/** Builds the GraphQL schema of the content model (deterministic: same model, same SDL). */
export function buildCmsSchema(): GraphQLSchema {
  const objectTypes = new Map<string, GraphQLObjectType>();
  const filterTypes = new Map<string, GraphQLInputObjectType>();
  const orderTypes = new Map<string, GraphQLEnumType>();
  const collectionTypes = new Map<string, GraphQLObjectType>();
  const extraTypes = new Map<string, GraphQLObjectType | GraphQLUnionType>();

  const Sys = new GraphQLObjectType({
    name: 'Sys',
    fields: {
      id: { type: new GraphQLNonNull(GraphQLString) },
      spaceId: { type: new GraphQLNonNull(GraphQLString) },
      environmentId: { type: new GraphQLNonNull(GraphQLString) },
      publishedAt: { type: DateTime },
      firstPublishedAt: { type: DateTime },
      publishedVersion: { type: GraphQLInt },
    },
  });
  const sysOf = (node: Node) => ({
    id: node.item.id,
    spaceId: CMS_SPACE,
    environmentId: CMS_ENVIRONMENT,
    publishedAt: node.item.publishedAt,
    firstPublishedAt: node.item.firstPublishedAt,
    publishedVersion: node.preview && node.item.publishedVersion === null ? null : node.item.publishedVersion,
  });
  const ContentfulTag = new GraphQLObjectType({
    name: 'ContentfulTag',
    fields: { id: { type: GraphQLString }, name: { type: GraphQLString } },
  });
  const ContentfulMetadata = new GraphQLObjectType<Node, GqlContext>({
    name: 'ContentfulMetadata',
    fields: {
      tags: {
        type: new GraphQLNonNull(new GraphQLList(ContentfulTag)),
        resolve: (node, _args, ctx) => {
          const tags = ctx.view(node.preview).tags;
          return node.item.tags.map((id) => ({ id, name: tags.find((t) => t.id === id)?.name ?? id }));
        },
      },
    },
  });
  const metadataField: GraphQLFieldConfig<Node, GqlContext> = {
    type: new GraphQLNonNull(ContentfulMetadata),
    resolve: (node) => node,
  };
  const Location = new GraphQLObjectType({
    name: 'Location',
    fields: { lat: { type: GraphQLFloat }, lon: { type: GraphQLFloat } },
  });

  const Entry: GraphQLInterfaceType = new GraphQLInterfaceType({
    name: 'Entry',
    fields: () => ({
      sys: { type: new GraphQLNonNull(Sys) },
      contentfulMetadata: { type: new GraphQLNonNull(ContentfulMetadata) },
    }),
    resolveType: (node: Node) => typeNameOf(node.item.contentType ?? ''),
  });

  const collectionArgs = (withQuery: boolean, typeId?: string): GraphQLFieldConfigArgumentMap => ({
    skip: { type: GraphQLInt, defaultValue: 0 },
    limit: { type: GraphQLInt, defaultValue: 100 },
    preview: { type: GraphQLBoolean },
    locale: { type: GraphQLString },
    ...(withQuery && typeId
      ? {
          where: { type: filterTypes.get(typeId) as GraphQLInputType },
          order: { type: new GraphQLList(orderTypes.get(typeId) as GraphQLInputType) },
        }
      : {}),
  });
  const collectionOf = (name: string, item: () => GraphQLOutputType) =>
    new GraphQLObjectType<Collection>({
      name,
      fields: () => ({
        total: { type: new GraphQLNonNull(GraphQLInt) },
        skip: { type: new GraphQLNonNull(GraphQLInt) },
        limit: { type: new GraphQLNonNull(GraphQLInt) },
        items: { type: new GraphQLNonNull(new GraphQLList(item())) },
      }),
    });

  // linkedFrom: which content types may link to which
  const linkers = new Map<string, Set<string>>();
  const assetLinkers = new Set<string>();
  for (const type of CONTENT_TYPES) {
    for (const f of type.fields) {
      const linkType = f.linkType ?? f.items?.linkType ?? (f.type === 'RichText' ? 'Entry' : undefined);
      if (f.type === 'RichText') assetLinkers.add(type.id);
      if (linkType === 'Asset') assetLinkers.add(type.id);
      if (linkType !== 'Entry') continue;
      const targets = f.linkContentType ?? f.items?.linkContentType ?? [];
      for (const target of targets.length && f.type !== 'RichText'
        ? targets
        : CONTENT_TYPES.map((t) => t.id)) {
        if (!linkers.has(target)) linkers.set(target, new Set());
        linkers.get(target)?.add(type.id);
      }
    }
  }
  const linkedFromField = (
    targetName: string,
    from: Set<string> | undefined,
  ): GraphQLFieldConfig<Node, GqlContext> => {
    const fields: GraphQLFieldConfigMap<Node, GqlContext> = {
      entryCollection: {
        type: collectionTypes.get('Entry') as GraphQLOutputType,
        args: collectionArgs(false),
        resolve: (node, args, ctx) => linking(node, args, ctx, null),
      },
    };
    for (const id of [...(from ?? [])].sort()) {
      fields[`${id}Collection`] = {
        type: collectionTypes.get(id) as GraphQLOutputType,
        args: collectionArgs(false),
        resolve: (node, args, ctx) => linking(node, args, ctx, id),
      };
    }
    return {
      type: new GraphQLNonNull(
        new GraphQLObjectType<Node, GqlContext>({ name: `${targetName}LinkingCollections`, fields }),
      ),
      args: { allowedLocales: { type: new GraphQLList(GraphQLString) } },
      resolve: (node) => node,
    };
  };
  function linking(
    node: Node,
    args: Record<string, unknown>,
    ctx: GqlContext,
    contentType: string | null,
  ): Collection {
    const preview = resolvePreview(args as { preview?: boolean }, node.preview, ctx);
    const skip = (args.skip as number) ?? 0;
    const limit = (args.limit as number) ?? 100;
    checkLimit(limit, skip);
    const found = ctx
      .view(preview)
      .items.filter(
        (i) =>
          i.kind === 'Entry' &&
          (!contentType || i.contentType === contentType) &&
          linksOf(i).some((l) => l.id === node.item.id),
      );
    return {
      total: found.length,
      skip,
      limit,
      items: found.slice(skip, skip + limit).map((item) => ({ item, preview })),
    };
  }

  const Asset = new GraphQLObjectType<Node, GqlContext>({
    name: 'Asset',
    fields: () => ({
      sys: { type: new GraphQLNonNull(Sys), resolve: sysOf },
      contentfulMetadata: metadataField,
      title: {
        type: GraphQLString,
        args: { locale: { type: GraphQLString } },
        resolve: (n) => n.item.fields.title,
      },
      description: {
        type: GraphQLString,
        args: { locale: { type: GraphQLString } },
        resolve: (n) => n.item.fields.description,
      },
      contentType: { type: GraphQLString, resolve: (n) => file(n).contentType },
      fileName: { type: GraphQLString, resolve: (n) => file(n).fileName },
      size: { type: GraphQLInt, resolve: (n) => file(n).details?.size },
      url: {
        type: GraphQLString,
        args: { locale: { type: GraphQLString } },
        resolve: (n, _a, ctx) => (file(n).url ? `${ctx.origin}${file(n).url}` : null),
      },
      width: { type: GraphQLInt, resolve: (n) => file(n).details?.image?.width },
      height: { type: GraphQLInt, resolve: (n) => file(n).details?.image?.height },
      linkedFrom: linkedFromField('Asset', assetLinkers),
    }),
  });
  const file = (n: Node) =>
    (n.item.fields.file ?? {}) as {
      url?: string;
      fileName?: string;
      contentType?: string;
      details?: { size?: number; image?: { width?: number; height?: number } };
    };
  collectionTypes.set(
    'Asset',
    collectionOf('AssetCollection', () => Asset),
  );
  collectionTypes.set(
    'Entry',
    collectionOf('EntryCollection', () => Entry),
  );

  const targetType = (ids: string[] | undefined, name: string): GraphQLOutputType => {
    if (!ids || ids.length === 0) return Entry;
    if (ids.length === 1) return objectTypes.get(ids[0] ?? '') as GraphQLObjectType;
    let union = extraTypes.get(name) as GraphQLUnionType | undefined;
    if (!union) {
      union = new GraphQLUnionType({
        name,
        types: () => ids.map((id) => objectTypes.get(id) as GraphQLObjectType),
        resolveType: (node: Node) => typeNameOf(node.item.contentType ?? ''),
      });
      extraTypes.set(name, union);
    }
    return union;
  };

  /** Resolves one link as the API in use sees it; a miss is an UNRESOLVABLE_LINK error. */
  const resolveLink = (
    node: Node,
    field: string,
    typeName: string,
    link: unknown,
    preview: boolean,
    ctx: GqlContext,
    allowed?: string[],
  ) => {
    const target = linkTarget(link);
    if (!target?.id) return null;
    const item = ctx.view(preview).byId.get(target.id);
    if (
      !item ||
      item.kind !== target.linkType ||
      (allowed?.length && !allowed.includes(item.contentType ?? ''))
    ) {
      return unresolvable(node, field, typeName, target.linkType ?? 'Entry', target.id);
    }
    return { item, preview };
  };

  function fieldConfig(type: ContentTypeDef, f: FieldDef): [string, GraphQLFieldConfig<Node, GqlContext>] {
    const typeName = typeNameOf(type.id);
    const localeArg = { locale: { type: GraphQLString } };
    const plain = (t: GraphQLOutputType): [string, GraphQLFieldConfig<Node, GqlContext>] => [
      f.id,
      { type: t, args: localeArg, resolve: (n) => n.item.fields[f.id] ?? null },
    ];
    const valueType = f.type === 'Location' ? Location : SCALAR_TYPES[f.type];
    if (valueType) return plain(valueType);
    switch (f.type) {
      case 'RichText': {
        const base = `${typeName}${upper(f.id)}`;
        const Entries = new GraphQLObjectType<{ ids: RichLinksIds; node: Node }, GqlContext>({
          name: `${base}Entries`,
          fields: Object.fromEntries(
            (['inline', 'hyperlink', 'block'] as const).map((where) => [
              where,
              {
                type: new GraphQLNonNull(new GraphQLList(Entry)),
                resolve: (src: { ids: RichLinksIds; node: Node }, _a: unknown, ctx: GqlContext) =>
                  resolveIds(src.ids.entries[where], 'Entry', src.node.preview, ctx),
              },
            ]),
          ),
        });
        const Assets = new GraphQLObjectType<{ ids: RichLinksIds; node: Node }, GqlContext>({
          name: `${base}Assets`,
          fields: Object.fromEntries(
            (['hyperlink', 'block'] as const).map((where) => [
              where,
              {
                type: new GraphQLNonNull(new GraphQLList(Asset)),
                resolve: (src: { ids: RichLinksIds; node: Node }, _a: unknown, ctx: GqlContext) =>
                  resolveIds(src.ids.assets[where], 'Asset', src.node.preview, ctx),
              },
            ]),
          ),
        });
        const Links = new GraphQLObjectType({
          name: `${base}Links`,
          fields: {
            entries: { type: new GraphQLNonNull(Entries), resolve: (src) => src },
            assets: { type: new GraphQLNonNull(Assets), resolve: (src) => src },
          },
        });
        const Rich = new GraphQLObjectType<{ json: RichNode; ids: RichLinksIds; node: Node }>({
          name: base,
          fields: {
            json: { type: new GraphQLNonNull(JSONScalar) },
            links: { type: new GraphQLNonNull(Links), resolve: (src) => src },
          },
        });
        return [
          f.id,
          {
            type: Rich,
            args: localeArg,
            resolve: (n) => {
              const json = n.item.fields[f.id];
              return isRichText(json) ? { json, ids: richTextLinks(json), node: n } : null;
            },
          },
        ];
      }
      case 'Link': {
        const isAsset = f.linkType === 'Asset';
        // An entry link may be limited to some content types; an asset link is any asset.
        const allowed = isAsset ? undefined : f.linkContentType;
        return [
          f.id,
          {
            type: isAsset ? Asset : targetType(allowed, `${typeName}${upper(f.id)}`),
            args: { preview: { type: GraphQLBoolean }, locale: { type: GraphQLString } },
            resolve: (n, args, ctx) => {
              const preview = resolvePreview(args, n.preview, ctx);
              const r = resolveLink(n, f.id, typeName, n.item.fields[f.id], preview, ctx, allowed);
              if (r instanceof GraphQLError) throw r;
              return r;
            },
          },
        ];
      }
      case 'Array': {
        if (f.items?.type === 'Symbol') return plain(new GraphQLList(GraphQLString));
        const isAsset = f.items?.linkType === 'Asset';
        const ids = f.items?.linkContentType;
        const collectionName = `${typeName}${upper(f.id)}Collection`;
        let collection = extraTypes.get(collectionName) as GraphQLObjectType | undefined;
        if (!collection) {
          collection = isAsset
            ? (collectionTypes.get('Asset') as GraphQLObjectType)
            : collectionOf(collectionName, () => targetType(ids, `${typeName}${upper(f.id)}Item`));
          if (!isAsset) extraTypes.set(collectionName, collection);
        }
        return [
          `${f.id}Collection`,
          {
            type: collection,
            args: collectionArgs(false),
            resolve: (n, args, ctx) => {
              const preview = resolvePreview(args as { preview?: boolean }, n.preview, ctx);
              const skip = (args.skip as number) ?? 0;
              const limit = (args.limit as number) ?? 100;
              checkLimit(limit, skip);
              const links = (n.item.fields[f.id] as unknown[] | undefined) ?? [];
              if (!Array.isArray(n.item.fields[f.id])) return null;
              return {
                total: links.length,
                skip,
                limit,
                items: links
                  .slice(skip, skip + limit)
                  .map((l) => resolveLink(n, f.id, typeName, l, preview, ctx, ids)),
              };
            },
          },
        ];
      }
    }
    throw new Error(`No GraphQL type for a ${f.type} field (${type.id}.${f.id})`);
  }

  type RichLinksIds = ReturnType<typeof richTextLinks>;
  const resolveIds = (ids: string[], kind: 'Entry' | 'Asset', preview: boolean, ctx: GqlContext) =>
    ids
      .map((id) => ctx.view(preview).byId.get(id))
      .filter((item): item is CmsItem => item?.kind === kind)
      .map((item) => ({ item, preview }));

  // filters and orders
  const FilterScalar = (f: FieldDef): GraphQLInputFieldConfigMap => {
    // Filters on links and arrays compare strings.
    const t = SCALAR_TYPES[f.type] ?? GraphQLString;
    const out: GraphQLInputFieldConfigMap = { [`${f.id}_exists`]: { type: GraphQLBoolean } };
    if (f.type === 'Location' || f.type === 'Object') return out;
    if (f.type === 'RichText') {
      out[`${f.id}_contains`] = { type: GraphQLString };
      out[`${f.id}_not_contains`] = { type: GraphQLString };
      return out;
    }
    if (f.type === 'Array' && f.items?.type === 'Symbol') return { ...out, ...listFilters(f.id) };
    out[f.id] = { type: t };
    out[`${f.id}_not`] = { type: t };
    if (f.type === 'Boolean') return out;
    out[`${f.id}_in`] = { type: new GraphQLList(t) };
    out[`${f.id}_not_in`] = { type: new GraphQLList(t) };
    if (f.type === 'Symbol' || f.type === 'Text') {
      out[`${f.id}_contains`] = { type: GraphQLString };
      out[`${f.id}_not_contains`] = { type: GraphQLString };
    } else {
      for (const op of ['_gt', '_gte', '_lt', '_lte']) out[`${f.id}${op}`] = { type: t };
    }
    return out;
  };
  const SysFilter = new GraphQLInputObjectType({
    name: 'SysFilter',
    fields: {
      id: { type: GraphQLString },
      id_not: { type: GraphQLString },
      id_in: { type: new GraphQLList(GraphQLString) },
      id_not_in: { type: new GraphQLList(GraphQLString) },
      id_contains: { type: GraphQLString },
      id_exists: { type: GraphQLBoolean },
      publishedAt_gt: { type: DateTime },
      publishedAt_lt: { type: DateTime },
      publishedAt_exists: { type: GraphQLBoolean },
      publishedVersion: { type: GraphQLFloat },
      publishedVersion_exists: { type: GraphQLBoolean },
    },
  });
  const TagsFilter = new GraphQLInputObjectType({
    name: 'ContentfulMetadataTagsFilter',
    fields: listFilters('id'),
  });
  const MetadataFilter = new GraphQLInputObjectType({
    name: 'ContentfulMetadataFilter',
    fields: { tags_exists: { type: GraphQLBoolean }, tags: { type: TagsFilter } },
  });

  for (const type of CONTENT_TYPES) {
    const name = typeNameOf(type.id);
    const filter: GraphQLInputObjectType = new GraphQLInputObjectType({
      name: `${name}Filter`,
      fields: () => {
        const fields: GraphQLInputFieldConfigMap = {
          sys: { type: SysFilter },
          contentfulMetadata: { type: MetadataFilter },
        };
        for (const f of type.fields) {
          if (f.type === 'Link') {
            fields[`${f.id}_exists`] = { type: GraphQLBoolean };
            const only = f.linkContentType?.length === 1 ? f.linkContentType[0] : undefined;
            if (f.linkType === 'Entry' && only)
              fields[f.id] = { type: filterTypes.get(only) as GraphQLInputType };
          } else if (f.type === 'Array' && f.items?.type === 'Link') {
            fields[`${f.id}Collection_exists`] = { type: GraphQLBoolean };
          } else Object.assign(fields, FilterScalar(f));
        }
        fields.OR = { type: new GraphQLList(filter) };
        fields.AND = { type: new GraphQLList(filter) };
        return fields;
      },
    });
    filterTypes.set(type.id, filter);
    const orderValues: Record<string, { value: string }> = {};
    for (const f of type.fields) {
      if (['Symbol', 'Integer', 'Number', 'Boolean', 'Date'].includes(f.type)) {
        orderValues[`${f.id}_ASC`] = { value: `${f.id}_ASC` };
        orderValues[`${f.id}_DESC`] = { value: `${f.id}_DESC` };
      }
    }
    for (const s of ['sys_id', 'sys_publishedAt', 'sys_firstPublishedAt', 'sys_publishedVersion']) {
      orderValues[`${s}_ASC`] = { value: `${s}_ASC` };
      orderValues[`${s}_DESC`] = { value: `${s}_DESC` };
    }
    orderTypes.set(type.id, new GraphQLEnumType({ name: `${name}Order`, values: orderValues }));
  }

  for (const type of CONTENT_TYPES) {
    const name = typeNameOf(type.id);
    const object = new GraphQLObjectType<Node, GqlContext>({
      name,
      description: type.description,
      interfaces: [Entry],
      fields: () => ({
        sys: { type: new GraphQLNonNull(Sys), resolve: sysOf },
        contentfulMetadata: metadataField,
        linkedFrom: linkedFromField(name, linkers.get(type.id)),
        ...Object.fromEntries(type.fields.map((f) => fieldConfig(type, f))),
      }),
    });
    objectTypes.set(type.id, object);
    collectionTypes.set(
      type.id,
      collectionOf(`${name}Collection`, () => object),
    );
  }

  function topCollection(kind: 'Entry' | 'Asset', contentType: string | null) {
    return (_: unknown, args: Record<string, unknown>, ctx: GqlContext): Collection => {
      const preview = resolvePreview(args as { preview?: boolean }, false, ctx);
      const skip = (args.skip as number) ?? 0;
      const limit = (args.limit as number) ?? 100;
      checkLimit(limit, skip);
      const view = ctx.view(preview);
      const type = CONTENT_TYPES.find((t) => t.id === contentType) ?? null;
      const found = sortItems(
        view.items.filter(
          (i) =>
            i.kind === kind &&
            (!contentType || i.contentType === contentType) &&
            matches(i, args.where as Where, type, view),
        ),
        args.order as string[] | undefined,
      );
      return {
        total: found.length,
        skip,
        limit,
        items: found.slice(skip, skip + limit).map((item) => ({ item, preview })),
      };
    };
  }
  const single =
    (kind: 'Entry' | 'Asset', contentType: string | null) =>
    (_: unknown, args: { id: string; preview?: boolean }, ctx: GqlContext) => {
      const preview = resolvePreview(args, false, ctx);
      const item = ctx.view(preview).byId.get(args.id);
      if (!item || item.kind !== kind || (contentType && item.contentType !== contentType)) return null;
      return { item, preview };
    };

  const queryFields: GraphQLFieldConfigMap<unknown, GqlContext> = {
    asset: {
      type: Asset,
      args: {
        id: { type: new GraphQLNonNull(GraphQLString) },
        preview: { type: GraphQLBoolean },
        locale: { type: GraphQLString },
      },
      resolve: single('Asset', null),
    },
    assetCollection: {
      type: collectionTypes.get('Asset') as GraphQLObjectType,
      args: collectionArgs(false),
      resolve: topCollection('Asset', null),
    },
    entryCollection: {
      type: collectionTypes.get('Entry') as GraphQLObjectType,
      args: collectionArgs(false),
      resolve: topCollection('Entry', null),
    },
  };
  for (const type of CONTENT_TYPES) {
    queryFields[type.id] = {
      type: objectTypes.get(type.id) as GraphQLObjectType,
      args: {
        id: { type: new GraphQLNonNull(GraphQLString) },
        preview: { type: GraphQLBoolean },
        locale: { type: GraphQLString },
      },
      resolve: single('Entry', type.id),
    };
    queryFields[`${type.id}Collection`] = {
      type: collectionTypes.get(type.id) as GraphQLObjectType,
      args: collectionArgs(true, type.id),
      resolve: topCollection('Entry', type.id),
    };
  }

  return new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'Query', fields: queryFields }),
    types: [...objectTypes.values()],
  });
}
