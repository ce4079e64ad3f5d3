import { describe, expect, it } from 'vitest';
import { numberKey, readPaste, readQuantity } from './paste-lines';

describe('readQuantity', () => {
  it.each([
    ['2', 2],
    ['2,5', 2.5],
    ['2.5', 2.5],
    ['1 000', 1000],
    ['1\u00a0000', 1000],
    ['1.000', 1000],
    ['1.000,5', 1000.5],
    ['1,000.5', 1000.5],
    ['12,25', 12.25],
  ])('reads %s as %s', (text, value) => expect(readQuantity(text)).toBe(value));

  it.each(['', '0', '-2', 'två', '2,5,5', '1.2.3x', 'NaN'])('refuses %j', (text) =>
    expect(readQuantity(text)).toBeNull(),
  );
});

describe('readPaste', () => {
  it('reads tabs from a spreadsheet, skips its header row and empty rows, and keeps the unit', () => {
    const { lines, skipped } = readPaste(
      'Artikelnummer\tAntal\tEnhet\n\n1000001\t4\tst\r\n1703824\t2,5\tm\n',
    );
    expect(lines).toEqual([
      { number: '1000001', quantity: 4, unit: 'st', rows: [3] },
      { number: '1703824', quantity: 2.5, unit: 'm', rows: [4] },
    ]);
    expect(skipped).toEqual([{ row: 1, text: 'Artikelnummer\tAntal\tEnhet', reason: 'header' }]);
  });

  it('reads semicolons, commas (a decimal comma inside the quantity) and spaces', () => {
    const { lines } = readPaste(
      ['1000001;3', '1000002,2,5', '1000003, 7', 'NB-1001 12 st', 'NB 2002 1 000', '1000004 2,5 m'].join(
        '\n',
      ),
    );
    expect(lines.map((l) => [l.number, l.quantity, l.unit])).toEqual([
      ['1000001', 3, null],
      ['1000002', 2.5, null],
      ['1000003', 7, null],
      ['NB-1001', 12, 'st'],
      ['NB 2002', 1000, null],
      ['1000004', 2.5, 'm'],
    ]);
  });

  it('sums duplicates, also when one is written with dashes or spaces, and names their rows', () => {
    const { lines } = readPaste('1000001\t2\n1000-001\t3\nnb-1001\t1\nNB-1001\t1');
    expect(lines).toEqual([
      { number: '1000001', quantity: 5, unit: null, rows: [1, 2] },
      { number: 'nb-1001', quantity: 2, unit: null, rows: [3, 4] },
    ]);
  });

  it('names a row without a quantity or without a number, and a header only before the first line', () => {
    const { lines, skipped } = readPaste('1000001\t2\nAntal\tArtikel\n1000002\n\t5');
    expect(lines).toHaveLength(1);
    expect(skipped).toEqual([
      { row: 2, text: 'Antal\tArtikel', reason: 'no-quantity' },
      { row: 3, text: '1000002', reason: 'no-quantity' },
      { row: 4, text: '5', reason: 'no-number' },
    ]);
  });

  it('keys our numbers without spaces and dashes, the customer’s own as written in lower case', () => {
    expect(numberKey('1 000-001')).toBe('1000001');
    expect(numberKey(' NB-1001 ')).toBe('nb-1001');
  });
});
