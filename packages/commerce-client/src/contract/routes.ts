/**
 * The service routes a shop page may call through its own server (`/api/…`): method and path
 * pattern, one row per call the browser's client makes. The storefront server forwards these
 * and nothing else; every other method or path is answered 404 there and never reaches a
 * service (the services' admin routes, the sandbox's `/__sandbox` levers).
 *
 * Left out on purpose: sign-in, punch-out sign-in, sign-out and token refresh
 * (`/v2/sessions/…`, `/v2/oci/sessions`). The storefront server makes those itself and keeps
 * the tokens; a page never sees one.
 *
 * `tooling/contract-tests` runs every call of the client against the sandbox and checks that
 * each request it sends matches a row here, so a new call cannot be forgotten.
 */

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ServiceRoute {
  method: RouteMethod;
  /** `/v2/cart/:cartId/variants/:itemId`: a `:name` segment is one path segment. */
  path: string;
  /** The largest request body it takes, in bytes; default DEFAULT_ROUTE_BODY_LIMIT. */
  maxBody?: number;
}

/** A JSON request: a cart batch of 1,000 lines is about 100 KB. */
export const DEFAULT_ROUTE_BODY_LIMIT = 256 * 1024;
/** A cart file (CSV or XLSX, multipart), or own article numbers as CSV: 1,000 lines are about 30 KB as CSV, under 100 KB as XLSX. */
export const UPLOAD_BODY_LIMIT = 2 * 1024 * 1024;

const r = (method: RouteMethod, path: string, maxBody?: number): ServiceRoute =>
  maxBody === undefined ? { method, path } : { method, path, maxBody };

export const PAGE_SERVICE_ROUTES: readonly ServiceRoute[] = [
  // auth (the page's part: a forgotten password, and the new password it leads to)
  r('POST', '/activate-user'),
  r('POST', '/users/credentials/request'),
  // users
  r('POST', '/v2/users'),
  r('GET', '/v2/users'),
  r('GET', '/v2/users/:userId'),
  r('PUT', '/v2/users/:userId'),
  r('GET', '/users/name/:userId'),
  r('GET', '/v2/permissions/:userId'),
  r('GET', '/role-names'),
  r('GET', '/permission-names'),
  r('GET', '/crm/customerteam'),
  // customers and addresses
  r('GET', '/v3/customers'),
  r('GET', '/v4/customers/orders/:orderId/validate'),
  r('GET', '/customers/:customerId/delivery-dates'),
  r('GET', '/customers/:customerId/assortment'),
  r('GET', '/customers/:customerId/order-reference'),
  r('PUT', '/customers/:customerId/order-reference'),
  r('GET', '/address'),
  r('POST', '/address'),
  r('PUT', '/address/:addressId'),
  r('DELETE', '/address/:addressId'),
  r('POST', '/locations/addresses/search'),
  r('GET', '/locations'),
  // favourite articles
  r('GET', '/users/favourites'),
  r('POST', '/users/favourites'),
  r('DELETE', '/users/favourites'),
  // catalogue
  r('GET', '/campaigns/active-campaigns'),
  r('GET', '/campaigns/active-campaigns/customer'),
  r('GET', '/selected-product-groups/:id'),
  r('GET', '/breadcrumbs/:id'),
  r('POST', '/breadcrumbs/search'),
  r('GET', '/menu'),
  r('GET', '/language-config'),
  r('GET', '/attribute-sequence/:category/1'),
  r('GET', '/api/brand-config'),
  r('POST', '/stock'),
  r('GET', '/prices/:articleNumber/brackets'),
  // search
  r('POST', '/search'),
  r('POST', '/getEntitiesByAttribute'),
  r('POST', '/createEvents'),
  // the gateway's product queries (urql)
  r('GET', '/graphql'),
  r('POST', '/graphql'),
  // orders
  r('GET', '/orders/search'),
  r('GET', '/orders/spend'),
  r('GET', '/orders/back-orders'),
  r('POST', '/orders/inquiry'),
  r('GET', '/orders/getOrderId/:reference'),
  r('GET', '/orders/:orderId'),
  r('GET', '/orders/:orderId/download'),
  r('GET', '/orders/:orderId/documents/order-confirmation'),
  r('GET', '/orders/:orderId/invoices'),
  r('GET', '/orders/:orderId/addresses'),
  r('GET', '/orders/:orderId/deliveries'),
  r('GET', '/orders/:orderId/consignments/:consignmentId/delivery-note'),
  r('POST', '/orders/:orderId/documents/email'),
  // product documents and a project's documentation pack (the PDFs themselves come through the
  // storefront server's /dokument routes, which check their URLs)
  r('GET', '/v2/articles/:articleNumber/documents'),
  r('GET', '/v2/projects/:projectId/documents'),
  // the customer's own article numbers, and the batch that resolves pasted numbers
  r('GET', '/v2/own-article-numbers'),
  r('POST', '/v2/own-article-numbers'),
  r('GET', '/v2/own-article-numbers/export'),
  r('POST', '/v2/own-article-numbers/import', UPLOAD_BODY_LIMIT),
  r('GET', '/v2/own-article-numbers/:id'),
  r('PUT', '/v2/own-article-numbers/:id'),
  r('DELETE', '/v2/own-article-numbers/:id'),
  r('POST', '/v2/articles/resolve'),
  // forms
  r('POST', '/forms/:formId/submissions'),
  // cart
  r('GET', '/v2/cart'),
  r('POST', '/v2/cart/:cartId/variants/batch/add'),
  r('POST', '/v2/cart/:cartId/upload', UPLOAD_BODY_LIMIT),
  r('POST', '/v2/cart/:cartId/export'),
  r('PUT', '/v2/cart/:cartId/variants/:itemId'),
  r('PUT', '/v2/cart/:cartId/variants/batch/update'),
  r('DELETE', '/v2/cart/:cartId/variants/:itemId'),
  r('PUT', '/v2/cart/:cartId/variants/batch/delete'),
  r('DELETE', '/v2/cart/:cartId/variants'),
  r('PUT', '/v2/cart/:cartId/delivery'),
  r('PUT', '/v2/cart/:cartId/delivery/:deliveryId'),
  r('PUT', '/v2/cart/:cartId/delivery/:deliveryId/includeInOrder'),
  r('PUT', '/v2/cart/:destinationId/transfer/:sourceId'),
  r('PUT', '/v2/cart/:cartId/status'),
  r('POST', '/v2/cart/:cartId/checkout'),
  // shopping lists
  r('GET', '/v2/favorites'),
  r('POST', '/v2/favorites'),
  r('GET', '/v2/favorites/:listId'),
  r('PUT', '/v2/favorites/:listId'),
  r('DELETE', '/v2/favorites/:listId'),
  r('GET', '/v3/favorites/:listId/items'),
  r('PUT', '/v2/favorites/:listId/articles'),
  r('PUT', '/v2/favorites/:listId/articles/:itemId'),
  r('PUT', '/v2/favorites/:listId/articles/batch/delete'),
];

