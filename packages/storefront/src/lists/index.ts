// Favourite articles (`users/favourites`, at most 50: the toggle, the page under /mina-sidor/favoriter)
// and shopping lists (the service's "favorites"): the list pages (account's routes render them under
// /mina-sidor/inkopslistor), 'Lägg i inköpslista' on products, the lists' queries, and the lines of
// a list or a past order put into the cart.
export { AddedLines, ChooseLine, LinesToCart, useAddLinesToCart, useChosen } from './add-lines';
export { AddToShoppingList } from './add-to-list';
export { FavouriteToggle } from './favourite-toggle';
export { favouriteChange, favouriteQueries } from './favourites';
export { favouritesPage, shoppingListPage, shoppingListsPage } from './pages';
export { listQueries } from './queries';
