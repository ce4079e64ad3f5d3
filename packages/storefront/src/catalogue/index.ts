// The catalogue: category, campaign, assortment and search listings, the product page, variants, history.
export type { ListingMemory, ViewedProduct } from './product-history';
export { nextListingMemory, productHistoryAtom, readViewedProducts } from './product-history';
export { catalogueKeys, catalogueQueries, PAGE_SIZE } from './queries';
export { catalogueRoutes } from './routes';
export { SelectedProductsList } from './selected-products';
