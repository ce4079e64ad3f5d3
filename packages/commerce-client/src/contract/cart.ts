import * as z from 'zod/mini';
import { ArticleNumber, DeliveryType, Id, IsoDate, Money } from './common';

const quantity = z
  .number()
  .check(z.refine((n) => Number.isFinite(n) && n > 0 && n <= 100_000, 'Ogiltigt antal'));
const label = z.optional(z.nullable(z.string().check(z.maxLength(60))));

export const CartItem = z.object({
  cartItemId: Id,
  cartId: Id,
  articleNumber: ArticleNumber,
  quantity: z.number(),
  deliveryId: DeliveryType,
  label: z.nullable(z.string()),
  requestedDeliveryDate: z.nullable(IsoDate),
});
export type CartItem = z.infer<typeof CartItem>;

export const CartDelivery = z.object({
  deliveryId: DeliveryType,
  requestedDeliveryDate: z.nullable(IsoDate),
  isIncludedInOrder: z.boolean(),
});
export type CartDelivery = z.infer<typeof CartDelivery>;

export const Cart = z.object({
  cartId: Id,
  status: z.enum(['ACTIVE', 'DELETED', 'ORDERED']),
  cartItems: z.array(CartItem),
  deliveries: z.array(CartDelivery),
  deliveryIdsInOrder: z.array(DeliveryType),
});
export type Cart = z.infer<typeof Cart>;

/** Why one line of a batch was not applied. */
export const CartLineError = z.object({
  id: z.string(),
  articleNumber: z.optional(ArticleNumber),
  error: z.enum([
    'UNKNOWN_ARTICLE',
    'NOT_ORDERABLE',
    'ORDER_MULTIPLE',
    'INVALID_QUANTITY',
    'CART_LIMIT',
    'NOT_FOUND',
  ]),
  message: z.string(),
});
export const CartMutationResponse = z.object({
  cartItems: z.array(CartItem),
  errors: z.array(CartLineError),
});
export type CartMutationResponse = z.infer<typeof CartMutationResponse>;

/**
 * The most lines one batch call carries (batch add, update and delete): more go in several calls.
 * A cart holds more lines than this (the service's CART_LIMIT, 1,500 in the sandbox).
 */
export const CART_BATCH_MAX_ITEMS = 500;

export const AddItem = z.object({ articleNumber: ArticleNumber, quantity, deliveryId: DeliveryType, label });
export const BatchAddRequest = z.object({
  items: z.array(AddItem).check(z.minLength(1), z.maxLength(CART_BATCH_MAX_ITEMS)),
});
export const UpdateItem = z.object({
  quantity: z.optional(quantity),
  deliveryId: z.optional(DeliveryType),
  label,
});
export const BatchUpdateRequest = z.object({
  items: z
    .array(z.extend(UpdateItem, { itemId: Id }))
    .check(z.minLength(1), z.maxLength(CART_BATCH_MAX_ITEMS)),
});
export const ItemIdsRequest = z.object({
  itemIds: z.array(Id).check(z.minLength(1), z.maxLength(CART_BATCH_MAX_ITEMS)),
});
export const DeliveryDateRequest = z.object({ requestedDeliveryDate: IsoDate });
export const IncludeInOrderRequest = z.object({ isIncludedInOrder: z.boolean() });
export const CartStatusRequest = z.object({ status: z.enum(['ACTIVE', 'DELETED']) });

/** The cart file format (`/export`, `/upload`): `artikelnummer;antal` lines. */
export const CART_FILE_MAX_LINES = 500;

export const OrderDetailsInput = z.object({
  addressId: z.optional(Id),
  storeId: z.optional(Id),
  requestedDeliveryDate: IsoDate,
  deliveryNote: z.optional(z.string().check(z.maxLength(500))),
  reference: z.optional(z.string().check(z.maxLength(40))),
  email: z.optional(z.string().check(z.maxLength(200))),
  zipCode: z.optional(z.string()),
});
export const CheckoutRequest = z.object({ orderDetails: z.partialRecord(DeliveryType, OrderDetailsInput) });

export const OrderLine = z.object({
  articleNumber: ArticleNumber,
  quantity: z.number(),
  /** The article's sales unit ('st', 'm', 'kg', 'förp' …): the unit `quantity` counts. */
  unit: z.string(),
  netPrice: z.nullable(Money),
});
export const CheckoutOrder = z.object({
  success: z.boolean(),
  deliveryId: DeliveryType,
  tempOrderId: z.nullable(Id),
  orderItems: z.array(OrderLine),
  orderDetails: z.object({
    warehouseId: z.nullable(Id),
    requestedDeliveryDate: z.nullable(IsoDate),
    addressId: z.nullable(Id),
    /** The sum excluding VAT; null when a price is missing or may not be seen. */
    total: z.nullable(Money),
    /** The VAT on `total`; null with it. */
    vat: z.nullable(Money),
  }),
  error: z.optional(z.string()),
});
export type CheckoutOrder = z.infer<typeof CheckoutOrder>;
export const CheckoutResponse = z.array(CheckoutOrder);

/** GET /v2/cart: the active cart of the session's user and customer, created on first use. */
export const CartStatusAnswer = z.object({ cartId: Id, status: z.enum(['ACTIVE', 'DELETED']) });
