// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createServerErrorReporting, parseDsn, trackingOptionsFromEnv } from './error-reporting';

const DSN = 'http://publickey@127.0.0.1:4000/errors/1';
const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1MDAwMSJ9.c2lnbmF0dXJlLXNpZ24';

function reporting() {
  const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => new Response('{}'));
  const errors = createServerErrorReporting({
    dsn: DSN,
    brandId: 'bygg',
    environment: 'test',
    fetch: fetch as unknown as typeof globalThis.fetch,
    log: () => {},
  });
  return { errors, fetch };
}

describe('parseDsn', () => {
  it("finds the envelope endpoint, and refuses what Sentry's SDK would refuse", () => {
    expect(parseDsn(DSN)?.envelopeUrl).toBe(
      'http://127.0.0.1:4000/errors/api/1/envelope/?sentry_version=7&sentry_key=publickey',
    );
    expect(parseDsn('https://abc@o1.ingest.sentry.io/42')?.envelopeUrl).toContain(
      'https://o1.ingest.sentry.io/api/42/envelope/',
    );
    for (const bad of ['http://e2e-key@h/1', 'http://h/1', 'http://k@h/x', 'ftp://k@h/1', 'nonsense'])
      expect(parseDsn(bad), bad).toBeNull();
  });
});

describe('createServerErrorReporting', () => {
  it('sends a render error as an envelope with the route and brand, scrubbed of tokens and e-mail addresses', async () => {
    const { errors, fetch } = reporting();
    const sent = await errors.capture(new Error(`Render failed for anna@firma.se with ${jwt}`), {
      route: '/produkt/$slug',
      url: '/produkt/x?email=anna%40firma.se',
    });
    expect(sent).toBe(true);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toContain('/errors/api/1/envelope/');
    const [header, item, event] = String(init?.body)
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(header).toMatchObject({ dsn: DSN, event_id: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(item).toEqual({ type: 'event' });
    expect(event).toMatchObject({
      platform: 'node',
      environment: 'test',
      tags: { brand: 'bygg', side: 'server', route: '/produkt/$slug' },
    });
    const text = JSON.stringify(event);
    expect(text).not.toContain(jwt);
    expect(text).not.toContain('firma.se');
  });

  it("does not report 'request aborted', and says so", async () => {
    const { errors, fetch } = reporting();
    expect(await errors.capture(new Error('Request aborted by the user'))).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("passes the browser's envelopes on to its own DSN only", async () => {
    const { errors, fetch } = reporting();
    const event = JSON.stringify({ type: 'event' });
    expect(await errors.forward(`${JSON.stringify({ dsn: DSN })}\n${event}\n{}`)).toEqual({ status: 200 });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect((await errors.forward(`${JSON.stringify({ dsn: 'http://k@evil.example/1' })}\n{}`)).status).toBe(
      400,
    );
    expect((await errors.forward('not json\n{}')).status).toBe(400);
    expect((await errors.forward('[1]\n{}')).status).toBe(400);
    expect((await errors.forward(`{}\n${'x'.repeat(600_000)}`)).status).toBe(413);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('trackingOptionsFromEnv', () => {
  it('reads the ids, and reports nothing from development unless asked', () => {
    const env = { GTM_ID: ' GTM-ABC ', SENTRY_DSN: DSN, SHOP_ENV: 'stage' };
    expect(trackingOptionsFromEnv(env)).toEqual({
      gtmId: 'GTM-ABC',
      gtmScriptUrl: undefined,
      errorDsn: DSN,
      environment: 'stage',
    });
    expect(trackingOptionsFromEnv(env, { development: true }).errorDsn).toBeUndefined();
    expect(
      trackingOptionsFromEnv({ ...env, REPORT_ERRORS_IN_DEV: '1' }, { development: true }).errorDsn,
    ).toBe(DSN);
    expect(trackingOptionsFromEnv({}).gtmId).toBeUndefined();
  });
});
