// @vitest-environment node
import type { StoredSession } from '@shop/commerce-client';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasRedisServer, startRedis } from './redis-server.test-helper';
import {
  createMemoryCoordinator,
  createRedisCoordinator,
  type KeptSession,
  type SessionCoordinator,
} from './session-coordinator';

const SECRET = 'a-test-secret-of-at-least-32-characters';
let serial = 0;
const sessionOf = (): StoredSession => {
  serial++;
  return { token: `token-${serial}`, refreshToken: `refresh-${serial}-secret`, customerId: 'c1' };
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A refresh at a pretend service: counted, slow enough that the others arrive meanwhile. */
function countingRefresh(outcome: (old: StoredSession) => KeptSession, delayMs = 50) {
  const calls: string[] = [];
  const run = (old: StoredSession) => async () => {
    calls.push(old.refreshToken);
    await sleep(delayMs);
    return outcome(old);
  };
  return { calls, run };
}
const renewed = (old: StoredSession): KeptSession => ({
  status: 'ok',
  session: { token: `${old.token}-new`, refreshToken: `${old.refreshToken}-new`, customerId: old.customerId },
  refreshed: true,
});

/** The behaviour both coordinators share, run against two "processes" of the same store. */
function sharedBehaviour(make: () => [SessionCoordinator, SessionCoordinator]) {
  it('refreshes a session once for 50 concurrent requests spread over both processes', async () => {
    const [a, b] = make();
    const old = sessionOf();
    const { calls, run } = countingRefresh(renewed);
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, (_, i) => (i % 2 ? a : b).refreshOnce(old, run(old))),
    );
    expect(calls).toHaveLength(1);
    for (const outcome of outcomes)
      expect(outcome).toMatchObject({ status: 'ok', session: { token: `${old.token}-new` } });
  });

  it('gives a request with the old refresh token the new tokens during the grace, on either process', async () => {
    const [a, b] = make();
    const old = sessionOf();
    await a.refreshOnce(old, countingRefresh(renewed).run(old));
    expect(await b.exchanged(old.refreshToken)).toEqual({
      token: `${old.token}-new`,
      refreshToken: `${old.refreshToken}-new`,
      customerId: 'c1',
    });
    expect(await a.exchanged('refresh-never-seen')).toBeNull();
  });

  it('shares an ended session with the requests that waited on its refresh', async () => {
    const [a, b] = make();
    const old = sessionOf();
    const { calls, run } = countingRefresh(() => ({ status: 'ended' }));
    const outcomes = await Promise.all([a.refreshOnce(old, run(old)), b.refreshOnce(old, run(old))]);
    expect(calls).toHaveLength(1);
    expect(outcomes).toEqual([{ status: 'ended' }, { status: 'ended' }]);
    expect(await b.exchanged(old.refreshToken)).toBeNull();
  });

  it('forgets a signed-out session from its new tokens and from its old ones', async () => {
    const [a, b] = make();
    const old = sessionOf();
    const outcome = await a.refreshOnce(old, countingRefresh(renewed).run(old));
    if (outcome.status !== 'ok') throw new Error('no refresh');
    await b.forget(outcome.session.refreshToken);
    expect(await a.exchanged(old.refreshToken)).toBeNull();
  });

  it('refuses a revoked session id on the other process', async () => {
    const [a, b] = make();
    await a.revoke('sid-1', Math.floor(Date.now() / 1000) + 60);
    expect(await b.isRevoked('sid-1')).toBe(true);
    expect(await b.isRevoked('sid-2')).toBe(false);
    expect(await b.isRevoked(undefined)).toBe(false);
  });
}

describe('createMemoryCoordinator', () => {
  // One process: both "processes" are the same memory.
  sharedBehaviour(() => {
    const one = createMemoryCoordinator();
    return [one, one];
  });

  it('lets the grace run out', async () => {
    let clock = 1_000;
    const coordinator = createMemoryCoordinator({ graceMs: 60_000, now: () => clock });
    const old = sessionOf();
    await coordinator.refreshOnce(old, countingRefresh(renewed, 0).run(old));
    clock += 60_001;
    expect(await coordinator.exchanged(old.refreshToken)).toBeNull();
  });
});

