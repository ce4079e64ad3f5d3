// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"disableJavaScriptFileLoading":true,"handleDisabledFileLoadingAsSuccess":true}}
import * as trackingModule from '@shop/tracking';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Brand } from '../core';
import { consentAtom } from '../core';
import { createBrowserTracker, TRACKED_ORDERS_KEY } from './tracking';

const brand = { id: 'bygg', name: 'Bygghandeln' } as Brand;
const line = { articleNumber: '1000009', name: 'Träskruv', quantity: 2, price: { netPrice: 386.41 } };
type Win = Window & { dataLayer?: Record<string, unknown>[] };

function tracker(
  config: Parameters<typeof createBrowserTracker>[0]['config'] = { gtmId: 'GTM-TEST' },
  searchApiVersion?: string,
) {
  const store = createStore();
  const made = createBrowserTracker({
    brand,
    config,
    store,
    searchApiVersion,
    load: async () => trackingModule,
    window: window,
  });
  return { made, store };
}

const events = () => ((window as Win).dataLayer ?? []).map((e) => e.event).filter(Boolean);

beforeEach(() => {
  (window as Win).dataLayer = [];
  localStorage.clear();
  vi.spyOn(window, 'fetch').mockResolvedValue(new Response('{}', { status: 202 }));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('createBrowserTracker', () => {
  it('keeps what is tracked before tracking has loaded, and pushes it in order once it has', async () => {
    const { made } = tracker();
    made.track({ type: 'view_item', line });
    made.track({ type: 'view_cart', lines: [line] });
    expect(events()).toEqual([]);
    made.start();
    await vi.waitFor(() => expect(events()).toContain('view_cart'));
    expect(events().filter((e) => e !== 'gtm.js')).toEqual(['view_item', 'view_cart']);
    const viewItem = (window as Win).dataLayer?.find((e) => e.event === 'view_item');
    expect(viewItem?.ecommerce).toMatchObject({ currency: 'SEK', value: 772.82 });
  });

  it('tracks a purchase once per order id, also after a reload (a new tracker, the same browser)', async () => {
    const first = tracker().made;
    first.start();
    first.track({ type: 'purchase', orderId: '5000123', lines: [line] });
    first.track({ type: 'purchase', orderId: '5000123', lines: [line] });
    await vi.waitFor(() => expect(events()).toContain('purchase'));
    const again = tracker().made;
    again.start();
    again.track({ type: 'purchase', orderId: '5000123', lines: [line] });
    again.track({ type: 'purchase', orderId: '5000124', lines: [line] });
    await vi.waitFor(() =>
      expect((window as Win).dataLayer?.filter((e) => e.event === 'purchase')).toHaveLength(2),
    );
    const ids = (window as Win).dataLayer
      ?.filter((e) => e.event === 'purchase')
      .map((e) => (e.ecommerce as { transaction_id: string }).transaction_id);
    expect(ids).toEqual(['5000123', '5000124']);
    expect(JSON.parse(localStorage.getItem(TRACKED_ORDERS_KEY) ?? '[]')).toEqual(['5000123', '5000124']);
  });

  it('sends behaviour events in one batch with the tracking id, and never lets a failure reach the page', async () => {
    const fetch = vi.spyOn(window, 'fetch').mockResolvedValue(new Response('{}', { status: 500 }));
    const { made } = tracker({ gtmId: 'GTM-TEST' });
    made.start();
    made.behaviour({ type: 'click', articleNumber: '1000009' });
    made.track({ type: 'cart_change', added: [line], removed: [], listName: 'search_result_list', index: 3 });
    // (An earlier test's purchase batch may arrive here too: this test's is the one with the click.)
    const ours = () => fetch.mock.calls.filter(([, init]) => String(init?.body).includes('"click"'));
    await vi.waitFor(() => expect(ours()).toHaveLength(1), { timeout: 3000 });
    const [url, init] = ours()[0] ?? [];
    expect(url).toBe('/api/createEvents');
    const body = JSON.parse(String(init?.body));
    expect(body.trackingId).toMatch(/^[\w-]{21}$/);
    expect(body.events).toEqual([
      { type: 'click', entity: { type: 'Variant', id: '1000009' } },
      { type: 'addtocart', entity: { type: 'Variant', id: '1000009' }, quantity: 2 },
    ]);
    const add = (window as Win).dataLayer?.find((e) => e.event === 'add_to_cart');
    expect(add?.ecommerce).toMatchObject({ items: [{ item_list_name: 'search_result_list', index: 3 }] });
  });

  it("sends behaviour events with the configured api-version, '1' when none is", async () => {
    const fetch = vi.spyOn(window, 'fetch').mockResolvedValue(new Response('{}', { status: 202 }));
    const headersOf = (article: string) =>
      fetch.mock.calls.find(([, init]) => String(init?.body).includes(article))?.[1]?.headers;
    const configured = tracker({}, '4').made;
    configured.start();
    configured.behaviour({ type: 'click', articleNumber: '1000041' });
    await vi.waitFor(() => expect(headersOf('1000041')).toBeDefined(), { timeout: 3000 });
    expect(headersOf('1000041')).toMatchObject({ 'api-version': '4' });
    const plain = tracker({}).made;
    plain.start();
    plain.behaviour({ type: 'click', articleNumber: '1000042' });
    await vi.waitFor(() => expect(headersOf('1000042')).toBeDefined(), { timeout: 3000 });
    expect(headersOf('1000042')).toMatchObject({ 'api-version': '1' });
  });

  it('asks for consent only with a tag manager, and says errors are reported only with a DSN', () => {
    expect(tracker({}).made).toMatchObject({ asksConsent: false, reportsErrors: false });
    expect(tracker({ gtmId: 'GTM-X', errorDsn: 'http://k@h/1' }).made).toMatchObject({
      asksConsent: true,
      reportsErrors: true,
    });
  });

  it('loads the tag manager only after a yes', async () => {
    vi.useFakeTimers();
    const { made, store } = tracker({ gtmId: 'GTM-CONSENT', gtmScriptUrl: 'http://127.0.0.1:4000/gtm.js' });
    made.start();
    await vi.advanceTimersByTimeAsync(7000);
    const script = () => document.head.querySelector('script[src*="GTM-CONSENT"]');
    expect(script()).toBeNull();
    store.set(consentAtom, 'granted');
    await vi.advanceTimersByTimeAsync(0);
    expect(script()?.getAttribute('src')).toBe('http://127.0.0.1:4000/gtm.js?id=GTM-CONSENT');
  });
});
