import { describe, expect, it, vi } from 'vitest';
import {
  createTrackingId,
  getTrackingId,
  TRACKING_ID_KEY,
  trackBehaviour,
  validBehaviourEvents,
} from './behaviour';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  };
}

describe('tracking id', () => {
  it('is 21 URL-safe random characters', () => {
    const ids = new Set(Array.from({ length: 200 }, createTrackingId));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{21}$/);
  });

  it('is stored under _l54a and reused', () => {
    const storage = memoryStorage();
    const first = getTrackingId(storage);
    expect(storage.data.get(TRACKING_ID_KEY)).toBe(first);
    expect(getTrackingId(storage)).toBe(first);
    expect(getTrackingId(memoryStorage({ [TRACKING_ID_KEY]: 'kort' }))).toMatch(/^[\w-]{21}$/);
    expect(getTrackingId(null)).toBeNull();
    expect(
      getTrackingId({
        getItem: () => {
          throw new Error('denied');
        },
        setItem: () => {},
      }),
    ).toBeNull();
  });
});

describe('validBehaviourEvents', () => {
  it.each([
    [
      { type: 'click', articleNumber: '1000001' },
      [{ type: 'click', entity: { type: 'Variant', id: '1000001' } }],
    ],
    [{ type: 'click', articleNumber: '' }, []],
    [
      { type: 'addtocart', articleNumber: '1000001', quantity: 2 },
      [{ type: 'addtocart', entity: { type: 'Variant', id: '1000001' }, quantity: 2 }],
    ],
    [{ type: 'addtocart', articleNumber: '1000001' }, []],
    [{ type: 'addtocart', articleNumber: '1000001', quantity: 0 }, []],
    [
      {
        type: 'purchase',
        orderId: '5000123',
        items: [
          { articleNumber: '1', quantity: 2 },
          { articleNumber: '2', quantity: 1 },
        ],
      },
      [
        { type: 'purchase', entity: { type: 'Variant', id: '1' }, quantity: 2, orderId: '5000123' },
        { type: 'purchase', entity: { type: 'Variant', id: '2' }, quantity: 1, orderId: '5000123' },
      ],
    ],
    [{ type: 'purchase', items: [{ articleNumber: '1', quantity: 2 }] }, []],
    [{ type: 'purchase', orderId: '1', items: [{ articleNumber: '1' }] }, []],
    [{ type: 'purchase', orderId: '1', items: [] }, []],
  ] as const)('%j → %j', (input, expected) => {
    expect(validBehaviourEvents([input as never])).toEqual(expected);
  });
});

describe('trackBehaviour', () => {
  const options = (fetchImpl: typeof fetch, report = vi.fn()) => ({
    searchUrl: 'http://search/',
    apiVersion: '2',
    storage: memoryStorage(),
    fetch: fetchImpl,
    report,
  });

  it('posts valid events with the tracking id and the search headers', async () => {
    const fetchImpl = vi.fn(async () => new Response(null, { status: 202 }));
    expect(
      await trackBehaviour(
        [{ type: 'click', articleNumber: '1000001' }, { type: 'click' }],
        options(fetchImpl as never),
      ),
    ).toBe('sent');
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://search/createEvents');
    expect(init.headers).toMatchObject({ 'api-version': '2', 'user-id': 'server' });
    expect(JSON.parse(String(init.body))).toMatchObject({
      trackingId: expect.stringMatching(/^[\w-]{21}$/),
      events: [{ type: 'click' }],
    });
  });

  it('sends nothing when no event is valid', async () => {
    const fetchImpl = vi.fn();
    expect(
      await trackBehaviour([{ type: 'addtocart', articleNumber: 'x' }], options(fetchImpl as never)),
    ).toBe('skipped');
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('reports a missing tracking id and a failed call, never throwing', async () => {
    const report = vi.fn();
    expect(
      await trackBehaviour([{ type: 'click', articleNumber: '1' }], {
        ...options(vi.fn() as never, report),
        storage: null,
      }),
    ).toBe('failed');
    expect(report.mock.calls[0]?.[0].message).toMatch(/Missing tracking id/);
    const failing = vi.fn(async () => new Response('x', { status: 500 }));
    expect(
      await trackBehaviour([{ type: 'click', articleNumber: '1' }], options(failing as never, report)),
    ).toBe('failed');
    const throwing = vi.fn(async () => {
      throw 'offline';
    });
    expect(
      await trackBehaviour([{ type: 'click', articleNumber: '1' }], options(throwing as never, report)),
    ).toBe('failed');
    expect(report).toHaveBeenCalledTimes(3);
  });
});
