import { Button, TextField } from '@shop/ui';
import { useAtomValue } from 'jotai';
import { type FormEvent, useState } from 'react';
import { isMessageKey, type MessageKey, useMessages, useServices } from '../core';
import { sessionAtom } from '../session';

type Sending =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent' }
  | { kind: 'failed'; key: MessageKey };

/** 'Skicka ordern med e-post' (`POST /orders/{id}/documents/email`): the order as a PDF to the user's own address, with a message. */
export function EmailOrderForm({ orderId }: { orderId: string }) {
  const t = useMessages();
  const { services } = useServices();
  const email = useAtomValue(sessionAtom).user?.email;
  const [message, setMessage] = useState('');
  const [state, setState] = useState<Sending>({ kind: 'idle' });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState({ kind: 'sending' });
    try {
      await services.client.orders.email(orderId, message.trim());
      setState({ kind: 'sent' });
    } catch (error) {
      const key = (error as { messageKey?: unknown }).messageKey;
      setState({ kind: 'failed', key: isMessageKey(key) ? key : 'errors.unknown_error_occurred' });
    }
  };
  return (
    <form
      className="shop-inquiry"
      onSubmit={(event) => void submit(event)}
      aria-label={t('orders.emailTitle')}
    >
      <TextField
        label={t('orders.emailMessage')}
        multiline
        value={message}
        maxLength={2000}
        onChange={setMessage}
      />
      <Button type="submit" variant="secondary" isDisabled={state.kind === 'sending'}>
        {state.kind === 'sending' ? t('inquiry.sending') : t('orders.emailSend')}
      </Button>
      <div role="status">
        {state.kind === 'sent' ? (
          <p>{email ? t('orders.emailSent', { email }) : t('orders.emailSentNoAddress')}</p>
        ) : null}
      </div>
      {state.kind === 'failed' ? (
        <p className="shop-form-error" role="alert">
          {t(state.key)}
        </p>
      ) : null}
    </form>
  );
}
