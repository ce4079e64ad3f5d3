import type {
  AccountApplication,
  AssortmentIcons,
  ContactCards,
  ImageSetOfThree,
  ImageSingle,
  InfoBlock,
  SelectedProducts,
  ServiceCards,
  TextAndMedia,
  TextBlock,
} from '@shop/cms';
import type { ReactNode } from 'react';
import { telHref } from '../store-card/store-card';
import { CmsRichText } from './rich-text';
import {
  CardGridSection,
  CmsImage,
  CmsList,
  type CmsSectionProps,
  ContentLink,
  headingTag,
  imageSrc,
  resolveLink,
  SectionFrame,
  SectionShell,
  TileLink,
} from './shared';

export interface CmsSelectedProductsProps extends CmsSectionProps<SelectedProducts> {
  /** The product list, rendered by the app with live prices and stock. */
  children?: ReactNode;
}

/**
 * Selected products: the section's title above the product list the app
 * renders (ui fetches nothing, so the products come in as `children`).
 *
 * @example
 * <CmsSelectedProducts section={section} labels={contentLabels}><ProductGrid>…</ProductGrid></CmsSelectedProducts>
 */
export function CmsSelectedProducts({ children, ...props }: CmsSelectedProductsProps): ReactNode {
  return <SectionFrame {...props}>{children}</SectionFrame>;
}

/**
 * Assortment icons: a grid of tiles (icon and name), each a link when it has
 * a safe one. The icons are decorative: the name says it.
 *
 * @example
 * <CmsAssortmentIcons section={section} labels={contentLabels} />
 */
export function CmsAssortmentIcons(props: CmsSectionProps<AssortmentIcons>): ReactNode {
  return (
    <SectionFrame {...props}>
      {({ section, labels }) => (
        <CmsList items={section.items} className="shop-cms-icons">
          {(item) => (
            <TileLink
              link={resolveLink(item.linkUrl)}
              labels={labels}
              className="shop-cms-icons__tile"
              spanWhenUnlinked
            >
              <span className="shop-cms-icons__icon">
                <CmsImage image={item.icon} decorative />
              </span>
              <span className="shop-cms-icons__title">{item.title}</span>
            </TileLink>
          )}
        </CmsList>
      )}
    </SectionFrame>
  );
}

/**
 * Service cards: icon, title (the card's link when it has one) and description.
 *
 * @example
 * <CmsServiceCards section={section} labels={contentLabels} />
 */
export function CmsServiceCards(props: CmsSectionProps<ServiceCards>): ReactNode {
  return (
    <CardGridSection
      {...props}
      card={(service, { labels, ItemHeading }) => {
        const link = resolveLink(service.linkUrl);
        return (
          <article className="shop-cms-card">
            <CmsImage image={service.icon} decorative className="shop-cms-card__icon" />
            <ItemHeading className="shop-cms-card__title">
              {link ? (
                <ContentLink link={link} labels={labels}>
                  {service.title}
                </ContentLink>
              ) : (
                service.title
              )}
            </ItemHeading>
            {service.description ? <p className="shop-cms-card__text">{service.description}</p> : null}
          </article>
        );
      }}
    />
  );
}

export interface CmsAccountApplicationProps extends CmsSectionProps<AccountApplication> {
  /** The application form, rendered by the app (a `DynamicFormView` for the section's `formId`). */
  form?: ReactNode;
}

/**
 * An account application: title, the text, and the form the app puts in.
 *
 * @example
 * <CmsAccountApplication section={section} labels={contentLabels} form={<DynamicFormView … />} />
 */
export function CmsAccountApplication({ form, ...props }: CmsAccountApplicationProps): ReactNode {
  return (
    <SectionFrame {...props}>
      {({ section }) => (
        <>
          <CmsRichText value={section.text} />
          {form ? <div className="shop-cms-account-application__form">{form}</div> : null}
        </>
      )}
    </SectionFrame>
  );
}

/**
 * Contact cards: photo, role, name, a phone link that dials and an e-mail link.
 *
 * @example
 * <CmsContactCards section={section} labels={contentLabels} />
 */
export function CmsContactCards(props: CmsSectionProps<ContactCards>): ReactNode {
  return (
    <CardGridSection
      {...props}
      card={(contact, { labels, ItemHeading }) => (
        <article className="shop-cms-card shop-cms-contact">
          {/* The name is beside the photo, so the photo says nothing more. */}
          <CmsImage image={contact.image} decorative className="shop-cms-contact__photo" />
          <div className="shop-cms-contact__body">
            {contact.role ? <p className="shop-cms-contact__role">{contact.role}</p> : null}
            <ItemHeading className="shop-cms-card__title">{contact.name}</ItemHeading>
            <address className="shop-cms-contact__lines">
              <ContactLine label={labels.phone} value={contact.phone} href={telHref} />
              <ContactLine
                label={labels.email}
                value={contact.email}
                href={(email) => `mailto:${email.trim()}`}
              />
            </address>
          </div>
        </article>
      )}
    />
  );
}

