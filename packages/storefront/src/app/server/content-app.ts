import { type Context, Hono } from 'hono';
import { ContentError } from '../../core';
import type { ServerContent } from './content';

/** The calls whose answer leaves out pages for signed-in customers when the reader is a visitor. */
const READER_DEPENDENT = new Set(['listing', 'search']);

/**
 * `/_content/<call>`: the browser's reads of the content, the same view models the server
 * renders with, as JSON (404 for missing content, 502 for a failing service). `signedIn` says
 * whether the request carries a customer's session.
 */
export function createContentApp(server: ServerContent, signedIn: (c: Context) => Promise<boolean>) {
  const app = new Hono();
  app.get('/:call', async (c) => {
    const preview = server.wantsPreview(c);
    // Listings and page search leave out what a visitor may not open (authenticatedOnly).
    const reader = await signedIn(c);
    const content = server.source(preview, reader);
    const q = (name: string) => c.req.query(name)?.slice(0, 200) ?? '';
    const calls: Record<string, () => Promise<unknown>> = {
      chrome: () => content.chrome(),
      'front-page': () => content.frontPage(),
      page: () => content.page(q('slug')),
      listing: () => content.listing(q('slug')),
      form: () => content.form(q('id')),
      'store-page': () => content.storePage(q('storeId')),
      'store-details': () => content.storeDetails(q('storeId')),
      'all-store-details': () => content.allStoreDetails(),
      retailers: () => content.retailers(),
      search: () => content.searchPages(q('q')),
    };
    const call = calls[c.req.param('call')];
    if (!call) return c.json({ error: 'not_found' }, 404);
    try {
      const value = await call();
      // A page for signed-in customers only is not read by a visitor here either.
      if ((value as { authenticatedOnly?: unknown }).authenticatedOnly === true && !reader) {
        c.header('Cache-Control', 'no-store');
        return c.json({ error: 'sign_in_required' }, 401);
      }
      // Published content may be reused by the browser a while; drafts never. A listing's or
      // the page search's answer depends on whether the reader is signed in: asked again each
      // time, so signing in or out never shows the other reader's answer from the browser's cache.
      const byReader = READER_DEPENDENT.has(c.req.param('call'));
      c.header(
        'Cache-Control',
        preview
          ? 'no-store'
          : byReader
            ? 'private, no-cache'
            : `private, max-age=${Math.min(60, server.cacheMs / 1000)}`,
      );
      if (byReader) c.header('Vary', 'Cookie');
      return c.json(value);
    } catch (error) {
      const status = error instanceof ContentError && error.status === 404 ? 404 : 502;
      c.header('Cache-Control', 'no-store');
      return c.json({ error: status === 404 ? 'not_found' : 'content_unavailable' }, status);
    }
  });
  return app;
}
