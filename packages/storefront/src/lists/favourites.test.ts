import { describe, expect, it } from 'vitest';
import { favouriteChange } from './favourites';

const held = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ favouriteId: `f${i}`, articleNumber: String(1000000 + i) }));

describe('favouriteChange', () => {
  it('takes a favourite away, by its id', () => {
    expect(favouriteChange(held(3), '1000001')).toEqual({ kind: 'remove', favouriteId: 'f1' });
  });

  it('adds an article while there is room, up to the 50th', () => {
    expect(favouriteChange(held(49), '2000000')).toEqual({ kind: 'add', articleNumber: '2000000' });
  });

  it('adds nothing at the cap of 50 (§9), but still takes one away there', () => {
    expect(favouriteChange(held(50), '2000000')).toEqual({ kind: 'full' });
    expect(favouriteChange(held(50), '1000049')).toEqual({ kind: 'remove', favouriteId: 'f49' });
  });
});
