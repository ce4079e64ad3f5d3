// The names only, in a module of their own (`@shop/tracking/names`): a page that tags what it
// tracks imports them without the package, which loads after hydration.

/** List and place names used in tracking (content-layer §2). */
export const LIST_NAMES = {
  searchResult: 'search_result_list',
  product: 'product_list',
  favoritesFlyout: 'favorites_flyout_list',
  historicOrder: 'historic_order_list',
  quickOrder: 'quick_order_list',
  stickyHeader: 'sticky_header',
  shoppingList: 'shopping_list',
  storesStockModal: 'stores_stock_modal',
  addToCartFromFileModal: 'add_to_cart_from_file_modal',
  replacementProduct: 'replacement_product',
  selectedProducts: 'selected_products_list',
  configuratorResult: 'configurator_result_list',
  productConfigurationResult: 'product_configuration_result_list',
  productVariants: 'product_variants_list',
  relationsUpper: 'product_relations_upper',
  relationsSparePart: 'product_relations_spare_part',
  relationsComplementary: 'product_relations_complementary',
  relationsAccessories: 'product_relations_accessories',
} as const;
export type ListName = (typeof LIST_NAMES)[keyof typeof LIST_NAMES];

/**
 * The product-relations lists by the commerce service's relation type (content §2: upper,
 * spare-part, complementary and accessories); the spec names the four lists but not their
 * strings, so they are `product_relations_<type>` with the type's words joined by `_`.
 */
export const RELATION_LIST_NAMES = {
  upper: LIST_NAMES.relationsUpper,
  'spare-part': LIST_NAMES.relationsSparePart,
  complementary: LIST_NAMES.relationsComplementary,
  accessories: LIST_NAMES.relationsAccessories,
} as const;

/** Page names used in tracking (content-layer §2). */
export const PAGE_NAMES = {
  cart: 'cart',
  delivery: 'delivery',
  summary: 'summary',
  checkoutSuccess: 'checkout-success-page',
  productDetail: 'product-detail-page',
  cartFlyout: 'cart-flyout',
} as const;
export type PageName = (typeof PAGE_NAMES)[keyof typeof PAGE_NAMES];
