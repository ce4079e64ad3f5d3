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
  CmsGrid,
  CmsImage,
  CmsList,
  CmsPicture,
  ContentLink,
  type HeadingLevel,
  head,
  headingTag,
  imageSrc,
  itemLevel,
  resolveLink,
  SectionShell,
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

interface CmsBannerCardProps {
  banner: Banner;
  labels: ContentLabels;
  headingLevel: number;
}

/** One banner: image, icon, title, two text rows and a 'Läs mer' link when it links somewhere. */
function BannerCard({ banner, labels, headingLevel }: CmsBannerCardProps) {
  const Heading = headingTag(headingLevel);
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
      <BannerCard banner={banner} labels={labels} headingLevel={2} />
    </div>
  );
}

/** Props of every section component: the view model, the labels and the title's heading level (default 2). */
export interface CmsSectionProps<Model> {
  /** The section's view model from `@shop/cms`. */
  section: Model;
  /** The shared content words ('Läs mer', '(öppnas i ny flik)', 'Telefon', 'Spela upp video'). */
  labels: ContentLabels;
  /** The section title's heading level (default 2); its items' headings are one below. */
  headingLevel?: HeadingLevel;
}

function BannerList({ items, labels, level }: { items: Banner[]; labels: ContentLabels; level: number }) {
  return (
    <CmsGrid items={items}>
      {(banner) => <BannerCard banner={banner} labels={labels} headingLevel={level} />}
    </CmsGrid>
  );
}

/**
 * A large section: one wide block (image beside title, text and a button).
 *
 * @example
 * <CmsLargeSection section={section} labels={contentLabels} />
 */
export function CmsLargeSection({
  section,
  labels,
  headingLevel = 2,
}: CmsSectionProps<LargeSection>): ReactNode {
  const hero = section.subHero;
  const Heading = headingTag(itemLevel(section.title, headingLevel));
  const buttonLink = resolveLink(hero?.buttonLink ?? hero?.linkUrl, hero?.isExternalLink);
  return (
    <SectionShell {...head(section)} headingLevel={headingLevel}>
      {hero ? (
        <div className="shop-cms-large" data-image={imageSrc(hero.image) ? 'yes' : undefined}>
          <CmsImage image={hero.image} className="shop-cms-large__image" />
          <div className="shop-cms-large__body">
            <Heading className="shop-cms-large__title">{hero.title}</Heading>
            {hero.text ? <p className="shop-cms-large__text">{hero.text}</p> : null}
            <CallToAction
              link={buttonLink}
              text={hero.buttonText}
              name={hero.title}
              labels={labels}
              appearance="button"
            />
          </div>
        </div>
      ) : null}
    </SectionShell>
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
function BannerGrid({
  section,
  labels,
  headingLevel = 2,
}: CmsSectionProps<SubBanners | ContentBanners>): ReactNode {
  return (
    <SectionShell {...head(section)} headingLevel={headingLevel}>
      <BannerList items={section.items} labels={labels} level={itemLevel(section.title, headingLevel)} />
    </SectionShell>
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
export function CmsRandomBanners({
  section,
  labels,
  headingLevel = 2,
  choice = 0,
}: CmsRandomBannersProps): ReactNode {
  const index = Number.isInteger(choice) && choice >= 0 && choice < section.items.length ? choice : 0;
  const item = section.items[index];
  if (!item) return null;
  const Heading = headingTag(itemLevel(section.title, headingLevel));
  const link = resolveLink(item.linkUrl, item.isExternalLink);
  return (
    <SectionShell {...head(section)} headingLevel={headingLevel}>
      <article
        className="shop-cms-random"
        data-marketing-id={item.marketingId ?? undefined}
        data-creative={item.creative ?? undefined}
      >
        <CmsImage image={item.contentImage} className="shop-cms-random__image" />
        <div className="shop-cms-random__body">
          {item.preTitle ? <p className="shop-cms-random__pre-title">{item.preTitle}</p> : null}
          <Heading className="shop-cms-random__title">{item.title}</Heading>
          {item.text ? <p className="shop-cms-random__text">{item.text}</p> : null}
          <CallToAction
            link={link}
            text={item.buttonText}
            name={item.title}
            labels={labels}
            appearance="button"
          />
        </div>
      </article>
    </SectionShell>
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
export function CmsMarketingBanners({
  section,
  labels,
  headingLevel = 2,
}: CmsSectionProps<MarketingBanners>): ReactNode {
  const items = weightedOrder(section.items);
  return (
    <SectionShell {...head(section)} headingLevel={headingLevel}>
      <CmsList
        items={items}
        className="shop-cms-marketing"
        itemProps={(item) => ({
          className: 'shop-cms-marketing__item',
          'data-marketing-id': item.marketingId ?? undefined,
          'data-creative': item.creative ?? undefined,
        })}
      >
        {(item) => {
          const link = resolveLink(item.linkUrl, item.isExternalLink);
          const content =
            imageSrc(item.desktopImage) || imageSrc(item.mobileImage) ? (
              <CmsPicture
                desktop={item.desktopImage}
                mobile={item.mobileImage}
                alt={item.metaTitle}
                className="shop-cms-marketing__picture"
                imageClassName="shop-cms-marketing__image"
              />
            ) : (
              <span className="shop-cms-marketing__text">
                <span className="shop-cms-marketing__title">{item.metaTitle}</span>
                {item.metaDescription ? (
                  <span className="shop-cms-marketing__description">{item.metaDescription}</span>
                ) : null}
              </span>
            );
          return (
            <TileLink link={link} labels={labels} className="shop-cms-marketing__link">
              {content}
            </TileLink>
          );
        }}
      </CmsList>
    </SectionShell>
  );
}
