import * as z from 'zod/mini';
import { ArticleNumber, Id, IsoDate, Money } from './common';

export const Discount = z.object({
  amount: Money,
  name: z.string(),
  percentage: z.number(),
  type: z.string(),
});

/**
 * A customer's price for one article. With EJ_SE_PRISER the services send no
 * price object at all; with EJ_SE_RABATTER discounts are empty and
 * discountAmount is 0.
 */
export const Price = z.object({
  articleNumber: ArticleNumber,
  netPrice: Money,
  alloyingPrice: Money,
  discountAmount: Money,
  discounts: z.array(Discount),
  salesPriceUnit: z.string(),
  salesPriceIncludingVat: Money,
  /** The article's VAT rate in percent (25 for most goods); the cart's and checkout's VAT is taken from it. */
  vatPercentage: z.number().check(z.gte(0), z.lte(100)),
  salesPrice: Money,
  priceType: z.enum(['NET', 'CAMPAIGN', 'BRACKET', 'LIST']),
  preCampaignPrice: z.nullable(Money),
  discountPercentage: z.number(),
  askForPrice: z.boolean(),
  hasBracketPrices: z.boolean(),
});
export type Price = z.infer<typeof Price>;

export const PriceBracket = z.object({ minQuantity: z.number(), netPrice: Money });
export const PriceBrackets = z.object({ articleNumber: ArticleNumber, brackets: z.array(PriceBracket) });

export const StockType = z.enum(['LAG', 'TRA', 'TRA_PLUS', 'VIR']);
export const SubAvailability = z.object({ date: IsoDate, quantity: z.number() });
export const StockLocation = z.object({
  locationId: Id,
  availability: z.enum(['IN_STOCK', 'LOW_STOCK', 'OUT_OF_STOCK', 'ON_ORDER']),
  availabilityDate: z.nullable(z.string()),
  availabilityDateISO: z.nullable(IsoDate),
  availableFromDays: z.number(),
  availableToDays: z.number(),
  /** -1 when the location has no stock data (content-layer §9). */
  quantity: z.number(),
  orderMultiple: z.number(),
  stocked: z.boolean(),
  status: z.string(),
  subAvailabilities: z.array(SubAvailability),
});
export type StockLocation = z.infer<typeof StockLocation>;
export const Stock = z.object({
  stockType: StockType,
  articleNumber: ArticleNumber,
  locations: z.array(StockLocation),
});
export type Stock = z.infer<typeof Stock>;
export const StockRequest = z.object({
  articles: z.array(ArticleNumber).check(z.minLength(1), z.maxLength(500)),
  locationIds: z.optional(z.array(Id).check(z.maxLength(50))),
});
export const StockResponse = z.object({ stock: z.array(Stock) });

export const BreadcrumbParent = z.object({ name: z.string(), slug: z.string() });
export const Breadcrumb = z.object({
  id: Id,
  name: z.string(),
  slug: z.string(),
  image: z.nullable(z.string()),
  parents: z.array(BreadcrumbParent),
});
export type Breadcrumb = z.infer<typeof Breadcrumb>;
export const BreadcrumbSearchRequest = z.object({
  breadcrumbs: z.array(Id).check(z.maxLength(100)),
  images: z.optional(z.boolean()),
  assortment: z.optional(z.string()),
});
export const BreadcrumbSearchResponse = z.object({ result: z.array(Breadcrumb), errors: z.array(Id) });

export const Attribute = z.object({ attributeName: z.string(), attributeValue: z.string() });
export const Warning = z.object({
  code: z.string(),
  description: z.string(),
  signalWord: z.enum(['Fara', 'Varning']),
  assetUrl: z.nullable(z.string()),
  detailedDescription: z.string(),
});
export const Image = z.object({
  assetLabel: z.string(),
  assetMimeType: z.string(),
  assetType: z.enum(['PRIMARY', 'GALLERY']),
  assetUrl: z.string(),
});
export const PurchaseConstraints = z.object({
  onlyStore: z.boolean(),
  mustBeInStockedAt: z.nullable(z.string()),
});
export const RelatedArticle = z.object({
  articleNumber: ArticleNumber,
  name: z.string(),
  variantSlug: z.string(),
  // GraphQL answers null where REST leaves a field out (skipPrice, skipStock, EJ_SE_PRISER).
  price: z.optional(z.nullable(Price)),
  stock: z.optional(z.nullable(Stock)),
});
/** A category a relation's articles belong to, with its trail (§3: name, image, parents, slug). */
export const CategoryBreadcrumb = z.object({
  name: z.string(),
  slug: z.string(),
  image: z.nullable(z.string()),
  parents: z.array(BreadcrumbParent),
});
export type CategoryBreadcrumb = z.infer<typeof CategoryBreadcrumb>;
/**
 * A relation of a variant (§3): the replacement article (`ersattningsartikel`) with its articles;
 * the variant relation also with the ids of its articles' categories and their breadcrumbs, and
 * its articles with price and stock where the call asked for them (GraphQL answers null where a
 * relation has none).
 */
