import { isClosedDay, nextDeliverableDate } from './closed-days';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Whether a requested date can still be delivered on by today's rules: on or
 * after the first deliverable date and not a closed day. A malformed date
 * cannot.
 *
 * @example
 * isDeliverableDate('2026-12-24', '2026-12-01') // false: Christmas Eve is closed
 * isDeliverableDate('2026-11-24', '2026-11-24') // true
 */
export function isDeliverableDate(
  iso: string,
  firstDate: string,
  extraClosedDays: readonly string[] = [],
): boolean {
  if (!ISO_DATE.test(iso) || iso < firstDate) return false;
  try {
    return !isClosedDay(iso, { extraClosedDays });
  } catch {
    // Not a calendar date (e.g. 2026-02-30).
    return false;
  }
}

export interface DeliveryDatePlan {
  /** The first deliverable date by today's rules. */
  firstDate: string;
  /** The date each delivery in the order starts on. */
  dates: Record<string, string>;
  /** The deliveries whose stored date (on the cart or in the saved checkout state) can no longer be delivered. */
  stale: string[];
  /** The date every delivery was moved to because one was stale (`setAllDeliveryDates`), else null. */
  rectifiedTo: string | null;
}

/**
 * The starting date of each delivery in the order, rectified to today's
 * rules. A date stored on the cart's delivery is preferred while it is
 * still deliverable, then the date in the saved checkout state, then the
 * first deliverable date. When any stored date (cart or saved) is earlier
 * than the first deliverable date or a closed day, every delivery in the
 * order moves to the first deliverable date, as the cart service's
 * `setAllDeliveryDates` does. There is no cutoff hour: late in the evening
 * the next open day is still deliverable.
 *
 * @example
 * planDeliveryDates({ deliveryIds: ['DBI'], cartDates: { DBI: '2026-11-20' }, savedDates: {},
 *   now: new Date('2026-11-23T09:00:00Z') })
 * // { firstDate: '2026-11-24', dates: { DBI: '2026-11-24' }, stale: ['DBI'], rectifiedTo: '2026-11-24' }
 */
export function planDeliveryDates({
  deliveryIds,
  cartDates,
  savedDates,
  now,
  extraClosedDays = [],
}: {
  deliveryIds: readonly string[];
  cartDates: Readonly<Record<string, string | null | undefined>>;
  savedDates: Readonly<Record<string, string | null | undefined>>;
  now: Date | string;
  extraClosedDays?: readonly string[];
}): DeliveryDatePlan {
  const firstDate = nextDeliverableDate(now, { extraClosedDays });
  const ok = (iso: string | null | undefined): iso is string =>
    typeof iso === 'string' && isDeliverableDate(iso, firstDate, extraClosedDays);
  const isStale = (iso: string | null | undefined) => iso != null && iso !== '' && !ok(iso);
  const stale = deliveryIds.filter((id) => isStale(cartDates[id]) || isStale(savedDates[id]));
  const dates: Record<string, string> = {};
  for (const id of deliveryIds) {
    const cart = cartDates[id];
    const saved = savedDates[id];
    dates[id] = stale.length > 0 ? firstDate : ok(cart) ? cart : ok(saved) ? saved : firstDate;
  }
  return { firstDate, dates, stale, rectifiedTo: stale.length > 0 ? firstDate : null };
}
