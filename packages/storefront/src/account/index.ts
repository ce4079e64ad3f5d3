// The account area: my pages, orders, shopping lists and user administration (placeholders until issue 17).
export { accountRoutes } from './routes';
