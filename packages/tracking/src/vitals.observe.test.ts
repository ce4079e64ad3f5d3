// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { observeWebVitals } from './vitals';

describe('observeWebVitals', () => {
  it('registers with web-vitals without throwing where the browser has no metrics to give', async () => {
    const pushed: unknown[] = [];
    await expect(observeWebVitals((event) => pushed.push(event))).resolves.toBeUndefined();
    expect(pushed.every((e) => (e as { event: string }).event === 'web-vitals')).toBe(true);
  });
});
