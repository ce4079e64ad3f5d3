import { CommerceError } from '@shop/commerce-client';
import { parseQuantity } from '@shop/delivery-rules';
import { Button, Modal, TextField } from '@shop/ui';
import { type FormEvent, useState } from 'react';
import { useServices } from '../app/context';
import { useMessages } from '../i18n/intl';
import { refreshCart, useCartStatus } from './cart';
import { DeliveryMethodChoice, useDeliveryMethod } from './delivery-method';

/** Quick add by article number and quantity (decimal comma accepted), with the delivery method first. */
export function QuickAdd() {
  const t = useMessages();
  const { services } = useServices();
  const status = useCartStatus(services.cart);
  const { options, chosen, choose } = useDeliveryMethod();
  const [articleNumber, setArticleNumber] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [message, setMessage] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    if (!chosen) return setMessage(t('cart.chooseDelivery'));
    const number = articleNumber.trim();
    if (!/^\d{5,10}$/.test(number)) return setMessage(t('cart.wrongArticleNumber'));
    let value: number;
    try {
      value = parseQuantity(quantity);
    } catch {
      return setMessage(t('cart.wrongQuantity'));
    }
    if (!(value > 0)) return setMessage(t('cart.wrongQuantity'));
    services.cart.add([{ articleNumber: number, quantity: value, deliveryId: chosen }]);
    setArticleNumber('');
    setQuantity('1');
  }

  return (
    <form className="shop-quick-add" onSubmit={submit} aria-label={t('cart.quickAdd')} noValidate>
      <h2 className="shop-product__label">{t('cart.quickAdd')}</h2>
      <DeliveryMethodChoice options={options} value={chosen} onChange={choose} />
      <div className="shop-add-to-cart__row">
        <TextField
          label={t('cart.articleNumber')}
          value={articleNumber}
          onChange={setArticleNumber}
          inputMode="numeric"
        />
        <TextField
          label={t('cart.quantityLabel')}
          value={quantity}
          onChange={setQuantity}
          inputMode="decimal"
        />
        <Button type="submit" variant="secondary" isDisabled={status.matches('mutating')}>
          {t('cart.quickAddSubmit')}
        </Button>
      </div>
      {message ? (
        <p className="shop-form-error" role="alert">
          {message}
        </p>
      ) : null}
    </form>
  );
}

/**
 * The add-from-file modal: a CSV or XLSX file of `artikelnummer;antal`
 * lines for one delivery. CART_LIMIT says the cart is full; other errors
 * list the lines that were not added.
 */
export function AddFromFile() {
  const t = useMessages();
  const { services } = useServices();
  const { options, chosen, choose } = useDeliveryMethod();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);

  async function upload(event: FormEvent) {
    event.preventDefault();
    setResult(null);
    if (!chosen) return setResult({ tone: 'error', text: t('cart.chooseDelivery') });
    if (!file) return setResult({ tone: 'error', text: t('cart.chooseFile') });
    setBusy(true);
    try {
      const { cartId } = await services.client.cart.get();
      const answer = await services.client.cart.upload(cartId, file, file.name, chosen);
      if (answer.errors.some((e) => e.error === 'CART_LIMIT')) {
        setResult({ tone: 'error', text: t('cart.cart_limit_exceeded') });
      } else if (answer.errors.length > 0) {
        setResult({
          tone: 'error',
          text: t('cart.wrong_import', { ids: answer.errors.map((e) => e.articleNumber ?? e.id).join(', ') }),
        });
      } else {
        setResult({ tone: 'ok', text: t('cart.fileAdded', { count: answer.cartItems.length }) });
      }
    } catch (error) {
      const detail = error instanceof CommerceError ? error.detail : undefined;
      setResult({
        tone: 'error',
        text: `${t('errors.occured')} ${detail ? t('errors.detail.cart_uploads_products') : ''} ${t('errors.try_again_later')}`,
      });
    } finally {
      setBusy(false);
      refreshCart(services.queryClient);
    }
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
