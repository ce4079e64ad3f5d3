import '@shop/ui/styles.css';
import './shell/shell.css';
import { themeCss } from '@shop/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Brand } from './brand';
import { createShopIntl, IntlProvider, useMessages } from './i18n/intl';
import { StartPage } from './pages/start-page';
import { Header } from './shell/header';

export interface StorefrontHandle {
  unmount(): void;
}

function App({ brand }: { brand: Brand }) {
  const t = useMessages();
  return (
    <>
      <a className="shop-skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <Header brand={brand} />
      <main id="main" className="shop-main" tabIndex={-1}>
        <StartPage brand={brand} />
      </main>
    </>
  );
}

/** Applies the brand's tokens as CSS custom properties on :root, once, before the first render. */
function applyTheme(doc: Document, brand: Brand) {
  let style = doc.getElementById('shop-theme');
  if (!style) {
    style = doc.createElement('style');
    style.id = 'shop-theme';
    doc.head.append(style);
  }
  style.textContent = themeCss(brand.theme);
  doc.documentElement.lang = 'sv';
  doc.documentElement.dataset.brand = brand.id;
}

/**
 * Mounts the storefront for one brand.
 *
 * @example
 * createStorefront(brand); // renders into #root
 */
export function createStorefront(
  brand: Brand,
  root: HTMLElement | null = document.getElementById('root'),
): StorefrontHandle {
  if (!root) throw new Error('createStorefront: no element to mount into (expected #root)');
  applyTheme(root.ownerDocument, brand);
  const intl = createShopIntl();
  const reactRoot = createRoot(root);
  reactRoot.render(
    <StrictMode>
      <IntlProvider intl={intl}>
        <App brand={brand} />
      </IntlProvider>
    </StrictMode>,
  );
  return { unmount: () => reactRoot.unmount() };
}
