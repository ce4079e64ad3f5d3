export type { StorefrontHandle, StorefrontOptions } from './app/create-storefront';
export { createStorefront } from './app/create-storefront';
export type { Brand, BrandRoute, BrandSettings, CustomRouteName, MessageKey } from './core';
export { DEFAULT_BRAND_ROUTES, defineBrand } from './core';
