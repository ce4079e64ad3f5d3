import { describe, expect, it } from 'vitest';
import { createCmsClient } from './client';
import { resolveOptions, validateAssetKeyExpiry, validateSyncQuery } from './options';
import { createThrottle } from './transport';

const base = { space: 'shop-sandbox', accessToken: 'token' };

describe('resolveOptions', () => {
  it('needs a token and a space, else a TypeError', () => {
    expect(() => createCmsClient({ ...base, accessToken: '' })).toThrow(
      new TypeError('Expected parameter accessToken'),
    );
    expect(() => createCmsClient({ ...base, space: '' })).toThrow(new TypeError('Expected parameter space'));
    expect(() => resolveOptions(undefined as never)).toThrow(TypeError);
  });

  it('fills the defaults of §9', () => {
    expect(resolveOptions(base)).toMatchObject({
      environment: 'master',
      timeout: 30_000,
      retryLimit: 4,
      preview: false,
      cache: true,
      rateLimit: undefined,
    });
  });

  it.each([
    [{ preview: true }, 'previewAccessToken'],
    [{ timeout: 0 }, 'timeout'],
    [{ retryLimit: -1 }, 'retryLimit'],
    [{ rateLimit: 0.5 }, 'rateLimit'],
    [{ rateLimit: 31 }, 'rateLimit'],
    [{ host: 'ftp://example.se' }, 'host'],
    [{ host: 'not a url' }, 'host'],
  ])('refuses %o', (extra, word) => {
    expect(() => resolveOptions({ ...base, ...extra })).toThrow(new RegExp(word));
  });

  it('accepts a rate from 1 to 30 per second and trims the host', () => {
    expect(resolveOptions({ ...base, rateLimit: 1 }).rateLimit).toBe(1);
    expect(resolveOptions({ ...base, rateLimit: 30, host: 'http://localhost:4000/cms/' }).host).toBe(
      'http://localhost:4000/cms',
    );
  });
});

describe('validateAssetKeyExpiry', () => {
  const now = 1_800_000_000;
  it.each([
    [now, true],
    [now + 48 * 3600, true],
    [now + 48 * 3600 + 1, false],
    [now - 1, false],
    ['1800000000', false],
    [Number.NaN, false],
  ])('%s is %s', (expiresAt, ok) => {
    const run = () => validateAssetKeyExpiry(expiresAt, now);
    if (ok) expect(run()).toBe(expiresAt);
    else expect(run).toThrow(TypeError);
  });
});

describe('validateSyncQuery', () => {
  it('needs initial, a sync token or a page token', () => {
    expect(() => validateSyncQuery({})).toThrow(TypeError);
    expect(validateSyncQuery({ initial: true })).toEqual({ initial: true });
    expect(validateSyncQuery({ nextSyncToken: 'x' })).toEqual({ nextSyncToken: 'x' });
    expect(validateSyncQuery({ nextPageToken: 'x' })).toEqual({ nextPageToken: 'x' });
  });

  it('forces type Entry with a content type, and refuses another type', () => {
    expect(validateSyncQuery({ initial: true, content_type: 'retailer' }).type).toBe('Entry');
    expect(() => validateSyncQuery({ initial: true, content_type: 'retailer', type: 'Asset' })).toThrow(
      TypeError,
    );
  });
});

describe('createThrottle', () => {
  it('spaces request starts 1000/rate ms apart', async () => {
    const throttle = createThrottle(20);
    const started = performance.now();
    await Promise.all([throttle(), throttle(), throttle(), throttle()]);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('does nothing without a rate', async () => {
    const throttle = createThrottle(undefined);
    const started = performance.now();
    await Promise.all(Array.from({ length: 50 }, () => throttle()));
    expect(performance.now() - started).toBeLessThan(50);
  });
});
