import type { CommerceClient } from '@shop/commerce-client';
import { mutationOptions, queryOptions } from '@tanstack/react-query';

/** The cart's query keys: `cartKeys.all` is everything that shows the cart. */
export const cartKeys = {
  all: ['cart'] as const,
  /** The active cart as the cart service answers it: id, lines, deliveries (the header's count). */
  cart: () => [...cartKeys.all, 'cart'] as const,
  /**
   * The active cart with its variants, prices and stock (the cart page, flyout and checkout), at
   * these stock locations; without them, every such entry (the door writes its answers into each).
   */
  lines: (locationIds?: readonly string[]) =>
    locationIds
      ? ([...cartKeys.all, 'lines', { locationIds }] as const)
      : ([...cartKeys.all, 'lines'] as const),
};

/** Whether a query is a read of the active cart (its lines or not): what the cart machine counts as a load. */
export const isCartRead = (key: readonly unknown[]) =>
  key[0] === cartKeys.all[0] && (key[1] === 'cart' || key[1] === 'lines');

export const cartQueries = {
  cart: (client: CommerceClient) =>
    queryOptions({
      queryKey: cartKeys.cart(),
      queryFn: () => client.cart.get(),
      // Writes put their answer here; the cart is only read again when the session changes.
      staleTime: Number.POSITIVE_INFINITY,
    }),
  /** The user's store and the central storage: needs-action looks at both. */
  lines: (client: CommerceClient, locationIds: string[]) =>
    queryOptions({
      queryKey: cartKeys.lines(locationIds),
      queryFn: () => client.gateway.cartWithVariants({ locationIds, completeOrderPrice: true }),
      // The server renders /cart with its lines; the page reads them again once it runs, for a
      // write sent as the last page closed (a label, on `pagehide`) may have landed after that render.
      staleTime: 0,
    }),
};

type InquiryInput = Parameters<CommerceClient['orders']['inquiry']>[0];

/** Writes to the order service that fill no cart: a question about an order, or a quote request. */
export const inquiryMutations = {
  send: (client: CommerceClient) =>
    mutationOptions({
      mutationKey: ['inquiry'],
      mutationFn: (input: InquiryInput) => client.orders.inquiry(input),
    }),
};
