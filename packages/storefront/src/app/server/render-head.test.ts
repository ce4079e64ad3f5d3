// @vitest-environment node

import { fontFallbackCss, themeCss, themes } from '@shop/ui';
import { describe, expect, it } from 'vitest';
import { documentStream, themeStyles, withoutWhatThePageSays } from './render';
import { FONT_WAIT_ID } from './security';

const head =
  '<meta charset="UTF-8" />\n<meta name="description" content="Bygghandeln – byggmaterial" />\n<title>Bygghandeln</title>\n<link rel="stylesheet" href="/a.css">';

describe('withoutWhatThePageSays', () => {
  it("leaves the build's title and description to pages that set none", () => {
    expect(withoutWhatThePageSays(head, [{ meta: undefined }, { meta: [{ name: 'robots' }] }])).toBe(head);
  });

  it('drops the title and the description a content page sets itself, and nothing else', () => {
    const out = withoutWhatThePageSays(head, [
      {},
      { meta: [{ title: 'Om oss – Bygghandeln' }, { name: 'description' }] },
    ]);
    expect(out).toBe('<meta charset="UTF-8" />\n<link rel="stylesheet" href="/a.css">');
  });
});

describe('withoutWhatThePageSays and the favicon', () => {
  const withIcon = `${head}\n<link rel="icon" type="image/svg+xml" href="/logo.svg" />`;

  it("keeps the build's icon when no route links one", () => {
    expect(withoutWhatThePageSays(withIcon, [{ links: [{ rel: 'stylesheet' }] }])).toBe(withIcon);
  });

  it("drops the build's icon when a route links the content service's favicon", () => {
    const out = withoutWhatThePageSays(withIcon, [{ links: [{ rel: 'icon' }] }]);
    expect(out).not.toContain('rel="icon"');
    expect(out).toContain('<link rel="stylesheet" href="/a.css">');
  });
});

describe('themeStyles', () => {
  const family = themes.bygg.font.family;

  it('declares the theme and its fallback face, and react-aria’s pressable rule, when the brand face may load at once', () => {
    const out = themeStyles(themes.bygg, 'n', false);
    expect(out).toBe(
      `<style id="shop-theme" nonce="n">${themeCss(themes.bygg)}${fontFallbackCss(themes.bygg)}</style>` +
        '<style id="react-aria-pressable-style" nonce="n">@layer{[data-react-aria-pressable]{touch-action:pan-x pan-y pinch-zoom}}</style>',
    );
  });

  it('keeps the brand face out of the first paint, in a rule the loader can remove, and not without JavaScript', () => {
    const out = themeStyles(themes.bygg, 'n', true);
    expect(out).toContain(
      `<style id="${FONT_WAIT_ID}" data-face="'Inter Variable'" nonce="n">:root{--shop-font-family:'Inter Fallback', system-ui, -apple-system, 'Segoe UI', sans-serif}</style>`,
    );
    expect(out).toContain(
      `<noscript><style nonce="n">:root{--shop-font-family:${family}}</style></noscript>`,
    );
  });
});

describe('documentStream', () => {
  const encoder = new TextEncoder();
  const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
  const later = () => new Promise((resolve) => setTimeout(resolve, 5));

  /** A renderer that writes each turn's pieces when its data is there (a while after the last), and what comes out as text. */
  async function through(turns: string[][], insert = '<meta name="x">') {
    const source = new ReadableStream<Uint8Array>({
      async start(controller) {
        for (const pieces of turns) {
          for (const piece of pieces) controller.enqueue(encoder.encode(piece));
          await later();
        }
        controller.close();
      },
    });
    const decoder = new TextDecoder();
    const chunks: string[] = [];
    for await (const chunk of documentStream(source, insert)) chunks.push(decoder.decode(chunk));
    return chunks;
  }

  it('puts the insert right after the first <head>, also when <head> is split between pieces', async () => {
    const chunks = await through([['<!DOCTYPE html><html><he', 'ad><title>T</title></head>']]);
    expect(chunks.join('')).toBe('<!DOCTYPE html><html><head><meta name="x"><title>T</title></head>');
  });

  it("hands on one turn's pieces as one chunk, and each turn's apart (the shell is not held)", async () => {
    const shell = ['<html><head></head><body>', '<main>a</main>', '<footer>b</footer>'];
    const late = ['<script>c</script>', '<div hidden>d</div>'];
    const chunks = await through([shell, late, ['</body></html>']]);
    expect(chunks).toEqual([
      '<html><head><meta name="x"></head><body><main>a</main><footer>b</footer>',
      '<script>c</script><div hidden>d</div>',
      '</body></html>',
    ]);
  });

  it('passes a document without a <head> through whole', async () => {
    expect((await through([['<p>no head</p>'], ['<p>at all</p>']])).join('')).toBe(
      '<p>no head</p><p>at all</p>',
    );
  });

  it('ends quietly when the reader goes away in the middle of a turn', async () => {
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('<html><head></head><body>'));
      },
    });
    const reader = documentStream(source, '').getReader();
    const read = reader.read();
    // The piece reaches the transform in microtasks; the turn's end (when it would be handed on) is after.
    for (let i = 0; i < 20; i++) await Promise.resolve();
    await reader.cancel();
    await nextTurn();
    expect(await read).toEqual({ done: true, value: undefined });
  });
});
