// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createSignInLimits } from './limits';

describe('sign-in limits', () => {
  it('let a whole office behind one address mistype now and then, and stop one account being guessed', () => {
    let now = 0;
    const limits = createSignInLimits({ now: () => now });
    // 30 colleagues, 3 typos each, from one address: nobody waits.
    for (let person = 0; person < 30; person++)
      for (let typo = 0; typo < 3; typo++) {
        expect(limits.check(`kollega${person}`, '203.0.113.7')).toBe(0);
        limits.failed(`kollega${person}`, '203.0.113.7');
      }
    expect(limits.check('kollega31', '203.0.113.7')).toBe(0);
    // One account: after 5 wrong passwords it waits 1 s, then 2, 4 … (from any address).
    for (let i = 0; i < 5; i++) limits.failed('anna.user', `198.51.100.${i}`);
    expect(limits.check('Anna.User ', '192.0.2.1')).toBe(1);
    now += 1000;
    expect(limits.check('anna.user', '192.0.2.1')).toBe(0);
    limits.failed('anna.user', '192.0.2.1');
    expect(limits.check('anna.user', '192.0.2.1')).toBe(2);
    for (let i = 0; i < 20; i++) limits.failed('anna.user', '192.0.2.1');
    expect(limits.check('anna.user', '192.0.2.1')).toBe(15 * 60);
    // An address with 100 wrong passwords across accounts waits 15 minutes.
    for (let i = 0; i < 100; i++) limits.failed(`gissning${i}`, '198.51.100.99');
    expect(limits.check('someone.else', '198.51.100.99')).toBe(15 * 60);
    // A right password clears its account.
    limits.succeeded('kollega1');
    expect(limits.check('kollega1', '203.0.113.7')).toBe(0);
  });
});
