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

/**
 * Full-text matching of the search service: articles matching every word of a query, and a
 * relevance score per article. The search route and the resolve call's suggestions share it.
 */
export function articleMatcher(db: DatabaseSync) {
  const wordHits = db.prepare(`SELECT article_number FROM search_words WHERE search_words MATCH ?`);
  const trigramHits = db.prepare(`SELECT article_number FROM search_trigrams WHERE search_trigrams MATCH ?`);

  /** Articles matching every word: whole words and prefixes (unicode61) or substrings (trigram). */
  function matching(query: string): Set<string> | null {
    const words = queryWords(query);
    if (words.length === 0) return null;
    const cache = searchIndex(db).wordHits;
    const perWord = words.map((word) => {
      const cached = cache.get(word);
      if (cached) return cached;
      const hits = new Set<string>();
      for (const row of wordHits.all(`"${word}"*`) as { article_number: string }[])
        hits.add(row.article_number);
      // Substrings find compounds ('skruv' → 'Träskruv'); numbers match from their start only, or '3000' would hit every EAN.
      if (word.length >= 3 && !/^\d+$/.test(word))
        for (const row of trigramHits.all(`"${word}"`) as { article_number: string }[])
          hits.add(row.article_number);
      if (cache.size > 5000) cache.clear();
      cache.set(word, hits);
      return hits;
    });
    const [first = new Set<string>(), ...rest] = perWord;
    return new Set([...first].filter((id) => rest.every((hits) => hits.has(id))));
  }

  /** Relevance of an item for query words: category match, then how the name starts, then substring, then exact codes. */
  function scorer(words: string[]) {
    const patterns = words.map((word) => ({
      word,
      whole: new RegExp(`(^|[^\\p{L}])${word}($|[^\\p{L}])`, 'u'),
      start: new RegExp(`(^|[^\\p{L}])${word}`, 'u'),
    }));
    return (item: IndexedVariant): number => {
      let score = 0;
      for (const { word, whole, start } of patterns) {
        // A word naming the article's category ('skruv' → Infästning/Skruv) is the strongest signal in a trade shop.
        if (whole.test(item.foldedCategory)) score += 5;
        if (item.foldedName.startsWith(word)) score += 4;
        else if (start.test(item.foldedName)) score += 3;
        else if (item.foldedName.includes(word)) score += 2;
        else if (item.articleNumber === word || item.ean === word) score += 5;
      }
      return score;
    };
  }

  return { matching, scorer };
}

/** An own number as it is compared: trimmed and in lower case ('NB-1001 ' and 'nb-1001' are one). */
export function ownNumberKey(text: string): string {
  return text.trim().toLocaleLowerCase('sv');
}

const ownNumberStatements = new WeakMap<DatabaseSync, ReturnType<DatabaseSync['prepare']>>();

/**
 * The articles a customer's own numbers find for a query: the whole query (trimmed, any case)
 * as the start of an own number ('NB-10' finds NB-1001…), 'exact' where it is the whole own
 * number. Read from the table on every search, never cached with the index: own numbers change,
 * and belong to one customer only.
 */
export function ownNumberMatches(
  db: DatabaseSync,
  customerId: string,
  query: string,
): Map<string, 'exact' | 'prefix'> {
  const key = ownNumberKey(query);
  const found = new Map<string, 'exact' | 'prefix'>();
  if (key.length < 2) return found;
  let statement = ownNumberStatements.get(db);
  if (!statement) {
    statement = db.prepare(
      `SELECT own_key, article_number FROM customer_article_numbers
       WHERE customer_id = ? AND substr(own_key, 1, length(?)) = ? ORDER BY own_key LIMIT 200`,
    );
    ownNumberStatements.set(db, statement);
  }
  for (const row of statement.all(customerId, key, key) as { own_key: string; article_number: string }[]) {
    const kind = row.own_key === key ? 'exact' : 'prefix';
    if (found.get(row.article_number) !== 'exact') found.set(row.article_number, kind);
  }
  return found;
}
