import { describe, expect, it } from 'vitest';
import { rateWebVital, WEB_VITAL_THRESHOLDS, type WebVitalName, webVitalsEvent } from './vitals';

describe('rateWebVital', () => {
  const cases = (Object.entries(WEB_VITAL_THRESHOLDS) as [WebVitalName, readonly [number, number]][]).flatMap(
    ([name, [good, poor]]) => {
      const step = name === 'CLS' ? 0.001 : 1;
      return [
        [name, good - step, 'good'],
        [name, good, 'good'],
        [name, good + step, 'needs-improvement'],
        [name, poor, 'needs-improvement'],
        [name, poor + step, 'poor'],
      ] as const;
    },
  );

  it('uses the spec thresholds', () => {
    expect(WEB_VITAL_THRESHOLDS).toEqual({
      FCP: [1800, 3000],
      CLS: [0.1, 0.25],
      FID: [100, 300],
      INP: [200, 500],
      LCP: [2500, 4000],
      TTFB: [800, 1800],
    });
  });

  it.each(cases)('%s %d is %s', (name, value, rating) => {
    expect(rateWebVital(name, value)).toBe(rating);
  });
});

describe('webVitalsEvent', () => {
  it('pushes a rated web-vitals event, CLS to 3 decimals and times in whole ms', () => {
    expect(webVitalsEvent({ name: 'CLS', value: 0.12345, id: 'v1' })).toEqual({
      event: 'web-vitals',
      web_vitals: { name: 'CLS', value: 0.123, rating: 'needs-improvement', id: 'v1' },
    });
    expect(webVitalsEvent({ name: 'LCP', value: 2400.6, id: 'v2' }).web_vitals).toMatchObject({
      value: 2401,
      rating: 'good',
    });
  });
});
