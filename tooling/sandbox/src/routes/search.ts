import type { Hono } from 'hono';
import type { AuthEnv } from '../auth.ts';
import type { SandboxContext } from '../context.ts';

/** Routes for the search service: /search, /getEntitiesByAttribute (FTS5 words + trigrams). */
export function registerSearchRoutes(_app: Hono<AuthEnv>, _ctx: SandboxContext): void {}
