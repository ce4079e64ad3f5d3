import { type RunningSandbox, startSandbox } from '@shop/sandbox';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { initErrorReporting } from './errors';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, db: ':memory:' });
});
afterAll(() => sandbox.stop());

describe('error reporting into the sandbox sink', () => {
  it('sends a real envelope through the Sentry SDK, scrubbed, and reads it back', async () => {
    const url = new URL(sandbox.url);
    const warn = vi.spyOn(console, 'warn');
    const reporter = await initErrorReporting({
      dsn: `http://publickey@${url.host}/errors/7`,
      brand: 'bygg',
      load: async () => (await import('@sentry/react')) as never,
    });
    // Every option is one this SDK applies: it warns of none it would ignore (as it did of
    // beforeSendTransaction while spans were streamed).
    expect(warn.mock.calls.filter(([message]) => String(message).startsWith('[Sentry]'))).toEqual([]);
    warn.mockRestore();
    reporter?.capture(
      new Error('Varukorgen kunde inte sparas: Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1MSJ9.c2lnbmF0dXJl'),
    );
    expect(await reporter?.flush(5000)).toBe(true);
    const { events } = await (await fetch(`${sandbox.url}/__sandbox/errors`)).json();
    const event = events.find((e: { type: string }) => e.type === 'event');
    expect(event).toMatchObject({ projectId: '7', payload: { tags: { brand: 'bygg' } } });
    const text = JSON.stringify(event.payload);
    expect(text).toContain('Varukorgen kunde inte sparas');
    expect(text).not.toContain('eyJhbGciOiJIUzI1NiJ9');
  });
});
