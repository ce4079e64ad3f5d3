import type {
  Banner,
  ContentBanners,
  LargeSection,
  MarketingBanners,
  RandomBanners,
  SubBanners,
} from '@shop/cms';
import type { ReactNode } from 'react';
import type { ContentLabels } from './labels';
import { weightedOrder } from './order';
import {
  CardGridSection,
  CmsImage,
  CmsList,
  CmsPicture,
  type CmsSectionProps,
  ContentLink,
  type HeadingTag,
  imageSrc,
  resolveLink,
  SectionFrame,
  TileLink,
} from './shared';

/** The call to action of a card: the button text, or 'Läs mer' followed by the card's title (visually hidden) so links in a row differ. */
function CallToAction({
  link,
  text,
  name,
  labels,
  appearance = 'plain',
}: {
  link: { href: string; external: boolean } | null;
  text: string | null;
  name: string | null;
  labels: ContentLabels;
  appearance?: 'plain' | 'button';
}) {
  if (!link) return null;
  return (
    <ContentLink
      link={link}
      labels={labels}
      appearance={appearance}
      className={appearance === 'plain' ? 'shop-cms-cta' : undefined}
    >
      {text || labels.readMore}
      {!text && name ? <span className="shop-visually-hidden"> {name}</span> : null}
    </ContentLink>
  );
}

/**
 * The text beside the image of a large section or a random banner: an optional pre-title, the
 * title, the text and a button. `block` is the component's class (`shop-cms-large`,
 * `shop-cms-random`), so each keeps its own look.
 */
function FeatureBody({
  block,
  preTitle,
  title,
  text,
  link,
  buttonText,
  labels,
  Heading,
}: {
  block: 'shop-cms-large' | 'shop-cms-random';
  preTitle?: string | null;
  title: string;
  text: string | null;
  link: { href: string; external: boolean } | null;
  buttonText: string | null;
  labels: ContentLabels;
  Heading: HeadingTag;
}) {
  return (
    <div className={`${block}__body`}>
      {preTitle ? <p className={`${block}__pre-title`}>{preTitle}</p> : null}
      <Heading className={`${block}__title`}>{title}</Heading>
      {text ? <p className={`${block}__text`}>{text}</p> : null}
      <CallToAction link={link} text={buttonText} name={title} labels={labels} appearance="button" />
    </div>
  );
}

interface CmsBannerCardProps {
  banner: Banner;
  labels: ContentLabels;
  /** The tag of the banner's title. */
  Heading: HeadingTag;
}

/** One banner: image, icon, title, two text rows and a 'Läs mer' link when it links somewhere. */
function BannerCard({ banner, labels, Heading }: CmsBannerCardProps) {
  const link = resolveLink(banner.linkUrl, banner.isExternalLink);
  const image = banner.contentImage ?? banner.image;
  return (
    <article
      className="shop-cms-banner"
      data-template={banner.template === 'dark' || banner.template === 'brand' ? 'brand' : undefined}
      data-marketing-id={banner.marketingId ?? undefined}
      data-creative={banner.creative ?? undefined}
    >
      <CmsImage image={image} className="shop-cms-banner__image" />
      <div className="shop-cms-banner__body">
        <CmsImage image={banner.icon} decorative className="shop-cms-banner__icon" />
        {banner.title ? <Heading className="shop-cms-banner__title">{banner.title}</Heading> : null}
        {banner.textRow1 ? <p className="shop-cms-banner__text">{banner.textRow1}</p> : null}
        {banner.textRow2 ? <p className="shop-cms-banner__text">{banner.textRow2}</p> : null}
        <CallToAction link={link} text={null} name={banner.title ?? banner.textRow1} labels={labels} />
      </div>
    </article>
  );
}

export interface CmsPageBannerProps {
  /** The page's banner view model from `@shop/cms`. */
  banner: Banner;
  /** The shared content words ('Läs mer', '(öppnas i ny flik)'). */
  labels: ContentLabels;
}

/**
 * A content page's banner (a card with image, title, text and a link).
 *
 * @example
 * {page.banner ? <CmsPageBanner banner={page.banner} labels={contentLabels} /> : null}
 */
export function CmsPageBanner({ banner, labels }: CmsPageBannerProps): ReactNode {
  return (
    <div className="shop-cms-page-banner">
      <BannerCard banner={banner} labels={labels} Heading="h2" />
    </div>
  );
}

/**
 * A large section: one wide block (image beside title, text and a button).
 *
 * @example
 * <CmsLargeSection section={section} labels={contentLabels} />
 */
