import {
  CreateEventsRequest,
  EntitiesByAttributeRequest,
  SearchRequest,
} from '@shop/commerce-client/contract';
import type { Context, Hono } from 'hono';
import { type AuthEnv, isDenied, optionalAuth } from '../auth.ts';
import type { SandboxContext } from '../context.ts';
import { transaction } from '../db.ts';
import { badRequest, jsonBody, validate } from '../http.ts';
import {
  articleMatcher,
  type IndexedVariant,
  ownNumberMatches,
  queryWords,
  searchIndex,
} from '../search-index.ts';

const BRAND_FACET = 'Varumärke';

/** A search hit as the contract shapes it; no list price for sessions that may not see prices. */
function toHit(i: IndexedVariant, hidePrices: boolean) {
  return {
    articleNumber: i.articleNumber,
    productId: i.productId,
    name: i.name,
    productName: i.productName,
    variantSlug: i.variantSlug,
    brand: i.brand,
    ean: i.ean,
    image: i.image,
    categoryPath: i.categoryPath,
    listPrice: hidePrices ? null : i.listPrice,
    discontinued: i.discontinued,
  };
}
interface BehaviourEventRow {
  received_at: string;
  user_id: string;
  api_version: string;
  tracking_id: string;
  type: string;
  entity_id: string;
  quantity: number | null;
  order_id: string | null;
}

/** A stored event as `GET /__sandbox/events` shows it to tests. */
const toBehaviourEvent = (row: BehaviourEventRow) => ({
  receivedAt: row.received_at,
  userId: row.user_id,
  apiVersion: row.api_version,
  trackingId: row.tracking_id,
  type: row.type,
  entity: { type: 'Variant', id: row.entity_id },
  quantity: row.quantity ?? undefined,
  orderId: row.order_id ?? undefined,
});

const collator = new Intl.Collator('sv', { numeric: true });

function requireSearchHeaders(c: Context) {
  for (const header of ['api-version', 'user-id']) {
    if (!c.req.header(header)) throw badRequest(`Sidhuvudet ${header} saknas`, header);
  }
}

