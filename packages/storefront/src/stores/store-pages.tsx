import type { Location } from '@shop/commerce-client/contract';
import { isOpenNow, matchesStore } from '@shop/delivery-rules';
import { Breadcrumbs, SearchField, StoreCard } from '@shop/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Switch } from 'react-aria-components';
import { type MessageKey, useMessages, useServices } from '../core';
import { storeQueries } from './queries';
import './stores.css';

function useOpeningHours() {
  const t = useMessages();
  return (location: Location) =>
    location.openingHours.map((h) => ({
      day: t(`weekday.${h.weekday}` as MessageKey),
      hours: h.opens && h.closes ? `${h.opens}–${h.closes}` : t('stores.closed'),
    }));
}

export function StoreFinderPage() {
  const t = useMessages();
  const { services } = useServices();
  const hours = useOpeningHours();
  const { data } = useSuspenseQuery(storeQueries.locations(services.client));
  const [query, setQuery] = useState('');
  const [openNow, setOpenNow] = useState(false);
  const now = new Date();
  const stores = data.locations.filter((l) => matchesStore(l, query) && (!openNow || isOpenNow(l, now)));
  useEffect(() => {
    document.title = t('stores.title');
  }, [t]);
  return (
    <div className="shop-page">
      <Breadcrumbs
        label={t('listing.breadcrumbs')}
        items={[
          { label: t('listing.home'), href: '/' },
          { label: t('stores.title'), href: '/hitta-butik' },
        ]}
      />
      <h1>{t('stores.title')}</h1>
      <div className="shop-store-finder__controls">
        <SearchField
          label={t('stores.search')}
          showLabel
          clearLabel={t('search.clear')}
          placeholder={t('stores.searchPlaceholder')}
          value={query}
          onChange={setQuery}
        />
        <Switch className="shop-switch" isSelected={openNow} onChange={setOpenNow}>
          <span className="shop-switch__track" aria-hidden="true" />
          {t('stores.openNow')}
        </Switch>
      </div>
      <p role="status" className="shop-store-finder__count">
        {t('stores.count', { count: stores.length })}
      </p>
      {stores.length === 0 ? <p>{t('stores.empty')}</p> : null}
      <ul className="shop-store-grid">
        {stores.map((store) => (
          <li key={store.id}>
            <StoreCard
              name={store.name}
              href={`/butiker/${store.id}`}
              address={store.address}
              postalCode={store.postalCode}
              city={store.city}
              phone={store.phone}
              email={store.email}
              openingHours={hours(store)}
              labels={{
                phone: t('stores.phone'),
                email: t('stores.email'),
                openingHours: t('stores.openingHours'),
                show: t('stores.show'),
              }}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A store's page: `/butiker/:id`, and the brand's own `store-page` route (`/butik/:id`). */
export function StorePage() {
  const t = useMessages();
  const { services } = useServices();
  const hours = useOpeningHours();
  const params = useParams({ strict: false }) as { id?: string };
  const { data } = useSuspenseQuery(storeQueries.locations(services.client));
  const store = data.locations.find((l) => l.id === params.id);
  useEffect(() => {
    if (store) document.title = store.name;
  }, [store]);
  if (!store) return null;
  return (
    <div className="shop-page shop-store-page">
      <Breadcrumbs
        label={t('listing.breadcrumbs')}
        items={[
          { label: t('listing.home'), href: '/' },
          { label: t('stores.title'), href: '/hitta-butik' },
          { label: store.name, href: `/butiker/${store.id}` },
        ]}
      />
      <h1>{store.name}</h1>
      <div className="shop-store-page__grid">
        <section aria-labelledby="store-contact">
          <h2 id="store-contact">{store.address}</h2>
          <p>
            {store.postalCode} {store.city}
          </p>
          <p>
            {t('stores.phone')}: <a href={`tel:${store.phone.replace(/[^\d+]/g, '')}`}>{store.phone}</a>
          </p>
          <p>
            {t('stores.email')}: <a href={`mailto:${store.email}`}>{store.email}</a>
          </p>
        </section>
        <section aria-labelledby="store-hours">
          <h2 id="store-hours">{t('stores.openingHours')}</h2>
          <dl className="shop-attributes">
            {hours(store).map((h) => (
              <div key={h.day}>
                <dt>{h.day}</dt>
                <dd>{h.hours}</dd>
              </div>
            ))}
          </dl>
        </section>
        {store.services.length > 0 ? (
          <section aria-labelledby="store-services">
            <h2 id="store-services">{t('stores.services')}</h2>
            <ul>
              {store.services.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </div>
  );
}
