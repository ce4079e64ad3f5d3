import { pageParam, stringParam } from '../core';
import type { OrderFilters } from './queries';

const STATUSES = ['RECEIVED', 'CONFIRMED', 'DELIVERED', 'INVOICED', 'CANCELLED'] as const;
const SORTS = ['date_desc', 'date_asc', 'total_desc', 'total_asc'] as const;
const DELIVERY_STATES = ['NOT_SHIPPED', 'PARTIAL', 'BACK_ORDERED', 'CANCELLED_LINE', 'DELIVERED'] as const;

/** A real calendar date `YYYY-MM-DD` (not 2027-02-31), or undefined. */
export function isoDate(value: unknown): string | undefined {
  const text = stringParam(value)?.trim();
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
  const date = new Date(`${text}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text) ? text : undefined;
}

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined => {
  const text = stringParam(value);
  return values.find((v) => v === text);
};

/**
 * The order history's filters from the URL: text and a reference (100 characters at most each),
 * status, a date range (swapped when given backwards), sort, 'Har restorder' (`backOrdered=1`),
 * the delivery state and page. Anything else is dropped, never sent on.
 *
 * @example
 * orderFiltersOf({ q: 'Hamnen', reference: ' P-123 ', from: '2026-03-01', to: '2026-02-01', page: '2' })
 * // { q: 'Hamnen', reference: 'P-123', from: '2026-02-01', to: '2026-03-01', page: 2 }
 */
export function orderFiltersOf(search: Record<string, unknown>): OrderFilters {
  const filters: OrderFilters = {};
  const q = stringParam(search.q)?.trim().slice(0, 100);
  if (q) filters.q = q;
  const reference = stringParam(search.reference)?.trim().slice(0, 100);
  if (reference) filters.reference = reference;
  const status = oneOf(STATUSES, search.status);
  if (status) filters.status = status;
  let from = isoDate(search.from);
  let to = isoDate(search.to);
  if (from && to && from > to) [from, to] = [to, from];
  if (from) filters.from = from;
  if (to) filters.to = to;
  if (['1', 'true', 'on'].includes(stringParam(search.backOrdered) ?? '')) filters.backOrdered = true;
  const delivery = oneOf(DELIVERY_STATES, search.delivery);
  if (delivery) filters.delivery = delivery;
  const sort = oneOf(SORTS, search.sort);
  if (sort && sort !== 'date_desc') filters.sort = sort;
  const page = pageParam(search.page);
  if (page > 1) filters.page = page;
  return filters;
}

export const ORDER_STATUSES = STATUSES;
export const ORDER_SORTS = SORTS;
export const ORDER_DELIVERY_STATES = DELIVERY_STATES;
