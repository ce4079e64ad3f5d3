import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availableDeliveryOptions,
  chosenDeliveryOption,
  type DeliveryContext,
  type DeliveryOption,
  isStockDependentOption,
} from './delivery-options';
import {
  DEFAULT_DELIVERY_METHOD,
  DELIVERY_TYPES,
  HOME_DELIVERY_TYPES,
  isDeliveryType,
  isExpressType,
  isHomeDelivery,
  isPickupType,
  isStoreBoundType,
  orderTypeFor,
} from './delivery-types';
import { ALAND_POSTAL_CODES, countryCodeForPostalCode } from './postal-codes';

describe('delivery types', () => {
  it('has the five methods with DBI as the default', () => {
    expect(DELIVERY_TYPES).toEqual(['DBI', 'EXH', 'XXX', 'EXB', '24-12']);
    expect(DEFAULT_DELIVERY_METHOD).toBe('DBI');
  });

  it.each([
    ['DBI', true, false, false, undefined],
    ['EXH', true, false, true, 'LE'],
    ['XXX', false, true, false, 'BE'],
    ['EXB', false, true, true, 'BEH'],
    ['24-12', false, false, false, '24-12'],
  ] as const)(
    '%s: pickup %s, express %s, store-bound %s, order type %s',
    (type, pickup, express, storeBound, orderType) => {
      expect(isPickupType(type)).toBe(pickup);
      expect(isExpressType(type)).toBe(express);
      expect(isStoreBoundType(type)).toBe(storeBound);
      expect(orderTypeFor(type)).toBe(orderType);
    },
  );

  it.each([
    ['DBI', true],
    ['XXX', true],
    ['24-12', true],
    ['EXH', false],
    ['EXB', false],
    ['ABC', false],
    ['', false],
  ])('%s goes to an address: %s', (type, home) => {
    expect(isHomeDelivery(type)).toBe(home);
  });

  it('delivers home exactly the methods that are not store-bound', () => {
    expect(HOME_DELIVERY_TYPES).toEqual(DELIVERY_TYPES.filter((type) => !isStoreBoundType(type)));
  });

  it('recognises only the five methods', () => {
    expect(isDeliveryType('XXX')).toBe(true);
    expect(isDeliveryType('ABC')).toBe(false);
    expect(isDeliveryType(3)).toBe(false);
  });
});

const option = (id: DeliveryOption['id'], extra: Partial<DeliveryOption> = {}): DeliveryOption => ({
  id,
  name: id,
  useDestination: false,
  useContextZipCode: false,
  requiresZipCode: false,
  availableBetweenHours: null,
  orderType: orderTypeFor(id) ?? null,
  deliveryServices: [],
  ...extra,
});

const options: DeliveryOption[] = [
  option('DBI', { requiresZipCode: true, useContextZipCode: true }),
  option('EXH', { useDestination: true }),
  option('XXX', { requiresZipCode: true, availableBetweenHours: { start: '06:00', end: '14:00' } }),
  option('EXB', { availableBetweenHours: { start: '07:00', end: '15:30' } }),
  option('24-12', { availableBetweenHours: { start: '00:00', end: '12:00' } }),
];

const settings = { limitedDeliveryOptionId: 'DBI', punchoutDeliveryOptionId: 'EXH' } as const;
// Monday 23 Nov 2026, 10:00 in Stockholm (UTC+1).
const mondayMorning = new Date('2026-11-23T09:00:00Z');
const ids = (list: DeliveryOption[]) => list.map((o) => o.id);

