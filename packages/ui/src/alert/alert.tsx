import type { ReactNode } from 'react';
import { CloseButton } from '../internal/close-button';
import { ToneIcon } from '../internal/icons';
import './alert.css';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

export interface AlertProps {
  /** info and success are polite (`status`); warning and danger interrupt (`alert`). */
  tone: AlertTone;
  /** A bold first line, e.g. 'Leveransdatum ändrat'. */
  title?: string;
  /** The message. */
  children: ReactNode;
  /** Shows a close button; give it a `closeLabel`, its accessible name. */
  onClose?: () => void;
  /** The close button's accessible name, e.g. 'Stäng meddelandet'. */
  closeLabel?: string;
}

/**
 * A message in the flow of the page. The tone has an icon as well as a
 * colour, and sets the live region: info and success are announced politely
 * (`role="status"`), warning and danger at once (`role="alert"`).
 *
 * @example
 * <Alert tone="warning" title="Leveransdatum ändrat">Två rader levereras senare än beräknat.</Alert>
 */
export function Alert({ tone, title, children, onClose, closeLabel }: AlertProps) {
  const role = tone === 'warning' || tone === 'danger' ? 'alert' : 'status';
  return (
    <div className="shop-alert" data-tone={tone} role={role}>
      <span className="shop-alert__icon">
        <ToneIcon tone={tone} size={20} />
      </span>
      <div className="shop-alert__body">
        {title ? <p className="shop-alert__title">{title}</p> : null}
        <div className="shop-alert__content">{children}</div>
      </div>
      {onClose ? (
        <CloseButton className="shop-alert__close" label={closeLabel} onPress={onClose} iconSize={18} />
      ) : null}
    </div>
  );
}
