// The account area: order history and the order page; my pages, shopping lists and user administration are placeholders (issue 17).
export { accountRoutes } from './routes';
