import { describe, expect, it } from 'vitest';
import { ALAND_POSTAL_CODES, addressCountry, zipCodeChange } from './postal-codes';

describe('zipCodeChange', () => {
  it('names the new postal code when it differs from the one in use', () => {
    expect(zipCodeChange('171 48', '115 41')).toBe('115 41');
  });

  it('says nothing when the postal code stays the same, spaces aside', () => {
    expect(zipCodeChange('171 48', '17148')).toBeNull();
  });

  it('names the postal code when none was in use before', () => {
    expect(zipCodeChange(null, '22100')).toBe('22100');
  });
});

describe('addressCountry', () => {
  it.each(ALAND_POSTAL_CODES)('places %s on Åland', (postalCode) => {
    expect(addressCountry({ postalCode })).toBe('AX');
  });

  it('places a Swedish postal code in Sweden, and trusts an AX country code', () => {
    expect(addressCountry({ postalCode: '171 48', countryCode: 'SE' })).toBe('SE');
    expect(addressCountry({ postalCode: '22 100', countryCode: 'SE' })).toBe('AX');
    expect(addressCountry({ postalCode: '99999', countryCode: 'AX' })).toBe('AX');
  });
});
