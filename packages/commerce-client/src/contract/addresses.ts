import * as z from 'zod/mini';
import { Id } from './common';

export const Address = z.object({
  addressId: Id,
  label: z.string(),
  name: z.string(),
  /** Missing in some customer data; the storefront shows 'Mottagarnamn saknas'. */
  recipientName: z.nullable(z.string()),
  address1: z.string(),
  /** Missing in some customer data; the storefront shows 'Adress saknas'. */
  address2: z.nullable(z.string()),
  address3: z.nullable(z.string()),
  postalCode: z.string(),
  postalAddress: z.string(),
  countryCode: z.enum(['SE', 'AX']),
  readOnly: z.boolean(),
  preselected: z.boolean(),
  validForDelivery: z.boolean(),
  customerId: Id,
  phone: z.nullable(z.string()),
});
export type Address = z.infer<typeof Address>;

export const AddressList = z.object({ deliveryAddresses: z.array(Address) });

const text = (max: number) => z.string().check(z.maxLength(max));
export const AddressInput = z.object({
  label: text(60),
  name: z.string().check(z.minLength(1), z.maxLength(60)),
  recipientName: z.optional(z.nullable(text(60))),
  address1: z.string().check(z.minLength(1), z.maxLength(60)),
  address2: z.optional(z.nullable(text(60))),
  address3: z.optional(z.nullable(text(60))),
  postalCode: z.string().check(z.regex(/^\d{3} ?\d{2}$/, 'Postnumret ska ha fem siffror')),
  postalAddress: z.string().check(z.minLength(1), z.maxLength(40)),
  phone: z.optional(z.nullable(text(30))),
});
export type AddressInput = z.infer<typeof AddressInput>;

export const AddressSearchRequest = z.object({ query: z.string().check(z.minLength(1), z.maxLength(200)) });
export const AddressSuggestion = z.object({
  address1: z.string(),
  postalCode: z.string(),
  postalAddress: z.string(),
  countryCode: z.enum(['SE', 'AX']),
});
export const AddressSearchResponse = z.object({ addresses: z.array(AddressSuggestion) });
