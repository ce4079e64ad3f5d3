import {
  createRootRouteWithContext,
  type ErrorRouteComponent,
  lazyRouteComponent,
  type NotFoundRouteComponent,
  type RegisteredRouter,
  type ResolveParams,
  type RouteComponent,
  type RouteIds,
} from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { RouterContext } from './services';

/** The page frame a route asks the shell for. */
type Layout = 'default' | 'minimal' | 'plain';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    layout?: Layout;
    requiresAdmin?: boolean;
    /** Seller admins and above are sent to the external admin site in a new tab. */
    externalAdmin?: boolean;
    /** The spec's route name, e.g. 'kategorier-slug'. */
    name?: string;
  }
}

/**
 * The root route's type. `app/` creates the one root route (with the shell's
 * layout and error pages); each domain's `xxxRoutes(root)` hangs its routes
 * under it, so params, search and loaders are typed without a domain
 * importing `app/`.
 */
export function createShopRootRoute(components: {
  /** The HTML document around every page, error and not-found page included. */
  shellComponent: (props: { children: ReactNode }) => ReactNode;
  component: RouteComponent;
  notFoundComponent: NotFoundRouteComponent;
  errorComponent: ErrorRouteComponent;
  /** Runs before every page: what the frame shows (the content service's header and footer). */
  loader?: (args: { context: RouterContext }) => Promise<void>;
  /** Every page's `<head>` defaults (a page's own `head` overrides them). */
  head?: (args: { match: { context: RouterContext } }) => { meta: { title: string }[] };
}) {
  return createRootRouteWithContext<RouterContext>()(components);
}
export type ShopRootRoute = ReturnType<typeof createShopRootRoute>;

/**
 * A path of the registered route tree, e.g. `/mina-sidor/orderhistorik/$orderId`: the ids of
 * the routes that are not under a pathless layout (their id is their path then).
 */
export type ShopPath = Exclude<RouteIds<RegisteredRouter['routeTree']>, '__root__' | `${string}/_${string}`>;

/**
 * A route's path with its params filled in, as a plain `href` (breadcrumbs,
 * `@shop/ui` links, `navigate({ href })`): the path and its params are
 * checked against the route tree as `AppLink`'s `to` is.
 *
 * @example
 * pathTo('/mina-sidor/orderhistorik/$orderId', { orderId: '1001' }) // '/mina-sidor/orderhistorik/1001'
 */
export function pathTo<P extends ShopPath>(
  path: P,
  ...[params]: keyof ResolveParams<P> extends never ? [] : [ResolveParams<P>]
): string {
  const values: Record<string, string> = params ?? {};
  return path.replace(/\$(\w+)/g, (_all, key: string) => encodeURIComponent(values[key] ?? ''));
}

/**
 * A route component loaded with its own chunk: `lazyPage(() => import('./cart-page'), 'CartPage')`.
 * The loader stays in the route file, so data is fetched while the chunk loads.
 */
export const lazyPage = <T extends string>(load: () => Promise<Record<T, unknown>>, name: T) =>
  // biome-ignore lint/suspicious/noExplicitAny: lazyRouteComponent's module type is generic over any component
  lazyRouteComponent(load as () => Promise<any>, name);

/**
 * True while rendering on the server. A route's loader awaits there what it
 * only starts in the browser: the server's HTML and the browser's first
 * render must come from the same query cache.
 */
export const onServer = typeof window === 'undefined';
