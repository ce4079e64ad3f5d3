import type { NavigationLink } from '@shop/cms';
import { safeHref } from '@shop/cms/react';
import { AlertBanner, InformationBanner, Link } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import {
  closedBannersAtom,
  closedBannersCookie,
  contentQueries,
  type Services,
  type SiteChrome,
  useMessages,
  useServices,
} from '../core';
import { overlayAtom } from '../session';
import './content-frame.css';
import './header.css';
import './popover.css';

/** The content service's frame (logo, header, footer, menus, banners); parts are null until known or when missing. */
/**
 * The page's icon from the content service's logo entry (`favicon`), as the root route's head
 * links: none when the brand keeps its own logo (`settings.contentLogo: false`), when the frame
 * has no favicon, or when its URL is not http(s) or a path of the shop's own. The build's
 * `/logo.svg` icon stands then; with one here, the server leaves the build's out.
 */
export function faviconLinks(services: Services): { rel: 'icon'; href: string }[] {
  if (services.brand.settings.contentLogo === false) return [];
  const chrome = services.queryClient.getQueryData<SiteChrome>(
    contentQueries.chrome(services.content).queryKey,
  );
  const href = safeHref(chrome?.logo?.favicon?.url);
  if (!href || !/^(https?:\/\/|\/(?!\/))/i.test(href)) return [];
  return [{ rel: 'icon', href }];
}

export function useSiteChrome(): SiteChrome | undefined {
  const { services } = useServices();
  return useQuery(contentQueries.chrome(services.content)).data;
}

/** A link from the content service: the shop's own paths through the router, others in a new tab, hostile ones inert. */
export function ContentLink({
  link,
  className,
}: {
  link: Pick<NavigationLink, 'title' | 'url'>;
  className?: string;
}) {
  const t = useMessages();
  const href = safeHref(link.url);
  if (!href) return <span className={className}>{link.title}</span>;
  if (href.startsWith('/'))
    return (
      <Link appearance="plain" className={className} href={href}>
        {link.title}
      </Link>
    );
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {link.title}
      <span className="shop-visually-hidden"> {t('content.newTab')}</span>
    </a>
  );
}

/**
 * The header's links from the content service, as both the desktop menu row and the phone's drawer
 * show them: without one named like the assortment menu's button, which is the way in already.
 */
export function headerNavLinks(chrome: SiteChrome | undefined, assortmentLabel: string) {
  const links = chrome?.header?.links ?? [];
  return links.filter((link) => link.title.trim().toLowerCase() !== assortmentLabel.toLowerCase());
}

/**
 * The site-wide alert and information banners, each closable (content §2, §4): closed, a banner
 * stays away for the browser session and is back in the next one. The closed ids are a session
 * cookie (`shop_closed_banners`), so the server leaves a closed banner out of the page: it does
 * not flash back before the scripts run.
 */
export function SiteBanners() {
  const t = useMessages();
  const chrome = useSiteChrome();
  const [closed, setClosed] = useAtom(closedBannersAtom);
  const close = (id: string) => {
    const next = [...closed, id];
    setClosed(next);
    // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; the Cookie Store API is not in every browser we serve
    document.cookie = closedBannersCookie(next, window.location.protocol === 'https:');
  };
  const alert = chrome?.alertBanner;
  const info = chrome?.informationBanner;
  const shown = (banner: { id: string; active: boolean } | null | undefined) =>
    banner?.active && !closed.includes(banner.id);
  const labels = (kind: 'alert' | 'info') => ({
    close: t(`content.${kind}.close`),
    region: t(`content.${kind}.region`),
  });
  return (
    <>
      {alert && shown(alert) ? (
        <AlertBanner banner={alert} labels={labels('alert')} onClose={() => close(alert.id)} />
      ) : null}
      {info && shown(info) ? (
        <InformationBanner banner={info} labels={labels('info')} onClose={() => close(info.id)} />
      ) : null}
    </>
  );
}

/**
 * 'Våra tjänster': the content service's services menu, a disclosure that works without script.
 * Once the app runs it is one of the header's overlays (§2): opening it closes any other menu or
 * flyout, opening another closes it, and it closes on Escape (focus back on its button), when
 * focus leaves it, and when one of its links is followed.
 */
export function ServicesMenu({ inPanel = false }: { inPanel?: boolean }) {
  const t = useMessages();
  const menu = useSiteChrome()?.ourServices;
  const [overlay, setOverlay] = useAtom(overlayAtom);
  if (!menu || menu.items.length === 0) return null;
  // Inside another overlay (the phone's drawer, the menu panel before the scripts) it is a plain
  // disclosure of that overlay: opening it must not close the one it is in.
  if (inPanel)
    return (
      <details className="shop-services-menu">
        <summary className="shop-header__nav-button">{menu.title || t('content.services')}</summary>
        <ServiceLinks items={menu.items} />
      </details>
    );
  const open = overlay === 'services-menu';
  const close = () => setOverlay((current) => (current === 'services-menu' ? null : current));
  return (
    <details
      className="shop-services-menu"
      open={open}
      onToggle={(event) => {
        const nowOpen = event.currentTarget.open;
        if (nowOpen === open) return;
        if (nowOpen) setOverlay('services-menu');
        else close();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        close();
        event.currentTarget.querySelector('summary')?.focus();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('a')) close();
      }}
    >
      <summary className="shop-header__nav-button">{menu.title || t('content.services')}</summary>
      <ServiceLinks items={menu.items} />
    </details>
  );
}

function ServiceLinks({ items }: { items: readonly NavigationLink[] }) {
  return (
    <ul className="shop-services-menu__list">
      {items.map((item) => (
        <li key={item.id}>
          <ContentLink link={item} className="shop-services-menu__link" />
        </li>
      ))}
    </ul>
  );
}
