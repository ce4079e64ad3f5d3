import ky, { HTTPError, type KyInstance, NetworkError, TimeoutError } from 'ky';
import type { z } from 'zod/mini';
import { SessionTokens } from './contract/auth';
import { type CartFailureDetail, CommerceError, messageKeyFor, type Service } from './errors';
import { isLegacyToken, isTokenValid, type TokenStore } from './tokens';

/** Idempotent methods are retried; POST and PATCH never are. */
export const RETRY_METHODS = ['get', 'head', 'put', 'delete', 'options'] as const;
/** Statuses retried (spec §8). ky's defaults differ: 413 out, 409 and 425 in. */
export const RETRY_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504] as const;

/** The search service's `api-version` when none is configured. */
export const DEFAULT_SEARCH_API_VERSION = '1';

/**
 * Whether `value` can be the search service's `api-version` header: 1 to 32 letters, digits,
 * dots, hyphens or underscores, starting with a letter or digit ('1', '2.1', '2024-05-01').
 *
 * @example
 * isSearchApiVersion('2'); // true
 * isSearchApiVersion('1; drop'); // false
 */
export function isSearchApiVersion(value: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$/.test(value);
}

export interface TransportOptions {
  /** Base URL of the commerce services, e.g. http://localhost:4000. */
  commerceUrl: string;
  /** Base URL of the search service (defaults to commerceUrl). */
  searchUrl?: string;
  /** The search service's `api-version` header (`DEFAULT_SEARCH_API_VERSION`, '1', when not given). */
  searchApiVersion?: string;
  /** The search service's `user-id` header (default 'server'). */
  searchUserId?: string;
  tokenStore: TokenStore;
  /**
   * The session is held by a server between this client and the services (a
   * backend-for-frontend that keeps the tokens and adds them to each call): no
   * token is sent or refreshed here, and a 401 on a call made for a session
   * ends it (`onUnauthorized`) as a rejected token would.
   */
  sessionProxy?: boolean;
  /** A token closer than this to its expiry is refreshed before the next request. */
  refreshMarginSeconds?: number;
  /**
   * Runs a token refresh under a lock shared by every holder of the same token store (the
   * tabs of one browser: `navigator.locks`). The service treats a second use of a refresh
   * token as a replay and revokes the whole family, so two tabs refreshing at once would sign
   * the customer out everywhere; under the lock the second finds the first's new tokens in
   * the store and uses them. Without it, one refresh per client (one tab) is guaranteed.
   */
  refreshLock?: <T>(refresh: () => Promise<T>) => Promise<T>;
  /** Per-attempt timeout. */
  timeoutMs?: number;
  retry?: { limit?: number; backoffLimitMs?: number; maxRetryAfterMs?: number };
  fetch?: typeof fetch;
  now?: () => number;
  /** A 401 anywhere: the session is cleared and this fires once. */
  onUnauthorized?: () => void;
  /** Every error that is not suppressed by a call's `skipErrorHook`. */
  onError?: (error: CommerceError) => void;
}

export interface RequestOptions<S extends z.core.$ZodType | undefined> {
  service: Service;
  method: 'get' | 'post' | 'put' | 'delete' | 'patch';
  path: string;
  /** 'required': must have a session; 'optional': sends the token when there is one; 'none': never. */
  auth?: 'required' | 'optional' | 'none';
  json?: unknown;
  body?: BodyInit;
  searchParams?: Record<string, string | number | boolean | undefined | null>;
  headers?: Record<string, string>;
  /** Response schema; omitted for calls answering no body. */
  schema?: S;
  /** 'json' (default), 'blob' for files, 'none' for empty answers. */
  responseType?: 'json' | 'blob' | 'none';
  signal?: AbortSignal;
  /**
   * Passed to fetch: the request outlives the page (send it from `pagehide`).
   * Browsers cap the bodies of all keepalive requests in flight at 64 KiB.
   */
  keepalive?: boolean;
  /** The cart failure detail this call maps to (§8). */
  detail?: CartFailureDetail;
  /** Do not call onError for this call (the spec's calls that ignore the error hook). */
  skipErrorHook?: boolean;
  /** Treat these statuses as 'no result' (e.g. delivery dates: a 404 is ignored). */
  okStatuses?: number[];
  /** The search service's base URL and headers instead of the commerce service's. */
  searchService?: boolean;
}

type Output<S> = S extends z.core.$ZodType ? z.infer<S> : undefined;

function compactParams(
  params: RequestOptions<undefined>['searchParams'],
): Record<string, string> | undefined {
  if (!params) return undefined;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null) out[key] = String(value);
  return out;
}

/**
 * The HTTP layer every call goes through: bearer tokens (refreshed
 * single-flight before they expire), retries of idempotent calls, one
 * error type, 401 handling, and schema parsing of every answer.
 */
