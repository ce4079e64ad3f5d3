import type { Hono } from 'hono';
import type { AuthEnv } from '../auth.ts';
import type { SandboxContext } from '../context.ts';
import { transaction } from '../db.ts';
import { badRequest } from '../http.ts';

interface EnvelopeItem {
  type: string;
  payload: unknown;
  /** The payload's own `event_id`, checked to be a string. */
  eventId: string | null;
}

/** Parses a Sentry envelope: a header line, then item-header / payload line pairs. */
function parseEnvelope(text: string): {
  header: Record<string, unknown>;
  items: EnvelopeItem[];
  eventId: string | null;
} {
  const lines = text.split('\n');
  const parse = (line: string | undefined, what: string) => {
    let value: unknown;
    try {
      value = JSON.parse(line ?? '');
    } catch {
      throw badRequest(`The envelope's ${what} is not JSON`, 'body');
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      throw badRequest(`The envelope's ${what} is not a JSON object`, 'body');
    return value as Record<string, unknown>;
  };
  const eventIdOf = (value: Record<string, unknown> | null, what: string): string | null => {
    const id = value?.event_id;
    if (id === undefined || id === null) return null;
    if (typeof id !== 'string' || id.length > 64)
      throw badRequest(`The ${what}'s event_id is not a string id`, 'body');
    return id;
  };
  const header = parse(lines[0], 'header');
  const items: EnvelopeItem[] = [];
  for (let i = 1; i < lines.length; i += 2) {
    if (!lines[i]?.trim()) continue;
    const itemHeader = parse(lines[i], `item header ${items.length + 1}`);
    if (typeof itemHeader.type !== 'string') throw badRequest('An envelope item has no type', 'body');
    const raw = lines[i + 1] ?? '';
    let payload: unknown = raw;
    try {
      payload = JSON.parse(raw);
    } catch {
      // attachments may be plain text
    }
    const eventId = eventIdOf(
      typeof payload === 'object' && payload !== null && !Array.isArray(payload)
        ? (payload as Record<string, unknown>)
        : null,
      `item ${items.length + 1}`,
    );
    items.push({ type: itemHeader.type, payload, eventId });
  }
  if (items.length === 0) throw badRequest('The envelope has no items', 'body');
  return { header, items, eventId: eventIdOf(header, 'header') };
}

interface ErrorEventRow {
  project_id: string;
  event_id: string | null;
  type: string;
  payload: string;
  received_at: string;
}

/** A stored event as `GET /__sandbox/errors` shows it to tests. */
const toErrorEvent = (row: ErrorEventRow) => ({
  projectId: row.project_id,
  eventId: row.event_id,
  type: row.type,
  receivedAt: row.received_at,
  payload: JSON.parse(row.payload) as unknown,
});

/** The error-reporting sink: Sentry envelopes in, stored events out for tests. */
export function registerSinkRoutes(app: Hono<AuthEnv>, { db }: SandboxContext): void {
  const insert = db.prepare(
    `INSERT INTO error_events (project_id, event_id, type, payload, received_at) VALUES (?, ?, ?, ?, ?)`,
  );
  app.post('/errors/api/:projectId/envelope/', async (c) => {
    const projectId = c.req.param('projectId');
    if (!/^\d{1,12}$/.test(projectId)) throw badRequest('The project id must be a number', 'projectId');
    const { items, eventId } = parseEnvelope(await c.req.text());
    const now = new Date().toISOString();
    transaction(db, () => {
      for (const item of items) {
        insert.run(projectId, item.eventId ?? eventId, item.type, JSON.stringify(item.payload), now);
      }
    });
    return c.json({ id: eventId });
  });
  // The tag manager's stand-in (`GTM_SCRIPT_URL` of a brand server): the script a container
  // would be, doing what tests can see (a `gtm.load` event with the container id) and nothing else.
  app.get('/gtm.js', (c) => {
    const id = c.req.query('id') ?? '';
    if (!/^[\w-]{1,40}$/.test(id)) throw badRequest('The container id is missing or malformed', 'id');
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'no-store');
    return c.body(
      `(function(){var d=window.dataLayer=window.dataLayer||[];d.push({event:'gtm.load',containerId:${JSON.stringify(id)}});})();\n`,
    );
  });
  app.get('/__sandbox/errors', (c) => {
    const rows = db.prepare(`SELECT * FROM error_events ORDER BY id DESC LIMIT 200`).all();
    return c.json({ events: (rows as unknown as ErrorEventRow[]).map(toErrorEvent) });
  });
}
