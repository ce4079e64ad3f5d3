import type { GatewayCart } from '@shop/commerce-client/contract';
import { useQuery } from '@tanstack/react-query';
import { type TrackedLine, useServices } from '../core';
import { storeIdsFor } from '../session';
import { cartQueries } from './queries';
import type { CartLineVariant } from './writes';

export type CartView = GatewayCart;
export type CartItem = CartView['cartItems'][number];

/** The active cart with its variants, the user's store and central stock (needs-action looks at both). */
export function useCartView() {
  const { services } = useServices();
  return useQuery(cartQueries.lines(services.client, storeIdsFor(services)));
}

/** Cart lines as tracking reads them: the variant (name, price, categories) with the line's quantity. */
export function trackedCartLines(
  lines: readonly { articleNumber: string; quantity: number; variant?: CartLineVariant | null }[],
): TrackedLine[] {
  return lines.map((line) =>
    line.variant
      ? { ...line.variant, quantity: line.quantity }
      : { articleNumber: line.articleNumber, name: line.articleNumber, quantity: line.quantity },
  );
}
