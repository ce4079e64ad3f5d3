import * as z from 'zod/mini';
import { DeliveryType, Id } from './common';

export const OpeningHours = z.object({
  /** 1 = Monday … 7 = Sunday. */
  weekday: z.number().check(z.int(), z.gte(1), z.lte(7)),
  opens: z.nullable(z.string()),
  closes: z.nullable(z.string()),
});
export const Location = z.object({
  id: Id,
  name: z.string(),
  address: z.string(),
  postalCode: z.string(),
  city: z.string(),
  phone: z.string(),
  email: z.string(),
  lat: z.number(),
  lon: z.number(),
  openingHours: z.array(OpeningHours),
  services: z.array(z.string()),
  deliveryMethods: z.array(DeliveryType),
  isCentralStorage: z.boolean(),
});
export type Location = z.infer<typeof Location>;
export const LocationList = z.object({ locations: z.array(Location) });
export const LocationQuery = z.object({
  zipCode: z.optional(z.string().check(z.regex(/^\d{3} ?\d{2}$/))),
  deliveryMethod: z.optional(DeliveryType),
  services: z.optional(z.string().check(z.maxLength(60))),
});

export const DeliveryOption = z.object({
  id: DeliveryType,
  name: z.string(),
  useDestination: z.boolean(),
  useContextZipCode: z.boolean(),
  requiresZipCode: z.boolean(),
  availableBetweenHours: z.nullable(z.object({ start: z.string(), end: z.string() })),
  orderType: z.nullable(z.string()),
  deliveryServices: z.array(z.string()),
});

export const BrandConfig = z.object({
  id: z.enum(['bygg', 'konr', 'kasp', 'opti']),
  name: z.string(),
  defaultStoreId: Id,
  centralStorageId: Id,
  deliveryOptions: z.array(DeliveryOption),
  limitedDeliveryOptionId: DeliveryType,
  punchoutDeliveryOptionId: DeliveryType,
  extraClosedDays: z.array(z.string()),
});
export const BrandConfigResponse = z.object({ brands: z.array(BrandConfig) });
