// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FONT_WAIT_ID } from './security';
import { createStorefrontServer } from './server';
import { builtClient, lastRender, render, testApp } from './test-server';

const dir = builtClient();
const app = testApp(dir);
/** The same server with the scripts held back until the page has loaded and painted. */
const afterPaintApp = createStorefrontServer({
  brandId: 'bygg',
  clientDir: dir,
  commerceUrl: 'https://commerce.example.com/api',
  sessionSecret: 'a-test-secret-of-at-least-32-characters',
  render,
  routeAssets: [['^/produkt/', ['/assets/product-page.css', '/assets/product-page.js']]],
  scripts: 'after-paint',
});

describe('the script loader', () => {
  /** Runs the page's loader with a stand-in browser; `import(…)` is recorded instead of loaded. */
  async function loaderOf(readyState: 'loading' | 'interactive' | 'complete', server = afterPaintApp) {
    const html = await (
      await server.request('/produkt/x', { headers: { 'accept-encoding': 'identity' } })
    ).text();
    // With a nonce when the request rendered the page, by hash when the cache had it.
    const code = /<script(?: nonce="[^"]+")?>(\(function\(\)\{[\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const imported: string[] = [];
    const preloaded: string[] = [];
    /** What was asked for, in order: the entry's import and each preload. */
    const requested: string[] = [];
    const listeners = new Map<string, () => void>();
    let paintObserver: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
    const timers: [() => void, number][] = [];
    const removed: string[] = [];
    const fontsLoaded: string[] = [];
    const browser = {
      document: {
        readyState: readyState as 'loading' | 'interactive' | 'complete',
        currentScript: { nonce: 'n0' },
        getElementById: (id: string) => ({
          getAttribute: (name: string) => (name === 'data-face' ? "'Inter Variable'" : null),
          remove: () => removed.push(id),
        }),
        fonts: {
          load: (font: string) => {
            fontsLoaded.push(font);
            return Promise.resolve();
          },
        },
        head: {
          appendChild: (link: { href: string }) => {
            preloaded.push(link.href);
            requested.push(link.href);
          },
        },
        createElement: () => ({}),
      },
      addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
      PerformanceObserver: class {
        constructor(callback: typeof paintObserver) {
          paintObserver = callback;
        }
        observe() {}
      },
      setTimeout: (callback: () => void, ms: number) => timers.push([callback, ms]),
      load: (href: string) => {
        imported.push(href);
        requested.push(href);
      },
    };
    const run = new Function(...Object.keys(browser), code.replace(/\bimport\(/g, 'load('));
    run(...Object.values(browser));
    const paint = () =>
      paintObserver?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    /** Runs the timers due within `ms`. */
    const tick = (ms = 0) => {
      const due = timers.filter(([, after]) => after <= ms);
      for (const timer of due) timers.splice(timers.indexOf(timer), 1);
      for (const [callback] of due) callback();
    };
    /** The browser's events: the document parsed (`DOMContentLoaded`), the page loaded (`load`). */
    const fire = (type: 'DOMContentLoaded' | 'load') => {
      browser.document.readyState = type === 'load' ? 'complete' : 'interactive';
      listeners.get(type)?.();
    };
    return { imported, preloaded, requested, removed, fontsLoaded, fire, paint, tick };
  }

  it('fetches the scripts as soon as the head is in, entry first, runs the entry once the document is parsed, and the brand face after the paint', async () => {
    const loader = await loaderOf('loading', app);
    // Nothing has painted or loaded yet: the scripts are on their way, the brand face is not.
    expect(loader.preloaded).toEqual([
      '/assets/index-abc.js',
      '/assets/vendor-abc.js',
      '/assets/product-page.js',
    ]);
    expect(loader.fontsLoaded).toEqual([]);
    expect(lastRender.fontAfterPaint).toBe(true);
    // The router's data is at the end of <body>: the entry waits for the whole document.
    expect(loader.imported).toEqual([]);
    loader.fire('DOMContentLoaded');
    expect(loader.imported).toEqual(['/assets/index-abc.js']);
    loader.paint();
    loader.tick();
    expect(loader.fontsLoaded).toEqual([]);
    loader.fire('load');
    loader.tick();
    expect(loader.fontsLoaded).toEqual(["1em 'Inter Variable'"]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loader.removed).toEqual([FONT_WAIT_ID]);
    // Once: neither the paint nor the 5 s fallback fetches or starts the entry again.
    loader.tick(5000);
    expect(loader.imported).toEqual(['/assets/index-abc.js']);
    expect(loader.preloaded).toHaveLength(3);
    expect(loader.fontsLoaded).toHaveLength(1);
  });

  it('runs the entry at once when the document was already parsed', async () => {
    const loader = await loaderOf('interactive', app);
    expect(loader.requested).toEqual([
      '/assets/index-abc.js',
      '/assets/vendor-abc.js',
      '/assets/product-page.js',
      '/assets/index-abc.js',
    ]);
    expect(loader.imported).toEqual(['/assets/index-abc.js']);
  });

  it('fetches the brand face after 5 s at the latest, when an image never finishes', async () => {
    const loader = await loaderOf('loading', app);
    loader.fire('DOMContentLoaded');
    loader.tick();
    expect(loader.fontsLoaded).toEqual([]);
    loader.tick(5000);
    expect(loader.fontsLoaded).toEqual(["1em 'Inter Variable'"]);
    expect(loader.imported).toEqual(['/assets/index-abc.js']);
  });

  it('starts the entry and its preloads only once the page has loaded and painted, and once', async () => {
    const loader = await loaderOf('loading');
    loader.paint();
    loader.tick();
    expect(loader.imported).toEqual([]);
    expect(loader.fontsLoaded).toEqual([]);
    expect(loader.removed).toEqual([]);
    expect(lastRender.fontAfterPaint).toBe(true);
    loader.fire('load');
    loader.tick();
    expect(loader.preloaded).toEqual([
      '/assets/index-abc.js',
      '/assets/vendor-abc.js',
      '/assets/product-page.js',
    ]);
    expect(loader.imported).toEqual(['/assets/index-abc.js']);
    // The brand face's turn comes with the scripts': fetched, then the rule that kept it out goes.
    expect(loader.fontsLoaded).toEqual(["1em 'Inter Variable'"]);
    expect(loader.removed).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loader.removed).toEqual([FONT_WAIT_ID]);
    loader.tick(5000);
    expect(loader.imported).toHaveLength(1);
  });

  it('waits for the first paint when the page had already loaded', async () => {
    const loader = await loaderOf('complete');
    loader.tick();
    expect(loader.imported).toEqual([]);
    loader.paint();
    loader.tick();
    expect(loader.imported).toEqual(['/assets/index-abc.js']);
  });

  it('starts after 5 s at the latest, when an image never finishes or the tab is in the background', async () => {
    const loader = await loaderOf('loading');
    loader.fire('DOMContentLoaded');
    loader.tick();
    expect(loader.imported).toEqual([]);
    loader.tick(5000);
    expect(loader.imported).toEqual(['/assets/index-abc.js']);
  });

  it('leaves the scripts as index.html has them when told to load them eagerly (development)', async () => {
    const eager = createStorefrontServer({
      brandId: 'bygg',
      clientDir: dir,
      commerceUrl: 'https://commerce.example.com/api',
      sessionSecret: 'a-test-secret-of-at-least-32-characters',
      render,
      routeAssets: [['^/produkt/', ['/assets/product-page.css', '/assets/product-page.js']]],
      scripts: 'eager',
    });
    const html = await (
      await eager.request('/produkt/x', { headers: { 'accept-encoding': 'identity' } })
    ).text();
    expect(html).toContain('<script type="module" src="/assets/index-abc.js"');
    expect(lastRender.fontAfterPaint).toBe(false);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/product-page.js"');
    expect(html).not.toContain('currentScript');
  });
});
