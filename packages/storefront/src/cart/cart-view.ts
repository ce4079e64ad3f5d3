import type { GatewayCart } from '@shop/commerce-client/contract';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../core';
import { storeIdsFor } from '../session';
import { cartQueries } from './queries';

export type CartView = GatewayCart;
export type CartItem = CartView['cartItems'][number];

/** The active cart with its variants, the user's store and central stock (needs-action looks at both). */
export function useCartView() {
  const { services } = useServices();
  return useQuery(cartQueries.lines(services.client, storeIdsFor(services)));
}
