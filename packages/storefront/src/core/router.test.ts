import { describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../test/test-utils';
import { isChunkLoadError, RELOAD_GUARD_MS, reloadForChunkError } from './chunk-reload';
import { createLimiter, isNavigationAllowed, isSlowConnection, safeReturnPath } from './navigation';
import { filterParams, parseSearch, searchStrings, stringifySearch } from './query-string';
import { pathTo } from './routing';

describe('parseSearch', () => {
  it('reads nested filters and repeated values', () => {
    expect(parseSearch('?q=skruv&f[brand]=Essve&f[brand]=W%C3%BCrth&page=2')).toEqual({
      q: 'skruv',
      f: { brand: ['Essve', 'Würth'] },
      page: '2',
    });
  });

  it('keeps at most 20 values of an array', () => {
    const many = Array.from({ length: 500 }, (_, i) => `f[brand]=${i}`).join('&');
    const parsed = parseSearch(`?${many}`);
    expect(filterParams(parsed.f).brand).toHaveLength(20);
  });

  it('stops at depth 5 and at 1,000 parameters, quickly', () => {
    const deep = `a${'[x]'.repeat(50)}=1`;
    expect(JSON.stringify(parseSearch(`?${deep}`)).split('{').length).toBeLessThanOrEqual(8);
    const wide = Array.from({ length: 20_000 }, (_, i) => `p${i}=1`).join('&');
    const started = performance.now();
    const parsed = parseSearch(`?${wide}`);
    expect(Object.keys(parsed)).toHaveLength(1000);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('never builds prototype keys', () => {
    const parsed = parseSearch('?__proto__[polluted]=1&constructor[prototype][x]=1');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.hasOwn(parsed, '__proto__')).toBe(false);
    expect((Object.prototype as Record<string, unknown>).x).toBeUndefined();
  });

  it('drops malformed escapes and keys that are both a value and an object', () => {
    expect(parseSearch('?q=%E0%A4%A&ok=1&f=x&f[brand]=A')).toEqual({ ok: '1', f: 'x' });
  });

  it('reads + as a space and [] as an array', () => {
    expect(parseSearch('?q=tr%C3%A4+skruv&ids[]=1&ids[]=2')).toEqual({ q: 'trä skruv', ids: ['1', '2'] });
  });

  it('round-trips through stringifySearch', () => {
    const params = { q: 'rör 15', f: { brand: ['A', 'B'] }, page: 3 };
    expect(parseSearch(stringifySearch(params))).toEqual({
      q: 'rör 15',
      f: { brand: ['A', 'B'] },
      page: '3',
    });
    expect(stringifySearch({})).toBe('');
  });
});

describe('pathTo', () => {
  it('fills in the params of a route, encoded', () => {
    expect(pathTo('/mina-sidor/anvandare/$userId', { userId: 'a b/c' })).toBe(
      '/mina-sidor/anvandare/a%20b%2Fc',
    );
  });

  it('gives a path without params as it is', () => {
    expect(pathTo('/mina-sidor/orderhistorik')).toBe('/mina-sidor/orderhistorik');
  });
});

describe('searchStrings', () => {
  it('keeps the named string params as they are and nothing else', () => {
    const validate = searchStrings('q', 'page');
    expect(validate({ q: ' Hamnen ', page: '2', other: 'x' })).toEqual({ q: ' Hamnen ', page: '2' });
  });

  it('leaves out a param that is not a plain string, so the URL keeps it unchanged', () => {
    expect(searchStrings('q')({ q: ['a', 'b'] })).toEqual({});
  });
});

describe('safeReturnPath', () => {
  it.each([
    ['/cart', '/cart'],
    ['/produkt/a?x=1', '/produkt/a?x=1'],
    ['//evil.example/x', null],
    ['https://evil.example', null],
    ['/\\evil.example', null],
    ['javascript:alert(1)', null],
    ['/\t/evil.example', null],
    ['/\n/evil.example', null],
    ['/\r\n/evil.example', null],
    ['/x\u0000', null],
    ['/sök?q=skruv%20m6', '/sök?q=skruv%20m6'],
    [`/${'a'.repeat(2000)}`, null],
    [42, null],
  ])('%s → %s', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });
});

describe('isNavigationAllowed', () => {
  const origin = 'https://shop.example';
  it('allows in-app paths and listed origins only', () => {
    expect(isNavigationAllowed('/kategorier/el', origin, [])).toBe(true);
    expect(isNavigationAllowed('https://other.example/x', origin, [])).toBe(false);
    expect(isNavigationAllowed('https://other.example/x', origin, ['https://other.example'])).toBe(true);
    expect(isNavigationAllowed('javascript:alert(1)', origin, [])).toBe(false);
  });
});

describe('isSlowConnection', () => {
  it.each([
    [{ saveData: true, effectiveType: '4g' }, true],
    [{ effectiveType: 'slow-2g' }, true],
    [{ effectiveType: '2g' }, true],
    [{ effectiveType: '4g' }, false],
    [undefined, false],
  ])('%j → %s', (connection, slow) => {
    expect(isSlowConnection({ connection } as unknown as Navigator)).toBe(slow);
  });
});

describe('createLimiter', () => {
  it('runs at most 4 preloads at once and the rest in turn', async () => {
    const limiter = createLimiter(4);
    const releases: (() => void)[] = [];
    let peak = 0;
    let running = 0;
    for (let i = 0; i < 10; i++) {
      limiter.schedule(`/p${i}`, () => {
        running++;
        peak = Math.max(peak, running);
        return new Promise<void>((resolve) =>
          releases.push(() => {
            running--;
            resolve();
          }),
        );
      });
    }
    expect(limiter.running).toBe(4);
    expect(limiter.waiting).toBe(6);
    while (releases.length > 0) {
      releases.shift()?.();
      await new Promise((r) => setTimeout(r, 0));
    }
    expect(peak).toBe(4);
    expect(limiter.running).toBe(0);
  });

  it('does not queue the same path twice', () => {
    const limiter = createLimiter(1);
    const run = vi.fn(() => new Promise(() => undefined));
    limiter.schedule('/a', run);
    limiter.schedule('/a', run);
    expect(run).toHaveBeenCalledTimes(1);
    expect(limiter.waiting).toBe(0);
  });
});

describe('chunk reload', () => {
  it('recognises the browsers’ chunk errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('x is undefined'))).toBe(false);
  });

  it('reloads the target once, and not again within 10 s', () => {
    const storage = new MemoryStorage();
    const reload = vi.fn();
    expect(reloadForChunkError('/produkt/a', storage, reload, 1_000)).toBe(true);
    expect(reloadForChunkError('/produkt/a', storage, reload, 1_000 + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(reloadForChunkError('/produkt/a', storage, reload, 1_000 + RELOAD_GUARD_MS)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(reload).toHaveBeenCalledWith('/produkt/a');
  });

  it('survives a broken guard entry', () => {
    const storage = new MemoryStorage();
    storage.setItem('shop.chunk-reload', '{not json');
    expect(reloadForChunkError('/a', storage, () => undefined, 0)).toBe(true);
  });
});
