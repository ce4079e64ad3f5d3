// Stores: the store finder, store pages, and how a store's stock reads.
export { OwnStoreSection, telHref } from './own-store';
export { PICKUP_SERVICE, storeQueries } from './queries';
export { storeRoutes } from './routes';
export { LocationStock, useStoreName } from './stock';
export { StorePicker } from './store-picker';
