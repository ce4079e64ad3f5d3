import {
  DELIVERY_TYPE_NAMES,
  type DeliveryType,
  nextDeliverableDate,
  validateDeliveryField,
} from '@shop/delivery-rules';
import { Button, PriceSummary, Skeleton, TextField } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useAtom, useAtomValue } from 'jotai';
import { type FormEvent, useEffect, useState } from 'react';
import { useServices } from '../../app/context';
import {
  AddressPicker,
  CheckoutStepper,
  checkoutAtom,
  DeliveryDatePicker,
  type DeliveryDetails,
} from '../../features/checkout';
import { useMessages } from '../../i18n/intl';
import { sessionAtom } from '../../session/atoms';
import { useCartView } from './cart-view';

const HOME_TYPES = new Set(['DBI', 'XXX', '24-12']);
const NOTE_MAX = 500;
const REFERENCE_MAX = 40;

/** /delivery: address or store, deliverable date and notes for each delivery in the order. */
export function DeliveryPage() {
  const t = useMessages();
  const { services, queries } = useServices();
  const navigate = useNavigate();
  const session = useAtomValue(sessionAtom);
  const [saved, setSaved] = useAtom(checkoutAtom);
  const cart = useCartView();
  const addresses = useQuery(queries.addresses());
  const brandConfig = useQuery(queries.brandConfig());
  const locations = useQuery(queries.locations());
  const [now] = useState(() => new Date());
  const [edits, setEdits] = useState<Record<string, Partial<DeliveryDetails>>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    document.title = t('checkout.step.delivery');
  }, [t]);

  const config = brandConfig.data?.brands.find((b) => b.id === services.brand.id);
  const extraClosedDays = config?.extraClosedDays ?? services.brand.settings.extraClosedDays;
  const list = addresses.data?.deliveryAddresses ?? [];
  const data = cart.data;
  if (cart.isPending || addresses.isPending) return <Skeleton lines={8} label={t('app.loading')} />;
  if (!data || data.deliveryIdsInOrder.length === 0) {
    return (
      <section className="shop-page">
        <CheckoutStepper current={2} />
        <h1>{t('checkout.step.delivery')}</h1>
        <p>{t('checkout.nothingToOrder')}</p>
        <a href="/cart">{t('checkout.backToCart')}</a>
      </section>
    );
  }
  const firstDate = nextDeliverableDate(now, { extraClosedDays });
  const defaultAddress = (
    list.find((a) => a.preselected && a.validForDelivery) ?? list.find((a) => a.validForDelivery)
  )?.addressId;
  const detailsFor = (deliveryId: string): DeliveryDetails => ({
    addressId: HOME_TYPES.has(deliveryId) ? defaultAddress : undefined,
    storeId: HOME_TYPES.has(deliveryId)
      ? undefined
      : (session.user?.preferredStore ?? services.brand.defaultStoreId),
    requestedDeliveryDate: firstDate,
    deliveryNote: '',
    reference: '',
    ...saved?.[deliveryId],
    ...edits[deliveryId],
  });
  const edit = (deliveryId: string, change: Partial<DeliveryDetails>) =>
    setEdits((current) => ({ ...current, [deliveryId]: { ...current[deliveryId], ...change } }));

  function next(event: FormEvent) {
    event.preventDefault();
    if (!data) return;
    const found: Record<string, string> = {};
    const all: Record<string, DeliveryDetails> = {};
    for (const deliveryId of data.deliveryIdsInOrder) {
      const details = detailsFor(deliveryId);
      all[deliveryId] = details;
      if (HOME_TYPES.has(deliveryId) && !details.addressId)
        found[`${deliveryId}.address`] = t('checkout.chooseAddress');
      const note = validateDeliveryField(details.deliveryNote, { maxlength: NOTE_MAX });
      if (note) found[`${deliveryId}.note`] = t('order.maxCharacters', { max: NOTE_MAX });
      const reference = validateDeliveryField(details.reference, { maxlength: REFERENCE_MAX });
      if (reference) found[`${deliveryId}.reference`] = t('order.maxCharacters', { max: REFERENCE_MAX });
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaved(all);
    void navigate({ to: '/summary' });
  }

  return (
    <section className="shop-page shop-checkout">
      <CheckoutStepper current={2} />
      <h1>{t('checkout.step.delivery')}</h1>
      <form onSubmit={next} noValidate className="shop-form">
        {data.deliveryIdsInOrder.map((deliveryId) => {
          const details = detailsFor(deliveryId);
          const name = DELIVERY_TYPE_NAMES[deliveryId as DeliveryType] ?? deliveryId;
          const store = locations.data?.locations.find((l) => l.id === details.storeId);
          return (
            <section
              key={deliveryId}
              className="shop-cart__group shop-checkout__delivery"
              aria-labelledby={`d-${deliveryId}`}
            >
              <div className="shop-cart__group-head">
                <h2 id={`d-${deliveryId}`}>{name}</h2>
                <span>
                  {t('cart.lines', {
                    count: data.cartItems.filter((i) => i.deliveryId === deliveryId).length,
                  })}
                </span>
              </div>
              <div className="shop-checkout__fields">
                {HOME_TYPES.has(deliveryId) ? (
                  <div>
                    <h3 className="shop-product__label">{t('checkout.address')}</h3>
                    <AddressPicker
                      addresses={list}
                      value={details.addressId}
                      onChange={(addressId) => edit(deliveryId, { addressId })}
                    />
                    {errors[`${deliveryId}.address`] ? (
                      <p className="shop-form-error" role="alert">
                        {errors[`${deliveryId}.address`]}
                      </p>
                    ) : null}
                  </div>
                ) : (
                  <div>
                    <h3 className="shop-product__label">{t('checkout.store')}</h3>
                    <p>{store?.name ?? details.storeId}</p>
                  </div>
                )}
                <DeliveryDatePicker
                  label={t('checkout.deliveryDate', { delivery: name })}
                  value={details.requestedDeliveryDate}
                  onChange={(requestedDeliveryDate) => edit(deliveryId, { requestedDeliveryDate })}
                  extraClosedDays={extraClosedDays}
                  now={now}
                />
                <TextField
                  label={t('checkout.reference')}
                  value={details.reference ?? ''}
                  onChange={(reference) => edit(deliveryId, { reference })}
                  errorMessage={errors[`${deliveryId}.reference`]}
                />
                <label className="shop-textarea">
                  <span>{t('checkout.note')}</span>
                  <textarea
                    value={details.deliveryNote ?? ''}
                    rows={3}
                    aria-invalid={errors[`${deliveryId}.note`] ? true : undefined}
                    aria-describedby={errors[`${deliveryId}.note`] ? `note-error-${deliveryId}` : undefined}
                    onChange={(event) => edit(deliveryId, { deliveryNote: event.target.value })}
                  />
                  {errors[`${deliveryId}.note`] ? (
                    <span id={`note-error-${deliveryId}`} className="shop-form-error" role="alert">
                      {errors[`${deliveryId}.note`]}
                    </span>
                  ) : null}
                </label>
              </div>
            </section>
          );
        })}
        <PriceSummary label={t('cart.total')} amount={null}>
          <a href="/cart">{t('checkout.backToCart')}</a>
          <Button type="submit" variant="primary">
            {t('checkout.continue')}
          </Button>
        </PriceSummary>
      </form>
    </section>
  );
}
