// @vitest-environment node
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pickEncoding } from './static-files';
import { builtClient, script, testApp } from './test-server';

const app = testApp(builtClient());

describe("the built client's files", () => {
  it('serves hashed assets for a year, brotli or gzip as asked, with an ETag', async () => {
    const br = await app.request('/assets/index-abc.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(script);
    const gzip = await app.request('/assets/index-abc.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(script);
    const plain = await app.request('/assets/index-abc.js');
    expect(await plain.text()).toBe(script);
    const cached = await app.request('/assets/index-abc.js', {
      headers: { 'if-none-match': br.headers.get('etag') ?? '' },
    });
    expect(cached.status).toBe(304);
    const logo = await app.request('/logo.svg');
    expect(logo.headers.get('cache-control')).toBe('public, max-age=300, must-revalidate');
  });

  it('answers 404 for a missing file, a dot file and any source map, never the app', async () => {
    for (const path of ['/assets/gone.js', '/.env', '/assets/index-abc.js.map', '/robots.txt']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toBe('Hittades inte.');
    }
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding(undefined)).toBe('identity');
    expect(pickEncoding('identity')).toBe('identity');
  });
});
