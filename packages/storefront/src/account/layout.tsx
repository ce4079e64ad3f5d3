import { Outlet, useLocation, useMatches } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import {
  ExternalAdminPage,
  NoRightsPage,
  PageHeading,
  useMessages,
  usePageTitle,
  useServices,
} from '../core';
import { isSellerAdmin, sessionAtom } from '../session';
import { type AccountPage, pageAllowed } from './account-page';

function AccountHeader({ page }: { page: AccountPage }) {
  const t = useMessages();
  return typeof page.title === 'string' ? (
    <Header page={page} title={t(page.title)} />
  ) : (
    <DataHeader page={page} useTitle={page.title.useTitle} />
  );
}

function DataHeader({ page, useTitle }: { page: AccountPage; useTitle: () => string }) {
  return <Header page={page} title={useTitle()} />;
}

function Header({ page, title }: { page: AccountPage; title: string }) {
  const t = useMessages();
  const pathname = useLocation({ select: (location) => location.pathname });
  usePageTitle(title, { brand: true });
  return (
    <PageHeading
      title={title}
      href={page.crumbHref ?? pathname}
      trail={page.trail.map((crumb) => ({ label: t(crumb.label), href: crumb.href }))}
    />
  );
}

/**
 * `/mina-sidor`: the frame of every account page. Its route signs the visitor in first
 * (`beforeLoad`); here it shows the no-rights page to whom the page's deny codes (or its
 * admin role) keep out, sends seller admins to the external admin site from the user
 * administration, and puts the breadcrumbs and heading above the page. A page that failed
 * or was not found shows its error page alone, as every other page does.
 */
export function AccountLayout() {
  const leaf = useMatches({ select: (matches) => matches.at(-1) });
  const { claims } = useAtomValue(sessionAtom);
  const { services } = useServices();
  const { externalAdminUrl } = services.brand.settings;
  if (leaf?.staticData.externalAdmin && isSellerAdmin(claims) && externalAdminUrl)
    return <ExternalAdminPage url={externalAdminUrl} />;
  if (!pageAllowed(claims, leaf?.staticData)) return <NoRightsPage />;
  const page = leaf?.staticData.account;
  if (!leaf || !page || leaf.status !== 'success') return <Outlet />;
  return (
    <div className={`shop-page ${page.className}`}>
      <AccountHeader key={leaf.routeId} page={page} />
      <Outlet />
    </div>
  );
}
