// The cart: the one door for every cart write (through the cart-machine actor), the one add
// (`useAddToCart`, with the add guard) every page adds through, the cart page, the flyout,
// quick add and add from file.
export type { AddRefusal } from './add-guard';
export { AddToCart } from './add-to-cart';
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
export type { AddAttempt, AddLine, AddOptions, AddRefused, AddToCart as CartAdd } from './use-add-to-cart';
export { useAddToCart } from './use-add-to-cart';
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
