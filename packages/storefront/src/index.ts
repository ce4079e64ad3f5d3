export type { Brand, BrandRoute, BrandSettings, CustomRouteName } from './brand';
export { DEFAULT_BRAND_ROUTES, defineBrand } from './brand';
export type { StorefrontHandle } from './create-storefront';
export { createStorefront } from './create-storefront';
export type { MessageKey } from './i18n/intl';