export function createTransport(options: TransportOptions) {
  const now = options.now ?? Date.now;
  const margin = options.refreshMarginSeconds ?? 60;
  const searchApiVersion = options.searchApiVersion ?? DEFAULT_SEARCH_API_VERSION;
  if (!isSearchApiVersion(searchApiVersion))
    throw new TypeError(
      `searchApiVersion must be 1-32 letters, digits, '.', '-' or '_' (got ${JSON.stringify(searchApiVersion)})`,
    );
  const store = options.tokenStore;
  const pending = new Set<AbortController>();
  let refreshing: Promise<string | null> | null = null;
  let unauthorizedFired = false;

  const base: KyInstance = ky.create({
    fetch: options.fetch,
    timeout: options.timeoutMs ?? 15_000,
    throwHttpErrors: true,
    retry: {
      limit: options.retry?.limit ?? 2,
      methods: [...RETRY_METHODS],
      statusCodes: [...RETRY_STATUSES],
      afterStatusCodes: [429, 503],
      maxRetryAfter: options.retry?.maxRetryAfterMs ?? 10_000,
      backoffLimit: options.retry?.backoffLimitMs ?? 3_000,
      jitter: true,
    },
  });

  function fail(error: CommerceError, skipHook = false): never {
    if (!skipHook && error.report) options.onError?.(error);
    throw error;
  }

  function unauthorized() {
    for (const controller of pending) controller.abort(new DOMException('Request aborted', 'AbortError'));
    pending.clear();
    store.clear();
    refreshing = null;
    if (!unauthorizedFired) {
      unauthorizedFired = true;
      options.onUnauthorized?.();
    }
  }

  async function refresh(session: { refreshToken: string; customerId: string }): Promise<string> {
    let response: Response;
    try {
      response = await base.post('v2/sessions/', {
        prefix: options.commerceUrl,
        json: { refreshToken: session.refreshToken, customerId: session.customerId },
        retry: 0,
        throwHttpErrors: false,
      });
    } catch (cause) {
      throw toCommerceError(cause, 'auth');
    }
    const text = await response.text();
    if (!response.ok) {
      const error = new CommerceError({
        message: `Token refresh failed: ${response.status}`,
        status: response.status,
        service: 'auth',
        messageKey: messageKeyFor(response.status, 'auth', text),
        body: text,
      });
      if (response.status === 401) unauthorized();
      throw error;
    }
    const tokens = parse(SessionTokens, JSON.parse(text), 'auth', 'v2/sessions/');
    store.set(tokens);
    return tokens.token;
  }

  /** A token fit to send: refreshed first when inside the margin or of version 1; one refresh for all callers. */
  async function freshToken(): Promise<string | null> {
    const session = store.get();
    if (!session) return null;
    const fit = (token: string) => isTokenValid(token, margin, now()) && !isLegacyToken(token);
    if (fit(session.token)) return session.token;
    const lock = options.refreshLock ?? (<T>(run: () => Promise<T>) => run());
    refreshing ??= lock(async () => {
      // Another holder of the store may have refreshed while this one waited for the lock.
      const current = store.get();
      if (!current) return null; // signed out elsewhere meanwhile
      if (current.refreshToken !== session.refreshToken && fit(current.token)) return current.token;
      return refresh(current);
    }).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  function parse<S extends z.core.$ZodType>(
    schema: S,
    data: unknown,
    service: Service,
    path: string,
  ): z.infer<S> {
    const result = (schema as unknown as z.ZodMiniType).safeParse(data);
    if (result.success) return result.data as z.infer<S>;
    const issue = result.error.issues[0];
    throw new CommerceError({
      message: `Unexpected response from ${service} (${path}): ${issue ? `${issue.path.join('.') || '(root)'} ${issue.message}` : 'invalid'}`,
      status: 200,
      service,
      messageKey: 'errors.internal_server_error',
      body: data,
    });
  }

  function toCommerceError(
    cause: unknown,
    service: Service,
    detail?: CartFailureDetail,
    body?: unknown,
    bodyText = '',
  ): CommerceError {
    if (cause instanceof CommerceError) return cause;
    if (cause instanceof HTTPError) {
      const status = cause.response.status;
      const failedIds = Array.isArray((body as { errors?: unknown })?.errors)
        ? (body as { errors: { id?: string; articleNumber?: string }[] }).errors
            .map((e) => e.articleNumber ?? e.id ?? '')
            .filter(Boolean)
        : [];
      return new CommerceError({
        message: `${service} answered ${status}`,
        status,
        service,
        messageKey: messageKeyFor(status, service, bodyText),
        detail,
        failedIds,
        body,
        cause,
      });
    }
    if (cause instanceof TimeoutError) {
      return new CommerceError({
        message: `timeout of ${options.timeoutMs ?? 15_000}ms exceeded`,
        status: 0,
        service,
        messageKey: 'errors.unknown_error_occurred',
        detail,
        cause,
      });
    }
    if ((cause as { name?: unknown } | null)?.name === 'AbortError') {
      return new CommerceError({
        message: 'Request aborted',
        status: 0,
        service,
        messageKey: 'errors.unknown_error_occurred',
        detail,
        cause,
      });
    }
    if (cause instanceof NetworkError || cause instanceof TypeError) {
      return new CommerceError({
        message: 'Network Error',
        status: 0,
        service,
        messageKey: 'errors.unknown_error_occurred',
        detail,
        cause,
      });
    }
    return new CommerceError({
      message: String((cause as Error)?.message ?? cause),
      status: 0,
      service,
      messageKey: 'errors.unknown_error_occurred',
      detail,
      cause,
    });
  }

  async function request<S extends z.core.$ZodType | undefined = undefined>(
    req: RequestOptions<S>,
  ): Promise<Output<S>> {
    const auth = req.auth ?? 'required';
    const headers: Record<string, string> = { ...req.headers };
    if (req.searchService) {
      headers['api-version'] = searchApiVersion;
      headers['user-id'] = options.searchUserId ?? 'server';
    }
    if (auth !== 'none' && !options.sessionProxy) {
      let token: string | null;
      try {
        token = await freshToken();
      } catch (cause) {
        return fail(toCommerceError(cause, req.service, req.detail), req.skipErrorHook);
      }
      if (token) headers.authorization = `Bearer ${token}`;
      else if (auth === 'required') {
        return fail(
          new CommerceError({
            message: 'Not signed in',
            status: 401,
            service: req.service,
            messageKey: 'errors.invalid_token',
            detail: req.detail,
          }),
          true,
        );
      }
    }
    const controller = new AbortController();
    pending.add(controller);
    const signal = req.signal ? AbortSignal.any([controller.signal, req.signal]) : controller.signal;
    try {
      const response = await base(req.path.replace(/^\//, ''), {
        prefix: req.searchService ? (options.searchUrl ?? options.commerceUrl) : options.commerceUrl,
        method: req.method,
        headers,
        json: req.json,
        body: req.body,
        searchParams: compactParams(req.searchParams),
        signal,
        // ky copies RequestInit's keepalive onto the Request it builds (and onto retries' clones).
        keepalive: req.keepalive,
      });
      if (req.responseType === 'none' || response.status === 204) return undefined as Output<S>;
      if (req.responseType === 'blob') return (await response.blob()) as Output<S>;
      const text = await response.text();
      let data: unknown;
      try {
        data = text === '' ? undefined : JSON.parse(text);
      } catch (cause) {
        throw new CommerceError({
          message: `Malformed JSON from ${req.service} (${req.path})`,
          status: response.status,
          service: req.service,
          messageKey: 'errors.internal_server_error',
          detail: req.detail,
          body: text,
          cause,
        });
      }
      return (req.schema ? parse(req.schema, data, req.service, req.path) : data) as Output<S>;
    } catch (cause) {
      if (cause instanceof HTTPError) {
        const bodyText = typeof cause.data === 'string' ? cause.data : JSON.stringify(cause.data ?? '');
        // Only a rejected session ends the session: a failed sign-in (no token sent) is just an answer.
        const forSession = headers.authorization !== undefined || (options.sessionProxy && auth !== 'none');
        if (cause.response.status === 401 && forSession) unauthorized();
        if (req.okStatuses?.includes(cause.response.status)) return undefined as Output<S>;
        const body = cause.data;
        return fail(
          toCommerceError(cause, req.service, req.detail, body, typeof body === 'string' ? body : bodyText),
          req.skipErrorHook,
        );
      }
      return fail(toCommerceError(cause, req.service, req.detail), req.skipErrorHook);
    } finally {
      pending.delete(controller);
    }
  }

  return {
    request,
    /** A file answer (PDF, CSV). */
    blob: (req: Omit<RequestOptions<undefined>, 'responseType' | 'schema'>) =>
      request({ ...req, responseType: 'blob' }) as unknown as Promise<Blob>,
    freshToken,
    /** A 401 seen outside this transport (the GraphQL client): same handling as any call. */
    signalUnauthorized: unauthorized,
    /** After a successful login: a later 401 fires onUnauthorized again. */
    sessionStarted() {
      unauthorizedFired = false;
    },
    /** Aborts every pending request (logout). */
    abortAll() {
      for (const controller of pending) controller.abort(new DOMException('Request aborted', 'AbortError'));
      pending.clear();
    },
    get pendingCount() {
      return pending.size;
    },
  };
}

export type Transport = ReturnType<typeof createTransport>;

/**
 * `call(service, method, path, options)` is `t.request({ service, method, path, ...options })`:
 * each call reads as its route, then what it sends and expects.
 */
export function caller(t: Transport) {
  return <S extends z.core.$ZodType | undefined = undefined>(
    service: Service,
    method: RequestOptions<S>['method'],
    path: string,
    options: Omit<RequestOptions<S>, 'service' | 'method' | 'path'> = {},
  ) => t.request<S>({ service, method, path, ...options });
}
