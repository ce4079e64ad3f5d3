import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { CheckIcon, ChevronIcon } from '../internal/icons';
import './sort-select.css';

export interface SortSelectOption {
  /** The chosen option's value (controlled). */
  value: string;
  label: string;
  /** Shown but not selectable (a sold-out variant in `VariantSelector`). */
  disabled?: boolean;
}

export interface SortSelectProps {
  /** The visible label, e.g. 'Sortera'. */
  label: string;
  value: string;
  /** The choices in order. */
  options: SortSelectOption[];
  /** Called with the chosen option's value. */
  onChange: (value: string) => void;
  /** Label above the button instead of beside it (forms, narrow columns). */
  labelPosition?: 'side' | 'top';
}

/**
 * A single choice from a short list (sort order, variant), on react-aria's
 * Select: a button showing the choice that opens a listbox, with type-ahead,
 * arrow keys and Escape. Controlled: `onChange` gets the option's value.
 *
 * @example
 * <SortSelect label="Sortera" value={sort} onChange={setSort}
 *   options={[{ value: 'relevance', label: 'Relevans' }, { value: 'price_asc', label: 'Pris, lägst först' }]} />
 */
export function SortSelect({ label, value, options, onChange, labelPosition = 'side' }: SortSelectProps) {
  return (
    <Select
      className="shop-sort-select"
      data-label-position={labelPosition}
      value={value}
      onChange={(key) => {
        if (key !== null) onChange(String(key));
      }}
      disabledKeys={options.filter((option) => option.disabled).map((option) => option.value)}
    >
      <Label className="shop-sort-select__label">{label}</Label>
      <Button className="shop-sort-select__button">
        <SelectValue className="shop-sort-select__value" />
        <ChevronIcon />
      </Button>
      <Popover className="shop-sort-select__popover" offset={4}>
        <ListBox className="shop-sort-select__list">
          {options.map((option) => (
            <ListBoxItem
              key={option.value}
              id={option.value}
              textValue={option.label}
              className="shop-sort-select__option"
            >
              <span className="shop-sort-select__check">
                <CheckIcon size={16} />
              </span>
              {option.label}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
