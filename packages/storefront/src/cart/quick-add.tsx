import { orderMultipleFor, quantityRule } from '@shop/stock-rules';
import { LIST_NAMES } from '@shop/tracking/names';
import { Button, FormError, Modal, TextField } from '@shop/ui';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useLayoutEffect, useRef, useState } from 'react';
import { AppLink, useMessages, useServices } from '../core';
import { orderLocationFor } from '../session';
import { CartForm, QUANTITY_FIELD } from './cart-form';
import { DeliveryMethodChoice, useDeliveryMethod } from './delivery-method';
import { useFailureText } from './line-quantity';
import { useAddToCart } from './use-add-to-cart';
import type { WriteOutcome } from './writes';
import '../core/page.css';
import './cart.css';

/**
 * Quick add by article number and quantity (decimal comma accepted), with
 * the delivery method first. The article is looked up before the add, so
 * its quantity rule applies here as everywhere (7 of a five-pack is 10),
 * and an unknown number is told at once: no article has it, and a link
 * searches for the text instead (a half-remembered number or an EAN).
 * Only when the lookup itself fails does the cart service decide.
 *
 * The form stays usable while the cart saves: the door queues the add with
 * the rest of the burst (§9), so the next line can be typed and sent at once
 * (a button disabled meanwhile would swallow Enter), even while the last one
 * is still being looked up. Only the same line sent again during its own
 * lookup is ignored, so a double click adds once. The fields are emptied
 * after an add only if they still hold the line that was added: what the
 * customer typed for the next line meanwhile stays.
 */
