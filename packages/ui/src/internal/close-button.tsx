import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { CloseIcon } from './icons';
import './icon-button.css';

/**
 * The close button of the modal, the flyout and the alert (not exported from
 * the package): an icon button named by `label`. `className` sets the size
 * and place each of them gives it.
 */
export function CloseButton({
  className,
  label,
  onPress,
  iconSize = 20,
}: {
  className: string;
  label: string | undefined;
  onPress: () => void;
  iconSize?: number;
}): ReactNode {
  return (
    <Button className={`shop-icon-button ${className}`} aria-label={label} onPress={onPress}>
      <CloseIcon size={iconSize} />
    </Button>
  );
}