export const Relation = z.object({
  type: z.enum(['ersattningsartikel', 'variant', 'accessories', 'complementary', 'spare-part', 'upper']),
  label: z.string(),
  categories: z.optional(z.nullable(z.array(Id))),
  categoryBreadcrumbs: z.optional(z.nullable(z.array(CategoryBreadcrumb))),
  articles: z.array(RelatedArticle),
});
export type Relation = z.infer<typeof Relation>;

export const Variant = z.object({
  articleNumber: ArticleNumber,
  name: z.string(),
  filterTags: z.array(z.string()),
  variantSlug: z.nullable(z.string()),
  discontinued: z.boolean(),
  stockedAt: z.array(Id),
  purchaseConstraints: PurchaseConstraints,
  webSalesUnit: z.object({ unit: z.string(), conversionFactor: z.number(), conversionUnit: z.string() }),
  ean: z.string().check(z.regex(/^\d{13}$/)),
  product: z.object({
    id: Id,
    name: z.string(),
    slug: z.string(),
    breadcrumb: z.object({ parents: z.array(BreadcrumbParent) }),
    categoryPaths: z.array(z.string()),
  }),
  brands: z.array(z.object({ name: z.string() })),
  images: z.array(Image),
  attributes: z.array(Attribute),
  warnings: z.array(Warning),
  relations: z.array(Relation),
  // GraphQL answers null where REST leaves a field out (skipPrice, skipStock, EJ_SE_PRISER).
  price: z.optional(z.nullable(Price)),
  stock: z.optional(z.nullable(Stock)),
});
export type Variant = z.infer<typeof Variant>;

/** A menu entry and its children, to any depth. Typed by hand: a recursive inferred type does not survive `.d.ts`. */
export interface MenuEntry {
  title: string;
  slug: string;
  icon: string | null;
  children: MenuEntry[];
}
export const MenuEntry: z.ZodMiniType<MenuEntry> = z.object({
  title: z.string(),
  slug: z.string(),
  icon: z.nullable(z.string()),
  get children() {
    return z.array(MenuEntry);
  },
});
export const Menu = z.object({ assortment: z.nullable(z.string()), entries: z.array(MenuEntry) });

export const LanguageConfig = z.object({
  defaultLocale: z.string(),
  locales: z.array(z.object({ code: z.string(), domain: z.nullable(z.string()) })),
  currency: z.literal('SEK'),
});
export const AttributeSequence = z.object({ sequence: z.array(z.string()), disabled: z.array(z.string()) });

export const Campaign = z.object({
  id: Id,
  name: z.string(),
  slug: z.string(),
  isAssortment: z.boolean(),
  validFrom: IsoDate,
  validTo: IsoDate,
});
export type Campaign = z.infer<typeof Campaign>;
/** `timestamp` changes whenever the campaign set changes: clients cache by it. */
export const ActiveCampaigns = z.object({ campaigns: z.array(Campaign), timestamp: z.string() });
export const SelectedProductGroup = z.object({
  id: Id,
  name: z.string(),
  articleNumbers: z.array(ArticleNumber),
});

/** A variant as a listing's card shows it: everything but its relations (`gateway.listingVariants`). */
export const ListingVariant = z.omit(Variant, { relations: true });
export type ListingVariant = z.infer<typeof ListingVariant>;

/**
 * The variant of a cart line: what a cart shows and checks (name, link,
 * unit, price, stock, needs-action inputs, replacement article), not the
 * product page's images, attributes and warnings. A cart of 200 lines is
 * then a fifth of the bytes to send, parse and validate.
 */
export const CartVariant = z.pick(Variant, {
  articleNumber: true,
  name: true,
  filterTags: true,
  variantSlug: true,
  discontinued: true,
  stockedAt: true,
  purchaseConstraints: true,
  webSalesUnit: true,
  relations: true,
  price: true,
  stock: true,
});
export type CartVariant = z.infer<typeof CartVariant>;

/** A cart line as the gateway answers it: the line with its variant (price and stock per the session). */
export const GatewayCartItem = z.object({
  cartItemId: Id,
  cartId: Id,
  articleNumber: ArticleNumber,
  quantity: z.number(),
  deliveryId: z.string(),
  label: z.nullable(z.string()),
  requestedDeliveryDate: z.nullable(IsoDate),
  variant: z.nullable(CartVariant),
});
export const GatewayCart = z.object({
  cartId: Id,
  status: z.string(),
  cartItems: z.array(GatewayCartItem),
  deliveries: z.array(
    z.object({
      deliveryId: z.string(),
      requestedDeliveryDate: z.nullable(IsoDate),
      isIncludedInOrder: z.boolean(),
    }),
  ),
  deliveryIdsInOrder: z.array(z.string()),
  orderPrice: z.nullable(Money),
});
export type GatewayCart = z.infer<typeof GatewayCart>;
