import { describe, expect, it } from 'vitest';
import { LIST_NAMES, PAGE_NAMES, RELATION_LIST_NAMES } from './names';

describe('LIST_NAMES', () => {
  it('holds the 18 list and place names of content §2, and none of its own', () => {
    expect(Object.values(LIST_NAMES).toSorted()).toEqual(
      [
        'search_result_list',
        'product_list',
        'favorites_flyout_list',
        'historic_order_list',
        'quick_order_list',
        'sticky_header',
        'shopping_list',
        'stores_stock_modal',
        'add_to_cart_from_file_modal',
        'replacement_product',
        'selected_products_list',
        'configurator_result_list',
        'product_configuration_result_list',
        'product_variants_list',
        'product_relations_upper',
        'product_relations_spare_part',
        'product_relations_complementary',
        'product_relations_accessories',
      ].toSorted(),
    );
  });

  it('names the four product-relations lists by the relation type', () => {
    expect(RELATION_LIST_NAMES).toEqual({
      upper: 'product_relations_upper',
      'spare-part': 'product_relations_spare_part',
      complementary: 'product_relations_complementary',
      accessories: 'product_relations_accessories',
    });
  });
});

describe('PAGE_NAMES', () => {
  it('holds the page names of content §2', () => {
    expect(Object.values(PAGE_NAMES).toSorted()).toEqual(
      [
        'cart',
        'delivery',
        'summary',
        'checkout-success-page',
        'product-detail-page',
        'cart-flyout',
      ].toSorted(),
    );
  });
});
