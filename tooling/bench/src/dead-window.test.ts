import { describe, expect, it } from 'vitest';
import {
  type DeadWindowRun,
  deadWindowOf,
  medianCountingNever,
  scriptSums,
  summarize,
} from './dead-window.ts';

describe('deadWindowOf', () => {
  it('is the time from the first contentful paint to hydration', () => {
    expect(deadWindowOf(800, 1900)).toBe(1100);
  });

  it('is 0 when the app took over before the first paint', () => {
    expect(deadWindowOf(900, 700)).toBe(0);
  });

  it('has no figure without a paint or without hydration', () => {
    expect(deadWindowOf(null, 1900)).toBeNull();
    expect(deadWindowOf(800, null)).toBeNull();
  });
});

describe('scriptSums', () => {
  const file = (gzipBytes: number, wireBytes: number, responseEnd: number | null) => ({
    gzipBytes,
    wireBytes,
    responseEnd,
  });

  it('counts the files whose last byte came at or before hydration, in KB of 1,024 bytes', () => {
    const files = [file(1024, 512, 500), file(2048, 1024, 1000), file(4096, 2048, 1001)];
    expect(scriptSums(files, 1000)).toEqual({
      beforeHydrationKb: 3,
      totalKb: 7,
      wireBeforeHydrationKb: 1.5,
      wireTotalKb: 3.5,
    });
  });

  it('counts a file without a timing as before hydration: the figure errs towards too much', () => {
    expect(scriptSums([file(1024, 1024, null), file(1024, 1024, 5000)], 1000).beforeHydrationKb).toBe(1);
  });

  it('has no before-hydration figure when the app never took over, but still the total', () => {
    expect(scriptSums([file(1024, 1024, 100)], null)).toEqual({
      beforeHydrationKb: null,
      totalKb: 1,
      wireBeforeHydrationKb: null,
      wireTotalKb: 1,
    });
  });
});

describe('medianCountingNever', () => {
  it.each([
    [[900, 1100, 1000], 1000],
    [[900, 1000, 1100, 1200], 1050],
    [[1000], 1000],
  ])('is the plain median of %j when every run hydrated', (values, expected) => {
    expect(medianCountingNever(values)).toBe(expected);
  });

  it('counts a run that never hydrated as later than every other, never as missing', () => {
    // Left out, the null would make the median 1000; counted as the latest, it is 1100.
    expect(medianCountingNever([900, null, 1100])).toBe(1100);
    expect(medianCountingNever([900, 1000, null, 1100, 1200])).toBe(1100);
  });

  it('has no figure when the median falls on a run that never hydrated', () => {
    expect(medianCountingNever([900, null, null])).toBeNull();
    expect(medianCountingNever([900, null])).toBeNull();
    expect(medianCountingNever([])).toBeNull();
  });
});

describe('summarize', () => {
  const run = (fcpMs: number | null, hydratedMs: number | null, error?: string): DeadWindowRun => ({
    heading: 'Varukorg',
    path: '/cart',
    fcpMs,
    hydratedMs,
    deadWindowMs: deadWindowOf(fcpMs, hydratedMs),
    scriptBeforeHydrationKb: hydratedMs === null ? null : 200,
    scriptTotalKb: error ? null : 300,
    wireBeforeHydrationKb: null,
    wireTotalKb: null,
    scripts: [],
    ...(error ? { error } : {}),
  });

  it('takes each figure’s median on its own: the window is the median of the windows', () => {
    // Windows 3000, 500, 1000: median 1000, while median hydrated − median paint is 2500 − 1000.
    const summary = summarize([run(1000, 4000), run(2000, 2500), run(500, 1500)]);
    expect(summary).toMatchObject({
      fcpMs: 1000,
      hydratedMs: 2500,
      deadWindowMs: 1000,
      scriptBeforeHydrationKb: 200,
      scriptTotalKb: 300,
    });
    expect(summary.runs).toHaveLength(3);
  });

  it('leaves a failed run out, but counts a run that never hydrated against the page', () => {
    const summary = summarize([
      run(1000, 2000),
      run(null, null, 'net::ERR_CONNECTION_REFUSED'),
      run(1000, null),
    ]);
    expect(summary.fcpMs).toBe(1000);
    expect(summary.deadWindowMs).toBeNull();
    expect(summary.hydratedMs).toBeNull();
    expect(summary.scriptTotalKb).toBe(300);
  });
});
