import type { CommerceClient } from '@shop/commerce-client';
import { queryOptions } from '@tanstack/react-query';

type SearchQuery = Parameters<CommerceClient['orders']['search']>[0];

/** One page of order history. */
export const ORDERS_PER_PAGE = 20;

/** The order history's filters as the URL keeps them (storefront-core §3's order search filters). */
export interface OrderFilters {
  q?: string;
  status?: NonNullable<SearchQuery['orderStatus']>;
  from?: string;
  to?: string;
  sort?: NonNullable<SearchQuery['sort']>;
  page?: number;
}

/** Orders belong to the customer the session acts for: every key names it. */
export const accountKeys = {
  all: ['account'] as const,
  orders: (customerId: string) => [...accountKeys.all, customerId, 'orders'] as const,
  orderSearch: (customerId: string, filters: OrderFilters) =>
    [...accountKeys.orders(customerId), 'search', filters] as const,
  order: (customerId: string, orderId: string) => [...accountKeys.orders(customerId), orderId] as const,
  orderAddresses: (customerId: string, orderId: string) =>
    [...accountKeys.order(customerId, orderId), 'addresses'] as const,
  orderInvoices: (customerId: string, orderId: string) =>
    [...accountKeys.order(customerId, orderId), 'invoices'] as const,
};

export const accountQueries = {
  /** A page of the customer's orders, filtered and sorted as the URL says. */
  orderSearch: (client: CommerceClient, customerId: string, filters: OrderFilters) =>
    queryOptions({
      queryKey: accountKeys.orderSearch(customerId, filters),
      queryFn: () =>
        client.orders.search({
          limit: ORDERS_PER_PAGE,
          offset: ((filters.page ?? 1) - 1) * ORDERS_PER_PAGE,
          q: filters.q,
          orderStatus: filters.status,
          fromDate: filters.from,
          toDate: filters.to,
          sort: filters.sort,
        }),
    }),
  /** One order with its lines. */
  order: (client: CommerceClient, customerId: string, orderId: string) =>
    queryOptions({
      queryKey: accountKeys.order(customerId, orderId),
      queryFn: () => client.orders.get(orderId),
    }),
  orderAddresses: (client: CommerceClient, customerId: string, orderId: string) =>
    queryOptions({
      queryKey: accountKeys.orderAddresses(customerId, orderId),
      queryFn: () => client.orders.addresses(orderId),
    }),
  orderInvoices: (client: CommerceClient, customerId: string, orderId: string) =>
    queryOptions({
      queryKey: accountKeys.orderInvoices(customerId, orderId),
      queryFn: () => client.orders.invoices(orderId),
    }),
};
