import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ROUTE_BODY_LIMIT,
  matchServiceRoute,
  PAGE_SERVICE_ROUTES,
  UPLOAD_BODY_LIMIT,
} from './routes';

describe('matchServiceRoute', () => {
  it('matches each listed route with its parameters filled in, by method', () => {
    for (const route of PAGE_SERVICE_ROUTES) {
      const path = route.path.replace(/:[A-Za-z]+/g, 'abc-123');
      expect(matchServiceRoute(route.method, path), `${route.method} ${path}`).toBe(route);
    }
    expect(matchServiceRoute('PATCH', '/v2/cart')).toBeNull();
    expect(matchServiceRoute('DELETE', '/v2/cart')).toBeNull();
  });

  it('takes an id with an encoded slash, as category ids are (fastenings/skruv)', () => {
    expect(matchServiceRoute('GET', '/breadcrumbs/fastenings%2Fskruv')?.path).toBe('/breadcrumbs/:id');
    expect(matchServiceRoute('GET', '/attribute-sequence/el%2Fkabel/1')?.path).toBe(
      '/attribute-sequence/:category/1',
    );
  });

  it('prefers a fixed segment to a parameter', () => {
    expect(matchServiceRoute('GET', '/orders/search')?.path).toBe('/orders/search');
    expect(matchServiceRoute('GET', '/orders/A-1001')?.path).toBe('/orders/:orderId');
    expect(matchServiceRoute('PUT', '/v2/cart/c1/variants/batch/delete')?.path).toBe(
      '/v2/cart/:cartId/variants/batch/delete',
    );
    expect(matchServiceRoute('PUT', '/v2/cart/c1/variants/i9')?.path).toBe(
      '/v2/cart/:cartId/variants/:itemId',
    );
    expect(matchServiceRoute('GET', '/v2/own-article-numbers/export')?.path).toBe(
      '/v2/own-article-numbers/export',
    );
    expect(matchServiceRoute('GET', '/v2/own-article-numbers/own-1')?.path).toBe(
      '/v2/own-article-numbers/:id',
    );
    expect(matchServiceRoute('PUT', '/v2/own-article-numbers/export')?.path).toBe(
      '/v2/own-article-numbers/:id',
    );
  });

  it("lets a page read and change a customer's order reference setting, and nothing else there", () => {
    expect(matchServiceRoute('GET', '/customers/10004/order-reference')?.path).toBe(
      '/customers/:customerId/order-reference',
    );
    expect(matchServiceRoute('PUT', '/customers/10004/order-reference')?.path).toBe(
      '/customers/:customerId/order-reference',
    );
    expect(matchServiceRoute('DELETE', '/customers/10004/order-reference')).toBeNull();
    expect(matchServiceRoute('PUT', '/customers/10004/assortment')).toBeNull();
  });

  it('refuses what is not listed, and a parameter that would step out of its segment', () => {
    for (const [method, path] of [
      ['GET', '/__sandbox/accounts'],
      ['GET', '/__sandbox/outbox'],
      ['POST', '/v2/sessions/'],
      ['POST', '/v2/oci/sessions'],
      ['GET', '/procurement'],
      ['GET', '/orders/..'],
      ['GET', '/orders/%2e%2e'],
      ['GET', '/orders/a%2F..%2Fb'],
      ['GET', '/orders/%2F'],
      ['GET', '/orders/a%2F%2Fb'],
      ['GET', '/orders/%2E%2E%2Fx'],
      ['GET', '/orders/a%5Cb'],
      ['GET', '/orders/a%00b'],
      ['GET', '/orders/%E0%A4%A'],
      ['GET', '/orders/'],
      ['GET', 'orders/x'],
      ['GET', '/orders/x/download/more'],
    ] as const)
      expect(matchServiceRoute(method, path), `${method} ${path}`).toBeNull();
  });

  it('gives the cart file and the own numbers import their own body limit and every other route the default', () => {
    expect(matchServiceRoute('POST', '/v2/cart/c1/upload')?.maxBody).toBe(UPLOAD_BODY_LIMIT);
    expect(matchServiceRoute('POST', '/v2/cart/c1/variants/batch/add')?.maxBody).toBeUndefined();
    expect(matchServiceRoute('POST', '/v2/own-article-numbers/import')?.maxBody).toBe(UPLOAD_BODY_LIMIT);
    expect(matchServiceRoute('POST', '/v2/articles/resolve')?.maxBody).toBeUndefined();
    expect(DEFAULT_ROUTE_BODY_LIMIT).toBeLessThan(UPLOAD_BODY_LIMIT);
  });
});
