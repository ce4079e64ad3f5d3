import * as z from 'zod/mini';
import { Address } from './addresses';
import { ArticleNumber, DeliveryType, Id, IsoDate, IsoDateTime, Money } from './common';
import { OrderDeliveryState } from './deliveries';

export const OrderStatus = z.enum(['RECEIVED', 'CONFIRMED', 'DELIVERED', 'INVOICED', 'CANCELLED']);
export const OrderSummary = z.object({
  orderId: Id,
  createdAt: IsoDateTime,
  status: OrderStatus,
  deliveryId: DeliveryType,
  reference: z.nullable(z.string()),
  customerId: Id,
  projectId: z.nullable(Id),
  /** The sum excluding VAT; null for users who may not see prices. */
  total: z.nullable(Money),
  /** The VAT on `total` (per rate, on the rate's öre sum); null with `total`. */
  vat: z.nullable(Money),
  lineCount: z.number(),
  /** How far its delivery has come (see OrderDeliveryState). */
  deliveryState: OrderDeliveryState,
  /** Its lines waiting for the supplier. */
  backOrderedLines: z.number(),
});
export type OrderSummary = z.infer<typeof OrderSummary>;
export const OrderSearchResponse = z.object({
  orders: z.array(OrderSummary),
  total: z.number(),
  limit: z.number(),
  offset: z.number(),
});
export const OrderSearchQuery = z.object({
  limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100))),
  offset: z.optional(z.coerce.number().check(z.int(), z.gte(0))),
  q: z.optional(z.string().check(z.maxLength(100))),
  /** Orders whose reference contains this text, in any case. */
  reference: z.optional(z.string().check(z.maxLength(100))),
  orderStatus: z.optional(OrderStatus),
  fromDate: z.optional(IsoDate),
  toDate: z.optional(IsoDate),
  sort: z.optional(z.enum(['date_asc', 'date_desc', 'total_asc', 'total_desc'])),
  /** `true`: only orders with a back-ordered line ('Har restorder'). */
  backOrdered: z.optional(z.enum(['true', 'false'])),
  deliveryState: z.optional(OrderDeliveryState),
  /** Only the orders of this project of the session's customer. */
  projectId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
});
export const Invoice = z.object({
  invoiceId: Id,
  orderId: Id,
  issuedAt: IsoDate,
  dueAt: IsoDate,
  amount: z.nullable(Money),
});
export const InvoiceList = z.object({ invoices: z.array(Invoice) });
export const OrderAddresses = z.object({ delivery: z.nullable(Address), invoice: z.nullable(Address) });
export const OrderEmailRequest = z.object({
  message: z.string().check(z.maxLength(2000)),
  to: z.optional(z.string()),
});
export const OrderInquiryRequest = z.object({
  orderId: z.optional(Id),
  /** A quote request (from the cart or an order) rather than a question: EJ_SKAPA_OFFERT may not send one. */
  quote: z.optional(z.boolean()),
  subject: z.string().check(z.minLength(1), z.maxLength(200)),
  message: z.string().check(z.minLength(1), z.maxLength(4000)),
});
export const OrderLineDetail = z.object({
  articleNumber: ArticleNumber,
  name: z.string(),
  quantity: z.number(),
  /** The article's sales unit ('st', 'm', 'kg', 'förp' …): the unit `quantity` counts. */
  unit: z.string(),
  netPrice: z.nullable(Money),
});
export const Accepted = z.object({ accepted: z.literal(true), id: Id });
/** GET /orders/{id}: the order as in the search, with its lines. */
export const OrderDetail = z.extend(OrderSummary, { lines: z.array(OrderLineDetail) });
export type OrderDetail = z.infer<typeof OrderDetail>;

/** A month `YYYY-MM`. */
const YearMonth = z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/));
export const SpendQuery = z.object({ from: z.optional(YearMonth), to: z.optional(YearMonth) });
export const ProjectSpend = z.object({
  projectId: z.nullable(Id),
  projectName: z.nullable(z.string()),
  total: Money,
});
/** GET /orders/spend: the active customer's order value per month and project (cancelled orders left out). */
export const SpendResponse = z.object({
  customerId: Id,
  from: YearMonth,
  to: YearMonth,
  months: z.array(
    z.object({ month: YearMonth, total: Money, orders: z.number(), projects: z.array(ProjectSpend) }),
  ),
});
export type SpendResponse = z.infer<typeof SpendResponse>;
