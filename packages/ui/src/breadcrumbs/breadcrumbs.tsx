import { Link } from '../link/link';
import './breadcrumbs.css';

export interface BreadcrumbItem {
  /** The level's name, e.g. 'Kabel'. */
  label: string;
  /** The level's page (not linked for the last item, the current page). */
  href: string;
}

export interface BreadcrumbsProps {
  /** The landmark's accessible name, e.g. 'Brödsmulor' or 'Du är här'. */
  label: string;
  /** From the top level down; the last item is the current page. */
  items: BreadcrumbItem[];
  /**
   * On a phone: `wrap` (default) breaks a long path into lines; `scroll` keeps one line that
   * scrolls sideways, for pages where the path arrives after the first paint and a wrapping
   * path would push the page down (layout shift).
   */
  overflow?: 'wrap' | 'scroll';
}

/**
 * Where a page sits in the assortment: a `navigation` landmark holding an
 * ordered list of links. The last item is the current page, marked
 * `aria-current="page"` and not a link. Nothing is rendered without items.
 *
 * @example
 * <Breadcrumbs label="Brödsmulor" items={[{ label: 'El', href: '/el' }, { label: 'Kabel', href: '/el/kabel' }]} />
 */
export function Breadcrumbs({ label, items, overflow = 'wrap' }: BreadcrumbsProps) {
  if (items.length === 0) return null;
  const last = items.length - 1;
  return (
    <nav className="shop-breadcrumbs" aria-label={label} data-overflow={overflow}>
      <ol className="shop-breadcrumbs__list">
        {items.map((item, index) => (
          <li key={item.href} className="shop-breadcrumbs__item">
            {index === last ? (
              <span className="shop-breadcrumbs__current" aria-current="page">
                {item.label}
              </span>
            ) : (
              <Link appearance="plain" className="shop-breadcrumbs__link" href={item.href}>
                {item.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
