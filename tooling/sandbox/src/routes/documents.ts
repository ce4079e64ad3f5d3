import { ArticleNumber, type ProductDocument, ProjectDocumentsQuery } from '@shop/commerce-client/contract';
import type { Context, Hono } from 'hono';
import * as z from 'zod/mini';
import { type AuthEnv, isDenied, mayUseProject, requireAuth } from '../auth.ts';
import type { SandboxContext } from '../context.ts';
import { transaction } from '../db.ts';
import {
  type DocumentMeta,
  documentPdf,
  documentSize,
  parseDocumentId,
  productDocuments,
} from '../documents.ts';
import { badRequest, forbidden, HttpError, jsonBody, notFound, validate } from '../http.ts';
import { insertProjectOrder } from '../seed/documents.ts';
import { stockholmDayEnd, stockholmDayStart } from '../stockholm-day.ts';
import { originOf } from './cms.ts';

/** At most this many articles in one lever-made project (the bench asks for 500). */
const LEVER_MAX_ARTICLES = 2000;
const LINES_PER_ORDER = 100;

const DocumentProjectLever = z.object({
  customerId: z.optional(z.string().check(z.regex(/^\d{5}$/))),
  articles: z.number().check(z.int(), z.gte(1), z.lte(LEVER_MAX_ARTICLES)),
  /** User names who may use the project; none: every user of the customer. */
  members: z.optional(z.array(z.string().check(z.maxLength(100))).check(z.maxLength(50))),
});

/**
 * Product documents and a project's documentation pack (issue 38):
 *
 * - `GET /v2/articles/{articleNumber}/documents` (token optional: documents are public): the
 *   article's documents with kind, language, date, size and an absolute http(s) URL.
 * - `GET /v2/documents/{documentId}`: the PDF itself, generated on request (no token: a
 *   manufacturer's document is public, and the URL carries none).
 * - `GET /v2/projects/{projectId}/documents?fromDate&toDate` (token): every article bought on
 *   the project's orders in the range (Swedish days, both included; cancelled orders left
 *   out), with its documents, the documents de-duplicated. Another customer's project is 404;
 *   a project the user may not use (`project_members`), or a user denied order history
 *   (EJ_ORDERHISTORIK: the pack tells what was bought) is 403.
 * - `POST /__sandbox/document-projects` (lever): a project of N distinct articles for the bench.
 */
