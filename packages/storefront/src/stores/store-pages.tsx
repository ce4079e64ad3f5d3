import type { StoreDetails } from '@shop/cms';
import type { Location } from '@shop/commerce-client/contract';
import { findStores, isOpenNow } from '@shop/delivery-rules';
import { CmsAssortmentIcons, CmsHero, CmsRichText, CmsSections, SearchField, StoreCard } from '@shop/ui';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Fragment, useEffect, useState } from 'react';
import { Switch } from 'react-aria-components';
import {
  contentQueries,
  type MessageKey,
  PageCrumbs,
  PageHeading,
  useContentLabels,
  useMessages,
  usePageTitle,
  useServices,
} from '../core';
import { storeQueries } from './queries';
import '../core/page.css';
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
  // A postal code finds the stores of its postal zone, nearest by postal number first (findStores
  // says how it ranks and why that is not a distance); words find the stores that have them.
  const found = findStores(data.locations, query);
  const stores = found.stores.filter((l) => !openNow || isOpenNow(l, now));
  // Stores the content service knows and the commerce service does not (yet): shown with what they have.
  const details = useQuery(contentQueries.allStoreDetails(services.content)).data ?? [];
  const known = new Set(data.locations.map((l) => l.id));
  const contentOnly =
    openNow || found.byPostalCode
      ? []
      : details.filter(
          (d) =>
            !known.has(d.storeId) &&
            `${d.name} ${d.address ?? ''}`
              .toLocaleLowerCase('sv')
              .includes(query.trim().toLocaleLowerCase('sv')),
        );
  usePageTitle(t('stores.title'));
  const cardLabels = {
    phone: t('stores.phone'),
    email: t('stores.email'),
    openingHours: t('stores.openingHours'),
    show: t('stores.show'),
  };
  return (
    <div className="shop-page">
      <PageHeading title={t('stores.title')} href="/hitta-butik" />
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
        {found.byPostalCode
          ? t('stores.countNear', { count: stores.length, postalCode: query.trim() })
          : t('stores.count', { count: stores.length + contentOnly.length })}
      </p>
      {stores.length + contentOnly.length === 0 ? (
        <p>{found.byPostalCode ? t('stores.emptyNear') : t('stores.empty')}</p>
      ) : null}
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
              labels={cardLabels}
            />
          </li>
        ))}
        {contentOnly.map((store) => (
          <li key={store.id}>
            <StoreCard
              name={store.name}
              href={`/butiker/${store.storeId}`}
              address={store.address ?? ''}
              postalCode=""
              city=""
              phone={store.phone ?? ''}
              email={store.email ?? ''}
              openingHours={cmsHours(store, t)}
              labels={cardLabels}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

const storeRoute = getRouteApi('/butiker/$id');
const customStoreRoute = getRouteApi('/butik/$id');

/** A store's page: `/butiker/:id`. */
export function StorePage() {
  return <Store id={storeRoute.useParams().id} />;
}

/** The same page at the spec's custom `store-page` route, `/butik/:id`. */
export function CustomStorePage() {
  return <Store id={customStoreRoute.useParams().id} />;
}

function Store({ id }: { id: string }) {
  const t = useMessages();
  const { services } = useServices();
  const hours = useOpeningHours();
  const labels = useContentLabels();
  const locations = useQuery(storeQueries.locations(services.client));
  const content = useQuery(contentQueries.storePage(services.content, id));
  const location = locations.data?.locations.find((l) => l.id === id);
  const page = content.data;
  const details = page?.details ?? null;
  const name = location?.name ?? details?.name ?? page?.title ?? '';
  // Open now depends on the visitor's clock: known after hydration, so server and browser agree first.
  const [open, setOpen] = useState<boolean | null>(null);
  useEffect(() => {
    setOpen(openNow(location ?? null, details, new Date()));
  }, [location, details]);
  usePageTitle(name);
  if (!name) return null;
  const special = [
    ...(details?.specialOpeningHoursWeekdays ?? []),
    ...(details?.specialOpeningHoursWeekends ?? []),
  ].sort((a, b) => a.date.localeCompare(b.date));
  const point = details?.location ?? (location ? { lat: location.lat, lon: location.lon } : null);
  const mapHref = point
    ? `https://www.openstreetmap.org/?mlat=${point.lat}&mlon=${point.lon}#map=16/${point.lat}/${point.lon}`
    : null;
  const phone = location?.phone ?? details?.phone ?? null;
  const email = location?.email ?? details?.email ?? null;
  return (
    <div className="shop-page shop-store-page">
      <PageCrumbs
        trail={[
          { label: t('stores.title'), href: '/hitta-butik' },
          { label: name, href: `/butiker/${id}` },
        ]}
      />
      {page && (page.desktopHero || page.mobileHero) ? (
        <CmsHero
          hero={{
            id: page.id,
            title: name,
            titleFontSize: null,
            slug: null,
            description: null,
            overlay: true,
            desktopImage: page.desktopHero,
            mobileImage: page.mobileHero,
            icon: null,
          }}
        />
      ) : (
        <h1>{name}</h1>
      )}
      {details?.label ? <p className="shop-store-page__label">{details.label}</p> : null}
      {open !== null ? (
        <p className="shop-store-page__open" data-open={open || undefined}>
          {open ? t('stores.openNowBadge') : t('stores.closedNowBadge')}
        </p>
      ) : null}
      {page?.ingress ? <CmsRichText value={page.ingress} className="shop-content__ingress" /> : null}
      <div className="shop-store-page__grid">
        <section aria-labelledby="store-contact">
          <h2 id="store-contact">{location?.address ?? details?.address ?? name}</h2>
          {location ? (
            <p>
              {location.postalCode} {location.city}
            </p>
          ) : null}
          {phone ? (
            <p>
              {t('stores.phone')}: <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
            </p>
          ) : null}
          {email ? (
            <p>
              {t('stores.email')}: <EmailLink email={email} />
            </p>
          ) : null}
          {mapHref ? (
            <p>
              <a href={mapHref} target="_blank" rel="noopener noreferrer">
                {t('stores.map')}
                <span className="shop-visually-hidden"> {t('content.newTab')}</span>
              </a>
            </p>
          ) : null}
        </section>
        <section aria-labelledby="store-hours">
          <h2 id="store-hours">{t('stores.openingHours')}</h2>
          <dl className="shop-attributes">
            {(location ? hours(location) : cmsHours(details, t)).map((h) => (
              <div key={h.day}>
                <dt>{h.day}</dt>
                <dd>{h.hours}</dd>
              </div>
            ))}
          </dl>
          {special.length > 0 ? (
            <>
              <h3>{t('stores.specialHours')}</h3>
              <dl className="shop-attributes">
                {special.map((entry) => (
                  <div key={`${entry.date}-${entry.label}`}>
                    <dt>
                      {entry.label}
                      <time className="shop-store-page__date" dateTime={entry.date}>
                        {swedishDate(entry.date)}
                      </time>
                    </dt>
                    <dd>{entry.hours}</dd>
                  </div>
                ))}
              </dl>
            </>
          ) : null}
        </section>
        {details && details.services.length > 0 ? (
          <section aria-labelledby="store-services">
            <h2 id="store-services">{t('stores.services')}</h2>
            <ul>
              {details.services.map((service) => (
                <li key={service.id}>
                  <strong>{service.title}</strong>
                  {service.description ? <> – {service.description}</> : null}
                </li>
              ))}
            </ul>
          </section>
        ) : location && location.services.length > 0 ? (
          <section aria-labelledby="store-services">
            <h2 id="store-services">{t('stores.services')}</h2>
            <ul>
              {location.services.map((service) => (
                <li key={service}>{service}</li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      {details && details.assortments.length > 0 ? (
        // The store's assortment areas as the content service lists them, each a link to its category.
        <CmsAssortmentIcons
          section={{
            kind: 'AssortmentIcons',
            id: `${details.id}-assortments`,
            title: t('stores.assortments'),
            icon: null,
            backgroundColor: null,
            items: details.assortments,
          }}
          labels={labels}
        />
      ) : null}
      {details?.infobox ? <CmsRichText value={details.infobox} className="shop-store-page__infobox" /> : null}
      {page?.bodyTextPrimary ? <CmsRichText value={page.bodyTextPrimary} /> : null}
      {details && [...details.contacts, ...details.phoneNumbers].length > 0 ? (
        <section aria-labelledby="store-contacts">
          <h2 id="store-contacts">{details.contactsSectionTitle ?? t('stores.contacts')}</h2>
          <ul className="shop-content__contact-list">
            {[...details.contacts, ...details.phoneNumbers].map((contact) => (
              <li key={contact.id}>
                <strong>{contact.name}</strong>
                {/* 'Växel / Växel': a role that only repeats the name is said once. */}
                {contact.role && !sameWords(contact.role, contact.name) ? <span>{contact.role}</span> : null}
                {contact.phone ? (
                  <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
                ) : null}
                {contact.email ? <EmailLink email={contact.email} /> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {details && details.storeActivities.length > 0 ? (
        <section aria-labelledby="store-activities">
          <h2 id="store-activities">{t('stores.activities')}</h2>
          <ul className="shop-store-page__activities">
            {details.storeActivities.map((activity) => (
              <li key={activity.id}>
                <h3>{activity.title}</h3>
                {activity.date ? (
                  <p>
                    <time dateTime={activity.date}>{swedishDate(activity.date, { year: true })}</time>
                  </p>
                ) : null}
                {activity.description ? <p>{activity.description}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {page ? <CmsSections sections={page.sections} labels={labels} /> : null}
    </div>
  );
}

/**
 * A content date (`2026-12-23`) the Swedish way: 'onsdag 23 december', with
 * the year where it may not be this one. Anything else is shown as written.
 */
export function swedishDate(iso: string, options: { year?: boolean } = {}): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return iso;
  const date = new Date(`${iso}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('sv-SE', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(options.year ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(date);
}

/** Whether two labels say the same ('Växel' and 'växel'). */
const sameWords = (a: string, b: string) =>
  a.trim().localeCompare(b.trim(), 'sv', { sensitivity: 'base' }) === 0;

/**
 * An e-mail address as a mailto link that wraps where a reader expects: after
 * the @ and before each dot (`<wbr>`), never inside a name unless the line is
 * narrower than a part (the CSS's `overflow-wrap: anywhere`, on the address only).
 */
export function EmailLink({ email }: { email: string }) {
  const [local = '', domain = ''] = email.split(/@(?=[^@]*$)/);
  return (
    <a className="shop-email" href={`mailto:${email}`}>
      <DotBreaks text={local} keyPrefix="l" />
      {domain ? (
        <>
          @<wbr />
          <DotBreaks text={domain} keyPrefix="d" />
        </>
      ) : null}
    </a>
  );
}

/** `text` with a break opportunity before each dot. */
function DotBreaks({ text, keyPrefix }: { text: string; keyPrefix: string }) {
  return text.split('.').map((part, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed address
    <Fragment key={`${keyPrefix}${i}`}>
      {i > 0 ? (
        <>
          <wbr />.
        </>
      ) : null}
      {part}
    </Fragment>
  ));
}

const CMS_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/** Opening hours from the content service, for a store the commerce service does not know. */
function cmsHours(details: StoreDetails | null, t: ReturnType<typeof useMessages>) {
  if (!details) return [];
  return CMS_DAYS.map((day, i) => ({
    day: t(`weekday.${i + 1}` as MessageKey),
    hours: details.openingHours[day] ?? t('stores.closed'),
  }));
}

/** `YYYY-MM-DD` of an instant in Stockholm. */
function stockholmDate(now: Date): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(now);
}

/**
 * Whether the store is open at `now`, in Stockholm time: a special day's hours
 * ('Stängt' or '07.00–12.00') win over the week's.
 */
export function openNow(location: Location | null, details: StoreDetails | null, now: Date): boolean | null {
  const today = stockholmDate(now);
  const special = [
    ...(details?.specialOpeningHoursWeekdays ?? []),
    ...(details?.specialOpeningHoursWeekends ?? []),
  ].find((entry) => entry.date === today);
  if (special) {
    const match = /(\d{1,2})[.:](\d{2})\s*[–-]\s*(\d{1,2})[.:](\d{2})/.exec(special.hours);
    if (!match) return false;
    const time = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Stockholm',
      hour: '2-digit',
      minute: '2-digit',
    })
      .format(now)
      .replace('.', ':');
    const pad = (h: string, m: string) => `${h.padStart(2, '0')}:${m}`;
    const [, h1 = '', m1 = '', h2 = '', m2 = ''] = match;
    return time >= pad(h1, m1) && time < pad(h2, m2);
  }
  return location ? isOpenNow(location, now) : null;
}
