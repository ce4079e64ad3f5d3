import type { DatabaseSync } from 'node:sqlite';
import type { Price, Stock, StockLocation, TokenClaims, Variant } from '@shop/commerce-client/contract';
import { isDenied } from './auth.ts';

const ore = (text: string) => Math.round(Number(text) * 100);
const kr = (value: number) => Math.round(value) / 100;

/** Every article the sandbox sells carries Swedish standard VAT. */
export const VAT_PERCENTAGE = 25;

/** The VAT on an öre sum of 25 % lines, in öre, as the order service charges it (on the sum, not per line). */
export function vatOre(netOre: number): number {
  return Math.round((netOre * VAT_PERCENTAGE) / 100);
}

interface PriceRow {
  article_number: string;
  list_price: string;
  net_price: string;
  alloying_price: string;
  campaign_price: string | null;
  sales_price_unit: string;
  ask_for_price: number;
}

/** A price row as the customer sees it: `percent` is the customer's discount (0 without discounts). */
/** A signed-in session denied discounts (EJ_SE_RABATTER): no discount and no quantity prices. */
const deniedDiscounts = (claims: TokenClaims | null) => claims !== null && isDenied(claims, 'EJ_SE_RABATTER');

function priceOf(row: PriceRow, noDiscounts: boolean, percent: number, brackets: boolean): Price {
  const articleNumber = row.article_number;
  const listOre = ore(row.list_price);
  const customerOre = Math.round((listOre * (100 - percent)) / 100);
  const campaignOre = row.campaign_price === null ? null : ore(row.campaign_price);
  const onCampaign = campaignOre !== null && campaignOre < customerOre;
  const netOre = onCampaign ? campaignOre : customerOre;
  const alloyingOre = ore(row.alloying_price);
  const askForPrice = row.ask_for_price === 1;
  const discountOre = listOre - customerOre;
  const sales = askForPrice ? 0 : netOre + alloyingOre;
  return {
    articleNumber,
    netPrice: askForPrice ? 0 : kr(netOre),
    alloyingPrice: kr(alloyingOre),
    discountAmount: noDiscounts || askForPrice ? 0 : kr(discountOre),
    discounts:
      noDiscounts || askForPrice || percent === 0
        ? []
        : [{ amount: kr(discountOre), name: 'Kundrabatt', percentage: percent, type: 'CUSTOMER' }],
    salesPriceUnit: row.sales_price_unit,
    salesPriceIncludingVat: kr(Math.round(sales + vatOre(sales))),
    vatPercentage: VAT_PERCENTAGE,
    salesPrice: kr(sales),
    priceType: onCampaign ? 'CAMPAIGN' : noDiscounts ? 'LIST' : 'NET',
    preCampaignPrice: onCampaign ? kr(customerOre) : null,
    discountPercentage: noDiscounts ? 0 : percent,
    askForPrice,
    hasBracketPrices: brackets,
  };
}

/** Stock of an article at the wanted locations from its rows; a location without data has quantity -1 (content-layer §9). */
function stockOf(
  articleNumber: string,
  stockType: Stock['stockType'],
  rows: ReadonlyMap<string, StockRow>,
  ids: readonly string[],
): Stock {
  const locations: StockLocation[] = ids.map((locationId) => {
    const row = rows.get(locationId);
    if (!row) {
      return {
        locationId,
        availability: 'OUT_OF_STOCK',
        availabilityDate: null,
        availabilityDateISO: null,
        availableFromDays: 0,
        availableToDays: 0,
        quantity: -1,
        orderMultiple: 1,
        stocked: false,
        status: 'NO_DATA',
        subAvailabilities: [],
      };
    }
    const availability =
      row.quantity > 10
        ? 'IN_STOCK'
        : row.quantity > 0
          ? 'LOW_STOCK'
          : row.stocked
            ? 'ON_ORDER'
            : 'OUT_OF_STOCK';
    return {
      locationId,
      availability,
      availabilityDate: null,
      availabilityDateISO: null,
      availableFromDays: row.available_from_days,
      availableToDays: row.available_to_days,
      quantity: row.quantity,
      orderMultiple: row.order_multiple,
      stocked: row.stocked === 1,
      status: availability,
      subAvailabilities: JSON.parse(row.sub_availabilities) as StockLocation['subAvailabilities'],
    };
  });
  return { stockType, articleNumber, locations };
}

