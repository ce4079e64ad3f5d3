import { describe, expect, it } from 'vitest';
import { ArticleDocuments, isHttpUrl, ProjectDocuments } from './documents';

const doc = {
  documentId: 'p00001-pdb',
  kind: 'PRODUCT_DATA_SHEET',
  title: 'Produktdatablad – Träskruv',
  language: 'sv',
  date: '2025-03-01',
  size: 195036,
  url: 'http://localhost:4000/v2/documents/p00001-pdb',
};

describe('isHttpUrl', () => {
  it.each([
    ['http://localhost:4000/v2/documents/p00001-pdb', true],
    ['https://docs.example.test/a.pdf', true],
    ['HTTPS://DOCS.EXAMPLE.TEST/A.PDF', true],
    ['javascript:alert(1)', false],
    ['data:application/pdf;base64,JVBERi0=', false],
    ['file:///etc/passwd', false],
    ['//evil.example.test/a.pdf', false],
    ['/v2/documents/p00001-pdb', false],
    ['ftp://docs.example.test/a.pdf', false],
    ['http://', false],
    [' javascript:alert(1)', false],
  ])('%s is %s', (url, expected) => {
    expect(isHttpUrl(url)).toBe(expected);
  });
});

describe('ArticleDocuments', () => {
  it('accepts a document with an http(s) URL', () => {
    expect(ArticleDocuments.safeParse({ articleNumber: '1000001', documents: [doc] }).success).toBe(true);
  });

  it.each(['javascript:alert(1)', 'data:application/pdf;base64,JVBERi0=', '//host/a.pdf'])(
    'refuses a document whose URL is %s',
    (url) => {
      expect(
        ArticleDocuments.safeParse({ articleNumber: '1000001', documents: [{ ...doc, url }] }).success,
      ).toBe(false);
    },
  );

  it('refuses an unknown kind, a size that is no byte count and a language that is no code', () => {
    for (const bad of [
      { kind: 'MANUAL' },
      { size: -1 },
      { size: 1.5 },
      { language: 'svenska' },
      { date: '1/3/2025' },
    ])
      expect(
        ArticleDocuments.safeParse({ articleNumber: '1000001', documents: [{ ...doc, ...bad }] }).success,
      ).toBe(false);
  });
});

describe('ProjectDocuments', () => {
  it('accepts a pack with its articles and de-duplicated documents', () => {
    const pack = {
      customerId: '10001',
      projectId: '10001-P4',
      projectName: 'Vallastaden förskola',
      fromDate: '2025-01-01',
      toDate: null,
      articles: [{ articleNumber: '1000001', name: 'Träskruv', documentIds: ['p00001-pdb'] }],
      documents: [doc],
    };
    expect(ProjectDocuments.safeParse(pack).success).toBe(true);
    expect(
      ProjectDocuments.safeParse({ ...pack, documents: [{ ...doc, url: 'javascript:x' }] }).success,
    ).toBe(false);
  });
});
