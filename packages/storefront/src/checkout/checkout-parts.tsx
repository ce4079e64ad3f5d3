import { today } from '@internationalized/date';
import type { Address } from '@shop/commerce-client/contract';
import {
  addDays,
  addressCountry,
  isClosedDay,
  nextDeliverableDate,
  searchAddresses,
  stockholmDate,
} from '@shop/delivery-rules';
import {
  AddressCard,
  AddressFlyout,
  type AddressFlyoutProps,
  Alert,
  Button,
  DatePicker,
  CheckoutStepper as UiCheckoutStepper,
} from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { useAtom, useAtomValue } from 'jotai';
import { type ReactNode, useState, useSyncExternalStore } from 'react';
import { cartTotals, type PricedLine, useCartView } from '../cart';
import { useMessages, usePageTitle, useServices } from '../core';
import { sessionAtom, sessionQueries } from '../session';
import { storeQueries } from '../stores';
import { checkoutAtom } from './checkout-state';
import { useCheckoutStep } from './checkout-tracking';
import './checkout.css';

export type { DeliveryDetails } from './checkout-state';
export { formatDeliveryDate, isPlacingOrderAtom, lastOrderAtom } from './checkout-state';

type CheckoutStep = 'delivery' | 'summary';

const noSubscription = () => () => {};

/**
 * False while the server renders the page and the browser hydrates it, true once the app has
 * taken it over: a form's native fields (which work without scripts) give way to the app's
 * widgets (the address flyout, the calendar) only then, so hydration matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** How far ahead the calendar offers dates: six months, as the date picker's last date. */
const DATE_HORIZON_MONTHS = 6;

/**
 * The dates the delivery calendar offers, in order: every deliverable day from the first one
 * up to six months from today (Stockholm). What the step's date list holds before the scripts.
 *
 * @example
 * deliverableDates(new Date('2026-12-21T09:00:00Z'), [])[0] // '2026-12-22'
 */
export function deliverableDates(now: Date, extraClosedDays: readonly string[]): string[] {
  const first = nextDeliverableDate(now, { extraClosedDays });
  const [year, month, day] = stockholmDate(now).split('-').map(Number) as [number, number, number];
  // As the calendar's `today().add({ months })`: 31 August gives the last day of February.
  const lastDayOfMonth = new Date(Date.UTC(year, month + DATE_HORIZON_MONTHS, 0)).getUTCDate();
  const last = new Date(Date.UTC(year, month - 1 + DATE_HORIZON_MONTHS, Math.min(day, lastDayOfMonth)))
    .toISOString()
    .slice(0, 10);
  const dates: string[] = [];
  for (let iso = first; iso <= last; iso = addDays(iso, 1))
    if (!isClosedDay(iso, { extraClosedDays })) dates.push(iso);
  return dates;
}

/**
 * What the delivery and summary steps read: the cart (the step's `checkout` event tracked once),
 * the session, the details the delivery step saved, the customer's delivery addresses and the
 * brand's stores; the tab is named after the step.
 */
export function useCheckoutData(step: CheckoutStep) {
  const t = useMessages();
  const { services } = useServices();
  const cart = useCartView();
  const [details, setDetails] = useAtom(checkoutAtom);
  useCheckoutStep(step, cart.data);
  usePageTitle(t(`checkout.step.${step}`));
  return {
    cart,
    session: useAtomValue(sessionAtom),
    details,
    setDetails,
    addresses: useQuery(sessionQueries.addresses(services.client)),
    // The stores a store-bound delivery goes to are pickup stores: the picker's list, and the names of the chosen ones.
    locations: useQuery(storeQueries.pickupStores(services.client)),
  };
}

/** A step with nothing to show yet: the steps, the step's heading, why, and the way on. */
export function StepNotReady({ step, reason, way }: { step: CheckoutStep; reason: string; way: ReactNode }) {
  const t = useMessages();
  return (
    <section className="shop-page">
      <CheckoutStepper current={step === 'delivery' ? 2 : 3} />
      <h1>{t(`checkout.step.${step}`)}</h1>
      <p>{reason}</p>
      {way}
    </section>
  );
}

