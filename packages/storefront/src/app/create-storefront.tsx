import '@shop/ui/styles.css';
import '../core/page.css';
import '../shell/shell.css';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { type Brand, createShopIntl, pageLocale, SWEDISH_ONLY } from '../core';
import { AppProviders } from './providers';
import { createShopRouter } from './router';
import { createServices } from './services';

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
function serverConfig(doc: Document): { commerceUrl?: string; punchoutTest: boolean } {
  let config: { commerceUrl?: unknown; punchoutTest?: unknown } | null = null;
  try {
    config = JSON.parse(doc.getElementById('shop-config')?.textContent ?? 'null');
  } catch {
    config = null;
  }
  const punchoutTest = config?.punchoutTest === true;
  const value = config?.commerceUrl;
  if (typeof value !== 'string') return { punchoutTest };
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:'
      ? { commerceUrl: value, punchoutTest }
      : { punchoutTest };
  } catch {
    return { punchoutTest };
  }
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
  const services = createServices(brand, { commerceUrl, punchoutTest: config.punchoutTest });
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
    );
  });
  return {
    unmount: () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      stopFlushOnNavigate();
      reactRoot?.unmount();
    },
  };
}
