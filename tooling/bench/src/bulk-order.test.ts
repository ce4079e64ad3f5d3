import { describe, expect, it } from 'vitest';
import { BULK, bulkLines, pasteText, usableAt } from './bulk-order.ts';

describe('bulkLines', () => {
  it('takes each article once, in order, with quantities 1 to 5 in turn', () => {
    expect(bulkLines(['a1', 'a2', 'a1', 'a3', 'a4', 'a5', 'a6'], 6)).toEqual([
      { articleNumber: 'a1', quantity: 1 },
      { articleNumber: 'a2', quantity: 2 },
      { articleNumber: 'a3', quantity: 3 },
      { articleNumber: 'a4', quantity: 4 },
      { articleNumber: 'a5', quantity: 5 },
      { articleNumber: 'a6', quantity: 1 },
    ]);
  });

  it('refuses to make a smaller cart than asked for', () => {
    expect(() => bulkLines(['a1', 'a2', 'a2'], 3)).toThrow(
      'The sandbox has 2 orderable articles; the bench needs 3',
    );
  });

  it("sizes issue 37's targets: a 200-line paste and a 1,000-line cart", () => {
    expect(BULK).toEqual({ pasteLines: 200, cartLines: 1000 });
  });
});

describe('pasteText', () => {
  it('writes a header row and one tab-separated row per line, as a spreadsheet copies cells', () => {
    expect(
      pasteText([
        { articleNumber: '1100602', quantity: 3 },
        { articleNumber: '1100603', quantity: 1 },
      ]),
    ).toBe('Artikelnummer\tAntal\n1100602\t3\n1100603\t1');
  });
});

describe('usableAt', () => {
  it('is the moment the app took over when no long task follows it', () => {
    expect(usableAt(900, [], 1000, 2000)).toBe(900);
    expect(usableAt(900, [[200, 300]], 1000, 2000)).toBe(900);
  });

  it('is the end of the last long task before the first quiet second', () => {
    // 950-1070, then 1500-1580 (within a second), then quiet until 4000.
    expect(
      usableAt(
        900,
        [
          [950, 120],
          [1500, 80],
          [4000, 60],
        ],
        1000,
        5000,
      ),
    ).toBe(1580);
  });

  it('counts a long task that began before the app took over but ended after it', () => {
    expect(usableAt(900, [[800, 300]], 1000, 3000)).toBe(1100);
  });

  it('reads the tasks in time order whatever order they came in', () => {
    expect(
      usableAt(
        0,
        [
          [700, 100],
          [100, 100],
        ],
        1000,
        3000,
      ),
    ).toBe(800);
  });

  it('has no figure when the page was not watched for a quiet stretch after it, or never took over', () => {
    expect(usableAt(900, [[1500, 80]], 1000, 2000)).toBeNull();
    expect(usableAt(null, [], 1000, 9000)).toBeNull();
  });
});