interface StockRow {
  location_id: string;
  quantity: number;
  order_multiple: number;
  stocked: number;
  available_from_days: number;
  available_to_days: number;
  sub_availabilities: string;
}

export interface VariantRow {
  article_number: string;
  product_id: string;
  name: string;
  variant_slug: string | null;
  ean: string;
  unit: string;
  conversion_factor: number;
  conversion_unit: string;
  discontinued: number;
  replacement_article: string | null;
  only_store: number;
  must_be_stocked_at: string | null;
  express_tag: number;
  stock_type: Stock['stockType'];
  attributes: string;
  warnings: string;
  images: string;
  filter_tags: string;
  product_name: string;
  product_slug: string;
  brand: string;
  category_id: string;
}

export interface VariantOptions {
  skipPrice?: boolean;
  skipStock?: boolean;
  locationIds?: string[];
}

interface SiblingRow {
  article_number: string;
  name: string;
  variant_slug: string;
}

/** A variant from what was read about it: the one shape `variant` and `variants` answer. */
function assembleVariant(
  row: VariantRow,
  parts: {
    parents: { name: string; slug: string }[];
    /** The variant's category picture (the last of `parents` is the category itself). */
    categoryImage: string | null;
    replacement: { name: string; variant_slug: string } | undefined;
    siblings: SiblingRow[];
    stockRows: StockRow[];
    price: Price | undefined;
    stock: Stock | undefined;
  },
): Variant {
  const { parents } = parts;
  const relations: Variant['relations'] = [];
  if (row.replacement_article && parts.replacement) {
    relations.push({
      type: 'ersattningsartikel',
      label: 'Ersättningsartikel',
      articles: [
        {
          articleNumber: row.replacement_article,
          name: parts.replacement.name,
          variantSlug: parts.replacement.variant_slug,
        },
      ],
    });
  }
  if (parts.siblings.length > 0) {
    // The other variants are of the same product, so of its category: one id, one breadcrumb.
    const category = parents.at(-1);
    relations.push({
      type: 'variant',
      label: 'Andra varianter',
      categories: [row.category_id],
      categoryBreadcrumbs: category
        ? [
            {
              name: category.name,
              slug: category.slug,
              image: parts.categoryImage,
              parents: parents.slice(0, -1),
            },
          ]
        : [],
      articles: parts.siblings.map((o) => ({
        articleNumber: o.article_number,
        name: o.name,
        variantSlug: o.variant_slug,
      })),
    });
  }
  const result: Variant = {
    articleNumber: row.article_number,
    name: row.name,
    // The express-delivery tag travels as a filter tag, the way the gateway marks articles express may carry.
    filterTags: [...(JSON.parse(row.filter_tags) as string[]), ...(row.express_tag === 1 ? ['EXPRESS'] : [])],
    variantSlug: row.variant_slug,
    discontinued: row.discontinued === 1,
    stockedAt: parts.stockRows.filter((s) => s.stocked === 1).map((s) => s.location_id),
    purchaseConstraints: { onlyStore: row.only_store === 1, mustBeInStockedAt: row.must_be_stocked_at },
    webSalesUnit: {
      unit: row.unit,
      conversionFactor: row.conversion_factor,
      conversionUnit: row.conversion_unit,
    },
    ean: row.ean,
    product: {
      id: row.product_id,
      name: row.product_name,
      slug: row.product_slug,
      breadcrumb: { parents },
      categoryPaths: [parents.map((p) => p.name).join('/')],
    },
    brands: [{ name: row.brand }],
    images: JSON.parse(row.images) as Variant['images'],
    attributes: JSON.parse(row.attributes) as Variant['attributes'],
    warnings: JSON.parse(row.warnings) as Variant['warnings'],
    relations,
  };
  if (parts.price) result.price = parts.price;
  if (parts.stock) result.stock = parts.stock;
  return result;
}

