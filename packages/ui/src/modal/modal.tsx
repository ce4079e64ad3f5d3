import type { ReactNode } from 'react';
import { ModalOverlay } from 'react-aria-components';
import { DialogPanel } from '../internal/dialog-panel';
import '../internal/overlay.css';
import './modal.css';

export interface ModalProps {
  /** The dialog's heading and accessible name. */
  title: string;
  /** Whether the dialog is open (controlled). */
  isOpen: boolean;
  /** Called when it closes (Escape, close button, outside click) or opens. */
  onOpenChange: (isOpen: boolean) => void;
  /** Content; a function receives `close`. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** The close button's accessible name, e.g. 'Stäng'. */
  closeLabel: string;
  /** Width: sm 24rem (confirmations), md 36rem, lg 56rem (tables). */
  size?: 'sm' | 'md' | 'lg';
  /** Close on a click outside (default true); turn off while a form is dirty. */
  isDismissable?: boolean;
  /** The dialog's buttons (cancel, confirm), in a row at the end, the last one rightmost; a function receives `close`. */
  actions?: ReactNode | ((close: () => void) => ReactNode);
}

/**
 * A centred modal dialog (confirmations, quick views, forms): focus is
 * trapped inside, Escape and the close button close it, and focus goes back
 * to where it was. Controlled: the caller owns `isOpen`. The side-panel
 * variant is `Flyout`.
 *
 * @example
 * <Modal title="Töm varukorgen?" isOpen={open} onOpenChange={setOpen} closeLabel="Stäng">…</Modal>
 */
export function Modal({
  title,
  isOpen,
  onOpenChange,
  children,
  closeLabel,
  size = 'md',
  isDismissable = true,
  actions,
}: ModalProps) {
  return (
    <ModalOverlay
      className="shop-overlay shop-modal__overlay"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
    >
      <DialogPanel
        block="shop-modal"
        modalProps={{ 'data-size': size }}
        title={title}
        closeLabel={closeLabel}
        withClose
      >
        {(close) => (
          <>
            <div className="shop-modal__body">
              {typeof children === 'function' ? children(close) : children}
            </div>
            {actions ? (
              <div className="shop-modal__actions">
                {typeof actions === 'function' ? actions(close) : actions}
              </div>
            ) : null}
          </>
        )}
      </DialogPanel>
    </ModalOverlay>
  );
}
