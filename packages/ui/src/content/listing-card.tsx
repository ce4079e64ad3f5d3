import type { ContentListingItem } from '@shop/cms';
import type { ReactNode } from 'react';
import type { ContentLabels } from './labels';
import { CmsImage, ContentLink, type HeadingLevel, headingTag, resolveLink } from './shared';

export interface CmsListingCardProps {
  /** The listing item's view model from `@shop/cms` (the content page it lists). */
  item: ContentListingItem;
  /** Where the card's title leads: the page under its listing, `/<listing>/<page>`. */
  href: string;
  /** '(öppnas i ny flik)' for a banner that links to another site. */
  labels: Pick<ContentLabels, 'newTab'>;
  /** The title's heading level (default 2). */
  headingLevel?: HeadingLevel;
  /** The ingress, rendered by the app (rich text). */
  children?: ReactNode;
}

/**
 * One page of a content listing: thumbnail, pre-title, the title as the card's link, the
 * ingress, the tags, and the page's banner as a strip at the foot (its icon, title and text; its
 * title links where the banner does, when that URL is safe). A thumbnail whose URL is refused is
 * left out.
 *
 * @example
 * <CmsListingCard item={item} href={`/nyheter/${item.slug}`} labels={contentLabels}>
 *   <CmsRichText value={item.ingress} />
 * </CmsListingCard>
 */
export function CmsListingCard({
  item,
  href,
  labels,
  headingLevel = 2,
  children,
}: CmsListingCardProps): ReactNode {
  const Heading = headingTag(headingLevel);
  const banner = item.banner;
  const bannerTitle = banner ? (banner.title ?? banner.textRow1) : null;
  const bannerText = banner?.title ? banner.textRow1 : null;
  const bannerLink = banner ? resolveLink(banner.linkUrl, banner.isExternalLink) : null;
  return (
    <article className="shop-cms-listing-card">
      <CmsImage image={item.thumbnail} decorative className="shop-cms-listing-card__image" />
      <div className="shop-cms-listing-card__text">
        {item.preTitle ? <p className="shop-cms-listing-card__pre-title">{item.preTitle}</p> : null}
        <Heading className="shop-cms-listing-card__title">
          <ContentLink link={{ href, external: false }} labels={null}>
            {item.title}
          </ContentLink>
        </Heading>
        {children}
        {item.tags.length > 0 ? (
          <p className="shop-cms-listing-card__tags">{item.tags.map((tag) => tag.name).join(' · ')}</p>
        ) : null}
      </div>
      {banner && bannerTitle ? (
        <aside
          className="shop-cms-listing-card__banner"
          aria-label={bannerTitle}
          data-marketing-id={banner.marketingId ?? undefined}
        >
          <CmsImage image={banner.icon} decorative className="shop-cms-listing-card__banner-icon" />
          <p className="shop-cms-listing-card__banner-title">
            {bannerLink ? (
              <ContentLink link={bannerLink} labels={labels}>
                {bannerTitle}
              </ContentLink>
            ) : (
              bannerTitle
            )}
          </p>
          {bannerText ? <p className="shop-cms-listing-card__banner-text">{bannerText}</p> : null}
        </aside>
      ) : null}
    </article>
  );
}
