import type { OrderDeliveries } from '@shop/commerce-client/contract';

/**
 * A carrier's tracking page as a link may have it: an absolute http(s) URL (§5's link rules for
 * what a service hands us), without credentials in it; anything else (`javascript:`, `data:`,
 * a relative path, `//host`) is null, and the page shows no link.
 *
 * @example
 * trackingHref('https://tracking.example.com/postnord?id=PN1') // 'https://tracking.example.com/postnord?id=PN1'
 * trackingHref('javascript:alert(1)')                         // null
 */
export function trackingHref(url: string | null | undefined): string | null {
  if (!url) return null;
  const trimmed = url.trim();
  // A scheme must be written out: 'tracking.example.com/…' or '//host' is no absolute URL.
  if (!/^https?:\/\//i.test(trimmed)) return null;
  try {
    const parsed = new URL(trimmed);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    if (parsed.username || parsed.password || !parsed.hostname) return null;
    return parsed.href;
  } catch {
    return null;
  }
}

/** A line of what is missing: the article and the quantity to order again. */
export interface MissingLine {
  articleNumber: string;
  name: string;
  unit: string;
  quantity: number;
}

/**
 * What 'Beställ det som saknas' puts in the cart: per article, the back-ordered quantity still
 * waiting plus what the supplier cancelled. Lines merely on their way (planned, not
 * back-ordered) are not missing. The same article on two lines is one line of their sum.
 *
 * @example
 * missingLines(view) // [{ articleNumber: '1000001', name: 'Träskruv', unit: 'st', quantity: 5 }]
 */
export function missingLines(view: Pick<OrderDeliveries, 'lines'>): MissingLine[] {
  const byArticle = new Map<string, MissingLine>();
  for (const line of view.lines) {
    const quantity = Math.round((line.backOrdered + line.cancelled) * 1000) / 1000;
    if (!(quantity > 0)) continue;
    const seen = byArticle.get(line.articleNumber);
    if (seen) seen.quantity = Math.round((seen.quantity + quantity) * 1000) / 1000;
    else
      byArticle.set(line.articleNumber, {
        articleNumber: line.articleNumber,
        name: line.name,
        unit: line.unit,
        quantity,
      });
  }
  return [...byArticle.values()];
}
