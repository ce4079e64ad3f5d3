import * as z from 'zod/mini';
import { CustomerPermission } from './auth';
import { DeliveryType, Id, PermissionDeny, Role } from './common';

export const UserCustomer = z.object({ customerId: Id, customerName: z.string() });

export const User = z.object({
  userId: Id,
  username: z.string(),
  isEmailVerified: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  mobileNumber: z.nullable(z.string()),
  isPhoneNumberVerified: z.boolean(),
  email: z.string(),
  customers: z.array(UserCustomer),
  customerPermissions: z.array(CustomerPermission),
  preferredStore: z.nullable(z.string()),
  preferredDeliveryMethod: z.nullable(DeliveryType),
  roles: z.array(Role),
  active: z.boolean(),
  defaultDeliveryMethod: DeliveryType,
  defaultCustomerId: z.nullable(z.string()),
  defaultProjectId: z.nullable(z.string()),
});
export type User = z.infer<typeof User>;

export const UserList = z.object({ users: z.array(User), totalNumberOfUsers: z.number() });
export type UserList = z.infer<typeof UserList>;

export const UserListQuery = z.object({
  limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100))),
  offset: z.optional(z.coerce.number().check(z.int(), z.gte(0))),
  orderBy: z.optional(z.enum(['firstName', 'lastName', 'email', 'username'])),
  desc: z.optional(z.enum(['0', '1', 'true', 'false'])),
  search: z.optional(z.string().check(z.maxLength(100))),
  active: z.optional(z.enum(['0', '1'])),
  virtualContext: z.optional(z.enum(['0', '1'])),
});

export const UserUpdate = z.object({
  firstName: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  lastName: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  mobileNumber: z.optional(z.nullable(z.string().check(z.regex(/^\+?[0-9 -]{6,20}$/)))),
  /** A new address is unverified until the user confirms it. */
  email: z.optional(z.string().check(z.maxLength(200), z.regex(/^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/))),
  /** The delivery method chosen first; null goes back to the default (DBI). */
  preferredDeliveryMethod: z.optional(z.nullable(DeliveryType)),
  preferredStore: z.optional(z.nullable(z.string())),
  defaultCustomerId: z.optional(z.nullable(z.string())),
  defaultProjectId: z.optional(z.nullable(z.string())),
  /** An admin's changes to another user: deactivate, and role and denies for one customer. */
  active: z.optional(z.boolean()),
  role: z.optional(Role),
  customerId: z.optional(Id),
  permissionDenies: z.optional(z.array(PermissionDeny).check(z.maxLength(20))),
});

/** POST /v2/users: an admin creates a user for one of the customers they administer. */
export const UserCreate = z.object({
  username: z.string().check(z.minLength(3), z.maxLength(60), z.regex(/^[A-Za-z0-9._@-]+$/)),
  firstName: z.string().check(z.minLength(1), z.maxLength(100)),
  lastName: z.string().check(z.minLength(1), z.maxLength(100)),
  email: z.string().check(z.maxLength(200), z.regex(/^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/)),
  mobileNumber: z.optional(z.nullable(z.string().check(z.regex(/^\+?[0-9 -]{6,20}$/)))),
  role: Role,
  customerId: Id,
  permissionDenies: z.array(PermissionDeny).check(z.maxLength(20)),
  /** The first password; the user is asked for a new one at the first sign-in. */
  temporaryPassword: z.string().check(z.minLength(8), z.maxLength(100)),
});
export type UserCreate = z.infer<typeof UserCreate>;

export const PermissionsResponse = z.object({ userId: Id, customerPermissions: z.array(CustomerPermission) });

export const Project = z.object({ projectId: Id, projectName: z.string() });
export const Customer = z.object({
  customerId: Id,
  customerName: z.string(),
  active: z.boolean(),
  projects: z.array(Project),
  assortment: z.nullable(z.string()),
});
export type Customer = z.infer<typeof Customer>;
export const CustomerList = z.object({ customers: z.array(Customer), total: z.number() });

export const OrderValidation = z.object({ orderId: Id, valid: z.boolean(), reasons: z.array(z.string()) });
export const CustomerDeliveryDates = z.object({ customerId: Id, dates: z.array(z.string()) });
export const CustomerAssortment = z.object({ customerId: Id, name: z.string() });

export const CustomerTeamMember = z.object({
  name: z.string(),
  role: z.string(),
  email: z.string(),
  phone: z.string(),
});
export const CustomerTeam = z.object({ members: z.array(CustomerTeamMember) });
