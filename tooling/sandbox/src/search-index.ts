import type { DatabaseSync } from 'node:sqlite';

/** What search needs of a variant, held in memory: the seed is immutable, so this is built once per database. */
export interface IndexedVariant {
  articleNumber: string;
  productId: string;
  name: string;
  productName: string;
  variantSlug: string;
  brand: string;
  ean: string;
  image: string | null;
  categoryId: string;
  areaId: string;
  categoryPath: string;
  attributes: Record<string, string>;
  listPrice: number;
  discontinued: boolean;
  folded: string;
  foldedName: string;
  foldedCategory: string;
  /** Position in Swedish collation order of the name: sorting by it avoids a localeCompare per comparison. */
  nameRank: number;
}

export interface SearchIndex {
  byArticle: Map<string, IndexedVariant>;
  /** Every variant, in name order. */
  all: IndexedVariant[];
  /** FTS hits per query word, cached: the indexed text never changes after seeding. */
  wordHits: Map<string, Set<string>>;
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

const indexes = new WeakMap<DatabaseSync, SearchIndex>();

export function searchIndex(db: DatabaseSync): SearchIndex {
  const cached = indexes.get(db);
  if (cached) return cached;
  const rows = db
    .prepare(
      `SELECT v.article_number, v.product_id, v.name, v.variant_slug, v.ean, v.images, v.attributes, v.discontinued,
              p.name AS product_name, p.brand, p.category_id, c.name AS category_name, c.parent_id, a.name AS area_name,
              pr.list_price
       FROM variants v JOIN products p ON p.id = v.product_id JOIN categories c ON c.id = p.category_id
       LEFT JOIN categories a ON a.id = c.parent_id JOIN prices pr ON pr.article_number = v.article_number
       WHERE v.variant_slug IS NOT NULL
       ORDER BY v.article_number`,
    )
    .all() as Record<string, string | number | null>[];
  const index = new Map<string, IndexedVariant>();
  for (const row of rows) {
    const attributes: Record<string, string> = {};
    for (const a of JSON.parse(String(row.attributes)) as {
      attributeName: string;
      attributeValue: string;
    }[]) {
      attributes[a.attributeName] = a.attributeValue;
    }
    const images = JSON.parse(String(row.images)) as { assetUrl: string }[];
    const item: IndexedVariant = {
      articleNumber: String(row.article_number),
      productId: String(row.product_id),
      name: String(row.name),
      productName: String(row.product_name),
      variantSlug: String(row.variant_slug),
      brand: String(row.brand),
      ean: String(row.ean),
      image: images[0]?.assetUrl ?? null,
      categoryId: String(row.category_id),
      areaId: String(row.parent_id ?? row.category_id),
      categoryPath: [row.area_name, row.category_name].filter(Boolean).join('/'),
      attributes,
      listPrice: Math.round(Number(row.list_price) * 100) / 100,
      discontinued: row.discontinued === 1,
      folded: '',
      foldedName: fold(String(row.name)),
      foldedCategory: '',
      nameRank: 0,
    };
    item.foldedCategory = fold(item.categoryPath);
    item.folded = fold(
      [
        item.name,
        item.productName,
        item.brand,
        item.articleNumber,
        item.ean,
        item.categoryPath,
        ...Object.values(attributes),
      ].join(' '),
    );
    index.set(item.articleNumber, item);
  }
  const collator = new Intl.Collator('sv', { numeric: true });
  const all = [...index.values()].sort(
    (a, b) => collator.compare(a.name, b.name) || a.articleNumber.localeCompare(b.articleNumber),
  );
  all.forEach((item, i) => {
    item.nameRank = i;
  });
  const built = { byArticle: index, all, wordHits: new Map<string, Set<string>>() };
  indexes.set(db, built);
  return built;
}

/** Words of a user query, safe for FTS5: letters and digits only, each quoted. */
export function queryWords(query: string): string[] {
  return fold(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
}
