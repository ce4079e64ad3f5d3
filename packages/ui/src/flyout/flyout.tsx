import type { ReactNode } from 'react';
import { Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import './flyout.css';

export interface FlyoutProps {
  /**
   * The element that opens the flyout (a react-aria Button). Leave it out to
   * control the flyout with `isOpen` from a button of your own (focus still
   * returns to whatever had it when the flyout opened).
   */
  trigger?: ReactNode;
  title: string;
  /** Content; a function receives `close`. */
  children: ReactNode | ((close: () => void) => ReactNode);
  side?: 'right' | 'left';
  isOpen?: boolean;
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
export function Flyout({ trigger, title, children, side = 'right', isOpen, onOpenChange }: FlyoutProps) {
  const panel = (
    <ModalOverlay
      className="shop-flyout__overlay"
      isDismissable
      {...(trigger === undefined ? { isOpen: isOpen ?? false, onOpenChange } : {})}
    >
      <Modal className="shop-flyout" data-side={side}>
        <Dialog className="shop-flyout__dialog">
          {({ close }) => (
            <>
              <Heading slot="title" className="shop-flyout__title">
                {title}
              </Heading>
              {typeof children === 'function' ? children(close) : children}
            </>
          )}
        </Dialog>
      </Modal>
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
