import { themes } from '@shop/ui';
import { describe, expect, it } from 'vitest';
import sv from '../messages/sv.json';
import { defineBrand } from './brand';

describe('defineBrand', () => {
  it('returns the brand as given, so a brand app is plain data', () => {
    const brand = defineBrand({
      id: 'bygg',
      name: 'Bygghandeln',
      theme: themes.bygg,
      logoUrl: '/logo.svg',
      defaultStoreId: '1001',
      centralStorageId: '9000',
      settings: { stockColours: true, extraClosedDays: [], appUserAgentMarker: 'BygghandelnApp' },
    });
    expect(brand.defaultStoreId).toBe('1001');
    expect(brand.theme).toBe(themes.bygg);
  });
});

describe('messages/sv.json', () => {
  it('has a non-empty Swedish text for every key', () => {
    for (const [key, text] of Object.entries(sv)) {
      expect(text.trim(), key).not.toBe('');
    }
  });
});
