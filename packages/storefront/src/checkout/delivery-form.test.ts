import { isClosedDay, nextDeliverableDate } from '@shop/delivery-rules';
import { describe, expect, it } from 'vitest';
import { deliverableDates } from './checkout-parts';
import {
  deliveryDetailsFromForm,
  deliveryFieldName,
  deliveryFormErrors,
  NOTE_MAX,
  orderDetailsOf,
  REFERENCE_MAX,
  storesFor,
} from './delivery-form';

// A Monday in December 2026: the first deliverable date is Tuesday 1 December.
const rules = { firstDate: '2026-12-01', extraClosedDays: [] as string[] };

describe('deliveryDetailsFromForm', () => {
  it('reads an address for a home delivery and a store for a store delivery, as typed', () => {
    const form = new URLSearchParams({
      [deliveryFieldName('address', 'DBI')]: 'a1',
      [deliveryFieldName('store', 'DBI')]: 'ignored',
      [deliveryFieldName('date', 'DBI')]: '2026-12-07',
      [deliveryFieldName('reference', 'DBI')]: 'Kv. Hamnen',
      [deliveryFieldName('note', 'DBI')]: 'Ring  vid grinden ',
      [deliveryFieldName('store', 'EXH')]: '1002',
      [deliveryFieldName('date', 'EXH')]: '2026-12-08',
    });
    expect(deliveryDetailsFromForm(form, ['DBI', 'EXH'])).toEqual({
      DBI: {
        addressId: 'a1',
        requestedDeliveryDate: '2026-12-07',
        reference: 'Kv. Hamnen',
        deliveryNote: 'Ring  vid grinden ',
      },
      EXH: { storeId: '1002', requestedDeliveryDate: '2026-12-08', reference: '', deliveryNote: '' },
    });
  });

  it('leaves out deliveries the order does not hold, and reads a missing field as empty', () => {
    const form = new URLSearchParams({ [deliveryFieldName('date', 'XXX')]: '2026-12-07' });
    expect(deliveryDetailsFromForm(form, ['DBI'])).toEqual({
      DBI: { addressId: undefined, requestedDeliveryDate: '', reference: '', deliveryNote: '' },
    });
  });

  it('reads a FormData the same way, and a file where text belongs as empty', () => {
    const form = new FormData();
    form.set(deliveryFieldName('date', 'DBI'), '2026-12-07');
    form.set(deliveryFieldName('note', 'DBI'), new Blob(['x']), 'note.txt');
    expect(deliveryDetailsFromForm(form, ['DBI']).DBI).toMatchObject({
      requestedDeliveryDate: '2026-12-07',
      deliveryNote: '',
    });
  });
});

