import { Outlet, useMatches, useRouter } from '@tanstack/react-router';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useEffect } from 'react';
import { CartStatusToast } from '../cart';
import { nextListingMemory, productHistoryAtom } from '../catalogue';
import {
  createLimiter,
  inAppPath,
  isNavigationAllowed,
  isSlowConnection,
  useMessages,
  useServices,
} from '../core';
import { isAdmin, isSellerAdmin, overlayAtom, sessionAtom } from '../session';
import { ExternalAdminPage, NoRightsPage } from './error-page';
import { Footer } from './footer';
import { Header, MinimalHeader } from './header';
import { MessageBar } from './message-bar';

/** At most 4 route preloads at once (§2). */
const preloads = createLimiter(4);

/**
 * Routes clicks on same-origin links client-side (ui components render plain
 * anchors), and preloads a link's route on hover or focus unless the
 * connection is slow.
 */
function useInAppLinks() {
  const router = useRouter();
  const { services } = useServices();
  useEffect(() => {
    const origin = window.location.origin;
    const allowed = services.brand.settings.allowedExternalOrigins ?? [];
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a');
      if (!anchor) return;
      const path = inAppPath(anchor, event, origin);
      if (path) {
        event.preventDefault();
        void router.navigate({ href: path });
        return;
      }
      // §2: navigation to another site is blocked unless allowed (a listed origin, or a link the app marks external).
      const href = anchor.getAttribute('href') ?? '';
      if (
        /^https?:/i.test(href) &&
        anchor.dataset.external === undefined &&
        !isNavigationAllowed(href, origin, allowed)
      ) {
        event.preventDefault();
      }
    };
    const onIntent = (event: Event) => {
      if (isSlowConnection(navigator)) return;
      const anchor = (event.target as Element | null)?.closest?.('a');
      if (!anchor) return;
      const path = inAppPath(
        anchor,
        {
          button: 0,
          metaKey: false,
          ctrlKey: false,
          shiftKey: false,
          altKey: false,
          defaultPrevented: false,
        },
        origin,
      );
      if (!path) return;
      // A link's href is a built location, not one of the typed `to` paths: the router takes it as `href`
      // (as navigate does), but its typings ask for `to` too.
      const preload = router.preloadRoute as (options: { href: string }) => Promise<unknown>;
      preloads.schedule(path, () => preload({ href: path }));
    };
    document.addEventListener('click', onClick);
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, [router, services]);
}

/** Keeps the product-history memory of §2 and closes overlays on every navigation. */
function useNavigationEffects(routeName: string | undefined) {
  const store = useStore();
  const setOverlay = useSetAtom(overlayAtom);
  useEffect(() => {
    store.set(productHistoryAtom, nextListingMemory(store.get(productHistoryAtom), routeName));
    setOverlay((current) => (current === 'sign-in' ? current : null));
  }, [routeName, store, setOverlay]);
}

export function RootLayout() {
  const matches = useMatches();
  const staticData = matches.at(-1)?.staticData ?? {};
  const pathname = matches.at(-1)?.pathname;
  const layout = staticData.layout ?? 'default';
  const session = useAtomValue(sessionAtom);
  const t = useMessages();
  const { services } = useServices();
  useInAppLinks();
  useNavigationEffects(staticData.name ? `${staticData.name}` : pathname);

  let content = <Outlet />;
  if (staticData.requiresAdmin && session.status === 'signed-in') {
    if (
      staticData.externalAdmin &&
      isSellerAdmin(session.claims) &&
      services.brand.settings.externalAdminUrl
    ) {
      content = <ExternalAdminPage url={services.brand.settings.externalAdminUrl} />;
    } else if (!isAdmin(session.claims)) {
      content = <NoRightsPage />;
    }
  }

  if (layout === 'plain') return <main id="main">{content}</main>;
  return (
    <>
      <a className="shop-skip-link" href="#main" data-external="">
        {t('app.skipToContent')}
      </a>
      {layout === 'minimal' ? <MinimalHeader /> : <Header />}
      <MessageBar />
      {session.status === 'signed-in' ? <CartStatusToast /> : null}
      <main id="main" className="shop-main" data-layout={layout} tabIndex={-1}>
        {content}
      </main>
      {layout === 'default' ? <Footer /> : null}
    </>
  );
}
