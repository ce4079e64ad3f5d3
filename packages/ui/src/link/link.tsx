import { createContext, type ReactNode, type Ref, useContext } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps, RouterProvider } from 'react-aria-components';
import type { ButtonSize } from '../button/button';
import './link.css';

/**
 * How a link looks: running text, a primary or secondary button, or no
 * styling of its own (tiles, cards, menus that style the anchor themselves).
 */
export type LinkAppearance = 'text' | 'button' | 'secondary-button' | 'plain';

export interface LinkProps extends Omit<AriaLinkProps, 'className' | 'style' | 'children'> {
  appearance?: LinkAppearance;
  /** For the button appearances: the sizes of `Button`. */
  size?: ButtonSize;
  className?: string;
  children: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

/** Called with a link's href when a person shows the intent to follow it (hover or focus). */
type IntentHandler = (href: string) => void;

interface Routing {
  navigate?: (href: string) => void;
  onIntent?: IntentHandler;
}

const RoutingContext = createContext<Routing>({});

export interface LinkRoutingProps {
  /** Client-side navigation for same-origin links; other origins, targets and downloads stay native. */
  navigate: (href: string) => void;
  /** Told on hover or focus of a same-origin link, e.g. to preload its route. */
  onIntent?: IntentHandler;
  children: ReactNode;
}

/**
 * Makes every `Link` below it, including the links inside ui components
 * (product cards, breadcrumbs, pagination, cart lines), navigate with the
 * app's router and report hover/focus intent. Without it, links are plain
 * browser navigation.
 */
export function LinkRouting({ navigate, onIntent, children }: LinkRoutingProps) {
  return (
    <RouterProvider navigate={navigate}>
      <RoutingContext.Provider value={{ navigate, onIntent }}>{children}</RoutingContext.Provider>
    </RouterProvider>
  );
}

function isSameOriginPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/**
 * The one link of the shop, built on react-aria's Link so press, keyboard
 * and focus-visible behave like `Button`. With `appearance="button"` it looks
 * like a button but stays a link (it goes somewhere; it does not do something).
 * Routers wrap it (TanStack Router's `createLink`): it forwards `ref` and
 * every DOM handler it is given.
 *
 * @example
 * <Link href="/delivery" appearance="button">Till kassan</Link>
 */
export function Link({
  appearance = 'text',
  size = 'md',
  className,
  children,
  onHoverStart,
  onFocus,
  ...rest
}: LinkProps) {
  const { onIntent } = useContext(RoutingContext);
  const href = typeof rest.href === 'string' ? rest.href : undefined;
  const intent = onIntent && href && isSameOriginPath(href) ? () => onIntent(href) : undefined;
  return (
    <AriaLink
      {...rest}
      className={className ? `shop-link ${className}` : 'shop-link'}
      data-appearance={appearance}
      data-size={appearance.endsWith('button') ? size : undefined}
      onHoverStart={(event) => {
        intent?.();
        onHoverStart?.(event);
      }}
      onFocus={(event) => {
        intent?.();
        onFocus?.(event);
      }}
    >
      {children}
    </AriaLink>
  );
}

/**
 * A plain `<a>` that follows `LinkRouting` like `Link` does, without
 * react-aria's press, hover and focus hooks: for the links of long lists
 * (a cart of 200 lines), where those hooks' mount cost is measurable. A
 * click with a modifier key, another button, a target or a download stays
 * the browser's. Internal: the components here use it, the app uses `Link`.
 */
export function NativeLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  const { navigate, onIntent } = useContext(RoutingContext);
  const inApp = isSameOriginPath(href);
  const intent = inApp && onIntent ? () => onIntent(href) : undefined;
  return (
    <a
      className={className}
      href={href}
      onClick={(event) => {
        if (!inApp || !navigate || event.defaultPrevented || event.button !== 0) return;
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        navigate(href);
      }}
      onMouseEnter={intent}
      onFocus={intent}
    >
      {children}
    </a>
  );
}
