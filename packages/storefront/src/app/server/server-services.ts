import { createCommerceClient, memoryTokenStore, type StoredSession } from '@shop/commerce-client';
import { cartKeys, createLazyCartDoor } from '../../cart';
import { catalogueQueries } from '../../catalogue';
import type { Brand, ContentSource, Services } from '../../core';
import { createSessionRestore } from '../../session';
import { serviceBasics } from '../services';

export interface ServerServicesOptions {
  commerceUrl: string;
  /** The search service's `api-version` (`SEARCH_API_VERSION`); the client's '1' when not given. */
  searchApiVersion?: string;
  /** The request's `User-Agent` (APP mode, §1). */
  userAgent: string;
  /** The signed-in customer's tokens, from the session cookie; null for a visitor. */
  session: StoredSession | null;
  /** The content service, as the server reads it for this request. */
  content: ContentSource;
  /** The server-wide fetch that shares what is not personal (`createSharedReads`); else `fetch`. */
  fetch?: typeof fetch;
}

/**
 * The services for rendering one request on the server: a fresh query
 * cache and jotai store, so nothing of one customer's render reaches
 * another's, and a client without browser storage.
 */
export function createServerServices(
  brand: Brand,
  options: ServerServicesOptions,
): { services: Services; tokens: () => StoredSession | null } {
  const tokenStore = memoryTokenStore(options.session);
  const basics = serviceBasics(
    brand,
    options.userAgent,
    createCommerceClient({
      commerceUrl: options.commerceUrl,
      searchUrl: options.commerceUrl,
      ...(options.searchApiVersion ? { searchApiVersion: options.searchApiVersion } : {}),
      tokenStore,
      assortmentService: options.commerceUrl,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    }),
  );
  const { client, queryClient, store } = basics;
  // Starting the session reads the customer's cart (the session's own call, for the header) and
  // campaigns; the page's loaders would read them again (`cartQueries.cart`, the start page's
  // `catalogueQueries.campaigns`). This render's own query cache gets the first answers, so a
  // signed-in page makes one call for each, not two (issue 39). A part that failed is not put
  // in: the page asks again and says so when it fails again.
  const startSession = client.session.startSession;
  client.session.startSession = async () => {
    const data = await startSession();
    if (data.cart) queryClient.setQueryData(cartKeys.cart(), data.cart);
    if (data.campaigns)
      queryClient.setQueryData(catalogueQueries.campaigns(client, true).queryKey, data.campaigns);
    return data;
  };
  const cart = createLazyCartDoor(client, queryClient);
  const session = createSessionRestore({ client, tokenStore, store });
  return {
    services: { ...basics, commerceUrl: options.commerceUrl, session, cart, content: options.content },
    tokens: () => tokenStore.get(),
  };
}
