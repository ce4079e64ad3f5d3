import { type SelectHTMLAttributes, useId } from 'react';

/**
 * A labelled native select, as the account forms use it (filters that work before the scripts
 * run, profile and user settings): the label names it, the options are value and text.
 */
export function SelectField({
  label,
  options,
  className,
  ...select
}: {
  label: string;
  options: readonly { value: string; label: string }[];
  /** Added to `shop-field` (label above, the house's select). */
  className?: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className' | 'children'>) {
  const id = useId();
  return (
    <div className={className ? `shop-field ${className}` : 'shop-field'}>
      <label htmlFor={id}>{label}</label>
      <select id={id} {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
