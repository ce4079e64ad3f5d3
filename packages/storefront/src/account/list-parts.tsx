import { Button } from '@shop/ui';
import { useLocation, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PageLinks, stringifySearch } from '../core';

// The parts the account's lists share: the filter form above a list, and the links to its pages.

/** A page's address with its filters as the query string (empty ones left out). */
export const hrefWith = (pathname: string, filters: Record<string, unknown>) =>
  `${pathname}${stringifySearch(filters)}`;

/**
 * The filters above a list (order history, the spend's period, the configurator's article): a
 * plain GET form to the page it is on, so it works before the page's scripts have run; once they
 * have, it goes to the page with `filtersOf` what the form holds. `actions` stand beside its
 * button. A new address is a new form: what its fields show follows the filters in force.
 */
export function FilterForm({
  label,
  submit,
  filtersOf,
  actions,
  children,
}: {
  label: string;
  /** The submit button's label. */
  submit: string;
  filtersOf: (fields: Record<string, unknown>) => Record<string, unknown>;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const { pathname, searchStr } = useLocation();
  return (
    <form
      key={searchStr}
      className="shop-orders__filters"
      method="get"
      action={pathname}
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        const fields = Object.fromEntries(new FormData(event.currentTarget));
        void navigate({ href: hrefWith(pathname, filtersOf(fields)) });
      }}
    >
      {children}
      <div className="shop-orders__actions">
        <Button type="submit" variant="primary">
          {submit}
        </Button>
        {actions}
      </div>
    </form>
  );
}

/**
 * The links to a list's pages, when it has more than one: this page's address with another page
 * number, its filters kept (the first page's names no page).
 */
export function ListPages({ total, perPage, page = 1 }: { total: number; perPage: number; page?: number }) {
  const { pathname, search } = useLocation();
  const pageCount = Math.ceil(total / perPage);
  return pageCount > 1 ? (
    <PageLinks
      page={page}
      pageCount={pageCount}
      hrefFor={(n) => hrefWith(pathname, { ...search, page: n > 1 ? n : undefined })}
    />
  ) : null;
}
