import type { ReactNode } from 'react';
import { FormError } from './form-error';
import './form-status.css';

/** A write's state, named as TanStack Query names a mutation's `status`. */
export type FormWriteStatus = 'idle' | 'pending' | 'success' | 'error';

export interface FormStatusProps {
  /** The write's state: `mutation.status` of TanStack Query, or the form's own. */
  status: FormWriteStatus;
  /** Said once the write has succeeded, e.g. 'Profilen är sparad.' */
  success?: ReactNode;
  /** Said when it failed; shown as a `FormError`. */
  error?: ReactNode;
}

/**
 * A form's answer after a write: a polite live region that is always in the page (so a screen
 * reader hears the success when it comes), and the error when the write failed.
 *
 * @example
 * <FormStatus status={save.status} success="Profilen är sparad." error={errorText} />
 */
export function FormStatus({ status, success, error }: FormStatusProps) {
  return (
    <>
      <div className="shop-form-status" role="status">
        {status === 'success' && success ? <p className="shop-form-status__success">{success}</p> : null}
      </div>
      {status === 'error' && error ? <FormError>{error}</FormError> : null}
    </>
  );
}
