import * as z from 'zod/mini';
import { Variant } from './catalogue';
import { ArticleNumber, Id, IsoDateTime } from './common';

// The customer's own article numbers (issue 37): a mapping, per customer, of the number the
// customer's own systems use to our article number, and the batch call that resolves pasted
// numbers (ours, theirs or EANs) in one go.

/** The longest own number a customer may keep. */
export const OWN_NUMBER_MAX_LENGTH = 40;
/** The longest note beside an own number. */
export const OWN_NUMBER_NOTE_MAX_LENGTH = 200;
/** How many numbers one resolve call takes. */
export const RESOLVE_MAX_NUMBERS = 1000;

/** Letters, digits, '-', '.', '/' and spaces inside; 1–40 characters once trimmed. */
const OWN_NUMBER_PATTERN = /^[\p{L}\p{N}\-./]([\p{L}\p{N}\-./ ]*[\p{L}\p{N}\-./])?$/u;

/**
 * An own number as the customer types it: trimmed before it is checked, so ' NB-1001 ' is
 * 'NB-1001'.
 *
 * @example
 * OwnNumberText.parse(' NB-1001 ') // 'NB-1001'
 */
export const OwnNumberText = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Ange ett eget artikelnummer'),
    z.maxLength(OWN_NUMBER_MAX_LENGTH, `Högst ${OWN_NUMBER_MAX_LENGTH} tecken`),
    z.regex(OWN_NUMBER_PATTERN, 'Bara bokstäver, siffror, -, ., / och mellanslag'),
  );

/** Whether a trimmed text is a valid own number (the same rule as `OwnNumberText`). */
export function isValidOwnNumber(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length >= 1 && trimmed.length <= OWN_NUMBER_MAX_LENGTH && OWN_NUMBER_PATTERN.test(trimmed);
}

/** One own number of the customer, with the article it stands for. */
export const OwnNumber = z.object({
  id: Id,
  ownNumber: z.string(),
  articleNumber: ArticleNumber,
  /** Our name of the article. */
  articleName: z.string(),
  /** The article's product page slug (null for an article without a page). */
  variantSlug: z.nullable(z.string()),
  note: z.nullable(z.string()),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type OwnNumber = z.infer<typeof OwnNumber>;

/** GET /v2/own-article-numbers: `q` finds own numbers, article numbers, names and notes. */
export const OwnNumberListQuery = z.object({
  q: z.optional(z.string().check(z.maxLength(100))),
  limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(500))),
  offset: z.optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(1_000_000))),
});
export type OwnNumberListQuery = z.infer<typeof OwnNumberListQuery>;

export const OwnNumberList = z.object({
  ownNumbers: z.array(OwnNumber),
  total: z.number(),
  limit: z.number(),
  offset: z.number(),
});
export type OwnNumberList = z.infer<typeof OwnNumberList>;

/** POST /v2/own-article-numbers and PUT …/{id}: the article number may be typed with dashes or spaces. */
export const OwnNumberInput = z.object({
  ownNumber: OwnNumberText,
  articleNumber: z.string().check(z.minLength(1), z.maxLength(40)),
  note: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(OWN_NUMBER_NOTE_MAX_LENGTH)))),
});
export type OwnNumberInput = z.infer<typeof OwnNumberInput>;

/** Why an import line was refused: a code to translate, and the service's Swedish message. */
export const OwnNumberImportReason = z.enum([
  'OWN_NUMBER_MISSING',
  'OWN_NUMBER_INVALID',
  'OWN_NUMBER_IS_ARTICLE',
  'ARTICLE_NUMBER_MISSING',
  'ARTICLE_UNKNOWN',
  'NOTE_TOO_LONG',
  'DUPLICATE_IN_FILE',
]);
export type OwnNumberImportReason = z.infer<typeof OwnNumberImportReason>;

export const OwnNumberImportRefusal = z.object({
  /** The line in the file, counting from 1 (a header row is line 1). */
  line: z.number(),
  ownNumber: z.string(),
  articleNumber: z.string(),
  reason: OwnNumberImportReason,
  message: z.string(),
});
export type OwnNumberImportRefusal = z.infer<typeof OwnNumberImportRefusal>;

/** POST /v2/own-article-numbers/import: the good lines are saved, each refused one named. */
export const OwnNumberImportResult = z.object({
  saved: z.number(),
  created: z.number(),
  updated: z.number(),
  refused: z.array(OwnNumberImportRefusal),
});
export type OwnNumberImportResult = z.infer<typeof OwnNumberImportResult>;

/** POST /v2/articles/resolve */
export const ResolveRequest = z.object({
  numbers: z.array(z.string().check(z.maxLength(100))).check(z.maxLength(RESOLVE_MAX_NUMBERS)),
  locationIds: z.optional(z.array(Id).check(z.maxLength(50))),
});
export type ResolveRequest = z.infer<typeof ResolveRequest>;

export const ResolveMatch = z.enum(['article', 'own', 'ean']);
export type ResolveMatch = z.infer<typeof ResolveMatch>;

export const ResolveSuggestion = z.object({ articleNumber: ArticleNumber, name: z.string() });

/** What one input number resolved to, in the order the numbers were sent. */
export const ResolvedNumber = z.object({
  input: z.string(),
  articleNumber: z.nullable(ArticleNumber),
  matchedBy: z.nullable(ResolveMatch),
  /** The customer's own number that matched (`matchedBy: 'own'`). */
  ownNumber: z.optional(z.string()),
  /** Up to three articles search finds for a number that resolved to none. */
  suggestions: z.array(ResolveSuggestion),
});
export type ResolvedNumber = z.infer<typeof ResolvedNumber>;

export const ResolveResponse = z.object({
  results: z.array(ResolvedNumber),
  /** Every matched article once, with price (unless EJ_SE_PRISER) and stock at the asked locations. */
  variants: z.array(Variant),
});
export type ResolveResponse = z.infer<typeof ResolveResponse>;
