// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"disableJavaScriptFileLoading":true,"handleDisabledFileLoadingAsSuccess":true}}
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataLayer, resetDataLayerWarning } from './data-layer';
import { viewItemEvent } from './events';

afterEach(() => {
  resetDataLayerWarning();
  vi.useRealTimers();
});

describe('createDataLayer', () => {
  it("is off without a GTM id and says 'Missing GTM_ID' once", () => {
    const console = { error: vi.fn() };
    const a = createDataLayer({ gtmId: '', console, window: window as never });
    createDataLayer({ gtmId: '  ', console, window: window as never });
    createDataLayer({ gtmId: null, console, window: window as never });
    expect(a.enabled).toBe(false);
    a.push({ event: 'x' });
    expect(console.error).toHaveBeenCalledTimes(1);
    expect(console.error).toHaveBeenCalledWith('Missing GTM_ID');
  });

  it('is on for any configured id, also one that does not look like GTM-…', () => {
    const console = { error: vi.fn() };
    const win = window as Window & { dataLayer?: unknown[] };
    win.dataLayer = [];
    const layer = createDataLayer({ gtmId: 'gtm-abc_123', console, window: win });
    expect(layer.enabled).toBe(true);
    layer.push({ event: 'page_view' });
    expect(win.dataLayer).toContainEqual({ event: 'page_view' });
    expect(console.error).not.toHaveBeenCalled();
  });

  it('pushes ecommerce: null before each ecommerce event', () => {
    const win = window as Window & { dataLayer?: unknown[] };
    win.dataLayer = [];
    const layer = createDataLayer({ gtmId: 'GTM-ABC123', window: win });
    layer.push(viewItemEvent({ articleNumber: '1', name: 'x', price: { netPrice: 1 } }));
    layer.push({ event: 'page_view' });
    expect(win.dataLayer.slice(1)).toEqual([
      { ecommerce: null },
      expect.objectContaining({ event: 'view_item' }),
      { event: 'page_view' },
    ]);
  });

  it('adds the tag-manager script only after the largest paint or the fallback, not at once', () => {
    vi.useFakeTimers();
    const win = window as Window & { dataLayer?: unknown[] };
    createDataLayer({ gtmId: 'GTM-XYZ789', window: win });
    const script = () => document.head.querySelector('script[src*="GTM-XYZ789"]');
    expect(script()).toBeNull();
    vi.advanceTimersByTime(7000);
    expect(script()?.getAttribute('src')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-XYZ789');
  });

  it('waits for consent: no script on a no, the script with the nonce and its own URL on a yes', async () => {
    vi.useFakeTimers();
    const win = window as Window & { dataLayer?: unknown[] };
    createDataLayer({ gtmId: 'GTM-DENIED', window: win, consent: Promise.resolve(false) });
    let grant: (yes: boolean) => void = () => {};
    const later = new Promise<boolean>((resolve) => {
      grant = resolve;
    });
    createDataLayer({
      gtmId: 'GTM-LATER',
      window: win,
      consent: later,
      nonce: 'abc123',
      scriptUrl: 'http://127.0.0.1:4000/gtm.js',
    });
    await vi.advanceTimersByTimeAsync(7000);
    expect(document.head.querySelector('script[src*="GTM-DENIED"]')).toBeNull();
    expect(document.head.querySelector('script[src*="GTM-LATER"]')).toBeNull();
    grant(true);
    await vi.advanceTimersByTimeAsync(0);
    const script = document.head.querySelector<HTMLScriptElement>('script[src*="GTM-LATER"]');
    expect(script?.getAttribute('src')).toBe('http://127.0.0.1:4000/gtm.js?id=GTM-LATER');
    expect(script?.nonce).toBe('abc123');
    expect(document.head.querySelector('script[src*="GTM-DENIED"]')).toBeNull();
  });
});
