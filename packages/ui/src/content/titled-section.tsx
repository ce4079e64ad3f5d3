import type { Image } from '@shop/cms';
import type { ReactNode } from 'react';
import { CmsImage } from './shared';

export interface CmsTitledSectionProps {
  /** The section's title from the content service (e.g. a page's `categorySectionTitle`). */
  title: string;
  /** Its icon from the content service (e.g. `categorySectionIcon`), decorative beside the title. */
  icon?: Image | null;
  /** The heading's id: the section is named by it. */
  headingId: string;
  /** Layout class from the app. */
  className?: string;
  /** What the section holds, rendered by the app (e.g. category tiles). */
  children: ReactNode;
}

/**
 * A page's section that the content service titles but the app fills: the title as an `h2`
 * with the editor's icon beside it (left out when its URL is refused), naming the section.
 *
 * @example
 * <CmsTitledSection title={page.categorySectionTitle} icon={page.categorySectionIcon} headingId="content-categories">
 *   <CategoryLinks entries={found} look="tiles" />
 * </CmsTitledSection>
 */
export function CmsTitledSection({
  title,
  icon,
  headingId,
  className,
  children,
}: CmsTitledSectionProps): ReactNode {
  return (
    <section
      className={className ? `shop-cms-titled ${className}` : 'shop-cms-titled'}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="shop-cms-section__title shop-cms-titled__title">
        <CmsImage image={icon} decorative className="shop-cms-section__icon" />
        {title}
      </h2>
      {children}
    </section>
  );
}
