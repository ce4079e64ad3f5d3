import type { Hono } from 'hono';
import type { AuthEnv } from '../auth.ts';
import type { SandboxContext } from '../context.ts';

/** Routes for users, permissions, role and permission names, customers, order validation, delivery dates, assortment, addresses, favourites, favourite lists, customer team, brand config. */
export function registerAccountRoutes(_app: Hono<AuthEnv>, _ctx: SandboxContext): void {}
