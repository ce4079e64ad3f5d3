import type { Address, OrderDetail, OrderSummary } from '@shop/commerce-client/contract';
import { DELIVERY_TYPE_NAMES } from '@shop/delivery-rules';
import { formatUnitQuantity } from '@shop/stock-rules';
import { LIST_NAMES } from '@shop/tracking/names';
import { Alert, Checkbox, formatPrice, Link, SelectField, TextField } from '@shop/ui';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { InquiryForm } from '../cart';
import {
  DataTable,
  errorMessageKey,
  type MessageKey,
  OrderSums,
  pathTo,
  useMessages,
  useServices,
} from '../core';
import { AddedLines, ChooseLine, LinesToCart, useAddLinesToCart, useChosen } from '../lists';
import { sessionAtom } from '../session';
import { EmailOrderForm } from './email-order';
import { FilterForm, ListPages } from './list-parts';
import {
  Consignments,
  DeliveriesError,
  DeliveryStateText,
  deliveryColumns,
  deliveryStateKey,
  formatDay,
  OrderMissing,
} from './order-deliveries';
import { ORDER_DELIVERY_STATES, ORDER_SORTS, ORDER_STATUSES, orderFiltersOf } from './order-filters';
import { accountQueries, ORDERS_PER_PAGE } from './queries';
import '../core/page.css';
import './account.css';

/** Dates as a Swedish customer reads them, in Stockholm time on the server and in the browser alike. */
const dateFormat = new Intl.DateTimeFormat('sv-SE', { dateStyle: 'long', timeZone: 'Europe/Stockholm' });
const formatDate = (iso: string) => dateFormat.format(new Date(iso));

const statusKey = (status: OrderSummary['status']) => `orders.status.${status}` as MessageKey;

const ordersRoute = getRouteApi('/mina-sidor/orderhistorik');
const orderRoute = getRouteApi('/mina-sidor/orderhistorik/$orderId');
const ORDERS_PATH = pathTo('/mina-sidor/orderhistorik');

/** The customer the session acts for: orders are theirs. */
function useCustomerId(): string {
  return useAtomValue(sessionAtom).claims?.customerId ?? '';
}

/** The project the session acts for: 'Har restorder' and its summary are about it. */
function useProjectId(): string | null {
  return useAtomValue(sessionAtom).claims?.projectId ?? null;
}

/**
 * 'N rader restnoterade, nästa leverans <datum>' for the active project, with the way to its
 * orders with back-orders. Loaded beside the list (the loader starts it); a failure says so in
 * the error catalogue's words and leaves the list alone.
 */
function BackOrderSummary({ backOrderedHref }: { backOrderedHref: string }) {
  const t = useMessages();
  const { services } = useServices();
  const summary = useQuery(accountQueries.backOrders(services.client, useCustomerId(), useProjectId()));
  const data = summary.data?.ok ? summary.data.value : null;
  return (
    <section className="shop-orders__back-orders" aria-labelledby="back-orders-title">
      <h2 id="back-orders-title">
        {data?.projectName
          ? t('orders.backOrders.title', { project: data.projectName })
          : t('orders.backOrders.titleNoProject')}
      </h2>
      {summary.isPending ? <p role="status">{t('orders.backOrders.loading')}</p> : null}
      {summary.data && !summary.data.ok ? (
        <DeliveriesError
          messageKey={summary.data.messageKey}
          retry={() => void summary.refetch()}
          retrying={summary.isFetching}
        />
      ) : null}
      {data ? (
        data.lines === 0 ? (
          <p>{t('orders.backOrders.none')}</p>
        ) : (
          <p>
            {data.nextDelivery
              ? t('orders.backOrders.summary', { count: data.lines, date: formatDay(data.nextDelivery) })
              : t('orders.backOrders.summaryNoDate', { count: data.lines })}{' '}
            <Link href={backOrderedHref}>{t('orders.backOrders.show')}</Link>
          </p>
        )
      ) : null}
    </section>
  );
}

/**
 * Order history (storefront-core §3's order search filters): text, status, a date range and
 * sort, and the order's reference alone (issue 37), all in the URL, so a filtered list can be bookmarked, shared and reloaded; paged by 20.
 * The filter form is a plain GET form, so it works before the page's scripts have run too.
 * EJ_ORDERHISTORIK closes it (the layout's no-rights page).
 */
