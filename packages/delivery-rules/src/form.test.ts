import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidEmail, parseQuantity, QuantityError, searchAddresses, validateDeliveryField } from './form';

describe('validateDeliveryField', () => {
  it.each([
    ['a valid value', 'Lastkaj 3', { required: true, maxlength: 30 }, null],
    ['an empty optional field', '', { maxlength: 30 }, null],
    ['an empty required field', '', { required: true }, { key: 'validation.required', values: {} }],
    ['whitespace only', '   ', { required: true }, { key: 'validation.required', values: {} }],
    ['null', null, { required: true }, { key: 'validation.required', values: {} }],
    [
      'shorter than minlength',
      'ab',
      { required: true, minlength: 3 },
      { key: 'validation.minLength', values: { min: 3 } },
    ],
    [
      'longer than maxlength',
      'x'.repeat(31),
      { maxlength: 30 },
      { key: 'order.maxCharacters', values: { max: 30 } },
    ],
    [
      'an external message',
      'fine',
      { required: true, errorMessage: 'address.invalid' },
      { key: 'address.invalid', values: {} },
    ],
  ] as const)('%s', (_, value, rule, expected) => {
    expect(validateDeliveryField(value, rule)).toEqual(expected);
  });
});

describe('isValidEmail', () => {
  it.each([
    ['anna@bygg.se', true],
    [' anna.andersson+order@kund.sandbox.test ', true],
    ['anna@bygg.s', false],
    ['anna@bygg', false],
    ['anna bygg@x.se', false],
    ['@bygg.se', false],
    ['anna@bygg.12', false],
  ])('%s → %s', (value, valid) => {
    expect(isValidEmail(value)).toBe(valid);
  });
});

describe('parseQuantity', () => {
  it.each([
    ['2,5', 2.5],
    ['2.5', 2.5],
    ['-3', 3],
    ['1 000', 1000],
    ['12', 12],
    [',5', 0.5],
    [7, 7],
    [-0.25, 0.25],
  ])('reads %s as %s', (input, expected) => {
    expect(parseQuantity(input)).toBe(expected);
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['abc', 'not_a_number'],
    ['1,2,3', 'not_a_number'],
    ['1.000,5', 'not_a_number'],
    ['1e999', 'not_finite'],
    [Number.NaN, 'not_a_number'],
    [Number.POSITIVE_INFINITY, 'not_finite'],
  ])('refuses %s with the code %s', (input, code) => {
    let error: unknown;
    try {
      parseQuantity(input);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(QuantityError);
    expect((error as QuantityError).code).toBe(code);
  });

  it('reads any written decimal with a comma as the same number with a point, never negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -100000, max: 100000 }),
        fc.integer({ min: 0, max: 999 }),
        (whole, fraction) => {
          const text = `${whole},${String(fraction).padStart(3, '0')}`;
          const value = parseQuantity(text);
          expect(value).toBe(Math.abs(Number(`${whole}.${String(fraction).padStart(3, '0')}`)));
          expect(value).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('searchAddresses', () => {
  const addresses = [
    {
      label: 'Huvudkontor',
      name: 'Nordbygg AB',
      recipientName: 'Godsmottagningen',
      address1: 'Industrivägen 12',
      postalCode: '171 48',
      postalAddress: 'Solna',
    },
    {
      label: 'Driftcentral',
      name: 'Fastighetsservice Syd AB',
      recipientName: null,
      address1: 'Stortorget 2',
      address2: 'Källarplan',
      postalCode: '211 22',
      postalAddress: 'Malmö',
    },
    {
      label: 'Åland',
      name: 'Nordbygg Åland Ab',
      address1: 'Torggatan 5',
      postalCode: '22100',
      postalAddress: 'Mariehamn',
    },
  ];

  it('matches every word, case-insensitively, across the fields', () => {
    expect(searchAddresses(addresses, 'nordbygg SOLNA').map((a) => a.label)).toEqual(['Huvudkontor']);
  });

  it('ignores diacritics, so malmo finds Malmö and kallarplan finds Källarplan', () => {
    expect(searchAddresses(addresses, 'malmo kallarplan').map((a) => a.label)).toEqual(['Driftcentral']);
  });

  it('matches postal codes with or without the space', () => {
    expect(searchAddresses(addresses, '21122').map((a) => a.label)).toEqual(['Driftcentral']);
    expect(searchAddresses(addresses, '171 48').map((a) => a.label)).toEqual(['Huvudkontor']);
  });

  it('returns every address for an empty query and none when a word matches nothing', () => {
    expect(searchAddresses(addresses, '  ')).toHaveLength(3);
    expect(searchAddresses(addresses, 'nordbygg göteborg')).toEqual([]);
  });
});
