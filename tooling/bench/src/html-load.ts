// The product page's HTML under load (issue 15): autocannon, one connection per simulated
// shopper, every response's latency recorded so the 95th percentile is exact (autocannon's own
// summary has p90 and p97.5, not p95).
import autocannon from 'autocannon';

export interface HtmlLoad {
  p50Ms: number;
  p95Ms: number;
  requestsPerSecond: number;
  /** Connection errors, timeouts and answers other than 200. */
  errors: number;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN);

function run(url: string, connections: number, seconds: number, latencies?: number[]) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections, duration: seconds, headers: { 'accept-encoding': 'br, gzip' } },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    if (latencies)
      instance.on('response', (_client, statusCode, _bytes, responseTime) => {
        if (statusCode === 200) latencies.push(responseTime);
      });
  });
}

export async function measureHtmlLoad(
  url: string,
  { connections, seconds }: { connections: number; seconds: number },
): Promise<HtmlLoad> {
  // Two unrecorded seconds first: JIT and the first GC are not what a running server sees.
  await run(url, connections, 2);
  const latencies: number[] = [];
  const result = await run(url, connections, seconds, latencies);
  latencies.sort((a, b) => a - b);
  return {
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    requestsPerSecond: result.requests.average,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}