export function registerSearchRoutes(app: Hono<AuthEnv>, ctx: SandboxContext): void {
  const { db } = ctx;
  const maybeAuth = optionalAuth(ctx.auth);
  const { matching, scorer } = articleMatcher(db);
  const categories = db.prepare(`SELECT id, slug, attribute_sequence FROM categories`);
  const campaign = db.prepare(`SELECT id FROM campaigns WHERE slug = ?`);
  const campaignArticles = db.prepare(`SELECT article_number FROM campaign_articles WHERE campaign_id = ?`);
  const assortment = db.prepare(`SELECT category_ids FROM assortments WHERE name = ?`);

  app.post('/search', maybeAuth, async (c) => {
    requireSearchHeaders(c);
    const input = validate(SearchRequest, await jsonBody(c));
    const claims = c.get('auth');
    const hidePrices = claims ? isDenied(claims, 'EJ_SE_PRISER') : false;
    let items = searchIndex(db).all;

    let matched = input.query ? matching(input.query) : null;
    // The customer's own numbers find their articles, for that customer's sessions only: the
    // customer is the token's, never the request's (`customerId` in the body is not trusted).
    const own = input.query && claims ? ownNumberMatches(db, claims.customerId, input.query) : new Map();
    if (own.size > 0) matched = new Set([...(matched ?? []), ...own.keys()]);
    if (matched) {
      const { byArticle } = searchIndex(db);
      items = [...matched]
        .map((id) => byArticle.get(id))
        .filter((i): i is IndexedVariant => i !== undefined)
        .sort((a, b) => a.nameRank - b.nameRank);
    }

    let facetNames = [BRAND_FACET];
    if (input.categorySlug) {
      const rows = categories.all() as { id: string; slug: string; attribute_sequence: string }[];
      const wanted = rows.filter(
        (r) => r.slug === input.categorySlug || r.slug.startsWith(`${input.categorySlug}/`),
      );
      const ids = new Set(wanted.map((r) => r.id));
      items = items.filter((i) => ids.has(i.categoryId) || ids.has(i.areaId));
      const exact = rows.find((r) => r.slug === input.categorySlug);
      if (exact)
        facetNames = [...new Set([...(JSON.parse(exact.attribute_sequence) as string[]), BRAND_FACET])];
    }
    if (input.campaignSlug) {
      const row = campaign.get(input.campaignSlug) as { id: string } | undefined;
      const ids = new Set(
        row
          ? (campaignArticles.all(row.id) as { article_number: string }[]).map((r) => r.article_number)
          : [],
      );
      items = items.filter((i) => ids.has(i.articleNumber));
    }
    if (input.assortment && input.assortment !== 'default') {
      const row = assortment.get(input.assortment) as { category_ids: string } | undefined;
      const areas = new Set(row ? (JSON.parse(row.category_ids) as string[]) : []);
      items = items.filter((i) => areas.has(i.areaId));
    }

    const filters = Object.entries(input.filters ?? {}).filter(([, values]) => values.length > 0);
    const facetValue = (item: IndexedVariant, facet: string) =>
      facet === BRAND_FACET ? item.brand : item.attributes[facet];
    const passes = (item: IndexedVariant, except?: string) =>
      filters.every(([facet, values]) => facet === except || values.includes(facetValue(item, facet) ?? ''));
    for (const [facet] of filters) if (!facetNames.includes(facet)) facetNames.push(facet);

    // Disjunctive facets: each facet counts over the results filtered by every other facet.
    const facets = facetNames.map((name) => {
      const counts = new Map<string, number>();
      for (const item of items) {
        if (!passes(item, name)) continue;
        const value = facetValue(item, name);
        if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
      }
      const selected = new Set(input.filters?.[name] ?? []);
      return {
        name,
        label: name,
        values: [...counts.entries()]
          .sort((a, b) => collator.compare(a[0], b[0]))
          .map(([value, count]) => ({ value, count, selected: selected.has(value) })),
      };
    });

    let results = items.filter((item) => passes(item));
    const sort = input.sort ?? (input.query ? 'relevance' : 'name_asc');
    const byName = (a: IndexedVariant, b: IndexedVariant) => a.nameRank - b.nameRank;
    if (sort === 'relevance') {
      const score = scorer(queryWords(input.query ?? ''));
      // An own number the customer typed in full is what they meant: it comes first.
      const scores = new Map(
        results.map((i) => [
          i.articleNumber,
          score(i) + (own.get(i.articleNumber) === 'exact' ? 100 : own.has(i.articleNumber) ? 10 : 0),
        ]),
      );
      results.sort(
        (a, b) => (scores.get(b.articleNumber) ?? 0) - (scores.get(a.articleNumber) ?? 0) || byName(a, b),
      );
    } else if (sort === 'name_asc') {
      // Already in name order: the index is kept sorted.
    } else if (sort === 'name_desc') results.sort((a, b) => byName(b, a));
    else if (sort === 'price_asc') results.sort((a, b) => a.listPrice - b.listPrice || byName(a, b));
    else if (sort === 'price_desc') results.sort((a, b) => b.listPrice - a.listPrice || byName(a, b));
    else results.sort((a, b) => b.articleNumber.localeCompare(a.articleNumber));

    const page = input.page ?? 1;
    const pageSize = input.pageSize ?? 24;
    const total = results.length;
    results = results.slice((page - 1) * pageSize, page * pageSize);
    return c.json({
      hits: results.map((i) => toHit(i, hidePrices)),
      total,
      page,
      pageSize,
      facets,
    });
  });

  const insertEvent = db.prepare(
    `INSERT INTO behaviour_events (received_at, user_id, api_version, tracking_id, type, entity_id, quantity, order_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  app.post('/createEvents', async (c) => {
    requireSearchHeaders(c);
    const input = validate(CreateEventsRequest, await jsonBody(c));
    const now = new Date().toISOString();
    transaction(db, () => {
      for (const event of input.events) {
        insertEvent.run(
          now,
          c.req.header('user-id') ?? '',
          c.req.header('api-version') ?? '',
          input.trackingId,
          event.type,
          event.entity.id,
          event.quantity ?? null,
          event.orderId ?? null,
        );
      }
    });
    return c.json({ accepted: input.events.length }, 202);
  });
  app.get('/__sandbox/events', (c) => {
    const rows = db.prepare(`SELECT * FROM behaviour_events ORDER BY id DESC LIMIT 500`).all();
    return c.json({ events: (rows as unknown as BehaviourEventRow[]).map(toBehaviourEvent) });
  });

  app.post('/getEntitiesByAttribute', maybeAuth, async (c) => {
    requireSearchHeaders(c);
    const input = validate(EntitiesByAttributeRequest, await jsonBody(c));
    const claims = c.get('auth');
    const hidePrices = claims ? isDenied(claims, 'EJ_SE_PRISER') : false;
    const values = new Set(input.attributeValues);
    const entities = searchIndex(db)
      .all.filter((i) => {
        // variantSlug is how a product page finds its variant; every other name is a product attribute.
        const value =
          input.attributeName === 'variantSlug' ? i.variantSlug : i.attributes[input.attributeName];
        return value !== undefined && values.has(value);
      })
      .slice(0, input.limit ?? 100)
      .map((i) => toHit(i, hidePrices));
    return c.json({ entities });
  });
}
