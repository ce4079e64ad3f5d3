import { describe, expect, it } from 'vitest';
import { safeHref } from './safe-url';

describe('safeHref', () => {
  it.each([
    'https://www.boverket.se/sv/byggande/',
    'http://example.se',
    'mailto:kundservice@bygg.sandbox.test',
    'tel:+46102000000',
    '/kundservice/leveransvillkor',
    'leveransvillkor',
    './a',
    '../b',
    '#ankare',
    '?q=1',
    'HTTPS://EXAMPLE.SE',
  ])('keeps %s', (uri) => {
    expect(safeHref(uri)).toBe(uri);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'ftp://example.se',
    '',
    '   ',
    null,
    42,
  ])('refuses %j', (uri) => {
    expect(safeHref(uri)).toBeNull();
  });
});
