import type { MenuEntry } from '@shop/commerce-client/contract';
import { CATEGORY_ICON_NAMES, CategoryIcon, type CategoryIconName } from '@shop/ui';
import { linkOptions } from '@tanstack/react-router';
import { CategoryGlyph, LinkList } from '../core';

/** The spec's custom icon of a category, where the menu names one (content §9); nothing otherwise. */
function SubcategoryIcon({ name }: { name: string | null }) {
  if (!name || !(CATEGORY_ICON_NAMES as readonly string[]).includes(name)) return null;
  return <CategoryIcon name={name as CategoryIconName} size={24} />;
}

/**
 * Categories of the menu as links to their category pages: `tiles` with their glyphs (the start
 * page, a content page's categories), or a category's `subcategories` with the spec's icons.
 */
export function CategoryLinks({
  entries,
  look,
}: {
  entries: readonly MenuEntry[];
  look: 'tiles' | 'subcategories';
}) {
  const tiles = look === 'tiles';
  return (
    <LinkList
      className={tiles ? 'shop-tiles' : 'shop-subcategories__list'}
      linkClassName={tiles ? 'shop-tile' : 'shop-subcategories__link'}
      items={entries.map((entry) => ({
        key: entry.slug,
        link: linkOptions({ to: '/kategorier/$', params: { _splat: entry.slug } }),
        content: (
          <>
            {tiles ? (
              entry.icon ? (
                <CategoryGlyph name={entry.icon} />
              ) : null
            ) : (
              <SubcategoryIcon name={entry.icon} />
            )}
            <span>{entry.title}</span>
          </>
        ),
      }))}
    />
  );
}
