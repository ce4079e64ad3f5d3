import { describe, expect, it } from 'vitest';
import { figure, formatTable, formatTarget, formatValue, median, meets, tally } from './figures.ts';

describe('median', () => {
  it.each([
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
    [[97], 97],
  ])('takes the middle of %j', (values, expected) => {
    expect(median(values)).toBe(expected);
  });

  it('leaves out runs that produced no figure', () => {
    expect(median([null, 90, undefined, 80, 100])).toBe(90);
  });

  it('is null when no run produced a figure', () => {
    expect(median([null, null])).toBeNull();
    expect(median([])).toBeNull();
  });
});

describe('meets', () => {
  it('compares scores from below and sizes and times from above, bounds included', () => {
    expect(meets(95, { op: '>=', value: 95 })).toBe(true);
    expect(meets(94, { op: '>=', value: 95 })).toBe(false);
    expect(meets(2000, { op: '<=', value: 2000 })).toBe(true);
    expect(meets(2001, { op: '<=', value: 2000 })).toBe(false);
  });

  it('never counts a missing figure as met', () => {
    expect(meets(null, { op: '<=', value: 130 })).toBe(false);
  });

  it('has no verdict without a target', () => {
    expect(meets(12, null)).toBeNull();
  });
});

describe('formatValue and formatTarget', () => {
  it('shows LCP in seconds, sizes in KB and scores as integers', () => {
    expect(formatValue('lcpMs', 1915.4)).toBe('1.92 s');
    expect(formatValue('jsBeforeLcpKb', 80.71)).toBe('80.7 KB');
    expect(formatValue('performance', 99)).toBe('99');
    expect(formatValue('performance', null)).toBe('no result');
    expect(formatTarget('lcpMs', { op: '<=', value: 2000 })).toBe('≤ 2.00 s');
    expect(formatTarget('accessibility', { op: '>=', value: 100 })).toBe('≥ 100');
    expect(formatTarget('tbtMs', null)).toBe('—');
    expect(formatValue('deadWindowMs', 1234.56)).toBe('1235 ms');
    expect(formatTarget('deadWindowMs', { op: '<=', value: 1000 })).toBe('≤ 1000 ms');
    expect(formatValue('scriptBeforeHydrationKb', 199.96)).toBe('200.0 KB');
  });
});

describe('formatTable', () => {
  const pages = [
    {
      id: 'product',
      path: '/produkt/x',
      figures: {
        jsBeforeLcpKb: figure(140, { op: '<=', value: 130 }),
        performance: figure(99, { op: '>=', value: 95 }, [98, 99, 100]),
        bestPractices: figure(100, null),
      },
    },
  ];

  it('prints one row per figure with its target and verdict', () => {
    const lines = formatTable(pages).split('\n');
    expect(lines).toHaveLength(5);
    expect(lines[0]).toMatch(/^page\s+path\s+figure\s+value\s+target\s+result$/);
    expect(lines[2]).toMatch(/gzip JS before largest paint\s+140\.0 KB\s+≤ 130\.0 KB\s+NOT MET$/);
    expect(lines[3]).toMatch(/Lighthouse performance\s+99\s+≥ 95\s+met$/);
    expect(lines[4]).toMatch(/Lighthouse best practices\s+100\s+—\s+info$/);
  });

  it('counts targets met and not met, leaving out figures without a target', () => {
    expect(tally(pages)).toEqual({ met: 1, notMet: 1 });
  });
});
