import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Types worth compressing (fonts and images are compressed already). */
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json)|image\/svg\+xml)/;

export type Encoding = 'br' | 'gzip' | 'identity';

export interface StaticFile {
  path: string;
  contentType: string;
  etag: string;
  /** Under `assets/`: the name carries a content hash, so it can be cached for ever. */
  immutable: boolean;
  body(encoding: Encoding): Buffer;
  compressible: boolean;
}

/** The best encoding the client accepts of those we make (brotli, then gzip). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const wants = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (wants('br')) return 'br';
  if (wants('gzip')) return 'gzip';
  return 'identity';
}

/**
 * The built client's files, read once at start-up (a brand's client is a
 * few hundred KB): every request is answered from memory, compressed once
 * per encoding on first use. Source maps are never among them; they stay
 * out of public and go to error reporting. `index.html` is not served as a
 * file: the server renders the page from it.
 */
export function loadStaticFiles(dir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name);
      if (entry.isDirectory()) {
        walk(full);
        continue;
      }
      if (!entry.isFile() || entry.name.endsWith('.map') || entry.name.startsWith('.')) continue;
      const path = `/${relative(dir, full).split(sep).join('/')}`;
      if (path === '/index.html') continue;
      const raw = readFileSync(full);
      const contentType = CONTENT_TYPES[extname(entry.name).toLowerCase()] ?? 'application/octet-stream';
      const compressible = COMPRESSIBLE.test(contentType) && raw.length > 512;
      const encoded = new Map<Encoding, Buffer>([['identity', raw]]);
      files.set(path, {
        path,
        contentType,
        etag: `"${createHash('sha1').update(raw).digest('base64url')}"`,
        immutable: path.startsWith('/assets/'),
        compressible,
        body(encoding) {
          const want = compressible ? encoding : 'identity';
          let body = encoded.get(want);
          if (!body) {
            body =
              want === 'br'
                ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
                : gzipSync(raw, { level: 9 });
            encoded.set(want, body);
          }
          return body;
        },
      });
    }
  };
  walk(dir);
  return files;
}
