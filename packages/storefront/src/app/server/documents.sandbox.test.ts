// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningSandbox, startSandbox } from '@shop/sandbox';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fromBuffer, type ZipFile } from 'yauzl';
import type { RenderPage } from './options';
import { createStorefrontServer } from './server';
import { SESSION_COOKIE } from './session-seal';

const SECRET = 'a-test-secret-of-at-least-32-characters';
const PROJECT = '10001-P4';
const RANGE = 'from=2025-01-01&to=2025-06-30';
const ZIP = `/dokument/projekt/${PROJECT}/dokumentation.zip?${RANGE}`;

let sandbox: RunningSandbox;
let app: ReturnType<typeof createStorefrontServer>;
/** Every URL the server fetched, and a hook to change what the services answer. */
const fetched: string[] = [];
let rewrite: ((url: URL, answer: Response) => Promise<Response>) | null = null;
const dir = mkdtempSync(join(tmpdir(), 'storefront-documents-'));
writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');

const render: RenderPage = async (_request, page) => ({
  response: new Response('<html><head></head><body></body></html>'),
  personal: page.session !== null,
  session: page.session,
});

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, db: ':memory:' });
  app = createStorefrontServer({
    brandId: 'bygg',
    clientDir: dir,
    commerceUrl: sandbox.url,
    sessionSecret: SECRET,
    render,
    log: () => undefined,
    fetch: async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      fetched.push(url.href);
      if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost')
        throw new Error(`fetched ${url.href}`);
      const answer = await fetch(input, init);
      return rewrite ? rewrite(url, answer) : answer;
    },
  });
});
beforeEach(async () => {
  rewrite = null;
  fetched.length = 0;
  await fetch(`${sandbox.url}/__sandbox/faults`, { method: 'DELETE' });
});
afterAll(async () => {
  await sandbox.stop();
  rmSync(dir, { recursive: true, force: true });
});

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${SESSION_COOKIE}=`))
    ?.split(';')[0];

/** Signs in, and switches to `context` (`customer:project`) when given; answers the cookie. */
async function signIn(username: string, context?: string): Promise<string> {
  const login = await app.request('/session/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Sandbox-2026' }),
  });
  let cookie = cookieOf(login);
  if (!cookie) throw new Error(`${username}: no session cookie`);
  if (context) {
    const switched = await app.request('/session/context', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      body: new URLSearchParams({ kontext: context, tillbaka: '/' }).toString(),
    });
    cookie = cookieOf(switched) ?? cookie;
  }
  return cookie;
}

/** The entries of a ZIP: name and bytes. */
async function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<ZipFile>((resolve, reject) =>
    fromBuffer(bytes, { lazyEntries: true }, (error, file) => (error ? reject(error) : resolve(file))),
  );
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          entries.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        });
      });
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return entries;
}

const sandboxPack = async () => {
  const login = await fetch(`${sandbox.url}/v2/sessions/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'anna.user', password: 'Sandbox-2026' }),
  });
  const { token } = (await login.json()) as { token: string };
  const answer = await fetch(
    `${sandbox.url}/v2/projects/${PROJECT}/documents?fromDate=2025-01-01&toDate=2025-06-30`,
    {
      headers: { authorization: `Bearer ${token}` },
    },
  );
  return (await answer.json()) as {
    articles: { articleNumber: string; documentIds: string[] }[];
    documents: { documentId: string; title: string; size: number }[];
  };
};

