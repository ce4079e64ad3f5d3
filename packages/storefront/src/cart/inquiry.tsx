import { formatUnitQuantity } from '@shop/stock-rules';
import { Button, Checkbox, FormStatus, SubmitButton, TextField } from '@shop/ui';
import { useMutation } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { type FormEvent, useId, useState } from 'react';
import { errorMessageKey, useMessages, useServices } from '../core';
import { isAllowed, sessionAtom } from '../session';
import { inquiryMutations } from './queries';
import '../core/page.css';
import './cart.css';

const SUBJECT_MAX = 200;
const MESSAGE_MAX = 4000;

/**
 * A question about an order, or a quote request from an order or the cart (`POST
 * /orders/inquiry`). With `quoteOnly` it is a quote request; otherwise the customer chooses,
 * and a session with EJ_SKAPA_OFFERT gets no quote choice (the service refuses one too). A
 * failure keeps everything typed.
 */
export function InquiryForm({
  orderId,
  quoteOnly = false,
  defaultMessage = '',
}: {
  orderId?: string;
  quoteOnly?: boolean;
  /** What the message starts with (a quote from the cart lists the lines). */
  defaultMessage?: string;
}) {
  const t = useMessages();
  const { services } = useServices();
  const claims = useAtomValue(sessionAtom).claims;
  const mayQuote = isAllowed(claims, 'EJ_SKAPA_OFFERT');
  const [quote, setQuote] = useState(quoteOnly);
  const [subject, setSubject] = useState(quoteOnly ? t('inquiry.quoteSubject') : '');
  const [message, setMessage] = useState(defaultMessage);
  const [errors, setErrors] = useState<{ subject?: string; message?: string }>({});
  const send = useMutation(inquiryMutations.send(services.client));
  if (quoteOnly && !mayQuote) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      subject: subject.trim() ? undefined : t('validation.required'),
      message: message.trim() ? undefined : t('validation.required'),
    };
    setErrors(found);
    if (found.subject || found.message) return;
    send.mutate({
      ...(orderId ? { orderId } : {}),
      ...(quote ? { quote: true } : {}),
      subject: subject.trim(),
      message: message.trim(),
    });
  };

  if (send.isSuccess)
    return (
      <p role="status" className="shop-inquiry__sent">
        {quote ? t('inquiry.quoteSent') : t('inquiry.sent')}
      </p>
    );
  return (
    <form
      className="shop-inquiry"
      onSubmit={submit}
      aria-label={quoteOnly ? t('inquiry.quoteTitle') : t('inquiry.title')}
      noValidate
    >
      {!quoteOnly && mayQuote ? (
        <Checkbox
          className="shop-inquiry__quote"
          checked={quote}
          onChange={(event) => setQuote(event.currentTarget.checked)}
        >
          {t('inquiry.asQuote')}
        </Checkbox>
      ) : null}
      <TextField
        label={t('inquiry.subject')}
        value={subject}
        onChange={setSubject}
        maxLength={SUBJECT_MAX}
        isRequired
        errorMessage={errors.subject}
      />
      <TextField
        label={t('inquiry.message')}
        multiline
        value={message}
        onChange={setMessage}
        maxLength={MESSAGE_MAX}
        isRequired
        errorMessage={errors.message}
      />
      <SubmitButton variant="secondary" pending={send.isPending}>
        {quote ? t('inquiry.sendQuote') : t('inquiry.send')}
      </SubmitButton>
      <FormStatus status={send.status} error={t(errorMessageKey(send.error))} />
    </form>
  );
}

/**
 * 'Begär offert' on the cart: opens a quote request whose message lists the cart's lines, to
 * be edited before it is sent. Not offered to EJ_SKAPA_OFFERT.
 */
export function QuoteRequest({
  lines,
}: {
  lines: readonly { articleNumber: string; name: string; quantity: number; unit: string | undefined }[];
}) {
  const t = useMessages();
  const claims = useAtomValue(sessionAtom).claims;
  const [open, setOpen] = useState(false);
  const ids = useId();
  if (!isAllowed(claims, 'EJ_SKAPA_OFFERT')) return null;
  const listed = lines
    .map((line) => `${line.articleNumber} ${line.name}: ${formatUnitQuantity(line.quantity, line.unit)}`)
    .join('\n');
  return (
    <div className="shop-quote">
      <Button
        variant="secondary"
        aria-expanded={open}
        aria-controls={`${ids}-quote`}
        onPress={() => setOpen((value) => !value)}
      >
        {t('inquiry.quoteTitle')}
      </Button>
      <div id={`${ids}-quote`} hidden={!open}>
        {open ? <InquiryForm quoteOnly defaultMessage={t('inquiry.quoteLines', { lines: listed })} /> : null}
      </div>
    </div>
  );
}
