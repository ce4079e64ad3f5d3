import type { Hero } from '@shop/cms';
import type { ReactNode } from 'react';
import { CmsImage, CmsPicture, imageSrc } from './shared';

export interface CmsHeroProps {
  /** The hero's view model from `@shop/cms`. */
  hero: Hero;
  /** 1 on a page whose title is the hero's (default), 2 below another h1. */
  headingLevel?: 1 | 2;
  /** The hero shows no words of its own. */
  labels?: never;
  /**
   * The description a phone shows (≤ 767 px), when it differs from `hero.description` (a listing
   * page's mobile hero image has its own); the desktop one is shown from 768 px.
   */
  mobileDescription?: string | null;
}

const TITLE_SIZES = new Set(['small', 'medium', 'large']);

/**
 * A page's hero: the image is the page's largest paint, so it loads at once
 * with high priority (a phone gets the mobile image through `<picture>`).
 * With `overlay` the title and description lie on the image over a dark
 * scrim that keeps white text at 4.5:1 whatever the photo; otherwise they
 * sit below it. Without images it is a text hero on the brand colour.
 *
 * @example
 * <CmsHero hero={page.hero} />
 */
export function CmsHero({ hero, headingLevel = 1, mobileDescription }: CmsHeroProps): ReactNode {
  const Heading = headingLevel === 2 ? 'h2' : 'h1';
  const pictured = Boolean(imageSrc(hero.desktopImage) || imageSrc(hero.mobileImage));
  const narrow = mobileDescription && mobileDescription !== hero.description ? mobileDescription : null;
  const size = hero.titleFontSize && TITLE_SIZES.has(hero.titleFontSize) ? hero.titleFontSize : undefined;
  return (
    <section
      className="shop-cms-hero"
      data-layout={pictured ? (hero.overlay ? 'overlay' : 'below') : 'text'}
      data-title-size={size}
    >
      <CmsPicture
        desktop={hero.desktopImage}
        mobile={hero.mobileImage}
        className="shop-cms-hero__picture"
        imageClassName="shop-cms-hero__image"
        priority
      />
      <div className="shop-cms-hero__text">
        <CmsImage image={hero.icon} decorative className="shop-cms-hero__icon" />
        <Heading className="shop-cms-hero__title">{hero.title}</Heading>
        {narrow ? (
          <>
            {hero.description ? (
              <p className="shop-cms-hero__description" data-screen="wide">
                {hero.description}
              </p>
            ) : null}
            <p className="shop-cms-hero__description" data-screen="narrow">
              {narrow}
            </p>
          </>
        ) : hero.description ? (
          <p className="shop-cms-hero__description">{hero.description}</p>
        ) : null}
      </div>
    </section>
  );
}
