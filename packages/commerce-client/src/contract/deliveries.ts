import * as z from 'zod/mini';
import { ArticleNumber, Id, IsoDate } from './common';

/**
 * How far an order has come, in the words a site manager uses:
 * - `NOT_SHIPPED`: nothing has left the warehouse yet ('Ej levererad');
 * - `PARTIAL`: some of it delivered, the rest still to come ('Delvis levererad');
 * - `BACK_ORDERED`: a line waits for the supplier, with an expected date ('Restnoterad');
 * - `CANCELLED_LINE`: all that will come has come, but the supplier cancelled a line ('Makulerad rad');
 * - `DELIVERED`: every line delivered in full ('Levererad').
 * An order with a back-ordered line is `BACK_ORDERED` whatever else holds.
 */
export const OrderDeliveryState = z.enum([
  'NOT_SHIPPED',
  'PARTIAL',
  'BACK_ORDERED',
  'CANCELLED_LINE',
  'DELIVERED',
]);
export type OrderDeliveryState = z.infer<typeof OrderDeliveryState>;

/** One line's state: as the order's, `CANCELLED` for a line the supplier cancelled (in part or whole, nothing left to come). */
export const LineDeliveryState = z.enum(['NOT_SHIPPED', 'PARTIAL', 'BACK_ORDERED', 'CANCELLED', 'DELIVERED']);
export type LineDeliveryState = z.infer<typeof LineDeliveryState>;

/**
 * An order line's delivery: `ordered = delivered + cancelled + remaining`. Of `remaining`,
 * `backOrdered` waits for the supplier; `expectedDate` is when the rest is expected (null when
 * nothing remains or no date is known).
 */
export const DeliveryLine = z.object({
  position: z.number().check(z.int(), z.gte(1)),
  articleNumber: ArticleNumber,
  name: z.string(),
  unit: z.string(),
  ordered: z.number(),
  delivered: z.number(),
  cancelled: z.number(),
  remaining: z.number(),
  backOrdered: z.number(),
  expectedDate: z.nullable(IsoDate),
  /** Why the supplier cancelled (part of) the line; null when nothing was cancelled. */
  cancelReason: z.nullable(z.string()),
  state: LineDeliveryState,
});
export type DeliveryLine = z.infer<typeof DeliveryLine>;

/**
 * One shipment of (part of) an order. `trackingUrl` is the carrier's page as the service has it:
 * a consumer links to it only if it is an absolute http(s) URL. The delivery note (följesedel)
 * is a PDF at `GET /orders/{orderId}/consignments/{consignmentId}/delivery-note`.
 */
export const Consignment = z.object({
  consignmentId: Id,
  shippedAt: IsoDate,
  carrier: z.string(),
  trackingNumber: z.nullable(z.string()),
  trackingUrl: z.nullable(z.string()),
  lines: z.array(z.object({ position: z.number(), articleNumber: ArticleNumber, quantity: z.number() })),
});
export type Consignment = z.infer<typeof Consignment>;

/** GET /orders/{id}/deliveries: what was delivered, when and how, and what is still to come. */
export const OrderDeliveries = z.object({
  orderId: Id,
  deliveryState: OrderDeliveryState,
  lines: z.array(DeliveryLine),
  consignments: z.array(Consignment),
});
export type OrderDeliveries = z.infer<typeof OrderDeliveries>;

export const BackOrderSummaryQuery = z.object({ projectId: z.optional(Id) });
/**
 * GET /orders/back-orders: back-ordered lines across one project of the session's customer (the
 * session's own project unless `projectId` names another of the customer's).
 */
export const BackOrderSummary = z.object({
  customerId: Id,
  projectId: z.nullable(Id),
  projectName: z.nullable(z.string()),
  /** Back-ordered lines still waiting. */
  lines: z.number(),
  /** Orders with at least one of them. */
  orders: z.number(),
  /** The earliest expected date among them; null when none. */
  nextDelivery: z.nullable(IsoDate),
});
export type BackOrderSummary = z.infer<typeof BackOrderSummary>;
