import type { ResolvedOptions } from './options';

/** Spaces request starts at least 1000/rate ms apart (content-layer §9: 1 to 30 per second). */
export function createThrottle(rate: number | undefined, now: () => number = Date.now) {
  let next = 0;
  return async function throttle(): Promise<void> {
    if (!rate) return;
    const interval = 1000 / rate;
    const t = now();
    const start = Math.max(t, next);
    next = start + interval;
    if (start > t) await new Promise((resolve) => setTimeout(resolve, start - t));
  };
}

const RETRY_STATUS = (status: number) => status === 429 || status >= 500;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * fetch with the client's throttle, a timeout per attempt, and retries of
 * 429, 5xx and connection failures with exponential backoff (a 429's
 * `X-Contentful-RateLimit-Reset` is honoured), up to `retryLimit` retries.
 */
export function createFetch(options: ResolvedOptions, throttle: () => Promise<void>): typeof fetch {
  return async (input, init) => {
    for (let attempt = 0; ; attempt++) {
      await throttle();
      const signals = [AbortSignal.timeout(options.timeout), ...(init?.signal ? [init.signal] : [])];
      try {
        const response = await options.fetch(input, { ...init, signal: AbortSignal.any(signals) });
        if (!RETRY_STATUS(response.status) || attempt >= options.retryLimit) return response;
        const reset = Number(response.headers.get('x-contentful-ratelimit-reset'));
        await sleep(reset > 0 ? reset * 1000 : options.retryBaseDelayMs * 2 ** attempt);
      } catch (error) {
        if (init?.signal?.aborted || attempt >= options.retryLimit) throw error;
        await sleep(options.retryBaseDelayMs * 2 ** attempt);
      }
    }
  };
}
