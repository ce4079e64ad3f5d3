// The catalogue: category, campaign, assortment and search listings, the product page, variants, history.
export { CampaignTiles } from './campaign-tiles';
export { CategoryLinks } from './category-links';
export type { ViewedProduct } from './product-history';
export { nextListingMemory, productHistoryAtom, readViewedProducts } from './product-history';
export { catalogueQueries } from './queries';
export { catalogueRoutes, prefetchProductHit } from './routes';
export { SelectedProductsList } from './selected-products';
export { hitLine } from './tracked-lines';
