import type {
  DeliveryLine,
  LineDeliveryState,
  OrderDeliveries,
  OrderDeliveryState,
} from '@shop/commerce-client/contract';
import type { DeliveryType } from '@shop/delivery-rules';
import { formatUnitQuantity } from '@shop/stock-rules';
import { LIST_NAMES } from '@shop/tracking/names';
import { Button, Link } from '@shop/ui';
import { useLocation } from '@tanstack/react-router';
import { useState } from 'react';
import { type MessageKey, useMessages } from '../core';
import { AddedLines, useAddLinesToCart } from '../lists';
import { missingLines, trackingHref } from './deliveries';

/** Dates as a Swedish customer reads them (an expected date is a calendar day, not an instant). */
const dayFormat = new Intl.DateTimeFormat('sv-SE', { dateStyle: 'long', timeZone: 'UTC' });
/** `2026-12-08` → '8 december 2026'. */
export const formatDay = (isoDay: string) => dayFormat.format(new Date(`${isoDay}T12:00:00Z`));

/** The order's delivery state in the words a site manager uses. */
export const deliveryStateKey = (state: OrderDeliveryState) => `deliveries.state.${state}` as MessageKey;
/** A line's: a cancelled line reads 'Makulerad rad', as the order with one does. */
const lineStateKey = (state: LineDeliveryState) =>
  deliveryStateKey(state === 'CANCELLED' ? 'CANCELLED_LINE' : state);

/** The order's delivery state, and 'Makulerad rad' beside it when a line was cancelled and the state does not say so. */
export function DeliveryStateText({ view }: { view: OrderDeliveries }) {
  const t = useMessages();
  const cancelled = view.deliveryState !== 'CANCELLED_LINE' && view.lines.some((line) => line.cancelled > 0);
  return (
    <>
      {t(deliveryStateKey(view.deliveryState))}
      {cancelled ? `, ${t(deliveryStateKey('CANCELLED_LINE')).toLowerCase()}` : null}
    </>
  );
}

/** A line's delivery: its state, when the rest is expected, what the supplier cancelled and why. */
function LineDelivery({ line }: { line: DeliveryLine }) {
  const t = useMessages();
  return (
    <span className="shop-order__line-delivery">
      <span>{t(lineStateKey(line.state))}</span>
      {line.expectedDate && line.remaining > 0 ? (
        <span>{t('deliveries.expected', { date: formatDay(line.expectedDate) })}</span>
      ) : null}
      {line.cancelled > 0 ? (
        <span>
          {t('deliveries.cancelled', {
            quantity: formatUnitQuantity(line.cancelled, line.unit),
            reason: line.cancelReason ?? '–',
          })}
        </span>
      ) : null}
    </span>
  );
}

/**
 * The delivery columns of the order's lines table: delivered, remaining and the line's delivery.
 * `lineAt` finds a row's delivery line (rows and delivery lines are both in the order's line order).
 */
export function deliveryColumns<Row>(
  t: ReturnType<typeof useMessages>,
  lineAt: (row: Row) => DeliveryLine | undefined,
) {
  const quantity = (row: Row, pick: (line: DeliveryLine) => number) => {
    const line = lineAt(row);
    return line ? formatUnitQuantity(pick(line), line.unit) : '–';
  };
  return [
    {
      label: t('deliveries.column.delivered'),
      number: true,
      cell: (row: Row) => quantity(row, (line) => line.delivered),
    },
    {
      label: t('deliveries.column.remaining'),
      number: true,
      cell: (row: Row) => quantity(row, (line) => line.remaining),
    },
    {
      label: t('deliveries.column.state'),
      cell: (row: Row) => {
        const line = lineAt(row);
        return line ? <LineDelivery line={line} /> : '–';
      },
    },
  ];
}

/**
 * The order's consignments: date, carrier, tracking number, 'Spåra leverans' (the carrier's page
 * in a new tab, without an opener or referrer, and only an absolute http(s) URL) and the
 * delivery note, downloaded through the shop's server with the customer's session.
 */
