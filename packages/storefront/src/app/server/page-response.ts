import { pipeline, Readable, Transform } from 'node:stream';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import type { LocaleSettings } from '../../core';
import { CSP_REPORT_PATH, contentSecurityPolicy, type InlineHashes } from './security';
import { pickEncoding } from './static-files';

/** Brotli at a quality that compresses a page in about a millisecond. */
const BROTLI_FAST = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * Compresses a streamed page as it goes: what the renderer writes in one go is flushed together,
 * so the shell reaches the browser before the slow parts. React writes a page as many small
 * chunks in the same turn of the event loop; a flush per chunk (as before issue 39's profile)
 * made the compressor close a block every 2 KB, about 4 ms of a page's render. Now the chunks of
 * one turn are compressed as one and flushed when the turn is over (`setImmediate`).
 */
function compressStream(
  body: ReadableStream<Uint8Array>,
  encoding: 'br' | 'gzip',
): ReadableStream<Uint8Array> {
  const compressor =
    encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
      : createGzip();
  const flushKind = encoding === 'br' ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH;
  let flushing = false;
  const flushSoon = () => {
    if (flushing) return;
    flushing = true;
    setImmediate(() => {
      flushing = false;
      if (!compressor.destroyed && !compressor.writableEnded) compressor.flush(flushKind);
    });
  };
  const turns = new Transform({
    transform(chunk, _encoding, done) {
      done(null, chunk);
      flushSoon();
    },
  });
  // `pipeline`, not `pipe`: a page whose render ends in an error (the client went away and the
  // request's signal aborted React's stream) must end the compressed stream with it, not be an
  // unhandled 'error' on the source that takes the whole process down.
  // biome-ignore lint/suspicious/noExplicitAny: Node's web-stream types differ from the DOM's
  pipeline(Readable.fromWeb(body as any), turns, compressor, () => undefined);
  // biome-ignore lint/suspicious/noExplicitAny: Node's web-stream types differ from the DOM's
  return Readable.toWeb(compressor) as any;
}

export interface PageResponseOptions {
  /** The services' origin, where product images come from. */
  commerceOrigin: string;
  /** Google's tag manager and what its tags call, when the brand has one. */
  tagOrigins: readonly string[];
  locales: LocaleSettings;
  /** A visitor's page's `Cache-Control`. */
  visitorCacheControl: string;
}

/** Compresses a whole page into one encoding's bytes. */
export type Compress = (html: string) => Uint8Array;

const COMPRESS: Record<'br' | 'gzip', Compress> = {
  br: (html) => new Uint8Array(brotliCompressSync(html, BROTLI_FAST)),
  gzip: (html) => new Uint8Array(gzipSync(html)),
};

/** A page's headers and response: caching by who it is for, the CSP, compression. */
export function createPageResponses(options: PageResponseOptions) {
  const { commerceOrigin, tagOrigins, locales, visitorCacheControl } = options;

  /**
   * The headers every page shares: caching by who it is for, the CSP with this response's nonce
   * (or, for a page a shared cache serves to everyone, its inline code's hashes).
   */
  function pageHeaders(
    headers: Headers,
    inline: string | InlineHashes,
    personal: boolean,
    formActionOrigins: string[] = [],
    cacheControl?: string,
  ) {
    // What a visitor's page depends on: the encoding, the cookies (a session makes it personal;
    // the consent decision shows or hides the banner), the user agent (the app's UI mode, §1)
    // and, with more than one language, the browser's language.
    headers.set(
      'Vary',
      `Accept-Encoding, Cookie, User-Agent${locales.locales.length > 1 ? ', Accept-Language' : ''}`,
    );
    // A signed-in customer's page is theirs alone; a visitor's may be reused by their own
    // browser as long as this server keeps it (not by shared caches: the nonce is one
    // response's), or, asked for by the edge, stored by it: that page has no nonce, its inline
    // code is allowed by hash, so it is the same for every visitor.
    headers.set('Cache-Control', personal ? 'private, no-store' : (cacheControl ?? visitorCacheControl));
    headers.set('Reporting-Endpoints', `csp="${CSP_REPORT_PATH}"`);
    headers.set(
      'Content-Security-Policy',
      // The page calls only its own server (`/api`, `/session`, `/_errors`); images still come from the
      // services. Google's tag manager, when the brand has one, and what its tags call.
      contentSecurityPolicy({
        ...(typeof inline === 'string' ? { nonce: inline } : { hashes: inline }),
        connectOrigins: tagOrigins,
        imageOrigins: [commerceOrigin, ...tagOrigins],
        formActionOrigins,
      }),
    );
  }

  /** A page's response: its headers, and the body compressed as the browser accepts. */
  function pageResponse(
    c: Context,
    headers: Headers,
    inline: string | InlineHashes,
    personal: boolean,
    status: number,
    html: ReadableStream<Uint8Array> | string,
    formActionOrigins: string[] = [],
    {
      cacheControl,
      encoded,
    }: {
      cacheControl?: string;
      /** A whole page's bytes in an encoding, from where they are kept (compressed with `compress` once). */
      encoded?: (encoding: 'br' | 'gzip', compress: Compress) => Uint8Array;
    } = {},
  ): Response {
    pageHeaders(headers, inline, personal, formActionOrigins, cacheControl);
    const encoding = pickEncoding(c.req.header('accept-encoding'));
    let body: ReadableStream<Uint8Array> | string | Uint8Array = html;
    if (encoding !== 'identity') {
      headers.set('Content-Encoding', encoding);
      headers.delete('Content-Length');
      body =
        typeof html === 'string'
          ? (encoded ?? ((_, compress) => compress(html)))(encoding, COMPRESS[encoding])
          : compressStream(html, encoding);
    }
    return new Response(body as BodyInit, { status, headers });
  }

  /** An answer without a body (a redirect), with the page's headers. */
  function emptyResponse(headers: Headers, nonce: string, status: number, formActionOrigins: string[] = []) {
    pageHeaders(headers, nonce, true, formActionOrigins);
    return new Response(null, { status, headers });
  }

  return { pageResponse, emptyResponse };
}

export type PageResponses = ReturnType<typeof createPageResponses>;
