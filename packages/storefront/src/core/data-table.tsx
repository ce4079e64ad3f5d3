import { Link } from '@shop/ui';
import type { ReactNode } from 'react';

/** A column of a `DataTable`. */
interface Column<Row> {
  /** The column's heading; in a stacked table it also names each of its cells on a phone. */
  label: string;
  /** The heading is for screen readers only (a column of checkboxes). */
  hideLabel?: boolean;
  /** Figures, aligned to the end. */
  number?: boolean;
  cell: (row: Row) => ReactNode;
  /** Where the cell's content links to (the row's own page). */
  href?: (row: Row) => string;
}

/**
 * A table of rows in a region that scrolls sideways on a narrow screen and can be reached by
 * keyboard to do so. Named by `label` or by the id of a heading (`labelledBy`); `heading` stands
 * inside the region above the table, and `empty` instead of the table when there are no rows.
 * `stack` lays each row out as a card on a phone, every cell under its column's name. The first
 * column with a visible heading is the rows' header (`<th scope="row">`): what each row is about.
 * Its classes (`shop-orders__table…`, `shop-table-stack`) are styled in account/account.css.
 */
export function DataTable<Row>({
  label,
  labelledBy,
  heading,
  caption = false,
  stack = false,
  empty,
  rows,
  rowKey,
  columns,
}: {
  label?: string;
  labelledBy?: string;
  heading?: ReactNode;
  /** `label` is also the table's caption, for screen readers. */
  caption?: boolean;
  stack?: boolean;
  empty?: ReactNode;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  columns: readonly Column<Row>[];
}) {
  const header = columns.find((column) => !column.hideLabel);
  const numberClass = (column: Column<Row>) => (column.number ? 'shop-orders__number' : undefined);
  const content = (column: Column<Row>, row: Row) =>
    column.href ? (
      <Link appearance="plain" href={column.href(row)}>
        {column.cell(row)}
      </Link>
    ) : (
      column.cell(row)
    );
  return (
    <section
      className="shop-orders__table-wrap"
      aria-label={label}
      aria-labelledby={labelledBy}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways on a phone must be reachable by keyboard (axe scrollable-region-focusable)
      tabIndex={0}
    >
      {heading}
      {rows.length === 0 && empty !== undefined ? (
        empty
      ) : (
        <table className={stack ? 'shop-orders__table shop-table-stack' : 'shop-orders__table'}>
          {caption && label ? <caption className="shop-visually-hidden">{label}</caption> : null}
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.label} scope="col" className={numberClass(column)}>
                  {column.hideLabel ? (
                    <span className="shop-visually-hidden">{column.label}</span>
                  ) : (
                    column.label
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) =>
                  column === header ? (
                    <th key={column.label} scope="row">
                      {content(column, row)}
                    </th>
                  ) : (
                    <td
                      key={column.label}
                      data-label={stack && !column.hideLabel ? column.label : undefined}
                      className={numberClass(column)}
                    >
                      {content(column, row)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