describe('deliveryFormErrors', () => {
  const ok = { addressId: 'a1', requestedDeliveryDate: '2026-12-07', reference: '', deliveryNote: '' };

  it('accepts a complete delivery', () => {
    expect(deliveryFormErrors(['DBI'], { DBI: ok }, rules)).toEqual({});
    expect(
      deliveryFormErrors(['EXH'], { EXH: { ...ok, addressId: undefined, storeId: '1002' } }, rules),
    ).toEqual({});
  });

  it.each([
    ['no address for a home delivery', 'DBI', { addressId: undefined }, 'DBI.address', 'address'],
    ['no store for a store delivery', 'EXH', { addressId: undefined }, 'EXH.store', 'store'],
    ['a weekend date', 'DBI', { requestedDeliveryDate: '2026-12-05' }, 'DBI.date', 'date'],
    [
      'a date before the first deliverable one',
      'DBI',
      { requestedDeliveryDate: '2026-11-30' },
      'DBI.date',
      'date',
    ],
    ['Christmas Eve', 'DBI', { requestedDeliveryDate: '2026-12-24' }, 'DBI.date', 'date'],
    ['no date at all', 'DBI', { requestedDeliveryDate: '' }, 'DBI.date', 'date'],
    ['not a calendar date', 'DBI', { requestedDeliveryDate: '2026-02-30' }, 'DBI.date', 'date'],
    ['a note one character too long', 'DBI', { deliveryNote: 'x'.repeat(NOTE_MAX + 1) }, 'DBI.note', 'note'],
    [
      'a reference one character too long',
      'DBI',
      { reference: 'x'.repeat(REFERENCE_MAX + 1) },
      'DBI.reference',
      'reference',
    ],
  ] as const)('refuses %s', (_, deliveryId, change, key, error) => {
    expect(deliveryFormErrors([deliveryId], { [deliveryId]: { ...ok, ...change } }, rules)).toEqual({
      [key]: error,
    });
  });

  it('takes a note and a reference of exactly their maximum length', () => {
    const longest = { ...ok, deliveryNote: 'ö'.repeat(NOTE_MAX), reference: 'å'.repeat(REFERENCE_MAX) };
    expect(deliveryFormErrors(['DBI'], { DBI: longest }, rules)).toEqual({});
  });

  it("refuses the brand's own closed days", () => {
    expect(deliveryFormErrors(['DBI'], { DBI: ok }, { ...rules, extraClosedDays: ['2026-12-07'] })).toEqual({
      'DBI.date': 'date',
    });
  });

  it('refuses an address or store the customer may not deliver to, when the lists are given', () => {
    const lists = {
      ...rules,
      addressIds: new Set(['a2']),
      storeIds: new Map([
        ['EXH', new Set(['1001'])],
        ['EXB', new Set(['1002'])],
      ]),
    };
    expect(
      deliveryFormErrors(
        ['DBI', 'EXH'],
        { DBI: ok, EXH: { ...ok, addressId: undefined, storeId: '1002' } },
        lists,
      ),
    ).toEqual({ 'DBI.address': 'address', 'EXH.store': 'store' });
    // The same store is right for the method it offers.
    expect(
      deliveryFormErrors(['EXB'], { EXB: { ...ok, addressId: undefined, storeId: '1002' } }, lists),
    ).toEqual({});
  });

  it("offers a store-bound delivery only the brand's stores that offer its method, by name", () => {
    const locations = [
      { id: '1002', name: 'Butik Uppsala', deliveryMethods: ['EXH', 'EXB'] },
      { id: '9000', name: 'Centrallager', deliveryMethods: ['EXH'] },
      { id: '1001', name: 'Butik Kista', deliveryMethods: ['EXH'] },
      { id: '1003', name: 'Butik Arboga', deliveryMethods: ['DBI'] },
    ];
    expect(storesFor(locations, 'EXH', '9000').map((l) => l.id)).toEqual(['1001', '1002']);
    expect(storesFor(locations, 'EXB', '9000').map((l) => l.id)).toEqual(['1002']);
  });

  it('refuses a delivery in the order with no details at all', () => {
    expect(deliveryFormErrors(['DBI'], {}, rules)).toEqual({ 'DBI.address': 'address', 'DBI.date': 'date' });
  });

  describe("with the customer's 'Referens krävs'", () => {
    const required = { ...rules, reference: { referenceRequired: true, referencePattern: '^P-\\d{5}$' } };

    it.each([
      ['no reference', undefined, 'referenceRequired'],
      ['an empty reference', '', 'referenceRequired'],
      ['only spaces', '  ', 'referenceRequired'],
      ['a reference not of the pattern', 'P-123', 'referenceInvalid'],
      ['the pattern in a longer text', 'Kv. Hamnen P-12345', 'referenceInvalid'],
    ] as const)('refuses %s on every delivery of the order', (_, reference, error) => {
      expect(
        deliveryFormErrors(
          ['DBI', 'EXH'],
          { DBI: { ...ok, reference }, EXH: { ...ok, addressId: undefined, storeId: '1002', reference } },
          required,
        ),
      ).toEqual({ 'DBI.reference': error, 'EXH.reference': error });
    });

    it('takes a reference of the pattern, spaces around it too', () => {
      expect(deliveryFormErrors(['DBI'], { DBI: { ...ok, reference: ' P-12345 ' } }, required)).toEqual({});
    });

    it('asks only for some reference when there is no pattern', () => {
      const any = { ...rules, reference: { referenceRequired: true, referencePattern: null } };
      expect(deliveryFormErrors(['DBI'], { DBI: { ...ok, reference: 'Bod 4' } }, any)).toEqual({});
      expect(deliveryFormErrors(['DBI'], { DBI: ok }, any)).toEqual({ 'DBI.reference': 'referenceRequired' });
    });

    it('says a reference over 40 characters is too long, before its pattern', () => {
      const long = `P-12345${'x'.repeat(REFERENCE_MAX)}`;
      expect(deliveryFormErrors(['DBI'], { DBI: { ...ok, reference: long } }, required)).toEqual({
        'DBI.reference': 'reference',
      });
    });

    it('asks for nothing when the setting is off or could not be read', () => {
      const off = { ...rules, reference: { referenceRequired: false, referencePattern: '^P-\\d{5}$' } };
      expect(deliveryFormErrors(['DBI'], { DBI: ok }, off)).toEqual({});
      expect(deliveryFormErrors(['DBI'], { DBI: ok }, { ...rules, reference: null })).toEqual({});
    });
  });
});

describe('orderDetailsOf', () => {
  it('sends only what was given, for the deliveries in the order', () => {
    expect(
      orderDetailsOf(['DBI', 'EXH'], {
        DBI: { addressId: 'a1', requestedDeliveryDate: '2026-12-07', reference: 'P 12', deliveryNote: '' },
        EXH: { storeId: '1002', requestedDeliveryDate: '2026-12-08' },
        XXX: { requestedDeliveryDate: '2026-12-09' },
      }),
    ).toEqual({
      DBI: { requestedDeliveryDate: '2026-12-07', addressId: 'a1', reference: 'P 12' },
      EXH: { requestedDeliveryDate: '2026-12-08', storeId: '1002' },
    });
  });
});

describe('deliverableDates', () => {
  it('lists every deliverable day from the first one for six months, no closed day among them', () => {
    const now = new Date('2026-12-21T09:00:00Z');
    const dates = deliverableDates(now, []);
    expect(dates[0]).toBe(nextDeliverableDate(now));
    expect(dates[0]).toBe('2026-12-22');
    expect(dates).not.toContain('2026-12-24');
    expect(dates).not.toContain('2026-12-26');
    expect(dates.some((iso) => isClosedDay(iso))).toBe(false);
    expect(dates.at(-1)).toBe('2027-06-21');
    expect([...dates].sort()).toEqual(dates);
  });

  it("leaves out the brand's own closed days and ends on the last day of a shorter month", () => {
    const dates = deliverableDates(new Date('2026-08-31T08:00:00Z'), ['2026-09-02']);
    expect(dates[0]).toBe('2026-09-01');
    expect(dates).not.toContain('2026-09-02');
    expect(dates.at(-1)).toBe('2027-02-26');
  });
});
