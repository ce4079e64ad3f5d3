import type { Hero } from '@shop/cms';
import type { ReactNode } from 'react';
import { CmsImage, imageSrc } from './shared';

export interface CmsHeroProps {
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
  const desktop = imageSrc(hero.desktopImage) ? hero.desktopImage : null;
  const mobile = imageSrc(hero.mobileImage) ? hero.mobileImage : null;
  const main = desktop ?? mobile;
  const size = hero.titleFontSize && TITLE_SIZES.has(hero.titleFontSize) ? hero.titleFontSize : undefined;
  return (
    <section
      className="shop-cms-hero"
      data-layout={main ? (hero.overlay ? 'overlay' : 'below') : 'text'}
      data-title-size={size}
    >
      {main ? (
        <picture className="shop-cms-hero__picture">
          {mobile && desktop ? (
            <source
              media="(max-width: 767px)"
              srcSet={imageSrc(mobile) ?? undefined}
              width={mobile.width ?? undefined}
              height={mobile.height ?? undefined}
            />
          ) : null}
          <img
            className="shop-cms-hero__image"
            src={imageSrc(main) ?? undefined}
            alt={main.description || main.title}
            width={main.width ?? undefined}
            height={main.height ?? undefined}
            fetchPriority="high"
            loading="eager"
            decoding="async"
          />
        </picture>
      ) : null}
      <div className="shop-cms-hero__text">
        <CmsImage image={hero.icon} decorative className="shop-cms-hero__icon" />
        <Heading className="shop-cms-hero__title">{hero.title}</Heading>
        {hero.description ? <p className="shop-cms-hero__description">{hero.description}</p> : null}
      </div>
    </section>
  );
}
