import type { PermissionDeny, TokenClaims } from '@shop/commerce-client/contract';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, type StaticDataRouteOption } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { type MessageKey, useMessages, useServices } from '../core';
import { listQueries } from '../lists';
import { isAdmin, isAllowed, sessionAtom } from '../session';
import { accountQueries, userAdminQueries } from './queries';

// What an account page tells its layout (`layout.tsx`, a chunk of its own) and its loader.

/** One crumb above an account page: its name and where it goes. */
export interface Crumb {
  label: MessageKey;
  href: string;
}

/** What the `/mina-sidor` layout shows above an account page, and who may see the page. */
export interface AccountPage {
  /** The page's own class beside `shop-page` (its CSS). */
  className: string;
  /**
   * The page's heading and last crumb: a message, or a hook (called by the layout's header
   * only) for a page named by its data, which reads it from the query cache where the route's
   * loader put it.
   */
  title: MessageKey | { useTitle: () => string };
  /** The crumbs between the start page and this one. */
  trail: readonly Crumb[];
  /** Where the last crumb goes when not to the page itself (the users list has two paths). */
  crumbHref?: string;
  /** Deny codes any one of which hides the page ('Du saknar rättigheter…'), e.g. EJ_ORDERHISTORIK. */
  deny?: readonly PermissionDeny[];
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** An account page under `/mina-sidor` (its layout reads it). */
    account?: AccountPage;
  }
}

/**
 * Whether the session may see a page: an admin page needs an admin, and none of the page's
 * deny codes may be the user's. The layout shows the no-rights page otherwise, and the
 * route's loader reads nothing (the service would refuse).
 */
export function pageAllowed(claims: TokenClaims | null, page: StaticDataRouteOption | undefined): boolean {
  if (page?.requiresAdmin && !isAdmin(claims)) return false;
  return (page?.account?.deny ?? []).every((code) => isAllowed(claims, code));
}

const orderRoute = getRouteApi('/mina-sidor/orderhistorik/$orderId');
const shoppingListRoute = getRouteApi('/mina-sidor/inkopslistor/$id');
const editUserRoute = getRouteApi('/mina-sidor/anvandare/$userId');

/** 'Order 1001': the order as the service names it. */
export function useOrderTitle(): string {
  const t = useMessages();
  const { services } = useServices();
  const customerId = useAtomValue(sessionAtom).claims?.customerId ?? '';
  const { orderId } = orderRoute.useParams();
  const { data } = useSuspenseQuery(accountQueries.order(services.client, customerId, orderId));
  return t('orders.orderNumber', { id: data.orderId });
}

/** The shopping list's name (it follows a rename). */
export function useShoppingListTitle(): string {
  const { services } = useServices();
  const { id } = shoppingListRoute.useParams();
  return useSuspenseQuery(listQueries.list(services.client, id)).data.favoriteName;
}

/** The user's name (it follows a save). */
export function useUserTitle(): string {
  const { services } = useServices();
  const { userId } = editUserRoute.useParams();
  const { data: user } = useSuspenseQuery(userAdminQueries.user(services.client, userId));
  return `${user.firstName} ${user.lastName}`;
}
