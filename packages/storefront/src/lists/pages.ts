import { lazyPage } from '../core';

// The list pages as route components, each loaded with its own chunk: account's routes render
// them under /mina-sidor/inkopslistor, and this domain's index stays light.

/** `shopping-lists`: the user's lists and a new one. */
export const shoppingListsPage = lazyPage(() => import('./shopping-lists'), 'ShoppingListsPage');

/** `shopping-list`: one list's lines, to change and to put in the cart. */
export const shoppingListPage = lazyPage(() => import('./shopping-lists'), 'ShoppingListPage');
