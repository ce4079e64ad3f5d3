/**
 * The href a link in content may have, or null: only http(s), mailto and tel
 * URLs and relative paths. `javascript:`, `data:`, `vbscript:` and anything
 * else with a scheme, protocol-relative `//host` and backslash tricks are
 * refused — after removing the whitespace and control characters browsers
 * ignore inside a scheme (`java\tscript:`).
 *
 * @example
 * safeHref('https://example.se/a') // 'https://example.se/a'
 * safeHref('/kundservice')         // '/kundservice'
 * safeHref('javascript:alert(1)')  // null
 */
export function safeHref(uri: unknown): string | null {
  if (typeof uri !== 'string') return null;
  const trimmed = uri.trim();
  if (trimmed === '') return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers drop these inside a scheme; so must the check.
  const cleaned = trimmed.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned)?.[1]?.toLowerCase();
  if (scheme) return ['http', 'https', 'mailto', 'tel'].includes(scheme) ? trimmed : null;
  if (/^[\\/][\\/]/.test(cleaned) || cleaned.startsWith('\\')) return null;
  // a colon before any slash, ? or # would make a browser read a scheme
  if (/^[^/?#]*:/.test(cleaned)) return null;
  return trimmed;
}
