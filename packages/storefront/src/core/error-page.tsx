import { ErrorView } from '@shop/ui';
import { type ErrorComponentProps, useLocation, useRouter, useRouterState } from '@tanstack/react-router';
import { useStore } from 'jotai';
import { useEffect, useState } from 'react';
import { isChunkLoadError, reloadForChunkError } from './chunk-reload';
import { useMessages } from './intl';
import { AppLink, ExternalLink } from './link';
import { serverReportedAtom, useTracker } from './tracking';
import './error-page.css';

/** The headline and reason of §2's error page for a status. */
function texts(status: number, path: string, t: ReturnType<typeof useMessages>) {
  if (status === 404)
    return { headline: t('error.notFound.headline'), reason: t('error.notFound.reason', { path }) };
  if (status === 500) return { headline: t('error.server.headline'), reason: t('error.server.reason') };
  return { headline: t('error.other.headline'), reason: t('error.other.reason') };
}

/**
 * The error page: status, headline and reason; a go-back button after an
 * in-app navigation, else a link to the start page.
 */
function ErrorScreen({
  status,
  children,
  reported = false,
}: {
  status: number;
  children?: React.ReactNode;
  /** The error was reported: the page says the team was told (and only then). */
  reported?: boolean;
}) {
  const t = useMessages();
  const router = useRouter();
  const location = useLocation();
  const { headline, reason } = texts(status, location.pathname, t);
  const canGoBack =
    typeof window !== 'undefined' && window.history.length > 1 && router.history.canGoBack?.() === true;
  useEffect(() => {
    document.title = `${headline} – ${status}`;
  }, [headline, status]);
  return (
    <ErrorView status={status} headline={headline} reason={reason}>
      {children}
      {reported ? <p>{t('error.reported')}</p> : null}
      {status === 404 ? <p>{t('error.notFound.help')}</p> : null}
      <div className="shop-error-actions">
        {canGoBack ? (
          // A native button: the error page is in the first bundle, and a react-aria Button is not.
          <button type="button" className="shop-error-actions__back" onClick={() => router.history.back()}>
            {t('error.back')}
          </button>
        ) : null}
        <AppLink appearance="button" to="/">
          {t('error.home')}
        </AppLink>
      </div>
    </ErrorView>
  );
}

export function NotFoundPage() {
  return <ErrorScreen status={404} />;
}

/**
 * The status the error page shows for an error: its own `status` when it carries an HTTP error
 * status (a content service failure is 502, or 504 when it did not answer in time), else 500.
 * The server answers the same status, so the page and the response agree.
 *
 * @example
 * errorPageStatus(new ContentError('down', 502)); // 502
 * errorPageStatus(new TypeError('x is undefined')); // 500
 */
export function errorPageStatus(error: unknown): number {
  const given = (error as { status?: unknown } | null)?.status;
  return typeof given === 'number' && Number.isInteger(given) && given >= 400 && given <= 599 ? given : 500;
}

/** Render errors and failed chunk loads show the error page with 500 (a failed chunk reloads first, once per 10 s). */
export function ErrorPage({ error }: ErrorComponentProps) {
  const location = useLocation();
  const tracker = useTracker();
  const store = useStore();
  const routeId = useRouterState({ select: (state) => state.matches.at(-1)?.routeId });
  const [reloading, setReloading] = useState(false);
  const status = errorPageStatus(error);
  // A render error of the server is reported there, as the page is rendered.
  if (typeof window === 'undefined' && status >= 500) reportOnce(error, tracker, routeId);
  useEffect(() => {
    if (isChunkLoadError(error)) {
      reportOnce(error, tracker, routeId, { chunk: 'true' });
      const path = location.href;
      if (reloadForChunkError(path, window.sessionStorage, (p) => window.location.assign(p), Date.now()))
        setReloading(true);
      return;
    }
    if (status < 500) return;
    // The server's HTML showed this error and reported it; one that happens in the browser is reported here.
    if (store.get(serverReportedAtom)) {
      store.set(serverReportedAtom, false);
      if (typeof error === 'object' && error !== null) reported.add(error);
      return;
    }
    reportOnce(error, tracker, routeId);
  }, [error, location.href, tracker, routeId, status, store]);
  if (reloading) return null;
  return <ErrorScreen status={status} reported={status >= 500 && tracker.reportsErrors} />;
}

const reported = new WeakSet<object>();

/** Reports an error once, whatever re-renders it. */
function reportOnce(
  error: unknown,
  tracker: ReturnType<typeof useTracker>,
  route: string | undefined,
  tags?: Record<string, string>,
) {
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  tracker.report(error, { route, tags });
}

export function NoRightsPage() {
  const t = useMessages();
  return (
    <ErrorView status={403} headline={t('error.noRights')} reason={t('error.noRightsHelp')}>
      <AppLink appearance="button" to="/">
        {t('error.home')}
      </AppLink>
    </ErrorView>
  );
}

/** Seller admins manage users on the external admin site: it opens in a new tab. */
export function ExternalAdminPage({ url }: { url: string }) {
  const t = useMessages();
  return (
    <section className="shop-page">
      <h1>{t('account.admin')}</h1>
      <p>
        <ExternalLink href={url}>{t('account.externalAdmin')}</ExternalLink>
      </p>
    </section>
  );
}
