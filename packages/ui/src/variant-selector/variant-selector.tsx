import { lazy, Suspense } from 'react';
import { Label, RadioButton, RadioField, RadioGroup } from 'react-aria-components';
import { ChevronIcon } from '../internal/icons';
import '../sort-select/sort-select.css';
import './variant-selector.css';

// Most products show chips: the select (react-aria's Select, listbox and popover, about 20 KB
// gzip) loads only for a product with more variants than chips, so a product page does not wait
// for it. The server renders it whole; the browser hydrates it once its chunk is in.
const SortSelect = lazy(() => import('../sort-select/sort-select').then((m) => ({ default: m.SortSelect })));

export interface VariantOption {
  /** The chosen variant's value (controlled). */
  value: string;
  /** What tells the variants apart, e.g. '3G1,5' or '100 m'. */
  label: string;
  /** The variant's own page (each variant has one); the caller navigates there from `onChange`. */
  href: string;
  /** Not orderable (expired, blocked): shown, not choosable. */
  disabled?: boolean;
}

export interface VariantSelectorProps {
  /** The visible group label, e.g. 'Dimension'. */
  label: string;
  /** The variants in order. */
  options: VariantOption[];
  value: string;
  /** Called with the chosen variant's value; the caller navigates to its `href`. */
  onChange: (value: string) => void;
  /** More options than this become a select (default 12). */
  maxChips?: number;
}

/**
 * The select's box while its chunk loads: its label and the chosen variant in a box of the
 * button's size, not yet pressable. With a bare label the page below grew by the button's height
 * when the chunk came in, under a customer's click (on a 4x slowed CPU, the product page's
 * delivery method just below was missed that way after the page had hydrated).
 */
function SelectWhileLoading({
  label,
  value,
  options,
}: Pick<VariantSelectorProps, 'label' | 'value' | 'options'>) {
  return (
    <div className="shop-sort-select" data-label-position="top">
      <span className="shop-sort-select__label">{label}</span>
      <span className="shop-sort-select__button" data-loading="">
        <span className="shop-sort-select__value">{options.find((o) => o.value === value)?.label}</span>
        <ChevronIcon />
      </span>
    </div>
  );
}

/**
 * The choice between a product's variants: a react-aria RadioGroup drawn as
 * chips (arrow keys move between them), or a Select when there are more
 * than `maxChips`. Controlled: `onChange` gets the chosen value; the caller
 * looks up its `href` and navigates.
 *
 * @example
 * <VariantSelector label="Dimension" value="3g15" onChange={(v) => navigate(hrefOf(v))}
 *   options={[{ value: '3g15', label: '3G1,5', href: '/produkt/eklk-3g15' }, { value: '3g25', label: '3G2,5', href: '/produkt/eklk-3g25' }]} />
 */
export function VariantSelector({ label, options, value, onChange, maxChips = 12 }: VariantSelectorProps) {
  if (options.length > maxChips) {
    return (
      <div className="shop-variant-selector">
        <Suspense fallback={<SelectWhileLoading label={label} value={value} options={options} />}>
          <SortSelect label={label} value={value} options={options} onChange={onChange} labelPosition="top" />
        </Suspense>
      </div>
    );
  }
  return (
    <RadioGroup className="shop-variant-selector" orientation="horizontal" value={value} onChange={onChange}>
      <Label className="shop-variant-selector__label">{label}</Label>
      <div className="shop-variant-selector__chips">
        {options.map((option) => (
          <RadioField
            key={option.value}
            value={option.value}
            isDisabled={option.disabled}
            className="shop-variant-selector__option"
            data-href={option.href}
          >
            <RadioButton className="shop-variant-selector__chip">{option.label}</RadioButton>
          </RadioField>
        ))}
      </div>
    </RadioGroup>
  );
}
