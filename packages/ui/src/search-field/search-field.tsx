import {
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
  Button,
  Input,
  Label,
} from 'react-aria-components';
import '../internal/icon-button.css';
import './search-field.css';

export interface SearchFieldProps extends Omit<AriaSearchFieldProps, 'children' | 'className'> {
  /** The accessible name; shown only to assistive technology unless `showLabel`. */
  label: string;
  /** Accessible name of the clear button. */
  clearLabel: string;
  /** A hint in the empty box, e.g. 'Sök bland 80 000 produkter' (never the only label). */
  placeholder?: string;
  /** Show the label above the box (default hidden). */
  showLabel?: boolean;
  /** Extra class for layout. */
  className?: string;
}

/**
 * The shop's search box: a `searchbox` with a clear button, Escape to
 * clear and Enter to submit (`onSubmit`), from react-aria's SearchField.
 *
 * @example
 * <SearchField label="Sök" clearLabel="Rensa sökningen" onSubmit={(q) => navigate(q)} />
 */
export function SearchField({
  label,
  clearLabel,
  placeholder,
  showLabel = false,
  className,
  ...rest
}: SearchFieldProps) {
  return (
    <AriaSearchField {...rest} className={className ? `shop-search-field ${className}` : 'shop-search-field'}>
      <Label className={showLabel ? 'shop-search-field__label' : 'shop-visually-hidden'}>{label}</Label>
      <div className="shop-search-field__box">
        <svg
          className="shop-search-field__icon"
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="18"
          height="18"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
        <Input className="shop-search-field__input" placeholder={placeholder} />
        <Button className="shop-icon-button shop-search-field__clear" aria-label={clearLabel}>
          <span aria-hidden="true">×</span>
        </Button>
      </div>
    </AriaSearchField>
  );
}
