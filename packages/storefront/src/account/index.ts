// The account area: order history and the order page; my pages, shopping lists and user administration are placeholders (issue 17).
export { AddToShoppingList } from './add-to-list';
export { accountRoutes } from './routes';
