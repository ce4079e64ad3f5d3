import { stringParam } from '../core';
import { isoDate } from './order-filters';

/** The pack's date range as the URL keeps it (`from`, `to`, both days included). */
export type ProjectDocumentFilters = {
  from?: string;
  to?: string;
};

/**
 * The range from the URL, or why it cannot be used: a text that is no calendar date, or a range
 * that ends before it starts. A refused range asks the services nothing; the page says why and
 * keeps what was typed in the form.
 *
 * @example
 * projectDocumentFiltersOf({ from: '2025-01-01', to: '2025-06-30' }) // { filters: { from: '2025-01-01', to: '2025-06-30' } }
 * projectDocumentFiltersOf({ from: '2025-06-30', to: '2025-01-01' }) // { problem: 'range', typed: { … } }
 */
export function projectDocumentFiltersOf(
  search: Record<string, unknown>,
):
  | { filters: ProjectDocumentFilters; problem?: undefined }
  | { problem: 'date' | 'range'; typed: ProjectDocumentFilters } {
  const typedFrom = stringParam(search.from)?.trim().slice(0, 20) || undefined;
  const typedTo = stringParam(search.to)?.trim().slice(0, 20) || undefined;
  const typed: ProjectDocumentFilters = {
    ...(typedFrom ? { from: typedFrom } : {}),
    ...(typedTo ? { to: typedTo } : {}),
  };
  const from = isoDate(typedFrom);
  const to = isoDate(typedTo);
  if ((typedFrom && !from) || (typedTo && !to)) return { problem: 'date', typed };
  if (from && to && from > to) return { problem: 'range', typed };
  return { filters: { ...(from ? { from } : {}), ...(to ? { to } : {}) } };
}

/** The ZIP of the pack: the brand's server builds and streams it (`/dokument/projekt/…`). */
export function projectPackHref(projectId: string, filters: ProjectDocumentFilters): string {
  const params = new URLSearchParams();
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  const query = params.toString();
  return `/dokument/projekt/${encodeURIComponent(projectId)}/dokumentation.zip${query ? `?${query}` : ''}`;
}
