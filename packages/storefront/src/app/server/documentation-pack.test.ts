import type { ProjectDocuments } from '@shop/commerce-client/contract';
import { describe, expect, it } from 'vitest';
import { createShopIntl } from '../../core';
import { documentUrlAllowed, packEntries, packIndexHtml, safeFileName } from './documentation-pack';

const SERVICES = ['http://localhost:4000'];

describe('documentUrlAllowed', () => {
  it.each([
    ['http://localhost:4000/v2/documents/p00001-pdb', true],
    ['http://localhost:4001/v2/documents/p00001-pdb', false],
    ['https://localhost:4000/v2/documents/p00001-pdb', false],
    ['http://evil.example.test/p00001-pdb', false],
    ['http://localhost:4000@evil.example.test/x.pdf', false],
    ['javascript:alert(1)', false],
    ['//localhost:4000/v2/documents/p00001-pdb', false],
    ['/v2/documents/p00001-pdb', false],
    ['file:///etc/passwd', false],
  ])('%s: %s', (url, expected) => {
    expect(documentUrlAllowed(url, SERVICES)).toBe(expected);
  });
});

describe('safeFileName', () => {
  it.each([
    ['Produktdatablad – Träskruv 4,2x35', 'Produktdatablad – Träskruv 4,2x35'],
    ['../../etc/passwd', 'etc passwd'],
    ['a/b\\c:d*e?f"g<h>i|j', 'a b c d e f g h i j'],
    ['  ..  ', 'dokument'],
    ['x'.repeat(300), 'x'.repeat(100)],
  ])('%s becomes %s', (input, expected) => {
    expect(safeFileName(input)).toBe(expected);
  });
});

const pack: ProjectDocuments = {
  customerId: '10001',
  projectId: '10001-P4',
  projectName: 'Vallastaden <förskola>',
  fromDate: '2025-01-01',
  toDate: '2025-06-30',
  articles: [
    { articleNumber: '1000001', name: 'Skruv & mutter', documentIds: ['p00001-pdb', 'p00001-sdb'] },
    { articleNumber: '1000002', name: 'Skruv & mutter, större', documentIds: ['p00001-pdb', 'p00001-sdb'] },
    { articleNumber: '1000003', name: 'Utan papper', documentIds: [] },
  ],
  documents: [
    {
      documentId: 'p00001-pdb',
      kind: 'PRODUCT_DATA_SHEET',
      title: 'Produktdatablad – Skruv/mutter',
      language: 'sv',
      date: '2025-01-01',
      size: 1234,
      url: 'http://localhost:4000/v2/documents/p00001-pdb',
    },
    {
      documentId: 'p00001-sdb',
      kind: 'SAFETY_DATA_SHEET',
      title: 'Safety data sheet – Screw',
      language: 'en',
      date: '2025-02-01',
      size: 2_500_000,
      url: 'http://localhost:4000/v2/documents/p00001-sdb',
    },
  ],
};

describe('packEntries and packIndexHtml', () => {
  const intl = createShopIntl();
  const entries = packEntries(pack, intl);

  it('puts each document once in a folder of its kind, named by title and id', () => {
    expect(entries.map((e) => e.path)).toEqual([
      'Produktdatablad/Produktdatablad – Skruv mutter (p00001-pdb).pdf',
      'Säkerhetsdatablad/Safety data sheet – Screw (p00001-sdb).pdf',
    ]);
  });

  it('names every article and links each document it holds, escaped', () => {
    const html = packIndexHtml(pack, entries, new Set(), intl, new Date('2026-11-26T08:00:00Z'));
    expect(html).toContain('<html lang="sv">');
    expect(html).toContain('Dokumentation för projekt Vallastaden &lt;förskola&gt;');
    expect(html).not.toContain('<förskola>');
    expect(html).toContain('Skruv &amp; mutter');
    for (const entry of entries) expect(html).toContain(`<code>${entry.path}</code>`);
    expect(html).toContain(
      'href="S%C3%A4kerhetsdatablad/Safety%20data%20sheet%20%E2%80%93%20Screw%20(p00001-sdb).pdf"',
    );
    expect(html).toContain('Engelska, 2025-02-01, 2,5 MB');
    expect(html).toContain('Inga dokument');
    expect(html).toContain('3 artiklar, 2 dokument i filen');
    expect(html).not.toContain('Dokument som inte kunde hämtas');
  });

  it('names a document that could not be fetched, without a link to a file that is not there', () => {
    const html = packIndexHtml(pack, entries, new Set(['p00001-sdb']), intl, new Date());
    expect(html).toContain('Dokument som inte kunde hämtas');
    expect(html).not.toContain('href="S%C3%A4kerhetsdatablad');
    expect(html).toContain('1 dokument i filen');
  });
});
