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
import type { CmsSectionProps } from './banners';
import { CmsRichText } from './rich-text';
import {
  CmsGrid,
  CmsImage,
  CmsList,
  ContentLink,
  head,
  headingTag,
  imageSrc,
  itemLevel,
  resolveLink,
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
export function CmsSelectedProducts({
  section,
  headingLevel = 2,
  children,
}: CmsSelectedProductsProps): ReactNode {
  return (
    <SectionShell kind="SelectedProducts" title={section.title} headingLevel={headingLevel}>
      {children}
    </SectionShell>
  );
}

/**
 * Assortment icons: a grid of tiles (icon and name), each a link when it has
 * a safe one. The icons are decorative: the name says it.
 *
 * @example
 * <CmsAssortmentIcons section={section} labels={contentLabels} />
 */
export function CmsAssortmentIcons({
  section,
  labels,
  headingLevel = 2,
}: CmsSectionProps<AssortmentIcons>): ReactNode {
  return (
    <SectionShell {...head(section)} headingLevel={headingLevel}>
      <CmsList items={section.items} className="shop-cms-icons">
        {(item) => {
          const link = resolveLink(item.linkUrl);
          const content = (
            <>
              <span className="shop-cms-icons__icon">
                <CmsImage image={item.icon} decorative />
              </span>
              <span className="shop-cms-icons__title">{item.title}</span>
            </>
          );
          return (
            <TileLink link={link} labels={labels} className="shop-cms-icons__tile" spanWhenUnlinked>
              {content}
            </TileLink>
          );
        }}
      </CmsList>
    </SectionShell>
  );
}

/**
 * Service cards: icon, title (the card's link when it has one) and description.
 *
 * @example
 * <CmsServiceCards section={section} labels={contentLabels} />
 */
export function CmsServiceCards({
  section,
  labels,
  headingLevel = 2,
}: CmsSectionProps<ServiceCards>): ReactNode {
  const Heading = headingTag(itemLevel(section.title, headingLevel));
  return (
    <SectionShell {...head(section)} headingLevel={headingLevel}>
      <CmsGrid items={section.items}>
        {(service) => {
          const link = resolveLink(service.linkUrl);
          return (
            <article className="shop-cms-card">
              <CmsImage image={service.icon} decorative className="shop-cms-card__icon" />
              <Heading className="shop-cms-card__title">
                {link ? (
                  <ContentLink link={link} labels={labels}>
                    {service.title}
                  </ContentLink>
                ) : (
                  service.title
                )}
              </Heading>
              {service.description ? <p className="shop-cms-card__text">{service.description}</p> : null}
            </article>
          );
        }}
      </CmsGrid>
    </SectionShell>
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
export function CmsAccountApplication({
  section,
  headingLevel = 2,
  form,
}: CmsAccountApplicationProps): ReactNode {
  return (
    <SectionShell {...head(section)} headingLevel={headingLevel}>
      <CmsRichText value={section.text} />
      {form ? <div className="shop-cms-account-application__form">{form}</div> : null}
    </SectionShell>
  );
}

/**
 * Contact cards: photo, role, name, a phone link that dials and an e-mail link.
 *
 * @example
 * <CmsContactCards section={section} labels={contentLabels} />
 */
export function CmsContactCards({
  section,
  labels,
  headingLevel = 2,
}: CmsSectionProps<ContactCards>): ReactNode {
  const Heading = headingTag(itemLevel(section.title, headingLevel));
  return (
    <SectionShell {...head(section)} headingLevel={headingLevel}>
      <CmsGrid items={section.items}>
        {(contact) => (
          <article className="shop-cms-card shop-cms-contact">
            {/* The name is beside the photo, so the photo says nothing more. */}
            <CmsImage image={contact.image} decorative className="shop-cms-contact__photo" />
            <div className="shop-cms-contact__body">
              {contact.role ? <p className="shop-cms-contact__role">{contact.role}</p> : null}
              <Heading className="shop-cms-card__title">{contact.name}</Heading>
              <address className="shop-cms-contact__lines">
                {contact.phone ? (
                  <span>
                    <span className="shop-cms-contact__label">{labels.phone}</span>{' '}
                    <a href={telHref(contact.phone)}>{contact.phone}</a>
                  </span>
                ) : null}
                {contact.email ? (
                  <span>
                    <span className="shop-cms-contact__label">{labels.email}</span>{' '}
                    <a href={`mailto:${contact.email.trim()}`}>{contact.email}</a>
                  </span>
                ) : null}
              </address>
            </div>
          </article>
        )}
      </CmsGrid>
    </SectionShell>
  );
}

/**
 * Three images side by side (one column on a phone).
 *
 * @example
 * <CmsImageSetOfThree section={section} labels={contentLabels} />
 */
export function CmsImageSetOfThree({
  section,
  headingLevel = 2,
}: CmsSectionProps<ImageSetOfThree>): ReactNode {
  const images = section.images.filter((image) => imageSrc(image));
  return (
    <SectionShell {...head(section)} headingLevel={headingLevel}>
      <CmsList items={images} className="shop-cms-grid" columns={3}>
        {(image) => <CmsImage image={image} className="shop-cms-image" />}
      </CmsList>
    </SectionShell>
  );
}

/**
 * One image with an optional caption.
 *
 * @example
 * <CmsImageSingle section={section} labels={contentLabels} />
 */
export function CmsImageSingle({ section, headingLevel = 2 }: CmsSectionProps<ImageSingle>): ReactNode {
  return (
    <SectionShell {...head(section)} headingLevel={headingLevel}>
      {imageSrc(section.image) || section.caption ? (
        <figure className="shop-cms-figure">
          <CmsImage image={section.image} className="shop-cms-image" />
          {section.caption ? (
            <figcaption className="shop-cms-figure__caption">{section.caption}</figcaption>
          ) : null}
        </figure>
      ) : null}
    </SectionShell>
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
export function CmsTextBlock({ section, headingLevel = 2 }: CmsSectionProps<TextBlock>): ReactNode {
  return (
    <SectionShell
      kind="TextBlock"
      headingLevel={headingLevel}
      title={section.title}
      backgroundColor={section.backgroundColor}
    >
      <CmsRichText value={section.text} />
    </SectionShell>
  );
}
