import { lazyPage } from '../core';

// The list pages as route components, each loaded with its own chunk: account's routes render
// them under /mina-sidor/inkopslistor, and this domain's index stays light.

/** `favourite-articles`: the user's favourite articles, to put in the cart. */
export const favouritesPage = lazyPage(() => import('./favourites-page'), 'FavouritesPage');

/** `shopping-lists`: the user's lists and a new one. */
export const shoppingListsPage = lazyPage(() => import('./shopping-lists'), 'ShoppingListsPage');

/** `shopping-list`: one list's lines, to change and to put in the cart. */
export const shoppingListPage = lazyPage(() => import('./shopping-lists'), 'ShoppingListPage');
