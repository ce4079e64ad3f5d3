import type { DatabaseSync } from 'node:sqlite';
import type { AuthSettings } from './auth.ts';
import type { Views } from './views.ts';

/** What every route module gets: the database, the per-caller views and the token settings. */
export interface SandboxContext {
  db: DatabaseSync;
  views: Views;
  auth: AuthSettings;
}