export function OrderHistoryPage() {
  const t = useMessages();
  const { services } = useServices();
  const customerId = useCustomerId();
  const filters = ordersRoute.useLoaderDeps();
  const projectId = useProjectId();
  const { data } = useSuspenseQuery(
    accountQueries.orderSearch(services.client, customerId, filters, projectId),
  );
  const filtered = Boolean(
    filters.q ||
      filters.reference ||
      filters.status ||
      filters.from ||
      filters.to ||
      filters.backOrdered ||
      filters.delivery,
  );

  return (
    <>
      <BackOrderSummary backOrderedHref={`${ORDERS_PATH}?backOrdered=true`} />
      <FilterForm
        label={t('orders.filters')}
        submit={t('orders.applyFilters')}
        filtersOf={orderFiltersOf}
        actions={
          filtered ? (
            <Link appearance="plain" href={ORDERS_PATH}>
              {t('orders.clearFilters')}
            </Link>
          ) : null
        }
      >
        <TextField
          className="shop-field--wide"
          label={t('orders.search')}
          name="q"
          type="search"
          maxLength={100}
          defaultValue={filters.q ?? ''}
          placeholder={t('orders.searchPlaceholder')}
        />
        <TextField
          label={t('orders.referenceFilter')}
          name="reference"
          type="search"
          maxLength={100}
          defaultValue={filters.reference ?? ''}
          placeholder={t('orders.referencePlaceholder')}
        />
        <SelectField
          label={t('orders.statusFilter')}
          name="status"
          defaultValue={filters.status ?? ''}
          options={[
            { value: '', label: t('orders.allStatuses') },
            ...ORDER_STATUSES.map((status) => ({ value: status, label: t(statusKey(status)) })),
          ]}
        />
        <SelectField
          label={t('orders.deliveryFilter')}
          name="delivery"
          defaultValue={filters.delivery ?? ''}
          options={[
            { value: '', label: t('orders.allDeliveryStates') },
            ...ORDER_DELIVERY_STATES.map((state) => ({ value: state, label: t(deliveryStateKey(state)) })),
          ]}
        />
        <Checkbox name="backOrdered" value="true" defaultChecked={filters.backOrdered === true}>
          {t('orders.backOrderedFilter')}
        </Checkbox>
        <TextField label={t('orders.from')} name="from" type="date" defaultValue={filters.from ?? ''} />
        <TextField label={t('orders.to')} name="to" type="date" defaultValue={filters.to ?? ''} />
        <SelectField
          label={t('orders.sort')}
          name="sort"
          defaultValue={filters.sort ?? 'date_desc'}
          options={ORDER_SORTS.map((sort) => ({
            value: sort,
            label: t(`orders.sort.${sort}` as MessageKey),
          }))}
        />
      </FilterForm>
      <p role="status" className="shop-orders__count">
        {t('orders.count', { count: data.total })}
      </p>
      {data.orders.length === 0 ? (
        <p>{filtered ? t('orders.noneMatching') : t('orders.none')}</p>
      ) : (
        <DataTable<OrderSummary>
          label={t('orders.tableLabel')}
          caption
          stack
          rows={data.orders}
          rowKey={(order) => order.orderId}
          columns={[
            {
              label: t('orders.column.order'),

              cell: (order) => t('orders.orderNumber', { id: order.orderId }),
              href: (order) => pathTo('/mina-sidor/orderhistorik/$orderId', { orderId: order.orderId }),
            },
            { label: t('orders.column.date'), cell: (order) => formatDate(order.createdAt) },
            { label: t('orders.column.status'), cell: (order) => t(statusKey(order.status)) },
            { label: t('orders.column.delivery'), cell: (order) => DELIVERY_TYPE_NAMES[order.deliveryId] },
            { label: t('orders.column.reference'), cell: (order) => order.reference ?? '–' },
            { label: t('orders.column.lines'), number: true, cell: (order) => order.lineCount },
            {
              label: t('orders.column.total'),
              number: true,
              cell: (order) => (order.total === null ? '–' : formatPrice(order.total)),
            },
            // Last, so the columns before it keep their places (a phone's stacked row reads them by place).
            {
              label: t('orders.column.deliveryState'),
              cell: (order) => t(deliveryStateKey(order.deliveryState)),
            },
          ]}
        />
      )}
      <ListPages total={data.total} perPage={ORDERS_PER_PAGE} page={filters.page} />
    </>
  );
}

