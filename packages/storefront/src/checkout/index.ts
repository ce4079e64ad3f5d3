// Checkout: delivery (address or store, date, notes), summary and order placing, the success page.
export { checkoutRoutes } from './routes';
