import type { InputHTMLAttributes, ReactNode } from 'react';
import './checkbox.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> {
  /** The text beside the box; also its accessible name. */
  children: ReactNode;
  /** A radio button instead of a box (one choice of a group sharing `name`). */
  radio?: boolean;
  /** Extra class on the label, for layout. */
  className?: string;
}

/**
 * A native checkbox (or radio) with its label, in the house's look: a box of the text field's
 * border and the brand's accent, a 44 px tall target. Native, so it is sent with its form
 * before the scripts run and keeps the role and name a person finds it by.
 *
 * @example
 * <Checkbox name="inactive" checked={showInactive} onChange={(e) => setShowInactive(e.target.checked)}>
 *   Visa inaktiva
 * </Checkbox>
 */
export function Checkbox({ children, radio = false, className, ...input }: CheckboxProps) {
  return (
    <label className={className ? `shop-checkbox ${className}` : 'shop-checkbox'}>
      <input type={radio ? 'radio' : 'checkbox'} className="shop-checkbox__input" {...input} />
      <span className="shop-checkbox__label">{children}</span>
    </label>
  );
}