export function CmsLargeSection(props: CmsSectionProps<LargeSection>): ReactNode {
  const hero = props.section.subHero;
  return (
    <SectionFrame {...props}>
      {({ labels, ItemHeading }) =>
        hero ? (
          <div className="shop-cms-large" data-image={imageSrc(hero.image) ? 'yes' : undefined}>
            <CmsImage image={hero.image} className="shop-cms-large__image" />
            <FeatureBody
              block="shop-cms-large"
              title={hero.title}
              text={hero.text}
              link={resolveLink(hero.buttonLink ?? hero.linkUrl, hero.isExternalLink)}
              buttonText={hero.buttonText}
              labels={labels}
              Heading={ItemHeading}
            />
          </div>
        ) : null
      }
    </SectionFrame>
  );
}

/**
 * Sub-banners: a row of banner cards (one column on a phone).
 *
 * @example
 * <CmsSubBanners section={section} labels={contentLabels} />
 */
export function CmsSubBanners(props: CmsSectionProps<SubBanners>): ReactNode {
  return <BannerGrid {...props} />;
}

/** A section of banner cards: sub banners and content banners look alike. */
function BannerGrid(props: CmsSectionProps<SubBanners | ContentBanners>): ReactNode {
  return (
    <CardGridSection
      {...props}
      card={(banner, { labels, ItemHeading }) => (
        <BannerCard banner={banner} labels={labels} Heading={ItemHeading} />
      )}
    />
  );
}

/**
 * Content banners: banner cards in a grid.
 *
 * @example
 * <CmsContentBanners section={section} labels={contentLabels} />
 */
export function CmsContentBanners(props: CmsSectionProps<ContentBanners>): ReactNode {
  return <BannerGrid {...props} />;
}

export interface CmsRandomBannersProps extends CmsSectionProps<RandomBanners> {
  /** The item to show, drawn by the caller (`pickRandomIndex` on the server); default 0, out of range → 0. */
  choice?: number;
}

/**
 * One of the section's banners: exactly the item `choice` points at. The
 * caller draws it, so server and browser show the same one.
 *
 * @example
 * <CmsRandomBanners section={section} labels={contentLabels} choice={pickRandomIndex(section.items.length)} />
 */
export function CmsRandomBanners({ choice = 0, ...props }: CmsRandomBannersProps): ReactNode {
  const { items } = props.section;
  const item = items[Number.isInteger(choice) && choice >= 0 && choice < items.length ? choice : 0];
  if (!item) return null;
  return (
    <SectionFrame {...props}>
      {({ labels, ItemHeading }) => (
        <article
          className="shop-cms-random"
          data-marketing-id={item.marketingId ?? undefined}
          data-creative={item.creative ?? undefined}
        >
          <CmsImage image={item.contentImage} className="shop-cms-random__image" />
          <FeatureBody
            block="shop-cms-random"
            preTitle={item.preTitle}
            title={item.title}
            text={item.text}
            link={resolveLink(item.linkUrl, item.isExternalLink)}
            buttonText={item.buttonText}
            labels={labels}
            Heading={ItemHeading}
          />
        </article>
      )}
    </SectionFrame>
  );
}

/**
 * Marketing banners: image banners ordered by weight (highest first, ties in
 * the editor's order). The image's text is the banner's `metaTitle`, so a
 * linked banner is a link named by it.
 *
 * @example
 * <CmsMarketingBanners section={section} labels={contentLabels} />
 */
export function CmsMarketingBanners(props: CmsSectionProps<MarketingBanners>): ReactNode {
  return (
    <SectionFrame {...props}>
      {({ section, labels }) => (
        <CmsList
          items={weightedOrder(section.items)}
          className="shop-cms-marketing"
          itemProps={(item) => ({
            className: 'shop-cms-marketing__item',
            'data-marketing-id': item.marketingId ?? undefined,
            'data-creative': item.creative ?? undefined,
          })}
        >
          {(item) => (
            <TileLink
              link={resolveLink(item.linkUrl, item.isExternalLink)}
              labels={labels}
              className="shop-cms-marketing__link"
            >
              <MarketingContent item={item} />
            </TileLink>
          )}
        </CmsList>
      )}
    </SectionFrame>
  );
}

/** The banner sections a section of their kind is drawn with from its model alone (`CmsSection`). */
export const BANNER_SECTIONS = {
  LargeSection: CmsLargeSection,
  SubBanners: CmsSubBanners,
  MarketingBanners: CmsMarketingBanners,
  ContentBanners: CmsContentBanners,
};

/** A marketing banner's face: its picture, or (without one) its title and description as text. */
function MarketingContent({ item }: { item: MarketingBanners['items'][number] }): ReactNode {
  if (imageSrc(item.desktopImage) || imageSrc(item.mobileImage)) {
    return (
      <CmsPicture
        desktop={item.desktopImage}
        mobile={item.mobileImage}
        alt={item.metaTitle}
        className="shop-cms-marketing__picture"
        imageClassName="shop-cms-marketing__image"
      />
    );
  }
  return (
    <span className="shop-cms-marketing__text">
      <span className="shop-cms-marketing__title">{item.metaTitle}</span>
      {item.metaDescription ? (
        <span className="shop-cms-marketing__description">{item.metaDescription}</span>
      ) : null}
    </span>
  );
}
