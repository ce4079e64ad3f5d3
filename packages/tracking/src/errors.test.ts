import { describe, expect, it, vi } from 'vitest';
import {
  ERROR_REPORTING_LIMITS,
  initErrorReporting,
  isDroppedEvent,
  type SentryModule,
  scrubEvent,
} from './errors';

const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1MDAwMSJ9.c2lnbmF0dXJlLXNpZ24';

describe('scrubEvent', () => {
  it('sends an event carrying a JWT, a refresh token and a HOOK_URL clean', () => {
    const event = {
      message: `Failed with token ${jwt}`,
      request: {
        url: 'https://shop.test/punchout?HOOK_URL=https%3A%2F%2Fsap.kund.se%2Foci%3Fsid%3D42&USERNAME=anna',
        headers: { Authorization: `Bearer ${jwt}`, Accept: 'application/json' },
        data: { refreshToken: 'a1b2c3.d4e5', password: 'hemligt', username: 'anna' },
      },
      breadcrumbs: [{ message: 'fetch https://api.test/x', data: { headers: 'Bearer abc.def' } }],
      extra: {
        settings: {
          HOOK_URL: 'https://sap.kund.se/oci?sid=42',
          callback_url: 'https://sap.kund.se/oci?sid=42',
        },
      },
    };
    const clean = scrubEvent(event);
    const text = JSON.stringify(clean);
    expect(text).not.toContain(jwt);
    expect(text).not.toContain('a1b2c3');
    expect(text).not.toContain('hemligt');
    expect(text).not.toContain('sid');
    expect(text).not.toContain('abc.def');
    expect(clean.request.headers.Accept).toBe('application/json');
    expect(clean.request.data.username).toBe('anna');
    expect(clean.request.url).toBe('https://shop.test/punchout?HOOK_URL=[Filtered]&USERNAME=anna');
  });

  it('takes e-mail addresses out of messages, URLs (also percent-encoded) and bodies', () => {
    const clean = scrubEvent({
      message: 'No user anna.berg+bygg@firma.se',
      request: { url: '/mina-sidor/anvandare?email=anna.berg%40firma.se&x=1' },
      data: ['ola@el-firman.co.uk'],
    });
    const text = JSON.stringify(clean);
    expect(text).not.toMatch(/firma|el-firman/);
    expect(clean.request.url).toBe('/mina-sidor/anvandare?email=[Filtered]&x=1');
  });

  it('leaves numbers, booleans and deep structures intact', () => {
    expect(scrubEvent({ a: 1, b: true, c: null, d: [{ e: 'x' }] })).toEqual({
      a: 1,
      b: true,
      c: null,
      d: [{ e: 'x' }],
    });
  });
});

describe('isDroppedEvent', () => {
  it.each([
    [{ message: 'Request aborted' }, true],
    [{ exception: { values: [{ type: 'CommerceError', value: 'request aborted by logout' }] } }, true],
    [{ exception: { values: [{ type: 'SecurityScriptError', value: 'x' }] } }, true],
    [{ exception: { values: [{ type: 'TypeError', value: 'x is undefined' }] } }, false],
    [{}, false],
  ])('%j → %s', (event, dropped) => {
    expect(isDroppedEvent(event)).toBe(dropped);
  });
});

function fakeSentry() {
  const init = vi.fn();
  const captureException = vi.fn((..._args: unknown[]) => 'id');
  const flush = vi.fn(async () => true);
  return {
    module: { init, captureException, flush } as unknown as SentryModule,
    init,
    captureException,
    flush,
  };
}

describe('initErrorReporting', () => {
  it('is off without a DSN and loads nothing', async () => {
    const load = vi.fn();
    expect(await initErrorReporting({ dsn: '', brand: 'bygg', load })).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('configures the SDK with the spec figures, the brand tag and the scrubbing hooks', async () => {
    const sentry = fakeSentry();
    const reporter = await initErrorReporting({
      dsn: 'http://k@127.0.0.1:4000/errors/1',
      brand: 'konr',
      load: async () => sentry.module,
    });
    const config = sentry.init.mock.calls[0]?.[0];
    expect(config).toMatchObject({
      maxBreadcrumbs: ERROR_REPORTING_LIMITS.storefrontBreadcrumbs,
      transportOptions: { bufferSize: 30 },
      initialScope: { tags: { brand: 'konr' } },
      traceLifecycle: 'static',
    });
    expect(config.beforeSend({ message: 'Request aborted' })).toBeNull();
    expect(config.beforeSend({ message: `x ${jwt}` }).message).toBe('x [Filtered]');
    expect(config.beforeBreadcrumb({ message: `Bearer ${jwt}` }).message).toBe('Bearer [Filtered]');
    expect(
      config.beforeSendTransaction({ spans: Array.from({ length: 1200 }, (_, i) => i) }).spans,
    ).toHaveLength(1000);
    reporter?.captureCms(new Error('Content not found'));
    expect(sentry.captureException.mock.calls[0]?.[1]).toEqual({ tags: { cms: 'true' } });
    reporter?.capture(new Error('x'));
    expect(await reporter?.flush()).toBe(true);
    await initErrorReporting({
      dsn: 'http://k@h/1',
      brand: 'opti',
      setting: 'other',
      load: async () => sentry.module,
    });
    expect(sentry.init.mock.calls[1]?.[0].maxBreadcrumbs).toBe(25);
  });
});
