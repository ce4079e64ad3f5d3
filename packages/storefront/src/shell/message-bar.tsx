import { useAtom } from 'jotai';
import { useMessages } from '../core';
import { messageAtom } from '../session';
import '../core/page.css';
import './message-bar.css';

/** The one-off message of the page (the 401 start message, technical issues), closable. */
export function MessageBar() {
  const t = useMessages();
  const [message, setMessage] = useAtom(messageAtom);
  if (!message) return null;
  return (
    <div
      className="shop-message-bar"
      data-severity={message.severity}
      role={message.severity === 'info' ? 'status' : 'alert'}
    >
      <p>{t(message.key, message.values)}</p>
      <button
        type="button"
        className="shop-message-bar__close"
        onClick={() => setMessage(null)}
        aria-label={t('message.close')}
      >
        ×
      </button>
    </div>
  );
}
