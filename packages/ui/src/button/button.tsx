import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends Omit<AriaButtonProps, 'children' | 'className' | 'style'> {
  /** Visual weight: one primary action per view, secondary for the rest. */
  variant?: ButtonVariant;
  /** Height and padding: sm, md (default), lg. */
  size?: ButtonSize;
  /** Stretch to the container's width (mobile forms, flyouts). */
  fullWidth?: boolean;
  /** An icon before the label; decorative, so hidden from assistive technology. */
  icon?: ReactNode;
  /** The label and accessible name, e.g. 'Lägg i varukorg'. */
  children: ReactNode;
  /** Extra class for layout (margins, grid placement), not for a new look. */
  className?: string;
}

/**
 * The one button of the shop. Built on react-aria's Button, so press,
 * keyboard, focus-visible and the pending state (`isPending`: announced,
 * not clickable, label kept for its width) behave the same on every device.
 *
 * @example
 * <Button variant="primary" onPress={addToCart}>Lägg i varukorg</Button>
 */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  icon,
  children,
  className,
  isPending,
  ...rest
}: ButtonProps) {
  return (
    <AriaButton
      {...rest}
      isPending={isPending}
      className={className ? `shop-button ${className}` : 'shop-button'}
      data-variant={variant}
      data-size={size}
      data-full-width={fullWidth || undefined}
    >
      {isPending ? <span className="shop-button__spinner" aria-hidden="true" /> : null}
      {icon ? (
        <span className="shop-button__icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span className="shop-button__label">{children}</span>
    </AriaButton>
  );
}
