import type { ListingVariant, SearchResponse, Variant } from '@shop/commerce-client/contract';
import type { TrackedLine } from '../core';

type RelatedArticle = Variant['relations'][number]['articles'][number];

/**
 * A search hit as tracking reads it (a listing, the header search's suggestions): the variant
 * when its price is known, the hit until then.
 *
 * @example
 * select(hitLine(hit, variants.get(hit.articleNumber)), LIST_NAMES.searchResult, index + 1);
 */
export function hitLine(
  hit: SearchResponse['hits'][number],
  variant?: ListingVariant | undefined,
): TrackedLine {
  if (variant) return variant;
  return {
    articleNumber: hit.articleNumber,
    name: hit.name,
    brands: hit.brand ? [{ name: hit.brand }] : [],
    price: { netPrice: hit.listPrice },
    product: { name: hit.productName, categoryPaths: hit.categoryPath ? [hit.categoryPath] : [] },
  };
}

/** A related article (a variant, a replacement, a relation of §3) as tracking reads it: its price when it came with one. */
export function relatedLine(article: RelatedArticle): TrackedLine {
  return {
    articleNumber: article.articleNumber,
    name: article.name,
    ...(article.price ? { price: article.price } : {}),
  };
}