export function Consignments({ view }: { view: OrderDeliveries }) {
  const t = useMessages();
  if (view.consignments.length === 0) return <p>{t('deliveries.none')}</p>;
  const noteHref = (consignmentId: string) =>
    `/api/orders/${encodeURIComponent(view.orderId)}/consignments/${encodeURIComponent(consignmentId)}/delivery-note`;
  return (
    <ul className="shop-order__consignments">
      {view.consignments.map((consignment) => {
        const headingId = `consignment-${consignment.consignmentId}`;
        const tracking = trackingHref(consignment.trackingUrl);
        return (
          <li key={consignment.consignmentId}>
            <section aria-labelledby={headingId}>
              <h3 id={headingId}>{t('deliveries.consignment', { id: consignment.consignmentId })}</h3>
              <dl className="shop-order__facts">
                <div>
                  <dt>{t('deliveries.shippedAt')}</dt>
                  <dd>{formatDay(consignment.shippedAt)}</dd>
                </div>
                <div>
                  <dt>{t('deliveries.carrier')}</dt>
                  <dd>{consignment.carrier}</dd>
                </div>
                <div>
                  <dt>{t('deliveries.trackingNumber')}</dt>
                  <dd>{consignment.trackingNumber ?? '–'}</dd>
                </div>
              </dl>
              <ul className="shop-order__consignment-links">
                <li>
                  {tracking ? (
                    <Link href={tracking} target="_blank" rel="noopener noreferrer">
                      {t('deliveries.track')}
                      <span className="shop-visually-hidden"> {t('deliveries.newTab')}</span>
                    </Link>
                  ) : (
                    t('deliveries.noTracking')
                  )}
                </li>
                <li>
                  <a href={noteHref(consignment.consignmentId)} download>
                    {t('deliveries.deliveryNote')}
                  </a>
                </li>
              </ul>
            </section>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * 'Beställ det som saknas': the back-ordered and cancelled quantities (`missingLines`) into the
 * cart through its one add, as a past order's lines go; shown only when something is missing
 * and the session may order. A form posted to the server (`/varukorg/bestall-saknade`, which
 * reads the deliveries again and adds the same lines) before or without the page's scripts;
 * once they run, the cart door takes the form over.
 */
export function OrderMissing({ view, deliveryId }: { view: OrderDeliveries; deliveryId: DeliveryType }) {
  const t = useMessages();
  const back = useLocation({ select: (location) => location.href });
  // Made where the page is rendered (the server, for a first page): the browser keeps that one.
  const [key] = useState(() => crypto.randomUUID());
  const missing = missingLines(view);
  const nameOf = (articleNumber: string) =>
    missing.find((line) => line.articleNumber === articleNumber)?.name ?? articleNumber;
  const add = useAddLinesToCart(nameOf, LIST_NAMES.historicOrder);
  if (missing.length === 0 || add.orderRefusal !== null) return null;
  return (
    <form
      className="shop-order__missing"
      method="post"
      action="/varukorg/bestall-saknade"
      aria-labelledby="order-missing-title"
      onSubmit={(event) => {
        event.preventDefault();
        if (!add.sending) void add.add(missing, deliveryId);
      }}
    >
      <h3 id="order-missing-title">{t('deliveries.orderMissing')}</h3>
      <p id="order-missing-help">
        {t('deliveries.missingHelp', {
          lines: missing
            .map((line) => `${formatUnitQuantity(line.quantity, line.unit)} ${line.name}`)
            .join(', '),
        })}
      </p>
      <input type="hidden" name="order" value={view.orderId} />
      <input type="hidden" name="tillbaka" value={back} />
      <input type="hidden" name="nyckel" value={key} suppressHydrationWarning />
      <Button
        type="submit"
        variant="secondary"
        isDisabled={add.sending}
        aria-describedby="order-missing-help"
      >
        {add.sending ? t('deliveries.missingSending') : t('deliveries.orderMissing')}
      </Button>
      <AddedLines state={add.state} deliveryId={deliveryId} />
    </form>
  );
}

/**
 * A failure of the deliveries (or the back-order summary), in the error catalogue's words (§8),
 * and a way to ask again once the page's scripts run (without them, reloading the page asks again).
 */
export function DeliveriesError({
  messageKey,
  retry,
  retrying,
}: {
  messageKey: MessageKey;
  retry: () => void;
  retrying: boolean;
}) {
  const t = useMessages();
  return (
    <div className="shop-order__deliveries-error">
      <p role="alert">{t(messageKey)}</p>
      <Button variant="secondary" size="sm" isDisabled={retrying} onPress={retry}>
        {t('deliveries.retry')}
      </Button>
    </div>
  );
}
