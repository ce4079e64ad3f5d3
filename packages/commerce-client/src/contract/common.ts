import * as z from 'zod/mini';

/** `YYYY-MM-DD`, a calendar day in Stockholm. */
export const IsoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date YYYY-MM-DD'));
/** An ISO 8601 timestamp. */
export const IsoDateTime = z
  .string()
  .check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/, 'Expected an ISO timestamp'));
/** Amounts in SEK as JSON numbers with at most 10 decimals (spec §9 price precision). */
export const Money = z.number().check(z.refine(Number.isFinite, 'Expected a finite amount'));
export const ArticleNumber = z.string().check(z.regex(/^[0-9A-Z-]{3,20}$/, 'Expected an article number'));
export const Id = z.string().check(z.minLength(1));

/** Every error the services answer with: a machine key, a message, and the field at fault for a 400. */
export const ApiError = z.object({
  error: z.string(),
  message: z.string(),
  field: z.optional(z.string()),
  issues: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
});
export type ApiError = z.infer<typeof ApiError>;

export const DeliveryType = z.enum(['DBI', 'EXH', 'XXX', 'EXB', '24-12']);
export type DeliveryType = z.infer<typeof DeliveryType>;

export const Role = z.enum(['USER', 'BUYER_ADMIN', 'SELLER_ADMIN', 'SITE_ADMIN']);
export type Role = z.infer<typeof Role>;

/** The permission-deny codes of storefront-core §6. */
export const PERMISSION_DENY_CODES = [
  'EJ_ALLA_LEVERANSSATT',
  'EJ_SE_PRISER',
  'EJ_ANDRA_SORTIMENT',
  'EJ_ORDER',
  'EJ_ORDERHISTORIK',
  'EJ_SKAPA_OFFERT',
  'EJ_SE_RABATTER',
  'EJ_SE_EKONOMISK_UPPFÖLJNING',
] as const;
export const PermissionDeny = z.enum(PERMISSION_DENY_CODES);
export type PermissionDeny = z.infer<typeof PermissionDeny>;

export const BrandId = z.enum(['bygg', 'konr', 'kasp', 'opti']);
export type BrandId = z.infer<typeof BrandId>;

/** A page of results: `limit` and `offset` as asked, `total` over all pages. */
export function paged<T extends z.core.SomeType>(key: string, item: T) {
  return z.object({ [key]: z.array(item), total: z.number(), limit: z.number(), offset: z.number() });
}
