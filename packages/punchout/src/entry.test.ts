import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePunchoutEntry, validatePunchoutSettings } from './entry';

describe('parsePunchoutEntry', () => {
  it('reads the SAP parameters and returns the password for the login only', () => {
    const { settings, credentials } = parsePunchoutEntry(
      new URLSearchParams(
        'HOOK_URL=https%3A%2F%2Fsap.kund.se%2Foci%3Fsid%3D9&USERNAME=punchout.user&PASSWORD=hemligt&Bolag=Kund%20AB&SENDER_ID=inkop%40kund.se&oci=1&~TARGET=_blank',
      ),
      { now: new Date('2026-11-22T10:00:00Z') },
    );
    expect(credentials).toEqual({ username: 'punchout.user', password: 'hemligt' });
    expect(settings).toEqual({
      punchout: { callback_url: 'https://sap.kund.se/oci?sid=9', companyName: 'Kund AB' },
      HOOK_URL: 'https://sap.kund.se/oci?sid=9',
      Bolag: 'Kund AB',
      email: 'inkop@kund.se',
      logonId: 'punchout.user',
      oci: '1',
      target: '_blank',
      last_used: '2026-11-22T10:00:00.000Z',
    });
    expect(JSON.stringify(settings)).not.toContain('hemligt');
  });

  it.each([
    ['logonId', 'logonPassword'],
    ['USER_NAME', 'PASSWORD'],
    ['USERNAME', 'password'],
    ['username', 'PASSWORD'],
  ])('accepts the user alias %s with the password alias %s', (user, password) => {
    const entry = parsePunchoutEntry({ [user]: 'anna', [password]: 'pw', HOOK_URL: 'https://x.se/' });
    expect(entry.credentials).toEqual({ username: 'anna', password: 'pw' });
    expect(entry.settings.logonId).toBe('anna');
  });

  it('prefers the first alias in the spec order and ignores blank values', () => {
    const entry = parsePunchoutEntry({
      logonId: ' ',
      USER_NAME: 'second',
      USERNAME: 'third',
      email: 'a@b.se',
      SENDER_ID: 'c@d.se',
    });
    expect(entry.settings.logonId).toBe('second');
    expect(entry.settings.email).toBe('a@b.se');
  });

  it('has no credentials without a password, the _top target and no timestamp by default', () => {
    const entry = parsePunchoutEntry({ USERNAME: 'anna' });
    expect(entry.credentials).toBeNull();
    expect(entry.settings.target).toBe('_top');
    expect(entry.settings.last_used).toBeNull();
    expect(entry.settings.HOOK_URL).toBeNull();
  });
});

describe('validatePunchoutSettings', () => {
  it('needs a callback address', () => {
    expect(validatePunchoutSettings({ HOOK_URL: null })).toBe('errors.punchout.missing_callback_url');
    expect(validatePunchoutSettings({ HOOK_URL: '  ' })).toBe('errors.punchout.missing_callback_url');
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/relative/path',
    '//evil.test/x',
    'https://user:pw@sap.kund.se/oci',
    'http:/missing-slash',
    'ftp://sap.kund.se/oci',
    'not a url',
  ])('refuses the hostile or unusable HOOK_URL %s', (hook) => {
    expect(validatePunchoutSettings({ HOOK_URL: hook })).toBe('errors.punchout.invalid_callback_url');
  });

  it('accepts an absolute http(s) address', () => {
    expect(validatePunchoutSettings({ HOOK_URL: 'https://sap.kund.se/oci?sid=1' })).toBeNull();
    expect(validatePunchoutSettings({ HOOK_URL: 'http://127.0.0.1:4000/procurement/hook/abc' })).toBeNull();
  });

  it('keeps to the allow-list when there is one', () => {
    const allowed = { allowedHookHosts: ['SAP.kund.se'] };
    expect(validatePunchoutSettings({ HOOK_URL: 'https://sap.kund.se/oci' }, allowed)).toBeNull();
    expect(validatePunchoutSettings({ HOOK_URL: 'https://evil.test/oci' }, allowed)).toBe(
      'errors.punchout.callback_host_not_allowed',
    );
  });

  it('never accepts a scheme other than http or https', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z][a-z0-9+.-]{0,10}$/).filter((s) => s !== 'http' && s !== 'https'),
        fc.webUrl(),
        (scheme, url) => {
          expect(validatePunchoutSettings({ HOOK_URL: url.replace(/^https?/, scheme) })).not.toBeNull();
        },
      ),
    );
  });
});
