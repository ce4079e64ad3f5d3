import type { CommerceClient } from '@shop/commerce-client';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { errorMessageKey, type MessageKey, pageParam, stringParam } from '../core';

type SearchQuery = Parameters<CommerceClient['orders']['search']>[0];

/**
 * A part of a page read beside it that may fail alone: its answer, or the error catalogue's key of
 * its failure (§8). Held as data, so the failure the server met reaches the browser's first render
 * as it was (a thrown error would be redacted on its way into the page) and a page without
 * scripts says it too.
 */
type Outcome<T> = { ok: true; value: T } | { ok: false; messageKey: MessageKey };

/** A failed outcome is stale at once: the browser asks again when it mounts the part, not 60 s later. */
const staleUnlessFailed = (query: { state: { data: Outcome<unknown> | undefined } }) =>
  query.state.data?.ok === false ? 0 : 60_000;

async function outcomeOf<T>(call: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    return { ok: false, messageKey: errorMessageKey(error) };
  }
}

/** One page of order history. */
export const ORDERS_PER_PAGE = 20;

/**
 * The order history's filters as the URL keeps them (storefront-core §3's order search filters).
 * Types, not interfaces, so that they are records of their URL's parameters (`hrefWith`).
 */
export type OrderFilters = {
  q?: string;
  /** The reference alone (contains, any case): a project or job number the customer ordered with. */
  reference?: string;
  status?: NonNullable<SearchQuery['orderStatus']>;
  from?: string;
  to?: string;
  sort?: NonNullable<SearchQuery['sort']>;
  /** 'Har restorder': the active project's orders with a back-ordered line (`backOrdered=1`). */
  backOrdered?: true;
  /** How far the delivery has come (`delivery=PARTIAL`). */
  delivery?: NonNullable<SearchQuery['deliveryState']>;
  page?: number;
};

/** Orders belong to the customer the session acts for: every key names it. */
const accountKeys = {
  all: ['account'] as const,
  orders: (customerId: string) => [...accountKeys.all, customerId, 'orders'] as const,
  orderSearch: (customerId: string, filters: OrderFilters & { project?: string | null }) =>
    [...accountKeys.orders(customerId), 'search', filters] as const,
  order: (customerId: string, orderId: string) => [...accountKeys.orders(customerId), orderId] as const,
  orderAddresses: (customerId: string, orderId: string) =>
    [...accountKeys.order(customerId, orderId), 'addresses'] as const,
  orderInvoices: (customerId: string, orderId: string) =>
    [...accountKeys.order(customerId, orderId), 'invoices'] as const,
  orderDeliveries: (customerId: string, orderId: string) =>
    [...accountKeys.order(customerId, orderId), 'deliveries'] as const,
  backOrders: (customerId: string, projectId: string | null) =>
    [...accountKeys.orders(customerId), 'back-orders', projectId] as const,
};

