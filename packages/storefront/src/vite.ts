import react from '@vitejs/plugin-react';
import type { Plugin, UserConfig } from 'vite';

/** The storefront is served on this port in development and preview (README Quick start). */
export const STOREFRONT_PORT = 4173;

/**
 * Preloads the one font file the first paint needs: the brand face's latin
 * subset, found among the emitted assets, so hashed names never go stale.
 */
function preloadBrandFont(): Plugin {
  return {
    name: 'shop:preload-brand-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const file = Object.keys(ctx.bundle ?? {}).find((name) =>
          /-latin-wght-normal-[\w-]+\.woff2$/.test(name),
        );
        if (!file) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * Opens the connection to the commerce services while the app's script is
 * still loading: the first API call then skips DNS and TCP set-up.
 */
function preconnectCommerce(): Plugin {
  return {
    name: 'shop:preconnect-commerce',
    transformIndexHtml() {
      let origin: string;
      try {
        origin = new URL(process.env.VITE_COMMERCE_URL || 'http://localhost:4000').origin;
      } catch {
        return [];
      }
      return [
        {
          tag: 'link',
          attrs: { rel: 'preconnect', href: origin, crossorigin: '' },
          injectTo: 'head-prepend',
        },
      ];
    },
  };
}

/**
 * The whole build configuration of a brand app; a brand's `vite.config.ts`
 * is `export default brandAppConfig()`.
 *
 * @example
 * // apps/bygg/vite.config.ts
 * import { brandAppConfig } from '@shop/storefront/vite';
 * export default brandAppConfig();
 */
export function brandAppConfig(overrides: UserConfig = {}): UserConfig {
  const port = Number(process.env.PORT) || STOREFRONT_PORT;
  return {
    plugins: [react(), preloadBrandFont(), preconnectCommerce()],
    resolve: {
      // Workspace packages are read from source (`@shop/source`); Vite's defaults follow.
      conditions: ['@shop/source', 'module', 'browser', 'development|production'],
    },
    server: { port, strictPort: true, host: '127.0.0.1' },
    preview: { port, strictPort: true, host: '127.0.0.1' },
    build: { target: 'es2022', sourcemap: true, assetsInlineLimit: 0 },
    ...overrides,
  };
}
