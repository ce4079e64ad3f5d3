// `@shop/storefront/server`: the storefront's HTTP server for one brand (Node). A brand's build
// bundles it into `dist/server/index.js` (see `brandAppConfig`); nothing here reaches the browser.

export type { ContentServiceOptions, ServerContentOptions } from './app/server/content';
export { contentOptionsFromEnv, PREVIEW_COOKIE } from './app/server/content';
export type { ServerErrorReporting } from './app/server/error-reporting';
export { createServerErrorReporting, parseDsn, trackingOptionsFromEnv } from './app/server/error-reporting';
export { contentSecurityPolicy, NONCE_PLACEHOLDER, securityHeaders } from './app/server/security';
export type { PageConfig, StartOptions, StorefrontServerOptions } from './app/server/server';
export { CONFIG_ELEMENT_ID, createStorefrontServer, startStorefrontServer } from './app/server/server';
export type { TokenKeeper } from './app/server/session';
export { createTokenKeeper } from './app/server/session';
