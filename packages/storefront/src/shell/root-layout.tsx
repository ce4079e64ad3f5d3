import { Outlet, useMatches } from '@tanstack/react-router';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { Suspense, useEffect } from 'react';
import { LazyCartStatusToast } from '../cart';
import { nextListingMemory, productHistoryAtom } from '../catalogue';
import { AppLinkRouting, useMessages } from '../core';
import { overlayAtom, sessionAtom } from '../session';
import { ConsentBanner } from './consent-banner';
import { SiteBanners } from './content-frame';
import { Footer } from './footer';
import { Header, MinimalHeader } from './header';
import { MessageBar } from './message-bar';
import './column.css';
import './root-layout.css';

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
  useNavigationEffects(staticData.name ? `${staticData.name}` : pathname);

  if (layout === 'plain')
    return (
      <AppLinkRouting>
        <main id="main">
          <Outlet />
        </main>
      </AppLinkRouting>
    );
  return (
    <AppLinkRouting>
      <a className="shop-skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <ConsentBanner />
      {layout === 'minimal' ? <MinimalHeader /> : <Header />}
      {layout === 'default' ? <SiteBanners /> : null}
      <MessageBar />
      {session.status === 'signed-in' ? (
        <Suspense fallback={null}>
          <LazyCartStatusToast />
        </Suspense>
      ) : null}
      <main id="main" className="shop-main" data-layout={layout} tabIndex={-1}>
        <Outlet />
      </main>
      {layout === 'default' ? (
        // Its own hydration boundary: React hydrates the header and the page first and the footer
        // after the app has taken over (the server's HTML stays meanwhile; a click in it hydrates
        // it at once and is replayed).
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      ) : null}
    </AppLinkRouting>
  );
}
