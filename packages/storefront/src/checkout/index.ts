// Checkout: delivery (address or store, date, notes), summary and order placing, the success page.
export type {
  DeliveryDetails,
  DeliveryDraft,
  DeliveryFieldError,
  LastOrder,
  PlacedOrders,
} from './checkout-state';
export { checkoutAtom, deliveryDraftAtom, lastOrderAtom, placedOrdersAtom } from './checkout-state';
export {
  deliveryDetailsFromForm,
  deliveryFieldName,
  deliveryFormErrors,
  ORDER_KEY_FIELD,
  orderDetailsOf,
  storesFor,
} from './delivery-form';
export { checkoutRoutes } from './routes';
