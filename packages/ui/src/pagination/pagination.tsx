import { ChevronIcon } from '../internal/icons';
import { Link } from '../link/link';
import './pagination.css';

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  /** How many pages there are; 1 or fewer renders nothing. */
  pageCount: number;
  /** The address of a page; links are plain `<a href>` so they work without script and can be opened in a tab. */
  hrefFor: (page: number) => string;
  /** `page(n)` names a page link, e.g. (n) => `Sida ${n}`. */
  labels: { nav: string; previous: string; next: string; page: (n: number) => string };
}

type Slot = number | 'gap-start' | 'gap-end';

/** First, last, and the current page with one neighbour each side; a gap of one page shows the page instead. */
export function pageSlots(page: number, pageCount: number): Slot[] {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1]);
  const pages = [...wanted].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  const slots: Slot[] = [];
  for (const n of pages) {
    const previous = slots.at(-1);
    if (typeof previous === 'number' && n - previous === 2) slots.push(n - 1);
    else if (typeof previous === 'number' && n - previous > 2) slots.push(n > page ? 'gap-end' : 'gap-start');
    slots.push(n);
  }
  return slots;
}

/**
 * Pages of a result list as a `navigation` landmark of plain links. The
 * current page is marked `aria-current="page"`; at the ends, previous and
 * next are shown but are not links. Nothing is rendered for a single page.
 *
 * @example
 * <Pagination page={3} pageCount={12} hrefFor={(n) => `?page=${n}`}
 *   labels={{ nav: 'Sidor', previous: 'Föregående', next: 'Nästa', page: (n) => `Sida ${n}` }} />
 */
export function Pagination({ page, pageCount, hrefFor, labels }: PaginationProps) {
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, Math.round(page)), pageCount);
  const edge = (target: number, direction: 'left' | 'right', text: string, rel: 'prev' | 'next') => {
    const content =
      direction === 'left' ? (
        <>
          <ChevronIcon direction="left" />
          <span className="shop-pagination__edge-label">{text}</span>
        </>
      ) : (
        <>
          <span className="shop-pagination__edge-label">{text}</span>
          <ChevronIcon direction="right" />
        </>
      );
    return target < 1 || target > pageCount ? (
      <span className="shop-pagination__edge" data-disabled>
        {content}
      </span>
    ) : (
      <Link appearance="plain" className="shop-pagination__edge" href={hrefFor(target)} rel={rel}>
        {content}
      </Link>
    );
  };
  return (
    <nav className="shop-pagination" aria-label={labels.nav}>
      <ul className="shop-pagination__list">
        <li className="shop-pagination__item">{edge(current - 1, 'left', labels.previous, 'prev')}</li>
        {pageSlots(current, pageCount).map((slot) =>
          typeof slot === 'number' ? (
            <li key={slot} className="shop-pagination__item">
              <Link
                appearance="plain"
                className="shop-pagination__page"
                href={hrefFor(slot)}
                aria-label={labels.page(slot)}
                aria-current={slot === current ? 'page' : undefined}
              >
                {slot}
              </Link>
            </li>
          ) : (
            <li key={slot} className="shop-pagination__item shop-pagination__gap" aria-hidden="true">
              …
            </li>
          ),
        )}
        <li className="shop-pagination__item">{edge(current + 1, 'right', labels.next, 'next')}</li>
      </ul>
    </nav>
  );
}
