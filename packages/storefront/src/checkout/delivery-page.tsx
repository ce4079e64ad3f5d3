import type { Address } from '@shop/commerce-client/contract';
import {
  addressCountry,
  isDeliverableDate,
  isHomeDelivery,
  planDeliveryDates,
  zipCodeChange,
} from '@shop/delivery-rules';
import { Alert, Button, DeliveryGroup, FormError, SelectField, Skeleton, TextField } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { type FormEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { chosenDeliveryZipAtom, deliveryZipCode } from '../cart';
import { AppLink, OrderSums, useDeliveryName, useMessages, useRenderClock, useServices } from '../core';
import { isAllowed, sessionQueries } from '../session';
import { StorePicker } from '../stores';
import {
  AddressPicker,
  AlandNote,
  CheckoutStepper,
  DeliveryDatePicker,
  type DeliveryDetails,
  deliverableDates,
  formatDeliveryDate,
  orderedSums,
  StepNotReady,
  useCheckoutData,
  useHydrated,
} from './checkout-parts';
import { type DeliveryFieldError, deliveryDraftAtom } from './checkout-state';
import {
  DELIVERY_FORM_ACTION,
  deliveryDetailsFromForm,
  deliveryFieldName,
  deliveryFormErrors,
  NOTE_MAX,
  REFERENCE_MAX,
  storesFor,
} from './delivery-form';
import '../core/page.css';
import './checkout.css';

/** The key of a failed save of the rectified date (all deliveries at once). */
const ALL = '*';

/** The form's fields and the details they hold. */
const DETAIL_FIELDS = [
  ['address', 'addressId'],
  ['store', 'storeId'],
  ['date', 'requestedDeliveryDate'],
  ['reference', 'reference'],
  ['note', 'deliveryNote'],
] as const satisfies readonly (readonly [Parameters<typeof deliveryFieldName>[0], keyof DeliveryDetails])[];

/**
 * The named fields of a server-rendered form whose value is no longer the one the server wrote
 * (changed before the app took the page over): React keeps such values when it hydrates.
 */
function changedFields(form: HTMLFormElement): Map<string, string> {
  const changed = new Map<string, string>();
  for (const field of form.elements) {
    if (field instanceof HTMLSelectElement) {
      const written = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
      if (field.name && field.value !== written?.value) changed.set(field.name, field.value);
    } else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
      if (field.name && field.value !== field.defaultValue) changed.set(field.name, field.value);
    }
  }
  return changed;
}