describe('GET /dokument/projekt/:projectId/dokumentation.zip', () => {
  it("streams the active project's pack: every document once, and an index naming each", async () => {
    const cookie = await signIn('anna.user', `10001:${PROJECT}`);
    const response = await app.request(ZIP, { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toContain(
      'dokumentation-10001-P4-2025-01-01-2025-06-30.zip',
    );
    const entries = await unzip(Buffer.from(await response.arrayBuffer()));
    const pack = await sandboxPack();
    const pdfs = [...entries.keys()].filter((name) => name.endsWith('.pdf'));
    expect(pdfs).toHaveLength(pack.documents.length);
    for (const doc of pack.documents) {
      const name = pdfs.find((n) => n.endsWith(`(${doc.documentId}).pdf`));
      expect(name, doc.documentId).toBeDefined();
      const bytes = entries.get(name ?? '') ?? Buffer.alloc(0);
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(bytes.length).toBe(doc.size);
    }
    const index = entries.get('index.html')?.toString() ?? '';
    expect(index).toContain('Dokumentation för projekt Vallastaden förskola');
    for (const name of pdfs) expect(index).toContain(name.replace(/&/g, '&amp;'));
    for (const article of pack.articles) expect(index).toContain(article.articleNumber);
    // The documents were fetched one by one from the services, never from anywhere else.
    expect(fetched.filter((url) => url.includes('/v2/documents/'))).toHaveLength(pack.documents.length);
  });

  it('leaves out a document the services fail to deliver, and names it in the index', async () => {
    const pack = await sandboxPack();
    const failing = pack.documents[1]?.documentId ?? '';
    await fetch(`${sandbox.url}/__sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'GET', path: `/v2/documents/${failing}`, status: 500, times: 1 }),
    });
    const cookie = await signIn('anna.user', `10001:${PROJECT}`);
    const entries = await unzip(
      Buffer.from(await (await app.request(ZIP, { headers: { cookie } })).arrayBuffer()),
    );
    const pdfs = [...entries.keys()].filter((name) => name.endsWith('.pdf'));
    expect(pdfs).toHaveLength(pack.documents.length - 1);
    expect(pdfs.some((n) => n.includes(failing))).toBe(false);
    const index = entries.get('index.html')?.toString() ?? '';
    expect(index).toContain('Dokument som inte kunde hämtas');
    expect(index).toContain(failing);
  });

  it('refuses any project but the active one (403), a range that is no range (400), and sends a visitor to sign in', async () => {
    const anna = await signIn('anna.user');
    expect((await app.request(ZIP, { headers: { cookie: anna } })).status).toBe(403);
    const onProject = await signIn('anna.user', `10001:${PROJECT}`);
    const backwards = await app.request(
      `/dokument/projekt/${PROJECT}/dokumentation.zip?from=2025-06-30&to=2025-01-01`,
      {
        headers: { cookie: onProject },
      },
    );
    expect(backwards.status).toBe(400);
    expect(await backwards.text()).toBe('Från-datum måste vara före till-datum.');
    const visitor = await app.request(ZIP);
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get('location')).toBe('/?login=%2Fmina-sidor%2Fdokumentation');
  });

  it("refuses a colleague without rights to the project and another customer's user, here and at the services", async () => {
    const erik = await signIn('erik.flerkund');
    expect((await app.request(ZIP, { headers: { cookie: erik } })).status).toBe(403);
    const erikApi = await app.request(`/api/v2/projects/${PROJECT}/documents`, { headers: { cookie: erik } });
    expect(erikApi.status).toBe(403);
    const other = await signIn('version1.user');
    expect((await app.request(ZIP, { headers: { cookie: other } })).status).toBe(403);
    const otherApi = await app.request(`/api/v2/projects/${PROJECT}/documents`, {
      headers: { cookie: other },
    });
    expect(otherApi.status).toBe(404);
    expect(fetched.some((url) => url.includes('/v2/documents/'))).toBe(false);
  });
});

describe('GET /dokument/:articleNumber/:documentId', () => {
  it("streams the document's PDF from the services", async () => {
    const pack = await sandboxPack();
    const article = pack.articles.find((a) => a.documentIds.length > 0);
    const documentId = article?.documentIds[0] ?? '';
    const response = await app.request(`/dokument/${article?.articleNumber}/${documentId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBe(pack.documents.find((d) => d.documentId === documentId)?.size);
  });

  it('answers 404 for a document the article does not have, or a path of no shape', async () => {
    const pack = await sandboxPack();
    const article = pack.articles[0]?.articleNumber ?? '';
    expect((await app.request(`/dokument/${article}/p99999-pdb`)).status).toBe(404);
    expect((await app.request('/dokument/not-an-article!/p00001-pdb')).status).toBe(404);
    expect((await app.request('/dokument/9999999/p00001-pdb')).status).toBe(404);
  });

  it.each([
    ['an http URL of another host', 'http://evil.example.test/leak.pdf'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a protocol-relative URL', '//evil.example.test/leak.pdf'],
  ])('never fetches %s that the services answer: 502 with the §8 message', async (_what, url) => {
    const pack = await sandboxPack();
    const article = pack.articles.find((a) => a.documentIds.length > 0);
    rewrite = async (requested, answer) => {
      if (!requested.pathname.endsWith('/documents')) return answer;
      const body = (await answer.json()) as { documents: { url: string }[] };
      for (const doc of body.documents) doc.url = url;
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    };
    const response = await app.request(`/dokument/${article?.articleNumber}/${article?.documentIds[0]}`);
    expect(response.status).toBe(502);
    expect(await response.text()).toBe('Något gick fel hos oss. Försök igen om en stund.');
    expect(fetched.some((f) => f.includes('evil') || f.startsWith('javascript'))).toBe(false);
  });
});
