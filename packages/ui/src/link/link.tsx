import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type ReactNode,
  type Ref,
  useContext,
} from 'react';
import type { ButtonSize } from '../button/button';
import '../button/button.css';
import './link.css';

/**
 * How a link looks: running text, a primary or secondary button, or no
 * styling of its own (tiles, cards, menus that style the anchor themselves).
 */
export type LinkAppearance = 'text' | 'button' | 'secondary-button' | 'plain';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className' | 'children'> {
  /** text (default), button, secondary-button or plain. */
  appearance?: LinkAppearance;
  /** For the button appearances: the sizes of `Button`. */
  size?: ButtonSize;
  /** Extra class for layout, or the look of a `plain` link in its context. */
  className?: string;
  /** The link text and accessible name, e.g. 'Till kassan'. */
  children: ReactNode;
  /** The anchor element (routers that wrap the link need it). */
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
  /** The part of the app whose links it routes (usually all of it). */
  children: ReactNode;
}

/**
 * Makes every `Link` below it, including the links inside ui components
 * (product cards, breadcrumbs, pagination, cart lines), navigate with the
 * app's router and report hover/focus intent. Without it, links are plain
 * browser navigation.
 */
export function LinkRouting({ navigate, onIntent, children }: LinkRoutingProps) {
  return <RoutingContext.Provider value={{ navigate, onIntent }}>{children}</RoutingContext.Provider>;
}

function isSameOriginPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/** Whether a click is the router's: a plain left click on a same-origin link without a target or download. */
function isRoutedClick(event: MouseEvent<HTMLAnchorElement>, href: string): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const anchor = event.currentTarget;
  if (anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return false;
  return isSameOriginPath(href);
}

/**
 * The one link of the shop: a native `<a>` (no widget library, so the
 * header's links cost nothing before the first paint) that follows
 * `LinkRouting` for same-origin hrefs. With `appearance="button"` it looks
 * like a `Button` but stays a link (it goes somewhere; it does not do
 * something). Routers wrap it (TanStack Router's `createLink`): it forwards
 * `ref` and every DOM handler, and leaves a click another handler took
 * (`preventDefault`) alone.
 *
 * @example
 * <Link href="/delivery" appearance="button">Till kassan</Link>
 */
export function Link({
  appearance = 'text',
  size = 'md',
  href,
  className,
  children,
  onClick,
  onMouseEnter,
  onFocus,
  ref,
  ...rest
}: LinkProps) {
  const { navigate, onIntent } = useContext(RoutingContext);
  const intent = href && onIntent && isSameOriginPath(href) ? () => onIntent(href) : undefined;
  return (
    <a
      {...rest}
      href={href}
      ref={ref}
      className={className ? `shop-link ${className}` : 'shop-link'}
      data-appearance={appearance}
      data-size={appearance.endsWith('button') ? size : undefined}
      onClick={(event) => {
        onClick?.(event);
        if (!href || !navigate || !isRoutedClick(event, href)) return;
        event.preventDefault();
        navigate(href);
      }}
      onMouseEnter={(event) => {
        intent?.();
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        intent?.();
        onFocus?.(event);
      }}
    >
      {children}
    </a>
  );
}
