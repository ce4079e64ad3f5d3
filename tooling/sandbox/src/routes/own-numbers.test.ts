import {
  OwnNumber,
  OwnNumberImportResult,
  OwnNumberList,
  ResolveResponse,
  SearchResponse,
} from '@shop/commerce-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db.ts';
import type { RunningSandbox } from '../index.ts';
import { call, expectContract, login, privateSandbox } from '../test-utils.ts';
import { createViews } from '../views.ts';
import { articleDigits } from './own-numbers.ts';

let sandbox: RunningSandbox;
/** anna.user: USER of 10001. */
let anna: string;
/** bertil.buyeradmin: BUYER_ADMIN, acting for 10001. */
let bertil: string;
/** bertil.buyeradmin switched to his other customer, 10004. */
let bertil10004: string;
/** version1.user: USER of 10002, another customer with own numbers of its own. */
let vera: string;

const BASE = '/v2/own-article-numbers';

beforeAll(async () => {
  sandbox = await privateSandbox();
  anna = (await login(sandbox, 'anna.user')).token;
  const bertilSession = await login(sandbox, 'bertil.buyeradmin');
  bertil = bertilSession.token;
  const switched = await call(sandbox, 'POST', '/v2/sessions/', {
    body: { refreshToken: bertilSession.refreshToken, customerId: '10004' },
  });
  expect(switched.status).toBe(200);
  bertil10004 = switched.body.token;
  vera = (await login(sandbox, 'version1.user')).token;
});
afterAll(() => sandbox.stop());

async function list(token: string, query = '') {
  const res = await call(sandbox, 'GET', `${BASE}${query}`, { token });
  expect(res.status).toBe(200);
  return expectContract(OwnNumberList, res.body);
}

/** A known article number of the seed, and its EAN. */
async function someArticles(count: number) {
  const res = await call(sandbox, 'POST', '/search', {
    headers: { 'api-version': '1', 'user-id': 't' },
    body: { pageSize: count, sort: 'name_asc' },
  });
  return expectContract(SearchResponse, res.body).hits.filter((h) => !h.discontinued);
}

describe('articleDigits', () => {
  it.each([
    ['1000001', '1000001'],
    ['1000-001', '1000001'],
    ['1 000 001', '1000001'],
    ['1\u00a0000\u00a0001', '1000001'],
    [' 1000001 ', '1000001'],
    ['NB-1001', null],
    ['1000001a', null],
    ['', null],
  ])('%j is %j', (input, expected) => {
    expect(articleDigits(input)).toBe(expected);
  });
});

describe('reading own numbers', () => {
  it("lists the token's customer's seeded numbers, sorted, with our article and its name", async () => {
    const page = await list(anna, '?limit=100');
    expect(page.total).toBe(30);
    expect(page.ownNumbers).toHaveLength(30);
    expect(page.ownNumbers.map((o) => o.ownNumber)).toContain('NB-1001');
    expect(page.ownNumbers.every((o) => o.articleName.length > 0 && /^\d+$/.test(o.articleNumber))).toBe(
      true,
    );
  });

  it('pages and searches by own number, article number, name or note', async () => {
    const first = await list(anna, '?limit=10&offset=0');
    const second = await list(anna, '?limit=10&offset=10');
    expect(first.ownNumbers).toHaveLength(10);
    expect(second.offset).toBe(10);
    expect(second.ownNumbers[0]?.id).not.toBe(first.ownNumbers[0]?.id);
    expect((await list(anna, '?q=nb-100')).ownNumbers.map((o) => o.ownNumber)).toEqual([
      'NB-1001',
      'NB-1002',
      'NB-1003',
      'NB-1004',
      'NB-1005',
      'NB-1006',
      'NB-1007',
      'NB-1008',
      'NB-1009',
    ]);
    const one = first.ownNumbers[0] as OwnNumber;
    expect((await list(anna, `?q=${one.articleNumber}`)).ownNumbers.map((o) => o.id)).toContain(one.id);
    expect((await list(anna, '?q=bodarna')).total).toBeGreaterThan(0);
  });

  it('answers one own number by id', async () => {
    const [one] = (await list(anna, '?limit=1')).ownNumbers;
    const res = await call(sandbox, 'GET', `${BASE}/${one?.id}`, { token: anna });
    expect(expectContract(OwnNumber, res.body)).toEqual(one);
  });

  it("never shows another customer's numbers: not listed, not found by id", async () => {
    const own = await list(vera, '?limit=100');
    expect(own.ownNumbers.map((o) => o.ownNumber).sort()).toEqual([
      'RL 5501',
      'RL 5502',
      'RL 5510',
      'RL-VENT/12',
    ]);
    const annas = (await list(anna, '?limit=1')).ownNumbers[0];
    expect((await call(sandbox, 'GET', `${BASE}/${annas?.id}`, { token: vera })).status).toBe(404);
    expect((await list(bertil10004)).total).toBe(0);
    expect((await call(sandbox, 'GET', `${BASE}/${annas?.id}`, { token: bertil10004 })).status).toBe(404);
  });

  it('answers 401 without a token on every route', async () => {
    for (const [method, path] of [
      ['GET', BASE],
      ['GET', `${BASE}/x`],
      ['POST', BASE],
      ['PUT', `${BASE}/x`],
      ['DELETE', `${BASE}/x`],
      ['GET', `${BASE}/export`],
      ['POST', `${BASE}/import`],
    ] as const) {
      const res = await call(sandbox, method, path, { body: method === 'GET' ? undefined : {} });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body).toBe('Invalid token');
    }
  });

  it('refuses a bad page with a 400 naming the field', async () => {
    const res = await call(sandbox, 'GET', `${BASE}?limit=0`, { token: anna });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('limit');
  });
});

