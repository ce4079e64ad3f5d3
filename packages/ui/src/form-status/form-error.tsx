import type { ReactNode } from 'react';
import './form-status.css';

export interface FormErrorProps {
  /** What went wrong and what to do, e.g. 'Det gick inte att spara. Försök igen om en stund.' */
  children: ReactNode;
}

/**
 * Why a form's write failed, under the form: read out at once (`role="alert"`). For a field's
 * own error use the field's `errorMessage`; for a message that is not about a form, `Alert`.
 *
 * @example
 * <FormError>Det gick inte att spara. Försök igen om en stund.</FormError>
 */
export function FormError({ children }: FormErrorProps) {
  return (
    <p className="shop-form-error" role="alert">
      {children}
    </p>
  );
}