/** A date as the form sends it ('YYYY-MM-DD'), which can be written out in words; a refused post may hold anything. */
const isCalendarDate = (iso: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(iso) && !Number.isNaN(Date.parse(`${iso}T00:00:00Z`));

/** One line naming an address in the delivery step's select before the scripts (label, street, town). */
function addressOption(address: Address, missingAddress: string): string {
  const street = address.address1 || missingAddress;
  return [address.label || address.name, street, `${address.postalCode} ${address.postalAddress}`].join(', ');
}

/**
 * /delivery: address or store, deliverable date and notes for each delivery in the order.
 * On load, a stored date that today's rules no longer allow moves every delivery to the
 * first deliverable date (and the cart service is told); a chosen date is saved to the cart.
 *
 * The step is a form posted to the server (`/kassa/leverans`), which checks it by the same
 * rules (`deliveryFormErrors`), keeps the details and goes on to /summary, or comes back here
 * with what was typed and why (`deliveryDraftAtom`). Until the page's scripts have taken over,
 * the address, store and date are native selects (the flyout and the calendar need scripts);
 * then the app takes the form over: what was typed or chosen so far carries over.
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
  const brandConfig = useQuery(sessionQueries.brandConfig(services.client, services.brand.id));
  // 'Referens krävs' (issue 37): unread or failed, no reference is asked for here (the service still checks).
  const customerId = session.claims?.customerId ?? '';
  const referenceSetting = useQuery({
    ...sessionQueries.orderReference(services.client, customerId),
    enabled: customerId !== '',
  }).data;
  const referenceRequired = referenceSetting?.referenceRequired === true;
  const referenceHelp = referenceRequired ? (referenceSetting?.referenceHelp ?? undefined) : undefined;
  const hydrated = useHydrated();
  // The server's render time while hydrating: the dates offered are the ones its HTML holds.
  const renderClock = useRenderClock();
  const [now] = useState(() => renderClock);
  // What the server refused, once: its fields as typed, and why.
  const [draft, setDraft] = useAtom(deliveryDraftAtom);
  const [edits, setEdits] = useState<Record<string, Partial<DeliveryDetails>>>(() => draft?.details ?? {});
  const [errors, setErrors] = useState<Record<string, DeliveryFieldError>>(() => draft?.errors ?? {});
  const [refused] = useState(() => draft !== null);
  const form = useRef<HTMLFormElement>(null);
  const [rectifiedTo, setRectifiedTo] = useState<string | null>(null);
  const [saveFailed, setSaveFailed] = useState<Record<string, boolean>>({});
  const [zipNotices, setZipNotices] = useState<Record<string, string>>({});
  const checkedOnLoad = useRef(false);
  const saveCalls = useRef(new Map<string, number>());
  useEffect(() => {
    if (draft) setDraft(null);
  }, [draft, setDraft]);

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
  const orderIds = data?.deliveryIdsInOrder;

  // The page has just been taken over: what was typed and chosen in its native fields before
  // that (the server's HTML) becomes the app's, before the app's own fields replace them.
  const carried = useRef(false);
  useLayoutEffect(() => {
    if (carried.current || !form.current || !orderIds) return;
    carried.current = true;
    const changed = changedFields(form.current);
    if (changed.size === 0) return;
    const typed = deliveryDetailsFromForm(changed, orderIds);
    setEdits((current) => {
      const next = { ...current };
      for (const id of orderIds)
        for (const [field, key] of DETAIL_FIELDS)
          if (changed.has(deliveryFieldName(field, id)))
            next[id] = { ...next[id], [key]: typed[id]?.[key] ?? '' };
      return next;
    });
  }, [orderIds]);

  // A page the server rendered reads the cart once more when the app takes it over: the dates it
  // plans and rectifies from are then the service's as the browser sees them, not as they were
  // when the HTML was written (one read per visit; a navigation in the app reads it in the loader).
  const [fromServer] = useState(() => !hydrated);
  const refetchCart = cart.refetch;
  useEffect(() => {
    if (fromServer) void refetchCart();
  }, [fromServer, refetchCart]);

  // Once, when the page has its cart and the brand's closed days and a stored date is stale: every
  // delivery moves to the first deliverable date, on the cart service too. The page keeps the new
  // date if the call fails, and says so.
  useEffect(() => {
    if (checkedOnLoad.current || !cartId || !configSettled || !staleDate) return;
    checkedOnLoad.current = true;
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
  /** The brand's stores that offer a delivery's method (not its central storage), by name, for its store picker. */
  const storesOf = (deliveryId: string) =>
    storesFor(locations.data?.locations ?? [], deliveryId, services.brand.centralStorageId);
  /**
   * A store-bound delivery's first store: the customer's own, or else the brand's, when it offers
   * the method; or else the first store that does (unread stores: the customer's own).
   */
  const defaultStoreFor = (deliveryId: string) => {
    const preferred = session.user?.preferredStore ?? services.brand.defaultStoreId;
    if (!locations.data) return preferred;
    const offering = storesOf(deliveryId);
    return (
      offering.find((l) => l.id === preferred)?.id ??
      offering.find((l) => l.id === services.brand.defaultStoreId)?.id ??
      offering[0]?.id ??
      preferred
    );
  };
  const detailsFor = (deliveryId: string): DeliveryDetails => ({
    addressId: isHomeDelivery(deliveryId) ? defaultAddress : undefined,
    storeId: isHomeDelivery(deliveryId) ? undefined : defaultStoreFor(deliveryId),
    deliveryNote: '',
    reference: '',
    ...saved?.[deliveryId],
    requestedDeliveryDate: plan.dates[deliveryId] ?? plan.firstDate,
    ...edits[deliveryId],
  });
  const edit = (deliveryId: string, change: Partial<DeliveryDetails>) =>
    setEdits((current) => ({ ...current, [deliveryId]: { ...current[deliveryId], ...change } }));
  const saveFailure = `${t('errors.occured')} ${t('errors.detail.update_delivery_date')} ${t('errors.try_again_later')}`;

  const errorMessage = (code: DeliveryFieldError | undefined): string | undefined => {
    switch (code) {
      case 'address':
        return t('checkout.chooseAddress');
      case 'store':
        return t('checkout.chooseStore');
      case 'date':
        return t('checkout.dateNotDeliverable');
      case 'note':
        return t('order.maxCharacters', { max: NOTE_MAX });
      case 'reference':
        return t('order.maxCharacters', { max: REFERENCE_MAX });
      case 'referenceRequired':
        return referenceHelp
          ? t('checkout.referenceRequiredHelp', { help: referenceHelp })
          : t('checkout.referenceRequired');
      case 'referenceInvalid':
        // The customer's help text says what the pattern wants better than any text of ours.
        return referenceHelp ?? t('checkout.referenceInvalid');
      default:
        return undefined;
    }
  };
  const errorOf = (deliveryId: string, field: DeliveryFieldError) =>
    errorMessage(errors[`${deliveryId}.${field}`]);
  // Before the scripts: the dates the calendar would offer, as a list.
  const dates = hydrated ? [] : deliverableDates(now, extraClosedDays);

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
    const all = Object.fromEntries(data.deliveryIdsInOrder.map((id) => [id, detailsFor(id)]));
    const found = deliveryFormErrors(data.deliveryIdsInOrder, all, {
      firstDate: plan.firstDate,
      extraClosedDays,
      addressIds: new Set(list.filter((a) => a.validForDelivery).map((a) => a.addressId)),
      // The stores that offer each method, once they are read (unread, the service checks).
      ...(locations.data
        ? {
            storeIds: new Map(
              data.deliveryIdsInOrder.map((id) => [id, new Set(storesOf(id).map((l) => l.id))] as const),
            ),
          }
        : {}),
      reference: referenceSetting,
    });
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
      {refused ? <FormError>{t('checkout.fixDetails')}</FormError> : null}
      <form
        ref={form}
        method="post"
        action={DELIVERY_FORM_ACTION}
        onSubmit={next}
        noValidate
        className="shop-form"
      >
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
                      {hydrated ? (
                        <AddressPicker
                          addresses={list}
                          value={details.addressId}
                          onChange={(addressId) => chooseAddress(deliveryId, addressId)}
                        />
                      ) : (
                        <SelectField
                          label={t('address.choose')}
                          name={deliveryFieldName('address', deliveryId)}
                          defaultValue={details.addressId ?? ''}
                          options={[
                            ...(details.addressId ? [] : [{ value: '', label: t('address.none') }]),
                            ...list
                              .filter((a) => a.validForDelivery || a.addressId === details.addressId)
                              .map((a) => ({
                                value: a.addressId,
                                label: addressOption(a, t('address.missingAddress')),
                              })),
                          ]}
                        />
                      )}
                      {/* Always in the page, so the zip-code change is announced when it appears. */}
                      <div role="status">
                        {zipNotice ? (
                          <p>{t('address.zip_code_has_been_updated_to', { zipCode: zipNotice })}</p>
                        ) : null}
                      </div>
                      {address && addressCountry(address) === 'AX' ? <AlandNote /> : null}
                      <FormError>{errorOf(deliveryId, 'address')}</FormError>
                    </div>
                  ) : (
                    <div>
                      {hydrated ? (
                        // Store delivery and pickup: the customer's store first, any other store of the brand on request.
                        <StorePicker
                          label={t('checkout.store')}
                          stores={storesOf(deliveryId)}
                          value={details.storeId}
                          chosenName={store?.name}
                          onChange={(storeId) => edit(deliveryId, { storeId })}
                        />
                      ) : (
                        <SelectField
                          label={t('checkout.store')}
                          name={deliveryFieldName('store', deliveryId)}
                          defaultValue={details.storeId ?? ''}
                          options={[
                            ...(details.storeId && !storesOf(deliveryId).some((s) => s.id === details.storeId)
                              ? [{ value: details.storeId, label: store?.name ?? details.storeId }]
                              : []),
                            ...storesOf(deliveryId).map((s) => ({ value: s.id, label: s.name })),
                          ]}
                        />
                      )}
                      <FormError>{errorOf(deliveryId, 'store')}</FormError>
                    </div>
                  )}
                  <div>
                    {hydrated ? (
                      <DeliveryDatePicker
                        label={t('checkout.deliveryDate', { delivery: name })}
                        value={details.requestedDeliveryDate}
                        onChange={(requestedDeliveryDate) => chooseDate(deliveryId, requestedDeliveryDate)}
                        extraClosedDays={extraClosedDays}
                        now={now}
                      />
                    ) : (
                      <SelectField
                        label={t('checkout.deliveryDate', { delivery: name })}
                        name={deliveryFieldName('date', deliveryId)}
                        defaultValue={details.requestedDeliveryDate}
                        options={(dates.includes(details.requestedDeliveryDate) ||
                        !isCalendarDate(details.requestedDeliveryDate)
                          ? dates
                          : [details.requestedDeliveryDate, ...dates]
                        ).map((iso) => ({ value: iso, label: formatDeliveryDate(iso) }))}
                      />
                    )}
                    <FormError>{errorOf(deliveryId, 'date')}</FormError>
                    {saveFailed[deliveryId] ? <FormError>{saveFailure}</FormError> : null}
                  </div>
                  <TextField
                    label={t('checkout.reference')}
                    name={deliveryFieldName('reference', deliveryId)}
                    value={details.reference ?? ''}
                    onChange={(reference) => edit(deliveryId, { reference })}
                    isRequired={referenceRequired}
                    // The step's own rules say what is wrong (the form is `noValidate`), never the browser's words.
                    validationBehavior="aria"
                    // The help text under the field; a refused reference's message says it instead.
                    description={errors[`${deliveryId}.reference`] ? undefined : referenceHelp}
                    errorMessage={errorOf(deliveryId, 'reference')}
                  />
                  <TextField
                    label={t('checkout.note')}
                    name={deliveryFieldName('note', deliveryId)}
                    multiline
                    value={details.deliveryNote ?? ''}
                    onChange={(deliveryNote) => edit(deliveryId, { deliveryNote })}
                    errorMessage={errorOf(deliveryId, 'note')}
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