describe('writing own numbers', () => {
  it('is for BUYER_ADMIN and above: a USER gets 403 and nothing changes', async () => {
    const [article] = await someArticles(1);
    const before = await list(anna, '?limit=100');
    const [one] = before.ownNumbers;
    const create = await call(sandbox, 'POST', BASE, {
      token: anna,
      body: { ownNumber: 'ANNA-1', articleNumber: article?.articleNumber },
    });
    expect(create.status).toBe(403);
    expect(
      (
        await call(sandbox, 'PUT', `${BASE}/${one?.id}`, {
          token: anna,
          body: { ownNumber: 'X', articleNumber: '1' },
        })
      ).status,
    ).toBe(403);
    expect((await call(sandbox, 'DELETE', `${BASE}/${one?.id}`, { token: anna })).status).toBe(403);
    expect(await list(anna, '?limit=100')).toEqual(before);
  });

  it('creates, updates and deletes for a BUYER_ADMIN, trimming and reading dashed article numbers', async () => {
    const [a, b] = await someArticles(2);
    const dashed = `${a?.articleNumber.slice(0, 4)}-${a?.articleNumber.slice(4)}`;
    const created = await call(sandbox, 'POST', BASE, {
      token: bertil,
      body: { ownNumber: '  Bod 12/3.a ', articleNumber: dashed, note: ' Hylla 4 ' },
    });
    expect(created.status).toBe(201);
    const own = expectContract(OwnNumber, created.body);
    expect(own).toMatchObject({ ownNumber: 'Bod 12/3.a', articleNumber: a?.articleNumber, note: 'Hylla 4' });
    // anna, a user of the same customer, reads it.
    expect((await call(sandbox, 'GET', `${BASE}/${own.id}`, { token: anna })).status).toBe(200);

    const updated = await call(sandbox, 'PUT', `${BASE}/${own.id}`, {
      token: bertil,
      body: { ownNumber: 'BOD 12/3.A', articleNumber: b?.articleNumber, note: null },
    });
    expect(updated.status).toBe(200);
    expect(expectContract(OwnNumber, updated.body)).toMatchObject({
      id: own.id,
      ownNumber: 'BOD 12/3.A',
      articleNumber: b?.articleNumber,
      note: null,
    });

    expect((await call(sandbox, 'DELETE', `${BASE}/${own.id}`, { token: bertil })).status).toBe(204);
    expect((await call(sandbox, 'GET', `${BASE}/${own.id}`, { token: anna })).status).toBe(404);
    expect((await call(sandbox, 'DELETE', `${BASE}/${own.id}`, { token: bertil })).status).toBe(404);
  });

  it.each([
    [{ ownNumber: '', articleNumber: '1000001' }, 'ownNumber'],
    [{ ownNumber: '   ', articleNumber: '1000001' }, 'ownNumber'],
    [{ ownNumber: 'x'.repeat(41), articleNumber: '1000001' }, 'ownNumber'],
    [{ ownNumber: 'NB_1', articleNumber: '1000001' }, 'ownNumber'],
    [{ ownNumber: 'NB-1 ;DROP', articleNumber: '1000001' }, 'ownNumber'],
    [{ ownNumber: '1000-001', articleNumber: '1000002' }, 'ownNumber'],
    [{ ownNumber: 'NB-9999', articleNumber: '9999999' }, 'articleNumber'],
    [{ ownNumber: 'NB-9999', articleNumber: 'abc' }, 'articleNumber'],
    [{ ownNumber: 'NB-9999', articleNumber: '1000001', note: 'x'.repeat(201) }, 'note'],
    [{ ownNumber: 'NB-9999' }, 'articleNumber'],
  ])('refuses %j with a 400 naming %s, and saves nothing', async (body, field) => {
    const before = (await list(bertil)).total;
    const res = await call(sandbox, 'POST', BASE, { token: bertil, body });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
    expect(typeof res.body.message).toBe('string');
    expect((await list(bertil)).total).toBe(before);
  });

  it('keeps own numbers unique per customer whatever their case, but not across customers', async () => {
    const [a] = await someArticles(1);
    const res = await call(sandbox, 'POST', BASE, {
      token: bertil,
      body: { ownNumber: 'nb-1001', articleNumber: a?.articleNumber },
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: 'own_number_exists', field: 'ownNumber' });
    const elsewhere = await call(sandbox, 'POST', BASE, {
      token: bertil10004,
      body: { ownNumber: 'NB-1001', articleNumber: a?.articleNumber },
    });
    expect(elsewhere.status).toBe(201);
    expect(
      (await call(sandbox, 'DELETE', `${BASE}/${elsewhere.body.id}`, { token: bertil10004 })).status,
    ).toBe(204);
  });

  it("cannot change another customer's number, even as an admin", async () => {
    const annas = (await list(anna, '?limit=1')).ownNumbers[0];
    const res = await call(sandbox, 'PUT', `${BASE}/${annas?.id}`, {
      token: bertil10004,
      body: { ownNumber: 'HIJACK', articleNumber: annas?.articleNumber },
    });
    expect(res.status).toBe(404);
    expect((await call(sandbox, 'DELETE', `${BASE}/${annas?.id}`, { token: bertil10004 })).status).toBe(404);
    expect((await list(anna, '?limit=1')).ownNumbers[0]).toEqual(annas);
  });
});