describe('availableDeliveryOptions', () => {
  it('offers every option inside its hours on a working day with a zip code', () => {
    expect(
      ids(availableDeliveryOptions(options, { now: mondayMorning, zipCode: '11122', settings })),
    ).toEqual(['DBI', 'EXH', 'XXX', 'EXB', '24-12']);
  });

  it('drops options that need a zip code when there is none', () => {
    expect(ids(availableDeliveryOptions(options, { now: mondayMorning, zipCode: ' ', settings }))).toEqual([
      'EXH',
      'EXB',
      '24-12',
    ]);
  });

  it('closes a window at its end (end exclusive) in Stockholm time', () => {
    const at1400 = new Date('2026-11-23T13:00:00Z');
    expect(ids(availableDeliveryOptions(options, { now: at1400, zipCode: '11122', settings }))).toEqual([
      'DBI',
      'EXH',
      'EXB',
    ]);
    const summer1400 = new Date('2026-06-15T12:00:00Z');
    expect(ids(availableDeliveryOptions(options, { now: summer1400, zipCode: '11122', settings }))).toEqual([
      'DBI',
      'EXH',
      'EXB',
    ]);
  });

  it('offers no windowed option on a closed day', () => {
    const saturday = new Date('2026-11-21T09:00:00Z');
    expect(ids(availableDeliveryOptions(options, { now: saturday, zipCode: '11122', settings }))).toEqual([
      'DBI',
      'EXH',
    ]);
    const brandDay = { ...settings, extraClosedDays: ['2026-11-23'] };
    expect(
      ids(availableDeliveryOptions(options, { now: mondayMorning, zipCode: '11122', settings: brandDay })),
    ).toEqual(['DBI', 'EXH']);
  });

  it('gives users with limited deliveries only the fixed option', () => {
    const ctx: DeliveryContext = {
      now: mondayMorning,
      zipCode: '11122',
      denyCodes: ['EJ_ALLA_LEVERANSSATT'],
      settings,
    };
    expect(ids(availableDeliveryOptions(options, ctx))).toEqual(['DBI']);
    const expressFixed = { ...settings, limitedDeliveryOptionId: 'XXX' as const };
    expect(availableDeliveryOptions(options, { ...ctx, settings: expressFixed })).toEqual([]);
  });

  it('gives punch-out sessions only their fixed option', () => {
    expect(
      ids(availableDeliveryOptions(options, { now: mondayMorning, mode: 'PUNCHOUT', settings })),
    ).toEqual(['EXH']);
  });

  it('refuses a malformed window', () => {
    const broken = [option('XXX', { availableBetweenHours: { start: '6', end: '14:00' } })];
    expect(() => availableDeliveryOptions(broken, { now: mondayMorning, settings })).toThrow(RangeError);
  });

  it('never offers an option outside what it was given, nor a stock-dependent one to a limited user outside punch-out', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2024-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }),
        fc.subarray(['EJ_ALLA_LEVERANSSATT', 'EJ_ORDER']),
        fc.constantFrom('NORMAL', 'PUNCHOUT', 'APP' as const),
        fc.option(fc.constantFrom('11122', '22100')),
        (now, denyCodes, mode, zipCode) => {
          const result = availableDeliveryOptions(options, { now, denyCodes, mode, zipCode, settings });
          expect(result.every((o) => options.includes(o))).toBe(true);
          if (denyCodes.includes('EJ_ALLA_LEVERANSSATT') || mode === 'PUNCHOUT')
            expect(result.length).toBeLessThanOrEqual(1);
          if (denyCodes.includes('EJ_ALLA_LEVERANSSATT') && mode !== 'PUNCHOUT') {
            expect(result.some(isStockDependentOption)).toBe(false);
          }
        },
      ),
    );
  });
});

describe('Åland postal codes', () => {
  it('lists 36 unique five-digit codes in the 22xxx range', () => {
    expect(ALAND_POSTAL_CODES).toHaveLength(36);
    expect(new Set(ALAND_POSTAL_CODES).size).toBe(36);
    expect(ALAND_POSTAL_CODES.every((code) => /^22\d{3}$/.test(code))).toBe(true);
  });

  it.each([
    ['22100', 'AX'],
    ['22 100', 'AX'],
    ['22950', 'AX'],
    ['22200', 'SE'],
    ['111 22', 'SE'],
  ])('gives %s the country code %s', (code, country) => {
    expect(countryCodeForPostalCode(code)).toBe(country);
  });
});

describe('chosenDeliveryOption', () => {
  it('preselects DBI, the default delivery method, when it is on offer and nothing else is asked', () => {
    expect(chosenDeliveryOption(['EXH', 'DBI', 'XXX'], { preferred: null })).toBe('DBI');
    expect(chosenDeliveryOption(['EXH', 'DBI'], {})).toBe('DBI');
  });

  it("prefers the user's preferred method, then their own default", () => {
    expect(chosenDeliveryOption(['DBI', 'EXH'], { preferred: 'EXH' })).toBe('EXH');
    expect(chosenDeliveryOption(['DBI', 'EXH', 'XXX'], { preferred: null, default: 'XXX' })).toBe('XXX');
    expect(chosenDeliveryOption(['DBI', 'EXH'], { preferred: 'XXX', default: 'EXH' })).toBe('EXH');
  });

  it('takes the only option when neither is on offer, and none when several are', () => {
    expect(chosenDeliveryOption(['EXH'], { preferred: 'XXX' })).toBe('EXH');
    expect(chosenDeliveryOption(['EXH', 'XXX'], { preferred: null })).toBeNull();
    expect(chosenDeliveryOption([], { preferred: 'DBI' })).toBeNull();
  });
});
