import '@shop/ui/styles.css';
import '../core/page.css';
import '../shell/shell.css';
import { themeCss } from '@shop/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { Provider as JotaiProvider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { type Brand, createShopIntl, IntlProvider, ServicesProvider } from '../core';
import { createShopRouter } from './router';
import { createServices } from './services';

export interface StorefrontHandle {
  unmount(): void;
}

export interface StorefrontOptions {
  /** Base URL of the commerce and search services; the sandbox by default. */
  commerceUrl?: string;
  root?: HTMLElement | null;
}

/** Applies the brand's tokens as CSS custom properties on :root, once, before the first render. */
function applyTheme(doc: Document, brand: Brand) {
  let style = doc.getElementById('shop-theme');
  if (!style) {
    style = doc.createElement('style');
    style.id = 'shop-theme';
    // Under the server's Content-Security-Policy a `<style>` needs this response's nonce,
    // before it is in the document: the browser checks it as it is inserted.
    const nonce = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
    if (nonce) style.nonce = nonce;
    style.textContent = themeCss(brand.theme);
    doc.head.append(style);
  } else {
    style.textContent = themeCss(brand.theme);
  }
  doc.documentElement.lang = 'sv';
  doc.documentElement.dataset.brand = brand.id;
}

/**
 * The server's settings for this page (`<script type="application/json" id="shop-config">`):
 * one build serves every environment, so a commerce URL set where the server runs wins over
 * the one the app was built with.
 */
function serverCommerceUrl(doc: Document): string | undefined {
  try {
    const config: unknown = JSON.parse(doc.getElementById('shop-config')?.textContent ?? 'null');
    const value = (config as { commerceUrl?: unknown } | null)?.commerceUrl;
    if (typeof value !== 'string') return undefined;
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:' ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Mounts the storefront for one brand.
 *
 * @example
 * createStorefront(brand, { commerceUrl: import.meta.env.VITE_COMMERCE_URL });
 */
export function createStorefront(brand: Brand, options: StorefrontOptions = {}): StorefrontHandle {
  const root = options.root ?? document.getElementById('root');
  if (!root) throw new Error('createStorefront: no element to mount into (expected #root)');
  applyTheme(root.ownerDocument, brand);
  const intl = createShopIntl();
  const commerceUrl = serverCommerceUrl(root.ownerDocument) ?? options.commerceUrl ?? 'http://localhost:4000';
  const services = createServices(brand, { commerceUrl });
  const router = createShopRouter(services);
  // A quantity typed in the last 500 ms is sent as the page goes away, not dropped (keepalive).
  const onPageHide = () => services.cart.flush({ leaving: true });
  const onPageShow = () => services.cart.resume();
  window.addEventListener('pagehide', onPageHide);
  window.addEventListener('pageshow', onPageShow);
  // An in-app navigation sends what waits for the debounce at once, so the next page reads the cart as typed.
  const stopFlushOnNavigate = router.subscribe('onBeforeNavigate', () => services.cart.flush());
  const reactRoot = createRoot(root);
  reactRoot.render(
    <StrictMode>
      <IntlProvider intl={intl}>
        <JotaiProvider store={services.store}>
          <QueryClientProvider client={services.queryClient}>
            <ServicesProvider services={services}>
              <RouterProvider router={router} />
            </ServicesProvider>
          </QueryClientProvider>
        </JotaiProvider>
      </IntlProvider>
    </StrictMode>,
  );
  return {
    unmount: () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      stopFlushOnNavigate();
      reactRoot.unmount();
    },
  };
}
