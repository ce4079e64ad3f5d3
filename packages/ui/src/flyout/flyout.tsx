import type { ReactNode } from 'react';
import { DialogTrigger, ModalOverlay } from 'react-aria-components';
import { DialogPanel } from '../internal/dialog-panel';
import './flyout.css';

export interface FlyoutProps {
  /**
   * The element that opens the flyout (a react-aria Button). Leave it out to
   * control the flyout with `isOpen` from a button of your own (focus still
   * returns to whatever had it when the flyout opened).
   */
  trigger?: ReactNode;
  /** The panel's heading and the dialog's accessible name, e.g. 'Logga in'. */
  title: string;
  /** Content; a function receives `close`. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** The edge it slides in from (default right). */
  side?: 'right' | 'left';
  /** The close button's accessible name, e.g. 'Stäng'. Give it: on a phone the panel covers the page, so there is nothing outside to tap. */
  closeLabel?: string;
  /** Open state, when controlled. */
  isOpen?: boolean;
  /** Called when it opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * A side panel (sign-in, cart, account): a modal dialog that traps focus,
 * closes on Escape and on a click outside, and gives focus back to what
 * opened it.
 *
 * @example
 * <Flyout title="Logga in" trigger={<Button>Logga in</Button>}>{(close) => <SignInForm onDone={close} />}</Flyout>
 */
export function Flyout({
  trigger,
  title,
  children,
  side = 'right',
  isOpen,
  onOpenChange,
  closeLabel,
}: FlyoutProps) {
  const panel = (
    <ModalOverlay
      className="shop-flyout__overlay"
      isDismissable
      {...(trigger === undefined ? { isOpen: isOpen ?? false, onOpenChange } : {})}
    >
      <DialogPanel
        block="shop-flyout"
        modalProps={{ 'data-side': side }}
        title={title}
        closeLabel={closeLabel}
        withClose={Boolean(closeLabel)}
      >
        {(close) => (typeof children === 'function' ? children(close) : children)}
      </DialogPanel>
    </ModalOverlay>
  );
  if (trigger === undefined) return panel;
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      {trigger}
      {panel}
    </DialogTrigger>
  );
}
