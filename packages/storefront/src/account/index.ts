// The account area: the /mina-sidor pages (my page, profile, addresses, order history and the
// order page, user administration, financial follow-up, and the shopping lists' pages from
// lists/) and the product configurator.

export { missingLines } from './deliveries';
export { accountRoutes } from './routes';
