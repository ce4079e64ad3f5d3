import type { CommerceClient } from '@shop/commerce-client';
import { mutationOptions, queryOptions } from '@tanstack/react-query';

/** Query keys of the session's data: who the customer is and what the brand's service says. */
export const sessionKeys = {
  all: ['session'] as const,
  brandConfig: () => [...sessionKeys.all, 'brand-config'] as const,
  addresses: () => [...sessionKeys.all, 'addresses'] as const,
  orderReference: (customerId: string) => [...sessionKeys.all, customerId, 'order-reference'] as const,
};

/** The customer's own data that several domains read (delivery method, checkout, my pages). */
export const sessionQueries = {
  /**
   * The service's delivery settings for this brand alone (the service answers for every brand):
   * the page's HTML carries what its queries hold, and the other three brands were 4 KB of it.
   */
  brandConfig: (client: CommerceClient, brandId: string) =>
    queryOptions({
      queryKey: sessionKeys.brandConfig(),
      queryFn: async () => {
        const config = await client.catalogue.brandConfig();
        return { ...config, brands: config.brands.filter((brand) => brand.id === brandId) };
      },
      staleTime: 60 * 60_000,
    }),
  addresses: (client: CommerceClient) =>
    queryOptions({
      queryKey: sessionKeys.addresses(),
      queryFn: () => client.addresses.list(),
      staleTime: 10 * 60_000,
    }),
  /**
   * The customer's order reference setting ('Referens krävs', its pattern and help text, issue
   * 37): the delivery step asks for a reference by it, my pages' admins change it.
   */
  orderReference: (client: CommerceClient, customerId: string) =>
    queryOptions({
      queryKey: sessionKeys.orderReference(customerId),
      queryFn: () => client.customers.orderReference(customerId),
      staleTime: 60_000,
    }),
};

type AddressInput = Parameters<CommerceClient['addresses']['create']>[0];

/** Writes to the customer's delivery addresses (my pages' address book). */
export const addressMutations = {
  /** A new address, or changes to the one `addressId` names. */
  save: (client: CommerceClient) =>
    mutationOptions({
      mutationKey: ['addresses', 'save'],
      mutationFn: ({ addressId, input }: { addressId?: string; input: AddressInput }) =>
        addressId ? client.addresses.update(addressId, input) : client.addresses.create(input),
    }),
  remove: (client: CommerceClient) =>
    mutationOptions({
      mutationKey: ['addresses', 'remove'],
      mutationFn: (addressId: string) => client.addresses.remove(addressId),
    }),
};
