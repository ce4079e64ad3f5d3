import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../test/test-utils';
import { nextListingMemory, readViewedProducts, rememberViewedProduct } from './product-history';
import { distinctLabels, orderAttributes } from './variants';

describe('product history', () => {
  const memory = { href: '/kategorier/el', title: 'El' };
  it('keeps the listing memory only on the way to a product page', () => {
    expect(nextListingMemory(memory, 'produkt-slug')).toBe(memory);
    expect(nextListingMemory(memory, 'search')).toBe(memory);
    expect(nextListingMemory(memory, 'index')).toBeNull();
    expect(nextListingMemory(memory, 'cart')).toBeNull();
  });

  it('remembers at most 10 viewed products, newest first, without duplicates', () => {
    const storage = new MemoryStorage();
    for (let i = 0; i < 12; i++)
      rememberViewedProduct(storage, { slug: `p${i}`, name: `P${i}`, articleNumber: `${i}`, image: null });
    rememberViewedProduct(storage, { slug: 'p5', name: 'P5', articleNumber: '5', image: null });
    const list = readViewedProducts(storage);
    expect(list).toHaveLength(10);
    expect(list[0]?.slug).toBe('p5');
    expect(list.filter((p) => p.slug === 'p5')).toHaveLength(1);
    storage.setItem('shop.viewed-products', 'garbage');
    expect(readViewedProducts(storage)).toEqual([]);
  });
});

describe('distinctLabels', () => {
  it('drops the words every variant shares', () => {
    expect(distinctLabels(['Träskruv 3,5x30 Elförzinkad', 'Träskruv 4,0x40 Rostfri A4'])).toEqual([
      '3,5x30 Elförzinkad',
      '4,0x40 Rostfri A4',
    ]);
    expect(distinctLabels(['Kabel EKLK', 'Kabel EKLK 3G1,5'])).toEqual(['EKLK', 'EKLK 3G1,5']);
    expect(distinctLabels(['Ensam'])).toEqual(['Ensam']);
  });
});

describe('orderAttributes', () => {
  it('follows the category sequence, then names, and hides disabled ones', () => {
    const attributes = [
      { attributeName: 'Längd', attributeValue: '30 mm' },
      { attributeName: 'SSG', attributeValue: 'SSG-1' },
      { attributeName: 'Diameter', attributeValue: '3,5 mm' },
      { attributeName: 'Ytbehandling', attributeValue: 'Elförzinkad' },
    ];
    expect(
      orderAttributes(attributes, { sequence: ['Diameter', 'Längd'], disabled: ['SSG'] }).map(
        (a) => a.attributeName,
      ),
    ).toEqual(['Diameter', 'Längd', 'Ytbehandling']);
  });
});
