import { randomUUID } from 'node:crypto';
import {
  isValidOwnNumber,
  OWN_NUMBER_NOTE_MAX_LENGTH,
  type OwnNumber,
  type OwnNumberImportRefusal,
  OwnNumberInput,
  OwnNumberListQuery,
  type ResolvedNumber,
  ResolveRequest,
} from '@shop/commerce-client/contract';
import type { Context, Hono } from 'hono';
import Papa from 'papaparse';
import { type AuthEnv, optionalAuth, requireAuth, requireRole } from '../auth.ts';
import type { SandboxContext } from '../context.ts';
import { transaction } from '../db.ts';
import { badRequest, HttpError, jsonBody, notFound, validate } from '../http.ts';
import { articleMatcher, ownNumberKey, queryWords, searchIndex } from '../search-index.ts';

/** Lines one import takes (the body limit, 1 MiB, is reached first for long lines). */
const OWN_NUMBER_IMPORT_MAX_LINES = 5000;
/** Own numbers a customer may keep. */
const OWN_NUMBERS_PER_CUSTOMER_MAX = 20_000;

interface OwnNumberRow {
  id: string;
  customer_id: string;
  own_number: string;
  own_key: string;
  article_number: string;
  note: string | null;
  created_at: string;
  updated_at: string;
  article_name: string;
  variant_slug: string | null;
}

