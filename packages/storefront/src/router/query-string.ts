import { parse, stringify } from 'qs';

/** The spec's limits for query strings (§9 of the catalogue issue): a hostile URL cannot stall a page. */
export const QUERY_LIMITS = { arrayLimit: 20, depth: 5, parameterLimit: 1000 } as const;

export type SearchValue = string | SearchValue[] | { [key: string]: SearchValue };
export type SearchParams = Record<string, SearchValue>;

function clamp(value: unknown, depth: number): SearchValue | undefined {
  if (typeof value === 'string') return value;
  if (depth >= QUERY_LIMITS.depth) return undefined;
  if (Array.isArray(value)) {
    return value
      .slice(0, QUERY_LIMITS.arrayLimit)
      .map((v) => clamp(v, depth + 1))
      .filter((v): v is SearchValue => v !== undefined);
  }
  if (value && typeof value === 'object') {
    const out: Record<string, SearchValue> = {};
    for (const [k, v] of Object.entries(value).slice(0, QUERY_LIMITS.parameterLimit)) {
      const clamped = clamp(v, depth + 1);
      if (clamped !== undefined) out[k] = clamped;
    }
    return out;
  }
  return undefined;
}

/**
 * Parses `?a=1&f[Varumärke]=X&f[Varumärke]=Y` into nested values with the
 * limits above: at most 1,000 parameters, depth 5, arrays of at most 20.
 *
 * @example
 * parseSearch('?q=skruv&f[brand]=A&f[brand]=B') // { q: 'skruv', f: { brand: ['A', 'B'] } }
 */
export function parseSearch(search: string): SearchParams {
  const text = search.startsWith('?') ? search.slice(1) : search;
  if (!text) return {};
  const parsed = parse(text, {
    ...QUERY_LIMITS,
    allowPrototypes: false,
    plainObjects: true,
    duplicates: 'combine',
    throwOnLimitExceeded: false,
  });
  return (clamp(parsed, 0) as SearchParams | undefined) ?? {};
}

/** The inverse of `parseSearch`; empty values are left out. */
export function stringifySearch(params: Record<string, unknown>): string {
  const text = stringify(params, {
    arrayFormat: 'repeat',
    encodeValuesOnly: true,
    skipNulls: true,
    allowDots: false,
  });
  return text ? `?${text}` : '';
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
    // Past the array limit qs answers an object keyed by index: its values are still the list.
    const list = Array.isArray(raw) ? raw : raw && typeof raw === 'object' ? Object.values(raw) : [raw];
    const values = list.filter((v): v is string => typeof v === 'string' && v.length > 0 && v.length <= 100);
    if (name.length <= 60 && values.length > 0) out[name] = values.slice(0, QUERY_LIMITS.arrayLimit);
  }
  return out;
}

/** A positive page number, 1 when missing or not a number. */
export function pageParam(value: unknown): number {
  const n = Number(stringParam(value));
  return Number.isInteger(n) && n >= 1 && n <= 1000 ? n : 1;
}
