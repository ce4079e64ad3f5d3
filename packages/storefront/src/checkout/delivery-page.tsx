import {
  addressCountry,
  isDeliverableDate,
  isHomeDelivery,
  planDeliveryDates,
  validateDeliveryField,
  zipCodeChange,
} from '@shop/delivery-rules';
import { Alert, Button, DeliveryGroup, FormError, Skeleton, TextField } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { chosenDeliveryZipAtom, deliveryZipCode } from '../cart';
import { AppLink, OrderSums, useDeliveryName, useMessages, useServices } from '../core';
import { isAllowed, sessionQueries } from '../session';
import { StorePicker } from '../stores';
import {
  AddressPicker,
  AlandNote,
  CheckoutStepper,
  DeliveryDatePicker,
  type DeliveryDetails,
  formatDeliveryDate,
  orderedSums,
  StepNotReady,
  useCheckoutData,
} from './checkout-parts';
import '../core/page.css';
import './checkout.css';

const NOTE_MAX = 500;
const REFERENCE_MAX = 40;
/** The key of a failed save of the rectified date (all deliveries at once). */
const ALL = '*';

/**
 * /delivery: address or store, deliverable date and notes for each delivery in the order.
 * On load, a stored date that today's rules no longer allow moves every delivery to the
 * first deliverable date (and the cart service is told); a chosen date is saved to the cart.
 */
