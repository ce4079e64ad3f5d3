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

const IntentContext = createContext<IntentHandler | undefined>(undefined);

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
      <IntentContext.Provider value={onIntent}>{children}</IntentContext.Provider>
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
  const onIntent = useContext(IntentContext);
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
