import { quantityRule } from '@shop/stock-rules';
import { describe, expect, it } from 'vitest';
import { guardAdd, guardAddContext } from './add-guard';

const fivePack = quantityRule({ unit: 'st', orderMultiple: 5 });

describe('guardAdd', () => {
  it('refuses in the order the customer has to fix it: sign in, then delivery, then quantity', () => {
    expect(
      guardAdd({ signedIn: false, mayOrder: true, deliveryId: null, quantity: 'x', rule: fivePack }),
    ).toEqual({
      ok: false,
      refusal: 'sign-in',
    });
    expect(
      guardAdd({ signedIn: true, mayOrder: true, deliveryId: null, quantity: 'x', rule: fivePack }),
    ).toEqual({
      ok: false,
      refusal: 'delivery',
    });
    expect(
      guardAdd({ signedIn: true, mayOrder: true, deliveryId: 'DBI', quantity: 'x', rule: fivePack }),
    ).toEqual({
      ok: false,
      refusal: 'quantity',
    });
  });

  it('refuses an EJ_ORDER user whatever the quantity', () => {
    expect(
      guardAdd({ signedIn: true, mayOrder: false, deliveryId: 'DBI', quantity: '5', rule: fivePack }),
    ).toEqual({
      ok: false,
      refusal: 'order',
    });
  });

  it('rounds 7 of a five-pack up to 10, typed or as a number', () => {
    expect(
      guardAdd({ signedIn: true, mayOrder: true, deliveryId: 'DBI', quantity: '7', rule: fivePack }),
    ).toEqual({
      ok: true,
      quantity: 10,
      deliveryId: 'DBI',
    });
    expect(
      guardAdd({ signedIn: true, mayOrder: true, deliveryId: 'EXH', quantity: 7, rule: fivePack }),
    ).toMatchObject({
      quantity: 10,
    });
  });

  it('takes an empty field as one order multiple', () => {
    expect(
      guardAdd({ signedIn: true, mayOrder: true, deliveryId: 'DBI', quantity: '  ', rule: fivePack }),
    ).toMatchObject({
      quantity: 5,
    });
  });

  it.each([['0'], ['-3'], ['abc'], [Number.NaN], [null]])('refuses %s as a quantity', (quantity) => {
    expect(guardAdd({ signedIn: true, mayOrder: true, deliveryId: 'DBI', quantity, rule: fivePack })).toEqual(
      {
        ok: false,
        refusal: 'quantity',
      },
    );
  });

  it('reads a decimal comma for goods sold by the metre', () => {
    const metre = quantityRule({ unit: 'm', orderMultiple: 1 });
    expect(
      guardAdd({ signedIn: true, mayOrder: true, deliveryId: 'DBI', quantity: '12,5', rule: metre }),
    ).toMatchObject({
      quantity: 12.5,
    });
  });
});

describe('guardAddContext', () => {
  it('checks only who adds and how it is delivered', () => {
    expect(guardAddContext({ signedIn: false, mayOrder: true, deliveryId: 'DBI' })).toEqual({
      ok: false,
      refusal: 'sign-in',
    });
    expect(guardAddContext({ signedIn: true, mayOrder: true, deliveryId: undefined })).toEqual({
      ok: false,
      refusal: 'delivery',
    });
    expect(guardAddContext({ signedIn: true, mayOrder: true, deliveryId: 'DBI' })).toEqual({
      ok: true,
      deliveryId: 'DBI',
    });
  });

  it('refuses a user who may not order (EJ_ORDER) once signed in, before the delivery method', () => {
    expect(guardAddContext({ signedIn: true, mayOrder: false, deliveryId: null })).toEqual({
      ok: false,
      refusal: 'order',
    });
    expect(guardAddContext({ signedIn: false, mayOrder: false, deliveryId: 'DBI' })).toEqual({
      ok: false,
      refusal: 'sign-in',
    });
  });
});
