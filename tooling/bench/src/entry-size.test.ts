import { describe, expect, it } from 'vitest';
import { entryFiles } from './entry-size.ts';

describe('entryFiles', () => {
  it('lists the entry script and its module preloads once each, and nothing else', () => {
    const html = `<head><link rel="icon" href="/assets/logo.svg">
      <script type="module" crossorigin src="/assets/index-a.js" nonce="N"></script>
      <link rel="modulepreload" crossorigin href="/assets/react-b.js" nonce="N">
      <link rel="modulepreload" crossorigin href="/assets/react-b.js" nonce="N">
      <link rel="stylesheet" href="/assets/index-c.css"></head>`;
    expect(entryFiles(html)).toEqual(['/assets/index-a.js', '/assets/react-b.js']);
  });
});
