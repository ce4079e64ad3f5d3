import type { ServerResponse } from 'node:http';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { ProjectDocuments } from '@shop/commerce-client/contract';
import { CommerceError } from '@shop/commerce-client/errors';
import { type Context, Hono } from 'hono';
import { ZipFile } from 'yazl';
import { createShopIntl, type MessageKey } from '../../core';
import { claimsOf } from '../../session';
import type { ServerContext } from './context';
import { documentUrlAllowed, packEntries, packIndexHtml, safeFileName } from './documentation-pack';
import { securityHeaders } from './security';
import { youngGarbageBound } from './young-garbage';

const ARTICLE_NUMBER = /^[0-9A-Z-]{3,20}$/;
const DOCUMENT_ID = /^[\w.-]{1,100}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** How many bytes of a pack pass through between young-generation collections (see young-garbage.ts). */
const PACK_COLLECT_EVERY = 8 * 1024 * 1024;

/** What a proxied document may do on the shop's origin: be shown, nothing else. */
const DOCUMENT_CSP = "sandbox; default-src 'none'; frame-ancestors 'self'";

/**
 * `/dokument`: product documents and a project's documentation pack, through the brand's server
 * (issue 38). The page links here, never to the services: the server asks the services for the
 * document's URL, fetches it only when it is an http(s) URL on the services' origin, with no
 * token, and streams the PDF on.
 *
 * - `GET /dokument/:articleNumber/:documentId`: one PDF, shown in the browser.
 * - `GET /dokument/projekt/:projectId/dokumentation.zip?from&to`: the active project's pack as
 *   one ZIP, streamed: each PDF is fetched and piped in one at a time (yazl), then an
 *   `index.html` naming each one. Only the session's active project: any other id is 403 here,
 *   before any call (and the services refuse a project the user may not use, or another
 *   customer's, too).
 */
