import { Button, type ButtonProps } from '../button/button';

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
