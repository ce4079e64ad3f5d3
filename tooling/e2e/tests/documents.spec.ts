import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { fromBuffer, type ZipFile } from 'yauzl';
import { SANDBOX_URL } from '../brands.ts';
import { expect, test } from './fixtures';
import { expectNoSeriousViolations, PASSWORD, signIn } from './helpers';

// Issue 38, part B: the documents a job needs. The seed's 'Vallastaden förskola' (10001-P4) is
// anna.user's project (not her colleague erik.flerkund's); its orders from January to June 2025
// bought five articles whose products have nine documents between them.

const PROJECT = { id: '10001-P4', name: 'Vallastaden förskola', from: '2025-01-01', to: '2025-06-30' };
const KINDS = ['Produktdatablad', 'Säkerhetsdatablad', 'Monteringsanvisning', 'Miljövarudeklaration'];

interface Pack {
  articles: { articleNumber: string; name: string; documentIds: string[] }[];
  documents: { documentId: string; kind: string; title: string; size: number; url: string }[];
}

/** A token of the services for a seeded user, straight from the sandbox. */
async function serviceToken(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post(`${SANDBOX_URL}/v2/sessions/`, { data: { username, password: PASSWORD } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** The project's pack as the services answer it to anna.user: what the shop must show and zip. */
async function packOfServices(request: APIRequestContext): Promise<Pack> {
  const token = await serviceToken(request, 'anna.user');
  const res = await request.get(
    `${SANDBOX_URL}/v2/projects/${PROJECT.id}/documents?fromDate=${PROJECT.from}&toDate=${PROJECT.to}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  expect(res.status()).toBe(200);
  return (await res.json()) as Pack;
}

/** The product page of an article. */
async function productPath(request: APIRequestContext, articleNumber: string): Promise<string> {
  const search = await request.post(`${SANDBOX_URL}/search`, {
    headers: { 'api-version': '1', 'user-id': 'e2e' },
    data: { query: articleNumber, pageSize: 1 },
  });
  const hit = ((await search.json()) as { hits: { articleNumber: string; variantSlug: string }[] }).hits[0];
  expect(hit?.articleNumber).toBe(articleNumber);
  return `/produkt/${hit?.variantSlug}`;
}

/** A PDF's bytes are a real PDF: its header, and pdf-lib reads its pages. */
async function expectValidPdf(bytes: Buffer): Promise<number> {
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pdf = await PDFDocument.load(bytes);
  expect(pdf.getPageCount()).toBeGreaterThan(0);
  return pdf.getPageCount();
}

/** Every entry of a ZIP file: its name and bytes. */
async function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<ZipFile>((resolve, reject) =>
    fromBuffer(bytes, { lazyEntries: true }, (error, file) => (error ? reject(error) : resolve(file))),
  );
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry) =>
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          entries.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        });
      }),
    );
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return entries;
}

async function switchToProject(page: Page) {
  const context = page.getByRole('button', { name: /^Kund och projekt:/ });
  await context.click();
  const dialog = page.getByRole('dialog', { name: 'Byt kund eller projekt' });
  await dialog.getByText(`Nordbygg Entreprenad AB / ${PROJECT.name}`).click();
  await expect(dialog).toBeHidden();
  await expect(context).toHaveAccessibleName(`Kund och projekt: Nordbygg Entreprenad AB / ${PROJECT.name}`);
}

test('a product page lists its documents, server-rendered, and each opens as a valid PDF', async ({
  page,
  browser,
  baseURL,
}) => {
  const pack = await packOfServices(page.request);
  const article = pack.articles.find((a) => a.documentIds.length === 4);
  if (!article) throw new Error('the seed has no article with all four kinds');
  const path = await productPath(page.request, article.articleNumber);
  await page.goto(path);
  const region = page.getByRole('region', { name: 'Dokument' });
  const links = region.getByRole('link');
  await expect(links).toHaveText(KINDS);
  const rows = region.getByRole('row');
  // A heading row and one row per document: kind, language, date, size.
  await expect(rows).toHaveCount(5);
  await expect(rows.nth(1)).toContainText(/Produktdatablad.*(Svenska|Engelska)\d{4}-\d{2}-\d{2}\d+ kB/);
  for (const link of await links.all()) {
    const href = (await link.getAttribute('href')) ?? '';
    // The shop's own route: the services' URL (and any token) never reaches the page.
    expect(href).toMatch(/^\/dokument\/\d+\/p\d{5}-[a-z]{3}$/);
    const res = await page.request.get(href);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/pdf');
    const body = await res.body();
    expect(await expectValidPdf(body)).toBe(2);
    const documentId = href.split('/').at(-1);
    expect(body.length).toBe(pack.documents.find((d) => d.documentId === documentId)?.size);
  }
  // The services' document URLs stay on the server, in the HTML and in the page's data.
  expect(await page.content()).not.toContain('/v2/documents/');

  // In the first HTML: the list is there with the scripts off.
  const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(path);
  await expect(plain.getByRole('region', { name: 'Dokument' }).getByRole('link')).toHaveText(KINDS);
  await noScript.close();
});

test("the project's documentation pack lists every document by article and downloads as one ZIP with an index", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const pack = await packOfServices(page.request);
  await page.goto('/');
  await signIn(page, 'anna.user');
  await switchToProject(page);
  await page.getByRole('banner').getByRole('button', { name: 'Mitt konto' }).click();
  await page.getByRole('link', { name: 'Dokumentation för projekt' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dokumentation för projekt' })).toBeVisible();

  // A range that is no range: said in Swedish, and nothing is listed.
  const filters = page.getByRole('form', { name: 'Period' });
  await filters.getByLabel('Från datum').fill(PROJECT.to);
  await filters.getByLabel('Till datum').fill(PROJECT.from);
  await filters.getByRole('button', { name: 'Visa dokument' }).click();
  await expect(page.getByText('Från-datum måste vara före till-datum.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ladda ner som ZIP' })).toHaveCount(0);

  await filters.getByLabel('Från datum').fill(PROJECT.from);
  await filters.getByLabel('Till datum').fill(PROJECT.to);
  await filters.getByRole('button', { name: 'Visa dokument' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${PROJECT.from}&to=${PROJECT.to}`));
  await expect(
    page.getByText(`${pack.articles.length} artiklar med ${pack.documents.length} dokument`),
  ).toBeVisible();
  const table = page.getByRole('region', { name: 'Dokument per artikel' });
  for (const article of pack.articles) {
    const row = table.getByRole('row').filter({ hasText: article.articleNumber });
    await expect(row.getByRole('link')).toHaveCount(article.documentIds.length);
  }
  await expectNoSeriousViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Ladda ner som ZIP' }).click(),
  ]);
  await expect(page.getByRole('status').filter({ hasText: 'Nedladdningen har startat.' })).toBeVisible();
  expect(download.suggestedFilename()).toBe(`dokumentation-${PROJECT.id}-${PROJECT.from}-${PROJECT.to}.zip`);
  const entries = await unzip(await readFile(await download.path()));

  // Exactly the services' set: each document once, none more, each a valid PDF of its size.
  const pdfs = [...entries.keys()].filter((name) => name !== 'index.html');
  expect(pdfs.map((name) => /\((p\d{5}-[a-z]{3})\)\.pdf$/.exec(name)?.[1]).sort()).toEqual(
    pack.documents.map((d) => d.documentId).sort(),
  );
  for (const doc of pack.documents) {
    const name = pdfs.find((n) => n.endsWith(`(${doc.documentId}).pdf`)) ?? '';
    const bytes = entries.get(name) ?? Buffer.alloc(0);
    await expectValidPdf(bytes);
    expect(bytes.length).toBe(doc.size);
  }
  // The index names each document (its file and title) and each article.
  const index = entries.get('index.html')?.toString('utf8') ?? '';
  expect(index).toContain(`Dokumentation för projekt ${PROJECT.name}`);
  for (const name of pdfs) expect(index).toContain(`<code>${name.replace(/&/g, '&amp;')}</code>`);
  for (const doc of pack.documents) expect(index).toContain(doc.title.replace(/&/g, '&amp;'));
  for (const article of pack.articles) expect(index).toContain(article.articleNumber);
});

