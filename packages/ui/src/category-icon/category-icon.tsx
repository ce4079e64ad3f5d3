import type { ReactNode } from 'react';
import { paths } from '../internal/icons';
import './category-icon.css';

/** The spec's eight assortment icons, in menu order. */
export const CATEGORY_ICON_NAMES = [
  'fastenings',
  'sprinkler',
  'vvs-industri',
  'verktyg',
  'mark-va',
  'fastighet',
  'kyla',
  'el',
] as const;

export type CategoryIconName = (typeof CATEGORY_ICON_NAMES)[number];

export interface CategoryIconProps {
  /** Which category. */
  name: CategoryIconName;
  /** Width and height in px; the drawing is on a 24 px grid. */
  size?: number;
  /** Extra class for layout. */
  className?: string;
}

/** One 24 × 24 line drawing per category: stroke only, so it takes the text colour. */
const drawings: Record<CategoryIconName, ReactNode> = {
  // A countersunk screw: head, threaded shank, point.
  fastenings: paths(
    'M7.5 3h9L14 7h-4L7.5 3Z',
    'M10 7v9.5l2 4.5 2-4.5V7',
    'm10 10.5 4-1.5M10 14l4-1.5M10 17.5l4-1.5',
  ),
  // A pendant sprinkler head under the ceiling, spraying.
  sprinkler: paths(
    'M3 3h18M12 3v3',
    'M9.5 6h5l-1 4.5h-3L9.5 6Z',
    'M6.5 12.5h11M12 10.5v2',
    'm8 16-2 3M12 16v4.5M16 16l2 3',
  ),
  // A valve between two flanged pipe ends, with its handwheel.
  'vvs-industri': paths('M2 15h3M19 15h3M5 11v8M19 11v8', 'm7 11.5 10 7v-7l-10 7v-7Z', 'M12 15V6.5M8.5 5h7'),
  // An open-ended spanner.
  verktyg: paths(
    'M14.5 3.2a5 5 0 0 0-4.3 6.6L3.6 16.4a2.1 2.1 0 0 0 3 3l6.6-6.6a5 5 0 0 0 6.6-4.3l-3.1 3.1-2.8-.8-.8-2.8 3.1-3.1a5 5 0 0 0-1.7-.7Z',
  ),
  // Ground with a buried pipe: groundworks, water and sewer.
  'mark-va': (
    <>
      {paths('M2 7h20', 'm5 7-2 2.5M10 7l-2 2.5M15 7l-2 2.5M20 7l-2 2.5')}
      <circle cx="12" cy="16" r="4.5" />
      <circle cx="12" cy="16" r="2" />
    </>
  ),
  // A building: property and facility management.
  fastighet: paths(
    'M2.5 21h19',
    'M4.5 21V4.5L13 3v18M13 9h6.5v12',
    'M7.5 7.5h2.5M7.5 11h2.5M7.5 14.5h2.5M16 12.5h1M16 16h1',
  ),
  // A snowflake: refrigeration and cooling.
  kyla: [0, 60, 120].map((angle) => (
    <g key={angle} transform={`rotate(${angle} 12 12)`}>
      <path d="M12 2.5v19M9.5 4.5 12 7l2.5-2.5M9.5 19.5 12 17l2.5 2.5" />
    </g>
  )),
  // A lightning bolt: electrical.
  el: paths('M13.5 2.5 5 13.5h6.5l-1 8 8.5-11h-6.5l1-8Z'),
};

/**
 * The assortment's category icons (fastenings, sprinkler, VVS industri,
 * verktyg, mark & VA, fastighet, kyla, el). Decorative: hidden from
 * assistive technology, the category name beside it is the text.
 *
 * @example
 * <a href="/el"><CategoryIcon name="el" size={20} /> El</a>
 */
export function CategoryIcon({ name, size = 24, className }: CategoryIconProps) {
  return (
    <svg
      className={className ? `shop-category-icon ${className}` : 'shop-category-icon'}
      data-name={name}
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {drawings[name]}
    </svg>
  );
}
