import type { Hono } from 'hono';
import type { AuthEnv } from '../auth.ts';
import type { SandboxContext } from '../context.ts';
import { transaction } from '../db.ts';
import { badRequest } from '../http.ts';

interface EnvelopeItem {
  type: string;
  payload: unknown;
}

/** Parses a Sentry envelope: a header line, then item-header / payload line pairs. */
function parseEnvelope(text: string): { header: Record<string, unknown>; items: EnvelopeItem[] } {
  const lines = text.split('\n');
  const parse = (line: string | undefined, what: string) => {
    try {
      return JSON.parse(line ?? '') as Record<string, unknown>;
    } catch {
      throw badRequest(`The envelope's ${what} is not JSON`, 'body');
    }
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
    items.push({ type: itemHeader.type, payload });
  }
  if (items.length === 0) throw badRequest('The envelope has no items', 'body');
  return { header, items };
}

/** The error-reporting sink: Sentry envelopes in, stored events out for tests. */
export function registerSinkRoutes(app: Hono<AuthEnv>, { db }: SandboxContext): void {
  const insert = db.prepare(
    `INSERT INTO error_events (project_id, event_id, type, payload, received_at) VALUES (?, ?, ?, ?, ?)`,
  );
  app.post('/errors/api/:projectId/envelope/', async (c) => {
    const projectId = c.req.param('projectId');
    if (!/^\d{1,12}$/.test(projectId)) throw badRequest('The project id must be a number', 'projectId');
    const { header, items } = parseEnvelope(await c.req.text());
    const now = new Date().toISOString();
    transaction(db, () => {
      for (const item of items) {
        const eventId =
          (item.payload as { event_id?: string } | null)?.event_id ??
          (header.event_id as string | undefined) ??
          null;
        insert.run(projectId, eventId, item.type, JSON.stringify(item.payload), now);
      }
    });
    return c.json({ id: (header.event_id as string | undefined) ?? null });
  });
  app.get('/__sandbox/errors', (c) => {
    const rows = db.prepare(`SELECT * FROM error_events ORDER BY id DESC LIMIT 200`).all() as {
      project_id: string;
      event_id: string | null;
      type: string;
      payload: string;
      received_at: string;
    }[];
    return c.json({
      events: rows.map((r) => ({
        projectId: r.project_id,
        eventId: r.event_id,
        type: r.type,
        receivedAt: r.received_at,
        payload: JSON.parse(r.payload),
      })),
    });
  });
}