/** A browser of its own, signed in as `username`. */
async function signedInAs(browser: Browser, baseURL: string | undefined, username: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/');
  await signIn(page, username);
  return { context, page };
}

test("another customer's user, and a colleague outside the project, get nothing: through the shop and at the services", async ({
  browser,
  baseURL,
}) => {
  const zip = `/dokument/projekt/${PROJECT.id}/dokumentation.zip?from=${PROJECT.from}&to=${PROJECT.to}`;
  const api = `/api/v2/projects/${PROJECT.id}/documents?fromDate=${PROJECT.from}&toDate=${PROJECT.to}`;

  const other = await signedInAs(browser, baseURL, 'version1.user');
  expect([403, 404]).toContain((await other.page.request.get(api)).status());
  expect([403, 404]).toContain((await other.page.request.get(zip)).status());
  const otherToken = await serviceToken(other.page.request, 'version1.user');
  const direct = await other.page.request.get(`${SANDBOX_URL}/v2/projects/${PROJECT.id}/documents`, {
    headers: { authorization: `Bearer ${otherToken}` },
  });
  expect([403, 404]).toContain(direct.status());
  await other.context.close();

  const colleague = await signedInAs(browser, baseURL, 'erik.flerkund');
  expect((await colleague.page.request.get(api)).status()).toBe(403);
  expect((await colleague.page.request.get(zip)).status()).toBe(403);
  const erikToken = await serviceToken(colleague.page.request, 'erik.flerkund');
  const erikDirect = await colleague.page.request.get(`${SANDBOX_URL}/v2/projects/${PROJECT.id}/documents`, {
    headers: { authorization: `Bearer ${erikToken}` },
  });
  expect(erikDirect.status()).toBe(403);
  // The project is not among the colleague's choices either.
  await colleague.page.getByRole('button', { name: /^Kund och projekt:/ }).click();
  const dialog = colleague.page.getByRole('dialog', { name: 'Byt kund eller projekt' });
  await expect(dialog.getByText('Nordbygg Entreprenad AB / Kv. Hamnen etapp 2')).toBeVisible();
  await expect(dialog.getByText(PROJECT.name)).toHaveCount(0);
  await colleague.context.close();
});