function AddressBlock({ title, address }: { title: string; address: Address | null | undefined }) {
  const t = useMessages();
  return (
    <section className="shop-order__address" aria-label={title}>
      <h2>{title}</h2>
      {address ? (
        <address>
          {[
            address.name,
            address.recipientName,
            address.address1,
            address.address2,
            address.address3,
            `${address.postalCode} ${address.postalAddress}`,
          ]
            .filter(Boolean)
            .map((line) => (
              <span key={line}>{line}</span>
            ))}
        </address>
      ) : (
        <p>{t('orders.noAddress')}</p>
      )}
    </section>
  );
}

type Line = OrderDetail['lines'][number];

/**
 * One order: status, delivery, addresses, lines, its documents (real PDFs, downloaded through
 * the shop's server with the customer's session), invoices, and ordering it again, whole or
 * the chosen lines, through the cart's one door; lines the cart service no longer takes are
 * named. EJ_ORDERHISTORIK closes it (the layout's no-rights page).
 */
export function OrderPage() {
  const t = useMessages();
  const { services } = useServices();
  const customerId = useCustomerId();
  const { orderId } = orderRoute.useParams();
  const { data: order } = useSuspenseQuery(accountQueries.order(services.client, customerId, orderId));
  const addresses = useQuery(accountQueries.orderAddresses(services.client, customerId, orderId));
  const invoices = useQuery(accountQueries.orderInvoices(services.client, customerId, orderId));
  const deliveries = useQuery(accountQueries.orderDeliveries(services.client, customerId, orderId));
  const view = deliveries.data?.ok ? deliveries.data.value : null;
  const choice = useChosen();
  // The order's lines and their deliveries are both in line order; an article that moved is found by number.
  const deliveryLineAt = (line: Line) => {
    const lines = view?.lines ?? [];
    const index = order.lines.indexOf(line);
    const same = lines[index];
    return same?.articleNumber === line.articleNumber
      ? same
      : lines.find((l) => l.articleNumber === line.articleNumber);
  };

  const nameOf = (articleNumber: string) =>
    order.lines.find((line) => line.articleNumber === articleNumber)?.name ?? articleNumber;
  const reorder = useAddLinesToCart(nameOf, LIST_NAMES.historicOrder);
  const documentHref = (path: string) => `/api/orders/${encodeURIComponent(order.orderId)}/${path}`;
  // EJ_ORDER: no reorder to offer; the cart's one add says why.
  const mayOrder = reorder.orderRefusal === null;

  return (
    <>
      <dl className="shop-order__facts">
        <div>
          <dt>{t('orders.column.date')}</dt>
          <dd>{formatDate(order.createdAt)}</dd>
        </div>
        <div>
          <dt>{t('orders.column.status')}</dt>
          <dd>{t(statusKey(order.status))}</dd>
        </div>
        <div>
          <dt>{t('orders.column.delivery')}</dt>
          <dd>{DELIVERY_TYPE_NAMES[order.deliveryId]}</dd>
        </div>
        <div>
          <dt>{t('deliveries.state')}</dt>
          <dd>{view ? <DeliveryStateText view={view} /> : t(deliveryStateKey(order.deliveryState))}</dd>
        </div>
        <div>
          <dt>{t('orders.column.reference')}</dt>
          <dd>{order.reference ?? '–'}</dd>
        </div>
        {order.total !== null ? (
          <div>
            <dt>{t('orders.column.total')}</dt>
            <dd>{formatPrice(order.total)}</dd>
          </div>
        ) : null}
      </dl>

      <section className="shop-order__documents" aria-labelledby="order-documents">
        <h2 id="order-documents">{t('orders.documents')}</h2>
        <ul>
          <li>
            <a href={documentHref('download')} download>
              {t('orders.downloadOrder')}
            </a>
          </li>
          <li>
            <a href={documentHref('documents/order-confirmation')} download>
              {t('orders.downloadConfirmation')}
            </a>
          </li>
        </ul>
        {invoices.data && invoices.data.invoices.length > 0 ? (
          <>
            <h3>{t('orders.invoices')}</h3>
            <ul>
              {invoices.data.invoices.map((invoice) => (
                <li key={invoice.invoiceId}>
                  {t('orders.invoice', {
                    id: invoice.invoiceId,
                    issued: formatDate(invoice.issuedAt),
                    due: formatDate(invoice.dueAt),
                    amount: invoice.amount === null ? '–' : formatPrice(invoice.amount),
                  })}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {invoices.isError ? <p role="alert">{t(errorMessageKey(invoices.error))}</p> : null}
      </section>

      <section className="shop-order__deliveries" aria-labelledby="order-deliveries">
        <h2 id="order-deliveries">{t('deliveries.title')}</h2>
        {deliveries.isPending ? <p role="status">{t('deliveries.loading')}</p> : null}
        {deliveries.data && !deliveries.data.ok ? (
          <DeliveriesError
            messageKey={deliveries.data.messageKey}
            retry={() => void deliveries.refetch()}
            retrying={deliveries.isFetching}
          />
        ) : null}
        {view ? <Consignments view={view} /> : null}
      </section>

      <section className="shop-order__contact" aria-labelledby="order-email">
        <h2 id="order-email">{t('orders.emailTitle')}</h2>
        <EmailOrderForm orderId={order.orderId} />
      </section>

      <div className="shop-order__addresses">
        {addresses.isError ? (
          <p role="alert">{t(errorMessageKey(addresses.error))}</p>
        ) : (
          <>
            <AddressBlock title={t('orders.deliveryAddress')} address={addresses.data?.delivery} />
            <AddressBlock title={t('orders.invoiceAddress')} address={addresses.data?.invoice} />
          </>
        )}
      </div>

      <div className="shop-order__lines">
        <h2 id="order-lines">{t('orders.lines', { count: order.lines.length })}</h2>
        <DataTable<Line>
          labelledBy="order-lines"
          stack
          rows={order.lines}
          rowKey={(line) => line.articleNumber}
          columns={[
            ...(mayOrder
              ? [
                  {
                    label: t('orders.column.choose'),
                    hideLabel: true,
                    cell: (line: Line) => (
                      <ChooseLine name={line.name} id={line.articleNumber} choice={choice} />
                    ),
                  },
                ]
              : []),
            { label: t('orders.column.article'), cell: (line) => line.name },
            { label: t('orders.column.articleNumber'), cell: (line) => line.articleNumber },
            {
              label: t('orders.column.quantity'),
              number: true,
              cell: (line) => formatUnitQuantity(line.quantity, line.unit),
            },
            ...(view ? deliveryColumns<Line>(t, deliveryLineAt) : []),
            {
              label: t('orders.column.price'),
              number: true,
              cell: (line) =>
                line.netPrice === null
                  ? '–'
                  : t('cart.unitPrice', { price: formatPrice(line.netPrice), unit: line.unit }),
            },
            {
              label: t('orders.column.lineSum'),
              number: true,
              cell: (line) =>
                line.netPrice === null
                  ? '–'
                  : formatPrice(Math.round(line.netPrice * line.quantity * 100) / 100),
            },
          ]}
        />
        <OrderSums excludingVat={order.total} vat={order.vat} />
        {mayOrder ? (
          <LinesToCart
            lines={order.lines}
            chosen={order.lines.filter((line) => choice.chosen.has(line.articleNumber))}
            add={(lines) => reorder.add(lines, order.deliveryId)}
            sending={reorder.sending}
            labels={{ all: t('orders.reorderAll'), chosen: (count) => t('orders.reorderChosen', { count }) }}
          />
        ) : (
          <Alert tone="warning">{reorder.orderRefusal}</Alert>
        )}
        <AddedLines state={reorder.state} deliveryId={order.deliveryId} />
        {view ? <OrderMissing view={view} deliveryId={order.deliveryId} /> : null}
      </div>

      <section className="shop-order__contact" aria-labelledby="order-inquiry">
        <h2 id="order-inquiry">{t('inquiry.title')}</h2>
        <InquiryForm orderId={order.orderId} />
      </section>
    </>
  );
}