export function registerDocumentRoutes(app: Hono<AuthEnv>, ctx: SandboxContext): void {
  const { db } = ctx;
  const auth = requireAuth(ctx.auth);
  const variant = db.prepare(
    `SELECT v.article_number, v.name, v.product_id, p.name AS product_name
       FROM variants v JOIN products p ON p.id = v.product_id WHERE v.article_number = ?`,
  );
  const product = db.prepare(`SELECT id, name FROM products WHERE id = ?`);
  const project = db.prepare(`SELECT id, customer_id, name FROM projects WHERE id = ?`);

  async function toDocument(c: Context, meta: DocumentMeta): Promise<ProductDocument> {
    return {
      documentId: meta.documentId,
      kind: meta.kind,
      title: meta.title,
      language: meta.language,
      date: meta.date,
      size: await documentSize(meta),
      url: `${originOf(c)}/v2/documents/${encodeURIComponent(meta.documentId)}`,
    };
  }

  app.get('/v2/articles/:articleNumber/documents', async (c) => {
    const articleNumber = validate(ArticleNumber, c.req.param('articleNumber'));
    const row = variant.get(articleNumber) as
      | { article_number: string; product_id: string; product_name: string }
      | undefined;
    if (!row) throw notFound('Artikeln');
    const documents = await Promise.all(
      productDocuments(row.product_id, row.product_name).map((meta) => toDocument(c, meta)),
    );
    return c.json({ articleNumber, documents });
  });

  app.get('/v2/documents/:documentId', async (c) => {
    const documentId = c.req.param('documentId');
    const parsed = parseDocumentId(documentId);
    const owner = parsed
      ? (product.get(parsed.productId) as { id: string; name: string } | undefined)
      : undefined;
    const meta = owner
      ? productDocuments(owner.id, owner.name).find((d) => d.documentId === documentId)
      : undefined;
    if (!meta) throw notFound('Dokumentet');
    const bytes = await documentPdf(meta);
    return c.body(bytes.buffer as ArrayBuffer, 200, {
      'content-type': 'application/pdf',
      'content-length': String(bytes.byteLength),
      'content-disposition': `inline; filename="${documentId}.pdf"`,
      'cache-control': 'public, max-age=3600',
    });
  });

  app.get('/v2/projects/:projectId/documents', auth, async (c) => {
    const claims = c.get('auth');
    const query = validate(ProjectDocumentsQuery, c.req.query());
    const row = project.get(c.req.param('projectId')) as
      | { id: string; customer_id: string; name: string }
      | undefined;
    // Another customer's project does not exist for this session.
    if (!row || row.customer_id !== claims.customerId) throw notFound('Projektet');
    const role =
      claims.customerPermissions.find((p) => p.customerId === claims.customerId)?.role ?? claims.role;
    if (!mayUseProject(db, claims.sub, role, row.id)) throw forbidden('Du saknar behörighet till projektet');
    if (isDenied(claims, 'EJ_ORDERHISTORIK')) throw forbidden();
    if (query.fromDate && query.toDate && query.fromDate > query.toDate)
      throw badRequest('Från-datum måste vara före till-datum', 'fromDate');
    const where = ['o.customer_id = ?', 'o.project_id = ?', `o.status != 'CANCELLED'`];
    const params: string[] = [row.customer_id, row.id];
    if (query.fromDate) {
      where.push('julianday(o.created_at) >= julianday(?)');
      params.push(stockholmDayStart(query.fromDate, 'fromDate'));
    }
    if (query.toDate) {
      where.push('julianday(o.created_at) < julianday(?)');
      params.push(stockholmDayEnd(query.toDate, 'toDate'));
    }
    const bought = db
      .prepare(
        `SELECT DISTINCT l.article_number FROM order_lines l JOIN orders o ON o.id = l.order_id
          WHERE ${where.join(' AND ')} ORDER BY l.article_number`,
      )
      .all(...params) as { article_number: string }[];
    const documents = new Map<string, ProductDocument>();
    const articles: { articleNumber: string; name: string; documentIds: string[] }[] = [];
    for (const { article_number } of bought) {
      const v = variant.get(article_number) as
        | { article_number: string; name: string; product_id: string; product_name: string }
        | undefined;
      if (!v) continue;
      const metas = productDocuments(v.product_id, v.product_name);
      for (const meta of metas)
        if (!documents.has(meta.documentId)) documents.set(meta.documentId, await toDocument(c, meta));
      articles.push({
        articleNumber: v.article_number,
        name: v.name,
        documentIds: metas.map((m) => m.documentId),
      });
    }
    return c.json({
      customerId: row.customer_id,
      projectId: row.id,
      projectName: row.name,
      fromDate: query.fromDate ?? null,
      toDate: query.toDate ?? null,
      articles,
      documents: [...documents.values()],
    });
  });

  /**
   * A project of `articles` distinct articles (one variant of each product first, then the
   * second ones), bought on orders of 100 lines dated 2026-10-01 onwards: the bench's 500-article
   * pack. Answers `{ projectId, projectName, articles, orders }`; reset removes it.
   */
  app.post('/__sandbox/document-projects', async (c) => {
    const input = validate(DocumentProjectLever, await jsonBody(c));
    const customerId = input.customerId ?? '10001';
    if (!db.prepare(`SELECT 1 AS x FROM customers WHERE id = ?`).get(customerId)) throw notFound('Kunden');
    const buyer = db
      .prepare(`SELECT user_id FROM user_customers WHERE customer_id = ? ORDER BY user_id LIMIT 1`)
      .get(customerId) as { user_id: string } | undefined;
    if (!buyer) throw new HttpError(409, 'no_users', 'Kunden har inga användare');
    const memberIds = (input.members ?? []).map((username) => {
      const user = db.prepare(`SELECT id FROM users WHERE username = ?`).get(username) as
        | { id: string }
        | undefined;
      if (!user) throw badRequest(`Okänd användare: ${username}`, 'members');
      return user.id;
    });
    const articleNumbers = (
      db
        .prepare(
          `SELECT article_number FROM (
             SELECT article_number, product_id,
                    ROW_NUMBER() OVER (PARTITION BY product_id ORDER BY article_number) AS n
               FROM variants WHERE discontinued = 0)
           ORDER BY n, product_id LIMIT ?`,
        )
        .all(input.articles) as { article_number: string }[]
    ).map((r) => r.article_number);
    const result = transaction(db, () => {
      const made = (
        db
          .prepare(`SELECT COUNT(*) AS n FROM projects WHERE customer_id = ? AND id LIKE ?`)
          .get(customerId, `${customerId}-D%`) as { n: number }
      ).n;
      const projectId = `${customerId}-D${made + 1}`;
      const projectName = `Dokumentationsprojekt ${made + 1} (${articleNumbers.length} artiklar)`;
      db.prepare(`INSERT INTO projects (id, customer_id, name) VALUES (?, ?, ?)`).run(
        projectId,
        customerId,
        projectName,
      );
      for (const id of memberIds)
        db.prepare(`INSERT INTO project_members (project_id, user_id) VALUES (?, ?)`).run(projectId, id);
      const orders: string[] = [];
      const next = db.prepare(`SELECT coalesce(max(CAST(id AS INTEGER)), 5000000) + 1 AS id FROM orders`);
      for (let i = 0; i < articleNumbers.length; i += LINES_PER_ORDER) {
        const orderId = String((next.get() as { id: number }).id);
        const day = String(1 + ((i / LINES_PER_ORDER) % 28)).padStart(2, '0');
        insertProjectOrder(
          db,
          {
            id: orderId,
            userId: buyer.user_id,
            customerId,
            projectId,
            createdAt: `2026-10-${day}T08:00:00.000Z`,
            status: 'DELIVERED',
          },
          articleNumbers.slice(i, i + LINES_PER_ORDER),
        );
        orders.push(orderId);
      }
      return { projectId, projectName, articles: articleNumbers.length, orders };
    });
    return c.json(result, 201);
  });
}
