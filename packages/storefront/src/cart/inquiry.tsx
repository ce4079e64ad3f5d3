import { formatUnitQuantity } from '@shop/stock-rules';
import { Button, Checkbox, TextField } from '@shop/ui';
import { useAtomValue } from 'jotai';
import { type FormEvent, useId, useState } from 'react';
import { isMessageKey, type MessageKey, useMessages, useServices } from '../core';
import { isAllowed, sessionAtom } from '../session';

const SUBJECT_MAX = 200;
const MESSAGE_MAX = 4000;

type Sending =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent' }
  | { kind: 'failed'; key: MessageKey };

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
  const [state, setState] = useState<Sending>({ kind: 'idle' });
  if (quoteOnly && !mayQuote) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      subject: subject.trim() ? undefined : t('validation.required'),
      message: message.trim() ? undefined : t('validation.required'),
    };
    setErrors(found);
    if (found.subject || found.message) return;
    setState({ kind: 'sending' });
    try {
      await services.client.orders.inquiry({
        ...(orderId ? { orderId } : {}),
        ...(quote ? { quote: true } : {}),
        subject: subject.trim(),
        message: message.trim(),
      });
      setState({ kind: 'sent' });
    } catch (error) {
      const key = (error as { messageKey?: unknown }).messageKey;
      setState({ kind: 'failed', key: isMessageKey(key) ? key : 'errors.unknown_error_occurred' });
    }
  };

  if (state.kind === 'sent')
    return (
      <p role="status" className="shop-inquiry__sent">
        {quote ? t('inquiry.quoteSent') : t('inquiry.sent')}
      </p>
    );
  return (
    <form
      className="shop-inquiry"
      onSubmit={(event) => void submit(event)}
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
      <Button type="submit" variant="secondary" isDisabled={state.kind === 'sending'}>
        {state.kind === 'sending' ? t('inquiry.sending') : quote ? t('inquiry.sendQuote') : t('inquiry.send')}
      </Button>
      {state.kind === 'failed' ? (
        <p className="shop-form-error" role="alert">
          {t(state.key)}
        </p>
      ) : null}
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
