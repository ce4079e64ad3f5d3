import { Hono } from 'hono';
import { loadStaticFiles, pickEncoding, type StaticFile } from './static-files';

/** A path that names a file (`/logo.svg`, `/.env`, `/assets/x.js`), not a page. */
const namesAFile = (path: string) => path.startsWith('/assets/') || /\/[^/]*\.[^/]*$/.test(path);

/**
 * The built client's files (`clientDir`; none in development, where Vite serves them), from
 * memory with real caching and compression. A path that names a file this server does not have
 * is 404, never a page; every other path goes on to the pages.
 */
export function createAssetsApp(clientDir: string | undefined) {
  const files = clientDir ? loadStaticFiles(clientDir) : new Map<string, StaticFile>();
  const app = new Hono();
  app.get('*', async (c, next) => {
    const path = c.req.path;
    const file = files.get(path);
    if (file) {
      const encoding = file.compressible ? pickEncoding(c.req.header('accept-encoding')) : 'identity';
      c.header('Content-Type', file.contentType);
      c.header('ETag', file.etag);
      c.header(
        'Cache-Control',
        file.immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300, must-revalidate',
      );
      if (file.compressible) c.header('Vary', 'Accept-Encoding');
      if (c.req.header('if-none-match') === file.etag) return c.body(null, 304);
      if (encoding !== 'identity') c.header('Content-Encoding', encoding);
      return c.body(new Uint8Array(file.body(encoding)), 200);
    }
    if (namesAFile(path)) {
      c.header('Cache-Control', 'no-store');
      return c.text('Hittades inte.', 404);
    }
    return next();
  });
  return app;
}
