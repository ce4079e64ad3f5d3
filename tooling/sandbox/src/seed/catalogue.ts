import type { DatabaseSync } from 'node:sqlite';
import { AREAS, STORE_TOWNS } from './assortment-data.ts';
import { ean13, type Random, slugify } from './random.ts';

export const CENTRAL_STORAGE_ID = '9000';
const STOCK_TYPES = ['LAG', 'LAG', 'LAG', 'LAG', 'TRA', 'TRA_PLUS', 'VIR'] as const;

/** Öre-exact decimal text from a number of öre. */
export function oreToText(ore: number): string {
  const sign = ore < 0 ? '-' : '';
  const abs = Math.abs(Math.round(ore));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

function combinations(dims: [string, string[]][]): [string, string][][] {
  return dims.reduce<[string, string][][]>(
    (acc, [name, values]) =>
      acc.flatMap((combo) => values.map((value) => [...combo, [name, value] as [string, string]])),
    [[]],
  );
}

export interface SeededCatalogue {
  storeIds: string[];
  articleNumbers: string[];
  /** Articles that are discontinued, have no stock and name a replacement: orders of these fail. */
  unorderable: string[];
}

export function seedStores(db: DatabaseSync): string[] {
  const insert = db.prepare(
    `INSERT INTO stores (id, name, address, postal_code, city, phone, email, lat, lon, opening_hours, services, delivery_methods, is_central)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: '06:30', closes: '17:00' }));
  const ids: string[] = [];
  STORE_TOWNS.forEach(([town, street, postalCode, lat, lon], index) => {
    const id = String(1001 + index);
    ids.push(id);
    const saturday =
      index % 3 === 0
        ? { weekday: 6, opens: '09:00', closes: '13:00' }
        : { weekday: 6, opens: null, closes: null };
    const services = [
      'standard-pickup',
      ...(index % 2 === 0 ? ['express-pickup'] : []),
      ...(index % 4 === 0 ? ['rental'] : []),
    ];
    insert.run(
      id,
      `Butik ${town}`,
      street,
      postalCode,
      town.split(' ')[0] ?? town,
      `010-${String(200_00 + index * 37)
        .padStart(6, '0')
        .replace(/(\d{3})(\d{2})(\d)/, '$1 $2 $3')}`,
      `${slugify(town)}@butik.sandbox.test`,
      lat,
      lon,
      JSON.stringify([...weekdays, saturday, { weekday: 7, opens: null, closes: null }]),
      JSON.stringify(services),
      JSON.stringify(['EXH', ...(services.includes('express-pickup') ? ['EXB'] : [])]),
      0,
    );
  });
  insert.run(
    CENTRAL_STORAGE_ID,
    'Centrallager Jönköping',
    'Logistikvägen 1',
    '556 52',
    'Jönköping',
    '010-200 00 00',
    'centrallager@butik.sandbox.test',
    57.7493,
    14.1122,
    JSON.stringify([1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: '07:00', closes: '16:00' }))),
    JSON.stringify([]),
    JSON.stringify(['DBI', 'XXX', '24-12']),
    1,
  );
  return ids;
}

export function seedCatalogue(db: DatabaseSync, rng: Random, storeIds: string[]): SeededCatalogue {
  const insertCategory = db.prepare(
    `INSERT INTO categories (id, slug, name, parent_id, area, icon, image, position, attribute_sequence) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertProduct = db.prepare(
    `INSERT INTO products (id, name, slug, brand, category_id, description) VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const insertVariant = db.prepare(
    `INSERT INTO variants (article_number, product_id, name, variant_slug, ean, unit, conversion_factor, conversion_unit,
       discontinued, replacement_article, only_store, must_be_stocked_at, express_tag, stock_type, attributes, warnings,
       images, filter_tags, position)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertPrice = db.prepare(
    `INSERT INTO prices (article_number, list_price, net_price, alloying_price, campaign_price, sales_price_unit, ask_for_price)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertBracket = db.prepare(
    `INSERT INTO price_brackets (article_number, min_quantity, net_price) VALUES (?, ?, ?)`,
  );
  const insertStock = db.prepare(
    `INSERT INTO stock (article_number, location_id, quantity, order_multiple, stocked, available_from_days, available_to_days, sub_availabilities)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertWords = db.prepare(`INSERT INTO search_words (article_number, content) VALUES (?, ?)`);
  const insertTrigrams = db.prepare(`INSERT INTO search_trigrams (article_number, content) VALUES (?, ?)`);

  const articleNumbers: string[] = [];
  const discontinuedWithoutStock: string[] = [];
  let productCounter = 0;
  let articleCounter = 0;

  AREAS.forEach((area, areaIndex) => {
    const areaId = `c${areaIndex + 1}`;
    insertCategory.run(
      areaId,
      area.slug,
      area.name,
      null,
      area.slug,
      area.icon ?? area.slug,
      `/images/categories/${area.slug}.svg`,
      areaIndex,
      '[]',
    );
    area.subcategories.forEach((sub, subIndex) => {
      const categoryId = `${areaId}-${subIndex + 1}`;
      const categorySlug = `${area.slug}/${slugify(sub.name)}`;
      const sequence = [
        ...sub.dims.map(([name]) => name),
        'Varumärke',
        ...(sub.extra ?? []).map(([name]) => name),
      ];
      insertCategory.run(
        categoryId,
        categorySlug,
        sub.name,
        areaId,
        area.slug,
        null,
        null,
        subIndex,
        JSON.stringify(sequence),
      );
      for (const base of sub.bases) {
        for (const brand of sub.brands) {
          const series = rng.chance(0.3) ? ['', ' Pro'] : [''];
          for (const suffix of series) {
            productCounter += 1;
            const productId = `p${String(productCounter).padStart(5, '0')}`;
            const productName = `${base}${suffix} ${brand}`;
            const productSlug = `${slugify(productName)}-${productCounter}`;
            insertProduct.run(
              productId,
              productName,
              productSlug,
              brand,
              categoryId,
              `${base}${suffix} från ${brand} för yrkesbruk. Tillhör ${sub.name.toLowerCase()} inom ${area.name.toLowerCase()}.`,
            );
            const combos = combinations(sub.dims);
            const count = Math.min(combos.length, rng.int(8, 14));
            const start = rng.int(0, Math.max(0, combos.length - count));
            const [minPrice, maxPrice] = sub.price;
            const basePrice = rng.int(minPrice * 100, maxPrice * 100);
            combos.slice(start, start + count).forEach((combo, position) => {
              articleCounter += 1;
              const articleNumber = String(1_000_000 + areaIndex * 100_000 + articleCounter);
              articleNumbers.push(articleNumber);
              const variantName = `${base}${suffix} ${combo.map(([, value]) => value).join(' ')}`;
              const attributes = [
                ...combo.map(([attributeName, attributeValue]) => ({ attributeName, attributeValue })),
                { attributeName: 'Varumärke', attributeValue: brand },
                ...(sub.extra ?? []).map(([attributeName, attributeValue]) => ({
                  attributeName,
                  attributeValue,
                })),
                { attributeName: 'SSG', attributeValue: `SSG-${articleNumber}` },
              ];
              const discontinued = rng.chance(0.03);
              const noStock = discontinued && rng.chance(0.6);
              const stockType = rng.pick(STOCK_TYPES);
              const onlyStore = !discontinued && rng.chance(0.02);
              const mustBeStockedAt =
                !discontinued && !onlyStore && rng.chance(0.02) ? rng.pick(storeIds) : null;
              const warnings = sub.warning
                ? [
                    {
                      ...sub.warning,
                      assetUrl: `/images/warnings/${sub.warning.code}.svg`,
                      detailedDescription: `${sub.warning.description} Läs säkerhetsdatabladet före användning.`,
                    },
                  ]
                : [];
              insertVariant.run(
                articleNumber,
                productId,
                variantName,
                rng.chance(0.995) ? `${productSlug}-${articleNumber}` : null,
                ean13(`73${articleNumber.padStart(10, '0')}`),
                sub.unit,
                sub.unit === 'm' ? 1 : 1,
                sub.unit,
                discontinued ? 1 : 0,
                null,
                onlyStore ? 1 : 0,
                mustBeStockedAt,
                rng.chance(0.7) ? 1 : 0,
                stockType,
                JSON.stringify(attributes),
                JSON.stringify(warnings),
                JSON.stringify([
                  {
                    assetLabel: variantName,
                    assetMimeType: 'image/svg+xml',
                    assetType: 'PRIMARY',
                    assetUrl: `/images/variants/${articleNumber}.svg`,
                  },
                ]),
                JSON.stringify(combo.map(([, value]) => value)),
                position,
              );
              if (noStock) discontinuedWithoutStock.push(articleNumber);

              // Prices vary around the product's base price by dimension.
              const list = Math.round(basePrice * (1 + position * 0.07));
              const askForPrice = rng.chance(0.01);
              const alloying =
                area.slug === 'vvs-industri' && base.includes('Koppar') ? Math.round(list * 0.08) : 0;
              const campaign = rng.chance(0.05) ? Math.round(list * 0.8) : null;
              insertPrice.run(
                articleNumber,
                oreToText(list),
                oreToText(Math.round(list * 0.85)),
                oreToText(alloying),
                campaign === null ? null : oreToText(campaign),
                sub.unit,
                askForPrice ? 1 : 0,
              );
              if (!askForPrice && rng.chance(0.15)) {
                insertBracket.run(articleNumber, 10, oreToText(Math.round(list * 0.8)));
                insertBracket.run(articleNumber, 50, oreToText(Math.round(list * 0.75)));
                insertBracket.run(articleNumber, 200, oreToText(Math.round(list * 0.7)));
              }

              const orderMultiple = sub.unit === 'förp' || rng.chance(0.9) ? 1 : rng.pick([5, 10, 25]);
              const centralQuantity = noStock ? 0 : rng.int(0, 2000);
              insertStock.run(
                articleNumber,
                CENTRAL_STORAGE_ID,
                centralQuantity,
                orderMultiple,
                1,
                1,
                3,
                '[]',
              );
              for (const storeId of storeIds) {
                if (noStock || !rng.chance(0.45)) continue;
                const quantity = rng.chance(0.1) ? 0 : rng.int(1, 150);
                const subAvailabilities =
                  quantity > 0 && rng.chance(0.1) ? [{ date: '2026-12-01', quantity: rng.int(5, 50) }] : [];
                insertStock.run(
                  articleNumber,
                  storeId,
                  quantity,
                  orderMultiple,
                  rng.chance(0.85) ? 1 : 0,
                  0,
                  2,
                  JSON.stringify(subAvailabilities),
                );
              }

              const searchText = [
                variantName,
                productName,
                brand,
                articleNumber,
                ean13(`73${articleNumber.padStart(10, '0')}`),
                sub.name,
                area.name,
                ...attributes.map((a) => a.attributeValue),
              ].join(' ');
              insertWords.run(articleNumber, searchText);
              insertTrigrams.run(articleNumber, searchText);
            });
          }
        }
      }
    });
  });

  // Replacement articles: a discontinued article points at a sibling in its product.
  const sibling = db.prepare(
    `SELECT s.article_number FROM variants v JOIN variants s ON s.product_id = v.product_id
     WHERE v.article_number = ? AND s.discontinued = 0 ORDER BY s.position LIMIT 1`,
  );
  const setReplacement = db.prepare(`UPDATE variants SET replacement_article = ? WHERE article_number = ?`);
  for (const articleNumber of discontinuedWithoutStock) {
    const row = sibling.get(articleNumber) as { article_number: string } | undefined;
    if (row) setReplacement.run(row.article_number, articleNumber);
  }
  return { storeIds, articleNumbers, unorderable: discontinuedWithoutStock };
}
