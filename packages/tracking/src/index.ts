export type { BehaviourInput, BehaviourOptions, WireEvent } from './behaviour';
export {
  createTrackingId,
  getTrackingId,
  TRACKING_ID_KEY,
  trackBehaviour,
  validBehaviourEvents,
} from './behaviour';
export type { DataLayer, DataLayerOptions } from './data-layer';
export { createDataLayer, resetDataLayerWarning } from './data-layer';
export type { ErrorReporter, ErrorReportingOptions, SentryModule } from './errors';
export {
  DROPPED_ERROR_TYPES,
  ERROR_REPORTING_LIMITS,
  initErrorReporting,
  isDroppedEvent,
  scrubEvent,
} from './errors';
export type {
  EcommerceEvent,
  FunnelPage,
  Ga4Item,
  ListName,
  PageName,
  TrackedBanner,
  TrackedLine,
} from './events';
export {
  addToCartEvent,
  CURRENCY,
  checkoutEvent,
  FUNNEL_STEPS,
  LIST_NAMES,
  PAGE_NAMES,
  purchaseEvent,
  RELATION_LIST_NAMES,
  removeFromCartEvent,
  selectItemEvent,
  selectPromotionEvent,
  toItem,
  viewCartEvent,
  viewItemEvent,
  viewItemListEvent,
  viewPromotionEvent,
} from './events';
export { linePrice, sumRevenue } from './money';
export type { WebVitalName, WebVitalRating, WebVitalsEvent } from './vitals';
export { observeWebVitals, rateWebVital, WEB_VITAL_THRESHOLDS, webVitalsEvent } from './vitals';