export function QuickAdd({
  onNavigate,
}: {
  /** The search link was followed (the flyout closes). */ onNavigate?: () => void;
} = {}) {
  const t = useMessages();
  const { services } = useServices();
  const cart = useAddToCart();
  /** The lines (number, quantity, delivery) being looked up now. */
  const looking = useRef(new Set<string>());
  const { options, chosen, choose } = useDeliveryMethod();
  const [articleNumber, setArticleNumber] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [message, setMessage] = useState<string | null>(null);
  /** The number no article has: told with a search for it. */
  const [unknown, setUnknown] = useState<string | null>(null);
  /** What the fields hold now, read after a lookup. */
  const fields = useRef({ articleNumber, quantity });
  useLayoutEffect(() => {
    fields.current = { articleNumber, quantity };
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const line = JSON.stringify([articleNumber.trim(), quantity.trim(), chosen]);
    if (looking.current.has(line)) return;
    setMessage(null);
    setUnknown(null);
    const number = articleNumber.trim();
    // Who adds and how first: an EJ_ORDER user is refused before any lookup.
    const refused = cart.refusal(chosen);
    if (refused) return setMessage(refused.message);
    if (!/^\d{5,10}$/.test(number)) return setMessage(t('cart.wrongArticleNumber'));
    const first = cart.guard({
      deliveryId: chosen,
      quantity,
      rule: quantityRule({ unit: undefined, orderMultiple: 1 }),
    });
    if (!first.ok) return setMessage(first.message);
    const location = orderLocationFor(services, chosen);
    let rule = quantityRule({ unit: undefined, orderMultiple: 1 });
    looking.current.add(line);
    try {
      const [variant] = await services.client.gateway.variants([number], { locationIds: [location] });
      // The service answered without it: no article has this number, so nothing goes to the cart.
      if (!variant) return setUnknown(number);
      rule = quantityRule({
        unit: variant.webSalesUnit.unit,
        orderMultiple: orderMultipleFor(variant.stock, location),
      });
    } catch {
      // Unknown here: the cart service names the article it refuses.
    } finally {
      looking.current.delete(line);
    }
    const decision = cart.guard({ deliveryId: chosen, quantity, rule });
    if (!decision.ok) return setMessage(decision.message);
    const attempt = cart.add([{ articleNumber: number, quantity: decision.quantity }], decision.deliveryId, {
      source: { listName: LIST_NAMES.quickOrder },
    });
    if (!attempt.ok) return setMessage(attempt.message);
    attempt.done.catch(() => undefined); // the cart's status tells the failure
    if (fields.current.articleNumber === articleNumber && fields.current.quantity === quantity) {
      setArticleNumber('');
      setQuantity('1');
    }
  }

  return (
    <CartForm className="shop-quick-add" onSubmit={submit} label={t('cart.quickAdd')}>
      <h2 className="shop-field-label">{t('cart.quickAdd')}</h2>
      <DeliveryMethodChoice options={options} value={chosen} onChange={choose} />
      <div className="shop-add-to-cart__row">
        <TextField
          label={t('cart.articleNumber')}
          name="artikel"
          value={articleNumber}
          onChange={setArticleNumber}
          inputMode="numeric"
        />
        <TextField
          label={t('cart.quantityLabel')}
          name={QUANTITY_FIELD}
          value={quantity}
          onChange={setQuantity}
          inputMode="decimal"
        />
        <Button type="submit" variant="secondary">
          {t('cart.quickAddSubmit')}
        </Button>
      </div>
      <FormError>{message}</FormError>
      <AppLink to="/snabborder" className="shop-quick-add__paste" onClick={onNavigate}>
        {t('paste.open')}
      </AppLink>
      {unknown ? (
        <p className="shop-form-error" role="alert">
          {t('cart.unknownArticle', { article: unknown })}{' '}
          <AppLink to="/search" search={{ q: unknown }} onClick={onNavigate}>
            {t('cart.searchFor', { query: unknown })}
          </AppLink>
        </p>
      ) : null}
    </CartForm>
  );
}

/** An upload the add guard refused before it was sent: its message is the one to show. */
class AddRefusedError extends Error {}

/**
 * The add-from-file modal: a CSV or XLSX file of `artikelnummer;antal`
 * lines for one delivery. CART_LIMIT says the cart is full; other errors
 * list the lines that were not added.
 */
export function AddFromFile() {
  const t = useMessages();
  const cart = useAddToCart();
  const { options, chosen, choose } = useDeliveryMethod();
  const [open, setOpen] = useState(false);
  const failure = useFailureText();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const uploading = useMutation({
    mutationFn: (input: { file: File; deliveryId: NonNullable<typeof chosen> }): Promise<WriteOutcome> => {
      const attempt = cart.upload(input.file, input.deliveryId, {
        listName: LIST_NAMES.addToCartFromFileModal,
      });
      return attempt.ok ? attempt.done : Promise.reject(new AddRefusedError(attempt.message));
    },
    onSuccess: ({ refused, applied }) => {
      if (refused.some((e) => e.error === 'CART_LIMIT'))
        setResult({ tone: 'error', text: t('cart.cart_limit_exceeded') });
      else if (refused.length > 0)
        setResult({
          tone: 'error',
          text: t('cart.wrong_import', { ids: refused.map((e) => e.articleNumber ?? e.id).join(', ') }),
        });
      else setResult({ tone: 'ok', text: t('cart.fileAdded', { count: applied }) });
    },
    onError: (error) =>
      setResult({
        tone: 'error',
        text:
          error instanceof AddRefusedError ? error.message : failure('errors.detail.cart_uploads_products'),
      }),
  });
  const busy = uploading.isPending;

  function upload(event: FormEvent) {
    event.preventDefault();
    setResult(null);
    const refused = cart.refusal(chosen);
    if (refused || !chosen)
      return setResult({ tone: 'error', text: refused?.message ?? t('cart.chooseDelivery') });
    if (!file) return setResult({ tone: 'error', text: t('cart.chooseFile') });
    uploading.mutate({ file, deliveryId: chosen });
  }

  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {t('cart.fromFile')}
      </Button>
      <Modal title={t('cart.fromFile')} isOpen={open} onOpenChange={setOpen} closeLabel={t('app.close')}>
        <form className="shop-form" onSubmit={upload} noValidate>
          <p>{t('cart.fileHelp')}</p>
          <DeliveryMethodChoice options={options} value={chosen} onChange={choose} />
          <label className="shop-textarea">
            <span>{t('cart.file')}</span>
            <input
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </label>
          <Button type="submit" variant="primary" isDisabled={busy}>
            {busy ? t('cart.uploading') : t('cart.upload')}
          </Button>
          {result ? (
            <p
              className={result.tone === 'error' ? 'shop-form-error' : 'shop-add-to-cart__status'}
              role={result.tone === 'error' ? 'alert' : 'status'}
            >
              {result.text}
            </p>
          ) : null}
        </form>
      </Modal>
    </>
  );
}
