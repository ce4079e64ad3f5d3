import type { Client } from '@urql/core';
import type { ContentfulClientApi, EntriesQueries, EntryCollection, EntrySkeletonType } from 'contentful';
import type { TadaDocumentNode } from 'gql.tada';
import { CMS_MESSAGES, CmsError, isUnresolvableLink } from './errors';
import * as S from './map-entries';
import * as G from './map-graphql';
import * as O from './options';
import * as Q from './queries';
import { createFetch, createThrottle } from './transport';
import type * as VM from './view-models';

/** Limits of content-layer §9. */
export const LIMITS = {
  retailersPerFetch: 100,
  storesPerFetch: 200,
  pageSections: 50,
  frontPageSections: 20,
  searchResults: 5,
  searchInclude: 2,
} as const;

export interface QueryOptions {
  /** Drafts instead of published content; honoured only when the client's `preview` is on. Default false. */
  preview?: boolean;
}

type AnyEntry = S.SdkLinkLike & { fields: Record<string, unknown> };
type Entries = EntryCollection<EntrySkeletonType, undefined, string> & { errors?: unknown[] };

function sdkError(error: unknown, fallbackStatus = 0): CmsError {
  const e = error as { status?: number; message?: string; sys?: { id?: string } };
  let body: unknown = e;
  try {
    body = JSON.parse(e.message ?? '');
  } catch {
    // a network error: its message is plain text
  }
  const message = (body as { message?: string } | null)?.message ?? e.message ?? 'Content service error';
  return new CmsError(message, { status: e.status ?? fallbackStatus, errors: body, cause: error });
}

/**
 * The content client: the named GraphQL queries through urql, the entry
 * fetches through the official `contentful` SDK (loaded on first use), the
 * error catalogue, caching after first load and page search.
 *
 * @example
 * const cms = createCmsClient({
 *   space: 'shop-sandbox',
 *   accessToken: 'sandbox-cda-token',
 *   host: 'http://localhost:4000/cms',
 *   preview: env === 'stage',
 *   previewAccessToken: 'sandbox-cpa-token',
 *   report: (error, context) => Sentry.captureException(error, context),
 * });
 * const page = await cms.getContentPage({ slug: 'om-oss' });
 */
