import { jwtDecode } from 'jwt-decode';
import type { z } from 'zod/mini';
import type { Calls } from './calls';
import type { ActiveCampaigns, Customer, Location, LoginChallenge, Menu, User } from './contract';
import { CommerceError, NO_STORES_MESSAGE } from './errors';
import type { TokenStore } from './tokens';

type CampaignList = z.infer<typeof ActiveCampaigns>;

export { NO_STORES_MESSAGE };

/** Authentication outcomes (storefront-core §4), plus the two the flow adds. */
export type LoginOutcome =
  | { outcome: 'success'; session: SessionData }
  | { outcome: 'challenge'; challenge: LoginChallenge }
  | { outcome: 'not_authenticated'; error: CommerceError }
  | { outcome: 'failed'; error: CommerceError }
  | { outcome: 'technical_issues'; error: CommerceError };

/** Everything a started session has loaded. */
export interface SessionData {
  user: User;
  stores: Map<string, Location>;
  customers: Customer[];
  assortment: AssortmentState;
  /** The active campaigns; null when the campaign service failed (the session still starts). */
  campaigns: CampaignList | null;
  /**
   * The active cart (zero lines for an empty cart), when the client loads one; null also when
   * the cart service failed (the session still starts).
   */
  cart: unknown;
}

export interface AssortmentState {
  /** null: no assortment (missing, failed, or named 'default'). */
  name: string | null;
  menu: z.infer<typeof Menu> | null;
}

export interface SessionHooks {
  onSessionStart?: (session: SessionData) => void;
  onSessionFailure?: (error: CommerceError) => void;
  /** A part of session start that may fail without ending it (campaigns, cart) failed. */
  onSessionPartFailed?: (error: unknown) => void;
  /** Called by logout, in the order of §4, for the app to clear its own stores. */
  onClear?: (what: ClearStep) => void;
}

/** What logout clears, in the order storefront-core §4 lists it. */
export const LOGOUT_CLEAR_ORDER = [
  'user',
  'search',
  'customers',
  'delivery',
  'checkout',
  'cart',
  'assortment',
  'modes',
  'addressCache',
] as const;
export type ClearStep = (typeof LOGOUT_CLEAR_ORDER)[number];

/** Where the current customer choice is kept between loads; the app decides (e.g. localStorage). */
export interface CustomerContextStorage {
  get(): { customerId: string; projectId: string | null } | null;
  set(value: { customerId: string; projectId: string | null }): void;
  remove(): void;
}

export interface SessionOptions {
  calls: Calls;
  tokenStore: TokenStore;
  hooks?: SessionHooks;
  /** The assortment service setting: anything not starting with http turns assortments off (§4). */
  assortmentService?: string;
  customerContextStorage?: CustomerContextStorage;
  /** Called after abortAll on logout. */
  abortAll?: () => void;
  sessionStarted?: () => void;
  /** Loads the cart at session start (§4: the cart is loaded after login). */
  loadCart?: () => Promise<unknown>;
}

/**
 * The session lifecycle without a framework: login, session start, logout,
 * assortment rules, customer context, campaign cache.
 */