/**
 * Builds the answers that depend on who asks: prices per customer (with the
 * deny codes applied server-side), stock per location, whole variants.
 */
export function createViews(db: DatabaseSync) {
  const priceRow = db.prepare(`SELECT * FROM prices WHERE article_number = ?`);
  const bracketRows = db.prepare(
    `SELECT min_quantity, net_price FROM price_brackets WHERE article_number = ? ORDER BY min_quantity`,
  );
  const hasBrackets = db.prepare(`SELECT 1 AS x FROM price_brackets WHERE article_number = ? LIMIT 1`);
  const customerDiscount = db.prepare(`SELECT discount_percent FROM customers WHERE id = ?`);
  const stockRows = db.prepare(`SELECT * FROM stock WHERE article_number = ? ORDER BY location_id`);
  const locationIds = db.prepare(`SELECT id FROM stores ORDER BY id`);
  const variantRow = db.prepare(
    `SELECT v.*, p.name AS product_name, p.slug AS product_slug, p.brand, p.category_id
     FROM variants v JOIN products p ON p.id = v.product_id WHERE v.article_number = ?`,
  );
  const categoryRow = db.prepare(`SELECT id, name, slug, parent_id, image FROM categories WHERE id = ?`);
  const variantName = db.prepare(`SELECT name, variant_slug FROM variants WHERE article_number = ?`);
  const siblings = db.prepare(
    `SELECT article_number, name, variant_slug FROM variants WHERE product_id = ? AND article_number <> ? AND variant_slug IS NOT NULL ORDER BY position LIMIT 12`,
  );
  const allLocationIds = () => (locationIds.all() as { id: string }[]).map((r) => r.id);

  function discountPercent(customerId: string | null): number {
    if (!customerId) return 0;
    const row = customerDiscount.get(customerId) as { discount_percent: number } | undefined;
    return row?.discount_percent ?? 0;
  }

  /** The customer's price, or undefined when the session may not see prices (EJ_SE_PRISER) or the article is unknown. */
  function price(articleNumber: string, claims: TokenClaims | null): Price | undefined {
    if (claims && isDenied(claims, 'EJ_SE_PRISER')) return undefined;
    const row = priceRow.get(articleNumber) as PriceRow | undefined;
    if (!row) return undefined;
    const noDiscounts = !claims || isDenied(claims, 'EJ_SE_RABATTER');
    const percent = noDiscounts ? 0 : discountPercent(claims?.customerId ?? null);
    return priceOf(
      row,
      noDiscounts,
      percent,
      !deniedDiscounts(claims) && hasBrackets.get(articleNumber) !== undefined,
    );
  }

  function brackets(articleNumber: string, claims: TokenClaims | null) {
    if (claims && isDenied(claims, 'EJ_SE_PRISER')) return [];
    // Quantity prices are discounts: a customer denied discounts (EJ_SE_RABATTER) is given none.
    if (deniedDiscounts(claims)) return [];
    return (bracketRows.all(articleNumber) as { min_quantity: number; net_price: string }[]).map((row) => ({
      minQuantity: row.min_quantity,
      netPrice: kr(ore(row.net_price)),
    }));
  }

  /** Stock of an article; a location without data has quantity -1 (content-layer §9). */
  function stock(articleNumber: string, stockType: Stock['stockType'], wanted?: string[]): Stock {
    const rows = new Map(
      (stockRows.all(articleNumber) as unknown as StockRow[]).map((row) => [row.location_id, row]),
    );
    return stockOf(articleNumber, stockType, rows, wanted && wanted.length > 0 ? wanted : allLocationIds());
  }

  function breadcrumbParents(categoryId: string) {
    const parents: { name: string; slug: string }[] = [];
    let id: string | null = categoryId;
    while (id) {
      const row = categoryRow.get(id) as
        | { id: string; name: string; slug: string; parent_id: string | null }
        | undefined;
      if (!row) break;
      parents.unshift({ name: row.name, slug: row.slug });
      id = row.parent_id;
    }
    return parents;
  }

  /** A category's picture: its own, or else the nearest parent's (only the areas have pictures of their own). */
  function categoryImage(categoryId: string): string | null {
    const seen = new Set<string>();
    for (let id: string | null = categoryId; id && !seen.has(id); ) {
      seen.add(id);
      const row = categoryRow.get(id) as { image: string | null; parent_id: string | null } | undefined;
      if (!row) return null;
      if (row.image) return row.image;
      id = row.parent_id;
    }
    return null;
  }

  function variantRowOf(articleNumber: string): VariantRow | undefined {
    return variantRow.get(articleNumber) as VariantRow | undefined;
  }

  /** A whole variant as the gateway and catalogue calls answer it. */
  function variant(
    articleNumber: string,
    claims: TokenClaims | null,
    options: VariantOptions = {},
  ): Variant | undefined {
    const row = variantRowOf(articleNumber);
    if (!row) return undefined;
    const replacement = row.replacement_article
      ? (variantName.get(row.replacement_article) as { name: string; variant_slug: string } | undefined)
      : undefined;
    const others = siblings.all(row.product_id, articleNumber) as unknown as SiblingRow[];
    const rows = stockRows.all(articleNumber) as unknown as StockRow[];
    return assembleVariant(row, {
      parents: breadcrumbParents(row.category_id),
      categoryImage: categoryImage(row.category_id),
      replacement,
      siblings: others,
      stockRows: rows,
      price: options.skipPrice ? undefined : price(articleNumber, claims),
      stock: options.skipStock
        ? undefined
        : stockOf(
            articleNumber,
            row.stock_type,
            new Map(rows.map((r) => [r.location_id, r])),
            options.locationIds && options.locationIds.length > 0 ? options.locationIds : allLocationIds(),
          ),
    });
  }

  const batchVariantRows = db.prepare(
    `SELECT v.*, p.name AS product_name, p.slug AS product_slug, p.brand, p.category_id
     FROM variants v JOIN products p ON p.id = v.product_id
     WHERE v.article_number IN (SELECT value FROM json_each(?))`,
  );
  const batchNames = db.prepare(
    `SELECT article_number, name, variant_slug FROM variants WHERE article_number IN (SELECT value FROM json_each(?))`,
  );
  const batchSiblings = db.prepare(
    `SELECT product_id, article_number, name, variant_slug FROM variants
     WHERE product_id IN (SELECT value FROM json_each(?)) AND variant_slug IS NOT NULL
     ORDER BY product_id, position`,
  );
  const batchStock = db.prepare(
    `SELECT * FROM stock WHERE article_number IN (SELECT value FROM json_each(?)) ORDER BY article_number, location_id`,
  );
  const batchPrices = db.prepare(
    `SELECT * FROM prices WHERE article_number IN (SELECT value FROM json_each(?))`,
  );
  const batchBrackets = db.prepare(
    `SELECT DISTINCT article_number FROM price_brackets WHERE article_number IN (SELECT value FROM json_each(?))`,
  );
  const allCategories = db.prepare(`SELECT id, name, slug, parent_id, image FROM categories`);

  /**
   * Whole variants of many articles at once, in the order asked (unknown ones left out): the
   * same answer as `variant` per article, read with one query per table instead of several per
   * article (1,000 articles in one resolve call).
   */
  function variants(
    articleNumbers: readonly string[],
    claims: TokenClaims | null,
    options: VariantOptions = {},
  ) {
    const wanted = [...new Set(articleNumbers)];
    if (wanted.length === 0) return [];
    const json = JSON.stringify(wanted);
    const rows = new Map(
      (batchVariantRows.all(json) as unknown as VariantRow[]).map((row) => [row.article_number, row]),
    );
    const found = wanted.filter((a) => rows.has(a));
    const categories = new Map(
      (
        allCategories.all() as {
          id: string;
          name: string;
          slug: string;
          parent_id: string | null;
          image: string | null;
        }[]
      ).map((c) => [c.id, c]),
    );
    const parentsOf = new Map<string, { name: string; slug: string }[]>();
    const parents = (categoryId: string) => {
      const known = parentsOf.get(categoryId);
      if (known) return known;
      const trail: { name: string; slug: string }[] = [];
      const seen = new Set<string>();
      for (let id: string | null = categoryId; id && !seen.has(id); ) {
        seen.add(id);
        const category = categories.get(id);
        if (!category) break;
        trail.unshift({ name: category.name, slug: category.slug });
        id = category.parent_id;
      }
      parentsOf.set(categoryId, trail);
      return trail;
    };
    const imageOf = (categoryId: string) => {
      const seen = new Set<string>();
      for (let id: string | null = categoryId; id && !seen.has(id); ) {
        seen.add(id);
        const category = categories.get(id);
        if (!category) return null;
        if (category.image) return category.image;
        id = category.parent_id;
      }
      return null;
    };
    const replacements = [
      ...new Set(found.map((a) => rows.get(a)?.replacement_article).filter((a): a is string => !!a)),
    ];
    const names = new Map(
      (
        batchNames.all(JSON.stringify(replacements)) as {
          article_number: string;
          name: string;
          variant_slug: string;
        }[]
      ).map((r) => [r.article_number, r]),
    );
    const productIds = [...new Set(found.map((a) => rows.get(a)?.product_id ?? ''))];
    const byProduct = new Map<string, SiblingRow[]>();
    for (const sibling of batchSiblings.all(JSON.stringify(productIds)) as unknown as (SiblingRow & {
      product_id: string;
    })[]) {
      const list = byProduct.get(sibling.product_id) ?? [];
      list.push(sibling);
      byProduct.set(sibling.product_id, list);
    }
    const stockByArticle = new Map<string, StockRow[]>();
    for (const stockRow of batchStock.all(JSON.stringify(found)) as unknown as (StockRow & {
      article_number: string;
    })[]) {
      const list = stockByArticle.get(stockRow.article_number) ?? [];
      list.push(stockRow);
      stockByArticle.set(stockRow.article_number, list);
    }
    const hidePrices = options.skipPrice || (claims !== null && isDenied(claims, 'EJ_SE_PRISER'));
    const noDiscounts = !claims || isDenied(claims, 'EJ_SE_RABATTER');
    const percent = noDiscounts ? 0 : discountPercent(claims?.customerId ?? null);
    const prices = hidePrices
      ? new Map<string, PriceRow>()
      : new Map(
          (batchPrices.all(JSON.stringify(found)) as unknown as PriceRow[]).map((p) => [p.article_number, p]),
        );
    const withBrackets =
      hidePrices || deniedDiscounts(claims)
        ? new Set<string>()
        : new Set(
            (batchBrackets.all(JSON.stringify(found)) as { article_number: string }[]).map(
              (r) => r.article_number,
            ),
          );
    const locationIds =
      options.locationIds && options.locationIds.length > 0 ? options.locationIds : allLocationIds();
    return found.map((articleNumber) => {
      const row = rows.get(articleNumber) as VariantRow;
      const stock = stockByArticle.get(articleNumber) ?? [];
      const priceRowOf = prices.get(articleNumber);
      return assembleVariant(row, {
        parents: parents(row.category_id),
        categoryImage: imageOf(row.category_id),
        replacement: row.replacement_article ? names.get(row.replacement_article) : undefined,
        siblings: (byProduct.get(row.product_id) ?? [])
          .filter((s) => s.article_number !== articleNumber)
          .slice(0, 12),
        stockRows: stock,
        price: priceRowOf
          ? priceOf(priceRowOf, noDiscounts, percent, withBrackets.has(articleNumber))
          : undefined,
        stock: options.skipStock
          ? undefined
          : stockOf(
              articleNumber,
              row.stock_type,
              new Map(stock.map((r) => [r.location_id, r])),
              locationIds,
            ),
      });
    });
  }

  return { price, brackets, stock, variant, variants, variantRowOf, breadcrumbParents, allLocationIds };
}

export type Views = ReturnType<typeof createViews>;
