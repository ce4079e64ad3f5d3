import { type DateValue, parseDate, today } from '@internationalized/date';
import type { Address } from '@shop/commerce-client/contract';
import { isClosedDay, nextDeliverableDate, searchAddresses } from '@shop/delivery-rules';
import { Flyout } from '@shop/ui';
import { useState } from 'react';
import {
  Button as AriaButton,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  I18nProvider,
  Label,
  Popover,
  Radio,
  RadioGroup,
} from 'react-aria-components';
import { useMessages } from '../i18n/intl';

export type { DeliveryDetails } from './checkout-state';
export { checkoutAtom, isPlacingOrderAtom, lastOrderAtom } from './checkout-state';

/** The steps of the checkout, with the current one marked for assistive technology. */
export function CheckoutStepper({ current }: { current: 1 | 2 | 3 }) {
  const t = useMessages();
  const steps = [t('checkout.step.cart'), t('checkout.step.delivery'), t('checkout.step.summary')];
  return (
    <nav aria-label={t('checkout.steps')} className="shop-stepper">
      <ol>
        {steps.map((label, i) => (
          <li
            key={label}
            aria-current={i + 1 === current ? 'step' : undefined}
            data-done={i + 1 < current || undefined}
          >
            <span className="shop-stepper__number" aria-hidden="true">
              {i + 1}
            </span>
            {label}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** An address as the customer reads it, with the spec's defaults for missing parts. */
export function AddressLines({ address }: { address: Address }) {
  const t = useMessages();
  return (
    <span className="shop-address">
      <strong>{address.label || address.name}</strong>
      <span>{address.recipientName || t('address.missingRecipient')}</span>
      <span>{address.address1}</span>
      <span>{address.address2 || t('address.missingAddress')}</span>
      <span>
        {address.postalCode} {address.postalAddress}
      </span>
    </span>
  );
}

/**
 * The address flyout: every word of the search must match (label, name,
 * recipient, address lines, postal code and town); addresses that cannot be
 * delivered to are shown and marked, not choosable.
 */
export function AddressPicker({
  addresses,
  value,
  onChange,
}: {
  addresses: Address[];
  value: string | undefined;
  onChange: (addressId: string) => void;
}) {
  const t = useMessages();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const chosen = addresses.find((a) => a.addressId === value);
  const found = searchAddresses(addresses, query);
  return (
    <div className="shop-address-picker">
      {chosen ? <AddressLines address={chosen} /> : <p>{t('address.none')}</p>}
      <button
        type="button"
        className="shop-link-button"
        data-variant="secondary"
        onClick={() => setOpen(true)}
      >
        {t('address.choose')}
      </button>
      <Flyout title={t('address.choose')} isOpen={open} onOpenChange={setOpen} closeLabel={t('app.close')}>
        {(close) => (
          <div className="shop-account">
            <label className="shop-address-picker__search">
              <span>{t('address.search')}</span>
              <input type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
            </label>
            <p role="status">{t('address.count', { count: found.length })}</p>
            <RadioGroup
              aria-label={t('address.choose')}
              value={value ?? null}
              onChange={(id) => {
                onChange(id);
                close();
              }}
              className="shop-context"
            >
              {found.map((address) => (
                <Radio
                  key={address.addressId}
                  value={address.addressId}
                  isDisabled={!address.validForDelivery}
                  className="shop-context__choice"
                >
                  <AddressLines address={address} />
                  {!address.validForDelivery ? <em>{t('address.invalidForDelivery')}</em> : null}
                </Radio>
              ))}
            </RadioGroup>
          </div>
        )}
      </Flyout>
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
  const first = parseDate(nextDeliverableDate(now, { extraClosedDays }));
  const unavailable = (date: DateValue) => {
    const iso = date.toString().slice(0, 10);
    return iso < first.toString() || isClosedDay(iso, { extraClosedDays });
  };
  return (
    <I18nProvider locale="sv-SE">
      <DatePicker
        className="shop-date-picker"
        value={parseDate(value)}
        minValue={first}
        maxValue={today('Europe/Stockholm').add({ months: 6 })}
        isDateUnavailable={unavailable}
        onChange={(date) => {
          if (date) onChange(date.toString());
        }}
      >
        <Label className="shop-date-picker__label">{label}</Label>
        <Group className="shop-date-picker__group">
          <DateInput className="shop-date-picker__input">
            {(segment) => <DateSegment segment={segment} className="shop-date-picker__segment" />}
          </DateInput>
          <AriaButton className="shop-date-picker__button" aria-label={t('checkout.openCalendar')}>
            ▾
          </AriaButton>
        </Group>
        <Popover className="shop-menu shop-date-picker__popover">
          <Dialog className="shop-menu__dialog">
            <Calendar className="shop-calendar">
              <header className="shop-calendar__header">
                <AriaButton
                  slot="previous"
                  className="shop-calendar__nav"
                  aria-label={t('checkout.previousMonth')}
                >
                  ‹
                </AriaButton>
                <Heading className="shop-calendar__title" />
                <AriaButton slot="next" className="shop-calendar__nav" aria-label={t('checkout.nextMonth')}>
                  ›
                </AriaButton>
              </header>
              <CalendarGrid className="shop-calendar__grid">
                {(date) => <CalendarCell date={date} className="shop-calendar__cell" />}
              </CalendarGrid>
            </Calendar>
          </Dialog>
        </Popover>
      </DatePicker>
    </I18nProvider>
  );
}