const redisThere = hasRedisServer();
if (!redisThere)
  console.warn(
    'session-coordinator.test.ts: redis-server is not installed; the Redis coordinator tests are skipped (apt-get install -y redis-server; ./shop test installs it)',
  );

describe.skipIf(!redisThere)('createRedisCoordinator (a real redis-server)', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  const opened: SessionCoordinator[] = [];
  const open = (extra: Partial<Parameters<typeof createRedisCoordinator>[0]> = {}) => {
    const coordinator = createRedisCoordinator({ url: redis.url, secret: SECRET, log: () => {}, ...extra });
    opened.push(coordinator);
    return coordinator;
  };
  beforeAll(async () => {
    redis = await startRedis();
  }, 20_000);
  afterAll(async () => {
    await Promise.all(opened.map((c) => c.close()));
    await redis?.stop();
  });

  sharedBehaviour(() => [open(), open()]);

  it('keeps no refresh token or access token readable in Redis', async () => {
    const a = open();
    const old = sessionOf();
    const client = new Redis(redis.url);
    try {
      // Only this test's keys.
      await client.flushall();
      await a.refreshOnce(old, countingRefresh(renewed, 0).run(old));
      await a.revoke('sid-plain', Math.floor(Date.now() / 1000) + 60);
      const keys = await client.keys('*');
      expect(keys.length).toBeGreaterThan(0);
      const everything = [...keys, ...(await Promise.all(keys.map((k) => client.get(k))))].join('\n');
      expect(everything).not.toContain(old.refreshToken);
      expect(everything).not.toContain(`${old.token}-new`);
      expect(everything).not.toContain('sid-plain');
      // The grace entry expires with the grace period.
      const ttl = await client.pttl(keys.find((k) => k.includes(':out:')) ?? '');
      expect(ttl).toBeGreaterThan(50_000);
      expect(ttl).toBeLessThanOrEqual(60_000);
    } finally {
      client.disconnect();
    }
  });

  it('does not open what another secret sealed (a rotated secret is a fresh start)', async () => {
    const a = open();
    const b = open({ secret: 'another-secret-of-at-least-32-characters' });
    const old = sessionOf();
    await a.refreshOnce(old, countingRefresh(renewed, 0).run(old));
    expect(await b.exchanged(old.refreshToken)).toBeNull();
  });

  it('takes the refresh over when the lock holder never finishes', async () => {
    const a = open({ lockMs: 200 });
    const b = open({ lockMs: 200 });
    const old = sessionOf();
    // a's refresh hangs past its lock: b refreshes once the lock has expired.
    const hanging = a.refreshOnce(old, () => new Promise<KeptSession>(() => {}));
    await sleep(20);
    const { calls, run } = countingRefresh(renewed, 0);
    const outcome = await b.refreshOnce(old, run(old));
    expect(calls).toHaveLength(1);
    expect(outcome.status).toBe('ok');
    void hanging;
  });

  it('falls back to this process when Redis does not answer', async () => {
    const lines: string[] = [];
    const down = createRedisCoordinator({
      url: 'redis://127.0.0.1:1/0',
      secret: SECRET,
      log: (line) => lines.push(line),
    });
    opened.push(down);
    const old = sessionOf();
    const { calls, run } = countingRefresh(renewed);
    const outcomes = await Promise.all([down.refreshOnce(old, run(old)), down.refreshOnce(old, run(old))]);
    expect(calls).toHaveLength(1);
    expect(outcomes[0]?.status).toBe('ok');
    expect(await down.ping()).toBe(false);
    expect(lines.join('\n')).toMatch(/session coordinator/);
  });
});
