// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createSessionSeal } from './session-seal';
import { SECRET } from './test-server';

describe('the session cookie', () => {
  it('ends at its absolute lifetime however it is used, and after 7 days unused', async () => {
    let now = Date.UTC(2026, 10, 1);
    const seal = createSessionSeal(SECRET, { now: () => now });
    const session = { token: 't', refreshToken: 'r', customerId: '10001' };
    const first = await seal.open(await seal.seal(session));
    expect(first?.sid).toMatch(/^[0-9a-f-]{36}$/);
    // Used every day: resealed with the same id and start, until 30 days after sign-in.
    let current = first;
    for (let day = 1; day < 30; day++) {
      now += 24 * 3600 * 1000;
      current = await seal.open(await seal.seal(current ?? session));
      expect(current?.sid).toBe(first?.sid);
    }
    now += 24 * 3600 * 1000;
    expect(await seal.open(await seal.seal(current ?? session))).toBeNull();
    // Not used for more than 7 days: over.
    const idle = await seal.seal(session);
    now += 7 * 24 * 3600 * 1000 + 1000;
    expect(await seal.open(idle)).toBeNull();
  });

  it('an old cookie without an id or an end (sealed before this change) is not a session', async () => {
    const { EncryptJWT } = await import('jose');
    const { createHash } = await import('node:crypto');
    const key = createHash('sha256').update(SECRET).digest();
    const legacy = await new EncryptJWT({ t: 't', r: 'r', c: '10001' })
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
      .setIssuedAt()
      .encrypt(key);
    expect(await createSessionSeal(SECRET).open(legacy)).toBeNull();
  });
});