interface Compiled {
  route: ServiceRoute;
  segments: readonly (string | null)[];
}

const compiled: readonly Compiled[] = PAGE_SERVICE_ROUTES.map((route) => ({
  route,
  segments: route.path
    .split('/')
    .slice(1)
    .map((segment) => (segment.startsWith(':') ? null : segment)),
}));

/** A path segment as the service would read it, or null when it could step outside its route. */
function decodedSegment(raw: string): string | null {
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  // An id may hold an encoded slash (a category's `fastenings%2Fskruv`), but no part of it may
  // be empty, '.' or '..' (however encoded), and no backslash or control character: a service
  // that decodes before it routes must still find the route the list allowed.
  if (/\\/.test(value) || /\p{Cc}/u.test(value)) return null;
  if (value.split('/').some((part) => part === '' || part === '.' || part === '..')) return null;
  return value;
}

/**
 * The route a page's call matches: `method` as sent, `path` the raw path after `/api`
 * (percent-encoded, no query). Null when no row allows it. A fixed segment must match
 * exactly; a `:name` segment takes one segment, which may hold encoded slashes (category ids
 * do) but no empty, '.' or '..' part once decoded.
 *
 * @example
 * matchServiceRoute('PUT', '/v2/cart/c1/variants/i9')?.path // '/v2/cart/:cartId/variants/:itemId'
 * matchServiceRoute('GET', '/__sandbox/accounts') // null
 */
export function matchServiceRoute(method: string, path: string): ServiceRoute | null {
  if (!path.startsWith('/')) return null;
  const parts = path.split('/').slice(1);
  const decoded: (string | null)[] = parts.map(decodedSegment);
  if (decoded.some((part) => part === null)) return null;
  // A fixed segment wins over a parameter (`/v2/cart/c1/variants/batch/update` is not an item).
  let best: Compiled | null = null;
  let bestFixed = -1;
  for (const candidate of compiled) {
    if (candidate.route.method !== method || candidate.segments.length !== decoded.length) continue;
    let fixed = 0;
    let fits = true;
    for (let i = 0; i < decoded.length; i++) {
      const want = candidate.segments[i];
      if (want === null) continue;
      if (want !== parts[i]) {
        fits = false;
        break;
      }
      fixed++;
    }
    if (fits && fixed > bestFixed) {
      best = candidate;
      bestFixed = fixed;
    }
  }
  return best?.route ?? null;
}
