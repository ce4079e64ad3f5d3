import type { Hono } from 'hono';
import type { AuthEnv } from '../auth.ts';
import type { SandboxContext } from '../context.ts';

/** Routes for cart v2: add, upload, export, update, delete, deliveries, include-in-order, transfer, status, checkout. */
export function registerCartRoutes(_app: Hono<AuthEnv>, _ctx: SandboxContext): void {}
