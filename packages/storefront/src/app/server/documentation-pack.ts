import type { DocumentKind, ProductDocument, ProjectDocuments } from '@shop/commerce-client/contract';
import { isHttpUrl } from '@shop/commerce-client/contract';
import { formatFileSize, type ShopIntl } from '../../core';

/**
 * Whether the server may fetch a document's URL: an absolute http(s) URL (content §5's link
 * rules: no `javascript:`, `data:`, `file:` or protocol-relative URL) on one of the services'
 * origins. Anything else is never fetched, so a service answer cannot make the server fetch an
 * internal address or another site (SSRF).
 *
 * @example
 * documentUrlAllowed('http://localhost:4000/v2/documents/p00001-pdb', ['http://localhost:4000']); // true
 */
export function documentUrlAllowed(url: string, origins: readonly string[]): boolean {
  if (!isHttpUrl(url)) return false;
  const { origin } = new URL(url);
  return origins.some((allowed) => new URL(allowed).origin === origin);
}

/** A name a file system takes: no path separators, control or reserved characters, at most 100 characters. */
export function safeFileName(text: string): string {
  const cleaned = text
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  return (cleaned || 'dokument').slice(0, 100).trim();
}

export interface PackEntry {
  document: ProductDocument;
  /** The file's path inside the ZIP: `<kind>/<title> (<id>).pdf`. */
  path: string;
}

/** Where each document goes in the ZIP: a folder per kind, the title and its id (so names never clash). */
export function packEntries(pack: ProjectDocuments, intl: ShopIntl): PackEntry[] {
  return pack.documents.map((document) => ({
    document,
    path: `${safeFileName(kindLabel(intl, document.kind))}/${safeFileName(document.title)} (${safeFileName(document.documentId)}).pdf`,
  }));
}

const kindLabel = (intl: ShopIntl, kind: DocumentKind) =>
  intl.formatMessage({ id: `documents.kind.${kind}` });

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

/** A relative link to a file in the ZIP, each segment encoded. */
const hrefOf = (path: string) => path.split('/').map(encodeURIComponent).join('/');

/**
 * The pack's table of contents (`index.html`, written last in the ZIP): the project, the
 * period, then every article with each of its documents by kind, linked to its file, with
 * language, date and size; a document the services could not deliver is named under its own
 * heading, so the index never points at a file that is not there.
 */
export function packIndexHtml(
  pack: ProjectDocuments,
  entries: readonly PackEntry[],
  missing: ReadonlySet<string>,
  intl: ShopIntl,
  generatedAt: Date,
): string {
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const byId = new Map(entries.map((e) => [e.document.documentId, e]));
  const language = (code: string) =>
    code === 'sv' || code === 'en' ? t(`documents.language.${code}`) : code.toUpperCase();
  const period =
    pack.fromDate || pack.toDate
      ? t('projectDocuments.indexPeriod', { from: pack.fromDate ?? '–', to: pack.toDate ?? '–' })
      : t('projectDocuments.indexAllTime');
  const documentCell = (id: string) => {
    const entry = byId.get(id);
    if (!entry) return '';
    const d = entry.document;
    const details = `${escapeHtml(language(d.language))}, ${escapeHtml(d.date)}, ${escapeHtml(formatFileSize(d.size))}`;
    const name = `${escapeHtml(kindLabel(intl, d.kind))}: ${escapeHtml(d.title)}`;
    return missing.has(id)
      ? `<li>${name} (${details}) – ${escapeHtml(t('projectDocuments.indexMissing'))}</li>`
      : `<li><a href="${escapeHtml(hrefOf(entry.path))}">${name}</a> (${details})<br><code>${escapeHtml(entry.path)}</code></li>`;
  };
  const rows = pack.articles
    .map(
      (a) =>
        `<tr><th scope="row">${escapeHtml(a.articleNumber)}</th><td>${escapeHtml(a.name)}</td><td>${
          a.documentIds.length === 0
            ? escapeHtml(t('projectDocuments.noDocuments'))
            : `<ul>${a.documentIds.map(documentCell).join('')}</ul>`
        }</td></tr>`,
    )
    .join('\n');
  const missingList = [...missing]
    .map((id) => byId.get(id))
    .filter((e): e is PackEntry => !!e)
    .map((e) => `<li>${escapeHtml(e.document.title)} (${escapeHtml(e.document.documentId)})</li>`)
    .join('');
  return `<!doctype html>
<html lang="sv">
<head>
<meta charset="utf-8">
<title>${escapeHtml(t('projectDocuments.indexTitle', { project: pack.projectName }))}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#17212b}table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #ccd;padding:.4rem;text-align:left;vertical-align:top}ul{margin:0;padding-left:1rem}code{font-size:.8em;color:#445}</style>
</head>
<body>
<h1>${escapeHtml(t('projectDocuments.indexTitle', { project: pack.projectName }))}</h1>
<p>${escapeHtml(t('projectDocuments.indexLead', { customer: pack.customerId, project: pack.projectId }))} ${escapeHtml(period)}</p>
<p>${escapeHtml(
    t('projectDocuments.indexCounts', {
      articleCount: pack.articles.length,
      documentCount: entries.length - missing.size,
      generated: generatedAt.toISOString().slice(0, 16).replace('T', ' '),
    }),
  )}</p>
${missingList ? `<h2>${escapeHtml(t('projectDocuments.indexMissingHeading'))}</h2><ul>${missingList}</ul>` : ''}
<table>
<thead><tr><th scope="col">${escapeHtml(t('projectDocuments.articleNumber'))}</th><th scope="col">${escapeHtml(
    t('projectDocuments.article'),
  )}</th><th scope="col">${escapeHtml(t('projectDocuments.documents'))}</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</body>
</html>
`;
}
