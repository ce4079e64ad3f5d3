import type { ReactNode } from 'react';
import './form-status.css';

export interface FormErrorProps {
  /** What went wrong and what to do, e.g. 'Det gick inte att spara. Försök igen om en stund.' */
  /** Nothing (null, false or '') renders nothing, so a form can always place it. */
  children: ReactNode;
  /** For a field's `aria-describedby`. */
  id?: string;
}

/**
 * Why a form's write failed, under the form: read out at once (`role="alert"`). For a field's
 * own error use the field's `errorMessage`; for a message that is not about a form, `Alert`.
 *
 * @example
 * <FormError>Det gick inte att spara. Försök igen om en stund.</FormError>
 */
export function FormError({ children, id }: FormErrorProps) {
  if (children === null || children === undefined || children === false || children === '') return null;
  return (
    <p id={id} className="shop-form-error" role="alert">
      {children}
    </p>
  );
}