export const accountQueries = {
  /**
   * A page of the customer's orders, filtered and sorted as the URL says. 'Har restorder' is a
   * project's question (a site waits for its back-orders): with it, the orders of `projectId`
   * (the session's project) only.
   */
  orderSearch: (
    client: CommerceClient,
    customerId: string,
    filters: OrderFilters,
    projectId: string | null = null,
  ) =>
    queryOptions({
      queryKey: accountKeys.orderSearch(
        customerId,
        filters.backOrdered ? { ...filters, project: projectId } : filters,
      ),
      queryFn: () =>
        client.orders.search({
          limit: ORDERS_PER_PAGE,
          offset: ((filters.page ?? 1) - 1) * ORDERS_PER_PAGE,
          q: filters.q,
          reference: filters.reference,
          orderStatus: filters.status,
          fromDate: filters.from,
          toDate: filters.to,
          sort: filters.sort,
          deliveryState: filters.delivery,
          ...(filters.backOrdered ? { backOrdered: 'true' as const, projectId: projectId ?? undefined } : {}),
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
  /** What of the order was delivered, what remains and when it comes, and its consignments. */
  orderDeliveries: (client: CommerceClient, customerId: string, orderId: string) =>
    queryOptions({
      queryKey: accountKeys.orderDeliveries(customerId, orderId),
      queryFn: () => outcomeOf(() => client.orders.deliveries(orderId)),
      staleTime: staleUnlessFailed,
    }),
  /** The back-ordered lines of the session's project and the next expected delivery. */
  backOrders: (client: CommerceClient, customerId: string, projectId: string | null) =>
    queryOptions({
      queryKey: accountKeys.backOrders(customerId, projectId),
      queryFn: () => outcomeOf(() => client.orders.backOrders(projectId ? { projectId } : {})),
      staleTime: staleUnlessFailed,
    }),
};

// Financial follow-up and user administration: what their routes' loaders need, kept out of the
// page modules so the route table (in the first bundle) does not pull the pages in with it.

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export type SpendPeriod = {
  from?: string;
  to?: string;
};

/** The period from the URL (`from`, `to` as `YYYY-MM`); the service's last twelve months when missing. */
export function spendPeriodOf(search: Record<string, unknown>): SpendPeriod {
  const period: SpendPeriod = {};
  const from = stringParam(search.from);
  const to = stringParam(search.to);
  if (from && MONTH.test(from)) period.from = from;
  if (to && MONTH.test(to)) period.to = to;
  return period;
}

export const spendQueries = {
  spend: (client: CommerceClient, customerId: string, period: SpendPeriod) =>
    queryOptions({
      queryKey: ['account', customerId, 'spend', period] as const,
      queryFn: () => client.orders.spend(period),
    }),
};

/** One page of users (§9). */
export const USERS_PER_PAGE = 15;

export type UserFilters = {
  q?: string;
  inactive?: boolean;
  page?: number;
};

/** The user list's filters from the URL: a search text, inactive users too, and the page. */
export function userFiltersOf(search: Record<string, unknown>): UserFilters {
  const filters: UserFilters = {};
  const q = stringParam(search.q)?.trim().slice(0, 100);
  if (q) filters.q = q;
  if (stringParam(search.inactive) === '1') filters.inactive = true;
  const page = pageParam(search.page);
  if (page > 1) filters.page = page;
  return filters;
}

export const userAdminQueries = {
  list: (client: CommerceClient, filters: UserFilters) =>
    queryOptions({
      queryKey: ['user-admin', 'list', filters] as const,
      queryFn: () =>
        client.users.list({
          offset: ((filters.page ?? 1) - 1) * USERS_PER_PAGE,
          search: filters.q,
          ...(filters.inactive ? { active: undefined } : {}),
        }),
    }),
  user: (client: CommerceClient, userId: string) =>
    queryOptions({
      queryKey: ['user-admin', 'user', userId] as const,
      queryFn: () => client.users.get(userId),
    }),
  names: (client: CommerceClient) =>
    queryOptions({
      queryKey: ['user-admin', 'names'] as const,
      queryFn: async () => {
        const [roles, permissions] = await Promise.all([
          client.users.roleNames(),
          client.users.permissionNames(),
        ]);
        return { roles, permissions };
      },
      staleTime: 60 * 60_000,
    }),
};

/** Writes about an order that change nothing in it. */
export const orderMutations = {
  /** The order as a PDF to the user's own address, with a message (`POST /orders/{id}/documents/email`). */
  email: (client: CommerceClient, orderId: string) =>
    mutationOptions({
      mutationKey: ['orders', orderId, 'email'],
      mutationFn: (message: string) => client.orders.email(orderId, message),
    }),
};

type UserChanges = Parameters<CommerceClient['users']['update']>[1];

/** Writes to the signed-in company's users (the profile page and user administration). */
export const userMutations = {
  create: (client: CommerceClient) =>
    mutationOptions({
      mutationKey: ['users', 'create'],
      mutationFn: (input: Parameters<CommerceClient['users']['create']>[0]) => client.users.create(input),
    }),
  update: (client: CommerceClient) =>
    mutationOptions({
      mutationKey: ['users', 'update'],
      mutationFn: ({ userId, changes }: { userId: string; changes: UserChanges }) =>
        client.users.update(userId, changes),
    }),
};

// The customer's own article numbers (issue 37).

/** One page of own article numbers. */
export const OWN_NUMBERS_PER_PAGE = 25;

export type OwnNumberFilters = {
  q?: string;
  page?: number;
};

/** The own numbers list's filters from the URL: a search text and the page. */
export function ownNumberFiltersOf(search: Record<string, unknown>): OwnNumberFilters {
  const filters: OwnNumberFilters = {};
  const q = stringParam(search.q)?.trim().slice(0, 100);
  if (q) filters.q = q;
  const page = pageParam(search.page);
  if (page > 1) filters.page = page;
  return filters;
}

/** Own numbers belong to the customer the session acts for: every key names it. */
const ownNumberKeys = {
  all: (customerId: string) => ['account', customerId, 'own-numbers'] as const,
  list: (customerId: string, filters: OwnNumberFilters) =>
    [...ownNumberKeys.all(customerId), 'list', filters] as const,
};

export const ownNumberQueries = {
  keys: ownNumberKeys,
  list: (client: CommerceClient, customerId: string, filters: OwnNumberFilters) =>
    queryOptions({
      queryKey: ownNumberKeys.list(customerId, filters),
      queryFn: () =>
        client.ownNumbers.list({
          q: filters.q,
          limit: OWN_NUMBERS_PER_PAGE,
          offset: ((filters.page ?? 1) - 1) * OWN_NUMBERS_PER_PAGE,
        }),
    }),
};

type OwnNumberInput = Parameters<CommerceClient['ownNumbers']['create']>[0];

/** Writes to the customer's own numbers (BUYER_ADMIN and above; the service decides). */
export const ownNumberMutations = {
  save: (client: CommerceClient) =>
    mutationOptions({
      mutationKey: ['own-numbers', 'save'],
      mutationFn: ({ id, input }: { id?: string; input: OwnNumberInput }) =>
        id ? client.ownNumbers.update(id, input) : client.ownNumbers.create(input),
    }),
  remove: (client: CommerceClient) =>
    mutationOptions({
      mutationKey: ['own-numbers', 'remove'],
      mutationFn: (id: string) => client.ownNumbers.remove(id),
    }),
  importCsv: (client: CommerceClient) =>
    mutationOptions({
      mutationKey: ['own-numbers', 'import'],
      mutationFn: (file: File) => client.ownNumbers.importCsv(file, file.name),
    }),
};

type OrderReferenceInput = Parameters<CommerceClient['customers']['updateOrderReference']>[1];

/** The customer's 'Referens krävs' setting (issue 37): BUYER_ADMIN and above; the service decides. */
export const orderReferenceMutations = {
  save: (client: CommerceClient, customerId: string) =>
    mutationOptions({
      mutationKey: ['order-reference', customerId, 'save'],
      mutationFn: (input: OrderReferenceInput) => client.customers.updateOrderReference(customerId, input),
    }),
};

/**
 * A project's documentation pack (issue 38): the active customer's and project's, for the range
 * of the URL. Keyed by both, so a project switch never shows another project's documents.
 */
export const projectDocumentQueries = {
  pack: (
    client: CommerceClient,
    customerId: string,
    projectId: string,
    filters: { from?: string; to?: string },
  ) =>
    queryOptions({
      queryKey: ['account', customerId, 'project-documents', projectId, filters] as const,
      // The services' URLs stay on the server: the page links to the server's /dokument route.
      queryFn: async () => {
        const pack = await client.documents.forProject(projectId, {
          fromDate: filters.from,
          toDate: filters.to,
        });
        return { ...pack, documents: pack.documents.map(({ url: _url, ...document }) => document) };
      },
    }),
};
