import { describe, expect, it, vi } from 'vitest';
import { catalogueQueries } from '../catalogue';
import { testServices } from '../test/render';
import { prefetchBeforeSession } from './router';

/** Services whose search service answers every record by its slug, counting the calls. */
function servicesWithSearch(locale?: { prefix: string }) {
  const entitiesByAttribute = vi.fn(async ({ attributeValues }: { attributeValues: string[] }) => ({
    entities: [{ variantSlug: attributeValues[0], articleNumber: '1000250', name: 'Betongskruv' }],
  }));
  const services = testServices({ client: { search: { entitiesByAttribute } } });
  if (locale) services.locale = locale as typeof services.locale;
  return { services, entitiesByAttribute };
}

describe('prefetchBeforeSession', () => {
  it('asks for a product page’s search record at once, and the loader’s ask shares that call', async () => {
    const { services, entitiesByAttribute } = servicesWithSearch();
    prefetchBeforeSession(services, 'https://shop.test/produkt/betongskruv-w-rth-24-1000250?utm_source=x');
    expect(entitiesByAttribute).toHaveBeenCalledTimes(1);
    expect(entitiesByAttribute.mock.calls[0]?.[0].attributeValues).toEqual(['betongskruv-w-rth-24-1000250']);
    // What the product loader does once the session is known: the same query, no second call.
    const query = catalogueQueries.productHit(services.client, 'betongskruv-w-rth-24-1000250');
    await services.queryClient.ensureQueryData(query);
    expect(entitiesByAttribute).toHaveBeenCalledTimes(1);
  });

  it('reads the path as the routes see it: without the locale prefix, decoded', () => {
    const { services, entitiesByAttribute } = servicesWithSearch({ prefix: '/en' });
    prefetchBeforeSession(services, 'https://shop.test/en/produkt/tr%C3%A4skruv-1');
    expect(entitiesByAttribute.mock.calls[0]?.[0].attributeValues).toEqual(['träskruv-1']);
  });

  it('starts nothing for any other page, nor for an address the router would not match', () => {
    const { services, entitiesByAttribute } = servicesWithSearch();
    for (const href of [
      'https://shop.test/',
      'https://shop.test/kategorier/infastning/skruv',
      'https://shop.test/produkt/',
      'https://shop.test/produkt/a/b',
      'https://shop.test/produkt/%E0%A4%A',
      'https://shop.test/mina-sidor/produkt/x',
    ])
      prefetchBeforeSession(services, href);
    expect(entitiesByAttribute).not.toHaveBeenCalled();
    expect(services.queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
