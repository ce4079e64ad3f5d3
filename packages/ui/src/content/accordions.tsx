import type { Accordions } from '@shop/cms';
import type { ReactNode } from 'react';
import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading } from 'react-aria-components';
import { ChevronIcon } from '../internal/icons';
import { CmsRichText } from './rich-text';
import { type CmsSectionProps, SectionFrame } from './shared';

/**
 * Accordions: each item a disclosure (a heading holding a button that opens
 * its panel), several may be open at once. react-aria's Disclosure keeps the
 * closed panels findable with the browser's find-in-page.
 *
 * @example
 * <CmsAccordions section={section} labels={contentLabels} />
 */
export type CmsAccordionsProps = CmsSectionProps<Accordions>;

export function CmsAccordions(props: CmsAccordionsProps): ReactNode {
  return (
    <SectionFrame {...props}>
      {({ section, itemLevel }) =>
        section.items.length > 0 ? (
          <DisclosureGroup allowsMultipleExpanded className="shop-cms-accordions">
            {section.items.map((item) => (
              <Disclosure key={item.id} id={item.id} className="shop-cms-accordions__item">
                <Heading level={itemLevel} className="shop-cms-accordions__heading">
                  <Button slot="trigger" className="shop-cms-accordions__trigger">
                    <span className="shop-cms-accordions__title">{item.title}</span>
                    <span className="shop-cms-accordions__chevron">
                      <ChevronIcon size={20} />
                    </span>
                  </Button>
                </Heading>
                <DisclosurePanel className="shop-cms-accordions__panel">
                  <CmsRichText value={item.body} />
                </DisclosurePanel>
              </Disclosure>
            ))}
          </DisclosureGroup>
        ) : null
      }
    </SectionFrame>
  );
}
