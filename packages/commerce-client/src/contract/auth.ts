import * as z from 'zod/mini';
import { Id, PermissionDeny, Role } from './common';

export const CredentialsRequest = z.object({
  username: z.string().check(z.minLength(1, 'Användarnamn saknas'), z.maxLength(200)),
  password: z.string().check(z.minLength(1, 'Lösenord saknas'), z.maxLength(200)),
});
/** Login with the refresh token (token refresh, forced refresh of a version-1 token). */
export const RefreshRequest = z.object({
  refreshToken: z.string().check(z.minLength(1)),
  customerId: z.optional(z.string()),
  projectId: z.optional(z.nullable(z.string())),
});
export const LoginRequest = z.union([CredentialsRequest, RefreshRequest]);
export type LoginRequest = z.infer<typeof LoginRequest>;

export const SessionTokens = z.object({
  token: z.string(),
  refreshToken: z.string(),
  customerId: z.string(),
});
export type SessionTokens = z.infer<typeof SessionTokens>;

/** A login that needs one more step: the user must set a password first (`/activate-user`). */
export const LoginChallenge = z.object({
  challenge: z.literal('NEW_PASSWORD_REQUIRED'),
  session: z.string(),
  username: z.string(),
  /** Password rules to show on the activation form. */
  passwordRules: z.object({ minLength: z.number(), requireDigit: z.boolean(), requireLetter: z.boolean() }),
});
export type LoginChallenge = z.infer<typeof LoginChallenge>;

export const LoginResponse = z.union([SessionTokens, LoginChallenge]);
export type LoginResponse = z.infer<typeof LoginResponse>;

export const ActivateUserRequest = z.object({
  username: z.string().check(z.minLength(1)),
  session: z.string().check(z.minLength(1)),
  newPassword: z.string().check(z.minLength(8), z.maxLength(200)),
});

/** OCI punch-out login: credentials and the procurement system's callback. */
export const OciLoginRequest = z.object({
  username: z.string().check(z.minLength(1)),
  password: z.string().check(z.minLength(1)),
  hookUrl: z.optional(z.string()),
});

export const CustomerPermission = z.object({
  customerId: Id,
  projectId: z.nullable(z.string()),
  role: Role,
  permissionDenies: z.array(PermissionDeny),
});
export type CustomerPermission = z.infer<typeof CustomerPermission>;

/** The claims of the access token (HS256 JWT). */
export const TokenClaims = z.object({
  sub: z.string(),
  role: Role,
  customerPermissions: z.array(CustomerPermission),
  /** The customer (and project) this session acts for; switched by a refresh with another customerId. */
  customerId: z.string(),
  projectId: z.nullable(z.string()),
  /** Token format version; 1 forces a refresh-token login. */
  ver: z.number(),
  exp: z.number(),
  iat: z.number(),
  /** Set on punch-out sessions. */
  oci: z.optional(z.boolean()),
});
export type TokenClaims = z.infer<typeof TokenClaims>;

export const CredentialsResetRequest = z.object({
  username: z.string().check(z.minLength(1), z.maxLength(200)),
});
