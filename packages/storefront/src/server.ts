// `@shop/storefront/server`: the storefront's HTTP server for one brand (Node). A brand's build
// bundles it into `dist/server/index.js` (see `brandAppConfig`); nothing here reaches the browser.

export type { ContentServiceOptions, ServerContentOptions } from './app/server/content';
export { contentOptionsFromEnv, PREVIEW_COOKIE } from './app/server/content';
export type { ServerErrorReporting } from './app/server/error-reporting';
export { createServerErrorReporting, parseDsn, trackingOptionsFromEnv } from './app/server/error-reporting';
export type { StorefrontServerOptions } from './app/server/options';
export { searchApiVersionFromEnv } from './app/server/options';
export type { PageConfig } from './app/server/page-head';
export { CONFIG_ELEMENT_ID } from './app/server/page-head';
export { contentSecurityPolicy, NONCE_PLACEHOLDER, securityHeaders } from './app/server/security';
export type { StartOptions } from './app/server/server';
export {
  createStorefrontServer,
  heapGrowingPercent,
  startStorefrontServer,
  workerCount,
} from './app/server/server';
export type { TokenKeeper } from './app/server/token-keeper';
export { createTokenKeeper, refreshMarginSeconds } from './app/server/token-keeper';
