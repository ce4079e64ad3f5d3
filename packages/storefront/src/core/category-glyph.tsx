import { CATEGORY_ICON_NAMES, CategoryIcon, type CategoryIconProps } from '@shop/ui';

type IconName = CategoryIconProps['name'];

/** The spec's eight custom icons for menu entries; other icon names draw nothing. */
export function CategoryGlyph({ name }: { name: string }) {
  if (!(CATEGORY_ICON_NAMES as readonly string[]).includes(name)) return null;
  return <CategoryIcon name={name as IconName} size={20} />;
}
