import { createCalls } from './calls';
import { createCartCalls, createFavouriteListCalls } from './cart-calls';
import { createGatewayCalls } from './gateway';
import { createTransport, type TransportOptions } from './http';
import { type CustomerContextStorage, createSession, type SessionHooks } from './session';

export interface CommerceClientOptions extends TransportOptions {
  hooks?: SessionHooks;
  /** The assortment service setting; not starting with http turns assortments off. */
  assortmentService?: string;
  customerContextStorage?: CustomerContextStorage;
}

/**
 * The one way to talk to the commerce and search services.
 *
 * @example
 * const client = createCommerceClient({ commerceUrl: 'http://localhost:4000', tokenStore: memoryTokenStore() });
 * const outcome = await client.session.login({ username, password });
 */
export function createCommerceClient(options: CommerceClientOptions) {
  const transport = createTransport(options);
  const calls = createCalls(transport);
  const cart = createCartCalls(transport);
  const session = createSession({
    loadCart: () => cart.get(),
    calls,
    tokenStore: options.tokenStore,
    hooks: options.hooks,
    assortmentService: options.assortmentService,
    customerContextStorage: options.customerContextStorage,
    abortAll: transport.abortAll,
    sessionStarted: transport.sessionStarted,
  });
  return {
    ...calls,
    cart,
    favouriteLists: createFavouriteListCalls(transport),
    gateway: createGatewayCalls(transport, options),
    session,
    transport,
  };
}

export type CommerceClient = ReturnType<typeof createCommerceClient>;
