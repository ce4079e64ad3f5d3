import type { Image, Logo } from '@shop/cms';
import type { ReactNode } from 'react';
import { imageSrc } from './shared';

export interface SiteLogoProps {
  /** The logo entry's view model from `@shop/cms`. */
  logo: Logo;
  /** It sits on a dark background (a dark header bar): the light versions are used where there are any. */
  onDark?: boolean;
  /** The image's class (its size is the app's). */
  className?: string;
}

/** The first of the images with a safe URL (http(s) or relative: `imageSrc`). */
const usable = (...images: (Image | null | undefined)[]) => images.find((image) => imageSrc(image)) ?? null;

/**
 * The site's logo from the content service: the wide `logo`, and `logoSmall` on a phone
 * (≤ 767 px) through `<picture>`; on a dark background `lightLogo` and `lightLogoSmall`
 * instead, each falling back to its dark version. Decorative (`alt=""`): the link around it
 * names the start page. Nothing when no version has a usable URL.
 *
 * @example
 * <AppLink to="/" aria-label="Bygghandeln, till startsidan"><SiteLogo logo={chrome.logo} onDark /></AppLink>
 */
export function SiteLogo({ logo, onDark = false, className }: SiteLogoProps): ReactNode {
  const wide = usable(onDark ? logo.lightLogo : null, logo.logo);
  const narrow = usable(onDark ? logo.lightLogoSmall : null, logo.logoSmall);
  const main = wide ?? narrow;
  if (!main) return null;
  return (
    <picture className="shop-site-logo">
      {wide && narrow ? (
        <source
          media="(max-width: 767px)"
          srcSet={imageSrc(narrow) ?? undefined}
          width={narrow.width ?? undefined}
          height={narrow.height ?? undefined}
        />
      ) : null}
      <img
        className={className}
        src={imageSrc(main) ?? undefined}
        alt=""
        width={main.width ?? 160}
        height={main.height ?? 40}
      />
    </picture>
  );
}
