import { Hono, type MiddlewareHandler } from 'hono';
import { ERROR_TUNNEL_PATH } from '../tracking';
import type { ServerContext } from './context';
import { ENVELOPE_LIMIT } from './error-reporting';
import { tooLarge } from './http';
import { createRateLimiter } from './limits';
import { CSP_REPORT_PATH } from './security';

const CSP_REPORT_LIMIT = 16 * 1024;
/** CSP reports and error events one client address may post per minute. */
const REPORTS_PER_MINUTE = 30;
/** CSP report lines written to the log per minute, all clients together; the rest are counted. */
const CSP_LOG_LINES_PER_MINUTE = 60;

/**
 * What the browser reports: its errors (`/_errors`, Sentry's tunnel), passed on to our DSN
 * only, and Content-Security-Policy violations (`/csp-report`), one line each in the log.
 * Anyone may post them: per client address, and what reaches the log, both bounded.
 */
export function createReportsApp({ log, now, errors, facts }: ServerContext) {
  const reportLimit = createRateLimiter({ max: REPORTS_PER_MINUTE, windowMs: 60_000, now });
  const cspLogLimit = createRateLimiter({ max: CSP_LOG_LINES_PER_MINUTE, windowMs: 60_000, now });
  let cspDropped = 0;
  const app = new Hono();

  /** 429 past REPORTS_PER_MINUTE from one client address, before the body is read. */
  const reportRate: MiddlewareHandler = async (c, next) => {
    const taken = reportLimit.take(facts.clientAddress(c));
    if (!taken.allowed) return c.body(null, 429, { 'retry-after': String(taken.retryAfterSeconds) });
    return next();
  };

  app.post(ERROR_TUNNEL_PATH, reportRate, tooLarge(ENVELOPE_LIMIT), async (c) => {
    if (!errors) return c.json({ message: 'Error reporting is off' }, 404);
    const answer = await errors.forward(await c.req.text());
    return answer.status === 200
      ? c.body(null, 200)
      : c.json({ message: answer.message }, answer.status as 400);
  });

  // A report is one line in the log, at most CSP_LOG_LINES_PER_MINUTE a minute; past that they
  // are counted, and the count is logged with the next line that gets through.
  app.post(CSP_REPORT_PATH, reportRate, tooLarge(CSP_REPORT_LIMIT), async (c) => {
    const text = (await c.req.text()).slice(0, 2048).replace(/\s+/g, ' ');
    if (cspLogLimit.take('log').allowed) {
      log(`csp-violation ${text}${cspDropped ? ` (${cspDropped} reports not logged before this one)` : ''}`);
      cspDropped = 0;
    } else cspDropped++;
    return c.body(null, 204);
  });

  return app;
}
