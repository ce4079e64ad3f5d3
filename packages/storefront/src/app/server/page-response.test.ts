import type { Context } from 'hono';
import { describe, expect, it } from 'vitest';
import { SWEDISH_ONLY } from '../../core';
import { createPageResponses } from './page-response';

const responses = createPageResponses({
  commerceOrigin: 'http://localhost:4000',
  tagOrigins: [],
  locales: SWEDISH_ONLY,
  visitorCacheControl: 'private, max-age=10',
});

const requestWith = (encoding: string) =>
  ({ req: { header: (name: string) => (name === 'accept-encoding' ? encoding : undefined) } }) as Context;

/** A page that streams its first chunk, then fails as a render aborted by the request's signal does. */
function failingPage(reason: unknown): ReadableStream<Uint8Array> {
  let sent = false;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (!sent) {
        sent = true;
        controller.enqueue(new TextEncoder().encode('<!doctype html><html><head></head><body>'));
        return;
      }
      controller.error(reason);
    },
  });
}

describe('a page whose render fails while it streams', () => {
  for (const encoding of ['br', 'gzip'])
    for (const [what, reason] of [
      ['an Error', new Error('aborted')],
      ['a reason that is no Error', 'aborted'],
    ] as const)
      it(`ends its ${encoding} response with the failure (${what}), and nothing is left unhandled`, async () => {
        const unhandled: unknown[] = [];
        const note = (error: unknown) => unhandled.push(error);
        process.on('uncaughtException', note);
        try {
          const response = responses.pageResponse(
            requestWith(encoding),
            new Headers(),
            'nonce',
            false,
            200,
            failingPage(reason),
          );
          expect(response.headers.get('content-encoding')).toBe(encoding);
          await expect(response.arrayBuffer()).rejects.toBeDefined();
          await new Promise((resolve) => setTimeout(resolve, 50));
          expect(unhandled).toEqual([]);
        } finally {
          process.off('uncaughtException', note);
        }
      });
});

describe('a streamed page, compressed', () => {
  for (const encoding of ['br', 'gzip'] as const)
    it(`sends what is rendered in one turn at once, before the rest (${encoding}), and the whole page decodes`, async () => {
      const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
      const decode = (bytes: Uint8Array) =>
        (encoding === 'br' ? brotliDecompressSync : gunzipSync)(bytes, {
          finishFlush: encoding === 'br' ? 0 : 2,
        }).toString();
      let later!: ReadableStreamDefaultController<Uint8Array>;
      const encoder = new TextEncoder();
      const shell = Array.from({ length: 50 }, (_, i) => `<div>part ${i}</div>`);
      const page = new ReadableStream<Uint8Array>({
        start(controller) {
          // The shell: many small chunks in one turn, as React writes them.
          for (const part of shell) controller.enqueue(encoder.encode(part));
          later = controller;
        },
      });
      const response = responses.pageResponse(requestWith(encoding), new Headers(), 'n', false, 200, page);
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      const received: Uint8Array[] = [];
      // The shell arrives while the page is still open (the slow part not yet rendered).
      while (!decode(Buffer.concat(received)).includes('part 49')) {
        const { value, done } = await reader.read();
        if (done || !value) throw new Error('the stream ended before the shell was sent');
        received.push(value);
      }
      later.enqueue(encoder.encode('<p>slow part</p>'));
      later.close();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        received.push(value);
      }
      expect(decode(Buffer.concat(received))).toBe(`${shell.join('')}<p>slow part</p>`);
    });
});
