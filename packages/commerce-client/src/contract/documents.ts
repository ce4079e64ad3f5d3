import * as z from 'zod/mini';
import { ArticleNumber, Id, IsoDate } from './common';

/**
 * The kinds of product document the services keep: product data sheet, safety data sheet,
 * installation guide and environmental declaration (the builder's FDV handover and
 * byggvarubedömning need them). Not every article has every kind.
 */
export const DOCUMENT_KINDS = [
  'PRODUCT_DATA_SHEET',
  'SAFETY_DATA_SHEET',
  'INSTALLATION_GUIDE',
  'ENVIRONMENTAL_DECLARATION',
] as const;
export const DocumentKind = z.enum(DOCUMENT_KINDS);
export type DocumentKind = z.infer<typeof DocumentKind>;

/**
 * Whether a text is an absolute http(s) URL: the only links a document may have. A
 * `javascript:`, `data:` or `file:` URL, a protocol-relative `//host` one or a relative path
 * is not one (the storefront's link rules, content §5).
 *
 * @example
 * isHttpUrl('https://docs.example.test/a.pdf'); // true
 * isHttpUrl('javascript:alert(1)'); // false
 */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** An absolute http(s) URL; anything else fails the contract. */
export const HttpUrl = z.string().check(z.refine(isHttpUrl, 'Expected an http(s) URL'));

/** One document: the same document may serve several articles (every variant of a product). */
export const ProductDocument = z.object({
  documentId: Id,
  kind: DocumentKind,
  title: z.string(),
  /** ISO 639-1, e.g. `sv`, `en`. */
  language: z.string().check(z.regex(/^[a-z]{2}$/, 'Expected a language code')),
  /** The document's issue date. */
  date: IsoDate,
  /** In bytes: the length of the PDF `url` answers. */
  size: z.number().check(z.int(), z.gte(0)),
  /** Where the PDF is: absolute, http(s) only. */
  url: HttpUrl,
});
export type ProductDocument = z.infer<typeof ProductDocument>;

/** GET /v2/articles/{articleNumber}/documents */
export const ArticleDocuments = z.object({
  articleNumber: ArticleNumber,
  documents: z.array(ProductDocument),
});
export type ArticleDocuments = z.infer<typeof ArticleDocuments>;

/** The query of a project's documentation pack: a date range of the orders, both days included. */
export const ProjectDocumentsQuery = z.object({
  fromDate: z.optional(IsoDate),
  toDate: z.optional(IsoDate),
});
export type ProjectDocumentsQuery = z.infer<typeof ProjectDocumentsQuery>;

/**
 * GET /v2/projects/{projectId}/documents: every article bought on the project's orders in the
 * range, each with its documents (by kind), and the documents de-duplicated (a data sheet
 * shared by two variants is listed under both articles, and once in `documents`).
 */
export const ProjectDocuments = z.object({
  customerId: Id,
  projectId: Id,
  projectName: z.string(),
  fromDate: z.nullable(IsoDate),
  toDate: z.nullable(IsoDate),
  articles: z.array(
    z.object({
      articleNumber: ArticleNumber,
      name: z.string(),
      /** Ids into `documents`, in the order of DOCUMENT_KINDS. */
      documentIds: z.array(Id),
    }),
  ),
  documents: z.array(ProductDocument),
});
export type ProjectDocuments = z.infer<typeof ProjectDocuments>;
