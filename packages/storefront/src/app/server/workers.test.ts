// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { heapGrowingPercent, workerCount, workerMemoryDefaults } from './server';

describe('workerCount', () => {
  it.each([
    [undefined, 1],
    ['', 1],
    ['1', 1],
    ['3', 3],
    ['auto', 6],
    [' auto ', 6],
  ])('reads WORKERS=%j as %i processes (on 6 cores)', (value, expected) => {
    expect(workerCount(value, 6)).toBe(expected);
  });

  it.each(['0', '-2', '1.5', 'many', '65'])('refuses WORKERS=%j with a message naming it', (value) => {
    expect(() => workerCount(value, 6)).toThrow(/WORKERS must be 1-64 or auto/);
  });
});

describe('workerMemoryDefaults', () => {
  it('gives workers two malloc arenas and 32 MB semi-spaces when the deployment set neither', () => {
    expect(workerMemoryDefaults(['--enable-source-maps'], {})).toEqual({
      execArgv: ['--enable-source-maps', '--max-semi-space-size=32'],
      env: { MALLOC_ARENA_MAX: '2' },
    });
  });

  it('keeps what the deployment set, on the command line or in NODE_OPTIONS', () => {
    expect(workerMemoryDefaults(['--max-semi-space-size=16'], { MALLOC_ARENA_MAX: '4' })).toEqual({
      execArgv: ['--max-semi-space-size=16'],
      env: { MALLOC_ARENA_MAX: '4' },
    });
    expect(workerMemoryDefaults([], { NODE_OPTIONS: '--max_semi_space_size=8' }).execArgv).toEqual([]);
  });
});

describe('heapGrowingPercent', () => {
  it.each([
    [undefined, 50],
    ['', 50],
    ['0', 0],
    ['25', 25],
    [' 100 ', 100],
  ])('reads HEAP_GROWING_PERCENT=%j as %i', (value, expected) => {
    expect(heapGrowingPercent(value)).toBe(expected);
  });

  it.each(['-1', '12.5', 'lots', '401'])(
    'refuses HEAP_GROWING_PERCENT=%j with a message naming it',
    (value) => {
      expect(() => heapGrowingPercent(value)).toThrow(/HEAP_GROWING_PERCENT must be 0-400/);
    },
  );
});
