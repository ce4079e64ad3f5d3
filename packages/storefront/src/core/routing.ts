import {
  createRootRouteWithContext,
  type ErrorRouteComponent,
  lazyRouteComponent,
  type NotFoundRouteComponent,
  type RouteComponent,
} from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { RouterContext } from './services';

/** The page frame a route asks the shell for. */
type Layout = 'default' | 'minimal' | 'plain';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    layout?: Layout;
    requiresAuth?: boolean;
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

/** `/mina-sidor/:id` → `/mina-sidor/$id` (TanStack Router's param syntax). */
export function toRouterPath(path: string): string {
  return path.replace(/:([A-Za-z_]\w*)/g, '$$$1');
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
