/** The error catalogue of content-layer §8. */
export const CMS_MESSAGES = {
  contentNotFound: 'Content not found',
  noContentPage: (slug: string) => `No content page found for slug: ${slug}`,
  noStorePage: (id: string) => `No store page found for id: ${id}`,
  noStoreDetails: 'No store details was found',
  noRetailers: 'No retailers found',
  unresolvable: (ids: readonly string[]) => `Unresolvable CMS content - ids: ${ids.join(', ')}`,
} as const;

/**
 * Every failure of the content client. `errors` holds what the service
 * answered — an array of GraphQL errors or a single error object, always as
 * an array — so a caller reads one shape whichever the service sent.
 */
export class CmsError extends Error {
  override readonly name = 'CmsError';
  /** HTTP status: 404 for missing content, the service's status otherwise, 0 without a response. */
  readonly status: number;
  readonly errors: readonly unknown[];
  constructor(message: string, options: { status?: number; errors?: unknown; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.status = options.status ?? 0;
    const errors = options.errors;
    this.errors = errors === undefined || errors === null ? [] : Array.isArray(errors) ? errors : [errors];
  }
}

/** A GraphQL error for a link to an entry that is missing or not published (dropped, content-layer §8). */
export function isUnresolvableLink(error: unknown): boolean {
  const extensions = (error as { extensions?: { contentful?: { code?: string }; code?: string } } | null)
    ?.extensions;
  return extensions?.contentful?.code === 'UNRESOLVABLE_LINK' || extensions?.code === 'UNRESOLVABLE_LINK';
}