export function DeliveryPage() {
  const t = useMessages();
  const deliveryName = useDeliveryName();
  const { services } = useServices();
  const navigate = useNavigate();
  const {
    cart,
    session,
    details: saved,
    setDetails: setSaved,
    addresses,
    locations,
  } = useCheckoutData('delivery');
  const [chosenZip, setChosenZip] = useAtom(chosenDeliveryZipAtom);
  const brandConfig = useQuery(sessionQueries.brandConfig(services.client));
  const [now] = useState(() => new Date());
  const [edits, setEdits] = useState<Record<string, Partial<DeliveryDetails>>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [rectifiedTo, setRectifiedTo] = useState<string | null>(null);
  const [saveFailed, setSaveFailed] = useState<Record<string, boolean>>({});
  const [zipNotices, setZipNotices] = useState<Record<string, string>>({});
  const checkedOnLoad = useRef(false);
  const saveCalls = useRef(new Map<string, number>());

  const config = brandConfig.data?.brands.find((b) => b.id === services.brand.id);
  const extraClosedDays = config?.extraClosedDays ?? services.brand.settings.extraClosedDays;
  const list = addresses.data?.deliveryAddresses ?? [];
  const data = cart.data;
  const plan = data
    ? planDeliveryDates({
        deliveryIds: data.deliveryIdsInOrder,
        cartDates: Object.fromEntries(data.deliveries.map((d) => [d.deliveryId, d.requestedDeliveryDate])),
        savedDates: Object.fromEntries(
          Object.entries(saved ?? {}).map(([id, details]) => [id, details.requestedDeliveryDate]),
        ),
        now,
        extraClosedDays,
      })
    : null;
  const staleDate = plan?.rectifiedTo ?? null;
  const cartId = data?.cartId;
  const configSettled = !brandConfig.isPending;

  // Once, when the page has its cart and the brand's closed days: a stale stored date moves every
  // delivery to the first deliverable date, on the cart service too. The page keeps the new date if
  // the call fails, and says so.
  useEffect(() => {
    if (checkedOnLoad.current || !cartId || !configSettled) return;
    checkedOnLoad.current = true;
    if (!staleDate) return;
    setRectifiedTo(staleDate);
    services.cart
      .setDeliveryDate(null, staleDate)
      .catch(() => setSaveFailed((current) => ({ ...current, [ALL]: true })));
  }, [cartId, configSettled, staleDate, services]);

  if (cart.isPending || addresses.isPending) return <Skeleton lines={8} label={t('app.loading')} />;
  if (!data || !plan || data.deliveryIdsInOrder.length === 0) {
    return (
      <StepNotReady
        step="delivery"
        reason={t('checkout.nothingToOrder')}
        way={<AppLink to="/cart">{t('checkout.backToCart')}</AppLink>}
      />
    );
  }
  const defaultAddress = (
    list.find((a) => a.preselected && a.validForDelivery) ?? list.find((a) => a.validForDelivery)
  )?.addressId;
  // The zip code the delivery options use now (useDeliveryMethod): the last chosen address's.
  const contextZipCode = deliveryZipCode(chosenZip, list);
  const detailsFor = (deliveryId: string): DeliveryDetails => ({
    addressId: isHomeDelivery(deliveryId) ? defaultAddress : undefined,
    storeId: isHomeDelivery(deliveryId)
      ? undefined
      : (session.user?.preferredStore ?? services.brand.defaultStoreId),
    deliveryNote: '',
    reference: '',
    ...saved?.[deliveryId],
    requestedDeliveryDate: plan.dates[deliveryId] ?? plan.firstDate,
    ...edits[deliveryId],
  });
  /** The brand's stores (not its central storage), sorted by name, for the store pickers. */
  const brandStores = (locations.data?.locations ?? [])
    .filter((l) => l.id !== services.brand.centralStorageId)
    .sort((a, b) => a.name.localeCompare(b.name, 'sv'));
  const edit = (deliveryId: string, change: Partial<DeliveryDetails>) =>
    setEdits((current) => ({ ...current, [deliveryId]: { ...current[deliveryId], ...change } }));
  const saveFailure = `${t('errors.occured')} ${t('errors.detail.update_delivery_date')} ${t('errors.try_again_later')}`;

  function chooseAddress(deliveryId: string, addressId: string) {
    const before = list.find((a) => a.addressId === detailsFor(deliveryId).addressId)?.postalCode;
    const chosen = list.find((a) => a.addressId === addressId);
    edit(deliveryId, { addressId });
    setErrors(({ [`${deliveryId}.address`]: _, ...rest }) => rest);
    const zipCode = chosen ? zipCodeChange(before ?? contextZipCode, chosen.postalCode) : null;
    if (zipCode) setZipNotices((current) => ({ ...current, [deliveryId]: zipCode }));
    // From now on the delivery options (the product pages' 'Leveranssätt') follow this address.
    if (chosen) setChosenZip(chosen.postalCode);
  }

  function chooseDate(deliveryId: string, iso: string) {
    edit(deliveryId, { requestedDeliveryDate: iso });
    if (!data || !plan || !isDeliverableDate(iso, plan.firstDate, extraClosedDays)) return;
    setErrors(({ [`${deliveryId}.date`]: _, ...rest }) => rest);
    // Only the answer to the latest choice for this delivery counts; the cart door debounces and
    // coalesces the choices, and sends the last one even when the page is left.
    const call = (saveCalls.current.get(deliveryId) ?? 0) + 1;
    saveCalls.current.set(deliveryId, call);
    const latest = () => saveCalls.current.get(deliveryId) === call;
    services.cart.setDeliveryDate(deliveryId, iso).then(
      () => {
        if (latest()) setSaveFailed((current) => ({ ...current, [deliveryId]: false }));
      },
      () => {
        // The chosen date stays on the page; the line under the field says it was not saved.
        if (latest()) setSaveFailed((current) => ({ ...current, [deliveryId]: true }));
      },
    );
  }

  function next(event: FormEvent) {
    event.preventDefault();
    if (!data || !plan) return;
    const found: Record<string, string> = {};
    const all: Record<string, DeliveryDetails> = {};
    for (const deliveryId of data.deliveryIdsInOrder) {
      const details = detailsFor(deliveryId);
      all[deliveryId] = details;
      if (isHomeDelivery(deliveryId) && !details.addressId)
        found[`${deliveryId}.address`] = t('checkout.chooseAddress');
      if (!isDeliverableDate(details.requestedDeliveryDate, plan.firstDate, extraClosedDays))
        found[`${deliveryId}.date`] = t('checkout.dateNotDeliverable');
      const note = validateDeliveryField(details.deliveryNote, { maxlength: NOTE_MAX });
      if (note) found[`${deliveryId}.note`] = t('order.maxCharacters', { max: NOTE_MAX });
      const reference = validateDeliveryField(details.reference, { maxlength: REFERENCE_MAX });
      if (reference) found[`${deliveryId}.reference`] = t('order.maxCharacters', { max: REFERENCE_MAX });
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    services.cart.flush();
    setSaved(all);
    void navigate({ to: '/summary' });
  }

  return (
    <section className="shop-page shop-checkout">
      <CheckoutStepper current={2} />
      <h1>{t('checkout.step.delivery')}</h1>
      {rectifiedTo ? (
        <Alert tone="info">{t('checkout.dateRectified', { date: formatDeliveryDate(rectifiedTo) })}</Alert>
      ) : null}
      {saveFailed[ALL] ? <FormError>{saveFailure}</FormError> : null}
      <form onSubmit={next} noValidate className="shop-form">
        {data.deliveryIdsInOrder.map((deliveryId) => {
          const details = detailsFor(deliveryId);
          const name = deliveryName(deliveryId);
          const store = locations.data?.locations.find((l) => l.id === details.storeId);
          const address = list.find((a) => a.addressId === details.addressId);
          const zipNotice = zipNotices[deliveryId];
          return (
            <DeliveryGroup
              key={deliveryId}
              title={name}
              aside={
                <span>
                  {t('cart.lines', {
                    count: data.cartItems.filter((i) => i.deliveryId === deliveryId).length,
                  })}
                </span>
              }
              details={
                <div className="shop-checkout__fields">
                  {isHomeDelivery(deliveryId) ? (
                    <div>
                      <h3 className="shop-field-label">{t('checkout.address')}</h3>
                      <AddressPicker
                        addresses={list}
                        value={details.addressId}
                        onChange={(addressId) => chooseAddress(deliveryId, addressId)}
                      />
                      {/* Always in the page, so the zip-code change is announced when it appears. */}
                      <div role="status">
                        {zipNotice ? (
                          <p>{t('address.zip_code_has_been_updated_to', { zipCode: zipNotice })}</p>
                        ) : null}
                      </div>
                      {address && addressCountry(address) === 'AX' ? <AlandNote /> : null}
                      {errors[`${deliveryId}.address`] ? (
                        <FormError>{errors[`${deliveryId}.address`]}</FormError>
                      ) : null}
                    </div>
                  ) : (
                    // Store delivery and pickup: the customer's store first, any other store of the brand on request.
                    <StorePicker
                      label={t('checkout.store')}
                      stores={brandStores}
                      value={details.storeId}
                      chosenName={store?.name}
                      onChange={(storeId) => edit(deliveryId, { storeId })}
                    />
                  )}
                  <div>
                    <DeliveryDatePicker
                      label={t('checkout.deliveryDate', { delivery: name })}
                      value={details.requestedDeliveryDate}
                      onChange={(requestedDeliveryDate) => chooseDate(deliveryId, requestedDeliveryDate)}
                      extraClosedDays={extraClosedDays}
                      now={now}
                    />
                    {errors[`${deliveryId}.date`] ? (
                      <FormError>{errors[`${deliveryId}.date`]}</FormError>
                    ) : null}
                    {saveFailed[deliveryId] ? <FormError>{saveFailure}</FormError> : null}
                  </div>
                  <TextField
                    label={t('checkout.reference')}
                    value={details.reference ?? ''}
                    onChange={(reference) => edit(deliveryId, { reference })}
                    errorMessage={errors[`${deliveryId}.reference`]}
                  />
                  <TextField
                    label={t('checkout.note')}
                    multiline
                    value={details.deliveryNote ?? ''}
                    onChange={(deliveryNote) => edit(deliveryId, { deliveryNote })}
                    errorMessage={errors[`${deliveryId}.note`]}
                  />
                </div>
              }
            />
          );
        })}
        <OrderSums {...orderedSums(data, isAllowed(session.claims, 'EJ_SE_PRISER'))}>
          <AppLink to="/cart">{t('checkout.backToCart')}</AppLink>
          <Button type="submit" variant="primary">
            {t('checkout.continue')}
          </Button>
        </OrderSums>
      </form>
    </section>
  );
}