describe('CSV export and import', () => {
  it("exports the customer's numbers as a semicolon CSV Excel reads as UTF-8", async () => {
    const res = await fetch(`${sandbox.url}${BASE}/export`, { headers: { authorization: `Bearer ${anna}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Eget artikelnummer;Artikelnummer;Benämning;Notering');
    expect(lines).toHaveLength(31);
    expect(lines.some((l) => l.startsWith('NB-1001;'))).toBe(true);
  });

  it('imports 100 lines with 3 bad ones: 97 saved, the 3 named by line and reason', async () => {
    const articles = await someArticles(60);
    const rows = ['Eget artikelnummer;Artikelnummer;Notering'];
    for (let i = 0; i < 100; i++) {
      const article = articles[i % articles.length]?.articleNumber ?? '';
      if (i === 10) rows.push(`IMP-${i};9999999;`);
      else if (i === 40) rows.push(`;${article};utan eget nummer`);
      else if (i === 70) rows.push(`IMP_${i};${article};`);
      else rows.push(`IMP-${i};${i % 2 ? article : `${article.slice(0, 4)} ${article.slice(4)}`};Rad ${i}`);
    }
    const form = new FormData();
    form.set('file', new Blob([`\uFEFF${rows.join('\r\n')}\r\n`], { type: 'text/csv' }), 'egna.csv');
    const res = await fetch(`${sandbox.url}${BASE}/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${bertil}` },
      body: form,
    });
    expect(res.status).toBe(200);
    const result = expectContract(OwnNumberImportResult, await res.json());
    expect(result).toMatchObject({ saved: 97, created: 97, updated: 0 });
    // Line 1 is the header: the 11th number is on line 12.
    expect(result.refused.map((r) => [r.line, r.reason])).toEqual([
      [12, 'ARTICLE_UNKNOWN'],
      [42, 'OWN_NUMBER_MISSING'],
      [72, 'OWN_NUMBER_INVALID'],
    ]);
    expect(result.refused.every((r) => r.message.length > 0)).toBe(true);
    const imported = await list(anna, '?q=imp-&limit=200');
    expect(imported.total).toBe(97);
    expect(imported.ownNumbers.find((o) => o.ownNumber === 'IMP-2')?.articleNumber).toBe(
      articles[2]?.articleNumber,
    );
  });

  it('updates what is there, refuses a number twice in one file, and takes text/csv bodies and commas', async () => {
    const [a, b] = await someArticles(2);
    const csv = `IMP-0,${b?.articleNumber}\nNY-1,${a?.articleNumber}\nny-1,${b?.articleNumber}\n\n1000001,${a?.articleNumber}\n`;
    const res = await call(sandbox, 'POST', `${BASE}/import`, {
      token: bertil,
      body: csv,
      headers: { 'content-type': 'text/csv; charset=utf-8' },
    });
    expect(res.status).toBe(200);
    const result = expectContract(OwnNumberImportResult, res.body);
    expect(result).toMatchObject({ saved: 2, created: 1, updated: 1 });
    expect(result.refused.map((r) => [r.line, r.reason])).toEqual([
      [3, 'DUPLICATE_IN_FILE'],
      [5, 'OWN_NUMBER_IS_ARTICLE'],
    ]);
    expect((await list(anna, '?q=imp-0&limit=1')).ownNumbers[0]?.articleNumber).toBe(b?.articleNumber);
  });

  it('round-trips: importing the export saves every line again and creates none', async () => {
    const exported = await (
      await fetch(`${sandbox.url}${BASE}/export`, { headers: { authorization: `Bearer ${bertil}` } })
    ).text();
    const total = (await list(bertil)).total;
    const res = await call(sandbox, 'POST', `${BASE}/import`, {
      token: bertil,
      body: exported,
      headers: { 'content-type': 'text/csv' },
    });
    expect(expectContract(OwnNumberImportResult, res.body)).toMatchObject({
      saved: total,
      created: 0,
      updated: total,
      refused: [],
    });
  });

  it('refuses a USER, an empty file and a body that is no CSV, changing nothing', async () => {
    const before = (await list(bertil)).total;
    const csvHeaders = { 'content-type': 'text/csv' };
    expect(
      (
        await call(sandbox, 'POST', `${BASE}/import`, {
          token: anna,
          body: 'X-1;1000001',
          headers: csvHeaders,
        })
      ).status,
    ).toBe(403);
    const empty = await call(sandbox, 'POST', `${BASE}/import`, {
      token: bertil,
      body: '\r\n',
      headers: csvHeaders,
    });
    expect(empty.status).toBe(400);
    expect(empty.body.field).toBe('file');
    const json = await call(sandbox, 'POST', `${BASE}/import`, { token: bertil, body: { a: 1 } });
    expect(json.status).toBe(400);
    expect((await list(bertil)).total).toBe(before);
  });
});

describe('POST /v2/articles/resolve', () => {
  it('answers every input in order: ours (with dashes or spaces), own numbers, EANs, and unknowns with suggestions', async () => {
    const [a, b, c] = await someArticles(3);
    const own = (await list(anna, '?q=nb-1002')).ownNumbers[0] as OwnNumber;
    const numbers = [
      a?.articleNumber ?? '',
      `${b?.articleNumber.slice(0, 4)}-${b?.articleNumber.slice(4)}`,
      ` ${b?.articleNumber.slice(0, 1)} ${b?.articleNumber.slice(1, 4)} ${b?.articleNumber.slice(4)} `,
      '  nb-1002 ',
      c?.ean ?? '',
      'RL 5501',
      '1000000000',
      'skruv',
      '',
    ];
    const res = await call(sandbox, 'POST', '/v2/articles/resolve', {
      token: anna,
      body: { numbers, locationIds: ['1001'] },
    });
    expect(res.status).toBe(200);
    const body = expectContract(ResolveResponse, res.body);
    expect(body.results.map((r) => [r.input, r.articleNumber, r.matchedBy])).toEqual([
      [numbers[0], a?.articleNumber, 'article'],
      [numbers[1], b?.articleNumber, 'article'],
      [numbers[2], b?.articleNumber, 'article'],
      [numbers[3], own.articleNumber, 'own'],
      [numbers[4], c?.articleNumber, 'ean'],
      // Rörlaget's number is not Nordbygg's.
      ['RL 5501', null, null],
      ['1000000000', null, null],
      ['skruv', null, null],
      ['', null, null],
    ]);
    expect(body.results[3]?.ownNumber).toBe('NB-1002');
    expect(body.results.slice(0, 5).every((r) => r.suggestions.length === 0)).toBe(true);
    const skruv = body.results[7]?.suggestions ?? [];
    expect(skruv).toHaveLength(3);
    expect(skruv.every((s) => /skruv/i.test(s.name))).toBe(true);
    expect(body.results[6]?.suggestions.length).toBeGreaterThan(0);
    expect(body.results[8]?.suggestions).toEqual([]);
    // Each matched article once, with its price and the asked store's stock.
    expect(body.variants.map((v) => v.articleNumber).sort()).toEqual(
      [...new Set([a?.articleNumber, b?.articleNumber, own.articleNumber, c?.articleNumber])].sort(),
    );
    for (const variant of body.variants) {
      expect(variant.price?.netPrice).toBeGreaterThanOrEqual(0);
      expect(variant.stock?.locations.map((l) => l.locationId)).toEqual(['1001']);
      expect(variant.webSalesUnit.unit).toBeTruthy();
    }
  });

  it("resolves own numbers only for the token's customer, and none for a visitor", async () => {
    const numbers = ['NB-1001', 'RL 5501'];
    const vera1 = expectContract(
      ResolveResponse,
      (await call(sandbox, 'POST', '/v2/articles/resolve', { token: vera, body: { numbers } })).body,
    );
    expect(vera1.results.map((r) => r.matchedBy)).toEqual([null, 'own']);
    const visitor = expectContract(
      ResolveResponse,
      (await call(sandbox, 'POST', '/v2/articles/resolve', { body: { numbers } })).body,
    );
    expect(visitor.results.map((r) => r.matchedBy)).toEqual([null, null]);
    // A visitor sees list prices only.
    const [a] = await someArticles(1);
    const open = expectContract(
      ResolveResponse,
      (await call(sandbox, 'POST', '/v2/articles/resolve', { body: { numbers: [a?.articleNumber] } })).body,
    );
    expect(open.variants[0]?.price?.priceType).not.toBe('NET');
  });

  it('gives no price to a session that may not see prices (EJ_SE_PRISER)', async () => {
    const token = (await login(sandbox, 'ej.se.priser')).token;
    const [a] = await someArticles(1);
    const body = expectContract(
      ResolveResponse,
      (await call(sandbox, 'POST', '/v2/articles/resolve', { token, body: { numbers: [a?.articleNumber] } }))
        .body,
    );
    expect(body.variants).toHaveLength(1);
    expect(body.variants[0]?.price).toBeUndefined();
  });

  it('refuses more than 1,000 numbers and bodies of the wrong shape with a 400', async () => {
    for (const body of [
      { numbers: Array.from({ length: 1001 }, () => '1000001') },
      { numbers: '1000001' },
      { numbers: ['x'.repeat(101)] },
      {},
      { numbers: [], locationIds: 'x' },
    ]) {
      const res = await call(sandbox, 'POST', '/v2/articles/resolve', { token: anna, body });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.error).toBe('bad_request');
    }
  });

  it('resolves 1,000 numbers in one call well under a second', async () => {
    const articles = (await someArticles(100)).map((h) => h.articleNumber);
    const owns = (await list(anna, '?limit=30')).ownNumbers.map((o) => o.ownNumber);
    const numbers = Array.from({ length: 1000 }, (_, i) =>
      i % 10 === 0
        ? `X-UNKNOWN-${i % 50}`
        : i % 3 === 0
          ? (owns[i % owns.length] ?? '')
          : (articles[i % articles.length] ?? ''),
    );
    // Warm once (the search index is built on first use), then measure.
    await call(sandbox, 'POST', '/v2/articles/resolve', { token: anna, body: { numbers } });
    const started = performance.now();
    const res = await call(sandbox, 'POST', '/v2/articles/resolve', { token: anna, body: { numbers } });
    const elapsed = performance.now() - started;
    expect(res.status).toBe(200);
    const body = expectContract(ResolveResponse, res.body);
    expect(body.results).toHaveLength(1000);
    expect(body.results.filter((r) => r.articleNumber === null)).toHaveLength(100);
    expect(elapsed).toBeLessThan(1000);
  });

  it('fails as asked by a fault lever', async () => {
    await call(sandbox, 'POST', '/__sandbox/faults', {
      body: { method: 'POST', path: '/v2/articles/resolve', status: 503, times: 1 },
    });
    expect(
      (await call(sandbox, 'POST', '/v2/articles/resolve', { token: anna, body: { numbers: [] } })).status,
    ).toBe(503);
    expect(
      (await call(sandbox, 'POST', '/v2/articles/resolve', { token: anna, body: { numbers: [] } })).status,
    ).toBe(200);
  });
});

describe('views.variants', () => {
  it('answers exactly what views.variant answers per article, for every session kind', async () => {
    const db = openDatabase(':memory:');
    const views = createViews(db);
    const all = (
      db.prepare(`SELECT article_number FROM variants ORDER BY article_number`).all() as {
        article_number: string;
      }[]
    ).map((r) => r.article_number);
    const sample = all.filter((_, i) => i % 23 === 0);
    const withReplacement = (
      db
        .prepare(`SELECT article_number FROM variants WHERE replacement_article IS NOT NULL LIMIT 5`)
        .all() as {
        article_number: string;
      }[]
    ).map((r) => r.article_number);
    const wanted = [...sample, ...withReplacement, 'nope'];
    const claims = {
      sub: 'u0001',
      role: 'USER' as const,
      customerPermissions: [
        { customerId: '10001', projectId: null, role: 'USER' as const, permissionDenies: [] },
      ],
      customerId: '10001',
      projectId: null,
      ver: 2,
      exp: 0,
      iat: 0,
    };
    for (const who of [null, claims]) {
      for (const options of [{}, { locationIds: ['1001', '9000'] }, { skipPrice: true, skipStock: true }]) {
        const batch = views.variants(wanted, who, options);
        const single = wanted.map((a) => views.variant(a, who, options)).filter((v) => v !== undefined);
        expect(batch).toEqual(single);
      }
    }
    expect(withReplacement.length).toBeGreaterThan(0);
    db.close();
  });
});

describe('search by own number', () => {
  const search = (query: string, token?: string, extra: Record<string, unknown> = {}) =>
    call(sandbox, 'POST', '/search', {
      token,
      headers: { 'api-version': '1', 'user-id': 't' },
      body: { query, ...extra },
    }).then((res) => expectContract(SearchResponse, res.body));

  it("finds the article by the customer's own number, first, for that customer's users", async () => {
    const own = (await list(anna, '?q=nb-1007')).ownNumbers[0] as OwnNumber;
    const exact = await search('NB-1007', anna);
    expect(exact.hits[0]?.articleNumber).toBe(own.articleNumber);
    const lower = await search('  nb-1007', anna);
    expect(lower.hits[0]?.articleNumber).toBe(own.articleNumber);
    const prefix = await search('NB-10', anna, { pageSize: 50 });
    expect(prefix.hits.map((h) => h.articleNumber)).toContain(own.articleNumber);
  });

  it("finds nothing by it for another customer's user, a visitor, or a body naming the customer", async () => {
    const own = (await list(anna, '?q=nb-1007')).ownNumbers[0] as OwnNumber;
    for (const result of [
      await search('NB-1007', vera),
      await search('NB-1007'),
      await search('NB-1007', vera, { customerId: '10001' }),
      await search('NB-1007', bertil10004),
    ]) {
      expect(result.hits.map((h) => h.articleNumber)).not.toContain(own.articleNumber);
    }
    // Rörlaget's user finds the article by Rörlaget's own number.
    const rl = (await list(vera, '?q=rl 5501')).ownNumbers[0] as OwnNumber;
    expect((await search('RL 5501', vera)).hits[0]?.articleNumber).toBe(rl.articleNumber);
    expect((await search('RL 5501', anna)).hits.map((h) => h.articleNumber)).not.toContain(rl.articleNumber);
  });
});
