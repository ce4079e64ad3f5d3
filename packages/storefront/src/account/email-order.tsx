import { FormStatus, SubmitButton, TextField } from '@shop/ui';
import { useMutation } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { type FormEvent, useState } from 'react';
import { errorMessageKey, useMessages, useServices } from '../core';
import { sessionAtom } from '../session';
import { orderMutations } from './queries';
import '../core/page.css';

/** 'Skicka ordern med e-post' (`POST /orders/{id}/documents/email`): the order as a PDF to the user's own address, with a message. */
export function EmailOrderForm({ orderId }: { orderId: string }) {
  const t = useMessages();
  const { services } = useServices();
  const email = useAtomValue(sessionAtom).user?.email;
  const [message, setMessage] = useState('');
  const send = useMutation(orderMutations.email(services.client, orderId));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(message.trim());
  };
  return (
    <form className="shop-inquiry" onSubmit={submit} aria-label={t('orders.emailTitle')}>
      <TextField
        label={t('orders.emailMessage')}
        multiline
        value={message}
        maxLength={2000}
        onChange={setMessage}
      />
      <SubmitButton variant="secondary" pending={send.isPending}>
        {t('orders.emailSend')}
      </SubmitButton>
      <FormStatus
        status={send.status}
        success={email ? t('orders.emailSent', { email }) : t('orders.emailSentNoAddress')}
        error={t(errorMessageKey(send.error))}
      />
    </form>
  );
}
