// The cart: the one door for every cart write (through the cart-machine actor), the one add
// (`useAddToCart`, with the add guard) every page adds through, the cart page, the flyout,
// quick add and add from file.
export { guardAdd } from './add-guard';
export { AddToCart } from './add-to-cart';
export { useCartLineCount } from './cart-count';
export { CartFlyout } from './cart-flyout';
export { CartForm, QUANTITY_FIELD } from './cart-form';
export { cartTotals, type PricedLine } from './cart-quantities';
export type { CartItem, CartView } from './cart-view';
export { trackedCartLines, useCartView } from './cart-view';
export { chosenDeliveryZipAtom, deliveryChoice, deliveryZipCode } from './delivery-method';
export { InquiryForm } from './inquiry';
export { LazyAddedToCartNotice, LazyCartStatusToast, LazyListingCartTools } from './lazy';
export { createLazyCartDoor } from './lazy-door';
export { cartKeys, cartQueries } from './queries';
export { cartRoutes } from './routes';
export { useAddToCart } from './use-add-to-cart';
export type { AddSource, CartChange } from './writes';
