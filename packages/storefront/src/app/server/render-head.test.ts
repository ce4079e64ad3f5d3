// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { withoutFontPreload, withoutWhatThePageSays } from './render';

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

describe('withoutFontPreload', () => {
  it('drops the font preload and keeps the rest of the head', () => {
    const withFont =
      '<link rel="stylesheet" href="/a.css">\n<link rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2" crossorigin="" nonce="n">\n<link rel="modulepreload" href="/x.js">';
    expect(withoutFontPreload(withFont)).toBe(
      '<link rel="stylesheet" href="/a.css">\n<link rel="modulepreload" href="/x.js">',
    );
  });
});
