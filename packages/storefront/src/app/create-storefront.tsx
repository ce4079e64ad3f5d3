import '@shop/ui/styles.css';
import { isNotFound, isRedirect } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { type Brand, createShopIntl, pageLocale, SWEDISH_ONLY } from '../core';
import { AppProviders } from './providers';
import { createShopRouter } from './router';
import { createServices } from './services';
import { createBrowserTracker, type TrackingConfig } from './tracking';

/** Starts what the app writes to the console about React's errors (the e2e suite looks for it). */
const REACT_ERROR_MARK = '[shop] React';

export interface StorefrontHandle {
  unmount(): void;
}

export interface StorefrontOptions {
  /** Base URL of the commerce and search services; the sandbox by default. */
  commerceUrl?: string;
}

/**
 * The server's settings for this page (`<script type="application/json" id="shop-config">`):
 * one build serves every environment, so a commerce URL set where the server runs wins over
 * the one the app was built with.
 */
function serverConfig(doc: Document): {
  commerceUrl?: string;
  punchoutTest: boolean;
  searchApiVersion?: string;
  tracking: TrackingConfig;
  nonce?: string;
} {
  const element = doc.getElementById('shop-config');
  let config: Record<string, unknown> | null = null;
  try {
    config = JSON.parse(element?.textContent ?? 'null');
  } catch {
    config = null;
  }
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  const httpUrl = (value: unknown) => {
    if (typeof value !== 'string') return undefined;
    try {
      const { protocol } = new URL(value, doc.location.href);
      return protocol === 'http:' || protocol === 'https:' ? value : undefined;
    } catch {
      return undefined;
    }
  };
  return {
    commerceUrl: httpUrl(config?.commerceUrl),
    punchoutTest: config?.punchoutTest === true,
    searchApiVersion: text(config?.searchApiVersion),
    tracking: {
      gtmId: text(config?.gtmId),
      gtmScriptUrl: httpUrl(config?.gtmScriptUrl),
      errorDsn: httpUrl(config?.errorDsn),
      environment: text(config?.environment),
    },
    // Scripts the page adds (the tag manager's) carry the response's nonce (read as a property: the attribute is hidden).
    nonce: (element as HTMLScriptElement | null)?.nonce || undefined,
  };
}

/**
 * Hydrates the page the brand's server rendered (`document`, streamed
 * with its data) and runs the storefront for one brand from there.
 *
 * @example
 * createStorefront(brand, { commerceUrl: import.meta.env.VITE_COMMERCE_URL });
 */
export function createStorefront(brand: Brand, options: StorefrontOptions = {}): StorefrontHandle {
  const intl = createShopIntl();
  const config = serverConfig(document);
  const commerceUrl = config.commerceUrl ?? options.commerceUrl ?? 'http://localhost:4000';
  const services = createServices(brand, {
    commerceUrl,
    punchoutTest: config.punchoutTest,
    searchApiVersion: config.searchApiVersion,
    tracking: (store) =>
      createBrowserTracker({
        brand,
        config: config.tracking,
        store,
        nonce: config.nonce,
        searchApiVersion: config.searchApiVersion,
      }),
  });
  // The language the server rendered in: the router keeps its path prefix on every link.
  services.locale = pageLocale(
    brand.settings.locales ?? SWEDISH_ONLY,
    window.location.pathname,
    document.documentElement.lang,
  );
  const router = createShopRouter(services);
  // A quantity typed in the last 500 ms is sent as the page goes away, not dropped (keepalive).
  const onPageHide = () => services.cart.flush({ leaving: true });
  const onPageShow = () => services.cart.resume();
  window.addEventListener('pagehide', onPageHide);
  window.addEventListener('pageshow', onPageShow);
  // An in-app navigation sends what waits for the debounce at once, so the next page reads the cart as typed.
  const stopFlushOnNavigate = router.subscribe('onBeforeNavigate', () => services.cart.flush());
  // Hydration as a transition is done in slices that give the main thread back every few
  // milliseconds, so a tap during it is answered at once (no long task while the page wakes up).
  let reactRoot: ReturnType<typeof hydrateRoot> | undefined;
  startTransition(() => {
    reactRoot = hydrateRoot(
      document,
      <StrictMode>
        <AppProviders intl={intl} services={services}>
          <RouterClient router={router} />
        </AppProviders>
      </StrictMode>,
      {
        // React got past an error by rendering again (a hydration mismatch, #520's retry of a
        // concurrent render): the page works, but the error is a bug. It goes to error
        // reporting with its cause, and to the console, where the e2e suite fails on it.
        onRecoverableError(error, info) {
          const cause = error instanceof Error && error.cause !== undefined ? error.cause : error;
          console.error(
            `${REACT_ERROR_MARK} recovered from an error:`,
            error,
            '\ncause:',
            cause,
            info.componentStack,
          );
          services.tracking?.report(cause, { tags: { react: 'recoverable' } });
        },
        // A part of the page threw and its error boundary shows the error page instead (the
        // boundary reports it). Said in the console with a mark the e2e suite fails on; the
        // router's own not-found and redirect signals are not errors.
        onCaughtError(error, info) {
          if (isNotFound(error) || isRedirect(error)) return;
          console.error(`${REACT_ERROR_MARK} caught an error:`, error, info.componentStack);
        },
      },
    );
  });
  // Tracking's code, the tag manager and error reporting load once the page works: never in its way.
  const startTracking = () => services.tracking?.start?.();
  if (typeof requestIdleCallback === 'function') requestIdleCallback(startTracking, { timeout: 4_000 });
  else setTimeout(startTracking, 1_000);
  return {
    unmount: () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      stopFlushOnNavigate();
      reactRoot?.unmount();
    },
  };
}