const toOwnNumber = (row: OwnNumberRow): OwnNumber => ({
  id: row.id,
  ownNumber: row.own_number,
  articleNumber: row.article_number,
  articleName: row.article_name,
  variantSlug: row.variant_slug,
  note: row.note,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/**
 * Our article number in what a customer typed, when it is one: our numbers are digits, so
 * spaces (also Excel's no-break and thin spaces) and dashes are dropped ('1000-001',
 * '1 000 001' → '1000001'). Null when what is left is not all digits.
 *
 * @example
 * articleDigits('1 000-001') // '1000001'
 * articleDigits('NB-1001') // null
 */
export function articleDigits(text: string): string | null {
  const digits = text.replace(/[\s\u00a0\u202f-]/g, '');
  return /^\d{1,20}$/.test(digits) ? digits : null;
}

/** The message of each import refusal, in Swedish: the storefront shows its own texts by `reason`. */
const REFUSAL_MESSAGES: Record<OwnNumberImportRefusal['reason'], string> = {
  OWN_NUMBER_MISSING: 'Eget artikelnummer saknas',
  OWN_NUMBER_INVALID: 'Eget artikelnummer får ha 1–40 tecken: bokstäver, siffror, -, ., / och mellanslag',
  OWN_NUMBER_IS_ARTICLE: 'Det egna numret är redan ett av våra artikelnummer eller en EAN-kod',
  ARTICLE_NUMBER_MISSING: 'Artikelnummer saknas',
  ARTICLE_UNKNOWN: 'Artikelnumret finns inte',
  NOTE_TOO_LONG: `Noteringen får ha högst ${OWN_NUMBER_NOTE_MAX_LENGTH} tecken`,
  DUPLICATE_IN_FILE: 'Det egna numret finns redan på en tidigare rad i filen',
};

const HEADER_WORDS = /^(eget|egna|ert|kundens|own|customer|artikel|art|nr|nummer|number)/i;

/** A CSV's text without the byte-order mark Excel writes. */
const withoutBom = (text: string) => text.replace(/^\uFEFF/, '');

/**
 * The separator of a CSV: Swedish Excel writes ';', Google Sheets ',' and a copy from a sheet
 * tabs. The one the first lines hold most of wins (';' before tab before ',' on a tie), so a
 * comma inside a note does not split a semicolon file.
 */
function separatorOf(text: string): string {
  const sample = text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, 10)
    .join('\n');
  const count = (separator: string) => sample.split(separator).length - 1;
  return ([';', '\t', ','] as const).reduce((best, next) => (count(next) > count(best) ? next : best));
}

/** Quotes a CSV field when it needs it (the separator, a quote or a line break). */
const csvField = (value: string) => (/[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * The customer's own article numbers (issue 37): the mapping, its CSV import and export, and
 * the batch call that resolves pasted numbers. The customer is always the token's active one.
 */
export function registerOwnNumberRoutes(app: Hono<AuthEnv>, ctx: SandboxContext): void {
  const { db, views } = ctx;
  const auth = requireAuth(ctx.auth);
  const maybeAuth = optionalAuth(ctx.auth);
  const { matching, scorer } = articleMatcher(db);

  const select = `SELECT o.*, v.name AS article_name, v.variant_slug
    FROM customer_article_numbers o JOIN variants v ON v.article_number = o.article_number`;
  const byId = db.prepare(`${select} WHERE o.id = ? AND o.customer_id = ?`);
  const byKey = db.prepare(`SELECT id FROM customer_article_numbers WHERE customer_id = ? AND own_key = ?`);
  const countOf = db.prepare(`SELECT count(*) AS n FROM customer_article_numbers WHERE customer_id = ?`);
  const all = db.prepare(`${select} WHERE o.customer_id = ? ORDER BY o.own_key, o.id`);
  const filtered = db.prepare(
    `${select} WHERE o.customer_id = ? AND (instr(o.own_key, ?) > 0 OR instr(o.article_number, ?) > 0
       OR instr(lower(v.name), ?) > 0 OR instr(lower(coalesce(o.note, '')), ?) > 0)
     ORDER BY o.own_key, o.id`,
  );
  const variantByNumber = db.prepare(`SELECT article_number FROM variants WHERE article_number = ?`);
  const variantByEan = db.prepare(`SELECT article_number FROM variants WHERE ean = ?`);
  const insert = db.prepare(
    `INSERT INTO customer_article_numbers (id, customer_id, own_number, own_key, article_number, note, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const update = db.prepare(
    `UPDATE customer_article_numbers SET own_number = ?, own_key = ?, article_number = ?, note = ?, updated_at = ?
     WHERE id = ? AND customer_id = ?`,
  );
  const remove = db.prepare(`DELETE FROM customer_article_numbers WHERE id = ? AND customer_id = ?`);

  const customerOf = (c: Context<AuthEnv>) => c.get('auth').customerId;
  /** Writing is for BUYER_ADMIN and above; reading for every user of the customer. */
  const requireWriter = (c: Context<AuthEnv>) => {
    const claims = c.get('auth');
    if (claims.oci)
      throw new HttpError(403, 'forbidden_action', 'Egna artikelnummer ändras inte i en punch-out-session');
    requireRole(claims, 'BUYER_ADMIN');
  };

  /** Our article for a typed article number (digits, maybe with dashes or spaces), or null. */
  function ourArticle(text: string): string | null {
    const digits = articleDigits(text);
    if (!digits) return null;
    return (variantByNumber.get(digits) as { article_number: string } | undefined)?.article_number ?? null;
  }

  /** True when an own number would read as one of our article numbers or an EAN (a paste would be ambiguous). */
  function collidesWithOurs(ownNumber: string): boolean {
    const digits = articleDigits(ownNumber);
    return (
      digits !== null && (variantByNumber.get(digits) !== undefined || variantByEan.get(digits) !== undefined)
    );
  }

  function load(c: Context<AuthEnv>): OwnNumberRow {
    const row = byId.get(c.req.param('id') ?? '', customerOf(c)) as OwnNumberRow | undefined;
    // Another customer's number is not found, as if it did not exist.
    if (!row) throw notFound('Det egna artikelnumret');
    return row;
  }

  /** Checks one number to save; throws the 400 or 409 a single write answers. */
  function checked(customerId: string, input: OwnNumberInput, exceptId?: string) {
    if (collidesWithOurs(input.ownNumber))
      throw badRequest(REFUSAL_MESSAGES.OWN_NUMBER_IS_ARTICLE, 'ownNumber');
    const articleNumber = ourArticle(input.articleNumber);
    if (!articleNumber) throw badRequest(REFUSAL_MESSAGES.ARTICLE_UNKNOWN, 'articleNumber');
    const key = ownNumberKey(input.ownNumber);
    const taken = byKey.get(customerId, key) as { id: string } | undefined;
    if (taken && taken.id !== exceptId)
      throw new HttpError(409, 'own_number_exists', `Det egna artikelnumret ${input.ownNumber} finns redan`, {
        field: 'ownNumber',
      });
    return { ownNumber: input.ownNumber, key, articleNumber, note: input.note || null };
  }

  app.get('/v2/own-article-numbers', auth, (c) => {
    const query = validate(OwnNumberListQuery, c.req.query());
    const limit = query.limit ?? 25;
    const offset = query.offset ?? 0;
    const q = query.q?.trim().toLocaleLowerCase('sv');
    const rows = (q
      ? filtered.all(customerOf(c), q, q, q, q)
      : all.all(customerOf(c))) as unknown as OwnNumberRow[];
    return c.json({
      ownNumbers: rows.slice(offset, offset + limit).map(toOwnNumber),
      total: rows.length,
      limit,
      offset,
    });
  });

  app.get('/v2/own-article-numbers/export', auth, (c) => {
    const rows = all.all(customerOf(c)) as unknown as OwnNumberRow[];
    const csv = [
      'Eget artikelnummer;Artikelnummer;Benämning;Notering',
      ...rows.map((r) =>
        [r.own_number, r.article_number, r.article_name, r.note ?? ''].map(csvField).join(';'),
      ),
    ].join('\r\n');
    // The byte-order mark makes Excel read the file as UTF-8 (å, ä, ö).
    return c.body(`\uFEFF${csv}\r\n`, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="egna-artikelnummer-${customerOf(c)}.csv"`,
    });
  });

  app.get('/v2/own-article-numbers/:id', auth, (c) => c.json(toOwnNumber(load(c))));

  app.post('/v2/own-article-numbers', auth, async (c) => {
    requireWriter(c);
    const input = validate(OwnNumberInput, await jsonBody(c));
    const customerId = customerOf(c);
    const row = transaction(db, () => {
      if ((countOf.get(customerId) as { n: number }).n >= OWN_NUMBERS_PER_CUSTOMER_MAX)
        throw new HttpError(
          409,
          'own_numbers_limit',
          `Högst ${OWN_NUMBERS_PER_CUSTOMER_MAX} egna artikelnummer per kund`,
        );
      const value = checked(customerId, input);
      const id = randomUUID();
      const now = new Date().toISOString();
      insert.run(id, customerId, value.ownNumber, value.key, value.articleNumber, value.note, now, now);
      return byId.get(id, customerId) as unknown as OwnNumberRow;
    });
    return c.json(toOwnNumber(row), 201);
  });

  app.put('/v2/own-article-numbers/:id', auth, async (c) => {
    requireWriter(c);
    const existing = load(c);
    const input = validate(OwnNumberInput, await jsonBody(c));
    const row = transaction(db, () => {
      const value = checked(existing.customer_id, input, existing.id);
      update.run(
        value.ownNumber,
        value.key,
        value.articleNumber,
        value.note,
        new Date().toISOString(),
        existing.id,
        existing.customer_id,
      );
      return byId.get(existing.id, existing.customer_id) as unknown as OwnNumberRow;
    });
    return c.json(toOwnNumber(row));
  });

  app.delete('/v2/own-article-numbers/:id', auth, (c) => {
    requireWriter(c);
    const existing = load(c);
    remove.run(existing.id, existing.customer_id);
    return c.body(null, 204);
  });

  /** The file of an import: a multipart `file`, or the CSV as the body (`text/csv`). */
  async function importText(c: Context<AuthEnv>): Promise<string> {
    const type = c.req.header('content-type') ?? '';
    if (type.startsWith('multipart/form-data')) {
      const form = await c.req.parseBody({ all: false }).catch(() => {
        throw badRequest('Begäran ska vara multipart/form-data med en fil', 'file');
      });
      const file = form.file;
      if (!(file instanceof File)) throw badRequest('Filen saknas', 'file');
      return file.text();
    }
    if (type.startsWith('text/csv') || type.startsWith('text/plain')) return c.req.text();
    throw badRequest('Skicka en CSV-fil (multipart/form-data med fältet file, eller text/csv)', 'file');
  }

  app.post('/v2/own-article-numbers/import', auth, async (c) => {
    requireWriter(c);
    const customerId = customerOf(c);
    const text = withoutBom(await importText(c));
    if (text.includes('\u0000')) throw badRequest('Filen är inte en CSV-fil', 'file');
    const normalized = text.replace(/\r\n?/g, '\n');
    const parsed = Papa.parse<string[]>(normalized, {
      delimiter: separatorOf(normalized),
      skipEmptyLines: false,
    });
    const lines = parsed.data;
    // A last empty line is the file's final line break, not a line.
    while (lines.length > 0 && (lines.at(-1) ?? []).every((cell) => cell.trim() === '')) lines.pop();
    if (lines.length === 0) throw badRequest('Filen är tom', 'file');
    if (lines.length > OWN_NUMBER_IMPORT_MAX_LINES)
      throw badRequest(`Filen har fler än ${OWN_NUMBER_IMPORT_MAX_LINES} rader`, 'file');

    const refused: OwnNumberImportRefusal[] = [];
    const good: {
      line: number;
      ownNumber: string;
      key: string;
      articleNumber: string;
      note: string | null;
    }[] = [];
    const seen = new Map<string, number>();
    lines.forEach((cells, index) => {
      const line = index + 1;
      const [ownCell = '', articleCell = '', noteCell = ''] = cells.map((cell) => cell.trim());
      if (cells.every((cell) => cell.trim() === '')) return;
      // A first line that names its columns is a header, not a number.
      if (index === 0 && HEADER_WORDS.test(ownCell) && !articleDigits(articleCell)) return;
      const key = ownNumberKey(ownCell);
      const articleNumber = articleCell === '' ? null : ourArticle(articleCell);
      const reason: OwnNumberImportRefusal['reason'] | null =
        ownCell === ''
          ? 'OWN_NUMBER_MISSING'
          : !isValidOwnNumber(ownCell)
            ? 'OWN_NUMBER_INVALID'
            : collidesWithOurs(ownCell)
              ? 'OWN_NUMBER_IS_ARTICLE'
              : articleCell === ''
                ? 'ARTICLE_NUMBER_MISSING'
                : !articleNumber
                  ? 'ARTICLE_UNKNOWN'
                  : noteCell.length > OWN_NUMBER_NOTE_MAX_LENGTH
                    ? 'NOTE_TOO_LONG'
                    : seen.has(key)
                      ? 'DUPLICATE_IN_FILE'
                      : null;
      if (reason || !articleNumber) {
        const why = reason ?? 'ARTICLE_UNKNOWN';
        refused.push({
          line,
          ownNumber: ownCell,
          articleNumber: articleCell,
          reason: why,
          message: REFUSAL_MESSAGES[why],
        });
        return;
      }
      seen.set(key, line);
      good.push({ line, ownNumber: ownCell, key, articleNumber, note: noteCell || null });
    });

    const counts = transaction(db, () => {
      let created = 0;
      let updated = 0;
      const now = new Date().toISOString();
      const existing = (countOf.get(customerId) as { n: number }).n;
      const fresh = good.filter((g) => !byKey.get(customerId, g.key)).length;
      if (existing + fresh > OWN_NUMBERS_PER_CUSTOMER_MAX)
        throw new HttpError(
          409,
          'own_numbers_limit',
          `Högst ${OWN_NUMBERS_PER_CUSTOMER_MAX} egna artikelnummer per kund`,
        );
      for (const g of good) {
        const taken = byKey.get(customerId, g.key) as { id: string } | undefined;
        if (taken) {
          update.run(g.ownNumber, g.key, g.articleNumber, g.note, now, taken.id, customerId);
          updated += 1;
        } else {
          insert.run(randomUUID(), customerId, g.ownNumber, g.key, g.articleNumber, g.note, now, now);
          created += 1;
        }
      }
      return { created, updated };
    });
    return c.json({ saved: good.length, ...counts, refused });
  });

  // --- Batch resolution: what pasted numbers are, in one call --------------------------------

  const articlesIn = db.prepare(
    `SELECT article_number FROM variants WHERE article_number IN (SELECT value FROM json_each(?))`,
  );
  const eansIn = db.prepare(
    `SELECT article_number, ean FROM variants WHERE ean IN (SELECT value FROM json_each(?))`,
  );
  const ownIn = db.prepare(
    `SELECT own_key, own_number, article_number FROM customer_article_numbers
     WHERE customer_id = ? AND own_key IN (SELECT value FROM json_each(?))`,
  );

  /** Up to three articles search finds for a number that is none of ours. */
  function suggestionsFor(input: string): { articleNumber: string; name: string }[] {
    const index = searchIndex(db);
    const words = queryWords(input);
    const matched = words.length > 0 ? matching(input) : null;
    let items = matched ? [...matched].map((a) => index.byArticle.get(a)).filter((i) => i !== undefined) : [];
    if (items.length === 0) {
      // A mistyped number: the articles whose numbers share its longest start (at least 4 digits).
      const digits = articleDigits(input);
      for (let length = (digits?.length ?? 0) - 1; digits && length >= 4 && items.length === 0; length--) {
        const start = digits.slice(0, length);
        items = index.all.filter((i) => i.articleNumber.startsWith(start));
        items.sort(
          (a, b) =>
            Math.abs(Number(a.articleNumber) - Number(digits)) -
              Math.abs(Number(b.articleNumber) - Number(digits)) ||
            a.articleNumber.localeCompare(b.articleNumber),
        );
      }
    } else {
      const score = scorer(words);
      items.sort((a, b) => score(b) - score(a) || a.nameRank - b.nameRank);
    }
    return items.slice(0, 3).map((i) => ({ articleNumber: i.articleNumber, name: i.name }));
  }

  app.post('/v2/articles/resolve', maybeAuth, async (c) => {
    const input = validate(ResolveRequest, await jsonBody(c));
    const claims = c.get('auth') ?? null;
    const inputs = input.numbers.map((n) => n.trim());
    const digits = inputs.map(articleDigits);
    const wantedDigits = [...new Set(digits.filter((d): d is string => d !== null))];
    const articles = new Set(
      (articlesIn.all(JSON.stringify(wantedDigits)) as { article_number: string }[]).map(
        (r) => r.article_number,
      ),
    );
    const eans = new Map(
      (eansIn.all(JSON.stringify(wantedDigits)) as { article_number: string; ean: string }[]).map((r) => [
        r.ean,
        r.article_number,
      ]),
    );
    // Own numbers only for a session, and only the session's customer's.
    const own = new Map<string, { own_number: string; article_number: string }>();
    if (claims) {
      const keys = [...new Set(inputs.map(ownNumberKey).filter((k) => k !== ''))];
      for (const row of ownIn.all(claims.customerId, JSON.stringify(keys)) as {
        own_key: string;
        own_number: string;
        article_number: string;
      }[])
        own.set(row.own_key, row);
    }
    const suggested = new Map<string, { articleNumber: string; name: string }[]>();
    const results: ResolvedNumber[] = input.numbers.map((raw, i) => {
      const text = inputs[i] ?? '';
      const number = digits[i];
      if (number && articles.has(number))
        return { input: raw, articleNumber: number, matchedBy: 'article', suggestions: [] };
      const mine = own.get(ownNumberKey(text));
      if (mine)
        return {
          input: raw,
          articleNumber: mine.article_number,
          matchedBy: 'own',
          ownNumber: mine.own_number,
          suggestions: [],
        };
      const byEan = number ? eans.get(number) : undefined;
      if (byEan) return { input: raw, articleNumber: byEan, matchedBy: 'ean', suggestions: [] };
      if (text === '') return { input: raw, articleNumber: null, matchedBy: null, suggestions: [] };
      let suggestions = suggested.get(text);
      if (!suggestions) {
        suggestions = suggestionsFor(text);
        suggested.set(text, suggestions);
      }
      return { input: raw, articleNumber: null, matchedBy: null, suggestions };
    });
    const matched = results.map((r) => r.articleNumber).filter((a): a is string => a !== null);
    return c.json({
      results,
      variants: views.variants(matched, claims, { locationIds: input.locationIds }),
    });
  });
}
