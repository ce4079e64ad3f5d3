import { LinkRouting, Link as UiLink } from '@shop/ui';
import { createLink, type LinkComponent, useRouter } from '@tanstack/react-router';
import { type ComponentProps, type ReactNode, useCallback } from 'react';
import { createLimiter, isNavigationAllowed, isSlowConnection } from './navigation';
import { useServices } from './services';

const RouterLink = createLink(UiLink);

/**
 * An in-app link: `@shop/ui`'s Link made router-aware with TanStack Router's
 * `createLink`, so `to`, `params` and `search` are typed against the route
 * tree and the click is routed client-side. Preloading is not the router's
 * (`preload={false}`): the ui Link reports hover and focus to
 * `AppLinkRouting`, which applies the §2 limits to every link alike.
 *
 * @example
 * <AppLink to="/produkt/$slug" params={{ slug: variantSlug }}>{name}</AppLink>
 */
export const AppLink: LinkComponent<typeof UiLink> = (props) => <RouterLink preload={false} {...props} />;

/** At most 4 route preloads at once (§2). */
const preloads = createLimiter(4);

/**
 * Puts every `@shop/ui` link under the router: same-origin hrefs navigate
 * client-side (also the links inside ui components: product cards,
 * breadcrumbs, pagination, cart lines), and hover or focus preloads the
 * target route, at most 4 at once and never on save-data or 2g (§2).
 */
export function AppLinkRouting({ children }: { children: ReactNode }) {
  const router = useRouter();
  const navigate = useCallback((href: string) => void router.navigate({ href }), [router]);
  const onIntent = useCallback(
    (href: string) => {
      if (isSlowConnection(navigator)) return;
      preloads.schedule(href, () => {
        const url = new URL(href, window.location.origin);
        return router.preloadRoute({ to: url.pathname, search: router.options.parseSearch(url.search) });
      });
    },
    [router],
  );
  return (
    <LinkRouting navigate={navigate} onIntent={onIntent}>
      {children}
    </LinkRouting>
  );
}

function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

type ExternalLinkProps = Omit<ComponentProps<typeof UiLink>, 'href' | 'target' | 'rel'> & { href: string };

/**
 * A link to another site, opened in a new tab. §2 blocks navigation to an
 * external URL unless it is explicitly allowed: a brand's
 * `allowedExternalOrigins`, or its own external admin site. A link to any
 * other origin (or a `javascript:`/`data:` URL) renders as its text only.
 */
export function ExternalLink({ href, children, ...rest }: ExternalLinkProps) {
  const { services } = useServices();
  const { allowedExternalOrigins = [], externalAdminUrl } = services.brand.settings;
  const here = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  const allowed = isNavigationAllowed(href, here, [...allowedExternalOrigins, ...originOf(externalAdminUrl)]);
  if (!allowed) return <span className={rest.className}>{children}</span>;
  return (
    <UiLink {...rest} href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </UiLink>
  );
}
