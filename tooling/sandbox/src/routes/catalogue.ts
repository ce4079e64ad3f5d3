import type { Hono } from 'hono';
import type { AuthEnv } from '../auth.ts';
import type { SandboxContext } from '../context.ts';

/** Routes for campaigns, selected product groups, breadcrumbs, menu, language config, attribute sequence, stock, price brackets, locations, generated SVG images. */
export function registerCatalogueRoutes(_app: Hono<AuthEnv>, _ctx: SandboxContext): void {}