/** The steps of the checkout, with the current one marked for assistive technology. */
export function CheckoutStepper({ current }: { current: 1 | 2 | 3 }) {
  const t = useMessages();
  return (
    <UiCheckoutStepper
      label={t('checkout.steps')}
      steps={[t('checkout.step.cart'), t('checkout.step.delivery'), t('checkout.step.summary')]}
      current={current}
    />
  );
}

function useAddressLabels() {
  const t = useMessages();
  return { missingRecipient: t('address.missingRecipient'), missingAddress: t('address.missingAddress') };
}

/**
 * An address as the customer reads it, with the spec's defaults for missing
 * parts; an Åland address (by its postal code) also names its country.
 */
export function AddressLines({ address }: { address: Address }) {
  const t = useMessages();
  const labels = useAddressLabels();
  if (addressCountry(address) !== 'AX') return <AddressCard address={address} labels={labels} />;
  return (
    <span className="shop-address-lines">
      <AddressCard address={address} labels={labels} />
      <span>{t('address.country.AX')}</span>
    </span>
  );
}

/** The delivery step's note for an Åland address: outside the EU VAT area, may take longer. Never blocks the order. */
export function AlandNote() {
  const t = useMessages();
  return (
    <Alert tone="info" title={t('checkout.aland.title')}>
      {t('checkout.aland.body')}
    </Alert>
  );
}

/**
 * The address flyout: every word of the search must match (label, name,
 * recipient, address lines, postal code and town); addresses that cannot be
 * delivered to are shown and marked, not choosable.
 */
export function AddressPicker(choice: Pick<AddressFlyoutProps<Address>, 'addresses' | 'value' | 'onChange'>) {
  const t = useMessages();
  const addressLabels = useAddressLabels();
  const [open, setOpen] = useState(false);
  const chosen = choice.addresses.find((a) => a.addressId === choice.value);
  return (
    <div className="shop-address-picker">
      {chosen ? <AddressLines address={chosen} /> : <p>{t('address.none')}</p>}
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {t('address.choose')}
      </Button>
      <AddressFlyout
        {...choice}
        isOpen={open}
        onOpenChange={setOpen}
        filter={searchAddresses}
        labels={{
          title: t('address.choose'),
          search: t('address.search'),
          count: (count) => t('address.count', { count }),
          invalid: t('address.invalidForDelivery'),
          close: t('app.close'),
          ...addressLabels,
        }}
      />
    </div>
  );
}

/**
 * A Swedish date picker that offers only deliverable dates: no weekends,
 * no Swedish closed days, not today or earlier, none of the brand's extra
 * closed days.
 */
export function DeliveryDatePicker({
  label,
  value,
  onChange,
  extraClosedDays,
  now,
}: {
  label: string;
  value: string;
  onChange: (iso: string) => void;
  extraClosedDays: readonly string[];
  now: Date;
}) {
  const t = useMessages();
  const first = nextDeliverableDate(now, { extraClosedDays });
  return (
    <DatePicker
      label={label}
      value={value}
      onChange={onChange}
      minValue={first}
      maxValue={today('Europe/Stockholm').add({ months: 6 }).toString()}
      isDateUnavailable={(iso) => iso < first || isClosedDay(iso, { extraClosedDays })}
      labels={{
        open: t('checkout.openCalendar'),
        previous: t('checkout.previousMonth'),
        next: t('checkout.nextMonth'),
      }}
    />
  );
}

/**
 * The sums of what the order will hold (the lines of the deliveries in it),
 * excluding VAT and the VAT, by the rule the order service charges by; the
 * service's order price without VAT where a line has no price to take VAT
 * from; nothing where prices may not be seen.
 */
export function orderedSums(
  cart: {
    cartItems: readonly (PricedLine & { deliveryId: string })[];
    deliveryIdsInOrder: readonly string[];
    orderPrice: number | null;
  },
  showPrices: boolean,
): { excludingVat: number | null; vat: number | null } {
  if (!showPrices) return { excludingVat: null, vat: null };
  const ordered = cart.cartItems.filter((line) => cart.deliveryIdsInOrder.includes(line.deliveryId));
  const totals = cartTotals(ordered);
  return totals
    ? { excludingVat: totals.excludingVat, vat: totals.vat }
    : { excludingVat: cart.orderPrice, vat: null };
}
