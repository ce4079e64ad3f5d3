// Checkout: delivery (address or store, date, notes), summary and order placing, the success page.
export type { DeliveryDetails } from './checkout-state';
export { checkoutAtom, isPlacingOrderAtom, lastOrderAtom } from './checkout-state';
export { checkoutRoutes } from './routes';
