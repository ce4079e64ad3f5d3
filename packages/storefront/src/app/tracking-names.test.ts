// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LIST_NAMES, PAGE_NAMES } from '@shop/tracking/names';
import { describe, expect, it } from 'vitest';

/** Every source file of the storefront but the tests. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const code = sources(join(import.meta.dirname, '..'))
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');

/**
 * The names of content §2 that no page of this shop has a place for (README, Tracking): the
 * stores-stock modal lists stores, not products, and the product page shows no relations yet.
 */
const NO_PLACE_YET = new Set<keyof typeof LIST_NAMES>([
  'storesStockModal',
  'relationsUpper',
  'relationsSparePart',
  'relationsComplementary',
  'relationsAccessories',
]);

describe('the tracking names of content §2', () => {
  it.each(Object.keys(LIST_NAMES).filter((key) => !NO_PLACE_YET.has(key as keyof typeof LIST_NAMES)))(
    'LIST_NAMES.%s is tracked from some page',
    (key) => {
      expect(code).toMatch(new RegExp(`LIST_NAMES\\.${key}\\b`));
    },
  );

  it.each(['productDetail', 'cart', 'cartFlyout'])('PAGE_NAMES.%s names a page tracking tells', (key) => {
    expect(code).toMatch(new RegExp(`PAGE_NAMES\\.${key}\\b`));
  });

  it('writes no list name of its own: every one comes from LIST_NAMES or PAGE_NAMES', () => {
    const known = new Set<string>([...Object.values(LIST_NAMES), ...Object.values(PAGE_NAMES)]);
    const literals = [...code.matchAll(/listName:\s*'([^']+)'/g)].map((m) => m[1]);
    expect(literals.filter((name) => !known.has(name ?? ''))).toEqual([]);
  });
});
