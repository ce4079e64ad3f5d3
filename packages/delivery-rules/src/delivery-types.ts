/** The delivery methods (storefront-core §9). */
export const DELIVERY_TYPES = ['DBI', 'EXH', 'XXX', 'EXB', '24-12'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

/** Home delivery (Utkörning) is the default method. */
export const DEFAULT_DELIVERY_METHOD: DeliveryType = 'DBI';

/**
 * Swedish display names of the methods, as the commerce service names them. The storefront
 * shows its message catalogue's `delivery.type.<id>` (the same words); these are for other
 * consumers. 24-12 is express home delivery ordered before 12: its code is no name.
 */
export const DELIVERY_TYPE_NAMES: Record<DeliveryType, string> = {
  DBI: 'Utkörning',
  EXH: 'Leverans till butik',
  XXX: 'Expressutkörning',
  EXB: 'Express till butik',
  '24-12': 'Utkörning inom 24 timmar, beställ före kl. 12',
};

export function isDeliveryType(value: unknown): value is DeliveryType {
  return typeof value === 'string' && (DELIVERY_TYPES as readonly string[]).includes(value);
}

/**
 * Pickup-at-store types per the spec: DBI and EXH.
 *
 * @example
 * isPickupType('EXH') // true
 */
export function isPickupType(type: string): boolean {
  return type === 'DBI' || type === 'EXH';
}

/**
 * Express types: XXX and EXB.
 *
 * @example
 * isExpressType('XXX') // true
 */
export function isExpressType(type: string): boolean {
  return type === 'XXX' || type === 'EXB';
}

/**
 * Types bound to a store: EXH and EXB.
 *
 * @example
 * isStoreBoundType('EXB') // true
 */
export function isStoreBoundType(type: string): boolean {
  return type === 'EXH' || type === 'EXB';
}

/**
 * The types delivered to an address (storefront-core §9): DBI (Utkörning),
 * XXX (Expressutkörning) and the special 24-12 — every type that is not
 * store-bound. The delivery step asks these for an address and the others
 * for a store.
 */
export const HOME_DELIVERY_TYPES: readonly DeliveryType[] = ['DBI', 'XXX', '24-12'];

/**
 * Whether a delivery goes to an address rather than to a store: DBI, XXX
 * and 24-12. An unknown id is not a home delivery.
 *
 * @example
 * isHomeDelivery('XXX') // true
 * isHomeDelivery('EXH') // false: to a store
 */
export function isHomeDelivery(deliveryId: string): boolean {
  return (HOME_DELIVERY_TYPES as readonly string[]).includes(deliveryId);
}

const ORDER_TYPES: Partial<Record<DeliveryType, string>> = {
  XXX: 'BE',
  '24-12': '24-12',
  EXB: 'BEH',
  EXH: 'LE',
};

/**
 * The order-type code of a delivery type (DBI has none).
 *
 * @example
 * orderTypeFor('EXB') // 'BEH'
 */
export function orderTypeFor(type: DeliveryType): string | undefined {
  return ORDER_TYPES[type];
}
