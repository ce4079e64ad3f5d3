import type { CommerceClient, CommerceClientOptions } from '@shop/commerce-client';

/**
 * The browser's commerce client, loaded on its first call. A page hydrates from the data the
 * server put into it, so nothing calls a service before the app has taken over; the client's
 * code (its calls, ky and the zod contract that parses every answer, about 25 KB gzip) stays
 * out of the entry and loads in its own chunk when the first call is made.
 *
 * Every call of the returned object has the client's signature (`client.gateway.variants(…)`):
 * the call waits for the chunk, then goes to the real client. The browser only calls it (no
 * property of it is read as a value), so each member is a call that answers a promise; a path
 * that is not a call rejects with a clear error. A failed load rejects that call, and the next
 * call loads again.
 *
 * @example
 * const client = lazyCommerceClient(() => ({ commerceUrl: api, searchUrl: api, sessionProxy: true }));
 * await client.gateway.variants(['1000250']);
 */
export function lazyCommerceClient(
  options: (module: typeof import('@shop/commerce-client')) => CommerceClientOptions,
  load: () => Promise<typeof import('@shop/commerce-client')> = () => import('@shop/commerce-client'),
): CommerceClient {
  let loading: Promise<CommerceClient> | undefined;
  const client = () => {
    loading ??= load().then(
      (module) => module.createCommerceClient(options(module)),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const member = (path: readonly string[]): unknown =>
    new Proxy(() => undefined, {
      // `then` stays undefined, so the client is never mistaken for a promise (`await`, `return`).
      get: (_target, key) => (typeof key === 'string' && key !== 'then' ? member([...path, key]) : undefined),
      apply: async (_target, _this, args: unknown[]) => {
        let owner: unknown;
        let value: unknown = await client();
        for (const key of path) {
          owner = value;
          value = value == null ? undefined : (value as Record<string, unknown>)[key];
        }
        if (typeof value !== 'function')
          throw new TypeError(`commerce client: ${path.join('.')} is not a call`);
        return value.apply(owner, args);
      },
    });
  return member([]) as CommerceClient;
}
