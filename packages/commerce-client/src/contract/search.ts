import * as z from 'zod/mini';
import { ArticleNumber, Id, Money } from './common';

/** Headers every search-service call carries. */
export const SEARCH_HEADERS = { apiVersion: 'api-version', userId: 'user-id' } as const;

export const SearchRequest = z.object({
  query: z.optional(z.string().check(z.maxLength(200))),
  categorySlug: z.optional(z.string().check(z.maxLength(300))),
  campaignSlug: z.optional(z.string().check(z.maxLength(100))),
  assortment: z.optional(z.string().check(z.maxLength(100))),
  filters: z.optional(
    z.record(
      z.string().check(z.maxLength(60)),
      z.array(z.string().check(z.maxLength(100))).check(z.maxLength(20)),
    ),
  ),
  sort: z.optional(z.enum(['relevance', 'name_asc', 'name_desc', 'price_asc', 'price_desc', 'newest'])),
  page: z.optional(z.number().check(z.int(), z.gte(1), z.lte(1000))),
  pageSize: z.optional(z.number().check(z.int(), z.gte(1), z.lte(100))),
  customerId: z.optional(z.string()),
});
export type SearchRequest = z.infer<typeof SearchRequest>;

export const SearchHit = z.object({
  articleNumber: ArticleNumber,
  productId: Id,
  name: z.string(),
  productName: z.string(),
  variantSlug: z.string(),
  brand: z.string(),
  ean: z.string(),
  image: z.nullable(z.string()),
  categoryPath: z.string(),
  listPrice: z.nullable(Money),
  discontinued: z.boolean(),
});
export const Facet = z.object({
  name: z.string(),
  label: z.string(),
  values: z.array(z.object({ value: z.string(), count: z.number(), selected: z.boolean() })),
});
export const SearchResponse = z.object({
  hits: z.array(SearchHit),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  facets: z.array(Facet),
});
export type SearchResponse = z.infer<typeof SearchResponse>;

export const EntitiesByAttributeRequest = z.object({
  attributeName: z.string().check(z.minLength(1), z.maxLength(60)),
  attributeValues: z.array(z.string().check(z.maxLength(200))).check(z.minLength(1), z.maxLength(100)),
  limit: z.optional(z.number().check(z.int(), z.gte(1), z.lte(100))),
});
export const EntitiesByAttributeResponse = z.object({ entities: z.array(SearchHit) });

export const BehaviourEventType = z.enum(['click', 'addtocart', 'purchase']);
export const BehaviourEvent = z.object({
  type: BehaviourEventType,
  entity: z.object({ type: z.literal('Variant'), id: z.string().check(z.minLength(1), z.maxLength(64)) }),
  quantity: z.optional(z.number().check(z.positive())),
  orderId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
});
export const CreateEventsRequest = z.object({
  trackingId: z.string().check(z.minLength(1), z.maxLength(64)),
  events: z.array(BehaviourEvent).check(z.minLength(1), z.maxLength(100)),
});