/** One way to reach a contact: its label, then the value as a link that dials or writes; nothing without a value. */
function ContactLine({
  label,
  value,
  href,
}: {
  label: string;
  value: string | null;
  href: (value: string) => string;
}): ReactNode {
  if (!value) return null;
  return (
    <span>
      <span className="shop-cms-contact__label">{label}</span> <a href={href(value)}>{value}</a>
    </span>
  );
}

/**
 * Three images side by side (one column on a phone).
 *
 * @example
 * <CmsImageSetOfThree section={section} labels={contentLabels} />
 */
export function CmsImageSetOfThree(props: CmsSectionProps<ImageSetOfThree>): ReactNode {
  return (
    <SectionFrame {...props}>
      {({ section }) => (
        <CmsList
          items={section.images.filter((image) => imageSrc(image))}
          className="shop-cms-grid"
          columns={3}
        >
          {(image) => <CmsImage image={image} className="shop-cms-image" />}
        </CmsList>
      )}
    </SectionFrame>
  );
}

/**
 * One image with an optional caption.
 *
 * @example
 * <CmsImageSingle section={section} labels={contentLabels} />
 */
export function CmsImageSingle(props: CmsSectionProps<ImageSingle>): ReactNode {
  return (
    <SectionFrame {...props}>
      {({ section }) =>
        imageSrc(section.image) || section.caption ? (
          <figure className="shop-cms-figure">
            <CmsImage image={section.image} className="shop-cms-image" />
            {section.caption ? (
              <figcaption className="shop-cms-figure__caption">{section.caption}</figcaption>
            ) : null}
          </figure>
        ) : null
      }
    </SectionFrame>
  );
}

/**
 * An info block: a boxed title and text with an optional icon.
 *
 * @example
 * <CmsInfoBlock section={section} labels={contentLabels} />
 */
export function CmsInfoBlock({ section, headingLevel = 2 }: CmsSectionProps<InfoBlock>): ReactNode {
  return (
    <SectionShell
      kind="InfoBlock"
      headingLevel={headingLevel}
      title={section.title}
      icon={section.icon}
      backgroundColor={section.backgroundColor ?? 'tint'}
      className="shop-cms-info"
    >
      <CmsRichText value={section.text} />
    </SectionShell>
  );
}

/**
 * Text beside an image (image left or right; stacked on a phone, image first).
 *
 * @example
 * <CmsTextAndMedia section={section} labels={contentLabels} />
 */
export function CmsTextAndMedia({ section, headingLevel = 2 }: CmsSectionProps<TextAndMedia>): ReactNode {
  const Heading = headingTag(headingLevel);
  return (
    <SectionShell
      kind="TextAndMedia"
      headingLevel={headingLevel}
      title={null}
      backgroundColor={section.backgroundColor}
    >
      <div
        className="shop-cms-text-media"
        data-image-position={section.imagePosition === 'left' ? 'left' : 'right'}
        data-image={imageSrc(section.image) ? 'yes' : undefined}
      >
        <div className="shop-cms-text-media__text">
          <Heading className="shop-cms-section__title">{section.title}</Heading>
          <CmsRichText value={section.text} />
        </div>
        <CmsImage image={section.image} className="shop-cms-text-media__image" />
      </div>
    </SectionShell>
  );
}

/**
 * A block of text with an optional title.
 *
 * @example
 * <CmsTextBlock section={section} labels={contentLabels} />
 */
export function CmsTextBlock(props: CmsSectionProps<TextBlock>): ReactNode {
  return <SectionFrame {...props}>{({ section }) => <CmsRichText value={section.text} />}</SectionFrame>;
}

/** The blocks a section of their kind is drawn with from its model alone (`CmsSection`). */
export const BLOCK_SECTIONS = {
  AssortmentIcons: CmsAssortmentIcons,
  ServiceCards: CmsServiceCards,
  ContactCards: CmsContactCards,
  ImageSetOfThree: CmsImageSetOfThree,
  ImageSingle: CmsImageSingle,
  InfoBlock: CmsInfoBlock,
  TextAndMedia: CmsTextAndMedia,
  TextBlock: CmsTextBlock,
};
