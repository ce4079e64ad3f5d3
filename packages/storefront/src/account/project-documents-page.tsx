import type { ProductDocument, ProjectDocuments } from '@shop/commerce-client/contract';
import { Alert, Link, Skeleton, TextField } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import {
  DataTable,
  errorMessageKey,
  formatFileSize,
  type MessageKey,
  useDocumentLanguage,
  useMessages,
  useServices,
} from '../core';
import { contextDisplayName, sessionAtom } from '../session';
import { FilterForm } from './list-parts';
import { projectDocumentFiltersOf, projectPackHref } from './project-documents-filters';
import { projectDocumentQueries } from './queries';
import '../core/page.css';
import './account.css';

const packRoute = getRouteApi('/mina-sidor/dokumentation');

type PackArticle = ProjectDocuments['articles'][number];
/** A document as the page has it: without the services' URL. */
type PackDocument = Omit<ProductDocument, 'url'>;

/** The range fields as typed: empty ones are left out of the URL. */
const typedRange = (fields: Record<string, unknown>) =>
  Object.fromEntries(
    ['from', 'to']
      .map((name) => [name, typeof fields[name] === 'string' ? (fields[name] as string).trim() : ''] as const)
      .filter(([, value]) => value !== ''),
  );

function ArticleDocuments({
  article,
  documents,
}: {
  article: PackArticle;
  documents: ReadonlyMap<string, PackDocument>;
}) {
  const t = useMessages();
  const language = useDocumentLanguage();
  const list = article.documentIds.map((id) => documents.get(id)).filter((d): d is PackDocument => !!d);
  if (list.length === 0) return <span className="shop-note">{t('projectDocuments.noDocuments')}</span>;
  return (
    <ul className="shop-project-documents__list">
      {list.map((d) => {
        const kind = t(`documents.kind.${d.kind}` as MessageKey);
        return (
          <li key={d.documentId}>
            {/* A native link: the brand's server answers it (it checks and fetches the services' URL). */}
            <a
              href={`/dokument/${encodeURIComponent(article.articleNumber)}/${encodeURIComponent(d.documentId)}`}
              type="application/pdf"
              aria-label={t('documents.linkForArticle', { kind, articleNumber: article.articleNumber })}
            >
              {kind}
            </a>{' '}
            <span className="shop-note">
              {language(d.language)}, <time dateTime={d.date}>{d.date}</time>, {formatFileSize(d.size)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function Pack({
  pack,
  href,
}: {
  pack: Omit<ProjectDocuments, 'documents'> & { documents: PackDocument[] };
  href: string;
}) {
  const t = useMessages();
  const ids = useId();
  const [started, setStarted] = useState(false);
  const documents = new Map(pack.documents.map((d) => [d.documentId, d]));
  const size = pack.documents.reduce((sum, d) => sum + d.size, 0);
  if (pack.articles.length === 0) return <p>{t('projectDocuments.none')}</p>;
  return (
    <>
      <p>
        {t('projectDocuments.summary', {
          articleCount: pack.articles.length,
          documentCount: pack.documents.length,
          size: formatFileSize(size),
        })}
      </p>
      <p className="shop-project-documents__actions">
        {/* A download (never the router's): the server streams the ZIP while it builds it. */}
        <Link appearance="button" href={href} download onClick={() => setStarted(true)}>
          {t('projectDocuments.zip')}
        </Link>
      </p>
      <div role="status" className="shop-project-documents__status">
        {started ? <p>{t('projectDocuments.zipStarted')}</p> : null}
      </div>
      <DataTable<PackArticle>
        labelledBy={`${ids}-table`}
        heading={<h2 id={`${ids}-table`}>{t('projectDocuments.tableLabel')}</h2>}
        stack
        rows={pack.articles}
        rowKey={(a) => a.articleNumber}
        columns={[
          { label: t('projectDocuments.articleNumber'), cell: (a) => a.articleNumber },
          { label: t('projectDocuments.article'), cell: (a) => a.name },
          {
            label: t('projectDocuments.documents'),
            cell: (a) => <ArticleDocuments article={a} documents={documents} />,
          },
        ]}
      />
    </>
  );
}

function PackOf({
  customerId,
  projectId,
  filters,
}: {
  customerId: string;
  projectId: string;
  filters: { from?: string; to?: string };
}) {
  const t = useMessages();
  const { services } = useServices();
  const pack = useQuery(projectDocumentQueries.pack(services.client, customerId, projectId, filters));
  if (pack.isPending) return <Skeleton lines={6} label={t('app.loading')} />;
  if (pack.isError) return <Alert tone="danger">{t(errorMessageKey(pack.error))}</Alert>;
  return <Pack pack={pack.data} href={projectPackHref(projectId, filters)} />;
}

/**
 * 'Dokumentation för projekt' (issue 38): every document of every article bought for the active
 * customer and project in the URL's date range, listed by article and kind, each document once
 * in the ZIP ('Ladda ner som ZIP', built and streamed by the brand's server with a table of
 * contents). A range that is no range is refused here with its reason; the services refuse a
 * project the user may not use.
 */
export function ProjectDocumentsPage() {
  const t = useMessages();
  const session = useAtomValue(sessionAtom);
  const search = packRoute.useSearch();
  const read = projectDocumentFiltersOf(search);
  const customerId = session.claims?.customerId ?? '';
  const projectId = session.claims?.projectId ?? null;
  const shown = read.problem ? read.typed : read.filters;
  return (
    <>
      <p>{t('projectDocuments.lead', { context: contextDisplayName(session) ?? '' })}</p>
      {projectId ? (
        <>
          <FilterForm
            label={t('projectDocuments.period')}
            submit={t('projectDocuments.show')}
            filtersOf={typedRange}
          >
            <TextField
              label={t('projectDocuments.from')}
              name="from"
              type="date"
              defaultValue={shown.from ?? ''}
            />
            <TextField label={t('projectDocuments.to')} name="to" type="date" defaultValue={shown.to ?? ''} />
          </FilterForm>
          {read.problem ? (
            <Alert tone="danger">
              {t(read.problem === 'range' ? 'projectDocuments.badRange' : 'projectDocuments.badDate')}
            </Alert>
          ) : (
            <PackOf customerId={customerId} projectId={projectId} filters={read.filters} />
          )}
        </>
      ) : (
        <p>{t('projectDocuments.noProject')}</p>
      )}
    </>
  );
}
