import { describe, expect, it } from 'vitest';
import { addedNotice } from './added-notice-state';

describe('addedNotice', () => {
  it('tells one add from the next, even of the same article', () => {
    const line = { name: 'Flexibel kabel', quantity: 2, unit: 'm' };
    const first = addedNotice([line], '/produkt/a');
    const second = addedNotice([line], '/produkt/a');
    expect(second.id).not.toBe(first.id);
    expect(second).toMatchObject({ lines: [line], pathname: '/produkt/a' });
  });
});
