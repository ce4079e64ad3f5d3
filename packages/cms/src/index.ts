export { listingFor } from './audience';
export { type CmsClient, createCmsClient, LIMITS, type QueryOptions } from './client';
export { CMS_MESSAGES, CmsError, isUnresolvableLink } from './errors';
export {
  ASSET_KEY_MAX_LIFETIME_SECONDS,
  type CmsClientOptions,
  resolveOptions,
  type SyncQuery,
  validateAssetKeyExpiry,
  validateSyncQuery,
} from './options';
export {
  GET_ALL_RETAILERS,
  GET_ALL_STORE_DETAILS,
  GET_CONTENT_LISTING_PAGE,
  GET_CONTENT_PAGE,
  GET_DYNAMIC_FORM,
  GET_FRONT_PAGE,
  GET_HERO,
  GET_INFO_BLOCK,
  GET_RETAILERS,
  GET_STORE_DETAILS,
  GET_STORE_PAGE,
  GET_TEXT_AND_MEDIA,
  GET_TEXT_BLOCK,
} from './queries';
export { safeHref } from './safe-url';
export type * from './view-models';
