import { describe, expect, it } from 'vitest';
import { type JsFile, sumBeforeLcp } from './js-before-lcp.ts';

const file = (gzipBytes: number, beforeLcp: boolean): JsFile => ({
  url: '/assets/x.js',
  bytes: gzipBytes * 3,
  gzipBytes,
  wireBytes: null,
  encoding: null,
  responseEnd: 100,
  beforeLcp,
});

describe('sumBeforeLcp', () => {
  it('sums the gzip size of the files that finished before the largest paint, in KB of 1,024 bytes', () => {
    expect(sumBeforeLcp([file(1024, true), file(2048, true), file(4096, false)])).toBe(3);
  });

  it('is zero when nothing loaded before the paint', () => {
    expect(sumBeforeLcp([file(1024, false)])).toBe(0);
  });
});
