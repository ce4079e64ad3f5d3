import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildOciFields, formatOciNumber, PunchoutError, type PunchoutLine } from './oci';

const line = (n: number, extra: Partial<PunchoutLine> = {}): PunchoutLine => ({
  name: `Träskruv ${n}`,
  articleNumber: `100000${n}`,
  quantity: n,
  price: { netPrice: 89.5, salesPriceUnit: 'STK' },
  attributes: [{ attributeName: 'SSG', attributeValue: `SSG-${n}` }],
  stock: { locations: [{ locationId: '1001', availableToDays: 3 }] },
  breadcrumb: { parents: [{ name: 'Infästning' }, { name: 'Skruv' }] },
  ...extra,
});

describe('buildOciFields', () => {
  it("writes every field of a line in storefront-core §7's order with 1-based indices", () => {
    expect(buildOciFields([line(1)])).toEqual([
      ['NEW_ITEM-DESCRIPTION[1]', 'Träskruv 1'],
      ['NEW_ITEM-VENDORMAT[1]', '1000001'],
      ['NEW_ITEM-QUANTITY[1]', '1'],
      ['NEW_ITEM-CURRENCY[1]', 'SEK'],
      ['NEW_ITEM-PRICEUNIT[1]', '1'],
      ['NEW_ITEM-PRICE[1]', '89.5'],
      ['NEW_ITEM-EXT_PRODUCT_ID[1]', 'SSG-1'],
      ['NEW_ITEM-LEADTIME[1]', '3'],
      ['NEW_ITEM-UNIT[1]', 'STK'],
      ['NEW_ITEM-CUST_FIELD1[1]', '40000000'],
      ['NEW_ITEM-MATGROUP[1]', '40000000'],
      ['NEW_ITEM-CUST_FIELD3[1]', 'Infästning'],
    ]);
  });

  it('defaults the lead time to 1 day and leaves absent values empty', () => {
    const fields = new Map(buildOciFields([line(2, { stock: null, attributes: [], breadcrumb: null })]));
    expect(fields.get('NEW_ITEM-LEADTIME[1]')).toBe('1');
    expect(fields.get('NEW_ITEM-EXT_PRODUCT_ID[1]')).toBe('');
    expect(fields.get('NEW_ITEM-CUST_FIELD3[1]')).toBe('');
  });

  it('applies per-customer rules: empty groups, renamed units, a chosen location', () => {
    const fields = new Map(
      buildOciFields(
        [
          line(3, {
            stock: {
              locations: [
                { locationId: '1001', availableToDays: 3 },
                { locationId: '9000', availableToDays: 7 },
              ],
            },
          }),
        ],
        { materialGroup: '', customField1: '', unitMap: { STK: 'ST' }, locationId: '9000' },
      ),
    );
    expect(fields.get('NEW_ITEM-MATGROUP[1]')).toBe('');
    expect(fields.get('NEW_ITEM-CUST_FIELD1[1]')).toBe('');
    expect(fields.get('NEW_ITEM-UNIT[1]')).toBe('ST');
    expect(fields.get('NEW_ITEM-LEADTIME[1]')).toBe('7');
  });

  it('truncates descriptions to 40 characters, counting å ä ö as one', () => {
    const fields = new Map(buildOciFields([line(4, { name: 'Åäö'.repeat(20) })]));
    expect(fields.get('NEW_ITEM-DESCRIPTION[1]')).toBe('Åäö'.repeat(20).slice(0, 40));
  });

  it('writes numbers with a point, no thousands separator and no exponent', () => {
    const fields = new Map(
      buildOciFields([line(5, { quantity: 2.5, price: { netPrice: 12345.678, salesPriceUnit: 'm' } })]),
    );
    expect(fields.get('NEW_ITEM-QUANTITY[1]')).toBe('2.5');
    expect(fields.get('NEW_ITEM-PRICE[1]')).toBe('12345.678');
    expect(formatOciNumber(1e-7)).toBe('0.0000001');
    expect(formatOciNumber(1e21)).toBe('1e+21');
    expect(() => formatOciNumber(Number.NaN)).toThrow(RangeError);
  });

  it('throws a price PunchoutError naming every line without a price, so nothing is sent', () => {
    let error: unknown;
    try {
      buildOciFields([line(1), line(2, { price: null }), line(3, { price: { netPrice: null } })]);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(PunchoutError);
    expect((error as PunchoutError).code).toBe('price');
    expect((error as PunchoutError).lines).toEqual(['1000002', '1000003']);
  });

  it('numbers lines 1..n contiguously with twelve fields each, descriptions never over 40', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            name: fc.string({ maxLength: 80 }),
            quantity: fc.integer({ min: 1, max: 999 }),
            price: fc.integer({ min: 0, max: 1e6 }),
          }),
          {
            minLength: 1,
            maxLength: 30,
          },
        ),
        (input) => {
          const fields = buildOciFields(
            input.map((l, i) => ({
              name: l.name,
              articleNumber: `A${i}`,
              quantity: l.quantity,
              price: { netPrice: l.price / 100, salesPriceUnit: 'st' },
            })),
          );
          expect(fields).toHaveLength(input.length * 12);
          const indices = new Set(fields.map(([name]) => Number(/\[(\d+)\]$/.exec(name)?.[1])));
          expect([...indices]).toEqual(input.map((_, i) => i + 1));
          for (const [name, value] of fields)
            if (name.startsWith('NEW_ITEM-DESCRIPTION')) expect([...value].length).toBeLessThanOrEqual(40);
        },
      ),
    );
  });
});
