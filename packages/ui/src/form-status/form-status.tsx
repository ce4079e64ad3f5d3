import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '../button/button';
import './form-status.css';

/** A write's state, named as TanStack Query names a mutation's `status`. */
export type FormWriteStatus = 'idle' | 'pending' | 'success' | 'error';

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

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'isPending'> {
  /** The write is under way: the button does not submit again. */
  pending?: boolean;
}

/**
 * A form's submit button: the primary `Button` with `type="submit"`, disabled while the write is
 * under way, so a double press sends nothing twice. Disabled rather than react-aria's
 * `isPending`: its pending announcement leaves an unlabelled `role="img"` in the page once the
 * write is done (axe's role-img-alt); `FormStatus` says how the write went.
 *
 * @example
 * <SubmitButton pending={save.isPending}>Spara</SubmitButton>
 */
export function SubmitButton({
  pending = false,
  variant = 'primary',
  isDisabled,
  ...rest
}: SubmitButtonProps) {
  return <Button {...rest} variant={variant} type="submit" isDisabled={pending || isDisabled} />;
}
