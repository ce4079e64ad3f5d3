export { addDays, easterSunday, stockholmDate, weekday } from './calendar';
export type { ClosedDayOptions } from './closed-days';
export {
  CLOSED_DAY_YEARS,
  isClosedDay,
  isPastCutoff,
  nextDeliverableDate,
  swedishClosedDays,
} from './closed-days';
export type { DeliveryDatePlan } from './delivery-dates';
export { isDeliverableDate, planDeliveryDates } from './delivery-dates';
export type { DeliveryContext, DeliveryOption, UiMode } from './delivery-options';
export { availableDeliveryOptions, chosenDeliveryOption, isStockDependentOption } from './delivery-options';
export type { DeliveryType } from './delivery-types';
export {
  DEFAULT_DELIVERY_METHOD,
  DELIVERY_TYPE_NAMES,
  DELIVERY_TYPES,
  HOME_DELIVERY_TYPES,
  isDeliveryType,
  isExpressType,
  isHomeDelivery,
  isPickupType,
  isStoreBoundType,
  orderTypeFor,
} from './delivery-types';
export type { FieldError, FieldRule, QuantityErrorCode, SearchableAddress } from './form';
export { isValidEmail, parseQuantity, QuantityError, searchAddresses, validateDeliveryField } from './form';
export { ALAND_POSTAL_CODES, addressCountry, countryCodeForPostalCode, zipCodeChange } from './postal-codes';
export type { OpeningHoursDay, SearchableStore, StoreOpeningHours, StoreSearch } from './stores';
export { findStores, isOpenNow, matchesStore } from './stores';