export function createSession(options: SessionOptions) {
  const { calls, tokenStore } = options;
  let assortment: AssortmentState = { name: null, menu: null };
  let campaignCache: CampaignList | null = null;
  let currentUserId: string | null = null;

  /** Campaigns, cached by the service's timestamp: an unchanged set keeps its identity. */
  async function loadCampaigns(signedIn: boolean): Promise<CampaignList> {
    const next = await calls.campaigns.active(signedIn);
    if (campaignCache && campaignCache.timestamp === next.timestamp) return campaignCache;
    campaignCache = next;
    return next;
  }

  /**
   * Applies the assortment rules of §4: nothing without an http service
   * setting; cleared (with its menu) when missing, errored or 'default';
   * menu refetched only when the name changes.
   */
  async function refreshAssortment(customerId: string): Promise<AssortmentState> {
    if (!options.assortmentService?.startsWith('http')) return assortment;
    let name: string | null = null;
    try {
      const result = await calls.customers.assortment(customerId);
      name = result.name && result.name !== 'default' ? result.name : null;
    } catch {
      name = null;
    }
    if (name === null) {
      assortment = { name: null, menu: null };
      return assortment;
    }
    if (name !== assortment.name) {
      assortment = { name, menu: await calls.catalogue.menu(name) };
    }
    return assortment;
  }

  /** The stored tokens, or the error a call without a session answers with. */
  function storedSession() {
    const session = tokenStore.get();
    if (!session)
      throw new CommerceError({
        message: 'No session',
        status: 401,
        service: 'auth',
        messageKey: 'errors.invalid_token',
      });
    return session;
  }

  async function startSession(): Promise<SessionData> {
    const session = storedSession();
    const userId = jwtDecode<{ sub: string }>(session.token).sub;
    currentUserId = userId;
    // Campaigns and the cart are not the session: a failing one (a 500, no answer) leaves its
    // place empty for the page to say so, and only a 401 ends the session (issue 15).
    const optional = (error: unknown) => {
      if (error instanceof CommerceError && error.status === 401) throw error;
      options.hooks?.onSessionPartFailed?.(error);
      return null;
    };
    // No call needs another's answer (the user and the customer are the token's): all are asked
    // for at once, one round trip to the services before a page can render, not three.
    const [user, locations, customers, assortmentState, campaigns, cart] = await Promise.all([
      calls.users.get(userId),
      calls.locations.list(),
      calls.customers.list({ active: true }),
      refreshAssortment(session.customerId),
      loadCampaigns(true).catch(optional),
      options.loadCart ? options.loadCart().catch(optional) : Promise.resolve(null),
    ]);
    if (locations.locations.length === 0) {
      throw new CommerceError({
        message: NO_STORES_MESSAGE,
        status: 503,
        service: 'locations',
        messageKey: 'errors.internal_server_error',
      });
    }
    return {
      user,
      stores: new Map(locations.locations.map((location) => [location.id, location])),
      customers: customers.customers,
      assortment: assortmentState,
      campaigns,
      cart,
    };
  }

  async function logout(): Promise<void> {
    const userId =
      currentUserId ??
      (tokenStore.get() ? jwtDecode<{ sub: string }>(tokenStore.get()?.token ?? '').sub : null);
    if (userId && tokenStore.get()) {
      await calls.auth.logout(userId).catch(() => undefined);
    }
    options.abortAll?.();
    tokenStore.clear();
    currentUserId = null;
    assortment = { name: null, menu: null };
    for (const step of LOGOUT_CLEAR_ORDER) options.hooks?.onClear?.(step);
  }

  async function login(credentials: { username: string; password: string }): Promise<LoginOutcome> {
    let answer: Awaited<ReturnType<Calls['auth']['login']>>;
    try {
      answer = await calls.auth.login(credentials);
    } catch (cause) {
      const error = cause as CommerceError;
      if (error.status === 401 || error.messageKey === 'errors.invalid_token')
        return { outcome: 'not_authenticated', error };
      options.hooks?.onSessionFailure?.(error);
      return { outcome: 'failed', error };
    }
    if ('challenge' in answer) return { outcome: 'challenge', challenge: answer };
    tokenStore.set(answer);
    options.sessionStarted?.();
    try {
      const session = await startSession();
      options.hooks?.onSessionStart?.(session);
      return { outcome: 'success', session };
    } catch (cause) {
      const error =
        cause instanceof CommerceError
          ? cause
          : new CommerceError({
              message: String(cause),
              status: 0,
              service: 'auth',
              messageKey: 'errors.unknown_error_occurred',
              cause,
            });
      await logout();
      options.hooks?.onSessionFailure?.(error);
      if (error.message === NO_STORES_MESSAGE) return { outcome: 'technical_issues', error };
      return { outcome: 'failed', error };
    }
  }

  const customerContext = {
    /** Switches the session to another customer (and project): a refresh-token login for that customer. */
    async set(customerId: string, projectId: string | null): Promise<void> {
      const session = storedSession();
      const tokens = await calls.auth.refresh({ refreshToken: session.refreshToken, customerId, projectId });
      tokenStore.set(tokens);
      options.customerContextStorage?.set({ customerId, projectId });
      await refreshAssortment(customerId);
    },
    /** The stored current customer, if any. */
    fetch: () => options.customerContextStorage?.get() ?? null,
    /** Resets the context and removes the stored current customer. */
    clear(): void {
      options.customerContextStorage?.remove();
    },
  };

  return {
    login,
    logout,
    startSession,
    refreshAssortment,
    loadCampaigns,
    customerContext,
    get assortment() {
      return assortment;
    },
  };
}

/** The order-placing outcome of §4. */
export type CheckoutOutcome =
  | { outcome: 'success'; orders: { deliveryId: string; tempOrderId: string | null }[] }
  | {
      outcome: 'partial';
      failedDeliveries: string[];
      orders: { deliveryId: string; tempOrderId: string | null }[];
    }
  | { outcome: 'failed'; failedDeliveries: string[] };

/**
 * Classifies a checkout answer: every order succeeded, some did (naming the
 * failed deliveries by their display names), or none did.
 *
 * @example
 * checkoutOutcome(orders, { DBI: 'Utkörning', EXH: 'Leverans till butik' })
 */
export function checkoutOutcome(
  orders: readonly { success: boolean; deliveryId: string; tempOrderId: string | null }[],
  deliveryNames: Readonly<Record<string, string>> = {},
): CheckoutOutcome {
  const succeeded = orders.filter((order) => order.success);
  const failedDeliveries = orders
    .filter((order) => !order.success)
    .map((order) => deliveryNames[order.deliveryId] ?? order.deliveryId);
  if (succeeded.length === 0) return { outcome: 'failed', failedDeliveries };
  const placed = succeeded.map(({ deliveryId, tempOrderId }) => ({ deliveryId, tempOrderId }));
  if (failedDeliveries.length === 0) return { outcome: 'success', orders: placed };
  return { outcome: 'partial', failedDeliveries, orders: placed };
}
