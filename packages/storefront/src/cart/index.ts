// The cart: the one door for every cart write (through the cart-machine actor), the cart page,
// the flyout, quick add and add from file, and the add guard the catalogue uses.
export type { AddDecision, AddRefusal } from './add-guard';
export { ADD_REFUSAL_MESSAGE, guardAdd, guardAddContext } from './add-guard';
export { AddToCart } from './add-to-cart';
export { useConfirmAdd } from './added-notice-state';
export { useCartLineCount } from './cart-count';
export { CartFlyout } from './cart-flyout';
export { cartTotals, type PricedLine } from './cart-quantities';
export { CartStatus, CartStatusToast, useCartStatus } from './cart-status';
export type { CartItem, CartView } from './cart-view';
export { trackedCartLines, useCartView } from './cart-view';
export { chosenDeliveryZipAtom, deliveryZipCode } from './delivery-method';
export type { CartDoor, CartDoorOptions } from './door';
export { InquiryForm, QuoteRequest } from './inquiry';
export { LazyAddedToCartNotice, LazyCartStatusToast, LazyListingCartTools } from './lazy';
export type { CartSnapshot, LazyCartDoor, LazyCartDoorOptions } from './lazy-door';
export { createLazyCartDoor } from './lazy-door';
export { useFailureText } from './line-quantity';
export { cartKeys, cartQueries } from './queries';
export { cartRoutes } from './routes';
export { AddToShoppingList, ListLimitModal, useCreateList } from './shopping-list';
export { shoppingListKeys, shoppingListQueries } from './shopping-list-queries';
export type {
  AddItem,
  AddSource,
  CartChange,
  CartLineVariant,
  CartWrite,
  CartWriteKind,
  WriteOutcome,
} from './writes';
export { UnconfirmedWriteError } from './writes';
