import { linePrice, sumRevenue } from './money';

export const CURRENCY = 'SEK';

export type { ListName, PageName } from './names';
export { LIST_NAMES, PAGE_NAMES, RELATION_LIST_NAMES } from './names';

/** Checkout funnel steps (content-layer §4). */
export const FUNNEL_STEPS = { cart: 1, delivery: 2, summary: 3, 'checkout-success-page': 4 } as const;
export type FunnelPage = keyof typeof FUNNEL_STEPS;

/** A variant or cart line as read for tracking (content-layer §3). */
export interface TrackedLine {
  articleNumber: string;
  name: string;
  quantity?: number;
  brands?: readonly { name: string }[] | null;
  price?: { netPrice?: number | null; alloyingPrice?: number | null; salesPrice?: number | null } | null;
  product?: {
    name?: string;
    categoryPaths?: readonly string[] | null;
    breadcrumb?: { parents?: readonly { name: string }[] } | null;
  } | null;
}

export interface Ga4Item {
  item_id: string;
  item_name: string;
  item_brand?: string;
  item_category?: string;
  item_category2?: string;
  item_category3?: string;
  item_category4?: string;
  item_category5?: string;
  price: number;
  quantity: number;
  index: number;
  item_list_name?: string;
}

function categories(line: TrackedLine): string[] {
  const path = line.product?.categoryPaths?.[0];
  if (path) return path.split('/').filter(Boolean);
  return (line.product?.breadcrumb?.parents ?? []).map((p) => p.name);
}

/** One GA4 item; `index` is the list position + 1 unless given. */
export function toItem(line: TrackedLine, position: number, listName?: string): Ga4Item {
  const item: Ga4Item = {
    item_id: line.articleNumber,
    item_name: line.name,
    price: linePrice(line.price),
    quantity: line.quantity ?? 1,
    index: position + 1,
  };
  const brand = line.brands?.[0]?.name;
  if (brand) item.item_brand = brand;
  const keys = [
    'item_category',
    'item_category2',
    'item_category3',
    'item_category4',
    'item_category5',
  ] as const;
  categories(line)
    .slice(0, 5)
    .forEach((name, i) => {
      item[keys[i] as (typeof keys)[number]] = name;
    });
  if (listName) item.item_list_name = listName;
  return item;
}

const items = (lines: readonly TrackedLine[], listName?: string) =>
  lines.map((line, i) => toItem(line, i, listName));
const value = (list: readonly Ga4Item[]) =>
  sumRevenue(list.map((i) => ({ price: i.price, quantity: i.quantity })));

export interface EcommerceEvent {
  event: string;
  ecommerce: Record<string, unknown>;
}

/**
 * view_cart: the cart's lines and value.
 *
 * @example
 * dataLayer.push(viewCartEvent(cart.cartItems))
 */
export function viewCartEvent(lines: readonly TrackedLine[]): EcommerceEvent {
  const list = items(lines);
  return { event: 'view_cart', ecommerce: { currency: CURRENCY, value: value(list), items: list } };
}

/**
 * add_to_cart for the lines added, with the list they were added from.
 *
 * @example
 * addToCartEvent([{ ...variant, quantity: 2 }], { listName: LIST_NAMES.searchResult, index: 4 })
 */
export function addToCartEvent(
  lines: readonly TrackedLine[],
  options: { listName?: string; index?: number } = {},
): EcommerceEvent {
  const list = lines.map((line, i) =>
    toItem(line, options.index !== undefined ? options.index - 1 + i : i, options.listName),
  );
  return { event: 'add_to_cart', ecommerce: { currency: CURRENCY, value: value(list), items: list } };
}

/** remove_from_cart for the lines removed. @example removeFromCartEvent([line]) */
export function removeFromCartEvent(lines: readonly TrackedLine[]): EcommerceEvent {
  const list = items(lines);
  return { event: 'remove_from_cart', ecommerce: { currency: CURRENCY, value: value(list), items: list } };
}

/** A banner as tracked (content-layer §3). */
export interface TrackedBanner {
  marketingId: string;
  metaTitle: string;
  creative?: string | null;
}

const promotion = (banner: TrackedBanner, position: number, slot?: string) => ({
  promotion_id: banner.marketingId,
  promotion_name: banner.metaTitle,
  creative_name: banner.creative ?? undefined,
  creative_slot: slot,
  index: position + 1,
});

/** view_promotion for banners shown. @example viewPromotionEvent(banners, 'front_page') */
export function viewPromotionEvent(banners: readonly TrackedBanner[], slot?: string): EcommerceEvent {
  return { event: 'view_promotion', ecommerce: { items: banners.map((b, i) => promotion(b, i, slot)) } };
}

/** select_promotion for the banner clicked. @example selectPromotionEvent(banner, 2) */
export function selectPromotionEvent(banner: TrackedBanner, index = 1, slot?: string): EcommerceEvent {
  return { event: 'select_promotion', ecommerce: { items: [promotion(banner, index - 1, slot)] } };
}

/** select_item: a product chosen from a list. @example selectItemEvent(variant, LIST_NAMES.product, 3) */
export function selectItemEvent(line: TrackedLine, listName: string, index = 1): EcommerceEvent {
  return {
    event: 'select_item',
    ecommerce: { item_list_name: listName, items: [toItem(line, index - 1, listName)] },
  };
}

/** view_item: the product page. @example viewItemEvent(variant) */
export function viewItemEvent(line: TrackedLine): EcommerceEvent {
  const list = [toItem(line, 0)];
  return { event: 'view_item', ecommerce: { currency: CURRENCY, value: value(list), items: list } };
}

/** view_item_list: a list of products shown. @example viewItemListEvent(hits, LIST_NAMES.searchResult) */
export function viewItemListEvent(lines: readonly TrackedLine[], listName: string): EcommerceEvent {
  return { event: 'view_item_list', ecommerce: { item_list_name: listName, items: items(lines, listName) } };
}

/**
 * checkout with its funnel step (cart 1, delivery 2, summary 3, success 4).
 *
 * @example
 * checkoutEvent('delivery', cart.cartItems)
 */
export function checkoutEvent(page: FunnelPage, lines: readonly TrackedLine[]): EcommerceEvent {
  const list = items(lines);
  return {
    event: 'checkout',
    ecommerce: {
      checkout_step: FUNNEL_STEPS[page],
      checkout_page: page,
      currency: CURRENCY,
      value: value(list),
      items: list,
    },
  };
}

/**
 * purchase: revenue is Σ price × quantity to 2 decimals; tax and shipping 0.
 *
 * @example
 * purchaseEvent({ orderId: '5000123', affiliation: 'Bygghandeln', lines })
 */
export function purchaseEvent(order: {
  orderId: string;
  affiliation: string;
  lines: readonly TrackedLine[];
}): EcommerceEvent {
  const list = items(order.lines);
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: order.orderId,
      affiliation: order.affiliation,
      value: value(list),
      tax: 0,
      shipping: 0,
      currency: CURRENCY,
      items: list,
    },
  };
}
