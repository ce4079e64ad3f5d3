import type { MenuEntry } from '@shop/commerce-client/contract';
import { AppLink, CategoryGlyph, type MessageKey, pathTo, useMessages } from '../core';
import { isAdmin, isAllowed, type SessionState } from '../session';
import './menu-links.css';

/** The assortment's top categories with up to eight subcategories each, as links. */
export function MenuLinks({ entries, onNavigate }: { entries: MenuEntry[]; onNavigate?: () => void }) {
  const t = useMessages();
  return (
    <ul className="shop-menu__list">
      {entries.map((entry) => (
        <li key={entry.slug} className="shop-menu__item">
          <AppLink
            appearance="plain"
            className="shop-menu__top"
            to="/kategorier/$"
            params={{ _splat: entry.slug }}
            onClick={onNavigate}
          >
            {entry.icon ? <CategoryGlyph name={entry.icon} /> : null}
            <span>{entry.title}</span>
          </AppLink>
          {entry.children.length > 0 ? (
            <ul
              className="shop-menu__children"
              aria-label={t('header.allInCategory', { category: entry.title })}
            >
              {entry.children.slice(0, 8).map((child) => (
                <li key={child.slug}>
                  <AppLink
                    appearance="plain"
                    to="/kategorier/$"
                    params={{ _splat: child.slug }}
                    onClick={onNavigate}
                  >
                    {child.title}
                  </AppLink>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The account menu's pages, as the customer's rights allow them (§4). */
export function accountLinks(session: SessionState): { path: string; label: MessageKey }[] {
  const links: { path: string | undefined; label: MessageKey }[] = [
    { path: pathTo('/mina-sidor'), label: 'account.myPages' },
    ...(isAllowed(session.claims, 'EJ_ORDERHISTORIK')
      ? [{ path: pathTo('/mina-sidor/orderhistorik'), label: 'account.orders' as const }]
      : []),
    { path: pathTo('/mina-sidor/favoriter'), label: 'favourites.title' },
    // The active project's documentation pack (issue 38): what was bought, so order history's right.
    ...(isAllowed(session.claims, 'EJ_ORDERHISTORIK')
      ? [{ path: pathTo('/mina-sidor/dokumentation'), label: 'projectDocuments.title' as const }]
      : []),
    // The customer's own article numbers: any user reads them, an admin keeps them (issue 37).
    { path: pathTo('/mina-sidor/egna-artikelnummer'), label: 'ownNumbers.title' },
    ...(isAdmin(session.claims)
      ? [
          { path: pathTo('/mina-sidor/anvandare'), label: 'account.admin' as const },
          { path: pathTo('/mina-sidor/orderreferens'), label: 'orderReference.title' as const },
        ]
      : []),
  ];
  return links.filter((link): link is { path: string; label: MessageKey } => Boolean(link.path));
}

/** The customers and projects the user may shop for (§3), as `customerId:projectId` choices. */
export function contextChoices(session: SessionState): { value: string; label: string }[] {
  return session.customers
    .filter((c) => c.active)
    .flatMap((customer) =>
      customer.projects.length > 0
        ? customer.projects.map((p) => ({
            value: `${customer.customerId}:${p.projectId}`,
            label: `${customer.customerName} / ${p.projectName}`,
          }))
        : [{ value: `${customer.customerId}:`, label: customer.customerName }],
    );
}

/** The session's current choice, as `contextChoices` names it. */
export const currentContext = (session: SessionState) =>
  session.claims ? `${session.claims.customerId}:${session.claims.projectId ?? ''}` : null;
