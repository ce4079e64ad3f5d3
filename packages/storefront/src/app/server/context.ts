import { type CheckoutHold, createCheckoutHold } from './checkout-hold';
import { createServerErrorReporting, type ServerErrorReporting } from './error-reporting';
import { type RequestFacts, requestFacts } from './http';
import type { StorefrontServerOptions } from './options';
import { createSessionCoordinator, type SessionCoordinator } from './session-coordinator';
import { createSessions, type Sessions } from './sessions';
import { createTelemetry, type Telemetry } from './telemetry';

/** What every sub-app of the server is given: the options and what is built from them once. */
export interface ServerContext {
  options: StorefrontServerOptions;
  /** Logs (pino JSON with the request id) and metrics. */
  telemetry: Telemetry;
  /** Where the server's log lines go (`options.log`, else pino's JSON on stdout). */
  log: (line: string) => void;
  now: () => number;
  /** Error reporting to the brand's DSN; null without one. */
  errors: ServerErrorReporting | null;
  /** Where a request came from, as the proxy settings allow it to be read. */
  facts: RequestFacts;
  sessions: Sessions;
  /** Where the sessions' shared memory lives (this process, or Redis); closed on shutdown. */
  coordinator: SessionCoordinator;
  /** The checkout's details between its posted steps, and the orders a posted 'Skicka order' placed. */
  checkout: CheckoutHold;
}

export function createServerContext(
  options: StorefrontServerOptions,
  telemetry: Telemetry = createTelemetry({ brandId: options.brandId, log: options.log }),
): ServerContext {
  const { log } = telemetry;
  const now = options.now ?? Date.now;
  const tracking = options.tracking ?? {};
  const errors = tracking.errorDsn
    ? createServerErrorReporting({
        dsn: tracking.errorDsn,
        brandId: options.brandId,
        environment: tracking.environment,
        fetch: options.fetch,
        log,
      })
    : null;
  const coordinator = options.tokenKeeper
    ? options.tokenKeeper.coordinator
    : createSessionCoordinator({ redisUrl: options.redisUrl, secret: options.sessionSecret, log });
  const sessions = createSessions({
    commerceUrl: options.commerceUrl,
    sessionSecret: options.sessionSecret,
    fetch: options.fetch,
    keeper: options.tokenKeeper,
    coordinator,
    refreshMarginSeconds: options.tokenRefreshMarginSeconds,
    onRefresh: (outcome) => telemetry.metrics.refreshes.inc({ outcome }),
    now,
  });
  const checkout = createCheckoutHold(options.sessionSecret, now);
  return {
    options,
    telemetry,
    log,
    now,
    errors,
    facts: requestFacts(options.proxy),
    sessions,
    coordinator,
    checkout,
  };
}
