import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { localeRewrite } from './router';

/** A router with one product route, as a page of the `/en` locale sees it. */
function englishRouter(path: string) {
  const root = createRootRoute();
  const product = createRoute({ getParentRoute: () => root, path: '/produkt/$slug' });
  const home = createRoute({ getParentRoute: () => root, path: '/' });
  return createRouter({
    routeTree: root.addChildren([home, product]),
    history: createMemoryHistory({ initialEntries: [path] }),
    rewrite: localeRewrite('/en'),
  });
}

describe('localeRewrite', () => {
  it('lets the routes see a prefixed path without its prefix', async () => {
    const router = englishRouter('/en/produkt/skruv');
    await router.load();
    expect(router.state.matches.at(-1)?.routeId).toBe('/produkt/$slug');
    expect(router.state.matches.at(-1)?.params).toEqual({ slug: 'skruv' });
  });

  it("puts the prefix back on the shop's links", async () => {
    const router = englishRouter('/en');
    await router.load();
    expect(router.state.matches.at(-1)?.routeId).toBe('/');
    expect(router.buildLocation({ to: '/produkt/$slug', params: { slug: 'kabel' } }).publicHref).toBe(
      '/en/produkt/kabel',
    );
    expect(router.buildLocation({ to: '/' }).publicHref).toBe('/en');
  });
});
