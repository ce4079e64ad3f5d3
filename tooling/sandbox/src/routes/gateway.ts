import type { Hono } from 'hono';
import type { AuthEnv } from '../auth.ts';
import type { SandboxContext } from '../context.ts';

/** Routes for the commerce GraphQL gateway POST /graphql. */
export function registerGatewayRoutes(_app: Hono<AuthEnv>, _ctx: SandboxContext): void {}
