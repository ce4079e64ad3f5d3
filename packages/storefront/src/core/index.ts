// The layer every domain may use: brand data, services, messages, routing helpers.
// It imports no domain.
export { ActionModal } from './action-modal';
export type { Brand, BrandRoute, BrandSettings, CustomRouteName } from './brand';
export { DEFAULT_BRAND_ROUTES, defineBrand } from './brand';
export { CategoryGlyph } from './category-glyph';
export { renderedAtAtom, useRenderClock } from './clock';
export {
  CLOSED_BANNERS_COOKIE,
  closedBannersAtom,
  closedBannersCookie,
  closedBannersFromCookie,
} from './closed-banners';
export { useContentLabels } from './content-labels';
export { contentQueries } from './content-queries';
export type { ContentSource, SiteChrome } from './content-source';
export { CONTENT_PATH, ContentError, httpContentSource, noContentSource } from './content-source';
export { DataTable } from './data-table';
export { useDeliveryName } from './delivery-names';
export { formatFileSize, useDocumentLanguage } from './documents';
export { ErrorPage, ExternalAdminPage, errorPageStatus, NoRightsPage, NotFoundPage } from './error-page';
export type { MessageKey, ShopIntl } from './intl';
export { createShopIntl, errorMessageKey, IntlProvider, isMessageKey, useMessages } from './intl';
export { LazyModal, useLazyOverlay } from './lazy-modal';
export { AppLink, AppLinkRouting } from './link';
export { LinkList } from './link-list';
export type { ActiveLocale, LocaleDecision, LocaleSettings } from './locale';
export { decideLocale, pageLocale, SWEDISH_ONLY } from './locale';
export { safeReturnPath } from './navigation';
export { OrderSums } from './order-sums';
export { PageCrumbs, PageHeading, usePageTitle } from './page-heading';
export { PageLinks } from './pagination';
export {
  filterParams,
  pageParam,
  parseSearch,
  searchStrings,
  stringifySearch,
  stringParam,
} from './query-string';
export type { ShopRootRoute } from './routing';
export { createShopRootRoute, lazyPage, onServer, pathTo } from './routing';
export { SearchBox } from './search-box';
export type { RouterContext, Services, Store } from './services';
export { ServicesProvider, useAssetUrl, useServices } from './services';
export { useStreamedQuery } from './streamed-query';
export type { Consent, ShopEvent, TrackedBanner, TrackedLine, Tracker } from './tracking';
export {
  BEHAVIOUR_LIST_ATTRIBUTE,
  CLICKS_BEFORE_APP_KEY,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE,
  consentAtom,
  consentFromCookie,
  noTracker,
  serverReportedAtom,
  useSeen,
  useSelectItem,
  useTracker,
  useTrackOnce,
} from './tracking';
