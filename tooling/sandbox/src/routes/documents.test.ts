import {
  ArticleDocuments,
  type Customer,
  DOCUMENT_KINDS,
  ProjectDocuments,
} from '@shop/commerce-client/contract';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import type { RunningSandbox } from '../index.ts';
import { DOCUMENT_PROJECT, DOCUMENT_PROJECT_RANGE } from '../seed/documents.ts';
import { call, expectContract, login, privateSandbox } from '../test-utils.ts';

let sandbox: RunningSandbox;
let anna: string;
let erik: string;
let rorlaget: string;
let bertil: string;
let historyDenied: string;

const PACK = `/v2/projects/${DOCUMENT_PROJECT.id}/documents`;
const range = `?fromDate=${DOCUMENT_PROJECT_RANGE.fromDate}&toDate=${DOCUMENT_PROJECT_RANGE.toDate}`;

beforeAll(async () => {
  sandbox = await privateSandbox();
  anna = (await login(sandbox, 'anna.user')).token;
  erik = (await login(sandbox, 'erik.flerkund')).token;
  rorlaget = (await login(sandbox, 'version1.user')).token;
  bertil = (await login(sandbox, 'bertil.buyeradmin')).token;
  historyDenied = (await login(sandbox, 'ej.orderhistorik')).token;
});
beforeEach(() => call(sandbox, 'DELETE', '/__sandbox/faults'));
afterAll(() => sandbox.stop());

const lines = async (orderId: string) =>
  (
    (await call(sandbox, 'GET', `/orders/${orderId}`, { token: anna })).body.lines as {
      articleNumber: string;
    }[]
  ).map((l) => l.articleNumber);

async function fetchPdf(url: string) {
  const res = await fetch(url);
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { res, bytes };
}

describe('GET /v2/articles/{articleNumber}/documents', () => {
  it("lists the article's documents, each with a URL answering a real PDF of the size listed", async () => {
    const [first] = await lines('4900001');
    const answer = await call(sandbox, 'GET', `/v2/articles/${first}/documents`);
    expect(answer.status).toBe(200);
    const { documents } = expectContract(ArticleDocuments, answer.body);
    expect(documents.map((d) => d.kind)).toEqual([...DOCUMENT_KINDS]);
    for (const doc of documents) {
      expect(doc.url.startsWith(`${sandbox.url}/v2/documents/`)).toBe(true);
      const { res, bytes } = await fetchPdf(doc.url);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
      expect(bytes.byteLength).toBe(doc.size);
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getPageCount()).toBe(2);
      expect(pdf.getTitle()).toBe(doc.title);
    }
  });

  it('answers the same bytes every time (generated, not stored)', async () => {
    const [first] = await lines('4900001');
    const { documents } = (await call(sandbox, 'GET', `/v2/articles/${first}/documents`)).body;
    const a = await fetchPdf(documents[0].url);
    const b = await fetchPdf(documents[0].url);
    expect(Buffer.compare(Buffer.from(a.bytes), Buffer.from(b.bytes))).toBe(0);
  });

  it('lists no documents for an article whose product has none, and 404 for an unknown one', async () => {
    const [, , none] = await lines('4900001');
    expect((await call(sandbox, 'GET', `/v2/articles/${none}/documents`)).body.documents).toEqual([]);
    expect((await call(sandbox, 'GET', '/v2/articles/9999999/documents')).status).toBe(404);
    expect((await call(sandbox, 'GET', '/v2/articles/not%20a%20number/documents')).status).toBe(400);
  });

  it('answers 404 for a document id of no document', async () => {
    for (const id of ['p99999-pdb', 'p00001-xyz', '..%2Fsecret', 'javascript:alert(1)'])
      expect((await call(sandbox, 'GET', `/v2/documents/${id}`)).status).toBe(404);
  });
});

