import { useState } from 'react';
import {
  Button,
  CheckboxButton,
  CheckboxField,
  CheckboxGroup,
  Disclosure,
  DisclosurePanel,
  Heading,
} from 'react-aria-components';
import { CheckIcon, ChevronIcon } from '../internal/icons';
import '../internal/check-box.css';
import './facet-filters.css';

export interface FacetValue {
  value: string;
  /** Hits with this value, given the other filters. */
  count: number;
  selected: boolean;
}

export interface Facet {
  /** The filter's key in the search request, e.g. 'brand'. */
  name: string;
  /** The filter's name as shown, e.g. 'Varumärke'. */
  label: string;
  values: FacetValue[];
}

export interface FacetFiltersProps {
  /** The facets of the search result; facets without values are left out. */
  facets: Facet[];
  /** A value was checked (`selected` true) or unchecked. */
  onToggle: (name: string, value: string, selected: boolean) => void;
  /** `clear` is shown while any value is selected and calls `onClear`. */
  labels: { heading: string; clear: string; showMore: string; showLess: string };
  /** Called by the clear button ('Rensa filter'). */
  onClear: () => void;
  /** Values shown before 'show more' (default 8). */
  visibleCount?: number;
  /** Facets open at first (default 3); a facet with a selected value is always open. */
  openCount?: number;
  /** Level of the heading; each facet's heading is one below (default 2). */
  headingLevel?: 2 | 3;
}

/**
 * Search filters: one disclosure per facet, holding a react-aria
 * CheckboxGroup named after the facet, each value with its hit count. Long
 * lists show the first values and a 'show more' button. Controlled: the
 * caller owns what is selected (`selected` on each value) and hears every
 * change through `onToggle`. Nothing is rendered without facets.
 *
 * @example
 * <FacetFilters facets={result.facets} onToggle={toggle} onClear={clear}
 *   labels={{ heading: 'Filtrera', clear: 'Rensa filter', showMore: 'Visa fler', showLess: 'Visa färre' }} />
 */
export function FacetFilters({
  facets,
  onToggle,
  labels,
  onClear,
  visibleCount = 8,
  openCount = 3,
  headingLevel = 2,
}: FacetFiltersProps) {
  const shown = facets.filter((facet) => facet.values.length > 0);
  if (shown.length === 0) return null;
  const Title = headingLevel === 3 ? 'h3' : 'h2';
  const anySelected = shown.some((facet) => facet.values.some((value) => value.selected));
  return (
    <div className="shop-facet-filters">
      <div className="shop-facet-filters__head">
        <Title className="shop-facet-filters__heading">{labels.heading}</Title>
        {anySelected ? (
          <Button className="shop-facet-filters__clear" onPress={onClear}>
            {labels.clear}
          </Button>
        ) : null}
      </div>
      {shown.map((facet, index) => (
        <FacetGroup
          key={facet.name}
          facet={facet}
          onToggle={onToggle}
          labels={labels}
          visibleCount={visibleCount}
          defaultExpanded={index < openCount}
          level={headingLevel + 1}
        />
      ))}
    </div>
  );
}

function FacetGroup({
  facet,
  onToggle,
  labels,
  visibleCount,
  defaultExpanded,
  level,
}: {
  facet: Facet;
  onToggle: FacetFiltersProps['onToggle'];
  labels: FacetFiltersProps['labels'];
  visibleCount: number;
  defaultExpanded: boolean;
  level: number;
}) {
  const selected = facet.values.filter((value) => value.selected).map((value) => value.value);
  // A selected value past the fold opens the whole list, so no choice is ever hidden.
  const [showAll, setShowAll] = useState(() =>
    facet.values.some((value, index) => value.selected && index >= visibleCount),
  );
  const isLong = facet.values.length > visibleCount;
  const values = showAll || !isLong ? facet.values : facet.values.slice(0, visibleCount);
  return (
    <Disclosure
      className="shop-facet-filters__facet"
      defaultExpanded={defaultExpanded || selected.length > 0}
    >
      <Heading level={level} className="shop-facet-filters__facet-heading">
        <Button slot="trigger" className="shop-facet-filters__trigger">
          <span className="shop-facet-filters__facet-label">{facet.label}</span>
          {selected.length > 0 ? <span className="shop-facet-filters__badge">{selected.length}</span> : null}
          <span className="shop-facet-filters__chevron">
            <ChevronIcon />
          </span>
        </Button>
      </Heading>
      <DisclosurePanel className="shop-facet-filters__panel">
        <CheckboxGroup
          aria-label={facet.label}
          className="shop-facet-filters__group"
          value={selected}
          onChange={(next) => {
            for (const value of next) if (!selected.includes(value)) onToggle(facet.name, value, true);
            for (const value of selected) if (!next.includes(value)) onToggle(facet.name, value, false);
          }}
        >
          {values.map((value) => (
            <CheckboxField key={value.value} value={value.value} className="shop-facet-filters__option">
              <CheckboxButton className="shop-facet-filters__checkbox">
                <span className="shop-check-box shop-facet-filters__box">
                  <CheckIcon size={14} />
                </span>
                <span className="shop-facet-filters__value">{value.value}</span>
                <span className="shop-facet-filters__count">{value.count}</span>
              </CheckboxButton>
            </CheckboxField>
          ))}
        </CheckboxGroup>
        {isLong ? (
          <Button className="shop-facet-filters__more" onPress={() => setShowAll((all) => !all)}>
            {showAll ? labels.showLess : labels.showMore}
          </Button>
        ) : null}
      </DisclosurePanel>
    </Disclosure>
  );
}
