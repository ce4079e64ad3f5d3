import { useState } from 'react';
import { Input, Label, RadioButton, RadioField, RadioGroup, SearchField } from 'react-aria-components';
import { AddressCard, type CheckoutAddress } from '../address-card/address-card';
import { Flyout } from '../flyout/flyout';
import './address-flyout.css';

export interface AddressFlyoutProps<T extends CheckoutAddress = CheckoutAddress> {
  /** The customer's delivery addresses, in the order to list them. */
  addresses: readonly T[];
  /** The chosen address's id. */
  value: string | undefined;
  /** Called with the chosen address's id; the flyout then closes. */
  onChange: (addressId: string) => void;
  /** Whether the panel is open (controlled). */
  isOpen: boolean;
  /** Called when the panel opens or closes (Escape, outside click, close button, a choice). */
  onOpenChange: (isOpen: boolean) => void;
  /**
   * The search rule (the storefront passes `searchAddresses` of
   * `@shop/delivery-rules`: every word must match). The rule is the
   * domain's, not the widget's, so it comes in here.
   */
  filter: (addresses: readonly T[], query: string) => T[];
  labels: {
    /** The flyout's heading and the radio group's name, e.g. 'Välj adress'. */
    title: string;
    /** The search box's label, e.g. 'Sök adress'. */
    search: string;
    /** The number of addresses found, e.g. n => `${n} adresser`. */
    count: (n: number) => string;
    /** Marks an address that cannot be delivered to. */
    invalid: string;
    /** The close button's name. */
    close: string;
    /** Stands in for a missing recipient, e.g. 'Mottagarnamn saknas'. */
    missingRecipient: string;
    /** Stands in for a missing address line, e.g. 'Adress saknas'. */
    missingAddress: string;
  };
}

/**
 * The delivery address choice in a side panel: a search box narrows the
 * list as the customer types (every word must match), a status line says
 * how many were found, and the addresses are a radio group. Addresses that
 * cannot be delivered to are shown and marked, not choosable. Choosing an
 * address calls `onChange` and closes the panel. Controlled: the caller's
 * own button opens it, and focus goes back to that button.
 *
 * @example
 * <AddressFlyout addresses={list} value={id} onChange={setId} isOpen={open} onOpenChange={setOpen} labels={labels} />
 */
export function AddressFlyout<T extends CheckoutAddress>({
  addresses,
  value,
  onChange,
  isOpen,
  onOpenChange,
  filter,
  labels,
}: AddressFlyoutProps<T>) {
  const [query, setQuery] = useState('');
  const found = filter(addresses, query);
  return (
    <Flyout title={labels.title} isOpen={isOpen} onOpenChange={onOpenChange} closeLabel={labels.close}>
      {(close) => (
        <div className="shop-address-flyout">
          <SearchField value={query} onChange={setQuery} className="shop-address-flyout__search">
            <Label className="shop-address-flyout__search-label">{labels.search}</Label>
            <Input className="shop-address-flyout__search-input" />
          </SearchField>
          <p role="status" className="shop-address-flyout__count">
            {labels.count(found.length)}
          </p>
          <RadioGroup
            aria-label={labels.title}
            value={value ?? null}
            onChange={(addressId) => {
              onChange(addressId);
              close();
            }}
            className="shop-address-flyout__list"
          >
            {found.map((address) => (
              <RadioField
                key={address.addressId}
                value={address.addressId}
                isDisabled={!address.validForDelivery}
                className="shop-address-flyout__option"
              >
                <RadioButton className="shop-address-flyout__choice">
                  <AddressCard
                    address={address}
                    labels={{
                      missingRecipient: labels.missingRecipient,
                      missingAddress: labels.missingAddress,
                    }}
                  />
                  {address.validForDelivery ? null : (
                    <em className="shop-address-flyout__invalid">{labels.invalid}</em>
                  )}
                </RadioButton>
              </RadioField>
            ))}
          </RadioGroup>
        </div>
      )}
    </Flyout>
  );
}
