export type WebVitalName = 'FCP' | 'CLS' | 'FID' | 'INP' | 'LCP' | 'TTFB';
export type WebVitalRating = 'good' | 'needs-improvement' | 'poor';

/** The spec's thresholds (content-layer §9): good up to the first, poor above the second. */
export const WEB_VITAL_THRESHOLDS: Readonly<Record<WebVitalName, readonly [number, number]>> = {
  FCP: [1800, 3000],
  CLS: [0.1, 0.25],
  FID: [100, 300],
  INP: [200, 500],
  LCP: [2500, 4000],
  // Not in §9: web-vitals' own thresholds (the server's answer time is ours to watch).
  TTFB: [800, 1800],
};

/**
 * Rates a web-vital value: at or below the first threshold good, at or below
 * the second needs improvement, above it poor.
 *
 * @example
 * rateWebVital('LCP', 2500) // 'good'
 */
export function rateWebVital(name: WebVitalName, value: number): WebVitalRating {
  const [good, poor] = WEB_VITAL_THRESHOLDS[name];
  if (value <= good) return 'good';
  if (value <= poor) return 'needs-improvement';
  return 'poor';
}

export interface WebVitalsEvent {
  event: 'web-vitals';
  web_vitals: { name: WebVitalName; value: number; rating: WebVitalRating; id: string };
}

/** The data-layer event of one measurement. @example webVitalsEvent({ name: 'CLS', value: 0.05, id: 'v1' }) */
export function webVitalsEvent(metric: { name: WebVitalName; value: number; id: string }): WebVitalsEvent {
  const value = metric.name === 'CLS' ? Math.round(metric.value * 1000) / 1000 : Math.round(metric.value);
  return {
    event: 'web-vitals',
    web_vitals: { name: metric.name, value, rating: rateWebVital(metric.name, metric.value), id: metric.id },
  };
}

/**
 * Reports FCP, CLS, INP, LCP and TTFB from the `web-vitals` library as data-layer
 * events. (FID left web-vitals in v5; INP replaces it, `rateWebVital` still rates FID.)
 *
 * @example
 * observeWebVitals((event) => dataLayer.push(event));
 */
export async function observeWebVitals(push: (event: WebVitalsEvent) => void): Promise<void> {
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals');
  const report = (metric: { name: string; value: number; id: string }) =>
    push(webVitalsEvent(metric as { name: WebVitalName; value: number; id: string }));
  onFCP(report);
  onCLS(report);
  onINP(report);
  onLCP(report);
  onTTFB(report);
}
