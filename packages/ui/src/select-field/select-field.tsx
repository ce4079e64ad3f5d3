import { type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import '../internal/input.css';
import '../text-field/text-field.css';
import './select-field.css';

export interface SelectFieldOption {
  value: string;
  label: string;
}

export interface SelectFieldProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className' | 'children'> {
  /** The visible label; also the select's accessible name. */
  label: ReactNode;
  /** The options in order: value sent with the form, label shown. */
  options: readonly SelectFieldOption[];
  /** Help shown under the field and read with it. */
  description?: ReactNode;
  /** Extra class for layout. */
  className?: string;
}

/**
 * A labelled native select that looks like `TextField` (label above, the same box, a chevron).
 * Native on purpose: it works in a form before the scripts run (order filters send it with
 * GET), phones show their own picker, and it stays a combobox named by its label.
 * `SortSelect` is the scripted one for choices outside forms.
 *
 * @example
 * <SelectField label="Roll" name="role" options={[{ value: 'USER', label: 'Användare' }]} />
 */
export function SelectField({ label, options, description, className, ...select }: SelectFieldProps) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <div
      className={
        className ? `shop-text-field shop-select-field ${className}` : 'shop-text-field shop-select-field'
      }
    >
      <label className="shop-text-field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="shop-input shop-text-field__input shop-select-field__select"
        aria-describedby={descriptionId}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {description ? (
        <span id={descriptionId} className="shop-text-field__description">
          {description}
        </span>
      ) : null}
    </div>
  );
}
