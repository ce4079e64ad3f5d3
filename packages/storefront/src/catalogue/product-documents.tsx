import type { ProductDocument } from '@shop/commerce-client/contract';
import { Alert, Skeleton } from '@shop/ui';
import { Suspense } from 'react';
import {
  errorMessageKey,
  formatFileSize,
  type MessageKey,
  useDocumentLanguage,
  useMessages,
  useServices,
  useStreamedQuery,
} from '../core';
import { catalogueQueries } from './queries';

/** Where the brand's server answers a document's PDF (it checks and fetches the services' URL). */
const documentHref = (articleNumber: string, documentId: string) =>
  `/dokument/${encodeURIComponent(articleNumber)}/${encodeURIComponent(documentId)}`;

function DocumentTable({
  articleNumber,
  documents,
}: {
  articleNumber: string;
  documents: Omit<ProductDocument, 'url'>[];
}) {
  const t = useMessages();
  const language = useDocumentLanguage();
  return (
    // Scrolls sideways on a phone; each row's link is focusable, so the keyboard reaches every row.
    <div className="shop-product__documents-scroll">
      <table className="shop-table shop-product__documents-table">
        <thead>
          <tr>
            <th scope="col">{t('documents.document')}</th>
            <th scope="col">{t('documents.language')}</th>
            <th scope="col">{t('documents.date')}</th>
            <th scope="col">{t('documents.size')}</th>
          </tr>
        </thead>
        <tbody>
          {documents.map((d) => (
            <tr key={d.documentId}>
              <th scope="row">
                {/* A native link: the brand's server answers it, not the app's router. */}
                <a href={documentHref(articleNumber, d.documentId)} type="application/pdf">
                  {t(`documents.kind.${d.kind}` as MessageKey)}
                </a>{' '}
                <span className="shop-note">({t('documents.pdf')})</span>
              </th>
              <td>{language(d.language)}</td>
              <td>
                <time dateTime={d.date}>{d.date}</time>
              </td>
              <td>{formatFileSize(d.size)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DocumentList({ articleNumber }: { articleNumber: string }) {
  const t = useMessages();
  const { services } = useServices();
  const documents = useStreamedQuery(catalogueQueries.documents(services.client, articleNumber));
  if (documents.isError) return <Alert tone="danger">{t(errorMessageKey(documents.error))}</Alert>;
  const list = documents.data?.documents ?? [];
  if (list.length === 0) return <p className="shop-note">{t('product.documentsEmpty')}</p>;
  return <DocumentTable articleNumber={articleNumber} documents={list} />;
}

/**
 * The article's documents (issue 38): product data sheet, safety data sheet, installation guide,
 * environmental declaration, as the services have them, each with its language, date and size,
 * each a link to its PDF through the brand's server. In the first HTML when the services answer
 * within the product loader's wait; a failure shows its §8 message here and nothing else is lost.
 */
export function ProductDocuments({ articleNumber }: { articleNumber: string }) {
  const t = useMessages();
  return (
    <section className="shop-product__documents" aria-labelledby="product-documents">
      <h2 id="product-documents">{t('product.documents')}</h2>
      <Suspense fallback={<Skeleton lines={3} label={t('product.documentsLoading')} />}>
        <DocumentList articleNumber={articleNumber} />
      </Suspense>
    </section>
  );
}
