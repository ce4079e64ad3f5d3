// Real slugs from the running sandbox, so the category and product pages
// show data the app can load (the seed is deterministic: same slugs each run).

import type { Fixtures } from './pages.ts';
import { BenchSetupError } from './servers.ts';

interface MenuEntry {
  slug: string;
  children: MenuEntry[];
}

async function call<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  if (!res.ok)
    throw new BenchSetupError(`${init?.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The first leaf category of the default menu that has products, and that category's first product. */
export async function findFixtures(sandboxUrl: string): Promise<Fixtures> {
  const menu = await call<{ entries: MenuEntry[] }>(`${sandboxUrl}/menu`);
  const leaves: string[] = [];
  const walk = (entries: MenuEntry[]) => {
    for (const entry of entries) {
      if (entry.children.length === 0) leaves.push(entry.slug);
      else walk(entry.children);
    }
  };
  walk(menu.entries);
  for (const categorySlug of leaves) {
    const result = await call<{ hits: { variantSlug: string }[] }>(`${sandboxUrl}/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'api-version': '1', 'user-id': 'server' },
      body: JSON.stringify({ query: '', categorySlug, pageSize: 1 }),
    });
    const productSlug = result.hits[0]?.variantSlug;
    if (productSlug) return { categorySlug, productSlug };
  }
  throw new BenchSetupError('The sandbox has no category with products in its menu');
}

/**
 * The sandbox's plain articles for bulk journeys (`GET /__sandbox/articles?kind=orderable`: on
 * sale online, over 100 in central stock, order multiple 1, sold per piece), in article order.
 */
export async function findOrderableArticles(sandboxUrl: string): Promise<string[]> {
  const answer = await call<{ articleNumbers: string[] }>(`${sandboxUrl}/__sandbox/articles?kind=orderable`);
  return answer.articleNumbers;
}
