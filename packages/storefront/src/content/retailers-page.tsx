import type { Retailer } from '@shop/cms';
import { safeHref } from '@shop/cms/react';
import { SearchField } from '@shop/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { contentQueries, PageHeading, useMessages, usePageTitle, useServices } from '../core';
import './content.css';

const route = getRouteApi('/aterforsaljare');

/** Lower case without diacritics, for a search that finds 'Örebro' from 'orebro'. */
const fold = (text: string) =>
  text
    .toLocaleLowerCase('sv')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/** Retailers whose name, address or offerings hold every word of the query. */
export function matchRetailers(retailers: readonly Retailer[], query: string): Retailer[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...retailers];
  return retailers.filter((retailer) => {
    const text = fold([retailer.name, retailer.address ?? '', ...retailer.offerings].join(' '));
    return words.every((word) => text.includes(word));
  });
}

/** The Swedish alphabet of the letter index: Å, Ä and Ö come last. */
export const SWEDISH_LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZÅÄÖ'] as const;

/**
 * The index letter of a name: its first letter in upper case; an accented
 * letter outside Å, Ä, Ö under its base letter (É under E, as Swedish sorts
 * it), Æ under Ä, Ø and Ü under Ö and Y; a digit or sign under '#'.
 */
export function indexLetter(name: string): string {
  const first = name.trim().charAt(0).toLocaleUpperCase('sv');
  if ((SWEDISH_LETTERS as readonly string[]).includes(first)) return first;
  const special: Record<string, string> = { Æ: 'Ä', Ø: 'Ö', Ü: 'Y' };
  const base = special[first] ?? first.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return (SWEDISH_LETTERS as readonly string[]).includes(base) ? base : '#';
}

/** Retailers by the first letter of their name, A–Ö in Swedish order ('#' last). */
export function groupRetailers(retailers: readonly Retailer[]): [string, Retailer[]][] {
  const sorted = [...retailers].sort((a, b) => a.name.localeCompare(b.name, 'sv'));
  const groups = new Map<string, Retailer[]>();
  for (const retailer of sorted) {
    const key = indexLetter(retailer.name);
    groups.set(key, [...(groups.get(key) ?? []), retailer]);
  }
  const order = [...SWEDISH_LETTERS, '#'];
  return [...groups].sort(([a], [b]) => order.indexOf(a) - order.indexOf(b));
}

/** `/aterforsaljare`: every retailer of the content service, searchable, grouped by letter. */
export function RetailersPage() {
  const t = useMessages();
  const { services } = useServices();
  const search = route.useSearch();
  const navigate = useNavigate();
  const [query, setQuery] = useState(search.q ?? '');
  const { data } = useSuspenseQuery(contentQueries.retailers(services.content));
  const found = matchRetailers(data, query);
  const groups = groupRetailers(found);
  const present = new Set(groups.map(([letter]) => letter));
  usePageTitle(t('content.retailers.title'), { brand: true });
  const keep = (value: string) => {
    setQuery(value);
    void navigate({ to: '/aterforsaljare', search: value.trim() ? { q: value } : {}, replace: true });
  };
  return (
    <div className="shop-page shop-retailers">
      <PageHeading title={t('content.retailers.title')} href="/aterforsaljare" />
      <p>{t('content.retailers.lead')}</p>
      <search className="shop-retailers__search">
        <form action="/aterforsaljare" method="get" onSubmit={(event) => event.preventDefault()}>
          <SearchField
            label={t('content.retailers.search')}
            clearLabel={t('search.clear')}
            showLabel
            name="q"
            value={query}
            onChange={keep}
            onSubmit={keep}
          />
        </form>
      </search>
      <p role="status" className="shop-retailers__count">
        {t('content.retailers.count', { count: found.length })}
      </p>
      {found.length === 0 ? <p>{t('content.retailers.empty')}</p> : null}
      <nav aria-label={t('content.retailers.groups')} className="shop-retailers__letters">
        <ul>
          {[...SWEDISH_LETTERS, ...(present.has('#') ? ['#'] : [])].map((letter) => (
            <li key={letter}>
              {present.has(letter) ? (
                <a href={`#bokstav-${letter}`} aria-label={t('content.retailers.letter', { letter })}>
                  {letter}
                </a>
              ) : (
                // No retailer under this letter (in this search): shown dimmed, so the alphabet reads
                // whole, and not a link; a screen reader hears that there is none.
                <span className="shop-retailers__letter-off">
                  <span aria-hidden="true">{letter}</span>
                  <span className="shop-visually-hidden">{t('content.retailers.noLetter', { letter })}</span>
                </span>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {groups.map(([letter, retailers]) => (
        <section key={letter} aria-labelledby={`bokstav-${letter}`} className="shop-retailers__group">
          <h2 id={`bokstav-${letter}`}>{letter}</h2>
          <ul className="shop-retailers__list">
            {retailers.map((retailer) => {
              const link = safeHref(retailer.link);
              const map = retailer.location
                ? `https://www.openstreetmap.org/?mlat=${retailer.location.lat}&mlon=${retailer.location.lon}#map=15/${retailer.location.lat}/${retailer.location.lon}`
                : null;
              return (
                <li key={retailer.id} className="shop-retailers__item">
                  <h3>{retailer.name}</h3>
                  {retailer.address ? <p>{retailer.address}</p> : null}
                  {retailer.offerings.length > 0 ? (
                    <p className="shop-retailers__offerings">
                      {t('content.retailers.offerings')}: {retailer.offerings.join(', ')}
                    </p>
                  ) : null}
                  <p className="shop-retailers__links">
                    {link ? (
                      <NewTabLink href={link} more={t('content.retailers.website', { name: retailer.name })}>
                        {new URL(link, 'https://x.invalid').host}
                      </NewTabLink>
                    ) : null}
                    {map ? (
                      <NewTabLink href={map} more={t('content.retailers.map', { name: retailer.name })}>
                        {t('stores.map')}
                      </NewTabLink>
                    ) : null}
                  </p>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** A link to another site, in a new tab; `more` completes its name for a screen reader ('kartan för Bygg AB'). */
function NewTabLink({ href, more, children }: { href: string; more: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="shop-visually-hidden"> {more}</span>
    </a>
  );
}
