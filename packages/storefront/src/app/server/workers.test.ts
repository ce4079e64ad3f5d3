// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { workerCount } from './server';

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
