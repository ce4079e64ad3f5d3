import type { CommerceClient } from '@shop/commerce-client';
import type { LastOrder, PlacedOrders } from './checkout-state';

/**
 * The just-placed orders as the success page shows them, for an order placed by a posted form
 * (`/kassa/skicka`), whose answer the page never saw: each order as the order service now holds
 * it (its lines, named, in their units), with the sums the checkout answered. An order the
 * service will not show (EJ_ORDERHISTORIK closes the order reads) keeps its number and sums.
 *
 * @example
 * store.set(lastOrderAtom, await lastOrderOf(client, placed));
 */
export async function lastOrderOf(
  client: Pick<CommerceClient, 'orders'>,
  placed: PlacedOrders,
): Promise<LastOrder> {
  const orders = await Promise.all(
    placed.orders.map(async (order) => {
      const held = order.tempOrderId ? await client.orders.get(order.tempOrderId).catch(() => null) : null;
      const lines = held?.lines ?? [];
      return {
        deliveryId: order.deliveryId,
        tempOrderId: order.tempOrderId,
        lines: lines.map((line) => ({
          articleNumber: line.articleNumber,
          name: line.name,
          quantity: line.quantity,
          price: { netPrice: line.netPrice },
        })),
        confirmed: {
          lines: lines.map(({ articleNumber, name, quantity, unit, netPrice }) => ({
            articleNumber,
            name,
            quantity,
            unit,
            netPrice: order.total === null ? null : netPrice,
          })),
          total: order.total,
          vat: order.vat,
        },
      };
    }),
  );
  return { orders };
}
