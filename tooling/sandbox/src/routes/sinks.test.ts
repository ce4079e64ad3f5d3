import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../index.ts';
import { call, privateSandbox } from '../test-utils.ts';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await privateSandbox();
});
afterAll(() => sandbox.stop());

const envelope = (...lines: unknown[]) =>
  lines.map((l) => (typeof l === 'string' ? l : JSON.stringify(l))).join('\n');

describe('POST /errors/api/{projectId}/envelope/', () => {
  it('stores the events of an envelope and lists them back', async () => {
    const body = envelope(
      { event_id: 'abc123', sent_at: '2026-11-22T10:00:00Z' },
      { type: 'event' },
      { event_id: 'abc123', message: 'Något gick fel', tags: { brand: 'bygg' } },
    );
    const res = await call(sandbox, 'POST', '/errors/api/1/envelope/', {
      body,
      headers: { 'content-type': 'text/plain' },
    });
    expect(res).toMatchObject({ status: 200, body: { id: 'abc123' } });
    const { events } = (await call(sandbox, 'GET', '/__sandbox/errors')).body;
    expect(events[0]).toMatchObject({
      projectId: '1',
      eventId: 'abc123',
      type: 'event',
      payload: { message: 'Något gick fel' },
    });
  });

  it('answers 400, never 500, to a null header, a null item header or an event id that is not a string', async () => {
    const before = (await call(sandbox, 'GET', '/__sandbox/errors')).body.events.length;
    for (const body of [
      envelope('null', { type: 'event' }, { message: 'x' }),
      envelope({ event_id: 'a1' }, 'null', { message: 'x' }),
      envelope({ event_id: { nested: true } }, { type: 'event' }, { message: 'x' }),
      envelope({}, { type: 'event' }, { event_id: ['a'], message: 'x' }),
    ]) {
      const res = await call(sandbox, 'POST', '/errors/api/1/envelope/', {
        body,
        headers: { 'content-type': 'text/plain' },
      });
      expect(res.status).toBe(400);
    }
    expect((await call(sandbox, 'GET', '/__sandbox/errors')).body.events).toHaveLength(before);
  });

  it('refuses a malformed envelope or project id and stores nothing', async () => {
    const before = (await call(sandbox, 'GET', '/__sandbox/errors')).body.events.length;
    expect(
      (
        await call(sandbox, 'POST', '/errors/api/1/envelope/', {
          body: 'not json',
          headers: { 'content-type': 'text/plain' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call(sandbox, 'POST', '/errors/api/1/envelope/', {
          body: envelope({}),
          headers: { 'content-type': 'text/plain' },
        })
      ).status,
    ).toBe(400);
    expect(
      (await call(sandbox, 'POST', '/errors/api/x/envelope/', { body: envelope({}, { type: 'event' }, {}) }))
        .status,
    ).toBe(400);
    expect((await call(sandbox, 'GET', '/__sandbox/errors')).body.events.length).toBe(before);
  });
});
