import { describe, expect, it } from 'vitest';
import { deliveryZipCode } from './delivery-method';

const addresses = [
  { validForDelivery: false, postalCode: '111 11' },
  { validForDelivery: true, postalCode: '171 48' },
  { validForDelivery: true, postalCode: '981 31' },
];

describe('deliveryZipCode', () => {
  it('follows the address chosen at checkout, else the first address valid for delivery', () => {
    expect(deliveryZipCode(null, addresses)).toBe('171 48');
    expect(deliveryZipCode('981 31', addresses)).toBe('981 31');
    expect(deliveryZipCode(null, [])).toBeNull();
    expect(deliveryZipCode(null, undefined)).toBeNull();
  });
});
