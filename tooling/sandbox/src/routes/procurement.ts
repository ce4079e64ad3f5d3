import type { Hono } from 'hono';
import type { AuthEnv } from '../auth.ts';
import type { SandboxContext } from '../context.ts';

/** Routes for the procurement-system simulator for punch-out (/procurement) and its HOOK_URL endpoint. */
export function registerProcurementRoutes(_app: Hono<AuthEnv>, _ctx: SandboxContext): void {}
