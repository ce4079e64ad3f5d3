import type { Hono } from 'hono';
import type { AuthEnv } from '../auth.ts';
import type { SandboxContext } from '../context.ts';

/** Routes for orders: search, PDF download and confirmation, invoices, addresses, e-mail, inquiry, getOrderId. */
export function registerOrderRoutes(_app: Hono<AuthEnv>, _ctx: SandboxContext): void {}
