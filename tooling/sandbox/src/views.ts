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
  const categoryRow = db.prepare(`SELECT id, name, slug, parent_id FROM categories WHERE id = ?`);
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
    const listOre = ore(row.list_price);
    const percent = noDiscounts ? 0 : discountPercent(claims?.customerId ?? null);
    const customerOre = Math.round((listOre * (100 - percent)) / 100);
    const campaignOre = row.campaign_price === null ? null : ore(row.campaign_price);
    const onCampaign = campaignOre !== null && campaignOre < customerOre;
    const netOre = onCampaign ? campaignOre : customerOre;
    const alloyingOre = ore(row.alloying_price);
    const askForPrice = row.ask_for_price === 1;
    const discountOre = listOre - customerOre;
    const brackets = hasBrackets.get(articleNumber) !== undefined;
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

  function brackets(articleNumber: string, claims: TokenClaims | null) {
    if (claims && isDenied(claims, 'EJ_SE_PRISER')) return [];
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
    const ids = wanted && wanted.length > 0 ? wanted : allLocationIds();
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

  function variantRowOf(articleNumber: string): VariantRow | undefined {
    return variantRow.get(articleNumber) as VariantRow | undefined;
  }

  /** A whole variant as the gateway and catalogue calls answer it. */
  function variant(
    articleNumber: string,
    claims: TokenClaims | null,
    options: { skipPrice?: boolean; skipStock?: boolean; locationIds?: string[] } = {},
  ): Variant | undefined {
    const row = variantRowOf(articleNumber);
    if (!row) return undefined;
    const parents = breadcrumbParents(row.category_id);
    const relations: Variant['relations'] = [];
    if (row.replacement_article) {
      const replacement = variantName.get(row.replacement_article) as
        | { name: string; variant_slug: string }
        | undefined;
      if (replacement) {
        relations.push({
          type: 'ersattningsartikel',
          label: 'Ersättningsartikel',
          articles: [
            {
              articleNumber: row.replacement_article,
              name: replacement.name,
              variantSlug: replacement.variant_slug,
            },
          ],
        });
      }
    }
    const others = siblings.all(row.product_id, articleNumber) as {
      article_number: string;
      name: string;
      variant_slug: string;
    }[];
    if (others.length > 0) {
      relations.push({
        type: 'variant',
        label: 'Andra varianter',
        articles: others.map((o) => ({
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
      filterTags: [
        ...(JSON.parse(row.filter_tags) as string[]),
        ...(row.express_tag === 1 ? ['EXPRESS'] : []),
      ],
      variantSlug: row.variant_slug,
      discontinued: row.discontinued === 1,
      stockedAt: (stockRows.all(articleNumber) as unknown as StockRow[])
        .filter((s) => s.stocked === 1)
        .map((s) => s.location_id),
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
    if (!options.skipPrice) {
      const p = price(articleNumber, claims);
      if (p) result.price = p;
    }
    if (!options.skipStock) result.stock = stock(articleNumber, row.stock_type, options.locationIds);
    return result;
  }

  return { price, brackets, stock, variant, variantRowOf, breadcrumbParents, allLocationIds };
}

export type Views = ReturnType<typeof createViews>;
