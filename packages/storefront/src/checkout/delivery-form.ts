import { type OrderReferenceSetting, orderReferenceProblem } from '@shop/commerce-client/contract';
import { isDeliverableDate, isHomeDelivery, validateDeliveryField } from '@shop/delivery-rules';
import type { DeliveryDetails, DeliveryFieldError } from './checkout-state';

/** Where the delivery step's form posts (the server's `/kassa/leverans`), and 'Skicka order' (`/kassa/skicka`). */
export const DELIVERY_FORM_ACTION = '/kassa/leverans';
export const ORDER_FORM_ACTION = '/kassa/skicka';
/** The idempotency key's field in the 'Skicka order' form: one order however often it is posted. */
export const ORDER_KEY_FIELD = 'nyckel';

/** The longest delivery note and reference the order service takes (§5 maxlength). */
export const NOTE_MAX = 500;
export const REFERENCE_MAX = 40;

/**
 * The delivery step's fields as a posted form names them, one of each per delivery
 * (`datum.DBI`, `adress.DBI`, `butik.EXH`, …): what `/kassa/leverans` reads.
 */
const FIELD_NAMES = {
  address: 'adress',
  store: 'butik',
  date: 'datum',
  reference: 'referens',
  note: 'meddelande',
} as const;
type DeliveryField = keyof typeof FIELD_NAMES;

/**
 * The name of a delivery's field in the delivery step's form.
 *
 * @example
 * deliveryFieldName('date', 'DBI') // 'datum.DBI'
 */
export function deliveryFieldName(field: DeliveryField, deliveryId: string): string {
  return `${FIELD_NAMES[field]}.${deliveryId}`;
}

/** A form's fields as `FormData` and `URLSearchParams` both give them. */
interface FormFields {
  get(name: string): unknown;
}

/**
 * What a delivery step's form holds for each delivery in the order, as typed: an address for a
 * home delivery, a store for any other, the date, the reference and the note. A field that is
 * missing or not text is empty.
 *
 * @example
 * deliveryDetailsFromForm(new URLSearchParams('datum.DBI=2026-12-07&adress.DBI=a1'), ['DBI'])
 * // { DBI: { addressId: 'a1', requestedDeliveryDate: '2026-12-07', reference: '', deliveryNote: '' } }
 */
export function deliveryDetailsFromForm(
  form: FormFields,
  deliveryIds: readonly string[],
): Record<string, DeliveryDetails> {
  const text = (field: DeliveryField, deliveryId: string) => {
    const value = form.get(deliveryFieldName(field, deliveryId));
    return typeof value === 'string' ? value : '';
  };
  return Object.fromEntries(
    deliveryIds.map((deliveryId) => {
      const place = isHomeDelivery(deliveryId)
        ? { addressId: text('address', deliveryId) || undefined }
        : { storeId: text('store', deliveryId) || undefined };
      const details: DeliveryDetails = {
        ...place,
        requestedDeliveryDate: text('date', deliveryId),
        reference: text('reference', deliveryId),
        deliveryNote: text('note', deliveryId),
      };
      return [deliveryId, details];
    }),
  );
}

/**
 * The stores a store-bound delivery may go to (§5, EXH and EXB): the brand's stores, not its
 * central storage, whose `deliveryMethods` offer that method, sorted by name.
 *
 * @example storesFor([{ id: '1001', name: 'Butik Täby', deliveryMethods: ['EXH'] }, { id: '1002', name: 'Butik Kista', deliveryMethods: ['DBI'] }], 'EXH', '9000')
 * // [{ id: '1001', … }]
 */
export function storesFor<L extends { id: string; name: string; deliveryMethods: readonly string[] }>(
  locations: readonly L[],
  deliveryId: string,
  centralStorageId: string | undefined,
): L[] {
  return locations
    .filter((l) => l.id !== centralStorageId && l.deliveryMethods.includes(deliveryId))
    .sort((a, b) => a.name.localeCompare(b.name, 'sv'));
}

export interface DeliveryFormRules {
  /** The first deliverable date by today's rules (`planDeliveryDates`' or `nextDeliverableDate`'s). */
  firstDate: string;
  /** The brand's own closed days. */
  extraClosedDays: readonly string[];
  /** The customer's addresses valid for delivery; unset, any address counts (the page offers only those). */
  addressIds?: ReadonlySet<string>;
  /**
   * The stores each delivery may go to (`storesFor`: those that offer its method); unset, any
   * store counts (the page offers only those).
   */
  storeIds?: ReadonlyMap<string, ReadonlySet<string>>;
  /**
   * The customer's order reference setting ('Referens krävs' and its pattern, issue 37); unset
   * or null (not read), no reference is asked for here: the order service still checks.
   */
  reference?: Pick<OrderReferenceSetting, 'referenceRequired' | 'referencePattern'> | null;
}

