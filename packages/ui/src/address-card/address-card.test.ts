import { describe, expect, it } from 'vitest';
import { type CheckoutAddress, filterAddresses } from './address-card';

const addresses: CheckoutAddress[] = [
  {
    addressId: 'a',
    label: 'Bygget Stortorget',
    recipientName: 'Åsa Ek',
    address1: 'Stortorget 1',
    postalCode: '211 34',
    postalAddress: 'Malmö',
    validForDelivery: true,
  },
  {
    addressId: 'b',
    name: 'Lagret',
    address1: 'Hamngatan 2',
    postalCode: '111 47',
    postalAddress: 'Stockholm',
    validForDelivery: true,
  },
];

describe('filterAddresses', () => {
  it('returns every address for an empty query', () => {
    expect(filterAddresses(addresses, '  ')).toEqual(addresses);
  });

  it('needs every word to match, in any field, case- and diacritic-insensitive', () => {
    expect(filterAddresses(addresses, 'MALMO stortorget').map((a) => a.addressId)).toEqual(['a']);
    expect(filterAddresses(addresses, 'asa').map((a) => a.addressId)).toEqual(['a']);
    expect(filterAddresses(addresses, 'malmö hamngatan')).toEqual([]);
  });

  it('finds a postal code with or without its space', () => {
    expect(filterAddresses(addresses, '11147').map((a) => a.addressId)).toEqual(['b']);
    expect(filterAddresses(addresses, '111 47').map((a) => a.addressId)).toEqual(['b']);
  });
});
