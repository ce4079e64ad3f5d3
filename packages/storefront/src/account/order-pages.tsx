import type { Address, OrderDetail, OrderSummary } from '@shop/commerce-client/contract';
import { DELIVERY_TYPE_NAMES } from '@shop/delivery-rules';
import { formatUnitQuantity } from '@shop/stock-rules';
import { LIST_NAMES } from '@shop/tracking';
import { Alert, Button, formatPrice, Link, SelectField, TextField } from '@shop/ui';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { type FormEvent, useEffect, useState } from 'react';
import { InquiryForm } from '../cart';
import {
  errorMessageKey,
  type MessageKey,
  OrderSums,
  PageLinks,
  pathTo,
  useMessages,
  useServices,
} from '../core';
import { sessionAtom } from '../session';
import { AddedLines, useAddLinesToCart } from './add-lines';
import { EmailOrderForm } from './email-order';
import { ORDER_SORTS, ORDER_STATUSES, orderFiltersOf } from './order-filters';
import { accountQueries, ORDERS_PER_PAGE, type OrderFilters } from './queries';
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

function hrefWith(pathname: string, filters: OrderFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * Order history (storefront-core §3's order search filters): text, status, a date range and
 * sort, all in the URL, so a filtered list can be bookmarked, shared and reloaded; paged by 20.
 * The filter form is a plain GET form, so it works before the page's scripts have run too.
 * EJ_ORDERHISTORIK closes it (the layout's no-rights page).
 */
export function OrderHistoryPage() {
  const t = useMessages();
  const { services } = useServices();
  const customerId = useCustomerId();
  const navigate = useNavigate();
  const filters = ordersRoute.useLoaderDeps();
  const { data } = useSuspenseQuery(accountQueries.orderSearch(services.client, customerId, filters));
  const pageCount = Math.max(1, Math.ceil(data.total / ORDERS_PER_PAGE));
  useEffect(() => {
    document.title = `${t('account.orders')} – ${services.brand.name}`;
  }, [t, services.brand.name]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = orderFiltersOf(Object.fromEntries(form));
    void navigate({ href: hrefWith(ORDERS_PATH, next) });
  };
  const filtered = Boolean(filters.q || filters.status || filters.from || filters.to);

  return (
    <>
      <form
        className="shop-orders__filters"
        method="get"
        action={ORDERS_PATH}
        onSubmit={submit}
        aria-label={t('orders.filters')}
        // A new URL is a new form: what the inputs show follows the filters in force.
        key={JSON.stringify(filters)}
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
        <SelectField
          label={t('orders.statusFilter')}
          name="status"
          defaultValue={filters.status ?? ''}
          options={[
            { value: '', label: t('orders.allStatuses') },
            ...ORDER_STATUSES.map((status) => ({ value: status, label: t(statusKey(status)) })),
          ]}
        />
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
        <div className="shop-orders__actions">
          <Button type="submit" variant="primary">
            {t('orders.applyFilters')}
          </Button>
          {filtered ? (
            <Link appearance="plain" href={ORDERS_PATH}>
              {t('orders.clearFilters')}
            </Link>
          ) : null}
        </div>
      </form>
      <p role="status" className="shop-orders__count">
        {t('orders.count', { count: data.total })}
      </p>
      {data.orders.length === 0 ? (
        <p>{filtered ? t('orders.noneMatching') : t('orders.none')}</p>
      ) : (
        <section
          className="shop-orders__table-wrap"
          aria-label={t('orders.tableLabel')}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways on a phone must be reachable by keyboard (axe scrollable-region-focusable)
          tabIndex={0}
        >
          <table className="shop-orders__table shop-table-stack">
            <caption className="shop-visually-hidden">{t('orders.tableLabel')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('orders.column.order')}</th>
                <th scope="col">{t('orders.column.date')}</th>
                <th scope="col">{t('orders.column.status')}</th>
                <th scope="col">{t('orders.column.delivery')}</th>
                <th scope="col">{t('orders.column.reference')}</th>
                <th scope="col" className="shop-orders__number">
                  {t('orders.column.lines')}
                </th>
                <th scope="col" className="shop-orders__number">
                  {t('orders.column.total')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.orders.map((order) => (
                <tr key={order.orderId}>
                  <th scope="row">
                    <Link
                      appearance="plain"
                      href={pathTo('/mina-sidor/orderhistorik/$orderId', { orderId: order.orderId })}
                    >
                      {t('orders.orderNumber', { id: order.orderId })}
                    </Link>
                  </th>
                  <td data-label={t('orders.column.date')}>{formatDate(order.createdAt)}</td>
                  <td data-label={t('orders.column.status')}>{t(statusKey(order.status))}</td>
                  <td data-label={t('orders.column.delivery')}>{DELIVERY_TYPE_NAMES[order.deliveryId]}</td>
                  <td data-label={t('orders.column.reference')}>{order.reference ?? '–'}</td>
                  <td data-label={t('orders.column.lines')} className="shop-orders__number">
                    {order.lineCount}
                  </td>
                  <td data-label={t('orders.column.total')} className="shop-orders__number">
                    {order.total === null ? '–' : formatPrice(order.total)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {pageCount > 1 ? (
        <PageLinks
          page={filters.page ?? 1}
          pageCount={pageCount}
          hrefFor={(page) => hrefWith(ORDERS_PATH, { ...filters, page: page > 1 ? page : undefined })}
        />
      ) : null}
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
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const title = t('orders.orderNumber', { id: order.orderId });
  useEffect(() => {
    document.title = `${title} – ${services.brand.name}`;
  }, [title, services.brand.name]);

  const nameOf = (articleNumber: string) =>
    order.lines.find((line) => line.articleNumber === articleNumber)?.name ?? articleNumber;
  const reorder = useAddLinesToCart(nameOf, LIST_NAMES.historicOrder);
  const orderAgain = (lines: OrderDetail['lines']) =>
    reorder.add(
      lines.map((line) => ({ articleNumber: line.articleNumber, quantity: line.quantity })),
      order.deliveryId,
    );
  const toggle = (articleNumber: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(articleNumber);
      else next.delete(articleNumber);
      return next;
    });
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
        <section
          className="shop-orders__table-wrap"
          aria-labelledby="order-lines"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways on a phone must be reachable by keyboard (axe scrollable-region-focusable)
          tabIndex={0}
        >
          <table className="shop-orders__table shop-table-stack">
            <thead>
              <tr>
                {mayOrder ? (
                  <th scope="col">
                    <span className="shop-visually-hidden">{t('orders.column.choose')}</span>
                  </th>
                ) : null}
                <th scope="col">{t('orders.column.article')}</th>
                <th scope="col">{t('orders.column.articleNumber')}</th>
                <th scope="col" className="shop-orders__number">
                  {t('orders.column.quantity')}
                </th>
                <th scope="col" className="shop-orders__number">
                  {t('orders.column.price')}
                </th>
                <th scope="col" className="shop-orders__number">
                  {t('orders.column.lineSum')}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((line) => (
                <tr key={line.articleNumber}>
                  {mayOrder ? (
                    <td>
                      <input
                        type="checkbox"
                        aria-label={t('orders.chooseLine', { name: line.name })}
                        checked={chosen.has(line.articleNumber)}
                        onChange={(event) => toggle(line.articleNumber, event.currentTarget.checked)}
                      />
                    </td>
                  ) : null}
                  <th scope="row">{line.name}</th>
                  <td data-label={t('orders.column.articleNumber')}>{line.articleNumber}</td>
                  <td data-label={t('orders.column.quantity')} className="shop-orders__number">
                    {formatUnitQuantity(line.quantity, line.unit)}
                  </td>
                  <td data-label={t('orders.column.price')} className="shop-orders__number">
                    {line.netPrice === null
                      ? '–'
                      : t('cart.unitPrice', { price: formatPrice(line.netPrice), unit: line.unit })}
                  </td>
                  <td data-label={t('orders.column.lineSum')} className="shop-orders__number">
                    {line.netPrice === null
                      ? '–'
                      : formatPrice(Math.round(line.netPrice * line.quantity * 100) / 100)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <OrderSums excludingVat={order.total} vat={order.vat} />
        {mayOrder ? (
          <div className="shop-order__reorder">
            <Button
              variant="primary"
              isDisabled={reorder.sending}
              onPress={() => void orderAgain(order.lines)}
            >
              {t('orders.reorderAll')}
            </Button>
            <Button
              variant="secondary"
              isDisabled={reorder.sending || chosen.size === 0}
              onPress={() => void orderAgain(order.lines.filter((line) => chosen.has(line.articleNumber)))}
            >
              {t('orders.reorderChosen', { count: chosen.size })}
            </Button>
          </div>
        ) : (
          <Alert tone="warning">{reorder.orderRefusal}</Alert>
        )}
        <AddedLines state={reorder.state} deliveryId={order.deliveryId} />
      </div>

      <section className="shop-order__contact" aria-labelledby="order-inquiry">
        <h2 id="order-inquiry">{t('inquiry.title')}</h2>
        <InquiryForm orderId={order.orderId} />
      </section>
    </>
  );
}
