import type { Section, SelectedProducts, StorePageSection } from '@shop/cms';
import type { ReactNode } from 'react';
import { CmsAccordions } from './accordions';
import { BANNER_SECTIONS, CmsRandomBanners } from './banners';
import { BLOCK_SECTIONS, CmsAccountApplication, CmsSelectedProducts } from './blocks';
import type { ContentLabels } from './labels';
import type { CmsSectionProps, HeadingLevel } from './shared';
import { CmsVideo } from './video';

type AnySection = Section | StorePageSection;

/** The kinds whose component takes more than the model, the labels and the heading level. */
type KindWithMore = 'RandomBanners' | 'SelectedProducts' | 'AccountApplication';

type PlainKind = Exclude<AnySection['kind'], KindWithMore>;

type SectionOfKind<Kind> = Extract<AnySection, { kind: Kind }>;

/** The component of every other kind (a kind left out does not compile). */
const PLAIN_SECTIONS: {
  [Kind in PlainKind]: (props: CmsSectionProps<SectionOfKind<Kind>>) => ReactNode;
} = {
  ...BANNER_SECTIONS,
  ...BLOCK_SECTIONS,
  Video: CmsVideo,
  Accordions: CmsAccordions,
};

/** What the app renders inside a section, because it needs data ui does not fetch. */
export type SectionRenderers = {
  /**
   * The storefront renders selected products with live price/stock: return
   * the product list; `CmsSection` puts it under the section's title. Without
   * it the section renders nothing.
   */
  selectedProducts?: (section: SelectedProducts) => ReactNode;
  /** The storefront renders the dynamic form for an AccountApplication's formId. */
  form?: (formId: string) => ReactNode;
};

export interface CmsSectionDispatchProps {
  /** The section's view model; its `kind` picks the component. */
  section: Section | StorePageSection;
  /** The shared content words ('Läs mer', '(öppnas i ny flik)', 'Telefon', 'Spela upp video'). */
  labels: ContentLabels;
  /** What the app draws inside a section: selected products, the application form. */
  render?: SectionRenderers;
  /** Index into RandomBanners items chosen by the caller (server). */
  randomChoice?: number;
  /** The section title's heading level (default 2). */
  headingLevel?: HeadingLevel;
}

/**
 * Any content section, by its `kind`; a kind this version does not know
 * renders nothing (new content types never break a page).
 *
 * @example
 * <CmsSection section={section} labels={contentLabels} render={{ form: (id) => <ApplicationForm id={id} /> }} />
 */
export function CmsSection({
  section,
  labels,
  render,
  randomChoice,
  headingLevel = 2,
}: CmsSectionDispatchProps): ReactNode {
  const body = sectionBody(section, labels, render, randomChoice, headingLevel);
  // The wrapper names the kind for styling and for tests; an unknown kind leaves no trace.
  return body == null ? null : (
    <div className="shop-cms-section-slot" data-section-kind={section.kind}>
      {body}
    </div>
  );
}

function sectionBody(
  section: Section | StorePageSection,
  labels: ContentLabels,
  render: SectionRenderers | undefined,
  randomChoice: number | undefined,
  headingLevel: HeadingLevel,
): ReactNode {
  const common = { labels, headingLevel };
  switch (section.kind) {
    case 'RandomBanners':
      return <CmsRandomBanners section={section} {...common} choice={randomChoice} />;
    case 'SelectedProducts': {
      const products = render?.selectedProducts?.(section);
      return products == null ? null : (
        <CmsSelectedProducts section={section} {...common}>
          {products}
        </CmsSelectedProducts>
      );
    }
    case 'AccountApplication':
      return (
        <CmsAccountApplication
          section={section}
          {...common}
          form={section.formId && render?.form ? render.form(section.formId) : undefined}
        />
      );
    default:
      return plainSection(section, common);
  }
}

/** A section whose component takes only the model, the labels and the heading level; null for a kind this version does not know. */
function plainSection(
  section: SectionOfKind<PlainKind>,
  common: { labels: ContentLabels; headingLevel: HeadingLevel },
): ReactNode {
  if (!Object.hasOwn(PLAIN_SECTIONS, section.kind)) return null;
  // The table pairs each kind with its component; a lookup by a union of kinds loses that pairing.
  const Component = PLAIN_SECTIONS[section.kind] as (
    props: CmsSectionProps<SectionOfKind<PlainKind>>,
  ) => ReactNode;
  return <Component section={section} {...common} />;
}

export interface CmsSectionsProps {
  /** The page's sections in the editor's order. */
  sections: readonly (Section | StorePageSection)[];
  /** The shared content words ('Läs mer', '(öppnas i ny flik)', 'Telefon', 'Spela upp video'). */
  labels: ContentLabels;
  /** What the app draws inside a section: selected products, the application form. */
  render?: SectionRenderers;
  /** The random banner each RandomBanners section shows, by section id (drawn on the server). */
  randomChoices?: Readonly<Record<string, number>>;
  /** The sections' title heading level (default 2). */
  headingLevel?: HeadingLevel;
}

/**
 * A page's sections in the editor's order.
 *
 * @example
 * <CmsSections sections={page.sections} labels={contentLabels} randomChoices={loaderData.randomChoices} />
 */
export function CmsSections({
  sections,
  labels,
  render,
  randomChoices,
  headingLevel,
}: CmsSectionsProps): ReactNode {
  return (
    <div className="shop-cms-sections">
      {sections.map((section) => (
        <CmsSection
          key={section.id}
          section={section}
          labels={labels}
          render={render}
          randomChoice={randomChoices?.[section.id]}
          headingLevel={headingLevel}
        />
      ))}
    </div>
  );
}
