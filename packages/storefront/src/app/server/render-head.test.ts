// @vitest-environment node

import { fontFallbackCss, themeCss, themes } from '@shop/ui';
import { describe, expect, it } from 'vitest';
import { themeStyles, withoutWhatThePageSays } from './render';
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
