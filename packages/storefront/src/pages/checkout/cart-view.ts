import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/context';
import type { Services } from '../../app/services';
import { storeIdsFor } from '../../router/routes';

export type CartView = Awaited<ReturnType<Services['client']['gateway']['cartWithVariants']>>;
export type CartItem = CartView['cartItems'][number];

/** The active cart with its variants, the user's store and central stock (needs-action looks at both). */
export function useCartView() {
  const { services } = useServices();
  return useQuery({
    queryKey: ['cart-lines'],
    queryFn: () =>
      // The user's store and the central storage: needs-action looks at both.
      services.client.gateway.cartWithVariants({
        locationIds: storeIdsFor(services),
        completeOrderPrice: true,
      }),
  });
}
