/** The spec's limits for query strings: a hostile URL cannot stall a page. */
const QUERY_LIMITS = { arrayLimit: 20, depth: 5, parameterLimit: 1000 } as const;

type SearchValue = string | SearchValue[] | { [key: string]: SearchValue };
export type SearchParams = Record<string, SearchValue>;

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** `f[brand][]` → ['f', 'brand', '']; segments past the depth limit stay joined in the last one. */
function keyPath(key: string): string[] | null {
  const open = key.indexOf('[');
  if (open <= 0) return [key];
  const path = [key.slice(0, open)];
  const pattern = /\[([^[\]]*)\]/g;
  pattern.lastIndex = open;
  let match: RegExpExecArray | null = pattern.exec(key);
  let end = open;
  while (match && path.length <= QUERY_LIMITS.depth) {
    path.push(match[1] ?? '');
    end = pattern.lastIndex;
    match = pattern.exec(key);
  }
  if (end < key.length) path.push(key.slice(end));
  return path;
}

function assign(target: Record<string, SearchValue>, path: string[], value: string): void {
  const [head, ...rest] = path;
  if (head === undefined || FORBIDDEN_KEYS.has(head)) return;
  if (rest.length === 0 || (rest.length === 1 && rest[0] === '')) {
    const current = target[head];
    if (current === undefined) target[head] = rest.length === 1 ? [value] : value;
    else if (Array.isArray(current)) {
      if (current.length < QUERY_LIMITS.arrayLimit) current.push(value);
    } else if (typeof current === 'string') target[head] = [current, value];
    return;
  }
  let child = target[head];
  if (child === undefined || typeof child === 'string' || Array.isArray(child)) {
    if (child !== undefined) return; // a key cannot be both a value and an object
    child = {};
    target[head] = child;
  }
  assign(child, rest, value);
}

function decode(text: string): string | null {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/**
 * Parses `?q=skruv&f[brand]=A&f[brand]=B` into nested values under the
 * limits above: at most 1,000 parameters (the rest are ignored), nesting
 * depth 5, arrays of at most 20, no prototype keys, malformed escapes dropped.
 *
 * @example
 * parseSearch('?q=skruv&f[brand]=A&f[brand]=B') // { q: 'skruv', f: { brand: ['A', 'B'] } }
 */
export function parseSearch(search: string): SearchParams {
  const text = search.startsWith('?') ? search.slice(1) : search;
  const out: SearchParams = {};
  if (!text) return out;
  let count = 0;
  let from = 0;
  while (from <= text.length && count < QUERY_LIMITS.parameterLimit) {
    let to = text.indexOf('&', from);
    if (to === -1) to = text.length;
    const pair = text.slice(from, to);
    from = to + 1;
    if (!pair) continue;
    count++;
    const eq = pair.indexOf('=');
    const key = decode(eq === -1 ? pair : pair.slice(0, eq));
    const value = decode(eq === -1 ? '' : pair.slice(eq + 1));
    if (!key || value === null) continue;
    const path = keyPath(key);
    if (path) assign(out, path, value);
  }
  return out;
}

function encodePairs(prefix: string, value: unknown, out: string[]): void {
  if (value === undefined || value === null || value === '') return;
  if (Array.isArray(value)) {
    for (const item of value) encodePairs(prefix, item, out);
  } else if (typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) encodePairs(`${prefix}[${k}]`, v, out);
  } else {
    out.push(
      `${encodeURIComponent(prefix).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${encodeURIComponent(String(value))}`,
    );
  }
}

/** The inverse of `parseSearch`; empty values are left out. */
export function stringifySearch(params: Record<string, unknown>): string {
  const out: string[] = [];
  for (const [key, value] of Object.entries(params)) encodePairs(key, value, out);
  return out.length > 0 ? `?${out.join('&')}` : '';
}

/** A string param, or undefined. */
export function stringParam(value: unknown): string | undefined {
  return typeof value === 'string'
    ? value
    : Array.isArray(value) && typeof value[0] === 'string'
      ? value[0]
      : undefined;
}

/** Facet filters from `f[name]=value…`: names and values as strings, arrays of at most 20. */
export function filterParams(value: unknown): Record<string, string[]> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const out: Record<string, string[]> = {};
  for (const [name, raw] of Object.entries(value).slice(0, 20)) {
    const values = (Array.isArray(raw) ? raw : [raw]).filter(
      (v): v is string => typeof v === 'string' && v.length > 0 && v.length <= 100,
    );
    if (name.length <= 60 && values.length > 0) out[name] = values.slice(0, QUERY_LIMITS.arrayLimit);
  }
  return out;
}

/** A positive page number, 1 when missing or not a number. */
export function pageParam(value: unknown): number {
  const n = Number(stringParam(value));
  return Number.isInteger(n) && n >= 1 && n <= 1000 ? n : 1;
}

/**
 * A route's `validateSearch` that types the named params as the strings the
 * URL holds, unchanged: the router's canonical URL is the one the visitor
 * typed, so nothing is redirected or rewritten. The route's `loaderDeps`
 * reads them through the page's own rules (`orderFiltersOf`, …).
 *
 * @example
 * validateSearch: searchStrings('q', 'page') // ?q=Hamnen&x=1 → { q: 'Hamnen' }
 */
export function searchStrings<const K extends string>(...keys: readonly K[]) {
  return (search: Record<string, unknown>): { [P in K]?: string } => {
    const out: { [P in K]?: string } = {};
    for (const key of keys) {
      const value = search[key];
      if (typeof value === 'string') out[key] = value;
    }
    return out;
  };
}