export function createCmsClient(options: O.CmsClientOptions) {
  const o = O.resolveOptions(options);
  const throttle = createThrottle(o.rateLimit);
  const retryingFetch = createFetch(o, throttle);
  const graphqlUrl = `${o.host ?? 'https://graphql.contentful.com'}/content/v1/spaces/${o.space}/environments/${o.environment}`;
  const restUrl = o.host ? new URL(o.host) : null;
  const protocol = restUrl?.protocol ?? 'https:';
  const wantsPreview = (q?: QueryOptions) => Boolean(q?.preview && o.preview);
  const tokenFor = (preview: boolean) => (preview ? (o.previewAccessToken ?? o.accessToken) : o.accessToken);

  const report = (error: Error, extra?: Record<string, unknown>) => {
    if (o.development || !o.report) return;
    o.report(error, { tags: { source: 'cms' }, ...(extra ? { extra } : {}) });
  };

  // ——— caching after first load (content-layer §4) ———
  const cache = new Map<string, Promise<unknown>>();
  function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!o.cache) return load();
    const hit = cache.get(key);
    if (hit) return hit as Promise<T>;
    const promise = load();
    cache.set(key, promise);
    promise.catch(() => cache.delete(key));
    return promise;
  }
  /** A cached load, once for published and once for preview content. */
  function cachedFor<T>(key: string, q: QueryOptions | undefined, load: (preview: boolean) => Promise<T>) {
    const preview = wantsPreview(q);
    return cached(`${key}:${preview}`, () => load(preview));
  }

  // ——— GraphQL ———
  let urql: Promise<Client> | null = null;
  const getUrql = () => {
    urql ??= import('@urql/core').then(
      ({ Client, fetchExchange }) =>
        new Client({
          url: graphqlUrl,
          exchanges: [fetchExchange],
          preferGetMethod: false,
          requestPolicy: 'network-only',
          fetch: retryingFetch,
        }),
    );
    return urql;
  };

  async function query<D, V extends Record<string, unknown>>(
    document: TadaDocumentNode<D, V>,
    variables: V,
    preview: boolean,
  ): Promise<D> {
    const client = await getUrql();
    const result = await client
      .query(document, { ...variables, preview } as V, {
        fetchOptions: { headers: { authorization: `Bearer ${tokenFor(preview)}` } },
      })
      .toPromise();
    if (result.error) {
      // Links to missing or unpublished entries are dropped; the data around them stays.
      const errors = result.error.graphQLErrors.filter((e) => !isUnresolvableLink(e));
      if (result.error.networkError || errors.length > 0 || !result.data) {
        const status = (result.error.response as Response | undefined)?.status ?? 0;
        throw new CmsError(errors[0]?.message ?? result.error.networkError?.message ?? result.error.message, {
          status,
          errors: errors.length > 0 ? errors : result.error.networkError,
          cause: result.error,
        });
      }
    }
    if (!result.data) throw new CmsError(CMS_MESSAGES.contentNotFound, { status: 404 });
    return result.data;
  }
  const notFound = (message: string = CMS_MESSAGES.contentNotFound) => new CmsError(message, { status: 404 });
  /** The first item of a collection; none is a 404 with `message`. */
  function first<T>(collection: { items: (T | null)[] } | null | undefined, message?: string): T {
    const item = G.items(collection)[0];
    if (!item) throw notFound(message);
    return item;
  }
  /**
   * Every item of a collection, `size` per request, until a page comes back empty or the total is
   * reached; none at all is a 404 with `message`.
   */
  async function allItems<T, R>(
    size: number,
    message: string,
    fetchPage: (skip: number) => Promise<{ items: (T | null)[]; total: number } | null>,
    map: (item: T) => R,
  ): Promise<R[]> {
    const all: T[] = [];
    for (let skip = 0; ; skip += size) {
      const collection = await fetchPage(skip);
      const page = G.items(collection);
      all.push(...page);
      if (page.length === 0 || skip + size >= (collection?.total ?? 0)) break;
    }
    if (all.length === 0) throw notFound(message);
    return all.map(map);
  }

  // ——— the contentful SDK, loaded with the first entry fetch ———
  const sdks = new Map<boolean, Promise<ContentfulClientApi<undefined>>>();
  const getSdk = (preview: boolean) => {
    let sdk = sdks.get(preview);
    if (!sdk) {
      sdk = import('contentful').then(({ createClient }) =>
        createClient({
          space: o.space,
          accessToken: tokenFor(preview),
          environment: o.environment,
          host: restUrl?.host ?? (preview ? 'preview.contentful.com' : 'cdn.contentful.com'),
          ...(restUrl
            ? { basePath: restUrl.pathname.replace(/\/$/, ''), insecure: restUrl.protocol === 'http:' }
            : {}),
          timeout: o.timeout,
          retryLimit: o.retryLimit,
          retryOnError: o.retryLimit > 0,
        }),
      );
      sdks.set(preview, sdk);
    }
    return sdk;
  };
  async function sdkCall<T>(
    preview: boolean,
    call: (sdk: ContentfulClientApi<undefined>) => Promise<T>,
  ): Promise<T> {
    const sdk = await getSdk(preview);
    await throttle();
    try {
      return await call(sdk);
    } catch (error) {
      throw sdkError(error);
    }
  }

  /** Entries through the SDK; unresolvable links are reported (outside development) and the data returned. */
  async function getEntries(queryParams: EntriesQueries<EntrySkeletonType, undefined>, q?: QueryOptions) {
    const preview = wantsPreview(q);
    const response = (await sdkCall(preview, (sdk) => sdk.getEntries(queryParams))) as Entries;
    const ids = (response.errors ?? [])
      .map((e) => e as { sys?: { id?: string }; details?: { id?: string } })
      .filter((e) => e.sys?.id === 'notResolvable' && e.details?.id)
      .map((e) => e.details?.id as string);
    if (ids.length > 0) report(new CmsError(CMS_MESSAGES.unresolvable(ids)), { ids, query: queryParams });
    return response;
  }
  /** The first entry of a type; no items, or an item without fields, is 'Content not found' (404). */
  async function firstEntry(contentType: string, q?: QueryOptions, extra: Record<string, unknown> = {}) {
    const response = await getEntries({ content_type: contentType, limit: 1, include: 2, ...extra }, q);
    const entry = response.items[0] as unknown as AnyEntry | undefined;
    if (!entry?.fields || Object.keys(entry.fields).length === 0) throw notFound();
    return entry;
  }

  let tagNames: Promise<Record<string, string>> | null = null;
  const getTagNames = () => {
    tagNames ??= client.getTags().then(
      (tags) => Object.fromEntries(tags.map((t) => [t.id, t.name])),
      () => ({}),
    );
    return tagNames;
  };

  const client = {
    options: { space: o.space, environment: o.environment, preview: o.preview, host: o.host } as const,

    /** Forgets every cached result. */
    clearCache(): void {
      cache.clear();
      tagNames = null;
    },

    // ——— GraphQL queries (content-layer §7) ———

    /** The front page: hero and at most 20 sections. */
    async getFrontPage(q?: QueryOptions): Promise<VM.FrontPage> {
      const data = await query(Q.GET_FRONT_PAGE, {}, wantsPreview(q));
      return G.frontPage(first(data.frontPageCollection));
    },

    async getHero(args: { slug: string } & QueryOptions): Promise<VM.Hero> {
      const data = await query(Q.GET_HERO, { slug: args.slug }, wantsPreview(args));
      const hero = G.hero(G.items(data.heroCollection)[0]);
      if (!hero) throw notFound();
      return hero;
    },

    async getInfoBlock(args: { id: string } & QueryOptions): Promise<VM.InfoBlock> {
      const data = await query(Q.GET_INFO_BLOCK, { id: args.id }, wantsPreview(args));
      if (!data.infoBlock) throw notFound();
      return G.infoBlock(data.infoBlock);
    },

    async getTextAndMedia(args: { id: string } & QueryOptions): Promise<VM.TextAndMedia> {
      const data = await query(Q.GET_TEXT_AND_MEDIA, { id: args.id }, wantsPreview(args));
      if (!data.textAndMedia) throw notFound();
      return G.textAndMedia(data.textAndMedia);
    },

    async getTextBlock(args: { id: string } & QueryOptions): Promise<VM.TextBlock> {
      const data = await query(Q.GET_TEXT_BLOCK, { id: args.id }, wantsPreview(args));
      if (!data.textBlock) throw notFound();
      return G.textBlock(data.textBlock);
    },

    /** One store's details (the footer shows them). Cached. */
    getStoreDetails(args: { storeId: string } & QueryOptions): Promise<VM.StoreDetails> {
      return cachedFor(`storeDetails:${args.storeId}`, args, async (preview) => {
        const data = await query(Q.GET_STORE_DETAILS, { storeId: args.storeId }, preview);
        return G.storeDetails(first(data.storeDetailsCollection, CMS_MESSAGES.noStoreDetails));
      });
    },

    /** Every store's details, 200 per request. Cached. */
    getAllStoreDetails(q?: QueryOptions): Promise<VM.StoreDetails[]> {
      const size = LIMITS.storesPerFetch;
      return cachedFor('allStoreDetails', q, (preview) =>
        allItems(
          size,
          CMS_MESSAGES.noStoreDetails,
          async (skip) =>
            (await query(Q.GET_ALL_STORE_DETAILS, { skip, limit: size }, preview)).storeDetailsCollection,
          G.storeDetails,
        ),
      );
    },

    /** A store page (/butiker/:id) with its details and sections. Cached. */
    getStorePage(args: { storeId: string } & QueryOptions): Promise<VM.StorePage> {
      return cachedFor(`storePage:${args.storeId}`, args, async (preview) => {
        const data = await query(Q.GET_STORE_PAGE, { storeId: args.storeId }, preview);
        return G.storePage(
          first(data.storePageCollection, CMS_MESSAGES.noStorePage(args.storeId)),
          args.storeId,
        );
      });
    },

    /** One page of retailers (100 per request, by name). Cached. */
    getRetailers(
      args: { skip?: number } & QueryOptions = {},
    ): Promise<{ items: VM.Retailer[]; total: number }> {
      const skip = args.skip ?? 0;
      return cachedFor(`retailers:${skip}`, args, async (preview) => {
        const data = await query(Q.GET_RETAILERS, { skip, limit: LIMITS.retailersPerFetch }, preview);
        const items = G.items(data.retailerCollection).map(G.retailer);
        const total = data.retailerCollection?.total ?? 0;
        if (total === 0) throw notFound(CMS_MESSAGES.noRetailers);
        return { items, total };
      });
    },

    /** Every retailer, paging 100 at a time. Cached. */
    getAllRetailers(q?: QueryOptions): Promise<VM.Retailer[]> {
      return cachedFor('allRetailers', q, (preview) =>
        allItems(
          LIMITS.retailersPerFetch,
          CMS_MESSAGES.noRetailers,
          async (skip) => (await query(Q.GET_ALL_RETAILERS, { skip }, preview)).retailerCollection,
          G.retailer,
        ),
      );
    },

    /** A content page by slug (/:slug, /:slug/:contentSlug). Cached. */
    getContentPage(args: { slug: string } & QueryOptions): Promise<VM.ContentPage> {
      return cachedFor(`contentPage:${args.slug}`, args, async (preview) => {
        const data = await query(Q.GET_CONTENT_PAGE, { slug: args.slug }, preview);
        return G.contentPage(
          first(data.contentPageCollection, CMS_MESSAGES.noContentPage(args.slug)),
          args.slug,
        );
      });
    },

    /** A content listing page by slug, through GraphQL, every item (200 per request). Cached. */
    getContentListingPage(args: { slug: string } & QueryOptions): Promise<VM.ContentListingPage> {
      return cachedFor(`contentListingPage:${args.slug}`, args, async (preview) => {
        const data = await query(Q.GET_CONTENT_LISTING_PAGE, { slug: args.slug }, preview);
        const listing = first(data.contentListingPageCollection);
        // One request holds 200 items; the rest are paged in by the page's id, `skip` on.
        const total = listing.contentCollection?.total ?? 0;
        const more: NonNullable<NonNullable<typeof listing.contentCollection>['items'][number]>[] = [];
        const size = Q.LISTING_ITEMS_PER_FETCH;
        // `skip` counts the links, unresolvable ones (null items) included, as `total` does.
        for (let skip = listing.contentCollection?.items.length ?? 0; skip < total; skip += size) {
          const page = await query(
            Q.GET_CONTENT_LISTING_PAGE_ITEMS,
            { id: listing.sys.id, skip, limit: size },
            preview,
          );
          const collection = page.contentListingPage?.contentCollection;
          more.push(...G.items(collection));
          if (!collection?.items.length) break;
        }
        return G.contentListingPage(listing, args.slug, more);
      });
    },

    async getDynamicForm(args: { id: string } & QueryOptions): Promise<VM.DynamicForm> {
      const data = await query(Q.GET_DYNAMIC_FORM, { id: args.id }, wantsPreview(args));
      if (!data.dynamicForm) throw notFound();
      return G.dynamicForm(data.dynamicForm);
    },

    // ——— entry fetches through the SDK (content-layer §7) ———

    async getLogo(q?: QueryOptions): Promise<VM.Logo> {
      return S.sdkLogo(await firstEntry('logo', q), protocol);
    },
    async getAlertBanner(q?: QueryOptions): Promise<VM.AlertBanner> {
      return S.sdkAlertBanner(await firstEntry('alertBanner', q));
    },
    async getInformationBanner(q?: QueryOptions): Promise<VM.InformationBanner> {
      return S.sdkInformationBanner(await firstEntry('informationBanner', q));
    },
    async getHeader(q?: QueryOptions): Promise<VM.Header> {
      return S.sdkHeader(await firstEntry('header', q));
    },
    async getFooter(q?: QueryOptions): Promise<VM.Footer> {
      return S.sdkFooter(await firstEntry('footer', q));
    },
    async getOurServicesMenu(q?: QueryOptions): Promise<VM.OurServicesMenu> {
      return S.sdkOurServicesMenu(await firstEntry('ourServicesMenu', q));
    },
    /** Every content listing page with its items. Cached. */
    getContentListingPages(q?: QueryOptions): Promise<VM.ContentListingPage[]> {
      return cachedFor('contentListingPages', q, async () => {
        const [response, names] = await Promise.all([
          getEntries({ content_type: 'contentListingPage', include: 2, limit: 1000 }, q),
          getTagNames(),
        ]);
        const pages = (response.items as unknown as AnyEntry[]).filter(S.resolved);
        if (pages.length === 0) throw notFound();
        return pages.map((p) => S.sdkListingPage(p, protocol, names));
      });
    },
    /** A content listing page by `fields.slug`, through the SDK. Cached. */
    getContentListingPageEntry(args: { slug: string } & QueryOptions): Promise<VM.ContentListingPage> {
      return cachedFor(`contentListingPageEntry:${args.slug}`, args, async () => {
        const [entry, names] = await Promise.all([
          firstEntry('contentListingPage', args, { 'fields.slug': args.slug }),
          getTagNames(),
        ]);
        return S.sdkListingPage(entry, protocol, names);
      });
    },

    // ——— page search (content-layer §7) ———

    /**
     * Content pages matching `query`, restricted to the pages the given parent
     * listing pages hold (all listing pages when omitted), without pages
     * marked excludeFromSearch (a page without the field is searchable); at most
     * 5, include depth 2. Never throws. Unless `signedIn`, pages marked
     * authenticatedOnly are left out too: a visitor is not offered what they cannot open.
     */
    async searchPages(args: {
      query: string;
      parents?: { slug: string; items: { id: string }[] }[];
      preview?: boolean;
      signedIn?: boolean;
    }): Promise<{ results: VM.SearchResult[]; error: boolean }> {
      try {
        const parents =
          args.parents ?? (await client.getContentListingPages({ preview: args.preview ?? false }));
        const parentOf = new Map<string, string>();
        for (const parent of parents) {
          for (const item of parent.items) if (!parentOf.has(item.id)) parentOf.set(item.id, parent.slug);
        }
        if (parentOf.size === 0 || !args.query.trim()) return { results: [], error: false };
        const response = await getEntries(
          {
            content_type: 'contentPage',
            'fields.excludeFromSearch[ne]': true,
            ...(args.signedIn ? {} : { 'fields.authenticatedOnly[ne]': true }),
            'sys.id[in]': [...parentOf.keys()],
            query: args.query,
            limit: LIMITS.searchResults,
            include: LIMITS.searchInclude,
          } as EntriesQueries<EntrySkeletonType, undefined>,
          { preview: args.preview ?? false },
        );
        const results = (response.items as unknown as AnyEntry[]).filter(S.resolved).map((page) => {
          const slug = typeof page.fields.slug === 'string' ? page.fields.slug : '';
          return {
            id: page.sys.id,
            title: typeof page.fields.title === 'string' ? page.fields.title : '',
            preTitle: typeof page.fields.preTitle === 'string' ? page.fields.preTitle : null,
            slug,
            href: `/${parentOf.get(page.sys.id)}/${slug}`,
          };
        });
        return { results, error: false };
      } catch {
        return { results: [], error: true };
      }
    },

    // ——— the REST API (content-layer §7) ———

    /** Entries by any CDA query, links resolved by the SDK. */
    getEntries,

    /** Tags; a failure is a 404 CmsError, reported unless `report: false`. */
    async getTags(args: { report?: boolean } = {}): Promise<VM.Tag[]> {
      try {
        const tags = await sdkCall(false, (sdk) => sdk.getTags());
        return tags.items.map((t) => ({ id: t.sys.id, name: t.name }));
      } catch (error) {
        const failure = new CmsError('Tag fetch failed', {
          status: 404,
          errors: (error as CmsError).errors,
          cause: error,
        });
        if (args.report !== false) report(failure);
        throw failure;
      }
    },
    async getTag(id: string, args: { report?: boolean } = {}): Promise<VM.Tag> {
      try {
        const tag = await sdkCall(false, (sdk) => sdk.getTag(id));
        return { id: tag.sys.id, name: tag.name };
      } catch (error) {
        const failure = new CmsError(`Tag fetch failed: ${id}`, {
          status: 404,
          errors: (error as CmsError).errors,
          cause: error,
        });
        if (args.report !== false) report(failure, { id });
        throw failure;
      }
    },

    /** A sync round (initial, or from a token), every page fetched. */
    async sync(syncQuery: O.SyncQuery, q?: QueryOptions) {
      const valid = O.validateSyncQuery(syncQuery);
      return sdkCall(wantsPreview(q), (sdk) => sdk.sync(valid as Parameters<typeof sdk.sync>[0]));
    },

    /** An asset key for embargoed assets; `expiresAt` in unix seconds, at most 48 h ahead. */
    async createAssetKey(expiresAt: number, now: number = Math.floor(Date.now() / 1000)) {
      const valid = O.validateAssetKeyExpiry(expiresAt, now);
      return sdkCall(false, (sdk) => sdk.createAssetKey(valid));
    },
  };
  return client;
}

export type CmsClient = ReturnType<typeof createCmsClient>;
