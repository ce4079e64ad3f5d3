import './address-card.css';

/** A delivery address as the checkout shows it (the commerce service's address fits). */
export interface CheckoutAddress {
  addressId: string;
  label?: string | null;
  name?: string | null;
  recipientName?: string | null;
  address1?: string | null;
  address2?: string | null;
  address3?: string | null;
  postalCode?: string | null;
  postalAddress?: string | null;
  /** False when the address cannot be delivered to: shown, marked, not choosable. */
  validForDelivery: boolean;
}

export interface AddressCardProps {
  /** The address to show. */
  address: CheckoutAddress;
  /** Shown for a missing recipient or a missing second address line. */
  labels: { missingRecipient: string; missingAddress: string };
}

/**
 * An address as the customer reads it: the label (or the name) in bold,
 * the recipient, the address lines and postal code with town, with a text
 * standing in for a missing recipient or address line. Inline content, so
 * it also fits inside a radio's label.
 *
 * @example
 * <AddressCard address={address} labels={{ missingRecipient: 'Mottagarnamn saknas', missingAddress: 'Adress saknas' }} />
 */
export function AddressCard({ address, labels }: AddressCardProps) {
  return (
    <span className="shop-address-card">
      <strong>{address.label || address.name}</strong>
      <span>{address.recipientName || labels.missingRecipient}</span>
      <span>{address.address1}</span>
      <span>{address.address2 || labels.missingAddress}</span>
      <span>
        {address.postalCode} {address.postalAddress}
      </span>
    </span>
  );
}