describe('GET /v2/projects/{projectId}/documents', () => {
  it('lists every article bought in the range, each document once; cancelled orders and other dates left out', async () => {
    const answer = await call(sandbox, 'GET', `${PACK}${range}`, { token: anna });
    expect(answer.status).toBe(200);
    const pack = expectContract(ProjectDocuments, answer.body);
    const [full = '', some = '', none = ''] = await lines('4900001');
    const [sibling = '', , english = ''] = await lines('4900002');
    const [cancelled = ''] = await lines('4900003');
    const [autumn = ''] = await lines('4900004');
    expect(pack.articles.map((a) => a.articleNumber)).toEqual([full, some, none, sibling, english].sort());
    expect(pack.articles.map((a) => a.articleNumber)).not.toContain(cancelled);
    expect(pack.articles.map((a) => a.articleNumber)).not.toContain(autumn);
    const byArticle = new Map(pack.articles.map((a) => [a.articleNumber, a.documentIds]));
    // Two variants of one product share its four documents: listed under both, held once.
    expect(byArticle.get(full)).toHaveLength(4);
    expect(byArticle.get(sibling)).toEqual(byArticle.get(full));
    expect(byArticle.get(some)).toHaveLength(2);
    expect(byArticle.get(english)).toHaveLength(3);
    expect(byArticle.get(none)).toEqual([]);
    expect(pack.documents).toHaveLength(4 + 2 + 3);
    expect(new Set(pack.documents.map((d) => d.documentId)).size).toBe(pack.documents.length);
    expect(pack.documents.some((d) => d.language === 'en')).toBe(true);
    expect(pack.projectName).toBe(DOCUMENT_PROJECT.name);

    const all = expectContract(ProjectDocuments, (await call(sandbox, 'GET', PACK, { token: anna })).body);
    expect(all.articles.map((a) => a.articleNumber)).toContain(autumn);
    expect(all.articles.map((a) => a.articleNumber)).not.toContain(cancelled);
  });

  it('refuses a colleague without rights to the project (403), and hides it from their project list and switch', async () => {
    const answer = await call(sandbox, 'GET', `${PACK}${range}`, { token: erik });
    expect(answer.status).toBe(403);
    expect(answer.body.error).toBe('forbidden_action');
    const { customers } = (await call(sandbox, 'GET', '/v3/customers', { token: erik })).body as {
      customers: z.infer<typeof Customer>[];
    };
    const nordbygg = customers.find((c) => c.customerId === DOCUMENT_PROJECT.customerId);
    expect(nordbygg?.projects.map((p) => p.projectId)).not.toContain(DOCUMENT_PROJECT.id);
    expect(nordbygg?.projects.length).toBeGreaterThan(0);
    const { refreshToken } = await login(sandbox, 'erik.flerkund');
    const switched = await call(sandbox, 'POST', '/v2/sessions/', {
      body: { refreshToken, customerId: DOCUMENT_PROJECT.customerId, projectId: DOCUMENT_PROJECT.id },
    });
    expect(switched.status).toBe(403);
  });

  it("answers 404 to another customer's user, 403 to one denied order history, 401 without a token", async () => {
    expect((await call(sandbox, 'GET', PACK, { token: rorlaget })).status).toBe(404);
    expect((await call(sandbox, 'GET', '/v2/projects/nope/documents', { token: anna })).status).toBe(404);
    expect((await call(sandbox, 'GET', PACK, { token: historyDenied })).status).toBe(403);
    expect((await call(sandbox, 'GET', PACK)).status).toBe(401);
  });

  it("lets the customer's admin read it, and the member switch to it", async () => {
    expect((await call(sandbox, 'GET', `${PACK}${range}`, { token: bertil })).status).toBe(200);
    const { refreshToken } = await login(sandbox, 'anna.user');
    const switched = await call(sandbox, 'POST', '/v2/sessions/', {
      body: { refreshToken, customerId: DOCUMENT_PROJECT.customerId, projectId: DOCUMENT_PROJECT.id },
    });
    expect(switched.status).toBe(200);
  });

  it('refuses a range that is no range, or no calendar date, with a 400 naming the field', async () => {
    const backwards = await call(sandbox, 'GET', `${PACK}?fromDate=2025-06-01&toDate=2025-01-01`, {
      token: anna,
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.field).toBe('fromDate');
    const bad = await call(sandbox, 'GET', `${PACK}?toDate=2025-02-31`, { token: anna });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('toDate');
  });

  it('fails as the fault levers ask', async () => {
    await call(sandbox, 'POST', '/__sandbox/faults', {
      body: { method: 'GET', path: '/v2/projects/*', status: 503, times: 1 },
    });
    expect((await call(sandbox, 'GET', PACK, { token: anna })).status).toBe(503);
    expect((await call(sandbox, 'GET', PACK, { token: anna })).status).toBe(200);
  });
});

describe('POST /__sandbox/document-projects', () => {
  it('makes a project of N distinct articles whose pack lists each of them', async () => {
    const made = await call(sandbox, 'POST', '/__sandbox/document-projects', {
      body: { articles: 150, members: ['anna.user'] },
    });
    expect(made.status).toBe(201);
    expect(made.body.orders).toHaveLength(2);
    const pack = expectContract(
      ProjectDocuments,
      (await call(sandbox, 'GET', `/v2/projects/${made.body.projectId}/documents`, { token: anna })).body,
    );
    expect(pack.articles).toHaveLength(150);
    expect(new Set(pack.documents.map((d) => d.documentId)).size).toBe(pack.documents.length);
    expect(pack.documents.length).toBeGreaterThan(150);
    expect(
      (await call(sandbox, 'GET', `/v2/projects/${made.body.projectId}/documents`, { token: erik })).status,
    ).toBe(403);
    expect(
      (await call(sandbox, 'POST', '/__sandbox/document-projects', { body: { articles: 0 } })).status,
    ).toBe(400);
  }, 30_000);
});
