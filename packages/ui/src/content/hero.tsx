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
export function CmsHero({ hero, headingLevel = 1 }: CmsHeroProps): ReactNode {
  const Heading = headingLevel === 2 ? 'h2' : 'h1';
  const pictured = Boolean(imageSrc(hero.desktopImage) || imageSrc(hero.mobileImage));
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
        {hero.description ? <p className="shop-cms-hero__description">{hero.description}</p> : null}
      </div>
    </section>
  );
}