/** The code of each order reference problem among the step's field errors. */
const REFERENCE_ERRORS = { required: 'referenceRequired', invalid: 'referenceInvalid' } as const;

/**
 * The delivery step's rules (§5), one for the page and the server that takes its form: a home
 * delivery needs an address the customer may deliver to, any other a store; the date must be
 * deliverable by today's rules; the reference and the note have their maximum lengths; and
 * when the customer requires a reference, each delivery has one of its pattern
 * (`orderReferenceProblem`, the order service's own rule). The answer is keyed
 * `<deliveryId>.<field>`; empty when every field can be used.
 *
 * @example
 * deliveryFormErrors(['DBI'], { DBI: { requestedDeliveryDate: '2026-12-24' } }, { firstDate: '2026-12-01', extraClosedDays: [] })
 * // { 'DBI.address': 'address', 'DBI.date': 'date' }
 * deliveryFormErrors(['EXH'], { EXH: { storeId: '1001', requestedDeliveryDate: '2026-12-07', reference: 'P-1' } },
 *   { firstDate: '2026-12-01', extraClosedDays: [], reference: { referenceRequired: true, referencePattern: 'P-\\d{5}' } })
 * // { 'EXH.reference': 'referenceInvalid' }
 */
export function deliveryFormErrors(
  deliveryIds: readonly string[],
  details: Readonly<Record<string, DeliveryDetails | undefined>>,
  rules: DeliveryFormRules,
): Record<string, DeliveryFieldError> {
  const found: Record<string, DeliveryFieldError> = {};
  for (const deliveryId of deliveryIds) {
    const d = details[deliveryId];
    if (isHomeDelivery(deliveryId)) {
      if (!d?.addressId || (rules.addressIds && !rules.addressIds.has(d.addressId)))
        found[`${deliveryId}.address`] = 'address';
    } else if (!d?.storeId || (rules.storeIds && !rules.storeIds.get(deliveryId)?.has(d.storeId))) {
      found[`${deliveryId}.store`] = 'store';
    }
    if (!isDeliverableDate(d?.requestedDeliveryDate ?? '', rules.firstDate, rules.extraClosedDays))
      found[`${deliveryId}.date`] = 'date';
    if (validateDeliveryField(d?.deliveryNote, { maxlength: NOTE_MAX })) found[`${deliveryId}.note`] = 'note';
    const problem = orderReferenceProblem(d?.reference, rules.reference);
    if (validateDeliveryField(d?.reference, { maxlength: REFERENCE_MAX }))
      found[`${deliveryId}.reference`] = 'reference';
    else if (problem) found[`${deliveryId}.reference`] = REFERENCE_ERRORS[problem];
  }
  return found;
}

/**
 * The checkout call's order details (§7 `POST /v2/cart/{id}/checkout`) for the deliveries in the
 * order: only what was given, so an empty reference or note is not sent.
 *
 * @example
 * orderDetailsOf(['DBI'], { DBI: { addressId: 'a1', requestedDeliveryDate: '2026-12-07', reference: '' } })
 * // { DBI: { requestedDeliveryDate: '2026-12-07', addressId: 'a1' } }
 */
export function orderDetailsOf(
  deliveryIds: readonly string[],
  details: Readonly<Record<string, DeliveryDetails | undefined>>,
): Record<string, OrderDetailsInput> {
  return Object.fromEntries(
    deliveryIds.map((id) => {
      const d = details[id];
      return [
        id,
        {
          requestedDeliveryDate: d?.requestedDeliveryDate ?? '',
          ...(d?.addressId ? { addressId: d.addressId } : {}),
          ...(d?.storeId ? { storeId: d.storeId } : {}),
          ...(d?.deliveryNote ? { deliveryNote: d.deliveryNote } : {}),
          ...(d?.reference ? { reference: d.reference } : {}),
        },
      ];
    }),
  );
}

interface OrderDetailsInput {
  requestedDeliveryDate: string;
  addressId?: string;
  storeId?: string;
  deliveryNote?: string;
  reference?: string;
}
