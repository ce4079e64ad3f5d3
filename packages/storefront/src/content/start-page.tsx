import type { MenuEntry } from '@shop/commerce-client/contract';
import { CmsHero, CmsSections } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useAtomValue, useStore } from 'jotai';
import { Suspense, useEffect, useRef } from 'react';
import { CampaignTiles, CategoryLinks, catalogueQueries } from '../catalogue';
import { AppLink, contentQueries, safeReturnPath, useContentLabels, useMessages, useServices } from '../core';
import { afterSignInAtom, overlayAtom, sessionAtom } from '../session';
import { sectionRenderers } from './content-parts';
import { usePromotionTracking } from './promotions';
import '../core/page.css';
import './content.css';

const startRoute = getRouteApi('/');

export function StartPage() {
  const t = useMessages();
  const { services } = useServices();
  const store = useStore();
  const session = useAtomValue(sessionAtom);
  const search = startRoute.useSearch();
  const { choices } = startRoute.useLoaderData();
  const labels = useContentLabels();
  // The content service's front page: its hero and sections; the shop's own welcome without it.
  const front = useQuery(contentQueries.frontPage(services.content));
  const menu = useQuery(catalogueQueries.menu(services.client, session.assortment.name));
  const campaigns = useQuery(catalogueQueries.campaigns(services.client, session.status === 'signed-in'));
  const sectionsRef = useRef<HTMLDivElement>(null);
  usePromotionTracking(sectionsRef, front.data?.sections, choices);

  // A guarded page sent the visitor here: open sign-in, and go back there afterwards.
  const login = safeReturnPath(search.login);
  useEffect(() => {
    if (login && session.status === 'anonymous') {
      store.set(afterSignInAtom, login);
      store.set(overlayAtom, 'sign-in');
    }
  }, [login, session.status, store]);

  useEffect(() => {
    document.title = services.brand.name;
  }, [services.brand.name]);

  const entries: MenuEntry[] = session.assortment.menu?.entries ?? menu.data?.entries ?? [];
  const active = (campaigns.data?.campaigns ?? []).filter((c) => !c.isAssortment);
  return (
    <div className="shop-start">
      {front.data?.hero ? (
        <CmsHero hero={front.data.hero} />
      ) : (
        <section className="shop-start__hero" aria-labelledby="start-title">
          <h1 id="start-title" className="shop-start__title">
            {t('start.title', { brand: services.brand.name })}
          </h1>
          <p className="shop-start__lead">{t('start.lead')}</p>
        </section>
      )}
      {session.status === 'anonymous' && login ? (
        // A page that needs sign-in sent the visitor here: the flyout opens once the app has
        // taken over; before that (or without scripts) this link is the way in.
        <p className="shop-start__note" role="status">
          {t('start.signInFirst')}{' '}
          <AppLink to="/logga-in" search={{ tillbaka: login }}>
            {t('start.signInFirstLink')}
          </AppLink>
        </p>
      ) : session.status === 'anonymous' ? (
        <p className="shop-start__note">{t('start.signInLead')}</p>
      ) : null}
      <section className="shop-start__section" aria-labelledby="start-categories">
        <h2 id="start-categories">{t('start.categories')}</h2>
        <CategoryLinks entries={entries} look="tiles" />
      </section>
      {/* Below the fold: hydrated after the hero, the categories and the header (its own boundary). */}
      <div ref={sectionsRef}>
        {front.data ? (
          <Suspense fallback={null}>
            <CmsSections
              sections={front.data.sections}
              labels={labels}
              render={sectionRenderers}
              randomChoices={choices}
            />
          </Suspense>
        ) : null}
      </div>
      {campaigns.isError ? (
        <section className="shop-start__section" aria-labelledby="start-campaigns">
          <h2 id="start-campaigns">{t('start.campaigns')}</h2>
          <p className="shop-note" role="status">
            {t('start.campaignsUnavailable')}
          </p>
        </section>
      ) : null}
      {active.length > 0 ? (
        <Suspense fallback={null}>
          <section className="shop-start__section" aria-labelledby="start-campaigns">
            <h2 id="start-campaigns">{t('start.campaigns')}</h2>
            <CampaignTiles campaigns={active} />
          </section>
        </Suspense>
      ) : null}
    </div>
  );
}