export function createDocumentsApp(ctx: ServerContext) {
  const { options, sessions, log } = ctx;
  const doFetch = options.fetch ?? fetch;
  const origins = [options.commerceUrl];
  const intl = createShopIntl();
  const app = new Hono();

  const say = (c: Context, status: 400 | 401 | 403 | 404 | 502, key: MessageKey) =>
    c.text(intl.formatMessage({ id: key }), status, { 'cache-control': 'no-store' });
  const failure = (c: Context, error: unknown) => {
    if (error instanceof CommerceError) {
      if (error.status === 403) return say(c, 403, 'errors.forbidden_action');
      if (error.status === 404) return say(c, 404, 'errors.not_found');
      if (error.status === 400) return say(c, 400, 'projectDocuments.badRange');
      if (error.status === 401) return say(c, 401, 'errors.invalid_token');
    }
    return say(c, 502, 'errors.internal_server_error');
  };

  /** The document's bytes from the services, or null when its URL is not one we fetch or it is no PDF. */
  async function fetchDocument(url: string, signal?: AbortSignal): Promise<Response | null> {
    if (!documentUrlAllowed(url, origins)) {
      log(
        `documents: refused to fetch ${JSON.stringify(url.slice(0, 200))} (not an http(s) URL of the services)`,
      );
      return null;
    }
    const answer = await doFetch(url, { redirect: 'manual', ...(signal ? { signal } : {}) });
    if (
      answer.status !== 200 ||
      !answer.body ||
      !/^application\/pdf\b/i.test(answer.headers.get('content-type') ?? '')
    ) {
      await answer.body?.cancel();
      return null;
    }
    return answer;
  }

  app.get('/projekt/:projectId/dokumentation.zip', async (c) => {
    const { session, changed } = await sessions.sessionOf(c);
    if (!session) return c.redirect(`/?${new URLSearchParams({ login: '/mina-sidor/dokumentation' })}`, 302);
    const claims = claimsOf(session.token);
    const projectId = c.req.param('projectId');
    // The active project only: the page offers no other, and a colleague's URL gets nothing here.
    if (!claims?.projectId || claims.projectId !== projectId) return say(c, 403, 'errors.forbidden_action');
    const from = c.req.query('from') || undefined;
    const to = c.req.query('to') || undefined;
    if ((from && !DAY.test(from)) || (to && !DAY.test(to)) || (from && to && from > to))
      return say(c, 400, 'projectDocuments.badRange');
    const { client } = sessions.clientFor(session);
    let pack: ProjectDocuments;
    try {
      pack = await client.documents.forProject(projectId, { fromDate: from, toDate: to });
    } catch (error) {
      return failure(c, error);
    }

    const entries = packEntries(pack, intl);
    const missing = new Set<string>();
    const zip = new ZipFile();
    const stop = new AbortController();
    zip.outputStream.on('close', () => stop.abort());
    c.req.raw.signal?.addEventListener('abort', () => stop.abort());
    const mtime = new Date(ctx.now());
    const passed = youngGarbageBound(PACK_COLLECT_EVERY);

    // One document at a time: the next is fetched only when the last has gone into the ZIP,
    // so the server holds one document's chunks at most, whatever the pack weighs.
    void (async () => {
      try {
        for (const entry of entries) {
          if (stop.signal.aborted) return;
          let answer: Response | null = null;
          try {
            answer = await fetchDocument(entry.document.url, stop.signal);
          } catch {
            answer = null;
          }
          if (!answer?.body) {
            missing.add(entry.document.documentId);
            continue;
          }
          const source = Readable.fromWeb(answer.body as unknown as NodeWebReadableStream<Uint8Array>);
          const stream = new Transform({
            transform(chunk: Buffer, _encoding, next) {
              passed(chunk.length);
              next(null, chunk);
            },
          });
          source.once('error', (error) => stream.destroy(error));
          source.pipe(stream);
          const done = new Promise<void>((resolve, reject) => {
            stream.once('end', resolve);
            stream.once('error', reject);
          });
          // PDFs are stored, not deflated: most are compressed inside already, and the CPU is better spent serving.
          zip.addReadStream(stream, entry.path, { compress: false, mtime });
          await done;
        }
        zip.addBuffer(Buffer.from(packIndexHtml(pack, entries, missing, intl, mtime)), 'index.html', {
          mtime,
          compress: true,
        });
        zip.end();
      } catch (error) {
        log(
          `documents: the pack of ${projectId} broke off: ${error instanceof Error ? error.message : String(error)}`,
        );
        (zip.outputStream as Readable).destroy(error instanceof Error ? error : new Error(String(error)));
      }
    })();

    const headers = new Headers({
      'content-type': 'application/zip',
      'content-disposition': `attachment; filename="dokumentation-${safeFileName(projectId)}${from ? `-${from}` : ''}${to ? `-${to}` : ''}.zip"`,
      'cache-control': 'private, no-store',
    });
    const tls = ctx.facts.isTls(c);
    if (changed) await sessions.setSession(headers, session, tls, session);
    // On Node's server the ZIP is piped straight into the socket. Measured with `bench:pack` (a
    // 200 MB pack), the web-stream round trip (Readable.toWeb, then the adapter reading it back)
    // left about 20 MB more garbage standing than piping it (89 against 71 MB of growth).
    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
    if (outgoing) {
      for (const [name, value] of Object.entries(securityHeaders({ tls }))) headers.set(name, value);
      const head: Record<string, string | string[]> = {};
      for (const [name, value] of headers) if (name !== 'set-cookie') head[name] = value;
      if (headers.getSetCookie().length > 0) head['set-cookie'] = headers.getSetCookie();
      outgoing.writeHead(200, head);
      pipeline(zip.outputStream as Readable, outgoing).catch(() => stop.abort());
      return RESPONSE_ALREADY_SENT;
    }
    return new Response(Readable.toWeb(zip.outputStream as Readable) as unknown as ReadableStream, {
      status: 200,
      headers,
    });
  });

  app.get('/:articleNumber/:documentId', async (c) => {
    const articleNumber = c.req.param('articleNumber');
    const documentId = c.req.param('documentId');
    if (!ARTICLE_NUMBER.test(articleNumber) || !DOCUMENT_ID.test(documentId))
      return say(c, 404, 'errors.not_found');
    const { session } = await sessions.sessionOf(c);
    const { client } = sessions.clientFor(session);
    let url: string;
    try {
      const { documents } = await client.documents.forArticle(articleNumber);
      const document = documents.find((d) => d.documentId === documentId);
      if (!document) return say(c, 404, 'errors.not_found');
      url = document.url;
    } catch (error) {
      return failure(c, error);
    }
    let answer: Response | null;
    try {
      answer = await fetchDocument(url);
    } catch {
      answer = null;
    }
    if (!answer?.body) return say(c, 502, 'errors.internal_server_error');
    const headers = new Headers({
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${safeFileName(documentId)}.pdf"`,
      'cache-control': 'private, max-age=300',
      'content-security-policy': DOCUMENT_CSP,
    });
    const length = answer.headers.get('content-length');
    if (length) headers.set('content-length', length);
    return new Response(answer.body, { status: 200, headers });
  });

  return app;
}
